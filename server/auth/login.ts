import type { Kysely } from "kysely";
import { recordAudit } from "../audit/audit-log";
import type { Database } from "../db/schema";
import type { ServerKeys } from "../keys/server-keys";
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
import { checkSecondCode, hasSecondFactor } from "./second-factor-store";
import { createSession, deleteExpiredSessions } from "./sessions";

// One login attempt, from the throttle to a new session. The route turns each outcome into an
// answer; an unknown e-mail and a wrong password are one outcome, so no answer tells them apart.

export interface LoginAttempt {
  email: string;
  password: string;
  /** The client's address (request.ip), the throttle's second key. */
  address: string;
  /** The authenticator's code or a recovery code; looked at only for an account with a second factor. */
  code?: string;
}

export type LoginOutcome =
  | { kind: "throttled"; retryAfterSeconds: number }
  | { kind: "invalid_credentials" }
  | { kind: "pending" }
  | { kind: "disabled" }
  /** A right password for an account with a second factor, and no code with it (docs/decisions/0072). */
  | { kind: "code_required" }
  /** A right password and a wrong, old or used code: a failed attempt, counted as one. */
  | { kind: "wrong_code" }
  | { kind: "signed_in"; user: { id: number; name: string; email: string }; token: string };

export async function attemptLogin(
  db: Kysely<Database>,
  hasher: PasswordHasher,
  attempt: LoginAttempt,
  now: Date,
  keys: ServerKeys,
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

  const signedIn = { id: user.id, name: user.name, email: user.email };
  let secondFactor: "totp" | "recovery_code" | undefined;
  if (user.status === "active" && (await hasSecondFactor(db, user.id))) {
    const code = attempt.code ?? "";
    if (code === "") {
      // The password was right and no code was guessed: this step costs nothing, as a right
      // password never has. Only the account's and the address's slot of this attempt go back.
      await releaseAttempt(db, account);
      await releaseAttempt(db, address);
      return { kind: "code_required" };
    }
    // A wrong code keeps the attempt counted, on the account and the address alike: knowing the
    // password does not buy more guesses at the code than the login form allows at a password.
    const check = await checkSecondCode(db, keys, signedIn, code, now);
    if (!check.ok) return { kind: "wrong_code" };
    secondFactor = check.by;
  }

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
  const token = await db.transaction().execute(async (trx) => {
    const newToken = await createSession(trx, user.id, now);
    await recordAudit(trx, {
      actor: signedIn,
      action: "auth.login",
      targetType: "user",
      targetId: String(user.id),
      ...(secondFactor ? { detail: { secondFactor } } : {}),
      now,
    });
    return newToken;
  });
  return { kind: "signed_in", user: signedIn, token };
}
