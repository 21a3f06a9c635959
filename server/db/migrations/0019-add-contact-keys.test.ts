import { afterEach, describe, expect, it } from "vitest";
import { openStoreTestDatabase, seedSubmissions, type StoreTestDatabase } from "~/server/testing/store-test-database";
import { contactKeysOf } from "~/server/submissions/contact-keys";
import { migrateToLatest, migrateUpTo } from "../migrate";

// Migration 0019 on a database with submissions (SQLite; PostgreSQL with TEST_DATABASE_URL): the
// keys of every stored row are filled as new rows get them, and a case marked as one with an
// erased primary stands on its own again.

let store: StoreTestDatabase | undefined;
afterEach(async () => {
  await store?.close();
  store = undefined;
});

describe("migration 0019 on a database with submissions", () => {
  it("fills each stored row's contact keys as the store computes them for a new row", async () => {
    store = await openStoreTestDatabase({ migrate: false });
    await migrateUpTo(store.db, store.dialect, "0016-add-retention-notice");
    const contacts = [
      { email: " Asha.Rao@Example.IN", phone: "+91 98765 43210" },
      { email: "asha.rao@example.in", phone: "09876543210" },
      { email: "ravi@example.in", phone: "" },
      { email: "", phone: "1930" },
    ];
    // More rows than one batch of the backfill, so the batches meet without a gap.
    const many = Array.from({ length: 2_100 }, (_, index) => ({ email: `person${index}@example.in`, phone: "" }));
    await seedSubmissions(
      store.db,
      [...contacts, ...many].map((contact) => ({ ...contact, created_at: "2026-11-20T10:00:00.000Z" })),
    );

    expect(await migrateToLatest(store.db, store.dialect)).toContain("0019-add-contact-keys");

    const rows = await store.db
      .selectFrom("submissions")
      .select(["email", "phone", "email_key", "phone_key", "duplicate_of"])
      .orderBy("id")
      .execute();
    expect(rows).toHaveLength(contacts.length + many.length);
    for (const row of rows) {
      expect({ email_key: row.email_key, phone_key: row.phone_key }).toEqual(contactKeysOf(row));
      expect(row.duplicate_of).toBeNull();
    }
    expect(rows.slice(0, 4).map((row) => [row.email_key, row.phone_key])).toEqual([
      ["asha.rao@example.in", "9876543210"],
      ["asha.rao@example.in", "9876543210"],
      ["ravi@example.in", null],
      [null, null],
    ]);
  });

  it("leaves a case marked as one with an erased primary on its own", async () => {
    store = await openStoreTestDatabase();
    const [primary, duplicate] = await seedSubmissions(store.db, [
      { created_at: "2026-11-20T10:00:00.000Z" },
      { created_at: "2026-11-21T10:00:00.000Z" },
    ]);
    const { id } = await store.db
      .selectFrom("submissions")
      .select("id")
      .where("reference", "=", primary!)
      .executeTakeFirstOrThrow();
    await store.db.updateTable("submissions").set({ duplicate_of: id }).where("reference", "=", duplicate!).execute();
    await expect(
      store.db.updateTable("submissions").set({ duplicate_of: 999_999 }).where("reference", "=", duplicate!).execute(),
    ).rejects.toThrow();

    await store.db.deleteFrom("submissions").where("id", "=", id).execute();
    const left = await store.db.selectFrom("submissions").select(["reference", "duplicate_of"]).execute();
    expect(left).toEqual([{ reference: duplicate, duplicate_of: null }]);
  });
});
