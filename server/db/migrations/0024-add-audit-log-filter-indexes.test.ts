import { sql } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import { openStoreTestDatabase, type StoreTestDatabase } from "~/server/testing/store-test-database";

// Migration 0024's indexes for the audit log's filters (docs/decisions/0048), on SQLite and
// (with TEST_DATABASE_URL) PostgreSQL: they exist, and SQLite's planner reads a kind of action
// and a desk member's entries from them, newest first, without sorting.

let store: StoreTestDatabase | undefined;
afterEach(async () => {
  await store?.close();
  store = undefined;
});

async function planOf(query: ReturnType<typeof sql>): Promise<string> {
  const plan = await sql<{ detail: string }>`explain query plan ${query}`.execute(store!.db);
  return plan.rows.map((row) => row.detail).join("\n");
}

describe("migration 0024", () => {
  it("adds the audit log's action and actor indexes, which SQLite's planner takes for a filtered page", async () => {
    store = await openStoreTestDatabase();
    const indexes =
      store.dialect === "postgres"
        ? sql<{ name: string }>`select indexname as name from pg_indexes where tablename = 'audit_log'`
        : sql<{ name: string }>`select name from sqlite_master where type = 'index' and tbl_name = 'audit_log'`;
    expect((await indexes.execute(store.db)).rows.map((row) => row.name)).toEqual(
      expect.arrayContaining(["audit_log_action_index", "audit_log_actor_index"]),
    );
    // PostgreSQL chooses by its statistics, which an empty test table does not have.
    if (store.dialect !== "sqlite") return;
    const action = await planOf(sql`select * from audit_log where action = 'submissions.exported'
      order by created_at desc, id desc limit 25`);
    expect(action).toContain("audit_log_action_index");
    expect(action).not.toContain("TEMP B-TREE");
    const actor = await planOf(sql`select * from audit_log where actor_user_id = 7
      order by created_at desc, id desc limit 25`);
    expect(actor).toContain("audit_log_actor_index");
    expect(actor).not.toContain("TEMP B-TREE");
  });
});
