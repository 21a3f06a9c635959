import { randomUUID } from "node:crypto";
import { join } from "node:path";
import Database from "better-sqlite3";
import { inject } from "vitest";

// Reads what the server under test stored: the SQLite file in the temp DATA_DIR that
// global-setup gave the server. Opened read-only per call, so the tests can never change
// the data they check, and closed at once, so the server keeps the file to itself.

/** One row of the `submissions` table (server/db/schema.ts). */
export interface SubmissionRow {
  id: number;
  reference: string;
  kind: "help_request" | "contact_message" | "post_query";
  name: string;
  email: string;
  phone: string;
  state: string;
  city: string;
  subject: string;
  message: string;
  topic: string | null;
  page: string;
  status: string;
  created_at: string;
  updated_at: string;
}

/** An address no other test uses, so tests running side by side never read each other's rows. */
export function uniqueEmail(label: string): string {
  return `${label}-${randomUUID().slice(0, 8)}@example.in`;
}

/** Every stored submission matching all the given columns, oldest first. */
export function findSubmissions(where: Partial<Pick<SubmissionRow, "email" | "name" | "reference">>): SubmissionRow[] {
  const columns = Object.keys(where) as (keyof typeof where)[];
  if (columns.length === 0) throw new Error("findSubmissions needs at least one column to match");
  const database = new Database(join(inject("dataDir"), "cyberhelp.sqlite"), { readonly: true, fileMustExist: true });
  try {
    const condition = columns.map((column) => `${column} = @${column}`).join(" AND ");
    return database.prepare(`SELECT * FROM submissions WHERE ${condition} ORDER BY id`).all(where) as SubmissionRow[];
  } finally {
    database.close();
  }
}

/** The submissions sent with this e-mail address, oldest first. */
export function submissionsByEmail(email: string): SubmissionRow[] {
  return findSubmissions({ email });
}
