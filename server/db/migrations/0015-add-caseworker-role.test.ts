import { sql } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import { openStoreTestDatabase, seedSubmissions, type StoreTestDatabase } from "~/server/testing/store-test-database";
import { migrateToLatest, migrateUpTo } from "../migrate";

// Migration 0015 widens users.role on a database that already has accounts and sessions: on
// SQLite by rebuilding the table, on PostgreSQL (with TEST_DATABASE_URL) by swapping the
// constraint. Nobody may be signed out by it, and the new assigned_to column must follow its user.

let store: StoreTestDatabase | undefined;
afterEach(async () => {
  await store?.close();
  store = undefined;
});

const at = "2026-11-20T10:00:00.000Z";

function insertUser(db: StoreTestDatabase["db"], email: string, role: string) {
  return sql<{
    id: number;
  }>`insert into users (name, email, email_normalized, password_hash, role, status, created_at, updated_at)
    values ('Desk member', ${email}, ${email}, 'hash', ${role}, 'active', ${at}, ${at}) returning id`.execute(db);
}

describe("migration 0015 on a database with accounts and sessions", () => {
  it("keeps every account and session, allows caseworkers, refuses other roles, and unassigns a case when its member goes", async () => {
    store = await openStoreTestDatabase({ migrate: false });
    await migrateUpTo(store.db, store.dialect, "0013-create-evidence");
    const admin = (await insertUser(store.db, "admin@example.in", "admin")).rows[0]!.id;
    await sql`insert into sessions (token_hash, user_id, created_at, last_seen_at, expires_at)
      values ('hash-of-a-token', ${admin}, ${at}, ${at}, ${at})`.execute(store.db);
    await expect(insertUser(store.db, "early@example.in", "caseworker")).rejects.toThrow();

    expect(await migrateToLatest(store.db, store.dialect)).toContain("0015-add-caseworker-role");

    const users = await store.db.selectFrom("users").select(["id", "email", "role"]).execute();
    expect(users).toEqual([{ id: admin, email: "admin@example.in", role: "admin" }]);
    const sessions = await store.db.selectFrom("sessions").select("user_id").execute();
    expect(sessions).toEqual([{ user_id: admin }]);
    const caseworker = (await insertUser(store.db, "caseworker@example.in", "caseworker")).rows[0]!.id;
    await expect(insertUser(store.db, "owner@example.in", "owner")).rejects.toThrow();
    // The address stays unique, and new accounts follow the copied ones rather than reuse their ids.
    await expect(insertUser(store.db, "admin@example.in", "admin")).rejects.toThrow();
    expect(caseworker).toBeGreaterThan(admin);

    const [reference] = await seedSubmissions(store.db, [{ created_at: at }]);
    await store.db.updateTable("submissions").set({ assigned_to: caseworker }).execute();
    await expect(store.db.updateTable("submissions").set({ assigned_to: 999_999 }).execute()).rejects.toThrow();
    await store.db.deleteFrom("users").where("id", "=", caseworker).execute();
    const submission = await store.db
      .selectFrom("submissions")
      .select(["reference", "assigned_to"])
      .executeTakeFirstOrThrow();
    expect(submission).toEqual({ reference, assigned_to: null });
    // A session still ends with its account, as before the rebuild.
    await store.db.deleteFrom("users").where("id", "=", admin).execute();
    expect(await store.db.selectFrom("sessions").select("user_id").execute()).toEqual([]);
  });
});
