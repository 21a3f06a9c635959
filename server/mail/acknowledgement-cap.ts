import { createHash } from "node:crypto";
import type { Kysely, Transaction } from "kysely";
import { acknowledgementCap } from "~/shared/constants";
import type { Database } from "../db/schema";
import { countRequest, sweepExpiredCounts } from "../db/rate-limit-store";

// How many acknowledgements one address may get (docs/decisions/0015). Counted with the same
// atomic upsert as the shared rate limits: inside the submission's transaction, the count's row
// stays locked until that transaction ends, so two instances on one PostgreSQL database count
// one after the other, and a submission rolled back takes its count with it.

/**
 * One count per mailbox, however its address is capitalised. The key holds a hash of the address,
 * not the address: a count outlives the submissions it counted, and must not keep a person's
 * address in the database (or its backups) after their submission is erased.
 */
export function acknowledgementCountKey(address: string): string {
  const mailbox = createHash("sha256").update(address.trim().toLowerCase()).digest("hex");
  return `acknowledgements to ${mailbox}`;
}

/** Counts one more acknowledgement to `address`; true while that is within the cap. */
export async function mayAcknowledge(trx: Transaction<Database>, address: string, now: Date): Promise<boolean> {
  const { current } = await countRequest(trx, acknowledgementCountKey(address), acknowledgementCap.windowMs, now);
  return current <= acknowledgementCap.perAddress;
}

/** How often, at most, ended counts are deleted: on SQLite nothing else deletes them. */
const SWEEP_EVERY_MS = 60 * 60 * 1000;

/** Deletes ended counts now and then, on the back of a submission; never fails the caller. */
export function acknowledgementCountSweeper(db: Kysely<Database>, onError: (error: unknown) => void) {
  let lastSweep = 0;
  return (now: Date): void => {
    if (now.getTime() - lastSweep < SWEEP_EVERY_MS) return;
    lastSweep = now.getTime();
    sweepExpiredCounts(db, now).catch(onError);
  };
}
