import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { adminApiPaths } from "~/shared/routes";
import type { SubmissionDetail, SubmissionList, TeamMember } from "~/shared/schemas/admin-replies";
import { seedSubmissions } from "~/server/testing/store-test-database";
import { createTestUser, logInAs, type AdminSession, type TestUser } from "~/server/testing/admin-session";
import { startTestApp, type TestApp } from "~/server/testing/test-app";
import { apiMessages } from "~/shared/messages/api";
import { assignmentMessages } from "~/shared/messages/admin";

// Assignment (docs/decisions/0030): a case is given to an active desk member or to nobody, by an
// admin or a caseworker; anything else is refused with nothing changed; each change is in the
// audit log in words; "Assigned to me" lists what the asker has.

let testApp: TestApp;
let admin: AdminSession;
let caseworker: AdminSession;
let caseworkerUser: TestUser;
let reference: string;

beforeAll(async () => {
  testApp = await startTestApp();
  admin = await logInAs(testApp, await createTestUser(testApp, { name: "Asha Admin", role: "admin" }));
  caseworkerUser = await createTestUser(testApp, { name: "Ravi Caseworker", role: "caseworker" });
  caseworker = await logInAs(testApp, caseworkerUser);
});
afterAll(async () => {
  await testApp.close();
});
beforeEach(async () => {
  await testApp.db.deleteFrom("audit_log").execute();
  await testApp.db.deleteFrom("submissions").execute();
  const [seeded] = await seedSubmissions(testApp.db, [{ created_at: "2026-11-20T10:00:00.000Z" }]);
  reference = seeded!;
});

function assign(userId: unknown, session: AdminSession = caseworker, ref: string = reference) {
  return testApp.app.inject({
    method: "PUT",
    url: adminApiPaths.submissionAssignee(ref),
    headers: session.headers,
    payload: { userId },
  });
}

async function detail(session: AdminSession = caseworker): Promise<SubmissionDetail> {
  const response = await testApp.app.inject({
    method: "GET",
    url: adminApiPaths.submission(reference),
    headers: session.headers,
  });
  expect(response.statusCode).toBe(200);
  return response.json<SubmissionDetail>();
}

async function assignmentEntries() {
  return testApp.db
    .selectFrom("audit_log")
    .select(["action", "actor_name", "target_id", "detail"])
    .where("action", "=", "submission.assigned")
    .orderBy("id")
    .execute();
}

describe("the desk members a case can be given to", () => {
  it("lists active admins and caseworkers by name, with no pending or disabled account", async () => {
    const pending = await createTestUser(testApp, { status: "pending" });
    const disabled = await createTestUser(testApp, { status: "disabled", role: "caseworker" });
    const response = await testApp.app.inject({ method: "GET", url: adminApiPaths.team, headers: caseworker.headers });
    expect(response.statusCode).toBe(200);
    const team = response.json<TeamMember[]>();
    expect(team).toContainEqual({ id: admin.user.id, name: "Asha Admin", role: "admin" });
    expect(team).toContainEqual({ id: caseworker.user.id, name: "Ravi Caseworker", role: "caseworker" });
    expect(team.map((member) => member.id)).not.toContain(pending.id);
    expect(team.map((member) => member.id)).not.toContain(disabled.id);
    expect(Object.keys(team[0]!).sort()).toEqual(["id", "name", "role"]);
  });
});

