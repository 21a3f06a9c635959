import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiPaths } from "~/shared/routes";
import { createTestDatabase, type TestDatabase } from "~/server/testing/test-database";
import { startServer, type ServerProcess } from "./support/server-process";

// Kill -9 in the middle of a burst of submissions: every submission the server acknowledged is
// on disk after a restart, and a client retrying with its Idempotency-Key gets each one stored
// exactly once.

let database: TestDatabase;
const running: ServerProcess[] = [];
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await Promise.all(running.map((server) => server.stop()));
  await database?.drop();
});

interface Attempt {
  index: number;
  key: string;
  reference?: string;
}

function send(baseURL: string, attempt: Attempt) {
  return fetch(`${baseURL}${apiPaths.helpRequests}`, {
    method: "POST",
    headers: { "content-type": "application/json", "idempotency-key": attempt.key },
    body: JSON.stringify({
      name: `Crash ${attempt.index}`,
      email: `crash${attempt.index}@example.in`,
      query: "Money taken by UPI",
    }),
  });
}

async function storedRows(): Promise<{ reference: string; name: string }[]> {
  const db = database.connect();
  try {
    return await db.selectFrom("submissions").select(["reference", "name"]).where("name", "like", "Crash %").execute();
  } finally {
    await db.destroy();
  }
}

describe("crash safety", () => {
  it("after SIGKILL mid-burst, every acknowledged submission is stored, and retries store each exactly once", async () => {
    const first = await startServer(database.env);
    running.push(first);
    const attempts: Attempt[] = Array.from({ length: 400 }, (_, index) => ({
      index,
      key: `crash-${index}-${Date.now()}`,
    }));
    const acknowledged: Attempt[] = [];
    let next = 0;
    let killed: Promise<void> | undefined;

    // Eight clients sending one after another; the server is killed once 100 answers are in.
    async function client(): Promise<void> {
      while (next < attempts.length && !killed) {
        const attempt = attempts[next++]!;
        try {
          const response = await send(first.baseURL, attempt);
          if (response.status === 201) {
            attempt.reference = ((await response.json()) as { reference: string }).reference;
            acknowledged.push(attempt);
          }
        } catch {
          // The connection died with the server: not acknowledged.
        }
        if (acknowledged.length >= 100 && !killed) killed = first.kill();
      }
    }
    await Promise.all(Array.from({ length: 8 }, client));
    await killed;
    const tried = attempts.slice(0, next);
    expect(acknowledged.length).toBeGreaterThanOrEqual(100);

    // Every acknowledged submission survived the kill.
    const afterCrash = new Map((await storedRows()).map((row) => [row.reference, row.name]));
    for (const attempt of acknowledged) expect(afterCrash.get(attempt.reference!)).toBe(`Crash ${attempt.index}`);

    // The clients retry everything they sent, with the same keys, against the restarted server.
    const second = await startServer(database.env);
    running.push(second);
    for (const attempt of tried) {
      const response = await send(second.baseURL, attempt);
      expect(response.status).toBe(201);
      const { reference } = (await response.json()) as { reference: string };
      // An acknowledged one is answered with its first reference, not stored again.
      if (attempt.reference) expect(reference).toBe(attempt.reference);
    }
    const rows = await storedRows();
    expect(rows).toHaveLength(tried.length);
    expect(new Set(rows.map((row) => row.name)).size).toBe(tried.length);
  }, 120_000);
});
