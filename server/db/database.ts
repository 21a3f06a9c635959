import { Kysely, PostgresDialect, SqliteDialect } from "kysely";
import type { Database } from "./schema";
import { openSqlite } from "./sqlite-file";
import { sqliteThreadDialect } from "./sqlite-thread";

export { SQLITE_CACHE_KIB, sqliteFilePath } from "./sqlite-file";

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

/** SQLite in a file by default; PostgreSQL when DATABASE_URL is set, so instances can share one database. */
export function databaseDialect(env: Pick<DatabaseSettings, "DATABASE_URL">): DatabaseDialect {
  return env.DATABASE_URL ? "postgres" : "sqlite";
}

export interface DatabaseOptions {
  /**
   * SQLite only: the connection on a thread of its own (./sqlite-thread.ts, docs/decisions/0095),
   * as the server runs it. Tools and in-process tests keep it on the event loop.
   */
  sqliteThread?: boolean;
}

export function createDatabase(env: DatabaseSettings, options: DatabaseOptions = {}): Kysely<Database> {
  if (env.DATABASE_URL) return new Kysely<Database>({ dialect: postgresDialect(env.DATABASE_URL) });
  const dialect = options.sqliteThread
    ? sqliteThreadDialect(env.DATA_DIR)
    : new SqliteDialect({ database: openSqlite(env.DATA_DIR) });
  return new Kysely<Database>({ dialect });
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
