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
import {
  claimDueWhatsAppMessages,
  markWhatsAppFailed,
  markWhatsAppSent,
  recordFailedWhatsAppAttempt,
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

export interface WhatsAppSender {
  /** Look for due messages now rather than at the next poll. */
  wake(): void;
  /** Stops polling and waits for the message being sent, if any. */
  stop(): Promise<void>;
  /** Resolves when the sender has nothing in hand (tests, shutdown). */
  idle(): Promise<void>;
}

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
  let stopped = false;
  let running: Promise<void> | null = null;
  let wakeAgain = false;

  /** The message to its number: WhatsApp's id for it, or why it was not sent (and whether to try again). */
  async function send(row: QueuedWhatsAppMessage): Promise<{ sent: string } | { error: string; final: boolean }> {
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
      return { sent: messageId };
    } catch (error) {
      // A message not sent leaves no button that works.
      await forgetButtonToken(db, row.id);
      if (error instanceof WhatsAppSendError) return { error: error.message, final: !error.retryable };
      throw error;
    }
  }

  async function sendDueMessages(): Promise<void> {
    while (!stopped) {
      const batch = await claimDueWhatsAppMessages(db, senderId, now(), policy);
      if (batch.length === 0) return;
      for (const row of batch) {
        const entry = { whatsAppMessageId: row.id, kind: row.kind, attempt: row.attempts };
        let outcome: Awaited<ReturnType<typeof send>>;
        try {
          outcome = await send(row);
        } catch (error) {
          outcome = { error: error instanceof Error ? error.message : String(error), final: false };
        }
        if ("sent" in outcome) {
          await markWhatsAppSent(db, row.id, senderId, outcome.sent, now());
          log.info(entry, "WhatsApp message sent");
        } else if (outcome.final) {
          await markWhatsAppFailed(db, row.id, senderId, outcome.error, now());
          log.info({ ...entry, reason: outcome.error }, "WhatsApp message not sent");
        } else {
          const result = await recordFailedWhatsAppAttempt(db, row, senderId, outcome.error, now(), policy);
          if (result === "failed") log.error({ ...entry, reason: outcome.error }, "WhatsApp message failed; giving up");
          else log.warn({ ...entry, reason: outcome.error }, "WhatsApp message not sent; will try again");
        }
      }
    }
  }

  function wake(): void {
    if (stopped) return;
    if (running) {
      wakeAgain = true;
      return;
    }
    running = sendDueMessages()
      .catch((error: unknown) => log.error({ err: error }, "WhatsApp sender could not read the WhatsApp outbox"))
      .finally(() => {
        running = null;
        if (wakeAgain) {
          wakeAgain = false;
          wake();
        }
      });
  }

  const timer = setInterval(wake, policy.pollIntervalMs);
  timer.unref();
  wake();

  return {
    wake,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
    async idle() {
      while (running) await running;
    },
  };
}
