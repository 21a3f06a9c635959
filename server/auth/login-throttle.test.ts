import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { sessionPolicy } from "~/shared/constants";
import { authApiPaths, documentedApiPaths } from "~/shared/routes";
import { createTestUser, type TestUser } from "../testing/admin-session";
import { passwordHasher, type PasswordHasher } from "./passwords";
import { createTestClock, type TestClock } from "../testing/test-clock";
import { startTestApp, type TestApp } from "../testing/test-app";
import { authMessages } from "~/shared/messages/auth";

// Failed logins lock an account (5 in 15 minutes) and an address (20 in 15 minutes) for 15 minutes.

const MINUTE = 60 * 1000;
const LOCKOUT_SECONDS = sessionPolicy.lockoutMs / 1000;

let testApp: TestApp;
let clock: TestClock;
let user: TestUser;

beforeEach(async () => {
  clock = createTestClock(new Date("2026-03-02T09:00:00.000Z"));
  testApp = await startTestApp({ clock });
  user = await createTestUser(testApp);
});
afterEach(async () => {
  await testApp.close();
});

function login(email: string, password: string, address = "198.51.100.7") {
  return testApp.app.inject({
    method: "POST",
    url: authApiPaths.login,
    payload: { email, password },
    remoteAddress: address,
  });
}

async function failTimes(count: number, email: string, address?: string) {
  for (let i = 0; i < count; i += 1) {
    const response = await login(email, `wrong password ${i}`, address);
    expect(response.statusCode, `failure ${i + 1}`).toBe(401);
  }
}

describe("login throttling per account", () => {
  it(`locks the account after ${sessionPolicy.maxFailuresPerAccount} failures: even the right password gets 429 with Retry-After`, async () => {
    await failTimes(sessionPolicy.maxFailuresPerAccount, user.email);

    const response = await login(user.email, user.password);
    expect(response.statusCode).toBe(429);
    expect(response.json()).toEqual({ status: "error", message: authMessages.tooManyAttempts });
    expect(response.headers["retry-after"]).toBe(String(LOCKOUT_SECONDS));
  });

  it("refuses a locked login before any password is hashed, so a lock costs the server nothing", async () => {
    let verifications = 0;
    const countingHasher: PasswordHasher = {
      ...passwordHasher,
      verifyPassword: async (...args) => {
        verifications += 1;
        return passwordHasher.verifyPassword(...args);
      },
    };
    const counted = await startTestApp({ clock, auth: { hasher: countingHasher } });
    try {
      const account = await createTestUser(counted);
      const attempt = (password: string) =>
        counted.app.inject({ method: "POST", url: authApiPaths.login, payload: { email: account.email, password } });
      for (let i = 0; i < sessionPolicy.maxFailuresPerAccount; i += 1) await attempt("wrong password");
      expect(verifications).toBe(sessionPolicy.maxFailuresPerAccount);

      expect((await attempt(account.password)).statusCode).toBe(429);
      expect(verifications).toBe(sessionPolicy.maxFailuresPerAccount);
    } finally {
      await counted.close();
    }
  });

  it("counts failures from many addresses against one account together", async () => {
    for (let i = 0; i < sessionPolicy.maxFailuresPerAccount; i += 1) {
      await failTimes(1, user.email, `203.0.113.${i + 1}`);
    }
    expect((await login(user.email, user.password, "203.0.113.200")).statusCode).toBe(429);
  });

  it("counts 'Asha@X.in' and 'asha@x.in' as one account", async () => {
    await failTimes(sessionPolicy.maxFailuresPerAccount - 1, user.email.toUpperCase());
    await failTimes(1, user.email);
    expect((await login(user.email, user.password)).statusCode).toBe(429);
  });

  it("locks an unknown e-mail the same way, so the lock does not reveal which accounts exist", async () => {
    await failTimes(sessionPolicy.maxFailuresPerAccount, "nobody@example.in");
    const response = await login("nobody@example.in", "anything at all");
    expect(response.statusCode).toBe(429);
    expect(response.headers["retry-after"]).toBe(String(LOCKOUT_SECONDS));
  });

  it("lifts the lock after 15 minutes, counting down in Retry-After", async () => {
    await failTimes(sessionPolicy.maxFailuresPerAccount, user.email);
    clock.advance(5 * MINUTE);
    expect((await login(user.email, user.password)).headers["retry-after"]).toBe(String(LOCKOUT_SECONDS - 5 * 60));

    clock.advance(sessionPolicy.lockoutMs - 5 * MINUTE);
    expect((await login(user.email, user.password)).statusCode).toBe(200);
  });

  it("a successful login clears the account's count", async () => {
    await failTimes(sessionPolicy.maxFailuresPerAccount - 1, user.email);
    expect((await login(user.email, user.password)).statusCode).toBe(200);
    await failTimes(sessionPolicy.maxFailuresPerAccount - 1, user.email);
    expect((await login(user.email, user.password)).statusCode).toBe(200);
  });

  it("forgets failures older than the 15-minute window", async () => {
    await failTimes(sessionPolicy.maxFailuresPerAccount - 1, user.email);
    clock.advance(sessionPolicy.throttleWindowMs);
    await failTimes(sessionPolicy.maxFailuresPerAccount - 1, user.email);
    expect((await login(user.email, user.password)).statusCode).toBe(200);
  });
});

