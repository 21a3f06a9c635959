import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminApiPaths } from "~/shared/routes";
import type { DashboardData } from "~/shared/schemas/admin-replies";
import { seedSubmissions } from "~/server/admin/store-test-database";
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
      counts: { help_request: 0, contact_message: 0, post_query: 0 },
      recent: [],
      evidenceStorage: { usedBytes: 0, quotaBytes: 20 * 1024 * 1024 * 1024 },
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
});
