import type { Kysely, Transaction } from "kysely";
import type { CaseFacts, DatedStepId } from "~/shared/case-timeline/next-steps";
import type { IsoDate } from "~/shared/india-time";
import { caseReminderWords } from "~/shared/case-reminder-words";
import type { LanguageCode } from "~/shared/language-codes";
import type { Database, ReminderChannel } from "../db/schema";
import { reminderKeyText, upcomingReminders, type PlannedReminder } from "./reminder-schedule";

// What a case's reminders have done and will do: the keys of those already queued (which the
// worker and the case page's list both leave out), and the list of those to come, channel by
// channel.

type Queryable = Kysely<Database> | Transaction<Database>;

/** The reminders of a case already queued on a channel, as reminderKeyText gives them. */
export async function queuedReminderKeys(
  db: Queryable,
  submissionId: number,
  channel: ReminderChannel,
): Promise<Set<string>> {
  const queued = await db
    .selectFrom("case_reminder_sends")
    .select(["step_id", "due_on", "slot"])
    .where("submission_id", "=", submissionId)
    .where("channel", "=", channel)
    .execute();
  return new Set(
    queued.map((row) =>
      reminderKeyText({ stepId: row.step_id as DatedStepId, dueOn: row.due_on as IsoDate, slot: row.slot }),
    ),
  );
}

/**
 * The reminders still to come for a case, in order, as they will go on `channel` (each channel
 * goes at the same times; one turned on later has fewer behind it).
 */
export async function plannedRemindersOf(
  db: Queryable,
  submissionId: number,
  channel: ReminderChannel,
  facts: CaseFacts,
  now: Date,
): Promise<PlannedReminder[]> {
  return upcomingReminders(facts, now, await queuedReminderKeys(db, submissionId, channel));
}

/**
 * What a reminder to come is about, as the case page lists it: the step as reminders name it,
 * and whether its date is the next day or that day. The step comes as the case view carries it.
 */
export function plannedReminderText(
  language: LanguageCode,
  reminder: { stepId: string; slot: PlannedReminder["slot"] },
): string {
  const words = caseReminderWords[language];
  if (reminder.slot === "bank_time_up") return words.planned.bankTimeUp;
  const steps: Record<string, string> = words.steps;
  const step = steps[reminder.stepId] ?? reminder.stepId;
  return reminder.slot === "day_before" ? words.planned.tomorrow(step) : words.planned.today(step);
}
