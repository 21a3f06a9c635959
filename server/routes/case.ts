import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestAsyncHookHandler } from "fastify";
import type { Kysely, Transaction } from "kysely";
import { caseApiPaths } from "~/shared/routes";
import { successMessageSchema, type ApiError, type SuccessMessage } from "~/shared/schemas/api-responses";
import {
  caseHarmSchema,
  caseMessages,
  caseOpenedSchema,
  caseProgressSchema,
  lostLinkSchema,
  openCaseSchema,
  type CaseOpened,
  type CaseView,
} from "~/shared/schemas/case";
import { caseViewSchema } from "~/shared/schemas/case-view";
import {
  caseTransactionMessages,
  caseTransactionSchema,
  removeCaseTransactionSchema,
  requestTransactionUtrSchema,
} from "~/shared/schemas/case-transactions";
import { refuseCrossSiteCaseActions } from "../auth/same-origin";
import { closeAsNotMe, openSessionFromLink, revokeCaseSecrets } from "../cases/case-secrets";
import {
  caseViewFor,
  clearCaseSessionCookie,
  clearEveryCaseCookie,
  closeCaseOnThisBrowser,
  forgetCaseOnThisPhone,
  openCaseFromCookies,
  openedCaseOf,
  rememberCaseOnThisPhone,
  setCaseCookie,
} from "../cases/case-session";
import { addCaseTransaction, removeCaseTransaction } from "../cases/case-transactions";
import { fillRequestTransaction } from "../cases/request-transaction";
import { sendVictimReply } from "../cases/case-messages";
import { caseMessageSchema, caseMessageTexts } from "~/shared/schemas/case-messages";
import { saveCaseHarm, saveCaseProgress } from "../cases/case-view";
import { queueFreshCaseLink } from "../cases/lost-link";
import { apiMessages } from "~/shared/messages";
import { fieldErrors } from "~/shared/schemas/fields";
import type { Database } from "../db/schema";
import type { Readable } from "node:stream";
import type { z } from "zod/mini";
import {
  EVIDENCE_NAME_HEADER,
  EVIDENCE_SHA256_HEADER,
  evidenceMessages,
  evidenceUploadedSchema,
  removeEvidenceSchema,
} from "~/shared/schemas/evidence";
import { EvidenceRefusal, evidenceFileName, receiveEvidence, removeEvidence } from "../evidence/evidence-store";
import { afterAnswering } from "./after-answering";
import { recordLinkStop } from "../ops/link-stop-log";
import { caseCalendarFor } from "../cases/case-calendar";
import { evidenceZip } from "../evidence/evidence-zip";
import { LANGUAGE_CODES } from "~/shared/language-codes";
import { answerIn, caseMessagesIn, languageOfCaseCall } from "../cases/case-language";
import { errorReplies, replySchemas } from "./route-schemas";
import type { Clock } from "../clock";
import type { ServerKeys } from "../keys/server-keys";
import { caseChangeKeyOf, caseChangeReplays } from "../cases/case-change-replays";
import { isIdempotencyKeyTaken } from "../submissions/idempotency";

// The victim's case page API (docs/decisions/0025). A case link's secret is exchanged once for
// a short-lived httpOnly cookie scoped to /case; every answer is private (no-store, no referrer,
// not indexed); every state-changing call must come from this site. A secret that opens nothing
// gets one answer, the same bytes whatever the reason, but for a link past its 30 days, which is
// told it has expired and how to get a new one (docs/decisions/0055).

export interface CaseRoutesOptions {
  db: Kysely<Database>;
  clock: Clock;
  /** The allowance of attempts from one address, shared with the forms. */
  rateLimit: onRequestAsyncHookHandler;
  /** Tells the mail worker a mail was queued (a fresh case link). */
  wakeMail: () => void;
  /** The list of cases whose links were stopped, for a restore to stop again (server/ops/link-stop-log.ts). */
  linkStopLog: string;
  /** Keeps the additions' Idempotency-Keys as HMACs (docs/decisions/0049, 0065). */
  serverKeys: ServerKeys;
}

/**
 * "Lost your link?" once answered: queues a fresh link to the address on file if the reference
 * and address match and the caps allow, and wakes the worker. The answer went before this runs.
 */
export function sendFreshCaseLinkAfterAnswering(
  reply: FastifyReply,
  db: Kysely<Database>,
  asked: { reference: string; email: string },
  now: () => Date,
  wakeMail: () => void,
): void {
  afterAnswering(reply, "a fresh case link", async () => {
    const outcome = await queueFreshCaseLink(db, asked, now());
    // The reference only: whether it matched an address is what the answer itself never tells.
    reply.log.info({ reference: asked.reference }, "case link asked for");
    if (outcome === "queued") wakeMail();
  });
}

