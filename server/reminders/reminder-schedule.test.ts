import { describe, expect, it } from "vitest";
import type { CaseFacts } from "~/shared/case-timeline/next-steps";
import { indiaDateTimeLocal, indiaInstant } from "~/shared/india-time";
import { isStillDue, planReminders, reminderKeyText, upcomingReminders, type DueReminder } from "./reminder-schedule";

// When reminders go (docs/decisions/0069), on a clock the tests set. Money taken without approval
// at noon on 4 December 2026 must be told to the bank by the end of 7 December (RBI's three days):
// its reminders are due at 18:00 India time on 6 December and at 09:00 on 7 December.

const taken: CaseFacts = {
  happenedAt: indiaInstant("2026-12-04", "12:00"),
  paymentApproval: "taken_without_approval",
  paidFrom: "bank_account",
};

const at = (day: string, time: string) => indiaInstant(day, time);
const keysOf = (due: readonly DueReminder[]) => new Set(due.map(reminderKeyText));
const slots = (due: readonly DueReminder[]) => due.map((reminder) => `${reminder.stepId} ${reminder.slot}`);

describe("a dated step's reminders", () => {
  it("are due at 18:00 India time the day before and at 09:00 on the last day, and not before", () => {
    const early = planReminders(taken, at("2026-12-05", "10:00"), new Set());
    expect(early.due).toEqual([]);
    expect(early.nextAt).toEqual(at("2026-12-06", "18:00"));

    expect(planReminders(taken, at("2026-12-06", "17:59"), new Set()).due).toEqual([]);
    const evening = planReminders(taken, at("2026-12-06", "18:00"), new Set());
    expect(slots(evening.due)).toEqual(["tell-bank day_before"]);
    expect(evening.due[0]!.dueOn).toBe("2026-12-07");

    const sent = keysOf(evening.due);
    const after = planReminders(taken, at("2026-12-06", "18:00"), sent);
    expect(after.due).toEqual([]);
    expect(after.nextAt).toEqual(at("2026-12-07", "09:00"));
    expect(planReminders(taken, at("2026-12-07", "08:30"), sent).due).toEqual([]);
    expect(slots(planReminders(taken, at("2026-12-07", "09:00"), sent).due)).toEqual(["tell-bank last_day"]);
  });

  it("with a window shorter than that, during the day: at once", () => {
    // Reminders turned on at 14:00 on the last day: nothing went the day before.
    expect(slots(planReminders(taken, at("2026-12-07", "14:00"), new Set()).due)).toEqual(["tell-bank last_day"]);
    // Turned on at 19:30 the day before: the day before's reminder goes at once.
    expect(slots(planReminders(taken, at("2026-12-06", "19:30"), new Set()).due)).toEqual(["tell-bank day_before"]);
  });

  it("with a window shorter than that, at night: at 08:00, one reminder and not two", () => {
    const night = planReminders(taken, at("2026-12-06", "22:00"), new Set());
    expect(night.due).toEqual([]);
    expect(night.nextAt).toEqual(at("2026-12-07", "08:00"));
    expect(planReminders(taken, at("2026-12-07", "07:59"), new Set()).due).toEqual([]);
    const morning = planReminders(taken, at("2026-12-07", "08:00"), new Set());
    expect(slots(morning.due)).toEqual(["tell-bank last_day"]);
    // That was the last day's: nothing more at 09:00.
    expect(planReminders(taken, at("2026-12-07", "09:00"), keysOf(morning.due)).due).toEqual([]);
  });

  it("sends nothing once the window has closed: after 21:00 on the last day, and after the date", () => {
    const late = planReminders(taken, at("2026-12-07", "21:00"), new Set());
    expect(late.due).toEqual([]);
    expect(late.nextAt).toBeNull();
    expect(planReminders(taken, at("2026-12-08", "09:00"), new Set()).due).toEqual([]);
  });

  it("never falls due between 21:00 and 08:00, whenever the worker looks, and goes exactly twice", () => {
    const queued = new Set<string>();
    const sentAt: string[] = [];
    for (
      let time = at("2026-12-05", "00:00").getTime();
      time < at("2026-12-09", "00:00").getTime();
      time += 5 * 60_000
    ) {
      const { due } = planReminders(taken, new Date(time), queued);
      for (const reminder of due) {
        queued.add(reminderKeyText(reminder));
        sentAt.push(`${indiaDateTimeLocal(new Date(time))} ${reminder.slot}`);
      }
    }
    expect(sentAt).toEqual(["2026-12-06T18:00 day_before", "2026-12-07T09:00 last_day"]);
  });

  it("follows the steps: a step done has none, and a changed fact moves them", () => {
    const told = { ...taken, toldBankAt: at("2026-12-05", "11:00") };
    expect(slots(planReminders(told, at("2026-12-06", "18:00"), new Set()).due)).toEqual([]);
    const later = { ...taken, happenedAt: indiaInstant("2026-12-05", "12:00") };
    expect(planReminders(later, at("2026-12-06", "18:00"), new Set()).due).toEqual([]);
    expect(slots(planReminders(later, at("2026-12-07", "18:00"), new Set()).due)).toEqual(["tell-bank day_before"]);
  });
});

