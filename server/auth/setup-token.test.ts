import { afterEach, describe, expect, it } from "vitest";
import { sessionPolicy } from "~/shared/constants";
import { authApiPaths, paths } from "~/shared/routes";
import { siteConfig } from "~/shared/site-config";
import { createTestUser } from "../testing/admin-session";
import { createTestClock, type TestClock } from "../testing/test-clock";
import { startTestApp, type TestApp } from "../testing/test-app";
import { createTestDatabase, type TestDatabase } from "../testing/test-database";
import { passwordHasher, type PasswordHasher } from "./passwords";
import { SETUP_TOKEN_MS } from "./setup-token";
import { hashToken } from "./tokens";
import { authMessages } from "~/shared/messages/auth";

// The first admin: a one-time link logged at start while no account exists.

const databases: TestDatabase[] = [];
const apps: TestApp[] = [];

afterEach(async () => {
  for (const app of apps.splice(0)) await app.close();
  for (const database of databases.splice(0)) await database.drop();
});

/** Starts the app on `database` (a restart when reused) and keeps what it logs. */
async function startCapturingLogs(database: TestDatabase, hasher?: PasswordHasher, clock?: TestClock) {
  const lines: { level: number; msg: string }[] = [];
  const testApp = await startTestApp({
    database,
    auth: hasher && { hasher },
    clock,
    logger: { level: "info", stream: { write: (line: string) => lines.push(JSON.parse(line)) } },
  });
  apps.push(testApp);
  const links = lines.map(({ msg }) => msg).filter((msg) => msg.includes(`${paths.signup}?setup=`));
  const token = links[0]?.match(/\?setup=([A-Za-z0-9_-]+)/)?.[1];
  return { testApp, lines, links, token };
}

async function freshDatabase(): Promise<TestDatabase> {
  const database = await createTestDatabase();
  databases.push(database);
  return database;
}

function signup(testApp: TestApp, body: Record<string, string>, address = "198.51.100.7") {
  return testApp.app.inject({ method: "POST", url: authApiPaths.signup, payload: body, remoteAddress: address });
}

const firstAdmin = { name: "First Admin", email: "first@example.in", password: "a long opening password" };

describe("the first admin's setup link", () => {
  it("is logged once at the first start, as the site URL's /signup?setup=TOKEN, and only its hash is stored", async () => {
    const { testApp, links, token, lines } = await startCapturingLogs(await freshDatabase());

    expect(links).toHaveLength(1);
    expect(links[0]).toContain(`${siteConfig.siteUrl}${paths.signup}?setup=${token}`);
    expect(lines.find(({ msg }) => msg === links[0])?.level).toBeGreaterThanOrEqual(30);
    const stored = await testApp.db.selectFrom("setup_tokens").select("token_hash").execute();
    expect(stored).toEqual([{ token_hash: hashToken(token ?? "") }]);
  });

  it("works for an hour after it was logged; after that it makes no admin, and a restart logs a new one that does", async () => {
    const database = await freshDatabase();
    const clock = createTestClock(new Date("2026-12-06T09:00:00Z"));
    const first = await startCapturingLogs(database, undefined, clock);
    expect(first.links[0]).toContain("valid once, for an hour");
    clock.advance(SETUP_TOKEN_MS + 1000);
    const late = await signup(first.testApp, { ...firstAdmin, setupToken: first.token ?? "" });
    expect(late.statusCode).toBe(400);
    expect(late.json().message).toBe(authMessages.setupTokenInvalid);
    expect(await first.testApp.db.selectFrom("users").select("id").execute()).toEqual([]);
    await first.testApp.close();
    apps.splice(apps.indexOf(first.testApp), 1);

    const restarted = await startCapturingLogs(database, undefined, clock);
    expect(restarted.token).not.toBe(first.token);
    clock.advance(SETUP_TOKEN_MS - 60_000);
    expect((await signup(restarted.testApp, { ...firstAdmin, setupToken: restarted.token ?? "" })).statusCode).toBe(
      201,
    );
  });

  it("creates the first active admin once, with an audit entry; then the link is spent", async () => {
    const { testApp, token } = await startCapturingLogs(await freshDatabase());

    const first = await signup(testApp, { ...firstAdmin, setupToken: token ?? "" });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual({
      status: "success",
      message: authMessages.firstAdminCreated,
      accountStatus: "active",
    });
    const user = await testApp.db.selectFrom("users").select(["id", "status"]).executeTakeFirstOrThrow();
    expect(user.status).toBe("active");
    const audit = await testApp.db.selectFrom("audit_log").select(["action", "actor_user_id"]).execute();
    expect(audit).toEqual([{ action: "auth.first_admin_created", actor_user_id: user.id }]);
    expect(await testApp.db.selectFrom("setup_tokens").selectAll().execute()).toEqual([]);

    const login = await testApp.app.inject({
      method: "POST",
      url: authApiPaths.login,
      payload: { email: firstAdmin.email, password: firstAdmin.password },
    });
    expect(login.statusCode).toBe(200);

    const again = await signup(testApp, { ...firstAdmin, email: "second@example.in", setupToken: token ?? "" });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ status: "error", message: authMessages.setupTokenInvalid });
    expect(await testApp.db.selectFrom("users").select("id").execute()).toHaveLength(1);
  });

  it("refuses a made-up token and stores nothing", async () => {
    const { testApp } = await startCapturingLogs(await freshDatabase());
    const response = await signup(testApp, { ...firstAdmin, setupToken: "made-up" });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(authMessages.setupTokenInvalid);
    expect(await testApp.db.selectFrom("users").select("id").execute()).toEqual([]);
  });

  it("is not offered once an account exists, and a link printed earlier stops working", async () => {
    const database = await freshDatabase();
    const { testApp, token } = await startCapturingLogs(database);
    await createTestUser(testApp);

    const response = await signup(testApp, { ...firstAdmin, setupToken: token ?? "" });
    expect(response.statusCode).toBe(400);
    await testApp.close();
    apps.splice(apps.indexOf(testApp), 1);

    const restarted = await startCapturingLogs(database);
    expect(restarted.links).toEqual([]);
  });

  it("is replaced at each start while no account exists: only the newest link works", async () => {
    const database = await freshDatabase();
    const first = await startCapturingLogs(database);
    await first.testApp.close();
    apps.splice(apps.indexOf(first.testApp), 1);

    const second = await startCapturingLogs(database);
    expect(second.token).toBeDefined();
    expect(second.token).not.toBe(first.token);
    expect((await signup(second.testApp, { ...firstAdmin, setupToken: first.token ?? "" })).statusCode).toBe(400);
    expect((await signup(second.testApp, { ...firstAdmin, setupToken: second.token ?? "" })).statusCode).toBe(201);
  });
});

