import { sql } from "kysely";
import { Secret, TOTP } from "otpauth";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminApiPaths, authApiPaths, documentedApiPaths } from "~/shared/routes";
import type { PasswordResetLink, RecoveryCodes, SecondFactorSetup } from "~/shared/schemas/auth-replies";
import { createTestUser, logInAs, type AdminSession, type TestUser } from "~/server/testing/admin-session";
import { createTestClock, type TestClock } from "~/server/testing/test-clock";
import { startTestApp, type TestApp } from "~/server/testing/test-app";
import { authMessages, secondFactorMessages } from "~/shared/messages/auth";

// The second factor of desk accounts (docs/decisions/0072): turned on with a first code, asked
// after a right password at both login endpoints, each code and recovery code good once, an
// account without one logging in exactly as before, a setting that requires it for everyone,
// and an admin who clears a member's. Codes are made here from the secret the setup answers,
// with the same RFC 6238 library as an authenticator app.

let testApp: TestApp;
let clock: TestClock;
let admin: AdminSession;
let adminPassword: string;

beforeAll(async () => {
  clock = createTestClock(new Date("2026-12-06T09:00:10.000Z"));
  testApp = await startTestApp({ clock });
  const lead = await createTestUser(testApp, { name: "Desk Lead" });
  adminPassword = lead.password;
  admin = await logInAs(testApp, lead);
});
afterAll(async () => {
  await testApp.close();
});

const STEP_MS = 30_000;

function codeAt(secret: string, stepsFromNow = 0): string {
  return TOTP.generate({
    secret: Secret.fromBase32(secret),
    algorithm: "SHA1",
    digits: 6,
    period: 30,
    timestamp: clock.now().getTime() + stepsFromNow * STEP_MS,
  });
}

function call(method: "GET" | "POST" | "PUT" | "DELETE", url: string, session: AdminSession, payload?: object) {
  return testApp.app.inject({ method, url, headers: session.headers, ...(payload ? { payload } : {}) });
}

function logIn(user: Pick<TestUser, "email" | "password">, extra: Record<string, unknown> = {}) {
  return testApp.app.inject({
    method: "POST",
    url: authApiPaths.login,
    payload: { email: user.email, password: user.password, ...extra },
  });
}

function documentedLogIn(user: Pick<TestUser, "email" | "password">, extra: Record<string, unknown> = {}) {
  return testApp.app.inject({
    method: "POST",
    url: documentedApiPaths.adminLogin,
    payload: { email: user.email, password: user.password, ...extra },
  });
}

async function startSetup(session: AdminSession): Promise<SecondFactorSetup> {
  const response = await call("POST", adminApiPaths.accountSecondFactorSetup, session, {});
  expect(response.statusCode, response.body).toBe(200);
  return response.json<SecondFactorSetup>();
}

/** A member with the second factor on, its secret, recovery codes and a session from before. */
async function memberWithSecondFactor(overrides: { role?: "admin" | "caseworker" } = {}) {
  const user = await createTestUser(testApp, { role: overrides.role ?? "caseworker" });
  const session = await logInAs(testApp, user);
  const { secret } = await startSetup(session);
  const confirmed = await call("POST", adminApiPaths.accountSecondFactorConfirm, session, {
    password: user.password,
    code: codeAt(secret),
  });
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  const { recoveryCodes } = confirmed.json<RecoveryCodes>();
  // The code just used claimed this step: the next login waits for the next one.
  clock.advance(STEP_MS);
  return { user, session, secret, recoveryCodes };
}

async function auditActions(userId: number): Promise<string[]> {
  const rows = await testApp.db
    .selectFrom("audit_log")
    .select("action")
    .where("target_id", "=", String(userId))
    .where("action", "like", "user.%")
    .orderBy("id")
    .execute();
  return rows.map((row) => row.action);
}

async function clearThrottle() {
  await testApp.db.deleteFrom("login_throttle").execute();
}