describe("assigning a case", () => {
  it("lets a caseworker take a case, shows it in the detail and records it in words", async () => {
    expect((await detail()).assignee).toBeNull();

    const response = await assign(caseworker.user.id);

    expect(response.statusCode).toBe(200);
    const ravi = { id: caseworker.user.id, name: "Ravi Caseworker", role: "caseworker" };
    expect(response.json()).toEqual({ assignee: ravi });
    expect((await detail()).assignee).toEqual(ravi);
    expect(await assignmentEntries()).toEqual([
      {
        action: "submission.assigned",
        actor_name: "Ravi Caseworker",
        target_id: reference,
        detail: JSON.stringify({ from: "Unassigned", to: "Ravi Caseworker (Caseworker)" }),
      },
    ]);
  });

  it("lets an admin give it to someone else and then to nobody, each change recorded", async () => {
    await assign(caseworker.user.id, admin);
    await assign(admin.user.id, admin);
    const cleared = await assign(null, admin);

    expect(cleared.json()).toEqual({ assignee: null });
    expect((await detail(admin)).assignee).toBeNull();
    expect((await assignmentEntries()).map((entry) => JSON.parse(entry.detail))).toEqual([
      { from: "Unassigned", to: "Ravi Caseworker (Caseworker)" },
      { from: "Ravi Caseworker (Caseworker)", to: "Asha Admin (Admin)" },
      { from: "Asha Admin (Admin)", to: "Unassigned" },
    ]);
  });

  it("records nothing when the case already has that assignee", async () => {
    await assign(caseworker.user.id);
    const again = await assign(caseworker.user.id);
    expect(again.statusCode).toBe(200);
    expect(await assignmentEntries()).toHaveLength(1);
  });

  it("refuses a pending, disabled or unknown member with a clear error, and changes nothing", async () => {
    await assign(caseworker.user.id);
    const pending = await createTestUser(testApp, { status: "pending" });
    const disabled = await createTestUser(testApp, { status: "disabled" });
    for (const userId of [pending.id, disabled.id, 999_999]) {
      const response = await assign(userId);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        status: "error",
        message: apiMessages.invalidInput,
        errors: { userId: assignmentMessages.notAssignable },
      });
    }
    expect((await detail()).assignee?.id).toBe(caseworker.user.id);
    expect(await assignmentEntries()).toHaveLength(1);
  });

  it("refuses an id that is not a whole positive number, and changes nothing", async () => {
    for (const userId of ["2", 1.5, 0, -3, true, undefined]) {
      const response = await assign(userId);
      expect({ userId, status: response.statusCode }).toEqual({ userId, status: 400 });
      expect(response.json().errors).toHaveProperty("userId");
    }
    expect((await detail()).assignee).toBeNull();
    expect(await assignmentEntries()).toEqual([]);
  });

  it("answers 404 for a case that is not there", async () => {
    const response = await assign(caseworker.user.id, caseworker, "CH-ZZZZZZ");
    expect(response.statusCode).toBe(404);
    expect(await assignmentEntries()).toEqual([]);
  });

  it("leaves the case unassigned when its member's account is deleted", async () => {
    const colleague = await createTestUser(testApp, { role: "caseworker" });
    await assign(colleague.id);
    await testApp.db.deleteFrom("users").where("id", "=", colleague.id).execute();
    expect((await detail()).assignee).toBeNull();
  });
});

describe("Assigned to me", () => {
  it("lists only the cases assigned to whoever asks, in every view", async () => {
    const [other] = await seedSubmissions(testApp.db, [
      { created_at: "2026-11-21T10:00:00.000Z" },
      { created_at: "2026-11-22T10:00:00.000Z", kind: "post_query" },
    ]);
    await assign(caseworker.user.id);
    await assign(admin.user.id, admin, other);

    const mine = async (session: AdminSession, query = "") => {
      const response = await testApp.app.inject({
        method: "GET",
        url: `${adminApiPaths.submissions}?assigned=me${query}`,
        headers: session.headers,
      });
      expect(response.statusCode).toBe(200);
      return response.json<SubmissionList>().items.map((item) => item.reference);
    };
    expect(await mine(caseworker)).toEqual([reference]);
    expect(await mine(admin)).toEqual([other]);
    expect(await mine(caseworker, "&kind=post_query")).toEqual([]);
    const bad = await testApp.app.inject({
      method: "GET",
      url: `${adminApiPaths.submissions}?assigned=someone`,
      headers: caseworker.headers,
    });
    expect(bad.statusCode).toBe(400);
  });
});
