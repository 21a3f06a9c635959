import type { FastifyInstance, FastifyReply } from "fastify";
import type { Kysely } from "kysely";
import { apiMessages } from "../../shared/messages";
import { authApiPaths } from "../../shared/routes";
import type { ApiError } from "../../shared/schemas/api-responses";
import {
  authMessages,
  loginSchema,
  signupSchema,
  type LoginSuccess,
  type SessionUser,
  type SignupSuccess,
} from "../../shared/schemas/auth";
import { fieldErrors } from "../../shared/schemas/fields";
import { recordAudit } from "../audit/audit-log";
import { authenticateRequest, isActiveAdmin } from "../auth/authenticate";
import { attemptLogin } from "../auth/login";
import { passwordHasher as defaultHasher, type PasswordHasher } from "../auth/passwords";
import { refuseForbidden, refuseSession } from "../auth/refusals";
import { refuseCrossSiteRequests } from "../auth/same-origin";
import { clearSessionCookie, presentedSessionToken, setSessionCookie } from "../auth/session-cookie";
import { deleteSession, findSession } from "../auth/sessions";
import { signUp } from "../auth/signup";
import type { Database } from "../db/schema";
import { apiErrorReplySchema } from "./reply-schemas";
import {
  loggedOutReplySchema,
  loginSuccessReplySchema,
  sessionRefusalReplySchema,
  sessionUserReplySchema,
  signupSuccessReplySchema,
} from "./auth-reply-schemas";

// Signup, login, logout and "who am I". Bodies are checked with the shared schemas the forms
// use; every state-changing call must come from this site (server/auth/same-origin.ts).

export interface AuthRoutesOptions {
  db: Kysely<Database>;
  hasher?: PasswordHasher;
  /** The clock sessions and the throttle run on; tests move it. */
  now?: () => Date;
}

const errorReplies = { "4xx": apiErrorReplySchema, "5xx": apiErrorReplySchema };

function refuseInvalidBody(reply: FastifyReply, error: Parameters<typeof fieldErrors>[0]): FastifyReply {
  const body: ApiError = { status: "error", message: apiMessages.invalidInput, errors: fieldErrors(error) };
  return reply.code(400).send(body);
}

function refuseThrottled(reply: FastifyReply, retryAfterSeconds: number): FastifyReply {
  return reply
    .code(429)
    .header("retry-after", String(retryAfterSeconds))
    .send({ status: "error", message: authMessages.tooManyAttempts });
}

export async function authRoutes(app: FastifyInstance, options: AuthRoutesOptions): Promise<void> {
  const { db, hasher = defaultHasher, now = () => new Date() } = options;

  app.addHook("onRequest", refuseCrossSiteRequests);

  app.post<{ Reply: SignupSuccess | ApiError }>(
    authApiPaths.signup,
    { schema: { response: { 201: signupSuccessReplySchema, ...errorReplies } } },
    async (request, reply) => {
      const parsed = signupSchema.safeParse(request.body ?? {});
      if (!parsed.success) return refuseInvalidBody(reply, parsed.error);

      const outcome = await signUp(db, hasher, { ...parsed.data, address: request.ip }, now());
      switch (outcome.kind) {
        case "first_admin_created":
          request.log.info({ userId: outcome.user.id }, "first admin created");
          return reply
            .code(201)
            .send({ status: "success", message: authMessages.firstAdminCreated, accountStatus: "active" });
        case "pending_created":
          request.log.info({ userId: outcome.user.id }, "signup waiting for approval");
          return reply
            .code(201)
            .send({ status: "success", message: authMessages.signupPending, accountStatus: "pending" });
        case "setup_token_invalid":
          return reply.code(400).send({ status: "error", message: authMessages.setupTokenInvalid });
        case "email_taken":
          return reply.code(409).send({ status: "error", message: authMessages.emailTaken });
        case "throttled":
          return refuseThrottled(reply, outcome.retryAfterSeconds);
      }
    },
  );

  app.post<{ Reply: LoginSuccess | ApiError }>(
    authApiPaths.login,
    { schema: { response: { 200: loginSuccessReplySchema, ...errorReplies } } },
    async (request, reply) => {
      const parsed = loginSchema.safeParse(request.body ?? {});
      if (!parsed.success) return refuseInvalidBody(reply, parsed.error);
      const { email, password, session } = parsed.data;

      const outcome = await attemptLogin(db, hasher, { email, password, address: request.ip }, now());
      switch (outcome.kind) {
        case "throttled":
          request.log.warn({ address: request.ip }, "login throttled");
          return refuseThrottled(reply, outcome.retryAfterSeconds);
        case "invalid_credentials":
          return reply.code(401).send({ status: "error", message: authMessages.invalidCredentials });
        case "pending":
          return refuseForbidden(reply, authMessages.accountPending);
        case "disabled":
          return refuseForbidden(reply, authMessages.accountDisabled);
        case "signed_in": {
          const body: LoginSuccess = {
            status: "success",
            message: authMessages.loginSuccessful,
            name: outcome.user.name,
          };
          if (session === "token") return reply.send({ ...body, token: outcome.token });
          setSessionCookie(reply, outcome.token);
          return reply.send(body);
        }
      }
    },
  );

  app.post<{ Reply: { status: "success"; message: string } | ApiError }>(
    authApiPaths.logout,
    { schema: { response: { 200: loggedOutReplySchema, ...errorReplies } } },
    async (request, reply) => {
      const token = presentedSessionToken(request);
      if (token !== null) {
        const session = await findSession(db, token, now());
        await deleteSession(db, token);
        if (session.kind === "signed_in") {
          const { id, name, email } = session.account;
          await recordAudit(db, {
            actor: { id, name, email },
            action: "auth.logout",
            targetType: "user",
            targetId: String(id),
            now: now(),
          });
        }
      }
      clearSessionCookie(reply);
      return reply.send({ status: "success", message: authMessages.loggedOut });
    },
  );

  app.get<{ Reply: SessionUser | ApiError }>(
    authApiPaths.me,
    { schema: { response: { 200: sessionUserReplySchema, 401: sessionRefusalReplySchema, ...errorReplies } } },
    async (request, reply) => {
      const authentication = await authenticateRequest(db, request, now());
      if (authentication.kind === "refused") return refuseSession(reply, authentication.reason);
      const { account } = authentication;
      if (!isActiveAdmin(account)) return refuseForbidden(reply, authMessages.notAnAdmin);
      return reply.send({ name: account.name, email: account.email, role: "admin" });
    },
  );
}
