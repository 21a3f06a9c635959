import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { limits } from "~/shared/constants";
import { adminApiPaths } from "~/shared/routes";
import type { BulkActionReply, InboxPage } from "~/shared/schemas/admin-replies";
import { bulkActionRefusals } from "~/server/admin/bulk-actions";
import { seedSubmissions } from "~/server/testing/store-test-database";
import { createTestUser, logInAs, type AdminSession, type TestUser } from "~/server/testing/admin-session";
import { startTestApp, type TestApp } from "~/server/testing/test-app";
import { apiMessages } from "~/shared/messages/api";
import { bulkActionMessages, assignmentMessages } from "~/shared/messages/admin";

// POST /api/admin/submissions/bulk (docs/decisions/0035), on SQLite and (with TEST_DATABASE_URL)
// PostgreSQL: one status or assignee for up to 100 cases, every change audited as the one-case
// routes audit it, and all or nothing: any refusal changes no case and writes no entry.

let testApp: TestApp;
let admin: AdminSession;
let caseworker: AdminSession;
let caseworkerUser: TestUser;
let disabledUser: TestUser;
let references: string[];

beforeAll(async () => {
  testApp = await startTestApp();
  admin = await logInAs(testApp, await createTestUser(testApp, { name: "Asha Admin" }));
  caseworkerUser = await createTestUser(testApp, { name: "Ravi Caseworker", role: "caseworker" });
  caseworker = await logInAs(testApp, caseworkerUser);
  disabledUser = await createTestUser(testApp, { name: "Gone", role: "caseworker", status: "disabled" });
});
afterAll(async () => {
  await testApp.close();
});
beforeEach(async () => {
  await testApp.db.deleteFrom("audit_log").execute();
  await testApp.db.deleteFrom("submissions").execute();
  references = await seedSubmissions(testApp.db, [
    { name: "One", created_at: "2026-11-20T10:00:00.000Z" },
    { name: "Two", created_at: "2026-11-21T10:00:00.000Z" },
    { name: "Three", created_at: "2026-11-22T10:00:00.000Z" },
  ]);
});

function bulk(payload: unknown, session: AdminSession = caseworker) {
  return testApp.app.inject({
    method: "POST",
    url: adminApiPaths.submissionsBulk,
    headers: session.headers,
    payload: payload as Record<string, unknown>,
  });
}

async function inbox(tab: string): Promise<InboxPage> {
  const response = await testApp.app.inject({
    method: "GET",
    url: `${adminApiPaths.inbox}?tab=${tab}`,
    headers: admin.headers,
  });
  return response.json<InboxPage>();
}

async function rows() {
  return testApp.db
    .selectFrom("submissions")
    .select(["reference", "status", "assigned_to"])
    .orderBy("reference")
    .execute();
}

async function changes() {
  const entries = await testApp.db
    .selectFrom("audit_log")
    .select(["action", "target_id", "detail", "actor_name"])
    .where("action", "in", ["submission.status_changed", "submission.assigned"])
    .orderBy("target_id")
    .execute();
  return entries.map((entry) => ({ ...entry, detail: JSON.parse(entry.detail) as unknown }));
}

describe("bulk status", () => {
  it("moves the chosen cases to In progress at once, audits each, and the tabs' counts follow", async () => {
    const [one, two] = references;
    const response = await bulk({ references: [two, one!.toLowerCase()], action: { status: "in_progress" } });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<BulkActionReply>()).toEqual({ references: [two, one], changed: 2 });

    expect((await rows()).map((row) => row.status)).toEqual(["in_progress", "in_progress", "new"]);
    expect(await changes()).toEqual(
      [one, two].map((reference) => ({
        action: "submission.status_changed",
        target_id: reference,
        detail: { from: "new", to: "in_progress", bulk: 2 },
        actor_name: "Ravi Caseworker",
      })),
    );
    const page = await inbox("in_progress");
    expect(page.counts.new.total).toBe(1);
    expect(page.counts.in_progress.total).toBe(2);
    expect(page.items.map((item) => item.name)).toEqual(["One", "Two"]);
  });

  it("marks cases as spam, counting only the ones it changed", async () => {
    await bulk({ references: [references[0]], action: { status: "spam" } });
    const response = await bulk({ references, action: { status: "spam" } });
    expect(response.json<BulkActionReply>().changed).toBe(2);
    expect((await rows()).every((row) => row.status === "spam")).toBe(true);
    expect((await inbox("spam")).counts.spam.total).toBe(3);
  });
});

