import { existsSync } from "node:fs";
import { sql } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import { migrateToLatest } from "../db/migrate";
import { createTestDatabase, type TestDatabase } from "./test-database";

// The tests' own databases, on SQLite and (with TEST_DATABASE_URL) PostgreSQL: a migrated one is
// as the app's migration leaves it, whether copied from the run's template or migrated on the
// spot (docs/decisions/0092); an empty one is empty, for the tests of the migrations; each is
// apart from the others, and gone once dropped.

const databases: TestDatabase[] = [];
afterEach(async () => {
  for (const database of databases.splice(0)) await database.drop();
});

async function open(options: { migrated?: boolean } = {}) {
  const database = await createTestDatabase(options);
  databases.push(database);
  return database;
}

async function migrationsApplied(database: TestDatabase): Promise<string[]> {
  const db = database.connect();
  try {
    return await migrateToLatest(db, database.dialect);
  } finally {
    await db.destroy();
  }
}

describe("test databases", () => {
  it("a migrated one holds every migration already, so the app's own migration at start finds nothing to do", async () => {
    const database = await open({ migrated: true });
    expect(await migrationsApplied(database)).toEqual([]);
  });

  it("a migrated one holds the starter reply templates the migrations add", async () => {
    const database = await open({ migrated: true });
    const db = database.connect();
    try {
      const templates = await db.selectFrom("reply_templates").select(["language", "title"]).execute();
      expect(templates.map((template) => template.language)).toEqual(expect.arrayContaining(["en", "hi"]));
    } finally {
      await db.destroy();
    }
  });

  it("an empty one holds no migration, so a test of a migration starts before the first", async () => {
    const database = await open();
    const applied = await migrationsApplied(database);
    expect(applied[0]).toBe("0001-create-submissions");
    expect(applied).toContain("0041-create-whatsapp-reminders");
  });

  it("two migrated ones are apart: a row stored in one is not in the other", async () => {
    const one = await open({ migrated: true });
    const other = await open({ migrated: true });
    const first = one.connect();
    const second = other.connect();
    try {
      await first.deleteFrom("reply_templates").execute();
      expect(await first.selectFrom("reply_templates").select("id").execute()).toEqual([]);
      expect((await second.selectFrom("reply_templates").select("id").execute()).length).toBeGreaterThan(0);
    } finally {
      await first.destroy();
      await second.destroy();
    }
  });

  it("a dropped one cannot be opened again", async () => {
    const database = await createTestDatabase({ migrated: true });
    await database.drop();
    if (database.dialect === "sqlite") {
      expect(existsSync(database.env.DATA_DIR)).toBe(false);
      return;
    }
    const db = database.connect();
    try {
      await expect(sql`select 1`.execute(db)).rejects.toThrow(/does not exist/);
    } finally {
      await db.destroy();
    }
  });
});
