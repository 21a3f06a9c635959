import { mkdirSync } from "node:fs";
import { resolve } from "node:path";
import SqliteDatabase from "better-sqlite3";
import type { SqliteDatabase as KyselySqliteDatabase } from "kysely";
import { withStatementCache } from "./statement-cache";

// How the server opens its SQLite file. Kept apart from ./database.ts because the database
// thread (./sqlite-thread-worker.ts) opens it too, and should load nothing else.

const SQLITE_FILE_NAME = "cyberhelp.sqlite";

/** SQLite's page cache per connection, in KiB. */
export const SQLITE_CACHE_KIB = 4000;

export function sqliteFilePath(dataDir: string): string {
  return resolve(dataDir, SQLITE_FILE_NAME);
}

/**
 * The server's one connection to the SQLite file, set up as every SQLite connection of the
 * server is: on the event loop (tools, tests) or on the database thread (./sqlite-thread.ts).
 */
export function openSqlite(dataDir: string): KyselySqliteDatabase {
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
  return withImmediateTransactions(withStatementCache(database));
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
