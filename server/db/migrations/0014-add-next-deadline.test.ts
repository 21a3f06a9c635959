import { sql } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import { openStoreTestDatabase, seedSubmissions, type StoreTestDatabase } from "~/server/testing/store-test-database";
import { recomputeDeadlinesIfRulesChanged } from "~/server/cases/case-deadline";
import { migrateToLatest, migrateUpTo } from "../migrate";

// Migration 0014 on a database that already holds cases and messages, on SQLite and (with
// TEST_DATABASE_URL) PostgreSQL: the desk's waiting cases are found from the messages and each
// tab is counted at once; the deadlines arrive with the first start's computation, as the rules
// were never recorded.

let store: StoreTestDatabase | undefined;
afterEach(async () => {
  await store?.close();
  store = undefined;
});

const at = "2026-11-21T04:30:00.000Z";

describe("migration 0014 on a database with cases", () => {
  it("marks the cases in progress whose last message is the desk's as waiting for the victim, and leaves the deadlines to the first start", async () => {
    store = await openStoreTestDatabase({ migrate: false });
    const db = store.db;
    await migrateUpTo(db, store.dialect, "0013-create-evidence");
    await seedSubmissions(db, [
      { name: "desk wrote last", status: "in_progress", created_at: at },
      { name: "victim wrote last", status: "in_progress", created_at: at },
      { name: "new, desk wrote", created_at: at },
      { name: "money taken", created_at: at },
    ]);
    await db
      .updateTable("submissions")
      .set({ incident_at: "2026-11-20T04:30:00.000Z", payment_approval: "taken_without_approval" })
      .where("name", "=", "money taken")
      .execute();
    const ids = Object.fromEntries(
      (await db.selectFrom("submissions").select(["id", "name"]).execute()).map((row) => [row.name, row.id]),
    );
    const message = (name: string, author: "desk" | "victim", minute: number) => ({
      submission_id: ids[name]!,
      author,
      body: "A message",
      created_at: `2026-11-21T05:${String(minute).padStart(2, "0")}:00.000Z`,
    });
    await db
      .insertInto("case_messages")
      .values([
        message("desk wrote last", "victim", 1),
        message("desk wrote last", "desk", 2),
        message("victim wrote last", "desk", 1),
        message("victim wrote last", "victim", 2),
        message("new, desk wrote", "desk", 1),
      ])
      .execute();

    expect(await migrateToLatest(db, store.dialect)).toContain("0014-add-next-deadline");
    const rows = await db
      .selectFrom("submissions")
      .select(["name", "waiting_for_victim", "next_deadline_at"])
      .execute();
    const waiting = Object.fromEntries(rows.map((row) => [row.name, row.waiting_for_victim]));
    expect(waiting).toEqual({ "desk wrote last": 1, "victim wrote last": 0, "new, desk wrote": 0, "money taken": 0 });
    expect(rows.every((row) => row.next_deadline_at === null)).toBe(true);
    const counts = await sql<{ status: string; waiting_for_victim: number; count: number | string }>`
      select status, waiting_for_victim, count from inbox_counts order by status, waiting_for_victim
    `.execute(db);
    expect(counts.rows.map((row) => [row.status, Number(row.waiting_for_victim), Number(row.count)])).toEqual([
      ["in_progress", 0, 1],
      ["in_progress", 1, 1],
      ["new", 0, 2],
    ]);

    await recomputeDeadlinesIfRulesChanged(db, new Date(at));
    const taken = await db
      .selectFrom("submissions")
      .select("next_deadline_at")
      .where("id", "=", ids["money taken"]!)
      .executeTakeFirstOrThrow();
    // Three days from Friday 20 Nov in India: the end of Monday 23 Nov.
    expect(taken.next_deadline_at).toBe("2026-11-23T18:29:59.999Z");
  });
});
