import { createHash } from "node:crypto";
import { sql, type Kysely, type Transaction } from "kysely";
import { acknowledgementCap } from "~/shared/constants";
import type { Database } from "../db/schema";
import { dialectOf } from "../db/dialect";
import { reusableQuery } from "../db/reusable-query";
import { sweepExpiredCounts } from "../db/rate-limit-store";
import { emailKeyOf } from "../submissions/contact-keys";

// How many acknowledgements one address may get (docs/decisions/0015, counted as decision 0102
// says): an acknowledgement goes with each of an address's first three submissions in any 24
// hours. The count is read from the submissions themselves (their e-mail key's index), inside
// the transaction that has just stored the new one, so it writes nothing of its own: a counter
// row of its own was a help request's second most expensive write. SQLite runs one write
// transaction at a time; on PostgreSQL a transaction lock on the address makes two instances
// storing the same address's forms count one after the other.

/**
 * The count's key in `rate_limit_counters` before decision 0102: a hash of the address, never
 * the address. Still deleted with an erased submission, for counts written before then.
 */
export function acknowledgementCountKey(address: string): string {
  const mailbox = createHash("sha256").update(address.trim().toLowerCase()).digest("hex");
  return `acknowledgements to ${mailbox}`;
}

const submissionsFromAddressSince = reusableQuery({
  build: (db, { emailKey, since }: { emailKey: string; since: string }) =>
    db
      .selectFrom("submissions")
      .select((eb) => eb.fn.countAll<number>().as("count"))
      .where("email_key", "=", emailKey)
      .where("created_at", ">", since),
  bind: ({ emailKey, since }) => ({ parameters: [emailKey, since] }),
});

/**
 * True while `address` is within the cap, counting the submission just stored in `trx`: call
 * it after that submission's insert.
 */
export async function mayAcknowledge(trx: Transaction<Database>, address: string, now: Date): Promise<boolean> {
  const emailKey = emailKeyOf(address);
  if (emailKey === null) return true;
  if (dialectOf(trx) === "postgres") {
    // Held until the transaction ends, so the next count of this address sees this submission.
    await sql`select pg_advisory_xact_lock(hashtext(${`acknowledgements ${emailKey}`}))`.execute(trx);
  }
  const since = new Date(now.getTime() - acknowledgementCap.windowMs).toISOString();
  const { rows } = await submissionsFromAddressSince(trx, { emailKey, since });
  return Number(rows[0]?.count ?? 0) <= acknowledgementCap.perAddress;
}

/** How often, at most, ended counts are deleted: on SQLite nothing else deletes them. */
const SWEEP_EVERY_MS = 60 * 60 * 1000;

/**
 * Deletes ended counts of `rate_limit_counters` now and then (the case's replies, lost-link mails,
 * evidence allowances), on the back of a submission; never fails the caller.
 */
export function endedCountsSweeper(db: Kysely<Database>, onError: (error: unknown) => void) {
  let lastSweep = 0;
  return (now: Date): void => {
    if (now.getTime() - lastSweep < SWEEP_EVERY_MS) return;
    lastSweep = now.getTime();
    sweepExpiredCounts(db, now).catch(onError);
  };
}
