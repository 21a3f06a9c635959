import { createRequire } from "node:module";
import { pathToFileURL } from "node:url";
import { Worker } from "node:worker_threads";
import {
  CompiledQuery,
  SqliteAdapter,
  SqliteIntrospector,
  SqliteQueryCompiler,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type QueryResult,
} from "kysely";
import type {
  SqliteThreadData,
  SqliteThreadFailure,
  SqliteThreadReply,
  SqliteThreadRequest,
} from "./sqlite-thread-worker";

// The server's SQLite connection on a thread of its own (docs/decisions/0095).
//
// better-sqlite3 is synchronous: on the event loop, every statement and every COMMIT's flush to
// disk held up every other request, and on two cores a help request's SQLite work (about half
// of its time) left the second core idle. Here the event loop sends each statement to the
// database thread and goes on with other requests until the answer comes back.
//
// What stays the same: one connection, one statement at a time in the order Kysely sends them
// (the same mutex as Kysely's own SQLite driver), the same pragmas and statement cache
// (./sqlite-file.ts), BEGIN IMMEDIATE, and an answer only after SQLite has answered: a COMMIT
// resolves once it is on disk, so "received" still means stored.

/**
 * The thread's code beside the code that starts it, with the same extension: the bundle's
 * sibling in a build (scripts/build-server.ts writes it, main.js beside sqlite-thread-worker.js;
 * the benchmarks' .mjs beside .mjs), the TypeScript source under tests, loaded through tsx.
 */
function sqliteThreadFile(from: string = import.meta.url): URL {
  const extension = /\.[cm]?[jt]s$/.exec(new URL(from).pathname)?.[0] ?? ".js";
  return new URL(`./sqlite-thread-worker${extension}`, from);
}

type Pending = { resolve: (reply: Extract<SqliteThreadReply, { ok: true }>) => void; reject: (error: Error) => void };

/** An Error with better-sqlite3's code, so callers that look at `code` (a duplicate reference) see what they did on the event loop. */
function errorOf(failure: SqliteThreadFailure): Error {
  const error = new Error(failure.message) as Error & { code?: string };
  error.name = failure.name;
  if (failure.code !== undefined) error.code = failure.code;
  return error;
}

/**
 * A BLOB comes back from the thread as a plain Uint8Array (that is what a Buffer becomes when
 * it is copied between threads); the app reads Buffers, as better-sqlite3 hands them out. The
 * bytes are not copied again.
 */
function withBuffers(rows: unknown[]): unknown[] {
  for (const row of rows) {
    if (typeof row !== "object" || row === null) continue;
    const record = row as Record<string, unknown>;
    for (const column in record) {
      const value = record[column];
      if (value instanceof Uint8Array && !Buffer.isBuffer(value)) {
        record[column] = Buffer.from(value.buffer, value.byteOffset, value.byteLength);
      }
    }
  }
  return rows;
}

/**
 * The TypeScript source (under tests) loads through tsx, registered in the thread itself: a
 * worker does not take the test runner's loader, Node 20 ignores --import in a worker's
 * execArgv, and tsx's CommonJS entry cannot register from a worker's eval. So the ESM entry,
 * as tsx's package.json maps it for `import`. A bundle loads as it is.
 */
function loadThroughTsx(file: URL): string {
  const require = createRequire(import.meta.url);
  const manifest = require.resolve("tsx/package.json");
  const { exports } = require("tsx/package.json") as { exports: Record<string, { import: { default: string } }> };
  const api = new URL(exports["./esm/api"]?.import.default ?? "", pathToFileURL(manifest)).href;
  return `import(${JSON.stringify(api)}).then(({ register }) => { register(); return import(${JSON.stringify(file.href)}); });`;
}

class SqliteThread {
  readonly #worker: Worker;
  readonly #pending = new Map<number, Pending>();
  #nextId = 0;
  #stopped: Error | undefined;

  constructor(dataDir: string, file: URL) {
    const workerData: SqliteThreadData = { dataDir };
    this.#worker = file.pathname.endsWith(".ts")
      ? new Worker(loadThroughTsx(file), { eval: true, workerData })
      : new Worker(file, { workerData });
    // An idle database thread keeps nothing alive; one with a statement out does (see #send).
    this.#worker.unref();
    this.#worker.on("message", (reply: SqliteThreadReply) => this.#settle(reply));
    this.#worker.on("error", (error) => this.#stop(error));
    this.#worker.on("exit", (code) => this.#stop(new Error(`The database thread stopped (exit code ${code}).`)));
  }

