import { z } from "zod/mini";
import { limits } from "../constants";
import { emailAddress, requiredText } from "./fields";
import { authMessages } from "../messages/auth";

// Login and signup (docs/product.md §5: every field required, e-mail of e-mail type), plus the
// password rule of docs/decisions/0005: at least 8 characters, no composition rules. A new
// password must also not be easy to guess (docs/decisions/0057): the server checks that with a
// word list the browser never loads. The messages are in shared/messages/auth.ts.

/** A code from an authenticator app (6 digits) or a recovery code; the server checks which. */
const secondFactorCode = z
  .string({ error: authMessages.codeRequired })
  .check(z.maxLength(40, authMessages.codeTooLong));

/** The password is not trimmed: spaces are characters a person chose. */
const password = z
  .string({ error: authMessages.required })
  .check(
    z.minLength(1, authMessages.required),
    z.minLength(limits.passwordMin, authMessages.passwordTooShort),
    z.maxLength(limits.passwordMax, authMessages.passwordTooLong),
  );

/**
 * A password already set (at login, or the current one when changing it): any length up to the
 * maximum is checked against the hash; only the bound applies.
 */
const passwordAsSet = z
  .string({ error: authMessages.required })
  .check(z.minLength(1, authMessages.required), z.maxLength(limits.passwordMax, authMessages.passwordTooLong));

export const loginSchema = z.object({
  email: emailAddress(authMessages.required, authMessages.emailInvalid),
  password: passwordAsSet,
  /**
   * "cookie" (the browser): the session travels in an httpOnly cookie and the body holds no token.
   * "token" (API clients): the token is in the body, for an Authorization: Bearer header.
   */
  session: z._default(z.enum(["cookie", "token"]), "cookie"),
  /**
   * Only for an account with a second factor (docs/decisions/0072): asked for after a right
   * password. An account without one logs in with e-mail and password alone, as documented.
   */
  code: z.optional(secondFactorCode),
});

export const signupSchema = z.object({
  name: requiredText(authMessages.required, limits.nameMax),
  email: emailAddress(authMessages.required, authMessages.emailInvalid),
  password,
  /** From the one-time /signup?setup=TOKEN link; makes the first, active admin. */
  setupToken: z.optional(z.string().check(z.maxLength(200))),
});

/** The signed-in desk member's new password (docs/decisions/0057); the server also checks its strength. */
export const passwordChangeSchema = z.object({
  currentPassword: passwordAsSet,
  newPassword: password,
});

/** A new password set with a one-time reset link; the token is the link's fragment. */
export const passwordResetSchema = z.object({
  token: z
    .string({ error: authMessages.resetLinkInvalid })
    .check(z.minLength(1, authMessages.resetLinkInvalid), z.maxLength(200, authMessages.resetLinkInvalid)),
  password,
});

/** A code asked to make new recovery codes. */
export const secondFactorCodeSchema = z.object({
  code: secondFactorCode.check(z.minLength(1, authMessages.codeRequired)),
});

/** Turning the second factor on: the password, and the first code from the app. */
export const secondFactorConfirmSchema = z.object({
  password: passwordAsSet,
  code: secondFactorCode.check(z.minLength(1, authMessages.codeRequired)),
});

/** Turning the second factor off: the password and a code (or a recovery code). */
export const secondFactorOffSchema = z.object({
  password: passwordAsSet,
  code: secondFactorCode.check(z.minLength(1, authMessages.codeRequired)),
});
