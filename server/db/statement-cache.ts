import type { Database as BetterSqliteDatabase, Statement } from "better-sqlite3";
import type { SqliteDatabase } from "kysely";

// Kysely's SQLite driver prepares every query afresh, so a form submission compiled its seven
// statements (the Idempotency-Key lookup, begin, the row, the mails, the key's two, commit) on
// every request: 7% of the server's CPU time under `npm run bench:api` (profiled). Prepared
// statements are kept here by their SQL instead and reused, as better-sqlite3 intends.
//
// Reuse is safe because the driver runs one query at a time on its one connection (a streamed
// query holds the connection until it ends), and SQLite re-prepares a statement by itself when
// a migration changes the schema under it.

/** Enough for every query the app sends; SQL that varies (an IN list of varying length) falls out first. */
const STATEMENT_CACHE_SIZE = 200;

export function withStatementCache(database: BetterSqliteDatabase, capacity = STATEMENT_CACHE_SIZE): SqliteDatabase {
  const statements = new Map<string, Statement>();
  return {
    prepare(sql: string): Statement {
      const cached = statements.get(sql);
      if (cached) {
        // Least recently used first: a hit moves to the end.
        statements.delete(sql);
        statements.set(sql, cached);
        return cached;
      }
      const statement = database.prepare(sql);
      statements.set(sql, statement);
      if (statements.size > capacity) statements.delete(statements.keys().next().value as string);
      return statement;
    },
    close(): void {
      statements.clear();
      database.close();
    },
  };
}
