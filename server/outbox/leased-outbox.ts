import type { FastifyBaseLogger } from "fastify";
import type { Expression, ExpressionBuilder, Kysely, Selectable, SqlBool, Updateable } from "kysely";
import type { Database } from "../db/schema";

// Work sent from the database with a lease (docs/decisions/0007): the mail outbox, the push
// outbox and the WhatsApp outbox. Each row goes queued -> sending -> sent, or back to queued
// with a later next_attempt_at after a failed try, or failed once no try can send it or its tries
// are spent. A claim is a conditional update of one row with a lease, so instances sharing the
// database never send the same row at once, and a row claimed by an instance that died is sent
// by another once its lease runs out. Every write after the claim names the claimer, so one whose
// lease ran out cannot overwrite the next claimer's outcome.

/** The tables sent this way: their status, lease and tries columns are alike (server/db/schema.ts). */
export type LeasedTable = "mail_outbox" | "push_outbox" | "whatsapp_outbox";

/** How a claim is made: how many rows at once, held for how long. */
interface LeasePolicy {
  batchSize: number;
  /** A sender that claimed a row and died releases it after this long. */
  leaseMs: number;
}

/** When a failed try is tried again, and how often at most. */
export interface RetryPolicy {
  firstRetryDelayMs: number;
  backoffFactor: number;
  maxRetryDelayMs: number;
  maxAttempts: number;
}

/** The wait before try number `attempts + 1`: the first delay, then multiplied at each try, capped. */
export function retryDelayMs(attempts: number, policy: RetryPolicy): number {
  const delay = policy.firstRetryDelayMs * policy.backoffFactor ** Math.max(0, attempts - 1);
  return Math.min(delay, policy.maxRetryDelayMs);
}

/** A failure's words as the desk reads them: server messages can be long, the start says enough. */
const lastError = (error: string) => error.slice(0, 500);

export interface LeasedOutbox<T extends LeasedTable> {
  /** Claims up to policy.batchSize due rows for one sender, oldest due first. */
  claimDue(db: Kysely<Database>, senderId: string, now: Date, policy: LeasePolicy): Promise<Selectable<Database[T]>[]>;
  /** Sent: with what else the send learnt (WhatsApp's message id). */
  markSent(
    db: Kysely<Database>,
    id: number,
    senderId: string,
    now: Date,
    learnt?: Updateable<Database[T]>,
  ): Promise<void>;
  /** A row no try can send (no longer due, refused for good): failed at once, with why. */
  markFailed(db: Kysely<Database>, id: number, senderId: string, error: string, now: Date): Promise<void>;
  /** After a failed try: queued again later, or failed once it has had its tries. */
  recordFailedAttempt(
    db: Kysely<Database>,
    row: { id: number; attempts: number },
    senderId: string,
    error: string,
    now: Date,
    policy: RetryPolicy,
  ): Promise<"queued" | "failed">;
}

