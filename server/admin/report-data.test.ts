import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { loadReport } from "./report-data";
import { loadDashboard } from "./dashboard-data";
import { openStoreTestDatabase, seedSubmissions, type StoreTestDatabase } from "../testing/store-test-database";

// The Report and the dashboard's figures against a real database (SQLite, or PostgreSQL with TEST_DATABASE_URL).

let store: StoreTestDatabase;
beforeAll(async () => {
  store = await openStoreTestDatabase();
});
afterAll(async () => {
  await store?.close();
});
beforeEach(async () => {
  await store.db.deleteFrom("submissions").execute();
});

// 10 January 2026, 12:00 in India.
const now = new Date("2026-01-10T06:30:00.000Z");

describe("the report", () => {
  it("lists every India day of the window oldest first, zeros included", async () => {
    const report = await loadReport(store.db, 30, now);
    expect(report).toMatchObject({ days: 30, from: "2025-12-12", to: "2026-01-10" });
    expect(report.perDay).toHaveLength(30);
    expect(report.perDay[0]).toEqual({ date: "2025-12-12", help_request: 0, contact_message: 0, post_query: 0 });
    expect(report.perDay.at(-1)?.date).toBe("2026-01-10");
    expect((await loadReport(store.db, 90, now)).perDay).toHaveLength(90);
  });

  it("counts a submission on the India day it was sent", async () => {
    await seedSubmissions(store.db, [
      { kind: "post_query", created_at: "2026-01-01T20:00:00.000Z" }, // 2 January in India
      { kind: "post_query", created_at: "2026-01-01T18:29:59.999Z" }, // still 1 January in India
      { kind: "help_request", created_at: "2026-01-02T10:00:00.000Z" },
    ]);
    const report = await loadReport(store.db, 30, now);
    const day = (date: string) => report.perDay.find((entry) => entry.date === date);
    expect(day("2026-01-01")).toEqual({ date: "2026-01-01", help_request: 0, contact_message: 0, post_query: 1 });
    expect(day("2026-01-02")).toEqual({ date: "2026-01-02", help_request: 1, contact_message: 0, post_query: 1 });
  });

  it("leaves out what falls before the window or after today", async () => {
    await seedSubmissions(store.db, [
      { created_at: "2025-12-11T18:29:59.999Z" }, // 11 December in India: one day too early
      { created_at: "2025-12-11T18:30:00.000Z" }, // 12 December in India: the first day
      { created_at: "2026-01-10T18:30:00.000Z" }, // 11 January in India: tomorrow
    ]);
    const report = await loadReport(store.db, 30, now);
    expect(report.perDay.reduce((sum, day) => sum + day.help_request, 0)).toBe(1);
    expect(report.perDay[0]?.help_request).toBe(1);
  });

  it("counts by state (union territories too), by topic and by every status, most first, '' for none", async () => {
    const at = "2026-01-05T10:00:00.000Z";
    await seedSubmissions(store.db, [
      { kind: "post_query", state: "Kerala", status: "resolved", created_at: at },
      { kind: "post_query", state: "Kerala", created_at: at },
      { kind: "post_query", state: "Ladakh", created_at: at },
      { kind: "help_request", topic: "atm-scam", created_at: at },
    ]);
    const report = await loadReport(store.db, 30, now);
    expect(report.byState).toEqual([
      { state: "Kerala", count: 2 },
      { state: "", count: 1 },
      { state: "Ladakh", count: 1 },
    ]);
    expect(report.byTopic).toEqual([
      { topic: "", count: 3 },
      { topic: "atm-scam", count: 1 },
    ]);
    expect(report.byStatus).toEqual([
      { status: "new", count: 3 },
      { status: "in_progress", count: 0 },
      { status: "resolved", count: 1 },
      { status: "spam", count: 0 },
    ]);
  });
});

