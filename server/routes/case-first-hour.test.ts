import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { caseApiPaths } from "~/shared/routes";
import type { CaseView } from "~/shared/schemas/case";
import { openTestCase } from "~/server/testing/case-session";
import { startTestApp, type TestApp } from "~/server/testing/test-app";
import { CASE_COOKIE_NAME } from "../cases/case-cookies";

// The case page's first hours (docs/decisions/0059, 0060), on a clock fixed at 6 December 2026,
// 12:00 in India: when the money went, for the first hour's advice, and when the desk's first
// answer is due while it is awaited.

const now = new Date("2026-12-06T06:30:00.000Z");
const MINUTE = 60 * 1000;
const ago = (minutes: number) => new Date(now.getTime() - minutes * MINUTE).toISOString();

let testApp: TestApp;
beforeAll(async () => {
  testApp = await startTestApp({ clock: { now: () => now } });
});
afterAll(async () => {
  await testApp.close();
});

async function view(row: Parameters<typeof openTestCase>[1]): Promise<CaseView["case"]> {
  const { cookie } = await openTestCase(testApp, row);
  const response = await testApp.app.inject({
    method: "GET",
    url: caseApiPaths.view,
    cookies: { [CASE_COOKIE_NAME]: cookie },
  });
  expect(response.statusCode).toBe(200);
  return response.json<CaseView>().case;
}

describe("the case page's first hours", () => {
  it("says when the money went, from the time the person gave, while 72 hours have not passed", async () => {
    const paid = { payment_approval: "paid_myself" as const, amount_lost: 32_000, incident_time_unknown: 0 };
    expect((await view({ ...paid, incident_at: ago(70) })).firstHour).toEqual({ lostAt: ago(70), kind: "paid" });
    expect(
      (await view({ ...paid, payment_approval: "taken_without_approval", incident_at: ago(5) })).firstHour,
    ).toEqual({ lostAt: ago(5), kind: "taken" });
    expect((await view({ ...paid, incident_at: ago(73 * 60) })).firstHour).toBeNull();
    expect((await view({ ...paid, incident_at: ago(70), incident_time_unknown: 1 })).firstHour).toBeNull();
    expect((await view({ ...paid, payment_approval: "no_money_lost", incident_at: ago(70) })).firstHour).toBeNull();
  });

  it("says when the desk's first answer is due until it comes, and not after", async () => {
    const due = ago(-45);
    expect((await view({ response_due_at: due })).replyDueAt).toBe(due);
    expect((await view({ response_due_at: due, first_response_at: ago(1) })).replyDueAt).toBeNull();
    expect((await view({ response_due_at: due, status: "resolved" })).replyDueAt).toBeNull();
  });
});
