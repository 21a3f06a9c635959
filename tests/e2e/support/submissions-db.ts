import { randomUUID } from "node:crypto";
import { inject } from "vitest";
import { createDatabase } from "~/server/db/database";

// Reads what the server under test stored, in the database global-setup gave it (SQLite or
// PostgreSQL). A connection per call, closed at once: the tests only ever read, and the server
// keeps its database to itself between reads.

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
  /** The language of the page it was sent from (migration 0022). */
  language: string;
  created_at: string;
  updated_at: string;
}

/** An address no other test uses, so tests running side by side never read each other's rows. */
export function uniqueEmail(label: string): string {
  return `${label}-${randomUUID().slice(0, 8)}@example.in`;
}

/** Every stored submission matching all the given columns, oldest first. */
export async function findSubmissions(
  where: Partial<Pick<SubmissionRow, "email" | "name" | "reference">>,
): Promise<SubmissionRow[]> {
  const columns = Object.entries(where) as [keyof typeof where, string][];
  if (columns.length === 0) throw new Error("findSubmissions needs at least one column to match");
  const db = createDatabase(inject("databaseEnv"));
  try {
    let query = db.selectFrom("submissions").selectAll();
    for (const [column, value] of columns) query = query.where(column, "=", value);
    return (await query.orderBy("id").execute()) as SubmissionRow[];
  } finally {
    await db.destroy();
  }
}

/** The submissions sent with this e-mail address, oldest first. */
export function submissionsByEmail(email: string): Promise<SubmissionRow[]> {
  return findSubmissions({ email });
}

/** The purposes of the mails queued or sent to this address, oldest first. */
export async function mailPurposesTo(address: string): Promise<string[]> {
  const db = createDatabase(inject("databaseEnv"));
  try {
    const rows = await db
      .selectFrom("mail_outbox")
      .select("purpose")
      .where("to_address", "=", address)
      .orderBy("id")
      .execute();
    return rows.map((row) => row.purpose);
  } finally {
    await db.destroy();
  }
}
