import { mkdirSync } from "node:fs";
import { resolve } from "node:path";
import SqliteDatabase from "better-sqlite3";
import { Kysely, PostgresDialect, SqliteDialect, type SqliteDatabase as KyselySqliteDatabase } from "kysely";
import type { Database } from "./schema";
import { withStatementCache } from "./statement-cache";

export type DatabaseDialect = "sqlite" | "postgres";

/**
 * Where the database is, as the environment says it (server/env.ts checks the values): spelled
 * out here so the database room imports nothing above it.
 */
export interface DatabaseSettings {
  /** A postgres:// URL: PostgreSQL. Unset: the SQLite file in DATA_DIR. */
  DATABASE_URL?: string | undefined;
  DATA_DIR: string;
}

const SQLITE_FILE_NAME = "cyberhelp.sqlite";

/** SQLite's page cache per connection, in KiB. */
export const SQLITE_CACHE_KIB = 4000;

/** SQLite in a file by default; PostgreSQL when DATABASE_URL is set, so instances can share one database. */
export function databaseDialect(env: Pick<DatabaseSettings, "DATABASE_URL">): DatabaseDialect {
  return env.DATABASE_URL ? "postgres" : "sqlite";
}

export function createDatabase(env: DatabaseSettings): Kysely<Database> {
  if (env.DATABASE_URL) return new Kysely<Database>({ dialect: postgresDialect(env.DATABASE_URL) });
  return new Kysely<Database>({ dialect: sqliteDialect(env.DATA_DIR) });
}

export function sqliteFilePath(dataDir: string): string {
  return resolve(dataDir, SQLITE_FILE_NAME);
}

function sqliteDialect(dataDir: string): SqliteDialect {
  mkdirSync(resolve(dataDir), { recursive: true });
  const database = new SqliteDatabase(sqliteFilePath(dataDir));
  // WAL lets readers (the admin) work while a form is being written.
  database.pragma("journal_mode = WAL");
  // FULL syncs the WAL on every commit: once a victim sees "received", a power cut cannot lose
  // the report. NORMAL would be faster but may drop the last commits on power loss.
  database.pragma("synchronous = FULL");
  database.pragma("foreign_keys = ON");
  // Deleted rows are overwritten with zeros, not left in free space: an erased person's words
  // must not stay readable in the file (docs/decisions/0016-erasure-and-read-audit.md).
  database.pragma("secure_delete = ON");
  // Another process (a CLI, a backup) holding the write lock makes us wait, not fail.
  database.pragma("busy_timeout = 5000");
  // SQLite's own page cache, 4 MB instead of better-sqlite3's 16 MB: the operating system
  // caches the file as well, and under a steady stream of forms the 16 MB filled and stayed
  // resident, a tenth of the server's memory (docs/performance.md, "Form API under load").
  database.pragma(`cache_size = -${SQLITE_CACHE_KIB}`);
  return new SqliteDialect({ database: withImmediateTransactions(withStatementCache(database)) });
}

/**
 * Every transaction takes the write lock when it begins (BEGIN IMMEDIATE), not at its first
 * write. Another process (the admin CLI, a second instance) may commit between a deferred
 * transaction's first read and its first write; SQLite then fails that write at once with
 * "database is locked" (a stale snapshot), whatever the busy timeout. Taken at the start, the
 * lock is waited for under the busy timeout instead. The server has one connection, so its own
 * transactions never waited on each other anyway.
 */
function withImmediateTransactions(database: KyselySqliteDatabase): KyselySqliteDatabase {
  return {
    prepare: (sql) => database.prepare(sql === "begin" ? "begin immediate" : sql),
    close: () => database.close(),
  };
}

function postgresDialect(connectionString: string): PostgresDialect {
  // pg is loaded only when PostgreSQL is used: a SQLite server never needs it, and loading it
  // costs about 10 MB of memory for the life of the process.
  return new PostgresDialect({
    pool: async () => {
      const { default: pg } = await import("pg");
      return new pg.Pool({
        connectionString,
        max: 10,
        // Without a limit a down database makes requests (and the health check) wait forever.
        connectionTimeoutMillis: 5_000,
        idleTimeoutMillis: 30_000,
      });
    },
  });
}
