import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { limits } from "~/shared/constants";
import { adminApiPaths } from "~/shared/routes";
import type { AuditLogPage } from "~/shared/schemas/admin-replies";
import { AUDIT_REFERENCES_LISTED } from "~/server/admin/audit-log-page";
import { recordAudit } from "~/server/audit/audit-log";
import { recordAuditWithReferences } from "~/server/testing/audit-entries";
import { seedSubmissions } from "~/server/testing/store-test-database";
import { createTestUser, signInAsAdmin, type AdminSession } from "~/server/testing/admin-session";
import { startTestApp, type TestApp } from "~/server/testing/test-app";
import { apiMessages } from "~/shared/messages/api";
import { auditQueryMessages } from "~/shared/messages/admin";

// GET /api/admin/audit-log?kind&actor&reference&page: who did what and when, newest first.

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
      targetName: null,
      targetEmail: null,
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

/** One entry of each sort the filters tell apart, a minute apart, oldest first. */
async function seedMixedLog(options: { memberId: number; otherId: number }) {
  const member = { id: options.memberId, name: "Member", email: "member@example.in" };
  const other = { id: options.otherId, name: "Other", email: "other@example.in" };
  const at = (minute: number) => new Date(Date.UTC(2026, 10, 20, 10, minute));
  await recordAudit(testApp.db, {
    actor: member,
    action: "submissions.viewed",
    detail: { view: "inbox", references: ["CH-AAAAAA", "CH-BBBBBB"] },
    now: at(1),
  });
  await recordAudit(testApp.db, {
    actor: other,
    action: "submission.status_changed",
    targetType: "submission",
    targetId: "CH-AAAAAA",
    detail: { from: "new", to: "in_progress" },
    now: at(2),
  });
  await recordAuditWithReferences(
    testApp.db,
    { actor: member, action: "submissions.exported", detail: { view: "all", rows: 2 }, now: at(3) },
    ["CH-CCCCCC CH-AAAAAA"],
  );
  await recordAudit(testApp.db, { actor: other, action: "report.exported", detail: { days: 30 }, now: at(4) });
  await recordAudit(testApp.db, { actor: other, action: "auth.login", targetType: "user", now: at(5) });
  await recordAudit(testApp.db, {
    actor: member,
    action: "submission.merged",
    targetType: "submission",
    targetId: "CH-DDDDDD",
    detail: { into: "CH-BBBBBB" },
    now: at(6),
  });
}

function actionsOf(page: AuditLogPage): string[] {
  return page.items.map((item) => item.action);
}

