import { sql } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import { openStoreTestDatabase, type StoreTestDatabase } from "~/server/testing/store-test-database";

// Migration 0020's indexes for "Assigned to me" (docs/decisions/0039), on SQLite and (with
// TEST_DATABASE_URL) PostgreSQL: they exist, and SQLite's planner reads a member's tab in order
// from them and counts a member's tabs from the index alone.

let store: StoreTestDatabase | undefined;
afterEach(async () => {
  await store?.close();
  store = undefined;
});

async function planOf(query: ReturnType<typeof sql>): Promise<string> {
  const plan = await sql<{ detail: string }>`explain query plan ${query}`.execute(store!.db);
  return plan.rows.map((row) => row.detail).join("\n");
}

describe("migration 0020", () => {
  it("adds a member's two inbox indexes, which SQLite's planner takes for a member's tab and counts", async () => {
    store = await openStoreTestDatabase();
    const indexes =
      store.dialect === "postgres"
        ? sql<{ name: string }>`select indexname as name from pg_indexes where tablename = 'submissions'`
        : sql<{ name: string }>`select name from sqlite_master where type = 'index' and tbl_name = 'submissions'`;
    expect((await indexes.execute(store.db)).rows.map((row) => row.name)).toEqual(
      expect.arrayContaining(["submissions_inbox_mine_deadline_index", "submissions_inbox_mine_age_index"]),
    );
    // PostgreSQL chooses by its statistics, which an empty test table does not have.
    if (store.dialect !== "sqlite") return;
    const deadlines = await planOf(sql`select id from submissions
      where assigned_to = 7 and status = 'new' and waiting_for_victim = 0 and next_deadline_at >= '2026-11-25'
      order by next_deadline_at, id limit 25`);
    expect(deadlines).toContain("submissions_inbox_mine_deadline_index");
    expect(deadlines).not.toContain("TEMP B-TREE");
    const rest = await planOf(sql`select id from submissions
      where assigned_to = 7 and status = 'new' and waiting_for_victim = 0 and next_deadline_at is null
      order by created_at, id limit 25`);
    expect(rest).toContain("submissions_inbox_mine_age_index");
    expect(rest).not.toContain("TEMP B-TREE");
    const counts = await planOf(sql`select status, waiting_for_victim, count(*) from submissions
      where assigned_to = 7 group by status, waiting_for_victim`);
    expect(counts).toContain("COVERING INDEX submissions_inbox_mine_age_index");
  });
});
