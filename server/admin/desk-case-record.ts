import type { Kysely } from "kysely";
import type { SubmissionDetail } from "~/shared/schemas/admin-replies";
import type { DeskCaseProgress, DeskCaseReminders } from "~/shared/schemas/desk-case-record";
import { DEFAULT_LANGUAGE } from "~/shared/languages";
import type { Database } from "../db/schema";
import { listCaseTransactions, totalPaise } from "../cases/case-transactions";
import { storedCaseProgress } from "../cases/case-view";
import { plannedReminderText } from "../reminders/reminder-plan";

// What the person entered on their case page, for the desk's detail of the case: read with the
// case page's own readers (server/cases/), so both show the same rows.

type DeskCaseRecord = Pick<SubmissionDetail, "transactions" | "transactionsTotalPaise" | "progress" | "reminders">;

/** A case's transactions with their total, its progress and its reminders: one query each. */
export async function deskCaseRecord(db: Kysely<Database>, submissionId: number): Promise<DeskCaseRecord> {
  const transactions = await listCaseTransactions(db, submissionId);
  const progress = await storedCaseProgress(db, submissionId);
  return {
    transactions,
    transactionsTotalPaise: totalPaise(transactions),
    progress: progress === undefined ? null : toDeskCaseProgress(progress),
    reminders: await deskCaseReminders(db, submissionId),
  };
}

/** What the outbox's states mean for a reminder: the desk needs only whether it went. */
const SEND_STATUS = { queued: "waiting", sending: "waiting", sent: "sent", failed: "failed" } as const;

/** The case's latest WhatsApp confirmation and what became of it (docs/decisions/0076). */
async function latestWhatsAppConfirmation(db: Kysely<Database>, submissionId: number) {
  const row = await db
    .selectFrom("whatsapp_outbox")
    .select(["status", "sent_at", "last_error"])
    .where("submission_id", "=", submissionId)
    .where("kind", "=", "confirm")
    .orderBy("id", "desc")
    .limit(1)
    .executeTakeFirst();
  return row === undefined ? null : { status: SEND_STATUS[row.status], sentAt: row.sent_at, lastError: row.last_error };
}

/**
 * The reminders' channels and every reminder queued, with its mail's or WhatsApp message's state
 * (docs/decisions/0069, 0076).
 */