export function leasedOutbox<T extends LeasedTable>(table: T): LeasedOutbox<T> {
  // Kysely checks each query against one table's columns; the lease's columns are the same in
  // all three, so the mail outbox's stand for them.
  const outbox = table as "mail_outbox";

  /** Due for a try: queued and its time has come, or claimed by a sender whose lease ran out. */
  const claimable =
    (now: string) =>
    (eb: ExpressionBuilder<Database, "mail_outbox">): Expression<SqlBool> =>
      eb.or([
        eb.and([eb("status", "=", "queued"), eb("next_attempt_at", "<=", now)]),
        eb.and([eb("status", "=", "sending"), eb("locked_until", "<=", now)]),
      ]);

  return {
    async claimDue(db, senderId, now, policy) {
      const at = now.toISOString();
      const candidates = await db
        .selectFrom(outbox)
        .select("id")
        .where(claimable(at))
        .orderBy("next_attempt_at")
        .orderBy("id")
        .limit(policy.batchSize)
        .execute();
      const claimed: Selectable<Database[T]>[] = [];
      for (const { id } of candidates) {
        const row = await db
          .updateTable(outbox)
          .set((eb) => ({
            status: "sending",
            locked_by: senderId,
            locked_until: new Date(now.getTime() + policy.leaseMs).toISOString(),
            attempts: eb("attempts", "+", 1),
            updated_at: at,
          }))
          .where("id", "=", id)
          .where(claimable(at))
          .returningAll()
          .executeTakeFirst();
        if (row) claimed.push(row as unknown as Selectable<Database[T]>);
      }
      return claimed;
    },

    async markSent(db, id, senderId, now, learnt) {
      const at = now.toISOString();
      await db
        .updateTable(outbox)
        .set({
          ...(learnt as Updateable<Database["mail_outbox"]>),
          status: "sent",
          sent_at: at,
          locked_by: null,
          locked_until: null,
          last_error: null,
          updated_at: at,
        })
        .where("id", "=", id)
        .where("locked_by", "=", senderId)
        .execute();
    },

    async markFailed(db, id, senderId, error, now) {
      const at = now.toISOString();
      await db
        .updateTable(outbox)
        .set({ status: "failed", locked_by: null, locked_until: null, last_error: lastError(error), updated_at: at })
        .where("id", "=", id)
        .where("locked_by", "=", senderId)
        .execute();
    },

    async recordFailedAttempt(db, row, senderId, error, now, policy) {
      const givingUp = row.attempts >= policy.maxAttempts;
      await db
        .updateTable(outbox)
        .set({
          status: givingUp ? "failed" : "queued",
          next_attempt_at: new Date(now.getTime() + retryDelayMs(row.attempts, policy)).toISOString(),
          locked_by: null,
          locked_until: null,
          last_error: lastError(error),
          updated_at: now.toISOString(),
        })
        .where("id", "=", row.id)
        .where("locked_by", "=", senderId)
        .execute();
      return givingUp ? "failed" : "queued";
    },
  };
}

/** One row's try: sent (with what the send learnt, to store on the row), or why not and whether a later try may do better. */
export type SendOutcome<T extends LeasedTable> = { sent: Updateable<Database[T]> } | { error: string; final: boolean };

export interface SendDueOptions<T extends LeasedTable> {
  db: Kysely<Database>;
  outbox: LeasedOutbox<T>;
  senderId: string;
  now: () => Date;
  policy: LeasePolicy & RetryPolicy;
  /** True once the sender is stopped: no new batch is claimed. */
  stopped: () => boolean;
  /** Tries one row; a throw is a failed try worth another. */
  send: (row: Selectable<Database[T]>) => Promise<SendOutcome<T>>;
  log: FastifyBaseLogger;
  /** What a row is, in the log's lines: "notification", "WhatsApp message". */
  what: string;
  /** The row's fields in each log line about it. */
  logEntry: (row: Selectable<Database[T]>) => Record<string, unknown>;
}

/** Claims and tries due rows, batch after batch, until none is due or the sender stops. */
export async function sendDue<T extends LeasedTable>(options: SendDueOptions<T>): Promise<void> {
  const { db, outbox, senderId, now, policy, log, what } = options;
  while (!options.stopped()) {
    const batch = await outbox.claimDue(db, senderId, now(), policy);
    if (batch.length === 0) return;
    for (const row of batch) {
      const { id, attempts } = row as unknown as { id: number; attempts: number };
      const entry = options.logEntry(row);
      let outcome: SendOutcome<T>;
      try {
        outcome = await options.send(row);
      } catch (error) {
        outcome = { error: error instanceof Error ? error.message : String(error), final: false };
      }
      if ("sent" in outcome) {
        await outbox.markSent(db, id, senderId, now(), outcome.sent);
        log.info(entry, `${what} sent`);
      } else if (outcome.final) {
        await outbox.markFailed(db, id, senderId, outcome.error, now());
        log.info({ ...entry, reason: outcome.error }, `${what} not sent`);
      } else {
        const result = await outbox.recordFailedAttempt(db, { id, attempts }, senderId, outcome.error, now(), policy);
        if (result === "failed") log.error({ ...entry, reason: outcome.error }, `${what} failed; giving up`);
        else log.warn({ ...entry, reason: outcome.error }, `${what} not sent; will try again`);
      }
    }
  }
}
