import type { FastifyBaseLogger } from "fastify";
import type { Kysely } from "kysely";
import type { z } from "zod/mini";
import type { ApiError, SubmissionAccepted } from "~/shared/schemas/api-responses";
import { contactMessageSchema } from "~/shared/schemas/contact-message";
import { incidentOf } from "~/shared/schemas/case-facts";
import { HONEYPOT_FIELD, fieldErrors, honeypotFilled } from "~/shared/schemas/fields";
import { helpRequestSchema } from "~/shared/schemas/help-request";
import { postQuerySchema } from "~/shared/schemas/post-query";
import { languageCode, messageIn, messagesFor } from "~/shared/translations";
import type { PublicMessageId } from "~/shared/translations/public-messages";
import type { LanguageCode } from "~/shared/languages";
import { translateFieldErrors } from "~/shared/translations/translate";
import type { WriteTransactions } from "../db/group-commit";
import type { Database, SubmissionKind } from "../db/schema";
import type { MailService } from "../mail/mail-service";
import { IDEMPOTENCY_KEY_PATTERN, idempotencyStore, isIdempotencyKeyTaken } from "./idempotency";
import { generateReference as newReference, type ReferenceGenerator } from "./reference";
import { newOpaqueToken } from "../auth/tokens";
import { caseOfSecret, mintCaseSecret } from "../cases/case-secrets";
import type { ServerKeys } from "../keys/server-keys";
import { caseLinkPath } from "~/shared/routes";
import { casePagePath } from "~/shared/languages";
import { responseTargetMinutes } from "../cases/first-response";
import { addRequestTransaction } from "../cases/request-transaction";
import { insertSubmission, type SubmissionFields } from "./submission-store";
import { systemClock, type Clock } from "../clock";
import { apiMessages } from "~/shared/messages/api";

// What happens to a form a visitor sends, whichever URL it came to (/api/* or the documented
// .php paths): checked with the shared schema, honeypot and Idempotency-Key honoured, stored
// with its mails in one transaction, and answered. Nothing invalid is stored.

export interface SubmissionAnswer {
  statusCode: number;
  body: SubmissionAccepted | ApiError;
  /** True when this answers a retry with the first request's answer. */
  replayed: boolean;
  /**
   * The case link's secret the body's caseUrl carries, for an answer that is not JSON (the
   * no-script confirmation seals it into its cookie).
   */
  caseSecret?: string;
}

interface SubmissionForm<Schema extends z.ZodMiniType> {
  kind: SubmissionKind;
  schema: Schema;
  /** What the answer says once the form is taken (apiMessages), in the page's language. */
  acceptedMessage: PublicMessageId;
  /** Picks the columns by name, so only what the schema vouches for reaches the database. */
  toFields: (input: z.output<Schema>) => SubmissionFields;
}

function form<Schema extends z.ZodMiniType>(definition: SubmissionForm<Schema>): SubmissionForm<Schema> {
  return definition;
}

const SUBMISSION_FORMS = {
  help_request: form({
    kind: "help_request",
    schema: helpRequestSchema,
    acceptedMessage: "api.helpRequestAccepted",
    toFields: ({ name, email, query, topic, page, language, phone, contactPreference, ...facts }) => {
      const { incidentAt, incidentTimeUnknown } = incidentOf(facts);
      return {
        name,
        email,
        message: query,
        topic,
        page,
        language,
        phone,
        contact_preference: contactPreference,
        incident_at: incidentAt,
        incident_time_unknown: incidentTimeUnknown ? 1 : 0,
        threatened_now: facts.threatenedNow ? 1 : 0,
        payment_approval: facts.paymentApproval,
        paid_from: facts.paidFrom,
        payment_method: facts.paymentMethod,
        amount_lost: facts.amountLost,
      };
    },
  }),
  contact_message: form({
    kind: "contact_message",
    schema: contactMessageSchema,
    acceptedMessage: "api.contactMessageAccepted",
    toFields: ({ name, email, phone, subject, message, page, language }) => ({
      name,
      email,
      phone,
      subject,
      message,
      page,
      language,
    }),
  }),
  post_query: form({
    kind: "post_query",
    schema: postQuerySchema,
    acceptedMessage: "api.queryAccepted",
    toFields: ({ name, email, phone, state, city, subject, message, language }) => ({
      language,
      name,
      email,
      phone,
      state,
      city,
      subject,
      message,
    }),
  }),
} as const;

