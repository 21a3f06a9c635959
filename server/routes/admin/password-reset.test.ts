import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sessionPolicy } from "~/shared/constants";
import { adminApiPaths, authApiPaths, paths } from "~/shared/routes";
import type { PasswordResetLink } from "~/shared/schemas/auth-replies";
import { siteConfig } from "~/shared/site-config";
import { PASSWORD_RESET_LINK_MS } from "~/server/auth/password-reset";
import { hashToken } from "~/server/auth/tokens";
import { createTestUser, logInAs, type AdminSession, type TestUser } from "~/server/testing/admin-session";
import { createTestClock, type TestClock } from "~/server/testing/test-clock";
import { startTestApp, type TestApp } from "~/server/testing/test-app";
import { authMessages } from "~/shared/messages/auth";
import { userMessages } from "~/shared/messages/admin";

// A password reset by an admin (docs/decisions/0057): a one-time link, shown once to the admin,
// kept only as a hash, working once for 24 hours; using it sets the password and ends every
// session of the account. Both the making and the use are audited.

let testApp: TestApp;
let clock: TestClock;
let admin: AdminSession;

beforeAll(async () => {
  clock = createTestClock(new Date("2026-03-02T09:00:00.000Z"));
  testApp = await startTestApp({ clock });
  admin = await logInAs(testApp, await createTestUser(testApp, { name: "Desk Lead" }));
});
afterAll(async () => {
  await testApp.close();
});

const NEW_PASSWORD = "monsoon kettle orbit saffron";

function makeLink(userId: number, session: AdminSession = admin) {
  return testApp.app.inject({
    method: "POST",
    url: adminApiPaths.userPasswordResetLink(userId),
    headers: session.headers,
    payload: {},
  });
}

async function madeLink(userId: number): Promise<{ answer: PasswordResetLink; token: string }> {
  const response = await makeLink(userId);
  expect(response.statusCode, response.body).toBe(200);
  const answer = response.json<PasswordResetLink>();
  return { answer, token: new URL(answer.link).hash.slice(1) };
}

function useLink(token: string, password: string = NEW_PASSWORD) {
  return testApp.app.inject({ method: "POST", url: authApiPaths.passwordReset, payload: { token, password } });
}

function logIn(user: Pick<TestUser, "email">, password: string) {
  return testApp.app.inject({ method: "POST", url: authApiPaths.login, payload: { email: user.email, password } });
}

function me(session: AdminSession) {
  return testApp.app.inject({ method: "GET", url: authApiPaths.me, headers: session.headers });
}

async function storedLinks(userId: number) {
  return testApp.db.selectFrom("password_reset_tokens").selectAll().where("user_id", "=", userId).execute();
}

async function auditOf(userId: number, action: string) {
  return testApp.db
    .selectFrom("audit_log")
    .select(["actor_user_id", "target_type", "target_id", "detail"])
    .where("target_id", "=", String(userId))
    .where("action", "=", action)
    .execute();
}

const invalidLink = { status: "error", message: authMessages.resetLinkInvalid };

describe("making a password reset link", () => {
  it("is an admin's: the link is in the answer once, only its hash is stored, and the making is audited", async () => {
    const member = await createTestUser(testApp, { name: "Forgetful Member", role: "caseworker" });

    const { answer, token } = await madeLink(member.id);

    const expiresAt = new Date(clock.now().getTime() + PASSWORD_RESET_LINK_MS).toISOString();
    expect(answer).toEqual({
      status: "success",
      message: userMessages.resetLinkMade("Forgetful Member"),
      link: `${siteConfig.siteUrl}${paths.passwordReset}#${token}`,
      expiresAt,
    });
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const rows = await storedLinks(member.id);
    expect(rows).toEqual([
      {
        token_hash: hashToken(token),
        user_id: member.id,
        created_by_user_id: admin.user.id,
        created_at: clock.now().toISOString(),
        expires_at: expiresAt,
      },
    ]);
    expect(JSON.stringify(rows)).not.toContain(token);
    const list = await testApp.app.inject({ method: "GET", url: adminApiPaths.users, headers: admin.headers });
    expect(list.body).not.toContain(token);
    expect(await auditOf(member.id, "user.password_reset_link_made")).toEqual([
      {
        actor_user_id: admin.user.id,
        target_type: "user",
        target_id: String(member.id),
        detail: JSON.stringify({ expiresAt }),
      },
    ]);
    expect(JSON.stringify(await testApp.db.selectFrom("audit_log").select("detail").execute())).not.toContain(token);
  });

  it("is refused to a caseworker (403 for the role), and nothing is stored", async () => {
    const caseworker = await logInAs(testApp, await createTestUser(testApp, { role: "caseworker" }));
    const member = await createTestUser(testApp, { role: "caseworker" });

    const response = await makeLink(member.id, caseworker);

    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ status: "error", message: authMessages.roleForbidden, reason: "role" });
    expect(await storedLinks(member.id)).toEqual([]);
  });

  it("is refused for one's own account and for an account that is not active", async () => {
    const pending = await createTestUser(testApp, { status: "pending", role: "caseworker" });
    const disabled = await createTestUser(testApp, { status: "disabled" });

    const own = await makeLink(admin.user.id);
    expect(own.statusCode).toBe(409);
    expect(own.json()).toEqual({ status: "error", message: userMessages.resetOwnPassword });
    for (const user of [pending, disabled]) {
      const response = await makeLink(user.id);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ status: "error", message: userMessages.resetOnlyActive });
      expect(await storedLinks(user.id)).toEqual([]);
    }
    expect((await makeLink(987_654)).statusCode).toBe(404);
  });

  it("ends the link made before it for the same account", async () => {
    const member = await createTestUser(testApp);
    const first = await madeLink(member.id);
    const second = await madeLink(member.id);

    const firstUse = await useLink(first.token);
    expect(firstUse.statusCode).toBe(400);
    expect(firstUse.json()).toEqual(invalidLink);
    expect((await useLink(second.token)).statusCode).toBe(200);
  });
});

