import type { Expression, ExpressionBuilder, Kysely, Selectable, SqlBool, Transaction } from "kysely";
import type { LanguageCode } from "~/shared/language-codes";
import type { Database, WhatsAppOutboxTable } from "~/server/db/schema";
import { retryDelayMs } from "~/server/mail/outbox-store";
import type { DueReminder } from "../reminder-schedule";
import type { WhatsAppReminder } from "./whatsapp-messages";

// The WhatsApp outbox (docs/decisions/0076), the mail outbox's pattern (docs/decisions/0007) for
// template messages: a row written in the transaction that asks for it (the confirmation) or
// records the reminder, then queued -> sending -> sent, or back to queued with a later
// next_attempt_at after a failed try, or failed once no try can send it or the tries are spent.
// A claim is a conditional update with a lease, so instances never send the same row at once and
// a row claimed by an instance that died is sent by another once the lease runs out. A table of
// its own rather than the push outbox's: a message has a number, a template, WhatsApp's id and a
// button token where a notification has a browser, a title and a page.

export type QueuedWhatsAppMessage = Selectable<WhatsAppOutboxTable>;

export const whatsAppPolicy = {
  /** How often the sender looks for due messages besides being woken. */
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
export type WhatsAppPolicy = typeof whatsAppPolicy;

/** The confirmation, due at once, in the caller's transaction. */
export async function queueWhatsAppConfirmation(
  trx: Transaction<Database>,
  submissionId: number,
  recipient: string,
  language: LanguageCode,
  now: Date,
): Promise<void> {
  const at = now.toISOString();
  await trx
    .insertInto("whatsapp_outbox")
    .values({
      submission_id: submissionId,
      kind: "confirm",
      recipient,
      template: "confirm",
      language,
      next_attempt_at: at,
      created_at: at,
      updated_at: at,
    })
    .execute();
}

/** A reminder, due at once, in the transaction that records it (case_reminder_sends). */
export async function queueWhatsAppReminder(
  trx: Transaction<Database>,
  submissionId: number,
  recipient: string,
  language: LanguageCode,
  reminder: DueReminder,
  message: WhatsAppReminder,
  now: Date,
): Promise<void> {
  const at = now.toISOString();
  await trx
    .insertInto("whatsapp_outbox")
    .values({
      submission_id: submissionId,
      kind: "reminder",
      step_id: reminder.stepId,
      due_on: reminder.dueOn,
      slot: reminder.slot,
      recipient,
      template: message.template,
      language,
      date_text: message.dateText,
      next_attempt_at: at,
      created_at: at,
      updated_at: at,
    })
    .execute();
}

/** Due for a try: queued and its time has come, or claimed by a sender whose lease ran out. */
function claimable(now: string) {
  return (eb: ExpressionBuilder<Database, "whatsapp_outbox">): Expression<SqlBool> =>
    eb.or([
      eb.and([eb("status", "=", "queued"), eb("next_attempt_at", "<=", now)]),
      eb.and([eb("status", "=", "sending"), eb("locked_until", "<=", now)]),
    ]);
}

/** Claims up to `limit` due messages for one sender, each by a conditional update of its row. */
export async function claimDueWhatsAppMessages(
  db: Kysely<Database>,
  senderId: string,
  now: Date,
  policy: Pick<WhatsAppPolicy, "batchSize" | "leaseMs">,
): Promise<QueuedWhatsAppMessage[]> {
  const at = now.toISOString();
  const candidates = await db
    .selectFrom("whatsapp_outbox")
    .select("id")
    .where(claimable(at))
    .orderBy("next_attempt_at")
    .orderBy("id")
    .limit(policy.batchSize)
    .execute();
  const claimed: QueuedWhatsAppMessage[] = [];
  for (const { id } of candidates) {
    const row = await db
      .updateTable("whatsapp_outbox")
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

export async function markWhatsAppSent(
  db: Kysely<Database>,
  id: number,
  senderId: string,
  messageId: string,
  now: Date,
): Promise<void> {
  const at = now.toISOString();
  await db
    .updateTable("whatsapp_outbox")
    .set({
      status: "sent",
      sent_at: at,
      message_id: messageId,
      locked_by: null,
      locked_until: null,
      last_error: null,
      updated_at: at,
    })
    .where("id", "=", id)
    .where("locked_by", "=", senderId)
    .execute();
}

/** A message no try can send (no longer due, refused for good): failed at once, with why. */
export async function markWhatsAppFailed(
  db: Kysely<Database>,
  id: number,
  senderId: string,
  error: string,
  now: Date,
): Promise<void> {
  const at = now.toISOString();
  await db
    .updateTable("whatsapp_outbox")
    .set({ status: "failed", locked_by: null, locked_until: null, last_error: error.slice(0, 500), updated_at: at })
    .where("id", "=", id)
    .where("locked_by", "=", senderId)
    .execute();
}

/** After a failed try: queued again later, or failed once it has had its tries. */
export async function recordFailedWhatsAppAttempt(
  db: Kysely<Database>,
  row: Pick<QueuedWhatsAppMessage, "id" | "attempts">,
  senderId: string,
  error: string,
  now: Date,
  policy: WhatsAppPolicy,
): Promise<"queued" | "failed"> {
  const at = now.toISOString();
  const givingUp = row.attempts >= policy.maxAttempts;
  await db
    .updateTable("whatsapp_outbox")
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

/**
 * WhatsApp's webhook says a message it took could not be delivered: it is failed with WhatsApp's
 * reason, for the desk, and its button dies with it. Returns whether a message of ours was it.
 */
export async function markWhatsAppUndelivered(
  db: Kysely<Database>,
  messageId: string,
  problem: string | null,
  now: Date,
): Promise<boolean> {
  const changed = await db
    .updateTable("whatsapp_outbox")
    .set({
      status: "failed",
      last_error: `Not delivered: WhatsApp says ${problem ?? "it failed"}`.slice(0, 500),
      button_token_hash: null,
      button_token_expires_at: null,
      updated_at: now.toISOString(),
    })
    .where("message_id", "=", messageId)
    .where("status", "=", "sent")
    .executeTakeFirst();
  return Number(changed.numUpdatedRows) > 0;
}
