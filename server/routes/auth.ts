import type { FastifyInstance } from "fastify";
import type { Kysely } from "kysely";
import { authApiPaths } from "~/shared/routes";
import { successMessageSchema, type ApiError, type SuccessMessage } from "~/shared/schemas/api-responses";
import {
  loginSuccessSchema,
  sessionRefusalSchema,
  sessionUserSchema,
  signupSuccessSchema,
  type LoginSuccess,
  type SessionUser,
  type SignupSuccess,
} from "~/shared/schemas/auth-replies";
import { recordAudit } from "../audit/audit-log";
import { authenticateRequest, isActiveDeskMember } from "../auth/authenticate";
import { answerLogin, answerPasswordReset, answerSignup } from "../auth/auth-answers";
import { passwordHasher as defaultHasher, type PasswordHasher } from "../auth/passwords";
import { refuseForbidden, refuseSession } from "../auth/refusals";
import { refuseCrossSiteRequests } from "../auth/same-origin";
import { clearSessionCookie, presentedSessionToken, setSessionCookie } from "../auth/session-cookie";
import { deleteSession, findSession } from "../auth/sessions";
import type { Database } from "../db/schema";
import { rateLimitPerMinute } from "../plugins/rate-limits";
import { errorReplies, replySchemas } from "./route-schemas";
import type { Clock } from "../clock";
import type { ServerKeys } from "../keys/server-keys";
import { authMessages } from "~/shared/messages/auth";

// Signup, login, logout, "who am I", and a new password set with a reset link. Bodies are checked
// with the shared schemas the forms use; every state-changing call must come from this site
// (server/auth/same-origin.ts).

export interface AuthRoutesOptions {
  db: Kysely<Database>;
  hasher?: PasswordHasher;
  /** The clock sessions and the throttle run on; tests move it. */
  clock: Clock;
  /** Opens the desk accounts' TOTP secrets (docs/decisions/0072). */
  serverKeys: ServerKeys;
  /** Signups and logins a minute from one address (LOGIN_RATE_LIMIT_PER_MINUTE), on this instance. */
  rateLimitPerMinute: number;
}

export async function authRoutes(app: FastifyInstance, options: AuthRoutesOptions): Promise<void> {
  const { db, hasher = defaultHasher, clock } = options;
  const { now } = clock;

  app.addHook("onRequest", refuseCrossSiteRequests);

  const answers = { db, hasher, clock, serverKeys: options.serverKeys };
  const rateLimit = rateLimitPerMinute(options.rateLimitPerMinute);

  app.post<{ Reply: SignupSuccess | ApiError }>(
    authApiPaths.signup,
    { schema: { response: replySchemas({ 201: signupSuccessSchema, ...errorReplies }) }, ...rateLimit },
    async (request, reply) => {
      const answer = await answerSignup(answers, request.body, request.ip, request.log);
      if (answer.retryAfterSeconds !== undefined) reply.header("retry-after", String(answer.retryAfterSeconds));
      return reply.code(answer.statusCode).send(answer.body);
    },
  );

  app.post<{ Reply: LoginSuccess | ApiError }>(
    authApiPaths.login,
    { schema: { response: replySchemas({ 200: loginSuccessSchema, ...errorReplies }) }, ...rateLimit },
    async (request, reply) => {
      const answer = await answerLogin(answers, request.body, request.ip, request.log);
      if (answer.retryAfterSeconds !== undefined) reply.header("retry-after", String(answer.retryAfterSeconds));
      if (answer.token === undefined) return reply.code(answer.statusCode).send(answer.body);
      if (answer.tokenInBody) return reply.send({ ...(answer.body as LoginSuccess), token: answer.token });
      setSessionCookie(reply, answer.token);
      return reply.send(answer.body);
    },
  );

  // The link's token is 256 random bits, so the allowance here is against load, not guessing.
  app.post<{ Reply: SuccessMessage | ApiError }>(
    authApiPaths.passwordReset,
    { schema: { response: replySchemas({ 200: successMessageSchema, ...errorReplies }) }, ...rateLimit },
    async (request, reply) => {
      const answer = await answerPasswordReset(answers, request.body, request.log);
      return reply.code(answer.statusCode).send(answer.body);
    },
  );

  app.post<{ Reply: SuccessMessage | ApiError }>(
    authApiPaths.logout,
    { schema: { response: replySchemas({ 200: successMessageSchema, ...errorReplies }) } },
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
    { schema: { response: replySchemas({ 200: sessionUserSchema, 401: sessionRefusalSchema, ...errorReplies }) } },
    async (request, reply) => {
      const authentication = await authenticateRequest(db, request, now());
      if (authentication.kind === "refused") return refuseSession(reply, authentication.reason);
      const { account } = authentication;
      if (!isActiveDeskMember(account)) return refuseForbidden(reply, authMessages.notAnAdmin);
      return reply.send({ name: account.name, email: account.email, role: account.role });
    },
  );
}
