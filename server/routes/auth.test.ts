import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { limits, sessionPolicy } from "~/shared/constants";
import { adminApiPaths, authApiPaths } from "~/shared/routes";
import { SESSION_COOKIE_NAME } from "../auth/session-cookie";
import { hashToken } from "../auth/tokens";
import { createTestUser, logInAs } from "../testing/admin-session";
import { startTestApp, type TestApp } from "../testing/test-app";
import { apiMessages } from "~/shared/messages/api";
import { authMessages } from "~/shared/messages/auth";

// Signup, login, logout and "who am I", called in-process on a real app and database.

let testApp: TestApp;
let addressCount = 0;

beforeAll(async () => {
  testApp = await startTestApp();
});
afterAll(async () => {
  await testApp.close();
});

/** Each test speaks from its own address, so the per-address throttle of one test never trips another. */
let address: string;
beforeEach(() => {
  addressCount += 1;
  address = `192.0.2.${addressCount}`;
});

function post(url: string, payload: unknown, headers: Record<string, string> = {}) {
  return testApp.app.inject({ method: "POST", url, payload: payload as object, headers, remoteAddress: address });
}

function get(url: string, headers: Record<string, string> = {}) {
  return testApp.app.inject({ method: "GET", url, headers, remoteAddress: address });
}

async function userCount(): Promise<number> {
  const rows = await testApp.db.selectFrom("users").select("id").execute();
  return rows.length;
}

type InjectedResponse = Awaited<ReturnType<TestApp["app"]["inject"]>>;

function sessionCookieOf(response: InjectedResponse) {
  return response.cookies.find((cookie) => cookie.name === SESSION_COOKIE_NAME);
}

describe("POST /api/auth/signup", () => {
  it("stores a signup without a setup token as pending, before answering", async () => {
    const response = await post(authApiPaths.signup, {
      name: " Meera Iyer ",
      email: " Meera@Example.in ",
      password: "a long enough password",
    });

    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      status: "success",
      message: authMessages.signupPending,
      accountStatus: "pending",
    });
    const row = await testApp.db
      .selectFrom("users")
      .selectAll()
      .where("email_normalized", "=", "meera@example.in")
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ name: "Meera Iyer", email: "Meera@Example.in", status: "pending", role: "caseworker" });
    expect(row.password_hash).toMatch(/^\$argon2id\$/);
  });

  it("a pending account cannot log in, and says why only to someone who knows its password", async () => {
    await post(authApiPaths.signup, {
      name: "Ravi",
      email: "ravi.pending@example.in",
      password: "quiet kettle lantern",
    });

    const right = await post(authApiPaths.login, {
      email: "ravi.pending@example.in",
      password: "quiet kettle lantern",
    });
    expect(right.statusCode).toBe(403);
    expect(right.json()).toEqual({ status: "error", message: authMessages.accountPending });
    expect(sessionCookieOf(right)).toBeUndefined();

    const wrong = await post(authApiPaths.login, { email: "ravi.pending@example.in", password: "a wrong password" });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ status: "error", message: authMessages.invalidCredentials });
  });

  it("refuses an e-mail that already has an account, whatever its case and spaces, and stores nothing", async () => {
    await post(authApiPaths.signup, { name: "Asha", email: "Asha.Rao@Example.in", password: "a long enough password" });
    const before = await userCount();

    const response = await post(authApiPaths.signup, {
      name: "Someone Else",
      email: "  asha.rao@EXAMPLE.in ",
      password: "another password",
    });

    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ status: "error", message: authMessages.emailTaken });
    expect(await userCount()).toBe(before);
  });

  it("of two signups with one e-mail at the same moment, exactly one is stored", async () => {
    const signup = { name: "Twin", email: "twin@example.in", password: "a long enough password" };
    const [first, second] = await Promise.all([post(authApiPaths.signup, signup), post(authApiPaths.signup, signup)]);

    expect([first?.statusCode, second?.statusCode].sort()).toEqual([201, 409]);
    const rows = await testApp.db
      .selectFrom("users")
      .select("id")
      .where("email_normalized", "=", "twin@example.in")
      .execute();
    expect(rows).toHaveLength(1);
  });

  /** Random characters then unrelated words: strong once past eight characters, cut to any length. */
  const strongOfLength = (length: number) =>
    "Kq7#vLp2 monsoon kettle orbit saffron lantern copper ridge walnut harbour tiffin quilt ember "
      .repeat(2)
      .slice(0, length);
  const lengthRefusal = (message: string) => ({
    status: "error",
    message: apiMessages.invalidInput,
    errors: { password: message },
  });

  it.each([
    ["refused as too short", limits.passwordMin - 1, lengthRefusal(authMessages.passwordTooShort)],
    // Long enough by the length rule; at most 10^8 guesses, under the strength check's line.
    [
      "let past the length rule, then refused as too easy to guess",
      limits.passwordMin,
      { status: "error", message: authMessages.passwordTooEasy, errors: { password: authMessages.passwordTooEasy } },
    ],
    ["taken", limits.passwordMin + 1, null],
    ["taken", limits.passwordMax, null],
    ["refused as too long", limits.passwordMax + 1, lengthRefusal(authMessages.passwordTooLong)],
  ])("a strong password is %s at %i characters", async (_outcome, length, refusal) => {
    const before = await userCount();
    const response = await post(authApiPaths.signup, {
      name: "Length Test",
      email: `length${length}@example.in`,
      password: strongOfLength(length),
    });

    if (refusal) {
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(refusal);
      expect(await userCount()).toBe(before);
    } else {
      expect(response.statusCode).toBe(201);
      expect(await userCount()).toBe(before + 1);
    }
  });

  it("answers a form with every field missing or wrong field by field, and stores nothing", async () => {
    const before = await userCount();
    const empty = await post(authApiPaths.signup, {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors).toEqual({
      name: authMessages.required,
      email: authMessages.required,
      password: authMessages.required,
    });
    const badEmail = await post(authApiPaths.signup, {
      name: "X",
      email: "not-an-email",
      password: "long enough password",
    });
    expect(badEmail.json().errors).toEqual({ email: authMessages.emailInvalid });
    expect(await userCount()).toBe(before);
  });

  it("spends the address's login budget, so probing which e-mails have accounts is as slow as guessing passwords", async () => {
    for (let i = 0; i < sessionPolicy.maxFailuresPerAddress; i += 1) {
      const response = await post(authApiPaths.signup, {
        name: "Prober",
        email: `probe${i}@example.in`,
        password: "long enough password",
      });
      expect(response.statusCode, `signup ${i + 1}`).toBe(201);
    }
    const before = await userCount();

    const refused = await post(authApiPaths.signup, {
      name: "Prober",
      email: "probe.last@example.in",
      password: "long enough password",
    });

    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ status: "error", message: authMessages.tooManySignups });
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    expect(await userCount()).toBe(before);
  });

  it("never answers with more than status, message and accountStatus", async () => {
    const response = await post(authApiPaths.signup, {
      name: "Keys",
      email: "keys@example.in",
      password: "long enough password",
    });
    expect(Object.keys(response.json()).sort()).toEqual(["accountStatus", "message", "status"]);
  });
});

