import type { Kysely, Transaction } from "kysely";
import { languageCode } from "~/shared/translations";
import { recordAudit, type AuditActor } from "~/server/audit/audit-log";
import type { Database } from "~/server/db/schema";
import { CASE_PAGE_ACTOR, isOpenCase, type ReminderChoice } from "../reminder-consent";
import { forgetButtonToken, forgetButtonTokensOfCase, messageOfButton, readButtonPayload } from "./whatsapp-buttons";
import { whatsAppRecipient } from "./whatsapp-config";
import { maskedNumber } from "./whatsapp-messages";
import { queueWhatsAppConfirmation } from "./whatsapp-outbox-store";
import type { ButtonReply } from "./webhook";

// Consent to WhatsApp reminders (docs/decisions/0076), given twice as e-mail's is: asked for on
// the case page (which only the case's owner opens), then confirmed on WhatsApp by the tap on
// "Yes, remind me" in the one template message that asking sends to the case's number. The tap
// counts only when its button's token is live and it comes from the number the message went to,
// which WhatsApp itself vouches for in the signed webhook call. Stopped from the case page or by
// "Stop reminders" on any reminder, which stops WhatsApp's reminders of that case and nothing else.

/** Asked again within this, no second message goes: the first is on its way. */
const ASK_AGAIN_AFTER_MS = 10 * 60 * 1000;

type Queryable = Kysely<Database> | Transaction<Database>;

const WHATSAPP_ACTOR: AuditActor = { id: null, name: "The person the case's number reaches on WhatsApp", email: "" };

async function consentOf(db: Queryable, submissionId: number) {
  return db
    .selectFrom("case_reminder_consents")
    .select(["status", "asked_at"])
    .where("submission_id", "=", submissionId)
    .where("channel", "=", "whatsapp")
    .executeTakeFirst();
}

export interface WhatsAppChoice {
  /** Offered: WhatsApp configured, the case open, with a number WhatsApp takes. */
  offered: boolean;
  status: ReminderChoice;
  /** The number masked, "+91••••••3210"; "" without one. */
  number: string;
}

/** The case page's view of WhatsApp reminders. */
export async function whatsAppChoiceOf(
  db: Queryable,
  submissionId: number,
  row: { status: string; phone: string },
  configured: boolean,
): Promise<WhatsAppChoice> {
  const recipient = whatsAppRecipient(row.phone);
  return {
    offered: configured && isOpenCase(row.status) && recipient !== null,
    status: (await consentOf(db, submissionId))?.status ?? "off",
    number: recipient === null ? "" : maskedNumber(recipient),
  };
}

export type WhatsAppAskOutcome = "asked" | "already_asked" | "already_on" | "closed" | "no_number";

/**
 * "Remind me on WhatsApp" on the case page: the consent waits for the tap, and the confirmation
 * is queued in the same transaction. A case that is closed, or has no number WhatsApp takes, gets
 * no reminders.
 */
export async function askForWhatsAppReminders(
  db: Kysely<Database>,
  submissionId: number,
  now: Date,
): Promise<WhatsAppAskOutcome> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom("submissions")
      .select(["phone", "language", "status"])
      .where("id", "=", submissionId)
      .executeTakeFirst();
    if (!row || !isOpenCase(row.status)) return "closed";
    const recipient = whatsAppRecipient(row.phone);
    if (recipient === null) return "no_number";
    const consent = await consentOf(trx, submissionId);
    if (consent?.status === "on") return "already_on";
    if (
      consent?.status === "asked" &&
      consent.asked_at !== null &&
      now.getTime() - Date.parse(consent.asked_at) < ASK_AGAIN_AFTER_MS
    ) {
      return "already_asked";
    }
    const at = now.toISOString();
    const values = { status: "asked" as const, asked_at: at, next_check_at: null, updated_at: at };
    await trx
      .insertInto("case_reminder_consents")
      .values({ submission_id: submissionId, channel: "whatsapp", ...values })
      .onConflict((conflict) => conflict.columns(["submission_id", "channel"]).doUpdateSet(values))
      .execute();
    await queueWhatsAppConfirmation(trx, submissionId, recipient, languageCode(row.language), now);
    return "asked";
  });
}

/** WhatsApp's reminders of the case stopped, in the caller's transaction: every button of them dies with them. */
async function stopInTransaction(
  trx: Transaction<Database>,
  submissionId: number,
  how: "case page" | "WhatsApp reply",
  now: Date,
): Promise<boolean> {
  const row = await trx.selectFrom("submissions").select("reference").where("id", "=", submissionId).executeTakeFirst();
  const before = await consentOf(trx, submissionId);
  await forgetButtonTokensOfCase(trx, submissionId);
  if (!row || !before || before.status === "off") return false;
  const at = now.toISOString();
  await trx
    .updateTable("case_reminder_consents")
    .set({ status: "off", stopped_at: at, next_check_at: null, updated_at: at })
    .where("submission_id", "=", submissionId)
    .where("channel", "=", "whatsapp")
    .execute();
  await recordAudit(trx, {
    actor: how === "case page" ? CASE_PAGE_ACTOR : WHATSAPP_ACTOR,
    action: "case_reminders.withdrawn",
    targetType: "submission",
    targetId: row.reference,
    detail: { channel: "whatsapp", how, was: before.status },
    now,
  });
  return true;
}

/** The case page's "Stop WhatsApp reminders". */
export async function stopWhatsAppFromCasePage(db: Kysely<Database>, submissionId: number, now: Date): Promise<void> {
  await db.transaction().execute((trx) => stopInTransaction(trx, submissionId, "case page", now));
}

export type TapOutcome = "turned_on" | "stopped" | "ignored";

/**
 * A tap on one of our buttons, as the signed webhook call reports it: "Yes, remind me" turns the
 * case's WhatsApp reminders on, once; "Stop reminders" stops them. Anything else changes nothing:
 * a payload we did not send, a token used, expired or stopped, a tap from another number.
 */
export async function answerButtonTap(db: Kysely<Database>, tap: ButtonReply, now: Date): Promise<TapOutcome> {
  const asked = readButtonPayload(tap.payload);
  if (!asked) return "ignored";
  return db.transaction().execute(async (trx) => {
    const message = await messageOfButton(trx, asked.purpose, asked.token, now);
    if (!message || message.recipient !== tap.from) return "ignored";
    if (asked.purpose === "stop") {
      return (await stopInTransaction(trx, message.submissionId, "WhatsApp reply", now)) ? "stopped" : "ignored";
    }
    await forgetButtonToken(trx, message.id);
    const at = now.toISOString();
    const turnedOn = await trx
      .updateTable("case_reminder_consents")
      .set({ status: "on", confirmed_at: at, stopped_at: null, next_check_at: at, updated_at: at })
      .where("submission_id", "=", message.submissionId)
      .where("channel", "=", "whatsapp")
      .where("status", "=", "asked")
      .executeTakeFirst();
    if (Number(turnedOn.numUpdatedRows) === 0) return "ignored";
    const row = await trx
      .selectFrom("submissions")
      .select("reference")
      .where("id", "=", message.submissionId)
      .executeTakeFirstOrThrow();
    await recordAudit(trx, {
      actor: WHATSAPP_ACTOR,
      action: "case_reminders.consented",
      targetType: "submission",
      targetId: row.reference,
      detail: { channel: "whatsapp", how: "WhatsApp reply" },
      now,
    });
    return "turned_on";
  });
}