async function deskCaseReminders(db: Kysely<Database>, submissionId: number): Promise<DeskCaseReminders> {
  const channels = await db
    .selectFrom("case_reminder_consents")
    .select(["channel", "status", "asked_at", "confirmed_at", "stopped_at"])
    .where("submission_id", "=", submissionId)
    .orderBy("channel")
    .execute();
  const sends = await db
    .selectFrom("case_reminder_sends")
    .leftJoin("mail_outbox", "mail_outbox.id", "case_reminder_sends.mail_id")
    // A WhatsApp reminder's one message, by the reminder's key.
    .leftJoin("whatsapp_outbox", (join) =>
      join
        .on("case_reminder_sends.channel", "=", "whatsapp")
        .onRef("whatsapp_outbox.submission_id", "=", "case_reminder_sends.submission_id")
        .onRef("whatsapp_outbox.step_id", "=", "case_reminder_sends.step_id")
        .onRef("whatsapp_outbox.due_on", "=", "case_reminder_sends.due_on")
        .onRef("whatsapp_outbox.slot", "=", "case_reminder_sends.slot"),
    )
    .select([
      "case_reminder_sends.channel",
      "case_reminder_sends.step_id",
      "case_reminder_sends.slot",
      "case_reminder_sends.due_on",
      "case_reminder_sends.queued_at",
      "mail_outbox.status",
      "mail_outbox.sent_at",
      "mail_outbox.last_error",
      "whatsapp_outbox.status as whatsapp_status",
      "whatsapp_outbox.sent_at as whatsapp_sent_at",
      "whatsapp_outbox.last_error as whatsapp_last_error",
    ])
    .where("case_reminder_sends.submission_id", "=", submissionId)
    .orderBy("case_reminder_sends.queued_at", "desc")
    .orderBy("case_reminder_sends.due_on", "desc")
    .execute();
  const notifications = await pushStatesOf(db, submissionId);
  const confirmation = channels.some((row) => row.channel === "whatsapp")
    ? await latestWhatsAppConfirmation(db, submissionId)
    : null;
  return {
    channels: channels.map((row) => ({
      channel: row.channel,
      status: row.status,
      askedAt: row.asked_at,
      confirmedAt: row.confirmed_at,
      stoppedAt: row.stopped_at,
      confirmation: row.channel === "whatsapp" ? confirmation : null,
    })),
    sends: sends.map((row) => {
      // A notification goes to each of the case's browsers: its rows are in the push outbox. A
      // WhatsApp message has its own outbox; an e-mail is the mail outbox's row.
      const sent =
        row.channel === "whatsapp"
          ? { status: row.whatsapp_status, sentAt: row.whatsapp_sent_at, lastError: row.whatsapp_last_error }
          : { status: row.status, sentAt: row.sent_at, lastError: row.last_error };
      const state =
        row.channel === "push"
          ? (notifications.get(`${row.step_id}|${row.due_on}|${row.slot}`) ?? NO_BROWSER)
          : {
              status: sent.status === null ? ("waiting" as const) : SEND_STATUS[sent.status],
              sentAt: sent.sentAt,
              lastError: sent.lastError,
            };
      return {
        channel: row.channel,
        what: plannedReminderText(DEFAULT_LANGUAGE, { stepId: row.step_id, slot: row.slot }),
        queuedAt: row.queued_at,
        ...state,
      };
    }),
  };
}

type SendState = Pick<DeskCaseReminders["sends"][number], "status" | "sentAt" | "lastError">;

/** A notification queued for no browser (the case's last one had gone): nothing went. */
const NO_BROWSER: SendState = {
  status: "failed",
  sentAt: null,
  lastError: "Not sent: no browser had notifications on",
};

/**
 * Each browser notification reminder's state over the case's browsers, by its key: sent once it
 * reached one browser (when it first did), waiting while one is still to try, else failed, with
 * the first browser's reason.
 */
async function pushStatesOf(db: Kysely<Database>, submissionId: number): Promise<Map<string, SendState>> {
  const rows = await db
    .selectFrom("push_outbox")
    .select(["step_id", "due_on", "slot", "status", "sent_at", "last_error"])
    .where("submission_id", "=", submissionId)
    .orderBy("id")
    .execute();
  const byKey = new Map<string, typeof rows>();
  for (const row of rows) {
    const key = `${row.step_id}|${row.due_on}|${row.slot}`;
    byKey.set(key, [...(byKey.get(key) ?? []), row]);
  }
  const states = new Map<string, SendState>();
  for (const [key, browsers] of byKey) {
    const sent = browsers.flatMap((row) => (row.status === "sent" && row.sent_at !== null ? [row.sent_at] : [])).sort();
    if (sent.length > 0) states.set(key, { status: "sent", sentAt: sent[0]!, lastError: null });
    else if (browsers.some((row) => row.status !== "failed"))
      states.set(key, { status: "waiting", sentAt: null, lastError: null });
    else states.set(key, { status: "failed", sentAt: null, lastError: browsers[0]?.last_error ?? null });
  }
  return states;
}

function toDeskCaseProgress(row: NonNullable<Awaited<ReturnType<typeof storedCaseProgress>>>): DeskCaseProgress {
  return {
    helplineCalledAt: row.helpline_called_at,
    helplineAcknowledgement: row.helpline_acknowledgement,
    portalComplaintFinished: row.portal_complaint_finished === 1,
    bankToldAt: row.bank_told_at,
    bankReference: row.bank_reference,
    bankRepliedOn: row.bank_replied_on,
    bankName: row.bank_name,
    harm: row.harm,
    personIsMinor: row.person_is_minor,
  };
}
