import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { adminApiPaths, type REPORT_SECTIONS } from "~/shared/routes";
import type { ReportData } from "~/shared/schemas/admin-replies";
import { seedSubmissions } from "~/server/testing/store-test-database";
import { signInAsAdmin, type AdminSession } from "~/server/testing/admin-session";
import { startTestApp, type TestApp } from "~/server/testing/test-app";
import { apiMessages } from "~/shared/messages/api";

// GET /api/admin/report?days=30|90 and each section's CSV, on a clock fixed at
// 10 January 2026, 12:00 in India.

const now = new Date("2026-01-10T06:30:00.000Z");

let testApp: TestApp;
let admin: AdminSession;
beforeAll(async () => {
  testApp = await startTestApp({ clock: { now: () => now } });
  admin = await signInAsAdmin(testApp);
});
afterAll(async () => {
  await testApp.close();
});
beforeEach(async () => {
  await testApp.db.deleteFrom("audit_log").execute();
  await testApp.db.deleteFrom("submissions").execute();
});

function get(url: string) {
  return testApp.app.inject({ method: "GET", url, headers: admin.headers });
}

async function report(query = ""): Promise<ReportData> {
  const response = await get(`${adminApiPaths.report}${query}`);
  expect(response.statusCode).toBe(200);
  return response.json<ReportData>();
}

