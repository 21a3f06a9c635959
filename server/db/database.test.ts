import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import SqliteDatabase from "better-sqlite3";
import { sql } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import { createDatabase, databaseDialect, SQLITE_CACHE_KIB, sqliteFilePath } from "./database";
import { migrateToLatest } from "./migrate";

const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

function freshDatabase() {
  const parent = mkdtempSync(join(tmpdir(), "cyberhelp-db-"));
  // A directory that does not exist yet, as on a first start.
  const dataDir = join(parent, "data", "nested");
  const db = createDatabase({ DATA_DIR: dataDir, DATABASE_URL: undefined });
  cleanups.push(async () => {
    await db.destroy();
    rmSync(parent, { recursive: true, force: true });
  });
  return { db, dataDir };
}

describe("the SQLite database", () => {
  it("is created on first start as cyberhelp.sqlite in DATA_DIR, directory included", async () => {
    const { db, dataDir } = freshDatabase();
    await sql`select 1`.execute(db);
    expect(existsSync(join(dataDir, "cyberhelp.sqlite"))).toBe(true);
    expect(sqliteFilePath(dataDir)).toBe(join(dataDir, "cyberhelp.sqlite"));
  });

  it("keeps an acknowledged write on disk: WAL, synchronous FULL, foreign keys on, a busy timeout", async () => {
    const { db } = freshDatabase();
    const pragma = async (name: string) =>
      Object.values((await sql.raw<Record<string, unknown>>(`pragma ${name}`).execute(db)).rows[0] ?? {})[0];
    expect(await pragma("journal_mode")).toBe("wal");
    expect(await pragma("synchronous")).toBe(2); // 2 = FULL
    expect(await pragma("foreign_keys")).toBe(1);
    expect(await pragma("secure_delete")).toBe(1);
    expect(await pragma("busy_timeout")).toBeGreaterThan(0);
  });

  it("takes the write lock when a transaction begins, so another process cannot commit under its reads", async () => {
    const { db, dataDir } = freshDatabase();
    await migrateToLatest(db, "sqlite");
    // Another process, as the admin CLI or a second instance would be, that does not wait.
    const other = new SqliteDatabase(sqliteFilePath(dataDir));
    other.pragma("busy_timeout = 0");
    cleanups.push(async () => void other.close());
    const writeFromOther = () =>
      other.prepare("insert into setup_tokens (token_hash, created_at) values ('other', '2026-11-26')").run();

    await db.transaction().execute(async (trx) => {
      await sql`select count(*) from submissions`.execute(trx);
      // Deferred, the other process's write would go through here and this transaction's own
      // write below would then fail at once on its stale snapshot.
      expect(writeFromOther).toThrow(/locked|busy/i);
      await sql`insert into setup_tokens (token_hash, created_at) values ('ours', '2026-11-26')`.execute(trx);
    });
    expect(writeFromOther).not.toThrow();
  });

  it("keeps SQLite's page cache small, so a busy server's memory stays in bounds", async () => {
    const { db } = freshDatabase();
    const row = (await sql<{ cache_size: number }>`pragma cache_size`.execute(db)).rows[0];
    expect(row?.cache_size).toBe(-SQLITE_CACHE_KIB);
  });

  it("uses PostgreSQL exactly when DATABASE_URL is set", () => {
    expect(databaseDialect({ DATABASE_URL: undefined })).toBe("sqlite");
    expect(databaseDialect({ DATABASE_URL: "postgres://db/cyberhelp" })).toBe("postgres");
  });
});

describe("migrations", () => {
  it("run in order once; a second start applies nothing", async () => {
    const { db } = freshDatabase();
    const applied = await migrateToLatest(db, "sqlite");
    expect(applied.slice(0, 2)).toEqual(["0001-create-submissions", "0002-create-accounts-and-casework"]);
    expect(applied).toEqual([...applied].sort());
    expect(await migrateToLatest(db, "sqlite")).toEqual([]);
    const columns = (await db.introspection.getTables()).find((table) => table.name === "submissions")?.columns;
    expect(columns?.map((column) => column.name)).toEqual([
      "id",
      "reference",
      "kind",
      "name",
      "email",
      "phone",
      "state",
      "city",
      "subject",
      "message",
      "topic",
      "page",
      "status",
      "created_at",
      "updated_at",
      "contact_preference",
      "payment_approval",
      "paid_from",
      "payment_method",
      "incident_at",
      "incident_time_unknown",
      "amount_lost",
      "next_deadline_at",
      "waiting_for_victim",
      "assigned_to",
      "retention_notice_at",
      "first_response_at",
      "response_due_at",
      "email_key",
      "phone_key",
      "duplicate_of",
      "language",
      "status_before_not_me",
      "threatened_now",
      "first_hours_tier",
      "first_hours_rank",
      "amount_in_transactions",
      "opened_from_mail_at",
    ]);
  });

  it("refuse a row of an unknown kind or status, and a duplicate reference", async () => {
    const { db } = freshDatabase();
    await migrateToLatest(db, "sqlite");
    const row = {
      reference: "CH-AAAAAA",
      kind: "help_request" as const,
      name: "Asha",
      email: "asha@example.in",
      created_at: "2026-11-21T10:00:00.000Z",
      updated_at: "2026-11-21T10:00:00.000Z",
    };
    await db.insertInto("submissions").values(row).execute();
    await expect(db.insertInto("submissions").values(row).execute()).rejects.toThrow(/UNIQUE/);
    await expect(
      db
        .insertInto("submissions")
        .values({ ...row, reference: "CH-BBBBBB", kind: "letter" as never })
        .execute(),
    ).rejects.toThrow(/CHECK/);
    await expect(
      db
        .insertInto("submissions")
        .values({ ...row, reference: "CH-CCCCCC", status: "archived" as never })
        .execute(),
    ).rejects.toThrow(/CHECK/);
    for (const [column, value] of [
      ["contact_preference", "pigeon"],
      ["payment_approval", "maybe"],
      ["paid_from", "cash"],
      ["payment_method", "cheque"],
      ["incident_time_unknown", 2],
      ["amount_lost", -1],
    ] as const) {
      await expect(
        db
          .insertInto("submissions")
          .values({ ...row, reference: "CH-DDDDDD", [column]: value as never })
          .execute(),
        column,
      ).rejects.toThrow(/CHECK/);
    }
  });

  it("index submissions by kind and time, and by time", async () => {
    const { db } = freshDatabase();
    await migrateToLatest(db, "sqlite");
    const indexes = await sql<{ name: string; sql: string | null }>`
      select name, sql from sqlite_master where type = 'index' and tbl_name = 'submissions' and sql is not null
    `.execute(db);
    expect(indexes.rows.map((index) => index.sql?.replace(/\s+/g, " "))).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/on "submissions" \("kind", "created_at"\)/),
        expect.stringMatching(/on "submissions" \("created_at"\)/),
      ]),
    );
  });
});
