import { afterEach, describe, expect, it } from "vitest";
import { openStoreTestDatabase, type StoreTestDatabase } from "~/server/testing/store-test-database";
import { migrateUpTo } from "../migrate";

// Migration 0017 on a database that has run every migration before it, on SQLite and (with
// TEST_DATABASE_URL) PostgreSQL: the table holds the rules the API relies on even against a
// write that skips the API.

let store: StoreTestDatabase | undefined;
afterEach(async () => {
  await store?.close();
  store = undefined;
});

const at = "2026-11-26T04:30:00.000Z";

function template(title: string, key: string, body = "Text") {
  return {
    title,
    title_key: key,
    body,
    created_at: at,
    updated_at: at,
    updated_by_user_id: null,
    updated_by_name: "Desk Lead",
  };
}

describe("migration 0017", () => {
  it("creates reply_templates: one row per title key, titles and texts within their lengths", async () => {
    store = await openStoreTestDatabase({ migrate: false });
    const { db } = store;
    // Up to 0017 only: 0034 makes titles unique per language and adds the starter templates.
    await migrateUpTo(db, store.dialect, "0017-create-reply-templates");

    await db.insertInto("reply_templates").values(template("Bank delay", "bank delay")).execute();
    await expect(
      db.insertInto("reply_templates").values(template("BANK DELAY", "bank delay")).execute(),
    ).rejects.toThrow();
    await expect(db.insertInto("reply_templates").values(template("", "")).execute()).rejects.toThrow();
    await expect(
      db
        .insertInto("reply_templates")
        .values(template("Long", "long", "x".repeat(3001)))
        .execute(),
    ).rejects.toThrow();
    await db
      .insertInto("reply_templates")
      .values(template("x".repeat(80), "x".repeat(80), "y".repeat(3000)))
      .execute();
    expect(await db.selectFrom("reply_templates").select("title_key").orderBy("id").execute()).toEqual([
      { title_key: "bank delay" },
      { title_key: "x".repeat(80) },
    ]);
  });
});
