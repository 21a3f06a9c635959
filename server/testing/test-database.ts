import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Kysely, PostgresDialect, sql } from "kysely";
import pg from "pg";
import { createDatabase, databaseDialect, type DatabaseDialect } from "../db/database";
import type { Database } from "../db/schema";

// A fresh, empty database for one test (or one group of tests that restart the app on it):
// SQLite in a temporary directory by default; with TEST_DATABASE_URL set (postgres://...), a new
// PostgreSQL database made for the test and dropped after it. The same tests prove both
// dialects: `npm test` runs the suite on SQLite, and again on PostgreSQL when the variable is set.

export interface TestDatabase {
  /** The environment a server (in-process or spawned) needs to use this database. */
  env: { DATA_DIR: string; DATABASE_URL?: string };
  dialect: DatabaseDialect;
  /** A new connection to it; the caller destroys it. */
  connect(): Kysely<Database>;
  /** Removes it; call once every connection is closed. */
  drop(): Promise<void>;
}

export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL || undefined;

export async function createTestDatabase(): Promise<TestDatabase> {
  const dataDir = mkdtempSync(join(tmpdir(), "cyberhelp-test-"));
  const removeDataDir = () => rmSync(dataDir, { recursive: true, force: true });
  if (!TEST_DATABASE_URL) {
    const env = { DATA_DIR: dataDir };
    return { env, dialect: "sqlite", connect: () => createDatabase(env), drop: async () => removeDataDir() };
  }

  const name = `cyberhelp_test_${randomBytes(6).toString("hex")}`;
  const server = serverConnection(TEST_DATABASE_URL);
  try {
    await sql`create database ${sql.id(name)}`.execute(server);
  } finally {
    await server.destroy();
  }
  const url = new URL(TEST_DATABASE_URL);
  url.pathname = `/${name}`;
  const env = { DATA_DIR: dataDir, DATABASE_URL: url.toString() };
  return {
    env,
    dialect: databaseDialect(env),
    connect: () => createDatabase(env),
    async drop() {
      const again = serverConnection(TEST_DATABASE_URL as string);
      try {
        // WITH (FORCE): a connection a failed test left open must not keep the database alive.
        await sql`drop database if exists ${sql.id(name)} with (force)`.execute(again);
      } finally {
        await again.destroy();
        removeDataDir();
      }
    },
  };
}

function serverConnection(url: string): Kysely<unknown> {
  return new Kysely({ dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: url, max: 1 }) }) });
}
