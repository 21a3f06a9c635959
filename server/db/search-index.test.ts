import { sql } from "kysely";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { submissionListQuerySchema } from "~/shared/schemas/admin";
import { listSubmissions } from "../admin/submission-list";
import { openStoreTestDatabase, seedSubmissions, type StoreTestDatabase } from "../testing/store-test-database";
import { searchIndexUpToDate } from "./search-index";

// SQLite's search index is written a batch at a time (docs/decisions/0103): by the forms' group
// commit (server/db/group-commit.test.ts) and, for what was stored otherwise, by a search before
// it reads. PostgreSQL's is a generated column of the row, so there is nothing to prove there.

let store: StoreTestDatabase;
beforeEach(async () => {
  store = await openStoreTestDatabase();
});
afterEach(async () => {
  await store.close();
});

const search = async (q: string) =>
  (await listSubmissions(store.db, submissionListQuerySchema.parse({ q }))).items.map((item) => item.name);

/** FTS5's own check of the index against the submissions it was built from: throws when they differ. */
const checkIndex = () =>
  sql`insert into submissions_search (submissions_search, rank) values ('integrity-check', 1)`.execute(store.db);

describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))("the search index on SQLite", () => {
  it("finds a submission stored other than by a form, and indexes it once however often it searches", async () => {
    await seedSubmissions(store.db, [{ name: "Asha Verma", created_at: "2026-12-07T10:00:00.000Z" }]);
    expect(await search("verma")).toEqual(["Asha Verma"]);
    await seedSubmissions(store.db, [{ name: "Bilal Verma", created_at: "2026-12-07T11:00:00.000Z" }]);
    expect(await search("verma")).toEqual(["Bilal Verma", "Asha Verma"]);
    expect(await search("verma")).toEqual(["Bilal Verma", "Asha Verma"]);
    await expect(checkIndex()).resolves.toBeDefined();
  });

  it("stays sound when a submission is changed or erased before it was indexed", async () => {
    const [changed, erased] = await seedSubmissions(store.db, [
      { name: "Chitra Rao", created_at: "2026-12-07T10:00:00.000Z" },
      { name: "Dev Rao", created_at: "2026-12-07T11:00:00.000Z" },
    ]);
    await store.db.updateTable("submissions").set({ name: "Chitra Iyer" }).where("reference", "=", changed!).execute();
    await store.db.deleteFrom("submissions").where("reference", "=", erased!).execute();
    expect(await search("rao")).toEqual([]);
    expect(await search("iyer")).toEqual(["Chitra Iyer"]);
    await expect(checkIndex()).resolves.toBeDefined();

    // Once indexed, a change and an erasure reach the index at once.
    await store.db.updateTable("submissions").set({ name: "Chitra Menon" }).where("reference", "=", changed!).execute();
    expect(await search("iyer")).toEqual([]);
    expect(await search("menon")).toEqual(["Chitra Menon"]);
    await store.db.deleteFrom("submissions").where("reference", "=", changed!).execute();
    expect(await search("menon")).toEqual([]);
    await expect(checkIndex()).resolves.toBeDefined();
  });

  it("has nothing to do when the index holds every submission", async () => {
    await seedSubmissions(store.db, [{ name: "Esha Das", created_at: "2026-12-07T10:00:00.000Z" }]);
    await searchIndexUpToDate(store.db, "sqlite");
    const progress = () =>
      sql<{ indexed_through: number }>`select indexed_through from submissions_search_progress`
        .execute(store.db)
        .then((result) => result.rows[0]?.indexed_through);
    const before = await progress();
    await searchIndexUpToDate(store.db, "sqlite");
    expect(await progress()).toBe(before);
    await expect(checkIndex()).resolves.toBeDefined();
  });
});