  query(sql: string, parameters: readonly unknown[]): Promise<Extract<SqliteThreadReply, { ok: true }>> {
    return this.#send({ kind: "query", id: this.#nextId++, sql, parameters });
  }

  async close(): Promise<void> {
    if (this.#stopped) return;
    await this.#send({ kind: "close", id: this.#nextId++ });
    await this.#worker.terminate();
  }

  #send(request: SqliteThreadRequest): Promise<Extract<SqliteThreadReply, { ok: true }>> {
    if (this.#stopped) return Promise.reject(this.#stopped);
    return new Promise((resolve, reject) => {
      this.#pending.set(request.id, { resolve, reject });
      if (this.#pending.size === 1) this.#worker.ref();
      this.#worker.postMessage(request);
    });
  }

  #settle(reply: SqliteThreadReply): void {
    const pending = this.#pending.get(reply.id);
    if (!pending) return;
    this.#pending.delete(reply.id);
    if (this.#pending.size === 0) this.#worker.unref();
    if (reply.ok) pending.resolve(reply);
    else pending.reject(errorOf(reply.error));
  }

  /** The thread failed or ended: what was sent fails with why, and so does everything sent later. */
  #stop(error: Error): void {
    this.#stopped ??= error;
    for (const pending of this.#pending.values()) pending.reject(this.#stopped);
    this.#pending.clear();
  }
}

class SqliteThreadConnection implements DatabaseConnection {
  readonly #thread: SqliteThread;

  constructor(thread: SqliteThread) {
    this.#thread = thread;
  }

  async executeQuery<R>(compiledQuery: CompiledQuery): Promise<QueryResult<R>> {
    const { rows, numAffectedRows, insertId } = await this.#thread.query(compiledQuery.sql, compiledQuery.parameters);
    return {
      rows: withBuffers(rows) as R[],
      ...(numAffectedRows === undefined ? {} : { numAffectedRows }),
      ...(insertId === undefined ? {} : { insertId }),
    };
  }

  /** Read whole, then handed out in chunks: nothing in the app streams a SQLite query today. */
  async *streamQuery<R>(compiledQuery: CompiledQuery, chunkSize = 100): AsyncIterableIterator<QueryResult<R>> {
    const { rows } = await this.executeQuery<R>(compiledQuery);
    for (let start = 0; start < rows.length; start += chunkSize) yield { rows: rows.slice(start, start + chunkSize) };
  }
}

/** One connection: each user waits for the one before it to release it, as in Kysely's own SQLite driver. */
class ConnectionQueue {
  #held: Promise<void> | undefined;
  #release: (() => void) | undefined;

  async take(): Promise<void> {
    while (this.#held) await this.#held;
    this.#held = new Promise((resolve) => (this.#release = resolve));
  }

  give(): void {
    const release = this.#release;
    this.#held = undefined;
    this.#release = undefined;
    release?.();
  }
}

function quotedName(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

class SqliteThreadDriver implements Driver {
  readonly #dataDir: string;
  readonly #file: URL;
  readonly #queue = new ConnectionQueue();
  #thread: SqliteThread | undefined;
  #connection: SqliteThreadConnection | undefined;

  constructor(dataDir: string, file: URL) {
    this.#dataDir = dataDir;
    this.#file = file;
  }

  async init(): Promise<void> {
    this.#thread = new SqliteThread(this.#dataDir, this.#file);
    this.#connection = new SqliteThreadConnection(this.#thread);
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    await this.#queue.take();
    return this.#connection as SqliteThreadConnection;
  }

  async releaseConnection(): Promise<void> {
    this.#queue.give();
  }

  // "begin" becomes BEGIN IMMEDIATE on the thread's connection (./sqlite-file.ts).
  async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw("begin"));
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw("commit"));
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw("rollback"));
  }

  async savepoint(connection: DatabaseConnection, name: string): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw(`savepoint ${quotedName(name)}`));
  }

  async rollbackToSavepoint(connection: DatabaseConnection, name: string): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw(`rollback to ${quotedName(name)}`));
  }

  async releaseSavepoint(connection: DatabaseConnection, name: string): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw(`release ${quotedName(name)}`));
  }

  async destroy(): Promise<void> {
    await this.#thread?.close();
  }
}

/** Kysely's SQLite dialect, with the connection on the database thread. */
export function sqliteThreadDialect(dataDir: string, file: URL = sqliteThreadFile()): Dialect {
  return {
    createAdapter: () => new SqliteAdapter(),
    createDriver: () => new SqliteThreadDriver(dataDir, file),
    createIntrospector: (db) => new SqliteIntrospector(db),
    createQueryCompiler: () => new SqliteQueryCompiler(),
  };
}