describe("the check just before a send", () => {
  const dayBefore = { stepId: "tell-bank", dueOn: "2026-12-07", slot: "day_before" } as const;

  it("passes a reminder still due, on its own day, at a decent hour", () => {
    expect(isStillDue(taken, dayBefore, at("2026-12-06", "18:01"))).toBe(true);
    expect(isStillDue(taken, { ...dayBefore, slot: "last_day" }, at("2026-12-07", "20:59"))).toBe(true);
  });

  it("drops it once the step is done, at night, on another day than it speaks of, or once its date moved", () => {
    expect(isStillDue({ ...taken, toldBankAt: at("2026-12-06", "18:00") }, dayBefore, at("2026-12-06", "18:05"))).toBe(
      false,
    );
    expect(isStillDue(taken, dayBefore, at("2026-12-06", "21:00"))).toBe(false);
    expect(isStillDue(taken, dayBefore, at("2026-12-07", "09:30"))).toBe(false);
    const moved = { ...taken, happenedAt: indiaInstant("2026-12-05", "12:00") };
    expect(isStillDue(moved, dayBefore, at("2026-12-06", "18:05"))).toBe(false);
  });
});

describe("once the bank's time to answer has passed", () => {
  it("under the Ombudsman scheme, 30 days from telling the bank: one reminder from 09:00 the next day", () => {
    const told = { ...taken, toldBankAt: at("2026-12-04", "14:00") };
    // The bank's 30 days end with 3 January 2027.
    expect(planReminders(told, at("2027-01-03", "12:00"), new Set()).nextAt).toEqual(at("2027-01-04", "09:00"));
    const { due } = planReminders(told, at("2027-01-04", "09:00"), new Set());
    expect(due).toEqual([
      expect.objectContaining({ stepId: "ombudsman", slot: "bank_time_up", dueOn: "2027-01-03", bankDays: 30 }),
    ]);
    expect(planReminders(told, at("2027-01-05", "09:00"), keysOf(due)).due).toEqual([]);
    // Asked for at night, it waits for the morning.
    expect(planReminders(told, at("2027-01-04", "22:00"), new Set()).due).toEqual([]);
    expect(planReminders(told, at("2027-01-04", "22:00"), new Set()).nextAt).toEqual(at("2027-01-05", "08:00"));
  });

  it("for a fraud complaint on a 2027 transaction, after the bank's 45 days to decide", () => {
    const facts: CaseFacts = {
      happenedAt: at("2027-02-01", "12:00"),
      paymentApproval: "taken_without_approval",
      paidFrom: "bank_account",
      toldBankAt: at("2027-02-01", "14:00"),
    };
    expect(slots(planReminders(facts, at("2027-03-05", "09:00"), new Set()).due)).toEqual([]);
    const { due } = planReminders(facts, at("2027-03-19", "09:00"), new Set());
    expect(due).toEqual([
      expect.objectContaining({ stepId: "ombudsman", slot: "bank_time_up", dueOn: "2027-03-18", bankDays: 45 }),
    ]);
  });
});

describe("the reminders still to come, as the case page lists them", () => {
  it("are the day before's at 18:00 and the last day's at 09:00, in order, as the schedule will send them", () => {
    const planned = upcomingReminders(taken, at("2026-12-05", "10:00"), new Set());
    expect(planned.map((each) => [each.stepId, each.slot, indiaDateTimeLocal(each.at)])).toEqual([
      ["tell-bank", "day_before", "2026-12-06T18:00"],
      ["tell-bank", "last_day", "2026-12-07T09:00"],
    ]);
  });

  it("leave out what was already queued, and list nothing at night that would go at night", () => {
    const dayBefore = planReminders(taken, at("2026-12-06", "18:00"), new Set()).due;
    const planned = upcomingReminders(taken, at("2026-12-06", "18:30"), keysOf(dayBefore));
    expect(planned.map((each) => [each.slot, indiaDateTimeLocal(each.at)])).toEqual([["last_day", "2026-12-07T09:00"]]);
    for (const each of upcomingReminders(taken, at("2026-12-06", "22:00"), new Set())) {
      const time = indiaDateTimeLocal(each.at).slice(11, 16);
      expect(time >= "08:00" && time < "21:00").toBe(true);
    }
  });

  it("are none once the step is done, and none for a date that has passed", () => {
    const told = { ...taken, toldBankAt: at("2026-12-05", "09:00") };
    const afterTelling = upcomingReminders(told, at("2026-12-05", "10:00"), new Set());
    expect(afterTelling.some((each) => each.stepId === "tell-bank")).toBe(false);
    // After 7 December the bank's next window (the fourth to seventh day) is what is left to remind of.
    const later = upcomingReminders(taken, at("2026-12-08", "10:00"), new Set());
    expect(later.map((each) => [each.stepId, each.dueOn])).toEqual([
      ["tell-bank", "2026-12-11"],
      ["tell-bank", "2026-12-11"],
    ]);
  });
});