describe("the audit log's filters", () => {
  it("shows only exports and downloads when asked for exports, newest first", async () => {
    await seedMixedLog({ memberId: 101, otherId: 102 });
    const response = await auditLog("?kind=exports");
    expect(response.statusCode).toBe(200);
    const page = response.json<AuditLogPage>();
    expect(actionsOf(page)).toEqual(["report.exported", "submissions.exported"]);
    expect(page).toMatchObject({ total: 2, totalIsCapped: false });
  });

  it("shows the changes to cases, and everything but views when asked to leave views out", async () => {
    await seedMixedLog({ memberId: 101, otherId: 102 });
    expect(actionsOf((await auditLog("?kind=case_changes")).json<AuditLogPage>())).toEqual([
      "submission.merged",
      "submission.status_changed",
    ]);
    expect(actionsOf((await auditLog("?kind=not_views")).json<AuditLogPage>())).toEqual([
      "submission.merged",
      "auth.login",
      "report.exported",
      "submissions.exported",
      "submission.status_changed",
    ]);
    expect(actionsOf((await auditLog("?kind=views")).json<AuditLogPage>())).toEqual(["submissions.viewed"]);
  });

  it("shows what one desk member did, and with a kind, only that kind of theirs", async () => {
    await seedMixedLog({ memberId: 101, otherId: 102 });
    expect(actionsOf((await auditLog("?actor=101")).json<AuditLogPage>())).toEqual([
      "submission.merged",
      "submissions.exported",
      "submissions.viewed",
    ]);
    expect(actionsOf((await auditLog("?actor=102&kind=exports")).json<AuditLogPage>())).toEqual(["report.exported"]);
    expect((await auditLog("?actor=999")).json<AuditLogPage>()).toMatchObject({ items: [], total: 0 });
  });

  it("finds a case as an entry's target, in a list it showed, in an export's references and as a pair's other case", async () => {
    await seedMixedLog({ memberId: 101, otherId: 102 });
    expect(actionsOf((await auditLog("?reference=CH-AAAAAA")).json<AuditLogPage>())).toEqual([
      "submissions.exported",
      "submission.status_changed",
      "submissions.viewed",
    ]);
    // Typed in lower case with spaces around, as a desk member may paste it.
    expect(actionsOf((await auditLog("?reference=%20ch-bbbbbb%20")).json<AuditLogPage>())).toEqual([
      "submission.merged",
      "submissions.viewed",
    ]);
    expect(actionsOf((await auditLog("?reference=CH-CCCCCC&kind=exports")).json<AuditLogPage>())).toEqual([
      "submissions.exported",
    ]);
    expect((await auditLog("?reference=CH-EEEEEE")).json<AuditLogPage>()).toMatchObject({ items: [], total: 0 });
  });

  it("finds a stored case's entries from its arrival on", async () => {
    const [reference] = await seedSubmissions(testApp.db, [{ created_at: "2026-11-20T10:00:00.000Z" }]);
    for (const minute of [0, 30]) {
      await recordAudit(testApp.db, {
        actor,
        action: "submission.viewed",
        targetType: "submission",
        targetId: reference,
        detail: { minute },
        now: new Date(Date.UTC(2026, 10, 20, 10, minute)),
      });
    }
    const page = (await auditLog(`?reference=${reference}`)).json<AuditLogPage>();
    expect(page.items.map((item) => item.detail)).toEqual([{ minute: 30 }, { minute: 0 }]);
  });

  it("pages a filtered log, counting only what matches", async () => {
    const pageSize = limits.adminDefaultPageSize;
    for (let index = 0; index < pageSize + 2; index++) {
      const now = new Date(Date.UTC(2026, 0, 1, 0, index));
      await recordAudit(testApp.db, { actor, action: "report.exported", targetId: String(index), now });
      await recordAudit(testApp.db, { actor, action: "submissions.viewed", now });
    }
    const first = (await auditLog("?kind=exports")).json<AuditLogPage>();
    expect(first).toMatchObject({ page: 1, total: pageSize + 2 });
    const second = (await auditLog("?kind=exports&page=2")).json<AuditLogPage>();
    expect(second.items.map((item) => item.targetId)).toEqual(["1", "0"]);
  });

  it("refuses a filter it does not know with 400, naming each bad one, and records nothing", async () => {
    const before = await testApp.db.selectFrom("audit_log").select("id").execute();
    const response = await auditLog("?kind=everything&actor=someone&reference=7K3Q9M");
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      status: "error",
      message: apiMessages.invalidInput,
      errors: {
        kind: auditQueryMessages.kind,
        actor: auditQueryMessages.actor,
        reference: auditQueryMessages.reference,
      },
    });
    for (const query of [
      "?actor=0",
      "?actor=1.5",
      "?actor=99999999999",
      "?reference=CH-7K3Q9M9",
      "?reference=CH-%25%25%25%25%25%25",
    ]) {
      const refused = await auditLog(query);
      expect(refused.statusCode, query).toBe(400);
    }
    expect(await testApp.db.selectFrom("audit_log").select("id").execute()).toEqual(before);
  });

  it("takes blank filters as no filter", async () => {
    await seedMixedLog({ memberId: 101, otherId: 102 });
    const page = (await auditLog("?kind=&actor=&reference=")).json<AuditLogPage>();
    expect(page.total).toBe(6);
  });
});

describe("an account the audit log names", () => {
  it("shows the account's name and e-mail as they are now, or nothing for one that no longer exists", async () => {
    const signup = await createTestUser(testApp, { name: "Kept Account", email: "kept@example.in", status: "pending" });
    await recordAudit(testApp.db, {
      actor,
      action: "user.approved",
      targetType: "user",
      targetId: String(signup.id),
      now: new Date(Date.UTC(2026, 0, 1, 0, 1)),
    });
    await testApp.db.updateTable("users").set({ name: "Renamed Account" }).where("id", "=", signup.id).execute();
    await recordAudit(testApp.db, {
      actor,
      action: "user.rejected",
      targetType: "user",
      targetId: "2147483000",
      now: new Date(Date.UTC(2026, 0, 1, 0, 2)),
    });
    // A case whose target id is an account's number is not that account.
    await recordAudit(testApp.db, {
      actor,
      action: "submission.viewed",
      targetType: "submission",
      targetId: String(signup.id),
      now: new Date(Date.UTC(2026, 0, 1, 0, 3)),
    });
    const page = (await auditLog()).json<AuditLogPage>();
    expect(
      page.items.map(({ action, targetId, targetName, targetEmail }) => ({
        action,
        targetId,
        targetName,
        targetEmail,
      })),
    ).toEqual([
      { action: "submission.viewed", targetId: String(signup.id), targetName: null, targetEmail: null },
      { action: "user.rejected", targetId: "2147483000", targetName: null, targetEmail: null },
      {
        action: "user.approved",
        targetId: String(signup.id),
        targetName: "Renamed Account",
        targetEmail: "kept@example.in",
      },
    ]);
  });
});