describe("POST /api/auth/login", () => {
  it("signs a browser in with an httpOnly, SameSite=Strict session cookie and no token in the body", async () => {
    const user = await createTestUser(testApp, { name: "Kavya" });

    const response = await post(authApiPaths.login, { email: user.email, password: user.password });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: "success", message: authMessages.loginSuccessful, name: "Kavya" });
    const cookie = sessionCookieOf(response);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Strict", path: "/", maxAge: 8 * 60 * 60 });
    // Over plain HTTP a Secure cookie would never be sent back.
    expect(cookie).not.toHaveProperty("secure");
    expect(cookie?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it("stores only the SHA-256 of the session token", async () => {
    const user = await createTestUser(testApp);
    const { token } = await logInAs(testApp, user);

    const rows = await testApp.db.selectFrom("sessions").select("token_hash").where("user_id", "=", user.id).execute();
    expect(rows).toEqual([{ token_hash: hashToken(token) }]);
    expect(rows[0]?.token_hash).not.toContain(token);
  });

  it('with session "token" answers the token in the body for an API client, and sets no cookie', async () => {
    const user = await createTestUser(testApp);
    const response = await post(authApiPaths.login, { email: user.email, password: user.password, session: "token" });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: "success",
      message: authMessages.loginSuccessful,
      name: user.name,
      token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
    });
    expect(response.headers["set-cookie"]).toBeUndefined();
  });

  it("gives a new token at each login", async () => {
    const user = await createTestUser(testApp);
    const first = await logInAs(testApp, user);
    const second = await logInAs(testApp, user);
    expect(second.token).not.toBe(first.token);
  });

  it("says the same for an unknown e-mail as for a wrong password", async () => {
    const user = await createTestUser(testApp);
    const wrongPassword = await post(authApiPaths.login, { email: user.email, password: "not the password" });
    const unknownEmail = await post(authApiPaths.login, {
      email: "nobody.here@example.in",
      password: "not the password",
    });

    expect(wrongPassword.statusCode).toBe(401);
    expect(unknownEmail.statusCode).toBe(401);
    expect(unknownEmail.json()).toEqual(wrongPassword.json());
    expect(wrongPassword.json()).toEqual({ status: "error", message: authMessages.invalidCredentials });
  });

  it("finds the account whatever the case of the e-mail typed", async () => {
    const user = await createTestUser(testApp, { email: "Mixed.Case@Example.in" });
    const response = await post(authApiPaths.login, { email: " MIXED.case@example.IN", password: user.password });
    expect(response.statusCode).toBe(200);
  });

  it("refuses a disabled account, saying so only after the right password", async () => {
    const user = await createTestUser(testApp, { status: "disabled" });
    const right = await post(authApiPaths.login, { email: user.email, password: user.password });
    expect(right.statusCode).toBe(403);
    expect(right.json()).toEqual({ status: "error", message: authMessages.accountDisabled });

    const wrong = await post(authApiPaths.login, { email: user.email, password: "not the password" });
    expect(wrong.json()).toEqual({ status: "error", message: authMessages.invalidCredentials });
  });

  it("answers missing fields field by field", async () => {
    const response = await post(authApiPaths.login, {});
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ email: authMessages.required, password: authMessages.required });
  });

  it("writes the login to the audit log", async () => {
    const user = await createTestUser(testApp);
    await logInAs(testApp, user);
    const entries = await testApp.db
      .selectFrom("audit_log")
      .select(["actor_user_id", "actor_email", "action"])
      .where("actor_user_id", "=", user.id)
      .execute();
    expect(entries).toEqual([{ actor_user_id: user.id, actor_email: user.email, action: "auth.login" }]);
  });
});

