import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Kysely, PostgresDialect, sql, type Insertable } from "kysely";
import pg from "pg";
import type { DatabaseDialect } from "../db/database";
import { createDatabase } from "../db/database";
import { migrateToLatest } from "../db/migrate";
import type { Database, SubmissionsTable } from "../db/schema";

// A fresh, migrated database for the admin store tests: SQLite in a temporary directory by
// default; with TEST_DATABASE_URL set (postgres://...), a new PostgreSQL database created for
// the test file and dropped after it, so the same tests prove both dialects.

export interface StoreTestDatabase {
  db: Kysely<Database>;
  dialect: DatabaseDialect;
  close: () => Promise<void>;
}

export interface OpenOptions {
  /** False leaves the database empty, for a test that runs migrations itself. */
  migrate?: boolean;
}

export async function openStoreTestDatabase(options: OpenOptions = {}): Promise<StoreTestDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  return serverUrl ? openPostgres(serverUrl, options) : openSqlite(options);
}

async function openSqlite({ migrate = true }: OpenOptions): Promise<StoreTestDatabase> {
  const dataDir = mkdtempSync(join(tmpdir(), "cyberhelp-admin-store-"));
  const db = createDatabase({ DATA_DIR: dataDir, DATABASE_URL: undefined });
  if (migrate) await migrateToLatest(db, "sqlite");
  return {
    db,
    dialect: "sqlite",
    async close() {
      await db.destroy();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function openPostgres(serverUrl: string, { migrate = true }: OpenOptions): Promise<StoreTestDatabase> {
  const name = `cyberhelp_test_${randomBytes(6).toString("hex")}`;
  const admin = new Kysely<any>({ dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: serverUrl, max: 1 }) }) });
  await sql`create database ${sql.id(name)}`.execute(admin);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const db = createDatabase({ DATA_DIR: "", DATABASE_URL: url.toString() });
  if (migrate) await migrateToLatest(db, "postgres");
  return {
    db,
    dialect: "postgres",
    async close() {
      await db.destroy();
      await sql`drop database if exists ${sql.id(name)}`.execute(admin);
      await admin.destroy();
    },
  };
}

let nextReference = 0;

/** A reference nobody else in the test uses: CH- and six characters of the real alphabet. */
export function testReference(): string {
  const alphabet = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";
  let n = nextReference++;
  let code = "";
  for (let index = 0; index < 6; index++) {
    code = alphabet[n % alphabet.length] + code;
    n = Math.floor(n / alphabet.length);
  }
  return `CH-${code}`;
}

export type SeedSubmission = Partial<Insertable<SubmissionsTable>> & { created_at: string };

/** Stores rows as the forms would; what a test leaves out gets plain values. */
export async function seedSubmissions(db: Kysely<Database>, rows: readonly SeedSubmission[]): Promise<string[]> {
  const values = rows.map((row) => ({
    reference: testReference(),
    kind: "help_request" as const,
    name: "Test Person",
    email: "person@example.in",
    // Every column spelled out: a multi-row insert on SQLite cannot leave one to its default.
    phone: "",
    state: "",
    city: "",
    subject: "",
    message: "",
    topic: null,
    page: "",
    status: "new" as const,
    updated_at: row.created_at,
    ...row,
  }));
  if (values.length > 0) await db.insertInto("submissions").values(values).execute();
  return values.map((value) => value.reference);
}