describe("using a password reset link", () => {
  it("sets the new password once, ends every session of the account, and is audited as the member's", async () => {
    const member = await createTestUser(testApp, { name: "Locked Out" });
    const browser = await logInAs(testApp, member);
    const phone = await logInAs(testApp, member);
    const { token } = await madeLink(member.id);

    const response = await useLink(token);

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: "success", message: authMessages.passwordResetDone });
    for (const session of [browser, phone]) expect((await me(session)).statusCode).toBe(401);
    expect((await me(admin)).statusCode).toBe(200);
    expect((await logIn(member, member.password)).statusCode).toBe(401);
    expect((await logIn(member, NEW_PASSWORD)).statusCode).toBe(200);
    expect(await storedLinks(member.id)).toEqual([]);
    expect(await auditOf(member.id, "user.password_reset")).toEqual([
      {
        actor_user_id: member.id,
        target_type: "user",
        target_id: String(member.id),
        detail: JSON.stringify({ linkMadeBy: admin.user.id, sessionsEnded: 2 }),
      },
    ]);

    const again = await useLink(token, "another strong river phrase");
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual(invalidLink);
    expect((await logIn(member, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it("refuses a guessable password with its message and leaves the link for a better one", async () => {
    const member = await createTestUser(testApp, { name: "Priya Menon", email: "priya.menon@example.in" });
    const { token } = await madeLink(member.id);

    for (const [password, message] of [
      ["password123", authMessages.passwordTooEasy],
      [" ".repeat(8), authMessages.passwordOnlySpaces],
      ["priya.menon kettle", authMessages.passwordHasOwnName],
    ] as const) {
      const refused = await useLink(token, password);
      expect(refused.statusCode, password).toBe(400);
      expect(refused.json()).toEqual({ status: "error", message, errors: { password: message } });
    }
    expect((await logIn(member, member.password)).statusCode).toBe(200);

    expect((await useLink(token)).statusCode).toBe(200);
  });

  it("refuses a made-up token as it refuses a used one", async () => {
    expect((await useLink("not-a-token-anyone-made")).json()).toEqual(invalidLink);
    expect((await useLink("")).json()).toEqual(invalidLink);
  });

  it("stops working when the member changes their password or the account is disabled", async () => {
    const changer = await createTestUser(testApp);
    const changed = await madeLink(changer.id);
    const session = await logInAs(testApp, changer);
    const change = await testApp.app.inject({
      method: "POST",
      url: adminApiPaths.accountPassword,
      headers: session.headers,
      payload: { currentPassword: changer.password, newPassword: NEW_PASSWORD },
    });
    expect(change.statusCode).toBe(200);
    expect((await useLink(changed.token, "another strong river phrase")).json()).toEqual(invalidLink);

    const leaver = await createTestUser(testApp);
    const left = await madeLink(leaver.id);
    const disable = await testApp.app.inject({
      method: "POST",
      url: adminApiPaths.userDisable(leaver.id),
      headers: admin.headers,
    });
    expect(disable.statusCode).toBe(200);
    expect((await useLink(left.token)).json()).toEqual(invalidLink);
  });

  it("lifts the account's login lock, so the member can log in with the new password at once", async () => {
    const member = await createTestUser(testApp);
    for (let guess = 0; guess < sessionPolicy.maxFailuresPerAccount; guess += 1) await logIn(member, `guess ${guess}`);
    expect((await logIn(member, member.password)).statusCode).toBe(429);
    const { token } = await madeLink(member.id);

    expect((await useLink(token)).statusCode).toBe(200);

    expect((await logIn(member, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it("stops working 24 hours after it was made", async () => {
    const member = await createTestUser(testApp);
    const { token } = await madeLink(member.id);

    clock.advance(PASSWORD_RESET_LINK_MS);
    const expired = await useLink(token);

    expect(expired.statusCode).toBe(400);
    expect(expired.json()).toEqual(invalidLink);
    expect((await logIn(member, member.password)).statusCode).toBe(200);
    expect(await auditOf(member.id, "user.password_reset")).toEqual([]);
  });
});
