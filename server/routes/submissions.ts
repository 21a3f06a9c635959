import type { FastifyInstance } from "fastify";
import type { Kysely } from "kysely";
import type { z } from "zod/mini";
import { apiMessages } from "../../shared/messages";
import { apiPaths } from "../../shared/routes";
import type { ApiError, SubmissionAccepted } from "../../shared/schemas/api-responses";
import { contactMessageSchema } from "../../shared/schemas/contact-message";
import { fieldErrors } from "../../shared/schemas/fields";
import { helpRequestSchema } from "../../shared/schemas/help-request";
import { postQuerySchema } from "../../shared/schemas/post-query";
import type { Database, SubmissionKind } from "../db/schema";
import type { ReferenceGenerator } from "../submissions/reference";
import type { MailService } from "../mail/mail-service";
import { rateLimitPerMinute } from "../plugins/rate-limits";
import { insertSubmission, type SubmissionFields } from "../submissions/submission-store";
import { apiErrorReplySchema, submissionAcceptedReplySchema } from "./reply-schemas";

// The three public forms. Each body is checked with the same shared schema the browser uses,
// so the visitor reads the same message from either side, and nothing invalid is stored.

export interface SubmissionRoutesOptions {
  db: Kysely<Database>;
  /** Tests pass a predictable generator to provoke reference collisions. */
  generateReference?: ReferenceGenerator;
  /** Every accepted submission alerts the desk and acknowledges the person, through the outbox. */
  mail: MailService;
  /** Submissions a minute from one address (FORM_RATE_LIMIT_PER_MINUTE). */
  rateLimitPerMinute: number;
}

interface SubmissionEndpoint<Schema extends z.ZodMiniType> {
  path: string;
  kind: SubmissionKind;
  schema: Schema;
  acceptedMessage: string;
  /** Picks the columns by name, so only what the schema vouches for reaches the database. */
  toFields: (input: z.output<Schema>) => SubmissionFields;
}

const replySchemas = {
  201: submissionAcceptedReplySchema,
  "4xx": apiErrorReplySchema,
  "5xx": apiErrorReplySchema,
};

export async function submissionRoutes(app: FastifyInstance, options: SubmissionRoutesOptions): Promise<void> {
  const { db, generateReference, mail } = options;
  const rateLimit = rateLimitPerMinute(options.rateLimitPerMinute);

  function acceptSubmissions<Schema extends z.ZodMiniType>(endpoint: SubmissionEndpoint<Schema>): void {
    app.post<{ Reply: SubmissionAccepted | ApiError }>(
      endpoint.path,
      { schema: { response: replySchemas }, ...rateLimit },
      async (request, reply) => {
        // A POST with no body at all is answered like an empty form: each required field's message.
        const parsed = endpoint.schema.safeParse(request.body ?? {});
        if (!parsed.success) {
          return reply
            .code(400)
            .send({ status: "error", message: apiMessages.invalidInput, errors: fieldErrors(parsed.error) });
        }
        const fields = endpoint.toFields(parsed.data);
        const { reference } = await insertSubmission(db, endpoint.kind, fields, {
          generateReference,
          // The mails commit with the submission: both exist, or neither does.
          withinTransaction: (trx, stored) =>
            mail.queueSubmissionMails(trx, stored.id, {
              ...stored,
              kind: endpoint.kind,
              name: fields.name,
              email: fields.email,
              phone: fields.phone ?? "",
              state: fields.state ?? "",
              city: fields.city ?? "",
              subject: fields.subject ?? "",
              message: fields.message ?? "",
              topic: fields.topic ?? null,
              page: fields.page ?? "",
            }),
        });
        request.log.info({ reference, kind: endpoint.kind }, "submission stored");
        mail.submissionCommitted({ reference, kind: endpoint.kind });
        return reply.code(201).send({ status: "success", message: endpoint.acceptedMessage, reference });
      },
    );
  }

  acceptSubmissions({
    path: apiPaths.helpRequests,
    kind: "help_request",
    schema: helpRequestSchema,
    acceptedMessage: apiMessages.helpRequestAccepted,
    toFields: ({ name, email, query, topic, page }) => ({ name, email, message: query, topic, page }),
  });

  acceptSubmissions({
    path: apiPaths.contactMessages,
    kind: "contact_message",
    schema: contactMessageSchema,
    acceptedMessage: apiMessages.contactMessageAccepted,
    toFields: ({ name, email, phone, subject, message, page }) => ({ name, email, phone, subject, message, page }),
  });

  acceptSubmissions({
    path: apiPaths.queries,
    kind: "post_query",
    schema: postQuerySchema,
    acceptedMessage: apiMessages.queryAccepted,
    toFields: ({ name, email, phone, state, city, subject, message }) => ({
      name,
      email,
      phone,
      state,
      city,
      subject,
      message,
    }),
  });
}
