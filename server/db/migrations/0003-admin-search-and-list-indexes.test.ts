import { Migrator } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import { submissionListQuerySchema } from "~/shared/schemas/admin";
import { countSubmissionsByKind } from "~/server/admin/dashboard-data";
import { listSubmissions } from "~/server/admin/submission-list";
import { openStoreTestDatabase, seedSubmissions, type StoreTestDatabase } from "~/server/testing/store-test-database";
import { migrateToLatest } from "../migrate";
import { createSubmissionsTable } from "./0001-create-submissions";
import { createAccountsAndCasework } from "./0002-create-accounts-and-casework";

// Migration 0003 runs on databases that already hold submissions: what it builds must cover
// them, on SQLite and (with TEST_DATABASE_URL) PostgreSQL.

let store: StoreTestDatabase | undefined;
afterEach(async () => {
  await store?.close();
  store = undefined;
});

describe("migration 0003 on a database with submissions", () => {
  it("indexes the existing submissions for search and counts them for the dashboard", async () => {
    store = await openStoreTestDatabase({ migrate: false });
    const before = new Migrator({
      db: store.db,
      provider: {
        getMigrations: async () => ({
          "0001-create-submissions": createSubmissionsTable(store!.dialect),
          "0002-create-accounts-and-casework": createAccountsAndCasework(store!.dialect),
        }),
      },
    });
    const { error } = await before.migrateToLatest();
    expect(error).toBeUndefined();
    const [older] = await seedSubmissions(store.db, [
      { kind: "post_query", name: "Nandini Iyer", created_at: "2025-06-01T10:00:00.000Z" },
      { kind: "post_query", name: "Someone Else", created_at: "2025-06-02T10:00:00.000Z" },
      { kind: "contact_message", created_at: "2025-06-03T10:00:00.000Z" },
    ]);

    expect(await migrateToLatest(store.db, store.dialect)).toContain("0003-admin-search-and-list-indexes");

    const found = await listSubmissions(store.db, submissionListQuerySchema.parse({ q: "nandini" }));
    expect(found.items.map((item) => item.reference)).toEqual([older]);
    expect(await countSubmissionsByKind(store.db)).toEqual({ help_request: 0, contact_message: 1, post_query: 2 });

    // And keeps both up to date afterwards.
    await seedSubmissions(store.db, [
      { kind: "help_request", name: "Nandini Rao", created_at: "2025-06-04T10:00:00.000Z" },
    ]);
    await store.db.deleteFrom("submissions").where("kind", "=", "contact_message").execute();
    await store.db
      .updateTable("submissions")
      .set({ kind: "contact_message" })
      .where("name", "=", "Someone Else")
      .execute();
    expect(await countSubmissionsByKind(store.db)).toEqual({ help_request: 1, contact_message: 1, post_query: 1 });
    expect((await listSubmissions(store.db, submissionListQuerySchema.parse({ q: "nandini" }))).total).toBe(2);
  });
});
