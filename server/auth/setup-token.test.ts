import { afterEach, describe, expect, it } from "vitest";
import { authApiPaths, paths } from "../../shared/routes";
import { authMessages } from "../../shared/schemas/auth";
import { siteConfig } from "../../shared/site-config";
import { createTestUser } from "../testing/admin-session";
import { startTestApp, type TestApp } from "../testing/test-app";
import { createTestDatabase, type TestDatabase } from "../testing/test-database";
import { hashToken } from "./tokens";

// The first admin: a one-time link logged at start while no account exists.

const databases: TestDatabase[] = [];
const apps: TestApp[] = [];

afterEach(async () => {
  for (const app of apps.splice(0)) await app.close();
  for (const database of databases.splice(0)) await database.drop();
});

/** Starts the app on `database` (a restart when reused) and keeps what it logs. */
async function startCapturingLogs(database: TestDatabase) {
  const lines: { level: number; msg: string }[] = [];
  const testApp = await startTestApp({
    database,
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

function signup(testApp: TestApp, body: Record<string, string>) {
  return testApp.app.inject({ method: "POST", url: authApiPaths.signup, payload: body });
}

const firstAdmin = { name: "First Admin", email: "first@example.in", password: "a long first password" };

describe("the first admin's setup link", () => {
  it("is logged once at the first start, as the site URL's /signup?setup=TOKEN, and only its hash is stored", async () => {
    const { testApp, links, token, lines } = await startCapturingLogs(await freshDatabase());

    expect(links).toHaveLength(1);
    expect(links[0]).toContain(`${siteConfig.siteUrl}${paths.signup}?setup=${token}`);
    expect(lines.find(({ msg }) => msg === links[0])?.level).toBeGreaterThanOrEqual(30);
    const stored = await testApp.db.selectFrom("setup_tokens").select("token_hash").execute();
    expect(stored).toEqual([{ token_hash: hashToken(token ?? "") }]);
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
