import { z } from "zod/mini";
import { USER_ROLES } from "./admin";

// The auth API's answers (signup, login, "who am I", the session refusals), read by the sign-in
// pages and the dashboard and declared by the server on its routes, so nothing but these fields
// (never a password or token hash) can reach a client. Kept apart from auth.ts, which the
// sign-in pages load, so the browser carries only the types.

export const loginSuccessSchema = z.object({
  status: z.literal("success"),
  message: z.string(),
  name: z.string(),
  /** Only when the client asked for session: "token". */
  token: z.optional(z.string()),
});
export type LoginSuccess = z.output<typeof loginSuccessSchema>;

export const signupSuccessSchema = z.object({
  status: z.literal("success"),
  message: z.string(),
  /** "active" for the first admin (setup link), otherwise "pending". */
  accountStatus: z.enum(["active", "pending"]),
});
export type SignupSuccess = z.output<typeof signupSuccessSchema>;

/**
 * A one-time password reset link (docs/decisions/0057), answered once to the admin who made it:
 * only its hash is kept, so it can never be shown again.
 */
export const passwordResetLinkSchema = z.object({
  status: z.literal("success"),
  message: z.string(),
  link: z.string(),
  /** ISO-8601 UTC: the link works until then, once. */
  expiresAt: z.string(),
});
export type PasswordResetLink = z.output<typeof passwordResetLinkSchema>;

/** GET /api/auth/me */
export const sessionUserSchema = z.object({
  name: z.string(),
  email: z.string(),
  role: z.enum(USER_ROLES),
});
export type SessionUser = z.output<typeof sessionUserSchema>;

/** Why a 401 was given: no session at all, or one that ended (docs/product.md §8 says each differently). */
const SESSION_PROBLEMS = ["no_session", "session_expired"] as const;
export type SessionProblem = (typeof SESSION_PROBLEMS)[number];

/** The 401 of /api/auth/me and of every admin route; the dashboard reads `reason`. */
export const sessionRefusalSchema = z.object({
  status: z.literal("error"),
  message: z.string(),
  reason: z.enum(SESSION_PROBLEMS),
});
export type SessionRefusal = z.output<typeof sessionRefusalSchema>;

/**
 * Why a 403 was given on a desk route: the account may no longer use the desk at all (disabled,
 * pending), which ends the session, or its role does not reach this route, which does not
 * (docs/decisions/0030), or the site requires a second factor the account has not set up yet
 * (docs/decisions/0072), which sends the member to set it up.
 */
export type ForbiddenReason = "account_inactive" | "role" | "second_factor_required";

/** Sent with its own serializer (server/auth/refusals.ts), like the 401, so no route's schema strips `reason`. */
export interface ForbiddenRefusal {
  status: "error";
  message: string;
  reason: ForbiddenReason;
}

/** GET /api/admin/account/second-factor: the member's own second factor (docs/decisions/0072). */
export const secondFactorStatusSchema = z.object({
  enabled: z.boolean(),
  /** Recovery codes not used yet; 0 while it is off. */
  recoveryCodesLeft: z.int(),
  /** The site requires every account to have one. */
  required: z.boolean(),
});

/** A new secret waiting for its first code: shown once, to its owner, to add to an authenticator app. */
export const secondFactorSetupSchema = z.object({
  status: z.literal("success"),
  /** Base32, for typing into the app by hand. */
  secret: z.string(),
  /** The otpauth:// address the QR code holds, which an app on the same phone opens. */
  address: z.string(),
  /** The QR code as an SVG data: URL, drawn on the server. */
  qrCode: z.string(),
});
export type SecondFactorSetup = z.output<typeof secondFactorSetupSchema>;

/** Recovery codes, answered once when made: only their HMACs are kept. */
export const recoveryCodesSchema = z.object({
  status: z.literal("success"),
  message: z.string(),
  recoveryCodes: z.array(z.string()),
});
export type RecoveryCodes = z.output<typeof recoveryCodesSchema>;

/** GET and PUT /api/admin/settings/second-factor. */
export const secondFactorSettingSchema = z.object({
  required: z.boolean({ error: "Please send whether sign-in codes are required: true or false." }),
});