const notOpened: ApiError = { status: "error", message: caseMessages.notOpened };
const linkExpired: ApiError = { status: "error", message: caseMessages.linkExpired };
const noSession: ApiError = { status: "error", message: caseMessages.noCaseSession };

/** The answer to a link that opens nothing: 410 and "expired" for a link past its 30 days, else the one 404. */
function sendNotOpened(reply: FastifyReply, why: "expired" | undefined) {
  return why === "expired" ? reply.code(410).send(linkExpired) : reply.code(404).send(notOpened);
}

export async function caseRoutes(app: FastifyInstance, options: CaseRoutesOptions): Promise<void> {
  const { db, clock, rateLimit, wakeMail } = options;
  const { now } = clock;

  app.addHook("onRequest", refuseCrossSiteCaseActions);
  // Every answer's messages in the calling page's language (docs/decisions/0041).
  app.addHook("preSerialization", async (request, _reply, payload) =>
    answerIn(payload, caseMessagesIn(languageOfCaseCall(request), app.evidence.config)),
  );
  app.addHook("onSend", async (_request, reply) => {
    reply.header("cache-control", "no-store");
    reply.header("referrer-policy", "no-referrer");
    reply.header("x-robots-tag", "noindex");
  });

  const replays = caseChangeReplays(options.serverKeys);

  /** The case as it is now, after a change was made or found made already. */
  async function sendCaseNow(request: FastifyRequest, reply: FastifyReply, submissionId: number, replayed: boolean) {
    const view = await caseViewFor(db, request, submissionId, now());
    if (!view) return reply.code(401).send(noSession);
    if (replayed) reply.header("idempotent-replayed", "true");
    return reply.code(200).send(view);
  }

  /**
   * Makes an addition to the case once per Idempotency-Key (docs/decisions/0065): a retry of one
   * already made is answered with the case as it is; the key is kept in the addition's own
   * transaction, so two tries racing store it once. `add` says whether it was made.
   */
  async function addOnce<T>(
    request: FastifyRequest,
    reply: FastifyReply,
    path: string,
    submissionId: number,
    parsed: unknown,
    add: (keep: ((trx: Transaction<Database>) => Promise<void>) | undefined) => Promise<T>,
  ): Promise<{ made: T } | { answered: FastifyReply }> {
    const key = caseChangeKeyOf(request);
    if (key.kind === "invalid") {
      return { answered: reply.code(400).send({ status: "error", message: apiMessages.invalidIdempotencyKey }) };
    }
    if (key.kind === "none") return { made: await add(undefined) };
    const earlier = await replays.earlier(db, path, submissionId, key.key, parsed, now());
    if (earlier === "other request") {
      return { answered: reply.code(422).send({ status: "error", message: apiMessages.idempotencyKeyReused }) };
    }
    if (earlier === "stored") return { answered: await sendCaseNow(request, reply, submissionId, true) };
    try {
      return { made: await add((trx) => replays.keep(trx, path, submissionId, key.key, parsed, now())) };
    } catch (caught) {
      // The same addition raced itself (a resend while the first try was still on its way).
      if (isIdempotencyKeyTaken(caught)) return { answered: await sendCaseNow(request, reply, submissionId, true) };
      throw caught;
    }
  }

  // Evidence arrives as the request's body, streamed to the store as it comes: the server never
  // holds a whole file (server/evidence/evidence-store.ts).
  app.addContentTypeParser("application/octet-stream", (_request, payload, done) => done(null, payload));

  app.post<{ Reply: CaseOpened | ApiError }>(
    caseApiPaths.open,
    { schema: { response: replySchemas({ 200: caseOpenedSchema, ...errorReplies }) }, onRequest: rateLimit },
    async (request, reply) => {
      const parsed = openCaseSchema.safeParse(request.body ?? {});
      const opened = parsed.success ? await openSessionFromLink(db, parsed.data.link, now()) : undefined;
      if (opened === undefined || opened === "expired") return sendNotOpened(reply, opened);
      const row = await db
        .selectFrom("submissions")
        .select("reference")
        .where("id", "=", opened.submissionId)
        .executeTakeFirstOrThrow();
      setCaseCookie(reply, opened.session);
      if (parsed.data?.remember === true)
        await rememberCaseOnThisPhone(db, reply, opened.submissionId, now(), "confirmation");
      return reply.code(200).send({ status: "success", reference: row.reference });
    },
  );

  app.post<{ Reply: SuccessMessage | ApiError }>(
    caseApiPaths.forget,
    { schema: { response: replySchemas({ 200: successMessageSchema, ...errorReplies }) } },
    async (request, reply) => {
      await forgetCaseOnThisPhone(db, request, reply, now());
      return reply.code(200).send({ status: "success", message: caseMessages.forgotten });
    },
  );

  app.post<{ Reply: SuccessMessage | ApiError }>(
    caseApiPaths.notMe,
    { schema: { response: replySchemas({ 200: successMessageSchema, ...errorReplies }) }, onRequest: rateLimit },
    async (request, reply) => {
      const parsed = openCaseSchema.safeParse(request.body ?? {});
      const closed = parsed.success
        ? await closeAsNotMe(db, parsed.data.link, now(), (reference) =>
            recordLinkStop(options.linkStopLog, reference, now()),
          )
        : undefined;
      if (closed === undefined || closed === "expired") return sendNotOpened(reply, closed);
      request.log.info({ reference: closed.reference }, "case closed: the person mailed says they never sent it");
      clearCaseSessionCookie(reply);
      return reply.code(200).send({ status: "success", message: caseMessages.closedAsNotMe });
    },
  );

  app.post<{ Reply: SuccessMessage | ApiError }>(
    caseApiPaths.close,
    { schema: { response: replySchemas({ 200: successMessageSchema, ...errorReplies }) } },
    async (request, reply) => {
      await closeCaseOnThisBrowser(db, request, reply, now());
      return reply.code(200).send({ status: "success", message: caseMessages.closed });
    },
  );

  app.post<{ Reply: SuccessMessage | ApiError }>(
    caseApiPaths.lostLink,
    { schema: { response: replySchemas({ 200: successMessageSchema, ...errorReplies }) }, onRequest: rateLimit },
    async (request, reply) => {
      const parsed = lostLinkSchema.safeParse(request.body ?? {});
      if (!parsed.success) {
        return reply
          .code(400)
          .send({ status: "error", message: apiMessages.invalidInput, errors: fieldErrors(parsed.error) });
      }
      sendFreshCaseLinkAfterAnswering(reply, db, parsed.data, now, wakeMail);
      return reply.code(200).send({ status: "success", message: caseMessages.lostLinkSent });
    },
  );

  // Everything else acts on the case the cookies open: one hook finds it, or answers 401.
  await app.register(async (withCase) => {
    withCase.addHook(
      "preHandler",
      openCaseFromCookies(db, now, (_request, reply) => reply.code(401).send(noSession)),
    );

    withCase.get<{ Reply: CaseView | ApiError }>(
      caseApiPaths.view,
      { schema: { response: replySchemas({ 200: caseViewSchema, ...errorReplies }) } },
      async (request, reply) => {
        const view = await caseViewFor(db, request, openedCaseOf(request), now());
        if (!view) return reply.code(401).send(noSession);
        return reply.code(200).send(view);
      },
    );

    withCase.post<{ Reply: CaseView | ApiError }>(
      caseApiPaths.progress,
      { schema: { response: replySchemas({ 200: caseViewSchema, ...errorReplies }) } },
      async (request, reply) => {
        const submissionId = openedCaseOf(request);
        const parsed = caseProgressSchema.safeParse(request.body ?? {});
        if (!parsed.success) {
          return reply
            .code(400)
            .send({ status: "error", message: apiMessages.invalidInput, errors: fieldErrors(parsed.error) });
        }
        await saveCaseProgress(db, submissionId, parsed.data, now());
        return sendCaseNow(request, reply, submissionId, false);
      },
    );

    withCase.post<{ Reply: CaseView | ApiError }>(
      caseApiPaths.harm,
      { schema: { response: replySchemas({ 200: caseViewSchema, ...errorReplies }) } },
      async (request, reply) => {
        const submissionId = openedCaseOf(request);
        const parsed = caseHarmSchema.safeParse(request.body ?? {});
        if (!parsed.success) {
          return reply
            .code(400)
            .send({ status: "error", message: apiMessages.invalidInput, errors: fieldErrors(parsed.error) });
        }
        await saveCaseHarm(db, submissionId, parsed.data, now());
        return sendCaseNow(request, reply, submissionId, false);
      },
    );

    withCase.post<{ Reply: CaseView | ApiError }>(
      caseApiPaths.transactions,
      { schema: { response: replySchemas({ 200: caseViewSchema, ...errorReplies }) } },
      async (request, reply) => {
        const submissionId = openedCaseOf(request);
        const parsed = caseTransactionSchema.safeParse(request.body ?? {});
        if (!parsed.success) {
          return reply
            .code(400)
            .send({ status: "error", message: apiMessages.invalidInput, errors: fieldErrors(parsed.error) });
        }
        const added = await addOnce(request, reply, caseApiPaths.transactions, submissionId, parsed.data, (keep) =>
          addCaseTransaction(db, submissionId, parsed.data, now(), keep),
        );
        if ("answered" in added) return added.answered;
        if (!added.made) return reply.code(409).send({ status: "error", message: caseTransactionMessages.full });
        return sendCaseNow(request, reply, submissionId, false);
      },
    );

    // The first screen's "Add the UTR of your ₹… payment" (docs/decisions/0066).
    withCase.post<{ Reply: CaseView | ApiError }>(
      caseApiPaths.requestUtr,
      { schema: { response: replySchemas({ 200: caseViewSchema, ...errorReplies }) } },
      async (request, reply) => {
        const submissionId = openedCaseOf(request);
        const parsed = requestTransactionUtrSchema.safeParse(request.body ?? {});
        if (!parsed.success) {
          return reply
            .code(400)
            .send({ status: "error", message: apiMessages.invalidInput, errors: fieldErrors(parsed.error) });
        }
        if (!(await fillRequestTransaction(db, submissionId, parsed.data))) {
          return reply.code(404).send({ status: "error", message: caseTransactionMessages.notFound });
        }
        return sendCaseNow(request, reply, submissionId, false);
      },
    );

    withCase.post<{ Reply: CaseView | ApiError }>(
      caseApiPaths.removeTransaction,
      { schema: { response: replySchemas({ 200: caseViewSchema, ...errorReplies }) } },
      async (request, reply) => {
        const submissionId = openedCaseOf(request);
        const parsed = removeCaseTransactionSchema.safeParse(request.body ?? {});
        const removed = parsed.success && (await removeCaseTransaction(db, submissionId, parsed.data.id, now()));
        // Another case's transaction is not there for this one: the same answer as a missing one.
        if (!removed) return reply.code(404).send({ status: "error", message: caseTransactionMessages.notFound });
        return sendCaseNow(request, reply, submissionId, false);
      },
    );

    // The victim's reply to the desk (docs/decisions/0026): no mail goes anywhere; the desk sees it unread.
    withCase.post<{ Reply: CaseView | ApiError }>(
      caseApiPaths.messages,
      { schema: { response: replySchemas({ 200: caseViewSchema, ...errorReplies }) } },
      async (request, reply) => {
        const submissionId = openedCaseOf(request);
        const parsed = caseMessageSchema.safeParse(request.body ?? {});
        if (!parsed.success) {
          return reply
            .code(400)
            .send({ status: "error", message: apiMessages.invalidInput, errors: fieldErrors(parsed.error) });
        }
        const sent = await addOnce(request, reply, caseApiPaths.messages, submissionId, parsed.data, (keep) =>
          sendVictimReply(db, submissionId, parsed.data.body, now(), keep),
        );
        if ("answered" in sent) return sent.answered;
        if (sent.made === "over cap") {
          const message = caseMessageTexts.replyCapReached;
          return reply.code(429).send({ status: "error", message, errors: { body: message } });
        }
        return sendCaseNow(request, reply, submissionId, false);
      },
    );

    // "Download all my evidence": a plain link, so it works without scripts; one zip for the police.
    withCase.get(caseApiPaths.evidenceZip, async (request, reply) => {
      const submissionId = openedCaseOf(request);
      const { reference } = await db
        .selectFrom("submissions")
        .select("reference")
        .where("id", "=", submissionId)
        .executeTakeFirstOrThrow();
      const zip = await evidenceZip(db, request.server.evidence.keyring, submissionId, reference, now());
      if (!zip) return reply.code(404).send({ status: "error", message: evidenceMessages.noFiles });
      return reply
        .code(200)
        .header("content-type", "application/zip")
        .header("content-disposition", `attachment; filename="${reference}-evidence.zip"`)
        .send(zip);
    });

    // "Add the dates to my calendar": a plain link, so it works without scripts; behind the case
    // session like every part of the case, and answered no-store by the hook above.
    withCase.get<{ Querystring: { language?: string } }>(caseApiPaths.calendar, async (request, reply) => {
      const language = LANGUAGE_CODES.find((code) => code === request.query.language);
      const file = await caseCalendarFor(db, openedCaseOf(request), language, now());
      if (!file) return reply.code(401).send(noSession);
      return reply
        .code(200)
        .header("content-type", "text/calendar; charset=utf-8")
        .header("content-disposition", 'attachment; filename="case-dates.ics"')
        .send(file);
    });

    withCase.post<{ Reply: SuccessMessage | ApiError }>(
      caseApiPaths.remember,
      { schema: { response: replySchemas({ 200: successMessageSchema, ...errorReplies }) } },
      async (request, reply) => {
        const submissionId = openedCaseOf(request);
        await rememberCaseOnThisPhone(db, reply, submissionId, now(), "case_page");
        return reply.code(200).send({ status: "success", message: caseMessages.remembered });
      },
    );

    withCase.post<{ Reply: SuccessMessage | ApiError }>(
      caseApiPaths.revokeLinks,
      { schema: { response: replySchemas({ 200: successMessageSchema, ...errorReplies }) } },
      async (request, reply) => {
        const submissionId = openedCaseOf(request);
        const { reference } = await db
          .selectFrom("submissions")
          .select("reference")
          .where("id", "=", submissionId)
          .executeTakeFirstOrThrow();
        // Listed first, on disk: a restore of an older backup stops these links again (decision 0064).
        await recordLinkStop(options.linkStopLog, reference, now());
        await revokeCaseSecrets(db, submissionId, now());
        request.log.info({ submissionId }, "case links revoked by the visitor");
        clearEveryCaseCookie(reply);
        return reply.code(200).send({ status: "success", message: caseMessages.linksRevoked });
      },
    );

    withCase.post<{ Reply: z.output<typeof evidenceUploadedSchema> | ApiError }>(
      caseApiPaths.evidence,
      { schema: { response: replySchemas({ 201: evidenceUploadedSchema, ...errorReplies }) } },
      async (request, reply) => {
        const body = request.body as Readable | undefined;
        const submissionId = openedCaseOf(request);
        const refuse = (status: number, message: string) => {
          body?.resume();
          return reply.code(status).send({ status: "error", message });
        };
        if (!body || typeof body.pipe !== "function") return refuse(415, evidenceMessages.typeRefused);
        const fileName = evidenceFileName(decodedHeader(request.headers[EVIDENCE_NAME_HEADER]));
        if (fileName === null) return refuse(400, evidenceMessages.nameInvalid);
        const sha256 = request.headers[EVIDENCE_SHA256_HEADER];
        if (typeof sha256 !== "string" || !/^[0-9a-f]{64}$/.test(sha256))
          return refuse(400, evidenceMessages.hashInvalid);
        const length = Number(request.headers["content-length"]);
        const { keyring, config } = app.evidence;
        try {
          const file = await receiveEvidence(
            db,
            keyring,
            config,
            {
              submissionId,
              fileName,
              sha256,
              declaredBytes: Number.isFinite(length) ? length : null,
              clientAddress: request.ip,
            },
            body,
            clock,
          );
          request.log.info({ submissionId, bytes: file.bytes }, "evidence stored");
          return reply.code(201).send({ status: "success", file });
        } catch (error) {
          if (error instanceof EvidenceRefusal) return refuse(error.statusCode, error.message);
          throw error;
        }
      },
    );

    withCase.post<{ Reply: CaseView | ApiError }>(
      caseApiPaths.removeEvidence,
      { schema: { response: replySchemas({ 200: caseViewSchema, ...errorReplies }) } },
      async (request, reply) => {
        const submissionId = openedCaseOf(request);
        const parsed = removeEvidenceSchema.safeParse(request.body ?? {});
        const outcome = parsed.success ? await removeEvidence(db, submissionId, parsed.data.id) : "not found";
        if (outcome === "not found")
          return reply.code(404).send({ status: "error", message: evidenceMessages.notFound });
        if (outcome === "downloaded") {
          return reply.code(409).send({ status: "error", message: evidenceMessages.notRemovable });
        }
        return sendCaseNow(request, reply, submissionId, false);
      },
    );
  });
}

/** A header the browser URI-encoded (a file name may hold any character), or null if absent or malformed. */
function decodedHeader(value: string | string[] | undefined): string | null {
  if (typeof value !== "string") return null;
  try {
    return decodeURIComponent(value);
  } catch {
    return null;
  }
}
