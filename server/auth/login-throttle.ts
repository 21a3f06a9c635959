import { sql, type Kysely } from "kysely";
import { sessionPolicy } from "~/shared/constants";
import type { Database } from "../db/schema";
import { addressForLimits } from "../db/address-for-limits";
import { normalizeEmail } from "../users/user-store";

// Login attempts counted per address and per account in the database, so every instance sees the
// same counts. Each attempt is counted before its password is checked and given back only when the
// password was right; too many in the window lock the key for sessionPolicy.lockoutMs.

export interface ThrottleKey {
  key: string;
  maxFailures: number;
}

export function addressKey(address: string): ThrottleKey {
  return { key: `address:${addressForLimits(address)}`, maxFailures: sessionPolicy.maxFailuresPerAddress };
}

/** Counted for unknown e-mails too, so the lock itself does not tell which accounts exist. */
export function accountKey(email: string): ThrottleKey {
  return { key: `account:${normalizeEmail(email)}`, maxFailures: sessionPolicy.maxFailuresPerAccount };
}

export type ThrottleState = { locked: false } | { locked: true; retryAfterSeconds: number };

/**
 * Takes one attempt from each key's allowance before the password is checked, so guesses sent
 * at the same moment cannot all be checked: each key is one atomic upsert that counts the attempt
 * and answers the count, and an attempt past a key's allowance (or on a locked key) is refused
 * without hashing. Keys are taken in order; on a refusal the slots already taken are given back,
 * so a refused attempt (which cost nothing) does not spend the other keys' allowance.
 */
export async function reserveAttempt(db: Kysely<Database>, keys: ThrottleKey[], now: Date): Promise<ThrottleState> {
  const taken: ThrottleKey[] = [];
  for (const key of keys) {
    const state = await countAttempt(db, key, now);
    if (state.locked) {
      for (const earlier of taken) await releaseAttempt(db, earlier);
      return state;
    }
    taken.push(key);
  }
  return { locked: false };
}

/**
 * One upsert: a window that has run out starts again at 1 (unless the key is locked: a lock
 * outlasts its window); reaching the allowance locks the key for sessionPolicy.lockoutMs. The
 * attempt that reaches the allowance is still checked; any later one is refused, and counting it
 * keeps the count above the allowance until the lock ends.
 */
async function countAttempt(
  db: Kysely<Database>,
  { key, maxFailures }: ThrottleKey,
  now: Date,
): Promise<ThrottleState> {
  const nowText = now.toISOString();
  const windowStartedBefore = new Date(now.getTime() - sessionPolicy.throttleWindowMs).toISOString();
  const lockedUntil = new Date(now.getTime() + sessionPolicy.lockoutMs).toISOString();

  const lockedNow = sql<boolean>`(login_throttle.locked_until is not null and login_throttle.locked_until > ${nowText})`;
  const startsAgain = sql<boolean>`(login_throttle.window_started_at <= ${windowStartedBefore} and not ${lockedNow})`;
  const attemptsNow = sql<number>`case when ${startsAgain} then 1 else login_throttle.failures + 1 end`;
  const row = await db
    .insertInto("login_throttle")
    .values({
      key,
      failures: 1,
      window_started_at: nowText,
      locked_until: maxFailures <= 1 ? lockedUntil : null,
    })
    .onConflict((conflict) =>
      conflict.column("key").doUpdateSet({
        failures: attemptsNow,
        window_started_at: sql<string>`case when ${startsAgain} then ${nowText} else login_throttle.window_started_at end`,
        locked_until: sql<string | null>`case when ${lockedNow} then login_throttle.locked_until
          when ${attemptsNow} >= ${maxFailures} then ${lockedUntil} else null end`,
      }),
    )
    .returning(["failures", "locked_until"])
    .executeTakeFirstOrThrow();

  if (Number(row.failures) <= maxFailures) return { locked: false };
  const waitMs =
    (row.locked_until === null ? now.getTime() + sessionPolicy.lockoutMs : Date.parse(row.locked_until)) -
    now.getTime();
  return { locked: true, retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)) };
}

/**
 * Gives back one attempt taken by reserveAttempt, lifting the lock it may have set when the
 * count falls below the allowance again.
 */
export async function releaseAttempt(db: Kysely<Database>, { key, maxFailures }: ThrottleKey): Promise<void> {
  await db
    .updateTable("login_throttle")
    .set({
      failures: sql<number>`login_throttle.failures - 1`,
      locked_until: sql<
        string | null
      >`case when login_throttle.failures - 1 >= ${maxFailures} then login_throttle.locked_until else null end`,
    })
    .where("key", "=", key)
    .where("failures", ">", 0)
    .execute();
}

/** A correct password clears the account's count (not the address's: one good login must not reset a spray). */
export async function clearFailures(db: Kysely<Database>, key: ThrottleKey): Promise<void> {
  await db.deleteFrom("login_throttle").where("key", "=", key.key).execute();
}

/** Rows whose window and lock are both over carry no information; dropped now and then. */
export async function deleteStaleThrottleRows(db: Kysely<Database>, now: Date): Promise<void> {
  const windowStartedBefore = new Date(now.getTime() - sessionPolicy.throttleWindowMs).toISOString();
  await db
    .deleteFrom("login_throttle")
    .where("window_started_at", "<=", windowStartedBefore)
    .where((eb) => eb.or([eb("locked_until", "is", null), eb("locked_until", "<=", now.toISOString())]))
    .execute();
}
