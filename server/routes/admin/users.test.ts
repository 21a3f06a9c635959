import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminApiPaths, authApiPaths } from "~/shared/routes";
import type { UserRole } from "~/shared/schemas/admin";
import type { AdminUser } from "~/shared/schemas/admin-replies";
import { createTestUser, logInAs, signInAsAdmin, type AdminSession } from "~/server/testing/admin-session";
import { startTestApp, type TestApp } from "~/server/testing/test-app";
import { apiMessages } from "~/shared/messages/api";
import { authMessages } from "~/shared/messages/auth";
import { userMessages } from "~/shared/messages/admin";

// The Users view: list, approve as an admin or a caseworker, reject, disable; each change audited.

let testApp: TestApp;
let admin: AdminSession;

beforeAll(async () => {
  testApp = await startTestApp();
  admin = await signInAsAdmin(testApp, { name: "Desk Lead" });
});
afterAll(async () => {
  await testApp.close();
});

function approve(id: number, role: UserRole = "admin", session: AdminSession = admin) {
  return testApp.app.inject({
    method: "POST",
    url: adminApiPaths.userApprove(id),
    headers: session.headers,
    payload: { role },
  });
}

function reject(id: number, session: AdminSession = admin) {
  return testApp.app.inject({ method: "POST", url: adminApiPaths.userReject(id), headers: session.headers });
}

async function signUp(name: string, email: string) {
  const signup = { name, email, password: "kettle lantern orbit" };
  await testApp.app.inject({ method: "POST", url: authApiPaths.signup, payload: signup });
  const row = await testApp.db
    .selectFrom("users")
    .select("id")
    .where("email_normalized", "=", email)
    .executeTakeFirstOrThrow();
  const login = () =>
    testApp.app.inject({ method: "POST", url: authApiPaths.login, payload: { ...signup, session: "token" } });
  return { id: row.id, signup, login };
}

function disable(id: number, session: AdminSession = admin) {
  return testApp.app.inject({ method: "POST", url: adminApiPaths.userDisable(id), headers: session.headers });
}

async function auditOf(userId: number) {
  return testApp.db
    .selectFrom("audit_log")
    .select(["action", "actor_user_id", "actor_name", "target_type", "target_id", "detail"])
    .where("target_id", "=", String(userId))
    .where("action", "like", "user.%")
    .execute();
}

describe("GET /api/admin/users", () => {
  it("lists every account, newest first, without password hashes", async () => {
    const pending = await createTestUser(testApp, { status: "pending", role: "caseworker" });
    const response = await testApp.app.inject({ method: "GET", url: adminApiPaths.users, headers: admin.headers });

    expect(response.statusCode).toBe(200);
    const users = response.json<AdminUser[]>();
    expect(users[0]).toEqual({
      id: pending.id,
      name: pending.name,
      email: pending.email,
      role: "caseworker",
      status: "pending",
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
      secondFactorOn: false,
    });
    expect(users.map(({ id }) => id)).toContain(admin.user.id);
    expect(response.body).not.toContain("argon2");
    expect(response.body).not.toContain("password");
  });
});

describe("approving a signup", () => {
  it("turns a pending signup into an admin who can log in and reach admin data", async () => {
    const signup = { name: "New Colleague", email: "new.colleague@example.in", password: "kettle lantern orbit" };
    await testApp.app.inject({ method: "POST", url: authApiPaths.signup, payload: signup });
    const login = () =>
      testApp.app.inject({ method: "POST", url: authApiPaths.login, payload: { ...signup, session: "token" } });
    expect((await login()).json().message).toBe(authMessages.accountPending);
    const row = await testApp.db
      .selectFrom("users")
      .select("id")
      .where("email_normalized", "=", signup.email)
      .executeTakeFirstOrThrow();

    const response = await approve(row.id);

    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: row.id, status: "active", email: signup.email });
    const loggedIn = await login();
    expect(loggedIn.statusCode).toBe(200);
    const list = await testApp.app.inject({
      method: "GET",
      url: adminApiPaths.users,
      headers: { authorization: `Bearer ${loggedIn.json().token}` },
    });
    expect(list.statusCode).toBe(200);
    expect(await auditOf(row.id)).toEqual([
      {
        action: "user.approved",
        actor_user_id: admin.user.id,
        actor_name: "Desk Lead",
        target_type: "user",
        target_id: String(row.id),
        detail: JSON.stringify({ from: "pending", role: "Admin" }),
      },
    ]);
  });

  it("turns a pending signup into a caseworker who works cases but is refused the Users view", async () => {
    const { id, login } = await signUp("Case Worker", "case.worker@example.in");
    const listed = await testApp.app.inject({ method: "GET", url: adminApiPaths.users, headers: admin.headers });
    expect(listed.json<AdminUser[]>().find((user) => user.id === id)).toMatchObject({ role: "caseworker" });

    const response = await approve(id, "caseworker");

    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id, status: "active", role: "caseworker" });
    const headers = { authorization: `Bearer ${(await login()).json().token}` };
    const cases = await testApp.app.inject({ method: "GET", url: adminApiPaths.submissions, headers });
    expect(cases.statusCode).toBe(200);
    const users = await testApp.app.inject({ method: "GET", url: adminApiPaths.users, headers });
    expect(users.statusCode).toBe(403);
    expect(users.json()).toEqual({ status: "error", message: authMessages.roleForbidden, reason: "role" });
    expect((await auditOf(id)).map(({ action, detail }) => ({ action, detail }))).toEqual([
      { action: "user.approved", detail: JSON.stringify({ from: "pending", role: "Caseworker" }) },
    ]);
  });

  it("refuses an approval that names no role, or one that does not exist, and changes nothing", async () => {
    const pending = await createTestUser(testApp, { status: "pending", role: "caseworker" });
    for (const payload of [{}, { role: "owner" }, { role: "" }]) {
      const response = await testApp.app.inject({
        method: "POST",
        url: adminApiPaths.userApprove(pending.id),
        headers: admin.headers,
        payload,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual({ role: "Please choose Admin or Caseworker." });
    }
    const row = await testApp.db.selectFrom("users").select(["status", "role"]).where("id", "=", pending.id).execute();
    expect(row).toEqual([{ status: "pending", role: "caseworker" }]);
    expect(await auditOf(pending.id)).toEqual([]);
  });

  it("refuses to change one's own role, so an admin cannot leave the desk without one", async () => {
    const response = await approve(admin.user.id, "caseworker");
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ status: "error", message: userMessages.cannotChangeOwnRole });
    const me = await testApp.app.inject({ method: "GET", url: authApiPaths.me, headers: admin.headers });
    expect(me.json().role).toBe("admin");
  });

  it("approving an active account changes nothing and logs nothing", async () => {
    const active = await createTestUser(testApp);
    const response = await approve(active.id);
    expect(response.statusCode).toBe(200);
    expect(response.json().status).toBe("active");
    expect(await auditOf(active.id)).toEqual([]);
  });
});

