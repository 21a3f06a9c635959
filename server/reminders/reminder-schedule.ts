import { nextSteps, type CaseFacts, type NextStep, type DatedStepId } from "~/shared/case-timeline/next-steps";
import {
  addCalendarDays,
  dayInIndia,
  endOfIndiaDay,
  indiaDateTimeLocal,
  indiaInstant,
  startOfIndiaDay,
  type IsoDate,
} from "~/shared/india-time";
import { OMBUDSMAN_2026_WINDOWS } from "~/shared/legal-rules/rbi";

// When a case's reminders go (docs/decisions/0069), from the same next steps the case page shows,
// so a changed rule, fact or step changes them. For each step that is the victim's to do and has
// a date: at 18:00 India time the day before and at 09:00 on the last day. A window shorter than
// that: at once if between 08:00 and 21:00, otherwise at 08:00, unless the window has closed (then
// nothing). Never between 21:00 and 08:00. Once the bank's time to answer has passed, one
// reminder says the Ombudsman can be asked now.
//
// Pure: given the facts, the time and the reminders already queued, it says which are due now
// and when to look again. The worker and the mail worker's check before a send both ask it.

type ReminderSlot = "day_before" | "last_day" | "bank_time_up";

/** A reminder's identity: each is queued at most once (case_reminder_sends' primary key). */
export interface ReminderKey {
  stepId: DatedStepId;
  /** The step's last day in India; for the bank's-time-is-up reminder, the bank's last day. */
  dueOn: IsoDate;
  slot: ReminderSlot;
}

export interface DueReminder extends ReminderKey {
  /** The step's deadline; for the bank's-time-is-up reminder, the Ombudsman's. */
  due: Date;
  /** For the bank's-time-is-up reminder, the days the bank had to answer. */
  bankDays?: number;
}

/** The hours of India's day a reminder may go in: from 08:00 until 21:00. */
const DAY_STARTS = "08:00";
const NIGHT_STARTS = "21:00";
const DAY_BEFORE_AT = "18:00";
const LAST_DAY_AT = "09:00";

export function reminderKeyText(key: ReminderKey): string {
  return `${key.stepId}|${key.dueOn}|${key.slot}`;
}

/** Whether it is between 08:00 and 21:00 in India. */
function isDecentHour(now: Date): boolean {
  const time = indiaDateTimeLocal(now).slice(11, 16);
  return time >= DAY_STARTS && time < NIGHT_STARTS;
}

/** The next 08:00 in India at or after `now`. */
function nextMorning(now: Date): Date {
  const today = indiaInstant(dayInIndia(now), DAY_STARTS);
  return today.getTime() >= now.getTime() ? today : indiaInstant(addCalendarDays(dayInIndia(now), 1), DAY_STARTS);
}

interface StepPlan {
  due?: DueReminder;
  /** When this step may next have a reminder due, if it may. */
  next?: Date;
}

/** A dated step of the victim's: which of its two reminders is due now, or when one may be. */
function planDatedStep(step: NextStep & { due: Date }, now: Date, queued: ReadonlySet<string>): StepPlan {
  const lastDay = dayInIndia(step.due);
  const dayBefore = addCalendarDays(lastDay, -1);
  // A step with a date is never a kind of harm's, whose steps have none (shared/case-timeline/harm-steps.ts).
  const key = (slot: ReminderSlot): ReminderKey => ({ stepId: step.id as DatedStepId, dueOn: lastDay, slot });
  const has = (slot: ReminderSlot) => queued.has(reminderKeyText(key(slot)));
  if (has("last_day")) return {};
  const at = now.getTime();
  const dayBeforeAt = indiaInstant(dayBefore, DAY_BEFORE_AT);
  if (at < dayBeforeAt.getTime()) return { next: dayBeforeAt };
  // Once the day before's reminder went, the last day's waits for 09:00; without it (the window
  // opened too late for 18:00 the day before), the first decent hour of the last day will do.
  const lastDayAt = has("day_before") ? indiaInstant(lastDay, LAST_DAY_AT) : indiaInstant(lastDay, DAY_STARTS);
  if (at < startOfIndiaDay(lastDay).getTime()) {
    if (!has("day_before") && at < indiaInstant(dayBefore, NIGHT_STARTS).getTime()) {
      return { due: { ...key("day_before"), due: step.due }, next: indiaInstant(lastDay, LAST_DAY_AT) };
    }
    return { next: lastDayAt };
  }
  if (at < lastDayAt.getTime()) return { next: lastDayAt };
  if (at < indiaInstant(lastDay, NIGHT_STARTS).getTime()) return { due: { ...key("last_day"), due: step.due } };
  return {};
}

/**
 * The bank's time to answer the victim's complaint: 45 days for a fraud complaint decided by RBI's
 * 2027 directions (the bank's decision step), else the Ombudsman scheme's 30 days from the day the
 * bank was told. Undefined until the bank is told.
 */
