import { limits } from "../constants";
import { BROWSER_REQUIRED_MESSAGE, tooLongMessage } from "./form-fields";

// What the desk's sign-in answers (server/routes/auth.ts, server/auth/, and the account and
// second-factor routes under server/routes/admin/): shown on the login, signup and password
// pages and in the admin's notices, in English, as the whole admin is.

/**
 * Login, signup, sessions, roles and passwords (docs/product.md §5, docs/decisions/0005, 0057):
 * the fields' checks the browser runs too, then the server's answers.
 */
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
