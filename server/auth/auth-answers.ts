import type { Clock } from "../clock";
import type { FastifyBaseLogger } from "fastify";
import type { Kysely } from "kysely";
import type { ApiError, SuccessMessage } from "~/shared/schemas/api-responses";
import { loginSchema, passwordResetSchema, signupSchema } from "~/shared/schemas/auth";
import type { LoginSuccess, SignupSuccess } from "~/shared/schemas/auth-replies";
import { fieldErrors } from "~/shared/schemas/fields";
import type { Database } from "../db/schema";
import type { ServerKeys } from "../keys/server-keys";
import { attemptLogin } from "./login";
import { resetPassword } from "./password-reset";
import type { PasswordHasher } from "./passwords";
import { signUp } from "./signup";
import { apiMessages } from "~/shared/messages/api";
import { authMessages } from "~/shared/messages/auth";

// What a signup or a login request gets, whichever URL it came to (/api/auth/* or the
// documented .php paths), and a password set with a reset link: checked with the shared schema,
// then answered. The routes only add what belongs to HTTP (the cookie, Retry-After).

export interface AuthAnswer<Success> {
  statusCode: number;
  body: Success | ApiError;
  /** For a 429: seconds until the address or account may try again. */
  retryAfterSeconds?: number;
}

export interface LoginAnswer extends AuthAnswer<LoginSuccess> {
  /** A new session's token, when the login succeeded. */
  token?: string;
  /** The client asked for the token in the body (API clients) rather than a cookie (browsers). */
  tokenInBody: boolean;
}

export interface AuthAnswerDeps {
  db: Kysely<Database>;
  hasher: PasswordHasher;
  clock: Clock;
  /** Opens the TOTP secrets and checks recovery codes (docs/decisions/0072). */
  serverKeys: ServerKeys;
}

function invalidBody(error: Parameters<typeof fieldErrors>[0]): AuthAnswer<never> {
  return { statusCode: 400, body: { status: "error", message: apiMessages.invalidInput, errors: fieldErrors(error) } };
}

const refused = (statusCode: number, message: string, retryAfterSeconds?: number) => ({
  statusCode,
  body: { status: "error" as const, message },
  retryAfterSeconds,
});

const codeRefused = (message: string) => ({
  statusCode: 401,
  body: { status: "error" as const, message, errors: { code: message } },
});

/**
 * A new password refused by the strength check: its words as the message, which the signup
 * page's alert shows (docs/product.md §8: "alert with the server message"), and under the field.
 */
export function weakPassword(field: string, message: string): AuthAnswer<never> {
  return { statusCode: 400, body: { status: "error", message, errors: { [field]: message } } };
}

export async function answerSignup(
  deps: AuthAnswerDeps,
  requestBody: unknown,
  address: string,
  log: FastifyBaseLogger,
): Promise<AuthAnswer<SignupSuccess>> {
  const parsed = signupSchema.safeParse(requestBody ?? {});
  if (!parsed.success) return invalidBody(parsed.error);
  const outcome = await signUp(deps.db, deps.hasher, { ...parsed.data, address }, deps.clock.now());
  switch (outcome.kind) {
    case "first_admin_created":
      log.info({ userId: outcome.user.id }, "first admin created");
      return {
        statusCode: 201,
        body: { status: "success", message: authMessages.firstAdminCreated, accountStatus: "active" },
      };
    case "pending_created":
      log.info({ userId: outcome.user.id }, "signup waiting for approval");
      return {
        statusCode: 201,
        body: { status: "success", message: authMessages.signupPending, accountStatus: "pending" },
      };
    case "weak_password":
      return weakPassword("password", outcome.message);
    case "setup_token_invalid":
      return refused(400, authMessages.setupTokenInvalid);
    case "email_taken":
      return refused(409, authMessages.emailTaken);
    case "throttled":
      return refused(429, authMessages.tooManySignups, outcome.retryAfterSeconds);
  }
}

/** POST /api/auth/password-reset: a new password with a reset link's token (docs/decisions/0057). */
export async function answerPasswordReset(
  deps: AuthAnswerDeps,
  requestBody: unknown,
  log: FastifyBaseLogger,
): Promise<AuthAnswer<SuccessMessage>> {
  const parsed = passwordResetSchema.safeParse(requestBody ?? {});
  if (!parsed.success) {
    // Only the link is wrong: say so, rather than "correct the highlighted fields" with none shown.
    const errors = fieldErrors(parsed.error);
    if (errors.password === undefined && errors.token !== undefined) return refused(400, authMessages.resetLinkInvalid);
    return invalidBody(parsed.error);
  }
  const outcome = await resetPassword(deps.db, deps.hasher, parsed.data, deps.clock.now());
  switch (outcome.kind) {
    case "invalid":
      return refused(400, authMessages.resetLinkInvalid);
    case "weak":
      return weakPassword("password", outcome.message);
    case "reset":
      log.info({ userId: outcome.userId }, "password set with a reset link");
      return { statusCode: 200, body: { status: "success", message: authMessages.passwordResetDone } };
  }
}

export async function answerLogin(
  deps: AuthAnswerDeps,
  requestBody: unknown,
  address: string,
  log: FastifyBaseLogger,
): Promise<LoginAnswer> {
  const parsed = loginSchema.safeParse(requestBody ?? {});
  if (!parsed.success) return { ...invalidBody(parsed.error), tokenInBody: false };
  const { email, password, session, code } = parsed.data;
  const tokenInBody = session === "token";
  const outcome = await attemptLogin(
    deps.db,
    deps.hasher,
    { email, password, address, code },
    deps.clock.now(),
    deps.serverKeys,
  );
  switch (outcome.kind) {
    case "throttled":
      log.warn({ address }, "login throttled");
      return { ...refused(429, authMessages.tooManyAttempts, outcome.retryAfterSeconds), tokenInBody };
    case "invalid_credentials":
      return { ...refused(401, authMessages.invalidCredentials), tokenInBody };
    case "pending":
      return { ...refused(403, authMessages.accountPending), tokenInBody };
    case "disabled":
      return { ...refused(403, authMessages.accountDisabled), tokenInBody };
    // The field the answer names is the one to fill in: the sign-in page shows it, an API client
    // sends the same request again with `code` (docs/decisions/0072).
    case "code_required":
      return { ...codeRefused(authMessages.codeRequired), tokenInBody };
    case "wrong_code":
      log.warn({ address }, "login with a wrong second-factor code");
      return { ...codeRefused(authMessages.codeWrong), tokenInBody };
    case "signed_in":
      return {
        statusCode: 200,
        body: { status: "success", message: authMessages.loginSuccessful, name: outcome.user.name },
        token: outcome.token,
        tokenInBody,
      };
  }
}
