import { z } from "zod/mini";
import { limits } from "../constants";
import { BROWSER_REQUIRED_MESSAGE, emailAddress, requiredText, tooLongMessage } from "./fields";

// Login and signup (docs/product.md §5: every field required, e-mail of e-mail type), plus the
// password rule of docs/decisions/0005: at least 8 characters, no composition rules. A new
// password must also not be easy to guess (docs/decisions/0057): the server checks that with a
// word list the browser never loads, so its messages are here but its check is not.

export const authMessages = {
  required: BROWSER_REQUIRED_MESSAGE,
  emailInvalid: "Please enter a valid email address.",
  passwordTooShort: `Please use at least ${limits.passwordMin} characters.`,
  passwordTooLong: tooLongMessage(limits.passwordMax),
  // Server answers
  loginSuccessful: "Login successful!",
  invalidCredentials: "Invalid email or password.",
  tooManyAttempts: "Too many failed login attempts. Please wait 15 minutes and try again.",
  tooManySignups: "Too many signups from your connection. Please wait 15 minutes and try again.",
  accountPending: "Your account is waiting for an administrator's approval.",
  accountDisabled: "This account has been disabled. Please contact an administrator.",
  emailTaken: "An account with this email already exists.",
  setupTokenInvalid: "This setup link is not valid any more. Ask an administrator to create your account.",
  firstAdminCreated: "Your admin account is ready. Please log in.",
  signupPending: "Signup received. An administrator must approve your account before you can log in.",
  loggedOut: "You have been logged out.",
  noSession: "Please login first.",
  sessionExpired: "Session expired. Please login again.",
  notAnAdmin: "Your account does not have admin access.",
  roleForbidden: "Your role does not allow this. Ask an admin.",
  crossSiteRequest: "This request did not come from this site.",
  // A new password: the server's strength check (server/auth/password-strength.ts)
  passwordOnlySpaces: "A password of only spaces is too easy to guess. Use a few unrelated words instead.",
  passwordTooEasy: "This password is too easy to guess. Use a longer one, such as a few unrelated words.",
  passwordHasOwnName:
    "This password contains your name or the first part of your email address, which others can guess. Use a few unrelated words instead.",
  // Changing one's password, and a reset link
  currentPasswordWrong: "That is not your current password.",
  passwordChanged:
    "Your password has been changed. You are still logged in here; everywhere else your account has been logged out.",
  resetLinkInvalid: "This reset link has been used or has expired. Ask an admin for a new one.",
  passwordResetDone: "Your password has been changed. Please log in with it.",
  // The second factor (docs/decisions/0072)
  codeRequired: "Enter the 6-digit code from your authenticator app, or one of your recovery codes.",
  codeWrong: "That code is not right, or it has been used already. Enter the code your app shows now.",
  codeTooLong: "A code is at most 40 characters.",
  secondFactorRequired:
    "Every desk account needs sign-in codes from an authenticator app. Set them up under Your account to continue.",
} as const;

/** The answers about a desk member's second factor (docs/decisions/0072). */
export const secondFactorMessages = {
  alreadyOn: "Sign-in codes are already on for your account.",
  noSetup: "This setup has ended. Choose Turn on sign-in codes to get a new QR code.",
  turnedOn: "Sign-in codes are on. Keep your recovery codes somewhere safe: they are shown only now.",
  turnedOff: "Sign-in codes are off. You log in with your email and password alone.",
  notOn: "Sign-in codes are not on for this account.",
  newRecoveryCodes: "Here are your new recovery codes; the old ones no longer work. They are shown only now.",
  clearOwn: "Turn off your own sign-in codes under Your account.",
  cleared: (name: string) =>
    `Sign-in codes are off for ${name}. They log in with their password and can turn codes on again under Your account.`,
  requiredOn: "Every desk account now needs sign-in codes. Members without them set them up when they next log in.",
  requiredOff: "Sign-in codes are now each member's choice.",
} as const;

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
