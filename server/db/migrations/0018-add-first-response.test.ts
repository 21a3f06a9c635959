import { sql } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import { openStoreTestDatabase, seedSubmissions, type StoreTestDatabase } from "~/server/testing/store-test-database";
import { migrateToLatest, migrateUpTo } from "../migrate";

// Migration 0018 on a database that already holds cases and messages, on SQLite and (with
// TEST_DATABASE_URL) PostgreSQL: each case's first response is its earliest desk message, and
// its response is due after the site's default targets, sooner for a case in a deadline.

let store: StoreTestDatabase | undefined;
afterEach(async () => {
  await store?.close();
  store = undefined;
});

const at = "2026-11-21T04:30:00.000Z";

describe("migration 0018 on a database with cases", () => {
  it("takes the first response from the earliest desk message and dates the target by whether a deadline runs", async () => {
    store = await openStoreTestDatabase({ migrate: false });
    const db = store.db;
    await migrateUpTo(db, store.dialect, "0016-add-retention-notice");
    await seedSubmissions(db, [
      { name: "desk wrote twice", created_at: at },
      { name: "only the victim wrote", created_at: at },
      { name: "in a deadline", created_at: at, next_deadline_at: "2026-11-23T18:29:59.999Z" },
    ]);
    const ids = Object.fromEntries(
      (await db.selectFrom("submissions").select(["id", "name"]).execute()).map((row) => [row.name, row.id]),
    );
    const message = (name: string, author: "desk" | "victim", createdAt: string) => ({
      submission_id: ids[name]!,
      author,
      body: "A message",
      created_at: createdAt,
    });
    await db
      .insertInto("case_messages")
      .values([
        message("desk wrote twice", "victim", "2026-11-21T04:40:00.000Z"),
        message("desk wrote twice", "desk", "2026-11-21T09:15:00.000Z"),
        message("desk wrote twice", "desk", "2026-11-21T05:05:30.250Z"),
        message("only the victim wrote", "victim", "2026-11-21T05:00:00.000Z"),
      ])
      .execute();

    expect(await migrateToLatest(db, store.dialect)).toContain("0018-add-first-response");

    const rows = await db
      .selectFrom("submissions")
      .select(["name", "first_response_at", "response_due_at"])
      .orderBy("name")
      .execute();
    expect(rows).toEqual([
      {
        name: "desk wrote twice",
        first_response_at: "2026-11-21T05:05:30.250Z",
        response_due_at: "2026-11-22T04:30:00.000Z",
      },
      { name: "in a deadline", first_response_at: null, response_due_at: "2026-11-21T05:30:00.000Z" },
      { name: "only the victim wrote", first_response_at: null, response_due_at: "2026-11-22T04:30:00.000Z" },
    ]);
  });

  it("adds the index the overdue count reads, and SQLite's planner takes it for that count", async () => {
    store = await openStoreTestDatabase();
    const indexes =
      store.dialect === "postgres"
        ? sql<{ name: string }>`select indexname as name from pg_indexes where tablename = 'submissions'`
        : sql<{ name: string }>`select name from sqlite_master where type = 'index' and tbl_name = 'submissions'`;
    expect((await indexes.execute(store.db)).rows.map((row) => row.name)).toContain("submissions_response_due_index");
    // PostgreSQL chooses by its statistics, which an empty test table does not have.
    if (store.dialect === "sqlite") {
      const plan = await sql<{ detail: string }>`explain query plan select count(*) from submissions
        where first_response_at is null and status in ('new', 'in_progress') and response_due_at < '2026-11-25T00:00:00.000Z'`.execute(
        store.db,
      );
      expect(plan.rows.map((row) => row.detail).join("\n")).toContain("submissions_response_due_index");
    }
  });
});