describe("the report", () => {
  it("covers the last 30 India days by default, every day listed with zeros, every status listed", async () => {
    const data = await report();
    expect(data).toMatchObject({ days: 30, from: "2025-12-12", to: "2026-01-10", byState: [], byTopic: [] });
    expect(data.perDay).toHaveLength(30);
    expect(data.perDay.every((day) => day.help_request + day.contact_message + day.post_query === 0)).toBe(true);
    expect(data.byStatus).toEqual([
      { status: "new", count: 0 },
      { status: "in_progress", count: 0 },
      { status: "resolved", count: 0 },
      { status: "spam", count: 0 },
    ]);
  });

  it("takes a blank window as the default 30 days", async () => {
    expect((await report("?days=")).days).toBe(30);
  });

  it("covers 90 days when asked", async () => {
    const data = await report("?days=90");
    expect(data).toMatchObject({ days: 90, from: "2025-10-13", to: "2026-01-10" });
    expect(data.perDay).toHaveLength(90);
  });

  it.each(["7", "31", "365", "0", "ninety"])("refuses days=%s with 400", async (days) => {
    const response = await get(`${adminApiPaths.report}?days=${days}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      status: "error",
      message: apiMessages.invalidInput,
      errors: { days: expect.any(String) },
    });
  });

  it("counts a submission on its India day and in the state, topic and status sections", async () => {
    await seedSubmissions(testApp.db, [
      { kind: "post_query", state: "Bihar", status: "resolved", created_at: "2026-01-01T20:00:00.000Z" },
      { kind: "help_request", topic: "phishing-scam", created_at: "2026-01-01T18:00:00.000Z" },
    ]);
    const data = await report();
    expect(data.perDay.find((day) => day.date === "2026-01-02")).toEqual({
      date: "2026-01-02",
      help_request: 0,
      contact_message: 0,
      post_query: 1,
    });
    expect(data.perDay.find((day) => day.date === "2026-01-01")).toEqual({
      date: "2026-01-01",
      help_request: 1,
      contact_message: 0,
      post_query: 0,
    });
    expect(data.byState).toEqual([
      { state: "", count: 1 },
      { state: "Bihar", count: 1 },
    ]);
    expect(data.byTopic).toEqual([
      { topic: "", count: 1 },
      { topic: "phishing-scam", count: 1 },
    ]);
    expect(data.byStatus.find((entry) => entry.status === "resolved")?.count).toBe(1);
  });
});

describe("the report's CSVs", () => {
  beforeEach(async () => {
    await seedSubmissions(testApp.db, [
      { kind: "post_query", state: "Bihar", created_at: "2026-01-09T10:00:00.000Z" },
      { kind: "post_query", state: "Bihar", created_at: "2026-01-09T11:00:00.000Z" },
      { kind: "help_request", topic: "atm-scam", created_at: "2026-01-10T01:00:00.000Z" },
    ]);
  });

  async function csv(section: (typeof REPORT_SECTIONS)[number], query = "") {
    const response = await get(`${adminApiPaths.reportCsv(section)}${query}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(response.body.startsWith("\uFEFF")).toBe(true);
    return response;
  }

  it("per day: one row per day of the window with each form and the total", async () => {
    const response = await csv("per-day");
    expect(response.headers["content-disposition"]).toBe(
      'attachment; filename="cyberhelp-report-per-day-30-days-2026-01-10.csv"',
    );
    const lines = response.body.slice(1).split("\r\n");
    expect(lines[0]).toBe("Date,Request Help,Contact Us,Post Query,Total");
    expect(lines).toHaveLength(1 + 30 + 1); // header, 30 days, and the empty string after the last CRLF
    expect(lines[1]).toBe("2025-12-12,0,0,0,0");
    expect(lines[29]).toBe("2026-01-09,0,0,2,2");
    expect(lines[30]).toBe("2026-01-10,1,0,0,1");
  });

  it("by state, by topic and by status: exactly the rows the report shows", async () => {
    expect((await csv("by-state")).body).toBe("\uFEFFState,Count\r\nBihar,2\r\n,1\r\n");
    expect((await csv("by-topic")).body).toBe("\uFEFFTopic,Count\r\n,2\r\nATM Scam,1\r\n");
    expect((await csv("by-status", "?days=90")).body).toBe(
      "\uFEFFStatus,Count\r\nNew,3\r\nIn progress,0\r\nResolved,0\r\nSpam,0\r\n",
    );
  });

  it("response times and open cases by assignee: the figures the report shows, in words", async () => {
    await testApp.db.deleteFrom("submissions").execute();
    await seedSubmissions(testApp.db, [
      // Answered after 20 and 45 minutes: a median of 32.5, shown as 33 whole minutes.
      { created_at: "2026-01-09T10:00:00.000Z", first_response_at: "2026-01-09T10:20:00.000Z" },
      { created_at: "2026-01-09T10:00:00.000Z", first_response_at: "2026-01-09T10:45:00.000Z" },
      { created_at: "2026-01-09T10:00:00.000Z", response_due_at: "2026-01-09T11:00:00.000Z" },
      { created_at: "2026-01-09T10:00:00.000Z", status: "resolved" },
    ]);
    expect((await csv("response-times")).body).toBe(
      "\uFEFFMeasure,Value\r\n" +
        "Cases of the period with a first response,2\r\n" +
        "Median time to first response (minutes),33\r\n" +
        "Open cases overdue for a first response now,1\r\n",
    );
    expect((await csv("by-assignee")).body).toBe("\uFEFFAssigned to,Open cases\r\nUnassigned,3\r\n");
  });

  it("are recorded in the audit log with the section and the window", async () => {
    await csv("by-state", "?days=90");
    const [entry] = await testApp.db
      .selectFrom("audit_log")
      .selectAll()
      .where("action", "=", "report.exported")
      .execute();
    expect(entry).toMatchObject({ actor_user_id: admin.user.id, target_type: "report", target_id: "by-state" });
    expect(JSON.parse(entry?.detail ?? "")).toEqual({ days: 90, from: "2025-10-13", to: "2026-01-10" });
  });

  it("answer HEAD without recording an export", async () => {
    const response = await testApp.app.inject({
      method: "HEAD",
      url: adminApiPaths.reportCsv("by-state"),
      headers: admin.headers,
    });
    expect(response.statusCode).toBe(200);
    expect(
      await testApp.db.selectFrom("audit_log").selectAll().where("action", "=", "report.exported").execute(),
    ).toEqual([]);
  });

  it("refuse a window other than 30 or 90 days with 400, recording nothing", async () => {
    const response = await get(`${adminApiPaths.reportCsv("by-topic")}?days=60`);
    expect(response.statusCode).toBe(400);
    expect(
      await testApp.db.selectFrom("audit_log").selectAll().where("action", "=", "report.exported").execute(),
    ).toEqual([]);
  });
});