describe("bulk assignment", () => {
  it("gives the cases to a member, then to nobody, each change audited in words", async () => {
    const assigned = await bulk({ references, action: { assignee: admin.user.id } });
    expect(assigned.statusCode, assigned.body).toBe(200);
    expect((await rows()).map((row) => row.assigned_to)).toEqual([admin.user.id, admin.user.id, admin.user.id]);
    const page = await inbox("new");
    expect(page.items.map((item) => item.assignee?.name)).toEqual(["Asha Admin", "Asha Admin", "Asha Admin"]);

    await testApp.db.deleteFrom("audit_log").execute();
    const cleared = await bulk({ references: [references[0], references[1]], action: { assignee: null } }, admin);
    expect(cleared.json<BulkActionReply>().changed).toBe(2);
    expect(await changes()).toEqual(
      [references[0], references[1]].map((reference) => ({
        action: "submission.assigned",
        target_id: reference,
        detail: { from: "Asha Admin (Admin)", to: "Unassigned", bulk: 2 },
        actor_name: "Asha Admin",
      })),
    );
    expect((await inbox("new")).items.map((item) => item.assignee)).toEqual([
      null,
      null,
      { id: admin.user.id, name: "Asha Admin", role: "admin" },
    ]);
  });

  it("refuses a member who cannot take cases, changing nothing", async () => {
    await bulk({ references, action: { assignee: caseworkerUser.id } });
    await testApp.db.deleteFrom("audit_log").execute();
    const before = await rows();
    for (const assignee of [disabledUser.id, 999_999]) {
      const response = await bulk({ references, action: { assignee } });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ errors: { action: assignmentMessages.notAssignable } });
    }
    expect(await rows()).toEqual(before);
    expect(await changes()).toEqual([]);
  });
});

describe("bulk refusals", () => {
  it("refuses the whole action when any case is unknown, naming the unknown ones, and changes nothing", async () => {
    const before = await rows();
    const response = await bulk({
      references: [references[0], "CH-222222", references[1], "not a reference"],
      action: { status: "resolved" },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      status: "error",
      message: apiMessages.invalidInput,
      errors: { references: bulkActionRefusals.unknown(["CH-222222", "NOT A REFERENCE"]) },
    });
    expect(await rows()).toEqual(before);
    expect(await changes()).toEqual([]);
  });

  it(`refuses more than ${limits.bulkActionMax} cases, a case named twice, no cases and a mixed or unknown action`, async () => {
    const many = Array.from({ length: limits.bulkActionMax + 1 }, (_, index) => `CH-${String(index).padStart(6, "2")}`);
    const cases: [unknown, Record<string, string>][] = [
      [{ references: many, action: { status: "resolved" } }, { references: bulkActionMessages.tooMany }],
      [
        { references: [references[0], references[0]!.toLowerCase()], action: { status: "resolved" } },
        { references: bulkActionMessages.repeated },
      ],
      [{ references: [], action: { status: "resolved" } }, { references: bulkActionMessages.noCases }],
      [{ action: { status: "resolved" } }, { references: bulkActionMessages.noCases }],
      [{ references, action: { status: "closed" } }, { action: bulkActionMessages.action }],
      [{ references, action: { status: "resolved", assignee: null } }, { action: bulkActionMessages.action }],
      [{ references, action: { assignee: "me" } }, { action: bulkActionMessages.action }],
      [{ references }, { action: bulkActionMessages.action }],
    ];
    const before = await rows();
    for (const [payload, errors] of cases) {
      const response = await bulk(payload);
      expect(response.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      expect(response.json()).toMatchObject({ errors });
    }
    expect(await rows()).toEqual(before);
    expect(await changes()).toEqual([]);
  });

  it("takes exactly the most cases allowed", async () => {
    const many = await seedSubmissions(
      testApp.db,
      Array.from({ length: limits.bulkActionMax - references.length }, () => ({
        created_at: "2026-11-23T10:00:00.000Z",
      })),
    );
    const response = await bulk({ references: [...references, ...many], action: { status: "in_progress" } });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<BulkActionReply>().changed).toBe(limits.bulkActionMax);
  });
});
