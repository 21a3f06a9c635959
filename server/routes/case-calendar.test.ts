import ICAL from "ical.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { caseApiPaths } from "~/shared/routes";
import type { CaseView } from "~/shared/schemas/case";
import { dayInIndia } from "~/shared/india-time";
import { openTestCase } from "~/server/testing/case-session";
import { startTestApp, type TestApp } from "~/server/testing/test-app";
import { CASE_COOKIE_NAME } from "../cases/case-cookies";

// "Add the dates to my calendar" (docs/decisions/0067), on a clock fixed at 6 December 2026,
// 12:00 in India: one all-day event per step still to do by a date to come, on that date, with
// an alarm at 09:00 the day before; words that name no step and nothing the person typed; no
// secret; lines of at most 75 octets in Hindi too; only for the case's own session.

let clockNow = new Date("2026-12-06T06:30:00.000Z");
const DAY = 24 * 60 * 60 * 1000;

let testApp: TestApp;
beforeAll(async () => {
  testApp = await startTestApp({ clock: { now: () => clockNow } });
});
afterAll(async () => {
  await testApp.close();
});

/** A case of money taken two days ago, its words as typed; its session cookie. */
async function moneyTakenCase(): Promise<{ cookie: string; reference: string }> {
  return openTestCase(testApp, {
    name: "Meera Iyer",
    message: "HDFC took ₹18,500 from my account",
    payment_approval: "taken_without_approval",
    amount_lost: 18_500,
    incident_at: new Date(clockNow.getTime() - 2 * DAY).toISOString(),
    incident_time_unknown: 0,
  });
}

function download(cookie: string | undefined, query = "") {
  return testApp.app.inject({
    method: "GET",
    url: `${caseApiPaths.calendar}${query}`,
    cookies: cookie === undefined ? {} : { [CASE_COOKIE_NAME]: cookie },
  });
}

async function datedStepsToDo(cookie: string): Promise<CaseView["case"]["nextSteps"]> {
  const view = await testApp.app.inject({
    method: "GET",
    url: caseApiPaths.view,
    cookies: { [CASE_COOKIE_NAME]: cookie },
  });
  return view
    .json<CaseView>()
    .case.nextSteps.filter(
      (step) => step.state === "to do" && step.due !== null && Date.parse(step.due) > clockNow.getTime(),
    );
}

function eventsOf(calendar: string): ICAL.Event[] {
  const component = new ICAL.Component(ICAL.parse(calendar));
  return component.getAllSubcomponents("vevent").map((event) => new ICAL.Event(event));
}

describe("the case's calendar file", () => {
  it("has one all-day event on each date still to come, with an alarm at 09:00 the day before, and says only that a date is due", async () => {
    const { cookie, reference } = await moneyTakenCase();
    const answer = await download(cookie);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers["content-type"]).toBe("text/calendar; charset=utf-8");
    expect(answer.headers["content-disposition"]).toBe('attachment; filename="case-dates.ics"');
    expect(answer.headers["cache-control"]).toBe("no-store");

    const steps = await datedStepsToDo(cookie);
    expect(steps.length).toBeGreaterThan(0);
    const events = eventsOf(answer.body);
    expect(events.map((event) => event.startDate.toString()).sort()).toEqual(
      steps.map((step) => dayInIndia(new Date(step.due!))).sort(),
    );
    for (const event of events) {
      expect(event.startDate.isDate, "an all-day event").toBe(true);
      expect(event.summary).toBe("CyberHelp: a date on your case");
      const alarm = event.component.getFirstSubcomponent("valarm")!;
      expect(alarm.getFirstPropertyValue("trigger")!.toString()).toBe("-PT15H");
    }
    for (const leak of [reference, cookie, "Meera", "HDFC", "18,500", ...steps.map((step) => step.title)]) {
      expect(answer.body, leak).not.toContain(leak);
    }
  });

  it("keeps each event's UID between downloads, with a later SEQUENCE, so a calendar replaces the old events", async () => {
    const { cookie } = await moneyTakenCase();
    const first = eventsOf((await download(cookie)).body);
    clockNow = new Date(clockNow.getTime() + 5 * 60 * 1000);
    const second = eventsOf((await download(cookie)).body);
    expect(second.map((event) => event.uid)).toEqual(first.map((event) => event.uid));
    expect(second[0]!.sequence).toBeGreaterThan(first[0]!.sequence);
  });

  it("in Hindi, folds every line within 75 octets and reads back whole", async () => {
    const { cookie } = await moneyTakenCase();
    const answer = await download(cookie, "?language=hi");
    for (const line of answer.body.split("\r\n")) expect(Buffer.byteLength(line, "utf8")).toBeLessThanOrEqual(75);
    const [event] = eventsOf(answer.body);
    expect(event!.summary).toBe("CyberHelp: आपके केस की एक तारीख़");
    expect(event!.description).toContain("यह कैलेंडर फ़ाइल अपने-आप नहीं बदलती");
    expect(event!.description).toContain("/hi/case");
  });

  it("opens nothing without the case's session, and an unknown language is the case's own", async () => {
    expect((await download(undefined)).statusCode).toBe(401);
    expect((await download("not-a-session")).statusCode).toBe(401);
    const { cookie } = await moneyTakenCase();
    const [event] = eventsOf((await download(cookie, "?language=xx")).body);
    expect(event!.summary).toBe("CyberHelp: a date on your case");
  });
});