describe("GET /api/auth/me", () => {
  it("names the signed-in admin, by cookie or by bearer token", async () => {
    const user = await createTestUser(testApp, { name: "Farah", email: "farah@example.in" });
    const session = await logInAs(testApp, user);
    for (const headers of [session.cookieHeaders, session.headers]) {
      const response = await get(authApiPaths.me, headers);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ name: "Farah", email: "farah@example.in", role: "admin" });
    }
  });

  it("tells 'no session' from 'session expired', as the dashboard words them differently", async () => {
    const none = await get(authApiPaths.me);
    expect(none.statusCode).toBe(401);
    expect(none.json()).toEqual({ status: "error", message: authMessages.noSession, reason: "no_session" });

    const unknown = await get(authApiPaths.me, { authorization: "Bearer made-up-token" });
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json()).toEqual({
      status: "error",
      message: authMessages.sessionExpired,
      reason: "session_expired",
    });
  });

  it("answers 403 for a live session whose account is no longer active", async () => {
    const user = await createTestUser(testApp);
    const session = await logInAs(testApp, user);
    await testApp.db.updateTable("users").set({ status: "pending" }).where("id", "=", user.id).execute();
    const response = await get(authApiPaths.me, session.headers);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ status: "error", message: authMessages.notAnAdmin });
  });
});

describe("POST /api/auth/logout", () => {
  it("ends the session on the server, so the same token no longer works, and clears the cookie", async () => {
    const user = await createTestUser(testApp);
    const session = await logInAs(testApp, user);

    const response = await post(authApiPaths.logout, {}, session.cookieHeaders);

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: "success", message: authMessages.loggedOut });
    const cleared = sessionCookieOf(response);
    expect(cleared?.value).toBe("");
    expect(cleared?.expires?.getTime()).toBeLessThanOrEqual(Date.now());
    const after = await get(adminApiPaths.users, session.headers);
    expect(after.statusCode).toBe(401);
    expect(after.json().reason).toBe("session_expired");
    expect(
      await testApp.db.selectFrom("sessions").select("token_hash").where("user_id", "=", user.id).execute(),
    ).toEqual([]);
  });

  it("ends a bearer session and writes the logout to the audit log", async () => {
    const user = await createTestUser(testApp);
    const session = await logInAs(testApp, user);
    await post(authApiPaths.logout, {}, session.headers);

    expect((await get(authApiPaths.me, session.headers)).statusCode).toBe(401);
    const actions = await testApp.db
      .selectFrom("audit_log")
      .select("action")
      .where("actor_user_id", "=", user.id)
      .execute();
    expect(actions.map(({ action }) => action)).toEqual(["auth.login", "auth.logout"]);
  });

  it("leaves other sessions of the same account alone", async () => {
    const user = await createTestUser(testApp);
    const phone = await logInAs(testApp, user);
    const laptop = await logInAs(testApp, user);
    await post(authApiPaths.logout, {}, phone.headers);
    expect((await get(authApiPaths.me, laptop.headers)).statusCode).toBe(200);
  });

  it("answers the same without a session, and logs nothing", async () => {
    const before = await testApp.db.selectFrom("audit_log").select("id").execute();
    const response = await post(authApiPaths.logout, {});
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: "success", message: authMessages.loggedOut });
    expect(await testApp.db.selectFrom("audit_log").select("id").execute()).toHaveLength(before.length);
  });
});

describe("the session cookie over HTTPS", () => {
  it("is Secure when the request came over HTTPS through a trusted proxy", async () => {
    const behindProxy = await startTestApp({ env: { TRUST_PROXY: "true" } });
    try {
      const user = await createTestUser(behindProxy);
      const response = await behindProxy.app.inject({
        method: "POST",
        url: authApiPaths.login,
        payload: { email: user.email, password: user.password },
        headers: { "x-forwarded-proto": "https" },
      });
      expect(response.statusCode).toBe(200);
      expect(sessionCookieOf(response)).toMatchObject({ secure: true, httpOnly: true, sameSite: "Strict" });
    } finally {
      await behindProxy.close();
    }
  });

  it("ignores X-Forwarded-Proto unless TRUST_PROXY is set", async () => {
    const user = await createTestUser(testApp);
    const response = await post(
      authApiPaths.login,
      { email: user.email, password: user.password },
      { "x-forwarded-proto": "https" },
    );
    expect(sessionCookieOf(response)).not.toHaveProperty("secure");
  });
});
