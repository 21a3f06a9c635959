import type { Expression, ExpressionBuilder, Kysely, Selectable, SqlBool, Transaction } from "kysely";
import type { Database, PushOutboxTable } from "../db/schema";
import { retryDelayMs } from "../mail/outbox-store";
import { pushServiceHost } from "./push-endpoints";
import type { PushNotification } from "./push-notifications";
import type { DueReminder } from "./reminder-schedule";

// The push outbox (docs/decisions/0074), the mail outbox's pattern (docs/decisions/0007) for
// browser notifications: one row per reminder and browser, written in the transaction that
// records the reminder, then queued -> sending -> sent, or back to queued with a later
// next_attempt_at after a failed try, or failed once no try can send it or the tries are spent.
// A claim is a conditional update with a lease, so instances never send the same row at once and
// a row claimed by an instance that died is sent by another once the lease runs out.

export type QueuedNotification = Selectable<PushOutboxTable>;

export const pushPolicy = {
  /** How often the sender looks for due notifications besides being woken. */
  pollIntervalMs: 5_000,
  batchSize: 10,
  /** A sender that claimed a row and died releases it after this long. */
  leaseMs: 60_000,
  firstRetryDelayMs: 10_000,
  backoffFactor: 3,
  maxRetryDelayMs: 15 * 60 * 1000,
  /** About an hour of tries; a reminder no longer due is dropped by the check before each try anyway. */
  maxAttempts: 6,
};
export type PushPolicy = typeof pushPolicy;

/** The reminder's notification to each of the case's browsers, due at once, in the caller's transaction. */
export async function queueNotifications(
  trx: Transaction<Database>,
  submissionId: number,
  browsers: readonly { id: number; endpoint: string }[],
  reminder: DueReminder,
  notification: PushNotification,
  now: Date,
): Promise<void> {
  if (browsers.length === 0) return;
  const at = now.toISOString();
  await trx
    .insertInto("push_outbox")
    .values(
      browsers.map((browser) => ({
        submission_id: submissionId,
        subscription_id: browser.id,
        push_service: pushServiceHost(browser.endpoint),
        step_id: reminder.stepId,
        due_on: reminder.dueOn,
        slot: reminder.slot,
        title: notification.title,
        url: notification.url,
        next_attempt_at: at,
        created_at: at,
        updated_at: at,
      })),
    )
    .execute();
}

/** Due for a try: queued and its time has come, or claimed by a sender whose lease ran out. */
function claimable(now: string) {
  return (eb: ExpressionBuilder<Database, "push_outbox">): Expression<SqlBool> =>
    eb.or([
      eb.and([eb("status", "=", "queued"), eb("next_attempt_at", "<=", now)]),
      eb.and([eb("status", "=", "sending"), eb("locked_until", "<=", now)]),
    ]);
}

/** Claims up to `limit` due notifications for one sender, each by a conditional update of its row. */
export async function claimDueNotifications(
  db: Kysely<Database>,
  senderId: string,
  now: Date,
  policy: Pick<PushPolicy, "batchSize" | "leaseMs">,
): Promise<QueuedNotification[]> {
  const at = now.toISOString();
  const candidates = await db
    .selectFrom("push_outbox")
    .select("id")
    .where(claimable(at))
    .orderBy("next_attempt_at")
    .orderBy("id")
    .limit(policy.batchSize)
    .execute();
  const claimed: QueuedNotification[] = [];
  for (const { id } of candidates) {
    const row = await db
      .updateTable("push_outbox")
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
    if (row) claimed.push(row);
  }
  return claimed;
}

export async function markNotificationSent(db: Kysely<Database>, id: number, senderId: string, now: Date) {
  const at = now.toISOString();
  await db
    .updateTable("push_outbox")
    .set({ status: "sent", sent_at: at, locked_by: null, locked_until: null, last_error: null, updated_at: at })
    .where("id", "=", id)
    .where("locked_by", "=", senderId)
    .execute();
}

/** A notification no try can send (no longer due, its browser gone, refused for good): failed at once, with why. */
export async function markNotificationFailed(
  db: Kysely<Database>,
  id: number,
  senderId: string,
  error: string,
  now: Date,
) {
  const at = now.toISOString();
  await db
    .updateTable("push_outbox")
    .set({ status: "failed", locked_by: null, locked_until: null, last_error: error.slice(0, 500), updated_at: at })
    .where("id", "=", id)
    .where("locked_by", "=", senderId)
    .execute();
}

/** After a failed try: queued again later, or failed once it has had its tries. */
export async function recordFailedNotificationAttempt(
  db: Kysely<Database>,
  row: Pick<QueuedNotification, "id" | "attempts">,
  senderId: string,
  error: string,
  now: Date,
  policy: PushPolicy,
): Promise<"queued" | "failed"> {
  const at = now.toISOString();
  const givingUp = row.attempts >= policy.maxAttempts;
  await db
    .updateTable("push_outbox")
    .set({
      status: givingUp ? "failed" : "queued",
      next_attempt_at: new Date(now.getTime() + retryDelayMs(row.attempts, policy)).toISOString(),
      locked_by: null,
      locked_until: null,
      last_error: error.slice(0, 500),
      updated_at: at,
    })
    .where("id", "=", row.id)
    .where("locked_by", "=", senderId)
    .execute();
  return givingUp ? "failed" : "queued";
}

/** One case's notifications, oldest first, for the desk's record of the case. */
export async function notificationsOfSubmission(db: Kysely<Database>, submissionId: number) {
  return db
    .selectFrom("push_outbox")
    .select(["id", "push_service", "status", "attempts", "next_attempt_at", "sent_at", "last_error"])
    .where("submission_id", "=", submissionId)
    .orderBy("id", "asc")
    .execute();
}
