import type { Kysely } from "kysely";
import { recordAudit } from "../audit/audit-log";
import type { Database } from "../db/schema";
import { findPasswordHolder, setPasswordHash } from "../users/user-store";
import { accountKey, clearFailures, reserveAttempt } from "./login-throttle";
import { judgeNewPassword } from "./password-strength";
import type { PasswordHasher } from "./passwords";
import { deleteOtherSessionsOfUser } from "./sessions";

// A signed-in desk member changes their own password (docs/decisions/0057): the current one
// first, then the new one, checked for strength and hashed with argon2 as at signup. Every other
// session of the account ends, so a browser left signed in elsewhere, or a stolen session, is
// out; the session that made the change stays. A reset link made for the account stops working.

export interface PasswordChangeRequest {
  userId: number;
  /** The token of the session asking, which stays signed in. */
  sessionToken: string;
  currentPassword: string;
  newPassword: string;
}

export type PasswordChangeOutcome =
  | { kind: "changed"; otherSessionsEnded: number }
  | { kind: "weak"; message: string }
  | { kind: "wrong_current" }
  | { kind: "throttled"; retryAfterSeconds: number }
  | { kind: "not_found" };

export async function changePassword(
  db: Kysely<Database>,
  hasher: PasswordHasher,
  request: PasswordChangeRequest,
  now: Date,
): Promise<PasswordChangeOutcome> {
  const holder = await findPasswordHolder(db, request.userId);
  if (!holder) return { kind: "not_found" };

  // The new password first: refusing it costs no argon2 and no guess of the current one.
  const verdict = await judgeNewPassword(request.newPassword, holder);
  if (!verdict.ok) return { kind: "weak", message: verdict.message };

  // Guessing the current password from a session someone else left open spends the account's
  // login allowance, as guessing it at the login form does.
  const account = accountKey(holder.email);
  const throttle = await reserveAttempt(db, [account], now);
  if (throttle.locked) return { kind: "throttled", retryAfterSeconds: throttle.retryAfterSeconds };
  if (!(await hasher.verifyPassword(holder.passwordHash, request.currentPassword))) return { kind: "wrong_current" };
  await clearFailures(db, account);

  const passwordHash = await hasher.hashPassword(request.newPassword);
  const otherSessionsEnded = await db.transaction().execute(async (trx) => {
    await setPasswordHash(trx, holder.id, passwordHash, now);
    const ended = await deleteOtherSessionsOfUser(trx, holder.id, request.sessionToken);
    await trx.deleteFrom("password_reset_tokens").where("user_id", "=", holder.id).execute();
    await recordAudit(trx, {
      actor: { id: holder.id, name: holder.name, email: holder.email },
      action: "user.password_changed",
      targetType: "user",
      targetId: String(holder.id),
      detail: { otherSessionsEnded: ended },
      now,
    });
    return ended;
  });
  return { kind: "changed", otherSessionsEnded };
}
