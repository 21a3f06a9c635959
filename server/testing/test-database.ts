import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Kysely, PostgresDialect, sql } from "kysely";
import pg from "pg";
import { createDatabase, databaseDialect, type DatabaseDialect, type DatabaseOptions } from "../db/database";
import type { Database } from "../db/schema";

// A fresh, empty database for one test (or one group of tests that restart the app on it):
// SQLite in a temporary directory by default; with TEST_DATABASE_URL set (postgres://...), a new
// PostgreSQL database made for the test and dropped after it. The same tests prove both
// dialects: `npm test` runs the suite on SQLite, and again on PostgreSQL when the variable is set.

export interface TestDatabase {
  /** The environment a server (in-process or spawned) needs to use this database. */
  env: { DATA_DIR: string; DATABASE_URL?: string };
  dialect: DatabaseDialect;
  /** A new connection to it; the caller destroys it. SQLite's on its own thread if asked (docs/decisions/0095). */
  connect(options?: DatabaseOptions): Kysely<Database>;
  /** Removes it; call once every connection is closed. */
  drop(): Promise<void>;
}

export interface TestDatabaseOptions {
  /** A PostgreSQL server (postgres://..., a role that may create databases); SQLite when empty. */
  postgresServerUrl?: string;
}

export async function createTestDatabase({
  postgresServerUrl = process.env.TEST_DATABASE_URL,
}: TestDatabaseOptions = {}): Promise<TestDatabase> {
  const dataDir = mkdtempSync(join(tmpdir(), "cyberhelp-test-"));
  const removeDataDir = () => rmSync(dataDir, { recursive: true, force: true });
  if (!postgresServerUrl) {
    const env = { DATA_DIR: dataDir };
    return {
      env,
      dialect: "sqlite",
      connect: (options) => createDatabase(env, options),
      drop: async () => removeDataDir(),
    };
  }

  const name = `cyberhelp_test_${randomBytes(6).toString("hex")}`;
  const server = serverConnection(postgresServerUrl);
  try {
    await sql`create database ${sql.id(name)}`.execute(server);
  } finally {
    await server.destroy();
  }
  const url = new URL(postgresServerUrl);
  url.pathname = `/${name}`;
  const env = { DATA_DIR: dataDir, DATABASE_URL: url.toString() };
  return {
    env,
    dialect: databaseDialect(env),
    connect: (options) => createDatabase(env, options),
    async drop() {
      const again = serverConnection(postgresServerUrl);
      try {
        await sql`drop database if exists ${sql.id(name)}`.execute(again);
      } catch (error) {
        // A connection a failed test left open keeps the database in use (55006): end it. Only
        // then, since FORCE may also have to end the server's own autovacuum worker there, which
        // a role that is not a superuser may do only with pg_signal_backend.
        if ((error as { code?: string }).code !== "55006") throw error;
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
