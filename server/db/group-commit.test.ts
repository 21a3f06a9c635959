import SqliteDatabase from "better-sqlite3";
import Fastify from "fastify";
import { sql, type Kysely } from "kysely";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createMailService } from "../mail/mail-service";
import { newKey } from "../keys/keyring";
import { loadServerKeys } from "../keys/server-keys";
import { createSubmissionAcceptor } from "../submissions/accept-submission";
import { insertSubmission } from "../submissions/submission-store";
import { createTestDatabase, type TestDatabase } from "../testing/test-database";
import { sqliteFilePath } from "./database";
import { groupCommit, writeTransactions, type GroupCommitOptions } from "./group-commit";
import { migrateToLatest } from "./migrate";
import type { Database } from "./schema";
import { apiMessages } from "~/shared/messages/api";

// Group commit is how SQLite stores submissions; PostgreSQL keeps a transaction per write, which
// the rest of the suite covers on both.

let database: TestDatabase;
let db: Kysely<Database>;
let groups: number[];

beforeEach(async () => {
  database = await createTestDatabase({ postgresServerUrl: "" });
  db = database.connect();
  await migrateToLatest(db, "sqlite");
  groups = [];
});
afterEach(async () => {
  await db.destroy();
  await database.drop();
});

const fields = (name: string) => ({ name, email: `${name.toLowerCase()}@example.in`, message: "UPI fraud" });

function writer(options: GroupCommitOptions = {}) {
  return groupCommit(db, { onCommit: (size) => groups.push(size), ...options });
}

const storedNames = async () =>
  (await db.selectFrom("submissions").select("name").orderBy("id").execute()).map((row) => row.name);

describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))("group commit on SQLite", () => {
  it("stores writes queued together in one commit, and each resolves only once all of them are on disk", async () => {
    const transactions = writer();
    // Another connection to the file sees only what is committed.
    const outside = new SqliteDatabase(sqliteFilePath(database.env.DATA_DIR), { readonly: true });
    try {
      const names = ["Asha", "Bilal", "Chitra", "Dev"];
      const writes = names.map((name) => insertSubmission(db, "help_request", fields(name), { transactions }));
      const first = await writes[0];
      expect(outside.prepare("select count(*) as count from submissions").get()).toEqual({ count: 4 });
      const stored = await Promise.all(writes);
      expect(stored[0]).toEqual(first);
      expect(new Set(stored.map((one) => one.reference)).size).toBe(4);
      expect(groups).toEqual([4]);
      expect(await storedNames()).toEqual(names);
    } finally {
      outside.close();
    }
  });

  it("rolls back a write that fails alone: the others in its group are stored and answered", async () => {
    const transactions = writer();
    const good = insertSubmission(db, "help_request", fields("Asha"), { transactions });
    const bad = insertSubmission(db, "help_request", fields("Bilal"), {
      transactions,
      withinTransaction: async (trx, stored) => {
        // Its row is written, then its mail is refused (no such purpose): all of it goes.
        await trx
          .insertInto("mail_outbox")
          .values({
            submission_id: stored.id,
            purpose: "spam" as never,
            to_address: "x@example.in",
            subject: "x",
            text_body: "x",
            html_body: "x",
            next_attempt_at: stored.createdAt,
            created_at: stored.createdAt,
            updated_at: stored.createdAt,
          })
          .execute();
      },
    });
    const alsoGood = insertSubmission(db, "post_query", fields("Chitra"), { transactions });
    await expect(bad).rejects.toThrow(/CHECK constraint failed/);
    await expect(good).resolves.toMatchObject({ reference: expect.stringMatching(/^CH-/) });
    await expect(alsoGood).resolves.toMatchObject({ reference: expect.stringMatching(/^CH-/) });
    expect(groups).toEqual([3]);
    expect(await storedNames()).toEqual(["Asha", "Chitra"]);
    expect(await db.selectFrom("mail_outbox").select("id").execute()).toEqual([]);
  });

  it("fails every write of a group whose commit fails, and stores none of them", async () => {
    const transactions = writer();
    const writes = ["Asha", "Bilal", "Chitra"].map((name, index) =>
      insertSubmission(db, "help_request", fields(name), {
        transactions,
        withinTransaction:
          index === 1
            ? async (trx) => {
                // A foreign key checked only at COMMIT, and broken: the COMMIT itself fails.
                await sql`pragma defer_foreign_keys = on`.execute(trx);
                await trx
                  .insertInto("submission_notes")
                  .values({
                    submission_id: 999_999,
                    author_user_id: null,
                    author_name: "test",
                    body: "x",
                    created_at: "2026-11-24T00:00:00.000Z",
                  })
                  .execute();
              }
            : undefined,
      }),
    );
    const outcomes = await Promise.allSettled(writes);
    expect(outcomes.map((outcome) => outcome.status)).toEqual(["rejected", "rejected", "rejected"]);
    for (const outcome of outcomes) {
      expect((outcome as PromiseRejectedResult).reason).toMatchObject({
        message: expect.stringMatching(/FOREIGN KEY/),
      });
    }
    expect(groups).toEqual([]);
    expect(await storedNames()).toEqual([]);
    // The connection is usable again: the next group commits.
    await insertSubmission(db, "help_request", fields("Dev"), { transactions });
    expect(await storedNames()).toEqual(["Dev"]);
  });

  it("holds at most maxGroupSize writes in a group; the rest go in the next", async () => {
    const transactions = writer({ maxGroupSize: 2 });
    const names = ["A", "B", "C", "D", "E"];
    await Promise.all(names.map((name) => insertSubmission(db, "help_request", fields(name), { transactions })));
    expect(groups).toEqual([2, 2, 1]);
    expect(await storedNames()).toEqual(names);
  });

  it("puts a write queued while a group is being written in the next group", async () => {
    const transactions = writer();
    let queuedDuring: Promise<unknown> | undefined;
    await insertSubmission(db, "help_request", fields("Asha"), {
      transactions,
      withinTransaction: async () => {
        queuedDuring = insertSubmission(db, "help_request", fields("Bilal"), { transactions });
      },
    });
    expect(groups).toEqual([1]);
    await queuedDuring;
    expect(groups).toEqual([1, 1]);
    expect(await storedNames()).toEqual(["Asha", "Bilal"]);
  });

  it("answers a retry in the same group with the first request's answer, and a reused key with other content with 422", async () => {
    const log = Fastify({ logger: false }).log;
    const mail = createMailService({
      db,
      env: {
        SMTP_URL: undefined,
        MAIL_FROM: "CyberHelp <no-reply@cyberhelp.example>",
        NOTIFY_EMAIL: "desk@cyberhelp.example",
      },
      log,
    });
    const serverKeys = loadServerKeys({ SERVER_KEY: newKey(), DATA_DIR: "unused" }, { warn: () => {} });
    const acceptSubmission = createSubmissionAcceptor({ db, mail, serverKeys, transactions: writer() });
    const helpRequest = { name: "Asha Verma", email: "asha@example.in", query: "₹40,000 taken by a fake KYC call" };
    const send = (body: unknown, idempotencyKey: string) =>
      acceptSubmission({
        kind: "help_request",
        body,
        idempotencyKey,
        scope: "/api/help-requests",
        channel: "form_answer",
        log,
      });

    const [first, retry, reused, other] = await Promise.all([
      send(helpRequest, "tap-1"),
      send(helpRequest, "tap-1"),
      send({ ...helpRequest, query: "Something else" }, "tap-1"),
      send({ ...helpRequest, name: "Bilal" }, "tap-2"),
    ]);
    expect(groups).toEqual([4]);
    expect(first).toMatchObject({ statusCode: 201, replayed: false });
    // The first answer again, its case link too (kept sealed for the day; docs/decisions/0049).
    expect(retry).toEqual({ ...first, replayed: true });
    expect((retry.body as { caseUrl?: string }).caseUrl).toMatch(/^\/case#[\w-]{43}$/);
    expect(reused).toEqual({
      statusCode: 422,
      body: { status: "error", message: apiMessages.idempotencyKeyReused },
      replayed: false,
    });
    expect(other).toMatchObject({ statusCode: 201, replayed: false });
    expect(await storedNames()).toEqual(["Asha Verma", "Bilal"]);
    expect(await db.selectFrom("mail_outbox").select("id").execute()).toHaveLength(4);
  });

  it("runs the group's own work before its commit, and a failure of it fails none of the group's writes", async () => {
    const failures: unknown[] = [];
    let ran = 0;
    const transactions = writer({
      beforeCommit: {
        work: async (trx) => {
          ran++;
          // Written, then rolled back with the work's savepoint when the work fails.
          await trx.updateTable("submissions").set({ city: "Pune" }).execute();
          throw new Error("the search index is full");
        },
        onError: (error) => failures.push(error),
      },
    });
    const names = ["Asha", "Bilal"];
    await Promise.all(names.map((name) => insertSubmission(db, "help_request", fields(name), { transactions })));
    expect(groups).toEqual([2]);
    expect(ran).toBe(1);
    expect(failures).toEqual([new Error("the search index is full")]);
    expect(await storedNames()).toEqual(names);
    const cities = await db.selectFrom("submissions").select("city").execute();
    expect(cities.map((row) => row.city)).toEqual(["", ""]);
  });

  it("indexes the group's submissions for search before it commits", async () => {
    const transactions = writeTransactions(db, "sqlite", (error) => {
      throw error;
    });
    const stored = await Promise.all(
      ["Asha Verma", "Bilal Khan"].map((name) => insertSubmission(db, "help_request", fields(name), { transactions })),
    );
    const { rows } = await sql<{ rowid: number }>`
      select rowid from submissions_search where submissions_search match 'verma OR khan' order by rowid
    `.execute(db);
    expect(rows.map((row) => row.rowid)).toEqual(stored.map((one) => one.id));
  });
});
