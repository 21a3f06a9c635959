import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sessionPolicy } from "~/shared/constants";
import { adminApiPaths, authApiPaths } from "~/shared/routes";
import { createTestUser, logInAs, type AdminSession, type TestUser } from "~/server/testing/admin-session";
import { startTestApp, type TestApp } from "~/server/testing/test-app";
import { authMessages } from "~/shared/messages/auth";

// "Your account": a desk member changes their own password (docs/decisions/0057).

let testApp: TestApp;

beforeAll(async () => {
  testApp = await startTestApp();
});
afterAll(async () => {
  await testApp.close();
});

const NEW_PASSWORD = "monsoon kettle orbit saffron";

function changePassword(session: AdminSession, body: Record<string, unknown>) {
  return testApp.app.inject({
    method: "POST",
    url: adminApiPaths.accountPassword,
    headers: session.headers,
    payload: body,
  });
}

function logIn(user: Pick<TestUser, "email">, password: string) {
  return testApp.app.inject({ method: "POST", url: authApiPaths.login, payload: { email: user.email, password } });
}

function me(session: AdminSession) {
  return testApp.app.inject({ method: "GET", url: authApiPaths.me, headers: session.headers });
}

async function storedHash(userId: number): Promise<string> {
  const row = await testApp.db
    .selectFrom("users")
    .select("password_hash")
    .where("id", "=", userId)
    .executeTakeFirstOrThrow();
  return row.password_hash;
}

async function auditOf(userId: number) {
  return testApp.db
    .selectFrom("audit_log")
    .select(["action", "actor_user_id", "target_type", "target_id", "detail"])
    .where("target_id", "=", String(userId))
    .where("action", "=", "user.password_changed")
    .execute();
}

describe("changing one's password", () => {
  it("ends every other session of the account, keeps the one that changed it, and is audited", async () => {
    const user = await createTestUser(testApp, { role: "caseworker" });
    const here = await logInAs(testApp, user);
    const laptop = await logInAs(testApp, user);
    const phone = await logInAs(testApp, user);
    const colleague = await logInAs(testApp, await createTestUser(testApp));

    const response = await changePassword(here, { currentPassword: user.password, newPassword: NEW_PASSWORD });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: "success", message: authMessages.passwordChanged });
    expect((await me(here)).statusCode).toBe(200);
    for (const other of [laptop, phone]) {
      expect((await me(other)).json()).toMatchObject({ reason: "session_expired" });
    }
    expect((await me(colleague)).statusCode).toBe(200);
    expect((await logIn(user, user.password)).statusCode).toBe(401);
    expect((await logIn(user, NEW_PASSWORD)).statusCode).toBe(200);
    expect(await storedHash(user.id)).toMatch(/^\$argon2id\$/);
    expect(await auditOf(user.id)).toEqual([
      {
        action: "user.password_changed",
        actor_user_id: user.id,
        target_type: "user",
        target_id: String(user.id),
        detail: JSON.stringify({ otherSessionsEnded: 2 }),
      },
    ]);
  });

  it("needs the current password: a wrong one is refused under its field and changes nothing", async () => {
    const user = await createTestUser(testApp);
    const session = await logInAs(testApp, user);
    const other = await logInAs(testApp, user);
    const before = await storedHash(user.id);

    const response = await changePassword(session, { currentPassword: "not my password", newPassword: NEW_PASSWORD });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      status: "error",
      message: authMessages.currentPasswordWrong,
      errors: { currentPassword: authMessages.currentPasswordWrong },
    });
    expect(await storedHash(user.id)).toBe(before);
    expect((await me(other)).statusCode).toBe(200);
    expect(await auditOf(user.id)).toEqual([]);
  });

  it("refuses a guessable new password with its message, keeping the old one and every session", async () => {
    const user = await createTestUser(testApp);
    const session = await logInAs(testApp, user);
    const other = await logInAs(testApp, user);

    for (const [newPassword, message] of [
      ["12345678", authMessages.passwordTooEasy],
      [" ".repeat(10), authMessages.passwordOnlySpaces],
      [`${user.name} 2026`, authMessages.passwordHasOwnName],
    ] as const) {
      const response = await changePassword(session, { currentPassword: user.password, newPassword });
      expect(response.statusCode, newPassword).toBe(400);
      expect(response.json()).toEqual({ status: "error", message, errors: { newPassword: message } });
    }
    expect((await logIn(user, user.password)).statusCode).toBe(200);
    expect((await me(other)).statusCode).toBe(200);
    expect(await auditOf(user.id)).toEqual([]);
  });

  it("keeps the length rules and their messages for a new password", async () => {
    const user = await createTestUser(testApp);
    const session = await logInAs(testApp, user);

    const response = await changePassword(session, { currentPassword: user.password, newPassword: "short" });

    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ newPassword: authMessages.passwordTooShort });
  });

  it("counts guesses at the current password against the account, as failed logins are", async () => {
    const user = await createTestUser(testApp);
    const session = await logInAs(testApp, user);
    for (let guess = 0; guess < sessionPolicy.maxFailuresPerAccount; guess += 1) {
      const wrong = await changePassword(session, { currentPassword: `guess ${guess}`, newPassword: NEW_PASSWORD });
      expect(wrong.statusCode, `guess ${guess + 1}`).toBe(400);
    }

    const locked = await changePassword(session, { currentPassword: user.password, newPassword: NEW_PASSWORD });

    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual({ status: "error", message: authMessages.tooManyAttempts });
    expect(Number(locked.headers["retry-after"])).toBeGreaterThan(0);
  });
});
