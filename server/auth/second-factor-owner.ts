import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import type { ServerKeys } from "../keys/server-keys";
import { findPasswordHolder } from "../users/user-store";
import { accountKey, clearFailures, reserveAttempt } from "./login-throttle";
import type { PasswordHasher } from "./passwords";
import {
  checkSecondCode,
  confirmSecondFactorSetup,
  hasSecondFactor,
  removeSecondFactor,
  replaceRecoveryCodes,
  type SetupConfirmation,
} from "./second-factor-store";

// What a signed-in member does with their own second factor (docs/decisions/0072): turn it on,
// with their password and the first code, turn it off, with their password and a code, or make
// new recovery codes, with a code. The password is asked to turn it on or off, as it is to change
// the password itself: a session left open on a shared computer cannot lock its owner out. Wrong
// guesses spend the account's login allowance, as a wrong current password does when changing
// it: a session left open is no faster way to guess a code than the login form.

export type SecondFactorOwnerOutcome<Done> =
  | Done
  | { kind: "not_on" }
  | { kind: "wrong_password" }
  | { kind: "wrong_code" }
  | { kind: "throttled"; retryAfterSeconds: number }
  | { kind: "not_found" };

/** Turns on the second factor being set up: the member's password, then the app's first code. */
export async function turnOnSecondFactor(
  db: Kysely<Database>,
  keys: ServerKeys,
  hasher: PasswordHasher,
  request: { userId: number; password: string; code: string },
  now: Date,
): Promise<SetupConfirmation | Exclude<SecondFactorOwnerOutcome<never>, { kind: "not_on" | "wrong_code" }>> {
  const holder = await findPasswordHolder(db, request.userId);
  if (!holder) return { kind: "not_found" };
  const account = accountKey(holder.email);
  const throttle = await reserveAttempt(db, [account], now);
  if (throttle.locked) return { kind: "throttled", retryAfterSeconds: throttle.retryAfterSeconds };
  if (!(await hasher.verifyPassword(holder.passwordHash, request.password))) return { kind: "wrong_password" };
  const actor = { id: holder.id, name: holder.name, email: holder.email };
  const outcome = await confirmSecondFactorSetup(db, keys, actor, request.code, now);
  if (outcome.kind === "enabled") await clearFailures(db, account);
  return outcome;
}

export async function turnOffSecondFactor(
  db: Kysely<Database>,
  keys: ServerKeys,
  hasher: PasswordHasher,
  request: { userId: number; password: string; code: string },
  now: Date,
): Promise<SecondFactorOwnerOutcome<{ kind: "turned_off" }>> {
  const holder = await findPasswordHolder(db, request.userId);
  if (!holder) return { kind: "not_found" };
  if (!(await hasSecondFactor(db, holder.id))) return { kind: "not_on" };
  const account = accountKey(holder.email);
  const throttle = await reserveAttempt(db, [account], now);
  if (throttle.locked) return { kind: "throttled", retryAfterSeconds: throttle.retryAfterSeconds };
  if (!(await hasher.verifyPassword(holder.passwordHash, request.password))) return { kind: "wrong_password" };
  const actor = { id: holder.id, name: holder.name, email: holder.email };
  if (!(await checkSecondCode(db, keys, actor, request.code, now)).ok) return { kind: "wrong_code" };
  await clearFailures(db, account);
  await removeSecondFactor(db, actor, holder.id, now);
  return { kind: "turned_off" };
}

export async function makeNewRecoveryCodes(
  db: Kysely<Database>,
  keys: ServerKeys,
  request: { userId: number; code: string },
  now: Date,
): Promise<SecondFactorOwnerOutcome<{ kind: "made"; recoveryCodes: string[] }>> {
  const holder = await findPasswordHolder(db, request.userId);
  if (!holder) return { kind: "not_found" };
  if (!(await hasSecondFactor(db, holder.id))) return { kind: "not_on" };
  const account = accountKey(holder.email);
  const throttle = await reserveAttempt(db, [account], now);
  if (throttle.locked) return { kind: "throttled", retryAfterSeconds: throttle.retryAfterSeconds };
  const actor = { id: holder.id, name: holder.name, email: holder.email };
  if (!(await checkSecondCode(db, keys, actor, request.code, now)).ok) return { kind: "wrong_code" };
  await clearFailures(db, account);
  return { kind: "made", recoveryCodes: await replaceRecoveryCodes(db, keys, actor, now) };
}
