import { randomInt } from "node:crypto";
import { mkdirSync } from "node:fs";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { join, resolve } from "node:path";
import SqliteDatabase from "better-sqlite3";

// The least a form endpoint can do, as the yardstick for the real server in `npm run bench:api`:
// node:http, the JSON body parsed, one better-sqlite3 insert into a table shaped like
// `submissions`, under the same durability settings as server/db/database.ts (WAL, and
// synchronous = FULL, so each answer waits for its commit to reach the disk), and a 201 with a
// reference. No validation beyond "three strings", no mails, no idempotency record, no search
// index, no logging, no security headers: whatever the real server spends beyond this is the
// price of those.
//
// Reads DATA_DIR, listens on 127.0.0.1 at a free port and prints "listening <port>", like
// scripts/bench-admin/server-entry.ts; ends when its parent closes its stdin.

const MAX_LIFETIME_MS = 30 * 60 * 1000;
const BODY_LIMIT_BYTES = 32 * 1024;
const ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";

const dataDir = resolve(process.env.DATA_DIR ?? "./baseline-data");
mkdirSync(dataDir, { recursive: true });
const database = new SqliteDatabase(join(dataDir, "baseline.sqlite"));
database.pragma("journal_mode = WAL");
database.pragma("synchronous = FULL");
database.pragma("foreign_keys = ON");
database.pragma("busy_timeout = 5000");
database.exec(`
  create table if not exists submissions (
    id integer primary key autoincrement,
    reference text not null unique,
    kind text not null,
    name text not null,
    email text not null,
    phone text not null default '',
    state text not null default '',
    city text not null default '',
    subject text not null default '',
    message text not null default '',
    topic text,
    page text not null default '',
    status text not null default 'new',
    created_at text not null,
    updated_at text not null
  )
`);
const insert = database.prepare(`
  insert into submissions (reference, kind, name, email, message, topic, page, created_at, updated_at)
  values (?, 'help_request', ?, ?, ?, ?, ?, ?, ?)
`);

function reference(): string {
  let code = "";
  for (let index = 0; index < 6; index++) code += ALPHABET[randomInt(ALPHABET.length)];
  return `CH-${code}`;
}

function answer(response: ServerResponse, statusCode: number, body: object): void {
  const text = JSON.stringify(body);
  response.writeHead(statusCode, {
    "content-type": "application/json; charset=utf-8",
    "content-length": Buffer.byteLength(text),
  });
  response.end(text);
}

function store(body: unknown): string | undefined {
  if (typeof body !== "object" || body === null) return undefined;
  const { name, email, query, topic, page } = body as Record<string, unknown>;
  if (typeof name !== "string" || typeof email !== "string" || typeof query !== "string") return undefined;
  const at = new Date().toISOString();
  // A random reference is taken now and then (about 8 times in 100,000 rows): draw again, as the
  // real server does, so the baseline's answers are all 201 too.
  for (let attempt = 1; ; attempt++) {
    const code = reference();
    try {
      insert.run(
        code,
        name,
        email,
        query,
        typeof topic === "string" ? topic : null,
        typeof page === "string" ? page : "",
        at,
        at,
      );
      return code;
    } catch (error) {
      if ((error as { code?: string }).code !== "SQLITE_CONSTRAINT_UNIQUE" || attempt >= 5) throw error;
    }
  }
}

function handle(request: IncomingMessage, response: ServerResponse): void {
  if (request.method !== "POST" || request.url !== "/api/help-requests") {
    answer(response, 404, { status: "error", message: "Not found." });
    return;
  }
  const chunks: Buffer[] = [];
  let size = 0;
  request.on("data", (chunk: Buffer) => {
    size += chunk.length;
    if (size > BODY_LIMIT_BYTES) {
      answer(response, 413, { status: "error", message: "Too large." });
      request.destroy();
      return;
    }
    chunks.push(chunk);
  });
  request.on("end", () => {
    if (response.headersSent) return;
    let code: string | undefined;
    try {
      code = store(JSON.parse(Buffer.concat(chunks).toString("utf8")));
    } catch {
      code = undefined;
    }
    if (code === undefined) answer(response, 400, { status: "error", message: "Invalid input." });
    else answer(response, 201, { status: "success", message: "Received.", reference: code });
  });
}

const server = createServer(handle);

function stop(code: number): void {
  setTimeout(() => process.exit(code), 5_000).unref();
  server.close(() => {
    database.close();
    process.exit(code);
  });
  server.closeAllConnections();
}

setTimeout(() => stop(1), MAX_LIFETIME_MS).unref();
process.stdin.on("end", () => stop(0));
process.stdin.on("error", () => stop(0));
process.stdin.resume();
for (const signal of ["SIGTERM", "SIGINT"] as const) process.once(signal, () => stop(0));

server.listen(0, "127.0.0.1", () => {
  process.stdout.write(`listening ${(server.address() as AddressInfo).port}\n`);
});
