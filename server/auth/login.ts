import type { Kysely } from "kysely";
import { recordAudit } from "../audit/audit-log";
import type { Database } from "../db/schema";
import { findUserForLogin } from "../users/user-store";
import {
  accountKey,
  addressKey,
  clearFailures,
  deleteStaleThrottleRows,
  releaseAttempt,
  reserveAttempt,
} from "./login-throttle";
import type { PasswordHasher } from "./passwords";
import { createSession, deleteExpiredSessions } from "./sessions";

// One login attempt, from the throttle to a new session. The route turns each outcome into an
// answer; an unknown e-mail and a wrong password are one outcome, so no answer tells them apart.

export interface LoginAttempt {
  email: string;
  password: string;
  /** The client's address (request.ip), the throttle's second key. */
  address: string;
}

export type LoginOutcome =
  | { kind: "throttled"; retryAfterSeconds: number }
  | { kind: "invalid_credentials" }
  | { kind: "pending" }
  | { kind: "disabled" }
  | { kind: "signed_in"; user: { id: number; name: string; email: string }; token: string };

export async function attemptLogin(
  db: Kysely<Database>,
  hasher: PasswordHasher,
  attempt: LoginAttempt,
  now: Date,
): Promise<LoginOutcome> {
  const address = addressKey(attempt.address);
  const account = accountKey(attempt.email);
  // Counted before the password is checked, so guesses sent together cannot all be checked.
  const throttle = await reserveAttempt(db, [address, account], now);
  if (throttle.locked) return { kind: "throttled", retryAfterSeconds: throttle.retryAfterSeconds };

  const user = await findUserForLogin(db, attempt.email);
  const passwordMatches = user
    ? await hasher.verifyPassword(user.passwordHash, attempt.password)
    : await hasher.verifyAgainstDummy(attempt.password);
  if (!user || !passwordMatches) return { kind: "invalid_credentials" };

  // Only someone who knows the password learns the account's state. The account's count is
  // cleared; the address gets back only this attempt's slot: the address budget counts wrong
  // passwords (an office behind one address logs in all day), and giving back one slot, not the
  // whole count, keeps one's own account from resetting a spray.
  await clearFailures(db, account);
  await releaseAttempt(db, address);
  if (user.status === "pending") return { kind: "pending" };
  if (user.status === "disabled") return { kind: "disabled" };

  await deleteExpiredSessions(db, now);
  await deleteStaleThrottleRows(db, now);
  const signedIn = { id: user.id, name: user.name, email: user.email };
  const token = await db.transaction().execute(async (trx) => {
    const newToken = await createSession(trx, user.id, now);
    await recordAudit(trx, {
      actor: signedIn,
      action: "auth.login",
      targetType: "user",
      targetId: String(user.id),
      now,
    });
    return newToken;
  });
  return { kind: "signed_in", user: signedIn, token };
}
