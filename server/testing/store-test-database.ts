import type { Insertable, Kysely } from "kysely";
import type { DatabaseDialect } from "../db/database";
import type { Database, SubmissionsTable } from "../db/schema";
import { createTestDatabase } from "./test-database";

// A fresh, migrated database for the store tests, without an app around it: SQLite by default,
// PostgreSQL with TEST_DATABASE_URL (see ./test-database.ts), so the same tests prove
// both dialects.

export interface StoreTestDatabase {
  db: Kysely<Database>;
  dialect: DatabaseDialect;
  close: () => Promise<void>;
}

export interface OpenOptions {
  /** False leaves the database empty, for a test that runs migrations itself. */
  migrate?: boolean;
}

export async function openStoreTestDatabase({ migrate = true }: OpenOptions = {}): Promise<StoreTestDatabase> {
  const database = await createTestDatabase({ migrated: migrate });
  const db = database.connect();
  return {
    db,
    dialect: database.dialect,
    async close() {
      await db.destroy();
      await database.drop();
    },
  };
}

let nextReference = 0;

/** A reference nobody else in the test uses: CH- and six characters of the real alphabet. */
function testReference(): string {
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
  // Spelled out only when a row sets them, so a test of an older migration can seed without them.
  const laterColumns = rows.some((row) => row.next_deadline_at != null || row.waiting_for_victim != null)
    ? { next_deadline_at: null, waiting_for_victim: 0 }
    : {};
  const values = rows.map((row): Insertable<SubmissionsTable> => ({
    reference: testReference(),
    kind: "help_request",
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
    status: "new",
    ...laterColumns,
    updated_at: row.created_at,
    ...row,
  }));
  if (values.length > 0) await db.insertInto("submissions").values(values).execute();
  return values.map((value) => value.reference);
}