describe("turning the second factor on", () => {
  it("needs a right code from the app before it is on, then answers ten recovery codes once", async () => {
    const user = await createTestUser(testApp, { role: "caseworker" });
    const session = await logInAs(testApp, user);
    const setup = await startSetup(session);
    expect(setup.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(setup.address).toContain(`secret=${setup.secret}`);
    expect(Buffer.from(setup.qrCode.replace("data:image/svg+xml;base64,", ""), "base64").toString()).toMatch(/^<svg /);

    // A session alone cannot turn it on: the member's password is asked with the first code.
    const noPassword = await call("POST", adminApiPaths.accountSecondFactorConfirm, session, {
      password: "not my password at all",
      code: codeAt(setup.secret),
    });
    expect(noPassword.statusCode).toBe(400);
    expect(noPassword.json().errors).toEqual({ password: authMessages.currentPasswordWrong });
    await clearThrottle();

    const wrong = await call("POST", adminApiPaths.accountSecondFactorConfirm, session, {
      password: user.password,
      code: "000000",
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({
      status: "error",
      message: authMessages.codeWrong,
      errors: { code: authMessages.codeWrong },
    });
    const stillOff = await call("GET", adminApiPaths.accountSecondFactor, session);
    expect(stillOff.json()).toEqual({ enabled: false, recoveryCodesLeft: 0, required: false });
    // Unconfirmed, it asks nothing more at login.
    expect((await logIn(user)).statusCode).toBe(200);

    const right = await call("POST", adminApiPaths.accountSecondFactorConfirm, session, {
      password: user.password,
      code: codeAt(setup.secret),
    });
    expect(right.statusCode, right.body).toBe(200);
    const { recoveryCodes, message } = right.json<RecoveryCodes>();
    expect(message).toBe(secondFactorMessages.turnedOn);
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    for (const code of recoveryCodes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    const on = await call("GET", adminApiPaths.accountSecondFactor, session);
    expect(on.json()).toEqual({ enabled: true, recoveryCodesLeft: 10, required: false });
    expect(await auditActions(user.id)).toEqual(["user.second_factor_enabled"]);
    // A second setup is refused while it is on: the secret cannot be swapped from a session.
    const again = await call("POST", adminApiPaths.accountSecondFactorSetup, session, {});
    expect(again.statusCode).toBe(409);
  });

  it("keeps the secret and the recovery codes nowhere in the database in clear", async () => {
    const { user, secret, recoveryCodes } = await memberWithSecondFactor();
    const row = await testApp.db
      .selectFrom("desk_second_factors")
      .selectAll()
      .where("user_id", "=", user.id)
      .executeTakeFirstOrThrow();
    expect(row.secret_sealed).not.toContain(secret);
    const wholeDatabase = await everyCell();
    const lowerSecret = secret.toLowerCase();
    expect(wholeDatabase.filter((cell) => cell.toLowerCase().includes(lowerSecret))).toEqual([]);
    for (const code of recoveryCodes) {
      const bare = code.replace("-", "");
      expect(wholeDatabase.filter((cell) => cell.includes(code) || cell.includes(bare))).toEqual([]);
    }
  });
});

async function everyCell(): Promise<string[]> {
  const tables =
    testApp.database.dialect === "sqlite"
      ? (await sql<{ name: string }>`select name from sqlite_master where type = 'table'`.execute(testApp.db)).rows
      : (
          await sql<{ name: string }>`select table_name as name from information_schema.tables
            where table_schema = current_schema() and table_type = 'BASE TABLE'`.execute(testApp.db)
        ).rows;
  const cells: string[] = [];
  for (const { name } of tables) {
    const { rows } = await sql<Record<string, unknown>>`select * from ${sql.table(name)}`.execute(testApp.db);
    for (const row of rows) for (const value of Object.values(row)) cells.push(JSON.stringify(value) ?? "");
  }
  return cells;
}

describe("logging in with the second factor on", () => {
  it("asks for the code after a right password, at /api/auth/login and /admin_login.php alike", async () => {
    const { user, secret } = await memberWithSecondFactor();
    const asked = { status: "error", message: authMessages.codeRequired, errors: { code: authMessages.codeRequired } };
    for (const send of [logIn, documentedLogIn]) {
      const first = await send(user);
      expect(first.statusCode).toBe(401);
      expect(first.json()).toEqual(asked);
      expect(first.headers["set-cookie"]).toBeUndefined();
    }
    // A wrong password says nothing about a second factor.
    expect((await logIn({ ...user, password: "not the password at all" })).json()).toEqual({
      status: "error",
      message: authMessages.invalidCredentials,
    });

    const signedIn = await logIn(user, { code: codeAt(secret) });
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    expect(signedIn.json()).toEqual({ status: "success", message: authMessages.loginSuccessful, name: user.name });
    expect(signedIn.headers["set-cookie"]).toBeDefined();

    clock.advance(STEP_MS);
    const documented = await documentedLogIn(user, { code: codeAt(secret) });
    expect(documented.statusCode, documented.body).toBe(200);
    expect(documented.json()).toEqual({
      status: "success",
      token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      message: authMessages.loginSuccessful,
    });
  });

  it("refuses a wrong code, a code older than one step, and a code already used", async () => {
    const { user, secret } = await memberWithSecondFactor();
    const refused = { status: "error", message: authMessages.codeWrong, errors: { code: authMessages.codeWrong } };
    // The step before is then one no code was used in.
    clock.advance(STEP_MS);

    const wrong = await logIn(user, { code: codeAt(secret) === "123456" ? "654321" : "123456" });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual(refused);

    const tooOld = await logIn(user, { code: codeAt(secret, -2) });
    expect(tooOld.json()).toEqual(refused);
    const tooEarly = await logIn(user, { code: codeAt(secret, 2) });
    expect(tooEarly.json()).toEqual(refused);

    // One step behind is still accepted (a code typed as it changed)...
    const behind = codeAt(secret, -1);
    expect((await logIn(user, { code: behind })).statusCode).toBe(200);
    // ...once.
    expect((await logIn(user, { code: behind })).json()).toEqual(refused);
    // One step ahead (a phone's clock a little fast) is accepted, and then the current step's
    // code is older than a code used: refused too.
    expect((await logIn(user, { code: codeAt(secret, 1) })).statusCode).toBe(200);
    expect((await logIn(user, { code: codeAt(secret) })).json()).toEqual(refused);
    await clearThrottle();
  });

  it("counts wrong codes with the login throttle, so a known password buys no more guesses", async () => {
    const { user, secret } = await memberWithSecondFactor();
    for (let attempt = 0; attempt < 5; attempt++) {
      expect((await logIn(user, { code: "000000" })).statusCode).toBe(401);
    }
    const locked = await logIn(user, { code: codeAt(secret) });
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual({ status: "error", message: authMessages.tooManyAttempts });
    await clearThrottle();
  });

  it("does not count being asked for the code against the account", async () => {
    const { user, secret } = await memberWithSecondFactor();
    for (let attempt = 0; attempt < 8; attempt++) expect((await logIn(user)).statusCode).toBe(401);
    expect((await logIn(user, { code: codeAt(secret) })).statusCode).toBe(200);
  });

  it("takes a recovery code in place of a code, once, and records its use", async () => {
    const { user, session, recoveryCodes } = await memberWithSecondFactor();
    const [first] = recoveryCodes as [string];
    const used = await logIn(user, { code: first.toUpperCase().replace("-", " ") });
    expect(used.statusCode, used.body).toBe(200);
    expect((await logIn(user, { code: first })).json()).toEqual({
      status: "error",
      message: authMessages.codeWrong,
      errors: { code: authMessages.codeWrong },
    });
    expect((await call("GET", adminApiPaths.accountSecondFactor, session)).json()).toMatchObject({
      recoveryCodesLeft: 9,
    });
    expect(await auditActions(user.id)).toEqual(["user.second_factor_enabled", "user.recovery_code_used"]);
    const login = await testApp.db
      .selectFrom("audit_log")
      .select("detail")
      .where("action", "=", "auth.login")
      .where("target_id", "=", String(user.id))
      .orderBy("id", "desc")
      .executeTakeFirstOrThrow();
    expect(JSON.parse(String(login.detail))).toEqual({ secondFactor: "recovery_code" });
    await clearThrottle();
  });

  it("makes new recovery codes for a current code; the old ones stop working", async () => {
    const { user, session, secret, recoveryCodes } = await memberWithSecondFactor();
    const made = await call("POST", adminApiPaths.accountRecoveryCodes, session, { code: codeAt(secret) });
    expect(made.statusCode, made.body).toBe(200);
    const fresh = made.json<RecoveryCodes>().recoveryCodes;
    expect(fresh).toHaveLength(10);
    expect((await logIn(user, { code: recoveryCodes[0] })).statusCode).toBe(401);
    expect((await logIn(user, { code: fresh[0] })).statusCode).toBe(200);
    expect(await auditActions(user.id)).toContain("user.recovery_codes_made");
    await clearThrottle();
  });
});

describe("an account without a second factor", () => {
  it("logs in with e-mail and password alone, answered exactly as before at both endpoints", async () => {
    const user = await createTestUser(testApp, { role: "caseworker" });
    const api = await logIn(user);
    expect(api.statusCode).toBe(200);
    expect(api.json()).toEqual({ status: "success", message: authMessages.loginSuccessful, name: user.name });
    const documented = await documentedLogIn(user);
    expect(documented.statusCode).toBe(200);
    expect(Object.keys(documented.json()).sort()).toEqual(["message", "status", "token"]);
    // A code sent anyway is not looked at.
    expect((await documentedLogIn(user, { code: "123456" })).statusCode).toBe(200);
    const wrong = await documentedLogIn({ ...user, password: "not the password at all" });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ status: "error", message: authMessages.invalidCredentials });
  });
});

describe("turning it off", () => {
  it("asks for the password and a current code, and records it", async () => {
    const { user, session, secret } = await memberWithSecondFactor();
    const noPassword = await call("DELETE", adminApiPaths.accountSecondFactor, session, {
      password: "not the password at all",
      code: codeAt(secret),
    });
    expect(noPassword.statusCode).toBe(400);
    expect(noPassword.json()).toMatchObject({ errors: { password: authMessages.currentPasswordWrong } });
    const noCode = await call("DELETE", adminApiPaths.accountSecondFactor, session, {
      password: user.password,
      code: "000000",
    });
    expect(noCode.json()).toMatchObject({ errors: { code: authMessages.codeWrong } });
    clock.advance(STEP_MS);
    const off = await call("DELETE", adminApiPaths.accountSecondFactor, session, {
      password: user.password,
      code: codeAt(secret),
    });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json()).toEqual({ status: "success", message: secondFactorMessages.turnedOff });
    expect((await logIn(user)).statusCode).toBe(200);
    expect(await auditActions(user.id)).toContain("user.second_factor_disabled");
    await clearThrottle();
  });

  it("is done by an admin for a member who lost their phone, never for their own, and is recorded", async () => {
    const { user } = await memberWithSecondFactor();
    const caseworker = await logInAs(testApp, await createTestUser(testApp, { role: "caseworker" }));
    expect((await call("DELETE", adminApiPaths.userSecondFactor(user.id), caseworker)).statusCode).toBe(403);
    expect((await call("DELETE", adminApiPaths.userSecondFactor(admin.user.id), admin)).json()).toEqual({
      status: "error",
      message: secondFactorMessages.clearOwn,
    });
    const users = await call("GET", adminApiPaths.users, admin);
    expect(users.json<{ id: number; secondFactorOn: boolean }[]>().find((row) => row.id === user.id)).toMatchObject({
      secondFactorOn: true,
    });

    const cleared = await call("DELETE", adminApiPaths.userSecondFactor(user.id), admin);
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(cleared.json()).toEqual({ status: "success", message: secondFactorMessages.cleared(user.name) });
    expect((await logIn(user)).statusCode).toBe(200);
    expect((await call("DELETE", adminApiPaths.userSecondFactor(user.id), admin)).statusCode).toBe(409);
    const entry = await testApp.db
      .selectFrom("audit_log")
      .select(["actor_user_id", "target_id"])
      .where("action", "=", "user.second_factor_cleared")
      .executeTakeFirstOrThrow();
    expect(entry).toEqual({ actor_user_id: admin.user.id, target_id: String(user.id) });
  });

  it("is not done by a password reset link: the link sets the password only", async () => {
    const { user, secret } = await memberWithSecondFactor();
    const made = await call("POST", adminApiPaths.userPasswordResetLink(user.id), admin, {});
    const token = new URL(made.json<PasswordResetLink>().link).hash.slice(1);
    const password = "monsoon kettle orbit saffron";
    const reset = await testApp.app.inject({
      method: "POST",
      url: authApiPaths.passwordReset,
      payload: { token, password },
    });
    expect(reset.statusCode, reset.body).toBe(200);
    expect((await logIn({ ...user, password })).json()).toMatchObject({ message: authMessages.codeRequired });
    expect((await logIn({ ...user, password }, { code: codeAt(secret) })).statusCode).toBe(200);
  });
});

describe("requiring it for everyone", () => {
  it("is off by default; when on, an account without it can only set it up, then everything opens", async () => {
    const caseworker = await createTestUser(testApp, { role: "caseworker" });
    const session = await logInAs(testApp, caseworker);
    expect((await call("GET", adminApiPaths.secondFactorSetting, admin)).json()).toEqual({ required: false });
    expect((await call("PUT", adminApiPaths.secondFactorSetting, session, { required: true })).statusCode).toBe(403);
    expect((await call("PUT", adminApiPaths.secondFactorSetting, admin, { required: "yes" })).statusCode).toBe(400);

    // The admin sets theirs up first, so the setting does not shut them out of the desk.
    const { secret: adminSecret } = await startSetup(admin);
    await call("POST", adminApiPaths.accountSecondFactorConfirm, admin, {
      password: adminPassword,
      code: codeAt(adminSecret),
    });
    const turnedOn = await call("PUT", adminApiPaths.secondFactorSetting, admin, { required: true });
    expect(turnedOn.json()).toEqual({ status: "success", message: secondFactorMessages.requiredOn });

    const refused = await call("GET", adminApiPaths.dashboard, session);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      status: "error",
      message: authMessages.secondFactorRequired,
      reason: "second_factor_required",
    });
    const documented = await call("GET", documentedApiPaths.adminDashboard, session);
    expect(documented.statusCode).toBe(403);
    expect((await call("GET", adminApiPaths.accountSecondFactor, session)).json()).toEqual({
      enabled: false,
      recoveryCodesLeft: 0,
      required: true,
    });
    // Logging in still works (with the password alone): the desk then sends the member to set it up.
    expect((await logIn(caseworker)).statusCode).toBe(200);

    const { secret } = await startSetup(session);
    clock.advance(STEP_MS);
    await call("POST", adminApiPaths.accountSecondFactorConfirm, session, {
      password: caseworker.password,
      code: codeAt(secret),
    });
    expect((await call("GET", adminApiPaths.dashboard, session)).statusCode).toBe(200);
    expect((await call("GET", adminApiPaths.dashboard, admin)).statusCode).toBe(200);

    await call("PUT", adminApiPaths.secondFactorSetting, admin, { required: false });
    const entries = await testApp.db
      .selectFrom("audit_log")
      .select("detail")
      .where("action", "=", "settings.second_factor_required")
      .orderBy("id")
      .execute();
    expect(entries.map((entry) => JSON.parse(String(entry.detail)))).toEqual([{ required: true }, { required: false }]);
  });
});