describe("rejecting a signup", () => {
  it("deletes the pending account, records it without the person's details, and lets them sign up again", async () => {
    const { id, login } = await signUp("Not Known", "not.known@example.in");

    const response = await reject(id);

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: "success", message: userMessages.rejected("Not Known") });
    expect(await testApp.db.selectFrom("users").select("id").where("id", "=", id).execute()).toEqual([]);
    expect((await login()).json().message).toBe(authMessages.invalidCredentials);
    const entries = await auditOf(id);
    expect(entries).toEqual([
      {
        action: "user.rejected",
        actor_user_id: admin.user.id,
        actor_name: "Desk Lead",
        target_type: "user",
        target_id: String(id),
        detail: "{}",
      },
    ]);
    const again = await signUp("Not Known", "not.known@example.in");
    expect(again.id).not.toBe(id);
  });

  it("refuses to reject an account that is not pending, and changes nothing", async () => {
    for (const status of ["active", "disabled"] as const) {
      const account = await createTestUser(testApp, { status });
      const response = await reject(account.id);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ status: "error", message: userMessages.onlyPendingRejected });
      const row = await testApp.db.selectFrom("users").select("status").where("id", "=", account.id).execute();
      expect(row).toEqual([{ status }]);
      expect(await auditOf(account.id)).toEqual([]);
    }
  });
});

describe("disabling an account", () => {
  it("ends its sessions at once and stops it logging in", async () => {
    const colleague = await createTestUser(testApp);
    const session = await logInAs(testApp, colleague);

    const response = await disable(colleague.id);

    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: colleague.id, status: "disabled" });
    const afterwards = await testApp.app.inject({ method: "GET", url: adminApiPaths.users, headers: session.headers });
    expect(afterwards.statusCode).toBe(401);
    expect(afterwards.json().reason).toBe("session_expired");
    const login = await testApp.app.inject({
      method: "POST",
      url: authApiPaths.login,
      payload: { email: colleague.email, password: colleague.password },
    });
    expect(login.json()).toEqual({ status: "error", message: authMessages.accountDisabled });
    expect((await auditOf(colleague.id)).map(({ action }) => action)).toEqual(["user.disabled"]);
  });

  it("can be undone by approving the account again", async () => {
    const colleague = await createTestUser(testApp, { status: "disabled" });
    expect((await approve(colleague.id)).json().status).toBe("active");
    expect((await logInAs(testApp, colleague)).token).toBeTruthy();
  });

  it("refuses to disable one's own account, so an admin always remains", async () => {
    const response = await disable(admin.user.id);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ status: "error", message: userMessages.cannotDisableSelf });
    const me = await testApp.app.inject({ method: "GET", url: authApiPaths.me, headers: admin.headers });
    expect(me.statusCode).toBe(200);
  });
});

describe("an account that is not there", () => {
  it("answers 404 for an unknown id and 400 for an id that is not a number or beyond any row's", async () => {
    for (const call of [approve, reject, disable]) {
      const missing = await call(999_999);
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual({ status: "error", message: apiMessages.notFound });
    }
    const notANumber = await testApp.app.inject({
      method: "POST",
      url: adminApiPaths.users + "/abc/approve",
      headers: admin.headers,
    });
    expect(notANumber.statusCode).toBe(400);
    const beyondAnyRow = await approve(2 ** 31);
    expect(beyondAnyRow.statusCode).toBe(400);
  });
});