describe("the setup link beside ordinary signups", () => {
  const visitor = { name: "Some Visitor", email: "visitor@example.in", password: "a passer-by's password" };

  it("stays valid after an ordinary signup: a pending account is not an admin, so the link still makes the first one", async () => {
    const { testApp, token } = await startCapturingLogs(await freshDatabase());
    expect((await signup(testApp, visitor)).json().accountStatus).toBe("pending");

    const response = await signup(testApp, { ...firstAdmin, setupToken: token ?? "" });
    expect(response.statusCode).toBe(201);
    expect(response.json().accountStatus).toBe("active");
  });

  it("is offered again at a restart while only pending accounts exist", async () => {
    const database = await freshDatabase();
    const first = await startCapturingLogs(database);
    await signup(first.testApp, visitor);
    await first.testApp.close();
    apps.splice(apps.indexOf(first.testApp), 1);

    const restarted = await startCapturingLogs(database);
    expect(restarted.links).toHaveLength(1);
    expect((await signup(restarted.testApp, { ...firstAdmin, setupToken: restarted.token ?? "" })).statusCode).toBe(
      201,
    );
  });

  it("answers a setup signup with a pending account's e-mail 409, and the link still works", async () => {
    const { testApp, token } = await startCapturingLogs(await freshDatabase());
    await signup(testApp, visitor);

    const taken = await signup(testApp, { ...firstAdmin, email: visitor.email, setupToken: token ?? "" });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe(authMessages.emailTaken);
    expect((await signup(testApp, { ...firstAdmin, setupToken: token ?? "" })).statusCode).toBe(201);
  });

  it("checks the token before hashing the password, so a wrong token costs no argon2", async () => {
    let hashes = 0;
    const countingHasher: PasswordHasher = {
      ...passwordHasher,
      hashPassword: async (password) => {
        hashes += 1;
        return passwordHasher.hashPassword(password);
      },
    };
    const { testApp, token } = await startCapturingLogs(await freshDatabase(), countingHasher);

    expect((await signup(testApp, { ...firstAdmin, setupToken: "made-up" })).statusCode).toBe(400);
    expect(hashes).toBe(0);
    expect((await signup(testApp, { ...firstAdmin, setupToken: token ?? "" })).statusCode).toBe(201);
    expect(hashes).toBe(1);
  });

  it(`throttles setup signups per address: after ${sessionPolicy.maxFailuresPerAddress} tries even the right token gets 429, other addresses do not`, async () => {
    const { testApp, token } = await startCapturingLogs(await freshDatabase());
    for (let i = 0; i < sessionPolicy.maxFailuresPerAddress; i += 1) {
      const guess = await signup(testApp, { ...firstAdmin, setupToken: `guess-${i}` }, "198.51.100.66");
      expect(guess.statusCode, `guess ${i + 1}`).toBe(400);
    }

    const locked = await signup(testApp, { ...firstAdmin, setupToken: token ?? "" }, "198.51.100.66");
    expect(locked.statusCode).toBe(429);
    expect(locked.headers["retry-after"]).toBe(String(sessionPolicy.lockoutMs / 1000));
    expect(await testApp.db.selectFrom("users").select("id").execute()).toEqual([]);
    expect((await signup(testApp, { ...firstAdmin, setupToken: token ?? "" }, "198.51.100.67")).statusCode).toBe(201);
  });
});
