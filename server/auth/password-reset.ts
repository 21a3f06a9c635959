import type { Kysely } from "kysely";
import { paths } from "~/shared/routes";
import type { AdminUser } from "~/shared/schemas/admin-replies";
import { siteConfig } from "~/shared/site-config";
import { recordAudit, type AuditActor } from "../audit/audit-log";
import type { Database } from "../db/schema";
import { findUserById, setPasswordHash } from "../users/user-store";
import { accountKey, clearFailures } from "./login-throttle";
import { judgeNewPassword } from "./password-strength";
import type { PasswordHasher } from "./passwords";
import { deleteSessionsOfUser } from "./sessions";
import { hashToken, newOpaqueToken } from "./tokens";

// A password reset by an admin (docs/decisions/0057). Nothing is mailed: the admin makes a
// one-time link for an active desk member, sees it once, and passes it on themselves (by phone,
// in person). The token is 256 random bits kept only as its SHA-256, like a session's; it works
// once, for 24 hours, and only while the account is active. Setting a password with it signs
// the account out everywhere. A newer link, a password change or disabling the account ends it.

/** How long a reset link works. */
export const PASSWORD_RESET_LINK_MS = 24 * 60 * 60 * 1000;

/**
 * The link the admin passes on. The token rides in the fragment, which no browser sends to a
 * server or in a Referer, so it stays out of access logs; the page takes it out of the address.
 */
export function passwordResetLink(token: string): string {
  return `${siteConfig.siteUrl}${paths.passwordReset}#${token}`;
}

export type ResetLinkOutcome =
  | { kind: "made"; token: string; expiresAt: string; user: AdminUser }
  | { kind: "not_active"; user: AdminUser }
  | { kind: "not_found" };

/** A new link for the account, replacing any it had; made and audited together. */
export async function makePasswordResetLink(
  db: Kysely<Database>,
  request: { userId: number; madeBy: AuditActor & { id: number } },
  now: Date,
): Promise<ResetLinkOutcome> {
  return db.transaction().execute(async (trx) => {
    const user = await findUserById(trx, request.userId);
    if (!user) return { kind: "not_found" };
    if (user.status !== "active") return { kind: "not_active", user };
    const token = newOpaqueToken();
    const expiresAt = new Date(now.getTime() + PASSWORD_RESET_LINK_MS).toISOString();
    // One link an account at a time, and none kept past its expiry.
    await trx
      .deleteFrom("password_reset_tokens")
      .where((eb) => eb.or([eb("user_id", "=", user.id), eb("expires_at", "<=", now.toISOString())]))
      .execute();
    await trx
      .insertInto("password_reset_tokens")
      .values({
        token_hash: hashToken(token),
        user_id: user.id,
        created_by_user_id: request.madeBy.id,
        created_at: now.toISOString(),
        expires_at: expiresAt,
      })
      .execute();
    await recordAudit(trx, {
      actor: request.madeBy,
      action: "user.password_reset_link_made",
      targetType: "user",
      targetId: String(user.id),
      detail: { expiresAt },
      now,
    });
    return { kind: "made", token, expiresAt, user };
  });
}

export type PasswordResetOutcome =
  { kind: "reset"; userId: number } | { kind: "weak"; message: string } | { kind: "invalid" };

/** A new password with a link's token: strength checked, then set once, every session ended. */
export async function resetPassword(
  db: Kysely<Database>,
  hasher: PasswordHasher,
  request: { token: string; password: string },
  now: Date,
): Promise<PasswordResetOutcome> {
  const tokenHash = hashToken(request.token);
  const link = await db
    .selectFrom("password_reset_tokens")
    .innerJoin("users", "users.id", "password_reset_tokens.user_id")
    .select(["users.id", "users.name", "users.email", "users.status", "password_reset_tokens.created_by_user_id"])
    .where("password_reset_tokens.token_hash", "=", tokenHash)
    .where("password_reset_tokens.expires_at", ">", now.toISOString())
    .executeTakeFirst();
  if (!link || link.status !== "active") return { kind: "invalid" };

  // A weak password leaves the link as it was, for a better one.
  const verdict = await judgeNewPassword(request.password, link);
  if (!verdict.ok) return { kind: "weak", message: verdict.message };

  const passwordHash = await hasher.hashPassword(request.password);
  const used = await db.transaction().execute(async (trx) => {
    // Deleting the row is the claim: of two uses at once, one deletes it and the other finds none.
    const claimed = await trx
      .deleteFrom("password_reset_tokens")
      .where("token_hash", "=", tokenHash)
      .where("expires_at", ">", now.toISOString())
      .executeTakeFirst();
    if (claimed.numDeletedRows === 0n) return false;
    await setPasswordHash(trx, link.id, passwordHash, now);
    const sessionsEnded = await deleteSessionsOfUser(trx, link.id);
    await recordAudit(trx, {
      actor: { id: link.id, name: link.name, email: link.email },
      action: "user.password_reset",
      targetType: "user",
      targetId: String(link.id),
      detail: { linkMadeBy: link.created_by_user_id, sessionsEnded },
      now,
    });
    return true;
  });
  if (!used) return { kind: "invalid" };
  // The member may have locked the account by guessing: the new password opens it at once.
  await clearFailures(db, accountKey(link.email));
  return { kind: "reset", userId: link.id };
}
