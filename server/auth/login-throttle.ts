import { sql, type Kysely } from "kysely";
import { sessionPolicy } from "../../shared/constants";
import type { Database } from "../db/schema";
import { normalizeEmail } from "../users/user-store";

// Failed logins counted per address and per account in the database, so every instance sees the
// same counts. Too many failures in the window lock the key for sessionPolicy.lockoutMs.

export interface ThrottleKey {
  key: string;
  maxFailures: number;
}

export function addressKey(address: string): ThrottleKey {
  return { key: `address:${address}`, maxFailures: sessionPolicy.maxFailuresPerAddress };
}

/** Counted for unknown e-mails too, so the lock itself does not tell which accounts exist. */
export function accountKey(email: string): ThrottleKey {
  return { key: `account:${normalizeEmail(email)}`, maxFailures: sessionPolicy.maxFailuresPerAccount };
}

export type ThrottleState = { locked: false } | { locked: true; retryAfterSeconds: number };

/** Whether any key is locked now; checked before the password, so a lock costs no hashing. */
export async function throttleState(db: Kysely<Database>, keys: ThrottleKey[], now: Date): Promise<ThrottleState> {
  const { lockedUntil } = await db
    .selectFrom("login_throttle")
    .select((eb) => eb.fn.max("locked_until").as("lockedUntil"))
    .where(
      "key",
      "in",
      keys.map(({ key }) => key),
    )
    .where("locked_until", ">", now.toISOString())
    .executeTakeFirstOrThrow();
  if (!lockedUntil) return { locked: false };
  const waitMs = Date.parse(lockedUntil) - now.getTime();
  return { locked: true, retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)) };
}

/**
 * Counts one failure for each key in a single upsert per key, so two instances failing at once
 * both count. A window that has run out starts again at 1.
 */
export async function recordFailure(db: Kysely<Database>, keys: ThrottleKey[], now: Date): Promise<void> {
  const nowText = now.toISOString();
  const windowStartedBefore = new Date(now.getTime() - sessionPolicy.throttleWindowMs).toISOString();
  const lockedUntil = new Date(now.getTime() + sessionPolicy.lockoutMs).toISOString();

  for (const { key, maxFailures } of keys) {
    const windowOver = sql<boolean>`login_throttle.window_started_at <= ${windowStartedBefore}`;
    const failuresNow = sql<number>`case when ${windowOver} then 1 else login_throttle.failures + 1 end`;
    await db
      .insertInto("login_throttle")
      .values({
        key,
        failures: 1,
        window_started_at: nowText,
        locked_until: maxFailures <= 1 ? lockedUntil : null,
      })
      .onConflict((conflict) =>
        conflict.column("key").doUpdateSet({
          failures: failuresNow,
          window_started_at: sql<string>`case when ${windowOver} then ${nowText} else login_throttle.window_started_at end`,
          locked_until: sql<
            string | null
          >`case when ${failuresNow} >= ${maxFailures} then ${lockedUntil} else null end`,
        }),
      )
      .execute();
  }
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