export interface AcceptSubmissionDeps {
  db: Kysely<Database>;
  mail: MailService;
  /** Keeps Idempotency-Keys as HMACs and the first answer's case link sealed (docs/decisions/0049). */
  serverKeys: ServerKeys;
  /** Group commit on SQLite (server/db/group-commit.ts); a transaction per submission by default. */
  transactions?: WriteTransactions;
  /** Tests pass a predictable generator to provoke reference collisions. */
  generateReference?: ReferenceGenerator;
  /** The server's clock; the machine's when a test builds this alone. */
  clock?: Clock;
}

export interface IncomingSubmission {
  kind: SubmissionKind;
  body: unknown;
  /** The Idempotency-Key header, if sent; keys are per `scope` (the URL it was sent to). */
  idempotencyKey: string | string[] | undefined;
  scope: string;
  /** Where the answer's case link is handed out, as the audit log records it. */
  channel: "form_answer" | "form_confirmation";
  log: FastifyBaseLogger;
}

const MAIL_KEPT_MESSAGE = "submission stored; mail kept in the outbox: SMTP_URL is not set, so nothing is sent";

const error = (statusCode: number, body: ApiError): SubmissionAnswer => ({ statusCode, body, replayed: false });

export function createSubmissionAcceptor(deps: AcceptSubmissionDeps) {
  const { db, mail } = deps;
  const clock = deps.clock ?? systemClock;
  const { now } = clock;

  const idempotency = idempotencyStore(deps.serverKeys);

  /**
   * The first answer again, for a retry with its Idempotency-Key (docs/decisions/0049): with the
   * same case link while that link still opens the case, so a phone that lost the first answer
   * still gets its case; once the case's links were ended, or it was closed as "This wasn't me",
   * the reference and where the link is instead. A replay never mints a link.
   */
  async function replay(incoming: IncomingSubmission, key: string, parsedBody: unknown, language: LanguageCode) {
    const previous = await idempotency.find(db, incoming.scope, key, parsedBody, now());
    if (!previous) return undefined;
    if (!previous.sameRequest) return error(422, { status: "error", message: apiMessages.idempotencyKeyReused });
    const body = previous.body as SubmissionAccepted;
    const secret = previous.caseSecret;
    // Ending a case's links and "This wasn't me" both revoke every secret of the case.
    const live = secret !== null && (await caseOfSecret(db, secret, "link", now())) !== undefined;
    if (!live) {
      const message = messageIn(language, "api.caseLinkInEmail");
      return { statusCode: previous.statusCode, body: { ...body, message }, replayed: true };
    }
    return {
      statusCode: previous.statusCode,
      body: { ...body, caseUrl: caseLinkPath(secret, casePagePath(language)) },
      replayed: true,
      caseSecret: secret,
    };
  }

  return async function acceptSubmission(incoming: IncomingSubmission): Promise<SubmissionAnswer> {
    const definition = SUBMISSION_FORMS[incoming.kind] as SubmissionForm<z.ZodMiniType>;
    const key = incoming.idempotencyKey;
    if (key !== undefined && (typeof key !== "string" || !IDEMPOTENCY_KEY_PATTERN.test(key))) {
      return error(400, { status: "error", message: apiMessages.invalidIdempotencyKey });
    }
    // The page's language, as sent (docs/decisions/0040): its messages answer in it, even when
    // the form is refused, and an unknown one is answered in English.
    const language = languageCode((incoming.body as { language?: unknown } | null)?.language);
    const messages = messagesFor(language);
    // The confirmation's case link opens the case page in the page's language (docs/decisions/0041).
    const casePage = casePagePath(language);
    // A POST with no body at all is answered like an empty form: each required field's message.
    const parsed = definition.schema.safeParse(incoming.body ?? {});
    if (!parsed.success) {
      return error(400, {
        status: "error",
        message: messageIn(language, "api.invalidInput"),
        errors: translateFieldErrors(fieldErrors(parsed.error), messages),
      });
    }
    const accepted = (reference: string, replyWithinMinutes: number): SubmissionAccepted => ({
      status: "success",
      message: messageIn(language, definition.acceptedMessage),
      reference,
      replyWithinMinutes,
    });
    if (honeypotFilled((parsed.data as Record<string, unknown>)[HONEYPOT_FIELD])) {
      // A bot: it sees what a person would (a link that opens nothing), so it has no reason to try harder.
      incoming.log.info({ kind: incoming.kind }, "honeypot filled; nothing stored");
      const decoy = newOpaqueToken();
      const body = {
        ...accepted((deps.generateReference ?? newReference)(), responseTargetMinutes(false)),
        caseUrl: caseLinkPath(decoy, casePage),
      };
      return { statusCode: 201, body, replayed: false, caseSecret: decoy };
    }

    // A retry is found by its key's unique row: storing it again fails on that row, and the
    // catch below answers with the first answer. Looking the key up first would cost every
    // first request a read, and retries are rare. While an older server key is still held (a
    // rotation), the first request's row may be under it, which the unique row cannot see.
    if (key !== undefined && deps.serverKeys.keyCount > 1) {
      const previous = await replay(incoming, key, parsed.data, language);
      if (previous) return previous;
    }

    const fields = definition.toFields(parsed.data);
    let reference: string;
    let replyWithinMinutes: number;
    let caseSecret = "";
    try {
      ({ reference, replyWithinMinutes } = await insertSubmission(db, incoming.kind, fields, {
        generateReference: deps.generateReference,
        clock,
        transactions: deps.transactions,
        // The mails and the Idempotency-Key's answer commit with the submission, or not at all.
        withinTransaction: async (trx, stored) => {
          // What the form says was paid, and when, is the case's first transaction (docs/decisions/0066).
          if (incoming.kind === "help_request") await addRequestTransaction(trx, stored.id, fields, now());
          await mail.queueSubmissionMails(trx, stored.id, {
            reference: stored.reference,
            createdAt: stored.createdAt,
            kind: incoming.kind,
            name: fields.name,
            email: fields.email,
            phone: fields.phone ?? "",
            state: fields.state ?? "",
            city: fields.city ?? "",
            subject: fields.subject ?? "",
            message: fields.message ?? "",
            topic: fields.topic ?? null,
            page: fields.page ?? "",
            language: languageCode(fields.language),
            // The money, when and how: the desk alert's first lines (server/mail/submission-mails.ts).
            caseFacts: fields,
          });
          // Only the link's hash is stored, and for a retry the link sealed under the server key;
          // the answer below is the one place it is written in clear.
          caseSecret = (await mintCaseSecret(trx, stored, "link", now(), { channel: incoming.channel })).secret;
          if (key !== undefined) {
            const answer = { statusCode: 201, body: accepted(stored.reference, stored.replyWithinMinutes), caseSecret };
            await idempotency.store(trx, incoming.scope, key, parsed.data, answer, now());
          }
        },
      }));
    } catch (caught) {
      // A retry, or the same request racing itself (a double tap): the other one was stored;
      // answer with it.
      if (key !== undefined && isIdempotencyKeyTaken(caught)) {
        const previous = await replay(incoming, key, parsed.data, language);
        if (previous) return previous;
      }
      throw caught;
    }
    // One line per submission besides the request's own: the reference ties the log to the
    // record, and without SMTP_URL it says the mails were kept, not sent (decision 0007).
    incoming.log.info({ reference, kind: incoming.kind }, mail.sending ? "submission stored" : MAIL_KEPT_MESSAGE);
    mail.submissionCommitted();
    return {
      statusCode: 201,
      body: { ...accepted(reference, replyWithinMinutes), caseUrl: caseLinkPath(caseSecret, casePage) },
      replayed: false,
      caseSecret,
    };
  };
}

export type AcceptSubmission = ReturnType<typeof createSubmissionAcceptor>;
