import { randomUUID } from "node:crypto";
import type { FastifyBaseLogger } from "fastify";
import type { Kysely } from "kysely";
import { languageCode } from "~/shared/translations";
import { systemClock, type Clock } from "~/server/clock";
import { storedCase } from "~/server/cases/case-view";
import type { Database } from "~/server/db/schema";
import { isOpenCase } from "../reminder-consent";
import { staleReasons, staleReminderOf } from "../reminder-recheck";
import { sendTemplateMessage, WhatsAppSendError } from "./cloud-api";
import { buttonPayload, forgetButtonToken, mintButtonToken } from "./whatsapp-buttons";
import { whatsAppRecipient, type WhatsAppConfig } from "./whatsapp-config";
import { templateName } from "./whatsapp-messages";
import { sendDue, type SendOutcome } from "~/server/outbox/leased-outbox";
import { startPeriodicWork, type PeriodicWorker } from "~/server/outbox/periodic-worker";
import {
  whatsAppOutbox,
  whatsAppPolicy,
  type QueuedWhatsAppMessage,
  type WhatsAppPolicy,
} from "./whatsapp-outbox-store";

// Sends what the WhatsApp outbox holds (docs/decisions/0076), as the mail worker sends the
// outbox's mails: inside every server instance, woken when a confirmation or reminders are
// queued and every pollIntervalMs anyway (for retries, and for rows another instance queued).
// Each message is checked again just before it goes, a reminder as every channel's is
// (../reminder-recheck.ts), a confirmation for a consent still waiting for it, both for the case's
// number unchanged; then its button's token is minted and the template message handed to the
// Cloud API. A refusal that passes with time (a rate limit, a busy service, no answer) is tried
// again later; any other is final, and the token it carried forgotten.

/** Wakes to look for due messages; stops after the one being sent. */
export type WhatsAppSender = PeriodicWorker;

export interface WhatsAppSenderOptions {
  db: Kysely<Database>;
  log: FastifyBaseLogger;
  config: WhatsAppConfig;
  policy?: WhatsAppPolicy;
  clock?: Clock;
  senderId?: string;
}

/** Why a queued message no longer goes, as the desk sees it; undefined when it still does. */
async function staleMessageOf(
  db: Kysely<Database>,
  row: QueuedWhatsAppMessage,
  now: Date,
): Promise<string | undefined> {
  const stored = await storedCase(db, row.submission_id);
  if (!stored) return staleReasons.gone;
  if (!isOpenCase(stored.row.status)) return staleReasons.closed;
  if (whatsAppRecipient(stored.row.phone) !== row.recipient) return "Not sent: the case's phone number has changed";
  if (row.kind === "reminder") {
    if (row.step_id === null || row.due_on === null || row.slot === null) return staleReasons.notPlanned;
    return staleReminderOf(
      db,
      row.submission_id,
      "whatsapp",
      { ...row, step_id: row.step_id, due_on: row.due_on, slot: row.slot },
      now,
    );
  }
  const consent = await db
    .selectFrom("case_reminder_consents")
    .select("status")
    .where("submission_id", "=", row.submission_id)
    .where("channel", "=", "whatsapp")
    .executeTakeFirst();
  return consent?.status === "asked" ? undefined : "Not sent: reminders were stopped, or are on already";
}

export function startWhatsAppSender(options: WhatsAppSenderOptions): WhatsAppSender {
  const { db, log, config } = options;
  const policy = options.policy ?? whatsAppPolicy;
  const { now } = options.clock ?? systemClock;
  const senderId = options.senderId ?? randomUUID();
  /** The message to its number: WhatsApp's id for it, or why it was not sent (and whether to try again). */
  async function send(row: QueuedWhatsAppMessage): Promise<SendOutcome<"whatsapp_outbox">> {
    const stale = await staleMessageOf(db, row, now());
    if (stale !== undefined) return { error: stale, final: true };
    const token = await mintButtonToken(db, row, now());
    try {
      const messageId = await sendTemplateMessage(config, {
        to: row.recipient,
        template: templateName(config.templates, row.template),
        language: languageCode(row.language),
        bodyTexts: row.date_text === null ? [] : [row.date_text],
        buttonPayload: buttonPayload(row.kind, token),
      });
      return { sent: { message_id: messageId } };
    } catch (error) {
      // A message not sent leaves no button that works.
      await forgetButtonToken(db, row.id);
      if (error instanceof WhatsAppSendError) return { error: error.message, final: !error.retryable };
      throw error;
    }
  }

  return startPeriodicWork({
    intervalMs: policy.pollIntervalMs,
    work: (stopped) =>
      sendDue({
        db,
        outbox: whatsAppOutbox,
        senderId,
        now,
        policy,
        stopped,
        send,
        log,
        what: "WhatsApp message",
        logEntry: (row) => ({ whatsAppMessageId: row.id, kind: row.kind, attempt: row.attempts }),
      }),
    onError: (error) => log.error({ err: error }, "WhatsApp sender could not read the WhatsApp outbox"),
  });
}
