import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminApiPaths, apiPaths } from "~/shared/routes";
import type { DashboardData } from "~/shared/schemas/admin-replies";
import { seedSubmissions } from "~/server/testing/store-test-database";
import { signInAsAdmin, type AdminSession } from "~/server/testing/admin-session";
import { startTestApp, type TestApp } from "~/server/testing/test-app";

// GET /api/admin/dashboard: "Hello, {name}", the Overview counts and docs/product.md §5's Recent Submissions.

let testApp: TestApp;
let admin: AdminSession;
beforeAll(async () => {
  testApp = await startTestApp();
  admin = await signInAsAdmin(testApp, { name: "Priya Sharma" });
});
afterAll(async () => {
  await testApp.close();
});

async function dashboard(): Promise<DashboardData> {
  const response = await testApp.app.inject({ method: "GET", url: adminApiPaths.dashboard, headers: admin.headers });
  expect(response.statusCode).toBe(200);
  return response.json<DashboardData>();
}

describe("the dashboard", () => {
  it("greets the signed-in admin by name, with zero counts, no recent submissions and no evidence stored at first", async () => {
    expect(await dashboard()).toEqual({
      name: "Priya Sharma",
      userId: admin.user.id,
      role: "admin",
      counts: { help_request: 0, contact_message: 0, post_query: 0 },
      recent: [],
      evidenceStorage: { usedBytes: 0, quotaBytes: 20 * 1024 * 1024 * 1024 },
      // The test app has no SMTP_URL: mail is kept, not sent, and every admin page says so.
      mail: { sending: false, queued: 0, failed: 0 },
      newCases: { total: 0, totalIsCapped: false },
    });
  });

  it("counts each form and lists the 5 newest submissions that have content, newest first", async () => {
    const references = await seedSubmissions(testApp.db, [
      { kind: "post_query", name: "A", created_at: "2026-01-01T10:00:00.000Z" },
      { kind: "post_query", name: "B", created_at: "2026-01-02T10:00:00.000Z" },
      { kind: "contact_message", name: "C", created_at: "2026-01-03T10:00:00.000Z" },
      {
        kind: "help_request",
        name: "D",
        email: "d@example.in",
        message: "Query text",
        created_at: "2026-01-04T10:00:00.000Z",
      },
      { kind: "help_request", name: "", email: "", message: "", subject: "", created_at: "2026-01-09T10:00:00.000Z" },
      { kind: "post_query", name: "E", created_at: "2026-01-05T10:00:00.000Z" },
      { kind: "contact_message", name: "F", created_at: "2026-01-06T10:00:00.000Z" },
    ]);
    const { counts, recent } = await dashboard();
    expect(counts).toEqual({ help_request: 2, contact_message: 2, post_query: 3 });
    expect(recent.map((entry) => entry.name)).toEqual(["F", "E", "D", "C", "B"]);
    expect(recent[2]).toEqual({
      reference: references[3],
      kind: "help_request",
      name: "D",
      email: "d@example.in",
      message: "Query text",
      createdAt: "2026-01-04T10:00:00.000Z",
    });
  });

  it("records in the audit log who read the Recent Submissions, naming each reference shown", async () => {
    const { recent } = await dashboard();
    const entry = await testApp.db
      .selectFrom("audit_log")
      .select(["action", "actor_name", "detail"])
      .where("action", "=", "submissions.viewed")
      .orderBy("id", "desc")
      .executeTakeFirstOrThrow();
    expect(entry.actor_name).toBe("Priya Sharma");
    const detail = typeof entry.detail === "string" ? JSON.parse(entry.detail) : entry.detail;
    expect(detail).toEqual({ view: "dashboard", references: recent.map((item) => item.reference) });
  });

  it("says how many mails wait while none is being sent, so every admin page can warn", async () => {
    const sent = await testApp.app.inject({
      method: "POST",
      url: apiPaths.helpRequests,
      payload: { name: "Ravi", email: "ravi.mail@example.in", query: "Fake loan app threats" },
    });
    expect(sent.statusCode).toBe(201);
    const { mail } = await dashboard();
    expect(mail.sending).toBe(false);
    // The desk alert and the acknowledgement, at least (other tests may have queued more).
    expect(mail.queued).toBeGreaterThanOrEqual(2);
    expect(mail.failed).toBe(0);
  });
});
