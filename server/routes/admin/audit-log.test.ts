import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { limits } from "~/shared/constants";
import { apiMessages } from "~/shared/messages";
import { adminApiPaths } from "~/shared/routes";
import type { AuditLogPage } from "~/shared/schemas/admin-replies";
import { AUDIT_REFERENCES_LISTED } from "~/server/admin/audit-log-page";
import { recordAudit } from "~/server/audit/audit-log";
import { recordAuditWithReferences } from "~/server/testing/audit-entries";
import { seedSubmissions } from "~/server/admin/store-test-database";
import { signInAsAdmin, type AdminSession } from "~/server/testing/admin-session";
import { startTestApp, type TestApp } from "~/server/testing/test-app";

// GET /api/admin/audit-log?page: who did what and when, newest first.

let testApp: TestApp;
let admin: AdminSession;
beforeAll(async () => {
  testApp = await startTestApp();
  admin = await signInAsAdmin(testApp, { name: "Audit Reader" });
});
afterAll(async () => {
  await testApp.close();
});
beforeEach(async () => {
  await testApp.db.deleteFrom("audit_log").execute();
});

function auditLog(query = "") {
  return testApp.app.inject({ method: "GET", url: `${adminApiPaths.auditLog}${query}`, headers: admin.headers });
}

const actor = { id: 1, name: "Someone", email: "someone@example.in" };

describe("the audit log", () => {
  it("shows an admin's action with who, what, the target and its detail", async () => {
    const [reference] = await seedSubmissions(testApp.db, [{ created_at: "2026-01-01T10:00:00.000Z" }]);
    await testApp.app.inject({
      method: "PATCH",
      url: adminApiPaths.submission(reference as string),
      headers: admin.headers,
      payload: { status: "spam" },
    });
    const page = (await auditLog()).json<AuditLogPage>();
    const entry = page.items.find((item) => item.action === "submission.status_changed");
    expect(entry).toEqual({
      id: expect.any(Number),
      actorName: "Audit Reader",
      actorEmail: admin.user.email,
      action: "submission.status_changed",
      targetType: "submission",
      targetId: reference,
      detail: { from: "new", to: "spam" },
      createdAt: expect.any(String),
    });
  });

  it("lists the first references of an export that named thousands, with how many it named in all", async () => {
    const references = Array.from({ length: 2500 }, (_, index) => `CH-${String(index).padStart(6, "0")}`);
    await recordAudit(testApp.db, {
      actor,
      action: "submissions.exported",
      detail: { view: "all", references },
      now: new Date(),
    });
    const [entry] = (await auditLog()).json<AuditLogPage>().items;
    expect(entry?.detail).toEqual({
      view: "all",
      references: references.slice(0, AUDIT_REFERENCES_LISTED),
      referenceCount: 2500,
    });
  });

  it("lists the first references an export kept apart, a batch a row, with how many it named in all", async () => {
    const references = Array.from({ length: 2500 }, (_, index) => `CH-${String(index).padStart(6, "0")}`);
    const batches = [0, 1000, 2000].map((start) => references.slice(start, start + 1000).join(" "));
    await recordAuditWithReferences(
      testApp.db,
      { actor, action: "submissions.exported", detail: { view: "all", rows: 2500, complete: true }, now: new Date() },
      batches,
    );
    const [entry] = (await auditLog()).json<AuditLogPage>().items;
    expect(entry?.detail).toEqual({
      view: "all",
      rows: 2500,
      complete: true,
      references: references.slice(0, AUDIT_REFERENCES_LISTED),
      referenceCount: 2500,
    });
  });

  it("lists every reference of a short export kept apart, across its batches", async () => {
    await recordAuditWithReferences(
      testApp.db,
      { actor, action: "submissions.exported", detail: { view: "all", rows: 3, complete: false }, now: new Date() },
      ["CH-AAAAAA CH-BBBBBB", "CH-CCCCCC"],
    );
    const [entry] = (await auditLog()).json<AuditLogPage>().items;
    expect(entry?.detail).toEqual({
      view: "all",
      rows: 3,
      complete: false,
      references: ["CH-AAAAAA", "CH-BBBBBB", "CH-CCCCCC"],
    });
  });

  it("pages newest first, counting every entry", async () => {
    const pageSize = limits.adminDefaultPageSize;
    for (let index = 0; index < pageSize + 3; index++) {
      await recordAudit(testApp.db, {
        actor,
        action: "user.approved",
        targetId: String(index),
        now: new Date(Date.UTC(2026, 0, 1, 0, index)),
      });
    }
    const first = (await auditLog()).json<AuditLogPage>();
    expect(first).toMatchObject({ page: 1, pageSize, total: pageSize + 3, totalIsCapped: false });
    expect(first.items[0]?.targetId).toBe(String(pageSize + 2));
    const second = (await auditLog("?page=2")).json<AuditLogPage>();
    expect(second.items.map((item) => item.targetId)).toEqual(["2", "1", "0"]);
  });

  it("refuses a page that is not a positive whole number with 400", async () => {
    for (const page of ["0", "-1", "1.5", "first"]) {
      const response = await auditLog(`?page=${page}`);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        status: "error",
        message: apiMessages.invalidInput,
        errors: { page: expect.any(String) },
      });
    }
  });
});
