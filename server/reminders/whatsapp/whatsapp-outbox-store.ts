import type { Kysely, Selectable, Transaction } from "kysely";
import type { LanguageCode } from "~/shared/language-codes";
import type { Database, WhatsAppOutboxTable } from "~/server/db/schema";
import { leasedOutbox } from "~/server/outbox/leased-outbox";
import type { DueReminder } from "../reminder-schedule";
import type { WhatsAppReminder } from "./whatsapp-messages";

// The WhatsApp outbox (docs/decisions/0076), the mail outbox's pattern (docs/decisions/0007) for
// template messages: a row written in the transaction that asks for it (the confirmation) or
// records the reminder, then queued -> sending -> sent, or back to queued with a later
// next_attempt_at after a failed try, or failed once no try can send it or the tries are spent,
// claimed with a lease as every outbox's rows are (server/outbox/leased-outbox.ts). A table of
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

/** Claims, marks and retries the WhatsApp outbox's rows (server/outbox/leased-outbox.ts). */
export const whatsAppOutbox = leasedOutbox("whatsapp_outbox");

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
