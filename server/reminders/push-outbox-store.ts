import type { Kysely, Selectable, Transaction } from "kysely";
import type { Database, PushOutboxTable } from "../db/schema";
import { leasedOutbox } from "../outbox/leased-outbox";
import { pushServiceHost } from "./push-endpoints";
import type { PushNotification } from "./push-notifications";
import type { DueReminder } from "./reminder-schedule";

// The push outbox (docs/decisions/0074), the mail outbox's pattern (docs/decisions/0007) for
// browser notifications: one row per reminder and browser, written in the transaction that
// records the reminder, then queued -> sending -> sent, or back to queued with a later
// next_attempt_at after a failed try, or failed once no try can send it or the tries are spent,
// claimed with a lease as every outbox's rows are (server/outbox/leased-outbox.ts).

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

/** Claims, marks and retries the push outbox's rows (server/outbox/leased-outbox.ts). */
export const pushOutbox = leasedOutbox("push_outbox");

/** One case's notifications, oldest first, for the desk's record of the case. */
export async function notificationsOfSubmission(db: Kysely<Database>, submissionId: number) {
  return db
    .selectFrom("push_outbox")
    .select(["id", "push_service", "status", "attempts", "next_attempt_at", "sent_at", "last_error"])
    .where("submission_id", "=", submissionId)
    .orderBy("id", "asc")
    .execute();
}
