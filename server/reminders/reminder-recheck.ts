import type { Kysely } from "kysely";
import type { DatedStepId } from "~/shared/case-timeline/next-steps";
import type { IsoDate } from "~/shared/india-time";
import { caseFactsOf } from "../cases/case-deadline";
import { storedCase } from "../cases/case-view";
import type { Database, ReminderChannel } from "../db/schema";
import { isOpenCase } from "./reminder-consent";
import { isStillDue } from "./reminder-schedule";

// The check every reminder gets just before it goes, by e-mail or as a browser notification
// (docs/decisions/0069, 0074): the case still there and open, the reminders of its channel still
// on, and the reminder still one the schedule gives now (the step not done, its date not passed
// or moved, not night in India, a "tomorrow" still said the day before). The reason is what the
// desk sees on the mail or notification that was not sent.

export const staleReasons = {
  gone: "Not sent: the case is gone",
  closed: "Not sent: the case is closed",
  stopped: "Not sent: reminders were stopped",
  notPlanned: "Not sent: the reminder is no longer planned",
  notDue: "Not sent: no longer due (the step is done, its date moved or passed, or it is night in India)",
} as const;

/** A queued reminder's record, as case_reminder_sends and push_outbox hold it. */
export interface QueuedReminder {
  step_id: string;
  due_on: string;
  slot: "day_before" | "last_day" | "bank_time_up";
}

/** Why a queued reminder no longer goes, or undefined when it still does. */
export async function staleReminderOf(
  db: Kysely<Database>,
  submissionId: number,
  channel: ReminderChannel,
  reminder: QueuedReminder,
  now: Date,
): Promise<string | undefined> {
  const stored = await storedCase(db, submissionId);
  if (!stored) return staleReasons.gone;
  if (!isOpenCase(stored.row.status)) return staleReasons.closed;
  const consent = await db
    .selectFrom("case_reminder_consents")
    .select("status")
    .where("submission_id", "=", submissionId)
    .where("channel", "=", channel)
    .executeTakeFirst();
  if (consent?.status !== "on") return staleReasons.stopped;
  const key = { stepId: reminder.step_id as DatedStepId, dueOn: reminder.due_on as IsoDate, slot: reminder.slot };
  if (!isStillDue(caseFactsOf(stored.row, stored.progress), key, now)) return staleReasons.notDue;
  return undefined;
}
