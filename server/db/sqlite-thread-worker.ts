import { parentPort, workerData } from "node:worker_threads";
import { openSqlite } from "./sqlite-file";

// The database thread: the server's one SQLite connection, on a thread of its own
// (docs/decisions/0095). It runs each statement it is sent, one at a time in the order sent,
// exactly as Kysely's own SQLite driver would on the event loop, and answers with the rows or
// the error. Nothing here decides anything: transactions, savepoints and their order are the
// sender's, as before.

export interface SqliteThreadData {
  dataDir: string;
}

export type SqliteThreadRequest =
  { kind: "query"; id: number; sql: string; parameters: readonly unknown[] } | { kind: "close"; id: number };

/** An error as the thread saw it; `code` is better-sqlite3's (SQLITE_CONSTRAINT_UNIQUE, ...). */
export interface SqliteThreadFailure {
  name: string;
  message: string;
  code?: string;
}

export type SqliteThreadReply =
  | { id: number; ok: true; rows: unknown[]; numAffectedRows?: bigint; insertId?: bigint }
  | { id: number; ok: false; error: SqliteThreadFailure };

const port = parentPort;
if (!port) throw new Error("sqlite-thread-worker runs only as a worker thread (server/db/sqlite-thread.ts starts it).");

const { dataDir } = workerData as SqliteThreadData;
const database = openSqlite(dataDir);

function run(sql: string, parameters: readonly unknown[]): Omit<Extract<SqliteThreadReply, { ok: true }>, "id"> {
  const statement = database.prepare(sql);
  if (statement.reader) return { ok: true, rows: statement.all(parameters) };
  const { changes, lastInsertRowid } = statement.run(parameters);
  return {
    ok: true,
    rows: [],
    numAffectedRows: changes === undefined || changes === null ? undefined : BigInt(changes),
    insertId: lastInsertRowid === undefined || lastInsertRowid === null ? undefined : BigInt(lastInsertRowid),
  };
}

function failureOf(error: unknown): SqliteThreadFailure {
  if (!(error instanceof Error)) return { name: "Error", message: String(error) };
  const { code } = error as { code?: unknown };
  return { name: error.name, message: error.message, ...(typeof code === "string" ? { code } : {}) };
}

port.on("message", (request: SqliteThreadRequest) => {
  if (request.kind === "close") {
    database.close();
    port.postMessage({ id: request.id, ok: true, rows: [] } satisfies SqliteThreadReply);
    port.close();
    return;
  }
  let reply: SqliteThreadReply;
  try {
    reply = { id: request.id, ...run(request.sql, request.parameters) };
  } catch (error) {
    reply = { id: request.id, ok: false, error: failureOf(error) };
  }
  port.postMessage(reply);
});
