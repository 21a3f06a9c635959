import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminApiPaths, apiPaths, authApiPaths } from "~/shared/routes";
import type { SubmissionList } from "~/shared/schemas/admin-replies";
import { logInAs, createTestUser, type TestUser } from "./testing/admin-session";
import { startTestApp, type TestApp } from "./testing/test-app";
import { createTestDatabase, type TestDatabase } from "./testing/test-database";

// Two instances of the server on one database, as behind a load balancer: whatever one
// instance accepts or decides, the other sees. With TEST_DATABASE_URL this is PostgreSQL, the
// deployment this is for; on SQLite the two share one file.

let database: TestDatabase;
let one: TestApp;
let two: TestApp;
let desk: TestUser;

beforeAll(async () => {
  database = await createTestDatabase({ migrated: true });
  one = await startTestApp({ database });
  two = await startTestApp({ database });
  desk = await createTestUser(one, { name: "Desk Lead" });
});
afterAll(async () => {
  await one?.close();
  await two?.close();
  await database?.drop();
});

const helpRequest = {
  name: "Asha Verma",
  email: "asha@example.in",
  query: "Lost ₹40,000 to a fake KYC call",
  topic: "fake-calls",
};

function sendHelpRequest(instance: TestApp, headers: Record<string, string> = {}) {
  return instance.app.inject({ method: "POST", url: apiPaths.helpRequests, payload: helpRequest, headers });
}

describe("two server instances on one database", () => {
  it("a submission accepted by one is listed by the other", async () => {
    const session = await logInAs(two, desk);
    const sent = await sendHelpRequest(one);
    expect(sent.statusCode).toBe(201);
    const { reference } = sent.json<{ reference: string }>();

    const list = await two.app.inject({
      method: "GET",
      url: `${adminApiPaths.submissions}?kind=help_request&q=${reference}`,
      headers: session.headers,
    });
    expect(list.statusCode).toBe(200);
    expect(list.json<SubmissionList>().items.map((item) => [item.reference, item.name])).toEqual([
      [reference, "Asha Verma"],
    ]);
  });

  it("a login on one is valid on the other, and a logout on either ends it on both", async () => {
    const session = await logInAs(one, desk);
    const me = await two.app.inject({ method: "GET", url: authApiPaths.me, headers: session.headers });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ name: "Desk Lead" });

    const logout = await two.app.inject({ method: "POST", url: authApiPaths.logout, headers: session.headers });
    expect(logout.statusCode).toBe(200);
    const afterLogout = await one.app.inject({ method: "GET", url: adminApiPaths.dashboard, headers: session.headers });
    expect(afterLogout.statusCode).toBe(401);
  });

  it("a retry that reaches the other instance gets the first answer, and the request is stored once", async () => {
    const key = { "idempotency-key": "f3b2c1d0-2222-4c4c-9a9a-000000000001" };
    const first = await sendHelpRequest(one, key);
    const retry = await sendHelpRequest(two, key);
    expect(first.statusCode).toBe(201);
    expect(retry.statusCode).toBe(201);
    expect({ ...retry.json(), caseUrl: undefined }).toEqual({ ...first.json(), caseUrl: undefined });

    const stored = await two.db
      .selectFrom("submissions")
      .select("reference")
      .where("reference", "=", first.json<{ reference: string }>().reference)
      .execute();
    expect(stored).toHaveLength(1);
  });
});

describe.runIf(Boolean(process.env.TEST_DATABASE_URL))("two instances on one PostgreSQL database", () => {
  let shared: TestDatabase;
  let first: TestApp;
  let second: TestApp;

  beforeAll(async () => {
    shared = await createTestDatabase({ migrated: true });
    // Addresses from X-Forwarded-For, as behind the load balancer that spreads a visitor's requests.
    const env = { FORM_RATE_LIMIT_PER_MINUTE: "3", TRUST_PROXY: "true" };
    first = await startTestApp({ database: shared, env });
    second = await startTestApp({ database: shared, env });
  });
  afterAll(async () => {
    await first?.close();
    await second?.close();
    await shared?.drop();
  });

  it("give an address one form allowance between them, not one each", async () => {
    const from = { "x-forwarded-for": "203.0.113.9" };
    const answers = [];
    for (const instance of [first, second, first, second])
      answers.push((await sendHelpRequest(instance, from)).statusCode);
    expect(answers).toEqual([201, 201, 201, 429]);
    expect((await sendHelpRequest(first, { "x-forwarded-for": "198.51.100.9" })).statusCode).toBe(201);
  });
});
