import { sql } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import { openStoreTestDatabase, type StoreTestDatabase } from "~/server/testing/store-test-database";
import { migrateUpTo } from "../migrate";
import { createDeskSecondFactors } from "./0038-create-desk-second-factors";

// Migration 0038 on a database that already holds accounts, on SQLite and, with
// TEST_DATABASE_URL, PostgreSQL (docs/decisions/0072): every account is kept and starts without
// a second factor, one secret an account, recovery codes unique per account, both gone with their
// account, and going back drops the two tables only.

let store: StoreTestDatabase | undefined;
afterEach(async () => {
  await store?.close();
  store = undefined;
});

const at = "2026-12-06T09:00:00.000Z";

async function storedBefore(): Promise<{ store: StoreTestDatabase; userIds: number[] }> {
  const opened = await openStoreTestDatabase({ migrate: false });
  await migrateUpTo(opened.db, opened.dialect, "0037-help-by-kind-of-harm");
  for (const name of ["asha", "ravi"]) {
    await sql`insert into users (name, email, email_normalized, password_hash, role, status, created_at, updated_at)
      values (${name}, ${`${name}@example.in`}, ${`${name}@example.in`}, '$argon2id$stored', 'admin', 'active', ${at}, ${at})`.execute(
      opened.db,
    );
  }
  const userIds = (await opened.db.selectFrom("users").select("id").orderBy("id").execute()).map((row) => row.id);
  return { store: opened, userIds };
}

const secret = (userId: number) => ({
  user_id: userId,
  secret_sealed: "key.sealed",
  enabled_at: null,
  last_used_step: null,
  created_at: at,
});

describe("migration 0038: the desk's second factors", () => {
  it("keeps every account, holds one secret an account and unique recovery codes, and erases both with the account", async () => {
    const before = await storedBefore();
    store = before.store;
    const { db } = store;
    await createDeskSecondFactors().up(db);
    const [asha, ravi] = before.userIds as [number, number];
    expect(await db.selectFrom("users").select("id").orderBy("id").execute()).toHaveLength(2);
    expect(await db.selectFrom("desk_second_factors").selectAll().execute()).toEqual([]);

    await db.insertInto("desk_second_factors").values(secret(asha)).execute();
    await expect(db.insertInto("desk_second_factors").values(secret(asha)).execute()).rejects.toThrow();
    await db
      .updateTable("desk_second_factors")
      .set({ enabled_at: at, last_used_step: 59_000_000 })
      .where("user_id", "=", asha)
      .execute();
    await db.insertInto("desk_second_factors").values(secret(ravi)).execute();
    const code = (userId: number, mac: string) => ({ user_id: userId, code_mac: mac, created_at: at });
    await db
      .insertInto("desk_recovery_codes")
      .values([code(asha, "mac-1"), code(asha, "mac-2"), code(ravi, "mac-1")])
      .execute();
    await expect(db.insertInto("desk_recovery_codes").values(code(asha, "mac-1")).execute()).rejects.toThrow();

    await db.deleteFrom("users").where("id", "=", asha).execute();
    expect(await db.selectFrom("desk_second_factors").select("user_id").execute()).toEqual([{ user_id: ravi }]);
    expect(await db.selectFrom("desk_recovery_codes").select("user_id").execute()).toEqual([{ user_id: ravi }]);
  });

  it("going back drops the two tables and keeps the accounts", async () => {
    const before = await storedBefore();
    store = before.store;
    const migration = createDeskSecondFactors();
    await migration.up(store.db);
    await migration.down!(store.db);
    expect(await store.db.selectFrom("users").select("id").execute()).toHaveLength(2);
    await expect(store.db.selectFrom("desk_second_factors").selectAll().execute()).rejects.toThrow();
    await expect(store.db.selectFrom("desk_recovery_codes").selectAll().execute()).rejects.toThrow();
  });
});