function bankTimeEnds(facts: CaseFacts, steps: readonly NextStep[]): { ends: Date; days: number } | undefined {
  const decision = steps.find((step) => step.id === "bank-decision" && step.due !== null);
  if (decision?.due && decision.rule?.window) return { ends: decision.due, days: decision.rule.window.days };
  if (!facts.toldBankAt) return undefined;
  const days = OMBUDSMAN_2026_WINDOWS.bankReplyDays;
  return { ends: endOfIndiaDay(addCalendarDays(dayInIndia(facts.toldBankAt), days)), days };
}

/** "What you can do now": once, from 09:00 the day after the bank's time ended, while the Ombudsman's date is ahead. */
function planBankTimeUp(
  facts: CaseFacts,
  steps: readonly NextStep[],
  now: Date,
  queued: ReadonlySet<string>,
): StepPlan {
  const ombudsman = steps.find((step) => step.id === "ombudsman" && step.state === "to do");
  if (!ombudsman?.due || ombudsman.due.getTime() <= now.getTime()) return {};
  const bank = bankTimeEnds(facts, steps);
  if (!bank) return {};
  const key: ReminderKey = { stepId: "ombudsman", dueOn: dayInIndia(bank.ends), slot: "bank_time_up" };
  if (queued.has(reminderKeyText(key))) return {};
  const from = indiaInstant(addCalendarDays(key.dueOn, 1), LAST_DAY_AT);
  if (now.getTime() < from.getTime()) return { next: from };
  if (!isDecentHour(now)) return { next: nextMorning(now) };
  return { due: { ...key, due: ombudsman.due, bankDays: bank.days } };
}

export interface ReminderPlan {
  /** Due now: to queue. */
  due: DueReminder[];
  /** When the next may fall due, as the facts stand; null when none can. */
  nextAt: Date | null;
}

/** The case's reminders at `now`, given those already queued (their reminderKeyText). */
export function planReminders(facts: CaseFacts, now: Date, queued: ReadonlySet<string>): ReminderPlan {
  const steps = nextSteps(facts, now);
  const plans: StepPlan[] = [];
  for (const step of steps) {
    if (step.state !== "to do" || step.due === null || step.due.getTime() <= now.getTime()) continue;
    plans.push(planDatedStep({ ...step, due: step.due }, now, queued));
  }
  plans.push(planBankTimeUp(facts, steps, now, queued));
  const due = plans.flatMap((plan) => (plan.due ? [plan.due] : []));
  const nexts = plans.flatMap((plan) => (plan.next ? [plan.next.getTime()] : []));
  return { due, nextAt: nexts.length > 0 ? new Date(Math.min(...nexts)) : null };
}

/**
 * The check just before a send: is this reminder still one the schedule gives now? The step is
 * still to do with the same last day, the date has not passed, it is not night, and a mail that
 * says "tomorrow" or "today" is still sent on that day. (Whether the case is open and the consent
 * on is the caller's to check.)
 */
export function isStillDue(facts: CaseFacts, key: ReminderKey, now: Date): boolean {
  if (!isDecentHour(now)) return false;
  const today = dayInIndia(now);
  if (key.slot === "day_before" && today !== addCalendarDays(key.dueOn, -1)) return false;
  if (key.slot === "last_day" && today !== key.dueOn) return false;
  // Asked without this reminder among those queued, the plan gives it again exactly when it is still due.
  const { due } = planReminders(facts, now, new Set());
  if (key.slot === "bank_time_up") {
    return due.some((each) => each.slot === "bank_time_up" && each.dueOn === key.dueOn);
  }
  const steps = nextSteps(facts, now);
  return steps.some(
    (step) =>
      step.id === key.stepId &&
      step.state === "to do" &&
      step.due !== null &&
      step.due.getTime() > now.getTime() &&
      dayInIndia(step.due) === key.dueOn,
  );
}

/** A reminder the schedule will give, as the facts stand now. */
export interface PlannedReminder extends DueReminder {
  /** When it goes: now, for one due already. */
  at: Date;
}

/** The most the case page lists: two for each of a few dated steps, and the bank's-time-is-up one. */
const PLANNED_MAX = 8;

/**
 * The reminders still to come, in order, as the case page lists them: the schedule itself asked
 * at each time it gives next, as the worker asks it, with each reminder counted as queued once
 * it is due. So the list is what will go if nothing changes, and a step done, a fact changed or a
 * rule changed changes it exactly as it changes the sends.
 */
export function upcomingReminders(facts: CaseFacts, now: Date, queued: ReadonlySet<string>): PlannedReminder[] {
  const planned: PlannedReminder[] = [];
  const counted = new Set(queued);
  let at: Date | null = now;
  // Each round either queues at least one reminder or moves the clock on to a later time.
  for (let round = 0; at !== null && planned.length < PLANNED_MAX && round < PLANNED_MAX * 4; round++) {
    const plan = planReminders(facts, at, counted);
    for (const reminder of plan.due) {
      planned.push({ ...reminder, at });
      counted.add(reminderKeyText(reminder));
    }
    if (plan.due.length === 0) at = plan.nextAt !== null && plan.nextAt.getTime() > at.getTime() ? plan.nextAt : null;
  }
  return planned.slice(0, PLANNED_MAX);
}
