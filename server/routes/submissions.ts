import type { FastifyInstance, onRequestAsyncHookHandler } from "fastify";
import { apiPaths } from "~/shared/routes";
import { submissionAcceptedSchema, type ApiError, type SubmissionAccepted } from "~/shared/schemas/api-responses";
import type { SubmissionKind } from "../db/schema";
import type { AcceptSubmission } from "../submissions/accept-submission";
import { refuseCrossSiteForms } from "../auth/same-origin";
import { IDEMPOTENCY_HEADER } from "../submissions/idempotency";
import { errorReplies, replySchemas } from "./route-schemas";

// The three public forms' JSON API. What is checked, stored and answered is in
// server/submissions/accept-submission.ts, shared with the documented .php endpoints.

export interface SubmissionRoutesOptions {
  acceptSubmission: AcceptSubmission;
  /** The allowance of submissions from one address, shared with the documented endpoints (FORM_RATE_LIMIT_PER_MINUTE). */
  formRateLimit: onRequestAsyncHookHandler;
}

const replies = replySchemas({ 201: submissionAcceptedSchema, ...errorReplies });

const ENDPOINTS: readonly { path: string; kind: SubmissionKind }[] = [
  { path: apiPaths.helpRequests, kind: "help_request" },
  { path: apiPaths.contactMessages, kind: "contact_message" },
  { path: apiPaths.postQueries, kind: "post_query" },
];

export async function submissionRoutes(app: FastifyInstance, options: SubmissionRoutesOptions): Promise<void> {
  const { acceptSubmission, formRateLimit } = options;

  for (const { path, kind } of ENDPOINTS) {
    app.post<{ Reply: SubmissionAccepted | ApiError }>(
      path,
      { schema: { response: replies }, onRequest: [refuseCrossSiteForms, formRateLimit] },
      async (request, reply) => {
        const answer = await acceptSubmission({
          kind,
          body: request.body,
          idempotencyKey: request.headers[IDEMPOTENCY_HEADER],
          scope: path,
          channel: "form_answer",
          log: request.log,
        });
        if (answer.replayed) reply.header("idempotent-replayed", "true");
        return reply.code(answer.statusCode).send(answer.body);
      },
    );
  }
}
