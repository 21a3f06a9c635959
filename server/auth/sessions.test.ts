import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { sessionPolicy } from "~/shared/constants";
import { authApiPaths } from "~/shared/routes";
import { createTestUser, logInAs, type AdminSession } from "../testing/admin-session";
import { createTestClock, type TestClock } from "../testing/test-clock";
import { startTestApp, type TestApp } from "../testing/test-app";
import { hashToken } from "./tokens";
import { authMessages } from "~/shared/messages/auth";

// Idle and absolute expiry, on a clock the test moves.

const MINUTE = 60 * 1000;

let testApp: TestApp;
let clock: TestClock;
let session: AdminSession;

beforeEach(async () => {
  clock = createTestClock(new Date("2026-03-02T09:00:00.000Z"));
  testApp = await startTestApp({ clock });
  session = await logInAs(testApp, await createTestUser(testApp));
});
afterEach(async () => {
  await testApp.close();
});

async function me() {
  return testApp.app.inject({ method: "GET", url: authApiPaths.me, headers: session.headers });
}

async function storedSession() {
  return testApp.db
    .selectFrom("sessions")
    .selectAll()
    .where("token_hash", "=", hashToken(session.token))
    .executeTakeFirst();
}

describe("session expiry", () => {
  it("records the absolute expiry 8 hours after login, in ISO-8601 UTC", async () => {
    expect(await storedSession()).toMatchObject({
      created_at: "2026-03-02T09:00:00.000Z",
      last_seen_at: "2026-03-02T09:00:00.000Z",
      expires_at: "2026-03-02T17:00:00.000Z",
    });
  });

  it("ends after 30 idle minutes, answering 'Session expired.' and removing the row", async () => {
    clock.advance(sessionPolicy.idleTimeoutMs - 1);
    expect((await me()).statusCode).toBe(200);

    clock.advance(sessionPolicy.idleTimeoutMs);
    const response = await me();
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      status: "error",
      message: authMessages.sessionExpired,
      reason: "session_expired",
    });
    expect(await storedSession()).toBeUndefined();
  });

  it("stays alive while used, however long that is, until the absolute 8 hours", async () => {
    const step = 20 * MINUTE;
    let elapsed = 0;
    while (elapsed + step < sessionPolicy.absoluteLifetimeMs) {
      clock.advance(step);
      elapsed += step;
      expect((await me()).statusCode, `after ${elapsed / MINUTE} minutes`).toBe(200);
    }
    clock.advance(sessionPolicy.absoluteLifetimeMs - elapsed);
    const response = await me();
    expect(response.statusCode).toBe(401);
    expect(response.json().reason).toBe("session_expired");
  });

  it("writes last_seen_at at most once a minute, so reading pages is not a write each time", async () => {
    clock.advance(sessionPolicy.touchIntervalMs / 2);
    await me();
    expect((await storedSession())?.last_seen_at).toBe("2026-03-02T09:00:00.000Z");

    clock.advance(sessionPolicy.touchIntervalMs);
    await me();
    expect((await storedSession())?.last_seen_at).toBe("2026-03-02T09:01:30.000Z");
  });

  it("removes expired sessions of anyone when someone logs in", async () => {
    clock.advance(sessionPolicy.absoluteLifetimeMs + MINUTE);
    const someoneElse = await createTestUser(testApp);
    await logInAs(testApp, someoneElse);

    expect(await storedSession()).toBeUndefined();
    const remaining = await testApp.db.selectFrom("sessions").select("user_id").execute();
    expect(remaining).toEqual([{ user_id: someoneElse.id }]);
  });
});