describe("the dashboard", () => {
  it("counts each kind, zero included, and greets the admin by name", async () => {
    await seedSubmissions(store.db, [
      { kind: "post_query", created_at: "2026-01-01T10:00:00.000Z" },
      { kind: "post_query", created_at: "2026-01-01T10:00:00.000Z" },
      { kind: "help_request", created_at: "2026-01-01T10:00:00.000Z" },
    ]);
    const dashboard = await loadDashboard(store.db, "Desk Admin", 1_000_000, true);
    expect(dashboard.name).toBe("Desk Admin");
    expect(dashboard.counts).toEqual({ post_query: 2, help_request: 1, contact_message: 0 });
  });

  it("shows at most 5 recent submissions, newest first, across the three forms, only those with content", async () => {
    const references = await seedSubmissions(store.db, [
      { kind: "post_query", name: "One", created_at: "2026-01-01T10:00:00.000Z" },
      { kind: "help_request", name: "Two", message: "My query", created_at: "2026-01-02T10:00:00.000Z" },
      { kind: "contact_message", name: "Three", created_at: "2026-01-03T10:00:00.000Z" },
      { kind: "post_query", name: "", email: "", subject: "Only a subject", created_at: "2026-01-04T10:00:00.000Z" },
      { kind: "help_request", name: "Five", created_at: "2026-01-05T10:00:00.000Z" },
      {
        kind: "contact_message",
        name: "",
        email: "",
        subject: "",
        message: "",
        created_at: "2026-01-07T10:00:00.000Z",
      },
      { kind: "contact_message", name: "Six", created_at: "2026-01-06T10:00:00.000Z" },
    ]);
    const { recent } = await loadDashboard(store.db, "Desk Admin", 1_000_000, true);
    expect(recent.map((entry) => entry.reference)).toEqual([
      references[6],
      references[4],
      references[3],
      references[2],
      references[1],
    ]);
    expect(recent[4]).toMatchObject({ kind: "help_request", name: "Two", message: "My query" });
  });
});

describe("the report's response times (docs/decisions/0034)", () => {
  const arrived = "2026-01-05T10:00:00.000Z";
  /** A case of the period answered `minutes` after it arrived. */
  const answeredAfter = (minutes: number) => ({
    created_at: arrived,
    first_response_at: new Date(Date.parse(arrived) + minutes * 60_000).toISOString(),
  });

  it("gives the median time to a first response over an odd count of answered cases", async () => {
    await seedSubmissions(store.db, [answeredAfter(90), answeredAfter(5), answeredAfter(30), { created_at: arrived }]);
    const { responseTimes } = await loadReport(store.db, 30, now);
    expect(responseTimes).toMatchObject({ answered: 3, medianFirstResponseMinutes: 30 });
  });

  it("gives the mean of the two middle times over an even count", async () => {
    await seedSubmissions(store.db, [answeredAfter(600), answeredAfter(10), answeredAfter(45), answeredAfter(20)]);
    const { responseTimes } = await loadReport(store.db, 30, now);
    expect(responseTimes).toMatchObject({ answered: 4, medianFirstResponseMinutes: 32.5 });
  });

  it("counts only the period's cases, and has no median when none was answered", async () => {
    await seedSubmissions(store.db, [
      { created_at: "2025-11-01T10:00:00.000Z", first_response_at: "2025-11-01T10:05:00.000Z" },
      { created_at: arrived },
    ]);
    const { responseTimes } = await loadReport(store.db, 30, now);
    expect(responseTimes).toMatchObject({ answered: 0, medianFirstResponseMinutes: null });
  });

  it("counts the open cases now past their target with no first response, and no other", async () => {
    const passed = "2026-01-10T06:00:00.000Z";
    await seedSubmissions(store.db, [
      { created_at: arrived, response_due_at: passed },
      { created_at: arrived, response_due_at: passed, status: "in_progress" },
      // Arrived before the period: still overdue now.
      { created_at: "2025-10-01T10:00:00.000Z", response_due_at: "2025-10-01T11:00:00.000Z" },
      { created_at: arrived, response_due_at: "2026-01-10T07:00:00.000Z" },
      { created_at: arrived, response_due_at: passed, first_response_at: "2026-01-10T06:10:00.000Z" },
      { created_at: arrived, response_due_at: passed, status: "resolved" },
      { created_at: arrived, response_due_at: passed, status: "spam" },
    ]);
    expect((await loadReport(store.db, 30, now)).responseTimes.overdueNow).toBe(3);
  });

  it("counts the open cases by who has them, nobody included, most first", async () => {
    const member = (name: string) => ({
      name,
      email: `${name.toLowerCase()}@example.in`,
      email_normalized: `${name.toLowerCase()}@example.in`,
      password_hash: "not a real hash",
      created_at: arrived,
      updated_at: arrived,
    });
    const [asha, ravi] = await store.db
      .insertInto("users")
      .values([member("Asha"), member("Ravi")])
      .returning("id")
      .execute();
    try {
      await seedSubmissions(store.db, [
        { created_at: arrived, assigned_to: ravi!.id },
        { created_at: arrived, assigned_to: ravi!.id, status: "in_progress" },
        { created_at: arrived, assigned_to: ravi!.id, status: "resolved" },
        { created_at: arrived, assigned_to: asha!.id },
        { created_at: "2025-01-01T10:00:00.000Z" },
        { created_at: arrived, status: "spam" },
      ]);
      expect((await loadReport(store.db, 30, now)).byAssignee).toEqual([
        { assignee: "Ravi", count: 2 },
        { assignee: "Asha", count: 1 },
        { assignee: null, count: 1 },
      ]);
    } finally {
      await store.db.deleteFrom("submissions").execute();
      await store.db.deleteFrom("users").execute();
    }
  });
});
