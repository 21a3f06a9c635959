import type { FastifyInstance, onRequestAsyncHookHandler } from "fastify";
import type { Kysely } from "kysely";
import { documentedDashboardEndpoint } from "~/shared/admin-endpoints/desk-endpoints";
import { documentedApiPaths } from "~/shared/routes";
import { documentedLoginSchema, documentedStatusMessageSchema } from "~/shared/schemas/documented-api";
import { listSubmissions } from "../admin/submission-list";
import { recordAudit } from "../audit/audit-log";
import { answerLogin, answerSignup, type AuthAnswerDeps } from "../auth/auth-answers";
import { requireRolesDeclared } from "../auth/desk-roles";
import { requireAdmin } from "../auth/require-admin";
import { refuseCrossSiteForms, refuseCrossSiteRequests } from "../auth/same-origin";
import type { Database, SubmissionKind } from "../db/schema";
import { rateLimitPerMinute } from "../plugins/rate-limits";
import type { AcceptSubmission } from "../submissions/accept-submission";
import { IDEMPOTENCY_HEADER } from "../submissions/idempotency";
import { adminRoute } from "./admin/admin-route";
import { errorReplies, replySchemas } from "./route-schemas";

// docs/product.md §7's six endpoints at their documented paths, payloads and answers. Thin
// adapters: each calls the same code as its /api twin (accept-submission.ts, auth-answers.ts,
// the admin list) and only reshapes the answer. See docs/decisions/0008-documented-api.md.

export interface DocumentedApiOptions {
  db: Kysely<Database>;
  acceptSubmission: AcceptSubmission;
  auth: AuthAnswerDeps;
  /** The form allowance, shared with the /api forms (FORM_RATE_LIMIT_PER_MINUTE). */
  formRateLimit: onRequestAsyncHookHandler;
  loginRateLimitPerMinute: number;
}

/** Each list of GET /admin_dashboard.php holds at most this many records, newest first. */
export const DOCUMENTED_DASHBOARD_LIST_LIMIT = 100;

const statusMessageReplies = replySchemas({ 201: documentedStatusMessageSchema, ...errorReplies });

const SUBMISSION_ENDPOINTS: readonly { path: string; kind: SubmissionKind }[] = [
  { path: documentedApiPaths.helpRequest, kind: "help_request" },
  { path: documentedApiPaths.contactMessage, kind: "contact_message" },
  { path: documentedApiPaths.postQuery, kind: "post_query" },
];

export async function documentedApiRoutes(app: FastifyInstance, options: DocumentedApiOptions): Promise<void> {
  const { db, acceptSubmission, auth, formRateLimit } = options;
  const loginLimit = rateLimitPerMinute(options.loginRateLimitPerMinute);

  // The three forms: {status, message} (and the reference, which older clients ignore).
  for (const { path, kind } of SUBMISSION_ENDPOINTS) {
    const onRequest = [refuseCrossSiteForms, formRateLimit];
    app.post(path, { schema: { response: statusMessageReplies }, onRequest }, async (request, reply) => {
      const answer = await acceptSubmission({
        kind,
        // The documented contract is English (docs/decisions/0040): a language sent here is not
        // part of it, and is set aside like any other unknown field.
        body: englishOnly(request.body),
        idempotencyKey: request.headers[IDEMPOTENCY_HEADER],
        scope: path,
        channel: "form_answer",
        log: request.log,
      });
      if (answer.replayed) reply.header("idempotent-replayed", "true");
      return reply.code(answer.statusCode).send(answer.body);
    });
  }

  // Signup and login change state: only from this site, or from a client that is not a browser.
  await app.register(async (accounts) => {
    accounts.addHook("onRequest", refuseCrossSiteRequests);

    accounts.post(
      documentedApiPaths.signup,
      { schema: { response: statusMessageReplies }, ...loginLimit },
      async (request, reply) => {
        const answer = await answerSignup(auth, request.body, request.ip, request.log);
        if (answer.retryAfterSeconds !== undefined) reply.header("retry-after", String(answer.retryAfterSeconds));
        return reply.code(answer.statusCode).send({ status: answer.body.status, message: answer.body.message });
      },
    );

    // {status, token, message}: the token is a bearer token for /admin_dashboard.php and /api/admin/*.
    accounts.post(
      documentedApiPaths.adminLogin,
      { schema: { response: replySchemas({ 200: documentedLoginSchema, ...errorReplies }) }, ...loginLimit },
      async (request, reply) => {
        const body = typeof request.body === "object" && request.body !== null ? request.body : {};
        const answer = await answerLogin(auth, { ...body, session: "token" }, request.ip, request.log);
        if (answer.retryAfterSeconds !== undefined) reply.header("retry-after", String(answer.retryAfterSeconds));
        if (answer.token === undefined) return reply.code(answer.statusCode).send(answer.body);
        return reply.send({ status: "success", token: answer.token, message: answer.body.message });
      },
    );
  });

  // The dashboard, behind the same gate as /api/admin/*, registered from its entry in the table of desk endpoints.
  await app.register(async (dashboard) => {
    dashboard.addHook("onRoute", requireRolesDeclared);
    dashboard.addHook("onRequest", requireAdmin({ db, clock: auth.clock }));
    adminRoute(dashboard, documentedDashboardEndpoint, {
      handler: async (request, reply) => {
        const newest = (kind: SubmissionKind) =>
          listSubmissions(
            db,
            { kind, sort: "created_at", order: "desc", page: 1, pageSize: DOCUMENTED_DASHBOARD_LIST_LIMIT },
            { countCap: 0 },
          ).then((list) => list.items);
        const [postQueries, contacts, helpRequests] = await Promise.all([
          newest("post_query"),
          newest("contact_message"),
          newest("help_request"),
        ]);
        // Up to 300 whole records to any desk member: who read which, as every list records it.
        await recordAudit(db, {
          actor: request.admin,
          action: "submissions.viewed",
          detail: {
            view: "documented_dashboard",
            references: [...postQueries, ...contacts, ...helpRequests].map((row) => row.reference),
          },
          now: auth.clock.now(),
        });
        return reply.send({
          name: request.admin.name,
          // docs/product.md §3's record fields. Subject Line is what the person typed as the subject;
          // Subject is the scam topic the form was sent from, if any (as in the dashboard).
          post_query: postQueries.map((row) => ({
            name: row.name,
            email: row.email,
            phone: row.phone,
            state: row.state,
            city: row.city,
            subject_line: row.subject,
            subject: row.topic ?? "",
            query: row.message,
            created_at: row.createdAt,
          })),
          contact: contacts.map((row) => ({
            name: row.name,
            email: row.email,
            subject: row.subject,
            message: row.message,
            created_at: row.createdAt,
          })),
          request_help: helpRequests.map((row) => ({
            name: row.name,
            email: row.email,
            query: row.message,
            created_at: row.createdAt,
          })),
        });
      },
    });
  });
}

function englishOnly(body: unknown): unknown {
  if (typeof body !== "object" || body === null || Array.isArray(body)) return body;
  const { language: _notInTheContract, ...rest } = body as Record<string, unknown>;
  return rest;
}