describe("login throttling per address", () => {
  it(`locks an address after ${sessionPolicy.maxFailuresPerAddress} failures across accounts; other addresses still log in`, async () => {
    for (let i = 0; i < sessionPolicy.maxFailuresPerAddress; i += 1) {
      await failTimes(1, `sprayed${i}@example.in`, "198.51.100.99");
    }

    const fromThere = await login(user.email, user.password, "198.51.100.99");
    expect(fromThere.statusCode).toBe(429);
    expect(fromThere.headers["retry-after"]).toBe(String(LOCKOUT_SECONDS));
    expect((await login(user.email, user.password, "198.51.100.100")).statusCode).toBe(200);
  });

  it("a successful login does not clear the address's count, so one own account cannot reset a spray", async () => {
    for (let i = 0; i < sessionPolicy.maxFailuresPerAddress - 1; i += 1) {
      await failTimes(1, `sprayed${i}@example.in`, "198.51.100.50");
    }
    expect((await login(user.email, user.password, "198.51.100.50")).statusCode).toBe(200);
    await failTimes(1, "one.more@example.in", "198.51.100.50");
    expect((await login(user.email, user.password, "198.51.100.50")).statusCode).toBe(429);
  });
});

/**
 * A hasher whose checks wait at a gate until the test opens it, so guesses sent together are all
 * in flight at once; it counts the checks that started (dummy checks for unknown e-mails too).
 */
function gatedCountingHasher() {
  let openGate: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => (openGate = resolve));
  const counter = { checks: 0 };
  const hasher: PasswordHasher = {
    ...passwordHasher,
    verifyPassword: async (...args) => {
      counter.checks += 1;
      await gate;
      return passwordHasher.verifyPassword(...args);
    },
    verifyAgainstDummy: async (password) => {
      counter.checks += 1;
      await gate;
      return passwordHasher.verifyAgainstDummy(password);
    },
  };
  return { hasher, counter, openGate };
}

describe.each([
  { route: "POST /api/auth/login", url: authApiPaths.login },
  { route: "POST /admin_login.php", url: documentedApiPaths.adminLogin },
])("$route under guesses sent at the same moment", ({ url }) => {
  const GUESSES = 20;

  async function startGated() {
    const gated = gatedCountingHasher();
    const raced = await startTestApp({ clock, auth: { hasher: gated.hasher } });
    const attempt = (email: string, password: string) =>
      raced.app.inject({ method: "POST", url, payload: { email, password }, remoteAddress: "198.51.100.77" });
    return { ...gated, raced, attempt };
  }

  it(`checks at most ${sessionPolicy.maxFailuresPerAccount} of ${GUESSES} simultaneous guesses at one account, and the right password sent among them does not log in`, async () => {
    const { raced, attempt, counter, openGate } = await startGated();
    try {
      const account = await createTestUser(raced);
      let answered = 0;
      const guesses = Array.from({ length: GUESSES }, (_, i) =>
        attempt(account.email, `wrong guess ${i}`).finally(() => (answered += 1)),
      );
      // Every guess is either being checked or already refused before the right password arrives.
      await vi.waitFor(() => expect(counter.checks + answered).toBe(GUESSES), { timeout: 10_000 });
      const rightPassword = attempt(account.email, account.password);
      // Time for it to reach the throttle, and on an unguarded server, the password check.
      await new Promise((resolve) => setTimeout(resolve, 200));
      openGate();

      const statuses = (await Promise.all(guesses)).map((response) => response.statusCode);
      expect(counter.checks).toBeLessThanOrEqual(sessionPolicy.maxFailuresPerAccount);
      expect(statuses.filter((status) => status === 401)).toHaveLength(sessionPolicy.maxFailuresPerAccount);
      expect(statuses.filter((status) => status === 429)).toHaveLength(GUESSES - sessionPolicy.maxFailuresPerAccount);
      const signIn = await rightPassword;
      expect(signIn.statusCode).toBe(429);
      expect(signIn.headers["retry-after"]).toBe(String(LOCKOUT_SECONDS));
      expect(await raced.db.selectFrom("sessions").select("token_hash").execute()).toEqual([]);
    } finally {
      openGate();
      await raced.close();
    }
  });

  it(`checks at most ${sessionPolicy.maxFailuresPerAddress} of ${GUESSES + 10} simultaneous guesses at different accounts from one address`, async () => {
    const { raced, attempt, counter, openGate } = await startGated();
    try {
      const guesses = Array.from({ length: GUESSES + 10 }, (_, i) =>
        attempt(`sprayed${i}@example.in`, "a common password"),
      );
      await vi.waitFor(() => expect(counter.checks).toBeGreaterThanOrEqual(sessionPolicy.maxFailuresPerAddress), {
        timeout: 10_000,
      });
      await new Promise((resolve) => setTimeout(resolve, 200));
      openGate();
      const statuses = (await Promise.all(guesses)).map((response) => response.statusCode);
      expect(counter.checks).toBe(sessionPolicy.maxFailuresPerAddress);
      expect(statuses.filter((status) => status === 429)).toHaveLength(10);
    } finally {
      openGate();
      await raced.close();
    }
  });
});
