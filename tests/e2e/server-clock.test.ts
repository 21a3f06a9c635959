import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiPaths } from "~/shared/routes";
import { createDatabase } from "~/server/db/database";
import { createTestDatabase, type TestDatabase } from "~/server/testing/test-database";
import { startServer, type ServerProcess } from "./support/server-process";
import { uniqueEmail } from "./support/submissions-db";

// The browser tests' server can be started at a set time (docs/decisions/0059): the harness moves
// the process's clock, which the server reads only through its Clock, so what it stores and
// answers is dated from that time and runs on from it.

const startAt = new Date("2027-01-04T05:50:00.000Z");
let database: TestDatabase;
let server: ServerProcess;

beforeAll(async () => {
  database = await createTestDatabase();
  server = await startServer(database.env, { clockAt: startAt });
});
afterAll(async () => {
  await server.stop();
  await database.drop();
});

describe("the browser tests' server on a set clock", () => {
  it("stores a help request at the set time, running on from it, not at the machine's", async () => {
    const response = await fetch(`${server.baseURL}${apiPaths.helpRequests}`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ name: "Clock Test", email: uniqueEmail("clock"), query: "Paid a caller by UPI." }),
    });
    const text = await response.text();
    expect(response.status, text).toBe(201);
    const { reference } = JSON.parse(text) as { reference: string };
    const db = createDatabase(database.env);
    try {
      const row = await db
        .selectFrom("submissions")
        .select("created_at")
        .where("reference", "=", reference)
        .executeTakeFirstOrThrow();
      const stored = Date.parse(row.created_at);
      expect(stored).toBeGreaterThanOrEqual(startAt.getTime());
      // However slow the start on a busy machine, far nearer the set time than to today.
      expect(stored - startAt.getTime()).toBeLessThan(60 * 60 * 1000);
    } finally {
      await db.destroy();
    }
  });
});
