import type { FastifyInstance, FastifyReply } from "fastify";
import { caseApiPaths } from "~/shared/routes";
import { successMessageSchema, type ApiError, type SuccessMessage } from "~/shared/schemas/api-responses";
import { caseOpenedSchema, lostLinkSchema, openCaseSchema, type CaseOpened } from "~/shared/schemas/case";
import { caseMessages } from "~/shared/messages/case";
import { closeAsNotMe, openSessionFromLink } from "~/server/cases/case-secrets";
import {
  clearCaseSessionCookie,
  closeCaseOnThisBrowser,
  forgetCaseOnThisPhone,
  rememberCaseOnThisPhone,
  setCaseCookie,
} from "~/server/cases/case-session";
import { recordLinkStop } from "~/server/ops/link-stop-log";
import { errorReplies, replySchemas } from "../route-schemas";
import { sendInvalidInput, type CaseRoutesOptions } from "./case-answers";
import { sendFreshCaseLinkAfterAnswering } from "./fresh-case-link";

// The case API's calls that work with no case open: opening one from its link, "This wasn't me",
// "Lost your link?", and forgetting or closing the case on this browser, which act on whatever
// cookies it still holds. A secret that opens nothing gets one answer, the same bytes whatever the
// reason, but for a link past its 30 days, which is told it has expired and how to get a new one
// (docs/decisions/0055).

const notOpened: ApiError = { status: "error", message: caseMessages.notOpened };
const linkExpired: ApiError = { status: "error", message: caseMessages.linkExpired };

/** The answer to a link that opens nothing: 410 and "expired" for a link past its 30 days, else the one 404. */
function sendNotOpened(reply: FastifyReply, why: "expired" | undefined) {
  return why === "expired" ? reply.code(410).send(linkExpired) : reply.code(404).send(notOpened);
}

export async function caseOpeningRoutes(app: FastifyInstance, options: CaseRoutesOptions): Promise<void> {
  const { db, clock, rateLimit, wakeMail } = options;
  const { now } = clock;

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
      if (!parsed.success) return sendInvalidInput(reply, parsed.error);
      sendFreshCaseLinkAfterAnswering(reply, db, parsed.data, now, wakeMail);
      return reply.code(200).send({ status: "success", message: caseMessages.lostLinkSent });
    },
  );
}
