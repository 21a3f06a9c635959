import { sql } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import { openStoreTestDatabase, seedSubmissions, type StoreTestDatabase } from "~/server/testing/store-test-database";
import { migrateUpTo } from "../migrate";
import { indexSearchWithTheGroup } from "./0042-index-search-with-the-group";

// Migration 0042 on a database that already holds submissions (docs/decisions/0103): on SQLite
// what the insert trigger indexed stays found and counts as indexed, a new row waits for the
// batch, and going back indexes what waited and brings the trigger back. PostgreSQL's search
// is a generated column the migration leaves alone.

let store: StoreTestDatabase | undefined;
afterEach(async () => {
  await store?.close();
  store = undefined;
});

const at = "2026-12-07T10:00:00.000Z";

const matches = async (opened: StoreTestDatabase, word: string) =>
  (
    await sql<{ rowid: number }>`select rowid from submissions_search where submissions_search match ${word}`.execute(
      opened.db,
    )
  ).rows.length;

const indexedThrough = async (opened: StoreTestDatabase) =>
  (await sql<{ indexed_through: number }>`select indexed_through from submissions_search_progress`.execute(opened.db))
    .rows[0]?.indexed_through;

describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))("migration 0042 on SQLite", () => {
  it("counts what the trigger indexed as indexed, leaves new rows to the batch, and going back indexes them", async () => {
    store = await openStoreTestDatabase({ migrate: false });
    await migrateUpTo(store.db, store.dialect, "0041-create-whatsapp-reminders");
    await seedSubmissions(store.db, [
      { name: "Asha Verma", created_at: at },
      { name: "Bilal Verma", created_at: at },
    ]);
    const ids = (await store.db.selectFrom("submissions").select("id").orderBy("id").execute()).map((row) => row.id);

    const migration = indexSearchWithTheGroup(store.dialect);
    await migration.up(store.db);
    expect(await indexedThrough(store)).toBe(ids.at(-1));
    expect(await matches(store, "verma")).toBe(2);
    await seedSubmissions(store.db, [{ name: "Chitra Verma", created_at: at }]);
    expect(await matches(store, "chitra")).toBe(0);

    if (!migration.down) throw new Error("migration 0042 has no way back");
    await migration.down(store.db);
    expect(await matches(store, "verma")).toBe(3);
    await seedSubmissions(store.db, [{ name: "Dev Verma", created_at: at }]);
    expect(await matches(store, "dev")).toBe(1);
    await store.db.deleteFrom("submissions").where("name", "=", "Asha Verma").execute();
    expect(await matches(store, "asha")).toBe(0);
    await sql`insert into submissions_search (submissions_search, rank) values ('integrity-check', 1)`.execute(
      store.db,
    );
  });
});
