import type { FastifyBaseLogger } from "fastify";
import type { Kysely } from "kysely";
import type { Database } from "~/server/db/schema";
import { answerButtonTap } from "./whatsapp-consent";
import { markWhatsAppUndelivered } from "./whatsapp-outbox-store";
import { readWebhookEvents } from "./webhook";

// What a signed webhook call from WhatsApp changes (docs/decisions/0076): each tap on one of our
// buttons answered (reminders turned on or stopped), and each message WhatsApp says it could not
// deliver marked failed with its reason, for the desk. Statuses other than "failed" (sent,
// delivered, read) change nothing: the desk needs to know a reminder went, and that it did not.
// Every event is answered once whatever Meta repeats: a used token does nothing the second time.

export interface WebhookOutcome {
  turnedOn: number;
  stopped: number;
  undelivered: number;
}

export async function recordWebhookCall(
  db: Kysely<Database>,
  body: unknown,
  now: Date,
  log: FastifyBaseLogger,
): Promise<WebhookOutcome> {
  const { replies, statuses } = readWebhookEvents(body);
  const outcome: WebhookOutcome = { turnedOn: 0, stopped: 0, undelivered: 0 };
  for (const reply of replies) {
    const answered = await answerButtonTap(db, reply, now);
    if (answered === "turned_on") outcome.turnedOn++;
    else if (answered === "stopped") outcome.stopped++;
    // The tap's number and payload are not logged: a number is personal, a payload a token.
    else log.info("WhatsApp button tap ignored: not a live button of ours, or not from its number");
  }
  for (const status of statuses) {
    if (status.status !== "failed") continue;
    if (await markWhatsAppUndelivered(db, status.messageId, status.problem, now)) outcome.undelivered++;
  }
  return outcome;
}
