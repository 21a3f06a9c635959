import { execFile } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import SqliteDatabase from "better-sqlite3";
import { sql, type Kysely } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import { insertSubmission } from "../submissions/submission-store";
import { startTestApp } from "../testing/test-app";
import { createTestDatabase, type TestDatabase } from "../testing/test-database";
import { createDatabase, sqliteFilePath } from "./database";
import { migrateToLatest } from "./migrate";
import type { Database } from "./schema";

// The server's SQLite connection on a thread of its own (docs/decisions/0095): what the app
// relies on from better-sqlite3 on the event loop holds on the thread too. The group commit's
// own tests run on both (./group-commit.test.ts); the browser suite runs the built server,
// which always uses the thread.

const run = promisify(execFile);
const cleanUps: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanUp of cleanUps.splice(0).reverse()) await cleanUp();
});

async function threadDatabase(): Promise<{ database: TestDatabase; db: Kysely<Database> }> {
  const database = await createTestDatabase({ postgresServerUrl: "" });
  const db = database.connect({ sqliteThread: true });
  cleanUps.push(() => database.drop());
  cleanUps.push(() => db.destroy());
  await migrateToLatest(db, "sqlite");
  return { database, db };
}

describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))("SQLite on the database thread", () => {
  it("stores a help request the server answered, before the answer, in the file every tool reads", async () => {
    const testApp = await startTestApp({ sqliteThread: true });
    cleanUps.push(() => testApp.close());
    const answer = await testApp.app.inject({
      method: "POST",
      url: "/api/help-requests",
      payload: { name: "Asha Verma", email: "asha@example.in", query: "₹40,000 taken by a fake KYC call" },
    });
    expect(answer.statusCode).toBe(201);
    const { reference } = answer.json<{ reference: string }>();
    // Another connection to the file, as a backup or the admin CLI would open it.
    const outside = new SqliteDatabase(sqliteFilePath(testApp.database.env.DATA_DIR), { readonly: true });
    try {
      expect(outside.prepare("select name, kind from submissions where reference = ?").get(reference)).toEqual({
        name: "Asha Verma",
        kind: "help_request",
      });
      expect(outside.prepare("select count(*) as count from mail_outbox").get()).toEqual({ count: 2 });
    } finally {
      outside.close();
    }
  });

  it("retries a reference that is already taken with a new one, since the error keeps SQLite's code", async () => {
    const { db } = await threadDatabase();
    const references = ["CH-AAAAAA", "CH-AAAAAA", "CH-BBBBBB"];
    const next = () => references.shift() ?? "CH-ZZZZZZ";
    const fields = { name: "Asha", email: "asha@example.in", message: "UPI fraud" };
    await insertSubmission(db, "help_request", fields, { generateReference: next });
    const second = await insertSubmission(
      db,
      "help_request",
      { ...fields, name: "Bilal" },
      { generateReference: next },
    );
    expect(second.reference).toBe("CH-BBBBBB");
    await expect(
      sql`insert into submissions (reference, kind, name, email, created_at, updated_at) values ('CH-BBBBBB', 'help_request', 'x', 'x@example.in', '', '')`.execute(
        db,
      ),
    ).rejects.toMatchObject({
      code: "SQLITE_CONSTRAINT_UNIQUE",
      message: expect.stringMatching(/submissions\.reference/),
    });
  });

  it("hands back stored bytes as the Buffers they were", async () => {
    const { db } = await threadDatabase();
    const bytes = Buffer.from([0, 1, 2, 250, 255]);
    const { rows } = await sql<{ bytes: Buffer }>`select ${bytes} as bytes`.execute(db);
    expect(Buffer.isBuffer(rows[0]?.bytes)).toBe(true);
    expect(rows[0]?.bytes.equals(bytes)).toBe(true);
  });

  it("rolls back a transaction that fails, leaving nothing of it", async () => {
    const { db } = await threadDatabase();
    await expect(
      db.transaction().execute(async (trx) => {
        await trx
          .insertInto("submissions")
          .values({
            reference: "CH-AAAAAA",
            kind: "help_request",
            name: "Asha",
            email: "asha@example.in",
            created_at: "",
            updated_at: "",
          })
          .execute();
        throw new Error("the mail could not be queued");
      }),
    ).rejects.toThrow("the mail could not be queued");
    expect(await db.selectFrom("submissions").select("id").execute()).toEqual([]);
  });

  it("fails each query with the reason when the thread cannot open the database, instead of waiting for ever", async () => {
    const dir = mkdtempSync(join(tmpdir(), "cyberhelp-thread-"));
    cleanUps.push(() => rmSync(dir, { recursive: true, force: true }));
    // A file where the data directory should be: the thread cannot make the directory.
    writeFileSync(join(dir, "data"), "");
    const db = createDatabase({ DATA_DIR: join(dir, "data", "inside") }, { sqliteThread: true });
    await expect(sql`select 1`.execute(db)).rejects.toThrow(/ENOTDIR|not a directory/);
    await expect(sql`select 1`.execute(db)).rejects.toThrow(/ENOTDIR|not a directory/);
  });

  it("answers no more queries once closed", async () => {
    const { db } = await threadDatabase();
    await sql`select 1`.execute(db);
    await db.destroy();
    await expect(sql`select 1`.execute(db)).rejects.toThrow();
  });

  it("keeps a process alive while a query is out, and lets it end when the thread is idle", async () => {
    const dir = mkdtempSync(join(tmpdir(), "cyberhelp-thread-"));
    cleanUps.push(() => rmSync(dir, { recursive: true, force: true }));
    const script = join(dir, "tool.mts");
    // A tool that never closes its database: it must still print its answer and end.
    writeFileSync(
      script,
      [
        `import { createDatabase } from ${JSON.stringify(new URL("./database.ts", import.meta.url).pathname)};`,
        `const db = createDatabase({ DATA_DIR: ${JSON.stringify(join(dir, "data"))} }, { sqliteThread: true });`,
        `const row = await db.selectNoFrom((eb) => eb.val(42).as("answer")).executeTakeFirstOrThrow();`,
        `console.log(row.answer);`,
      ].join("\n"),
    );
    const { stdout } = await run(process.execPath, ["--import", "tsx", script], {
      cwd: process.cwd(),
      timeout: 30_000,
    });
    expect(stdout.trim()).toBe("42");
  });
});
