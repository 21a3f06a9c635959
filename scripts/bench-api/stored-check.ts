import SqliteDatabase from "better-sqlite3";
import type { Selectable } from "kysely";
import type { SubmissionsTable } from "~/server/db/schema";
import type { Acknowledgements } from "./load";

// After the load: is every submission the server said it received in its database, under the
// reference it answered with? (The real server's mails and Idempotency-Key answers are counted
// too: they are written in the same transaction as the submission.)

export interface StoredCheck {
  acknowledged: number;
  stored: number;
  /** Acknowledged, but no row with that e-mail and reference. */
  missing: number;
  /** For the real server: queued mails and stored Idempotency-Key answers. */
  mails?: number;
  idempotencyRecords?: number;
}

export function checkStored(file: string, acknowledged: Acknowledgements, withCasework: boolean): StoredCheck {
  const database = new SqliteDatabase(file, { readonly: true, fileMustExist: true });
  try {
    const rows = database.prepare("select email, reference from submissions").all() as Pick<
      Selectable<SubmissionsTable>,
      "email" | "reference"
    >[];
    const stored = new Map(rows.map((row) => [row.email, row.reference]));
    let missing = 0;
    for (const [email, reference] of acknowledged) {
      if (stored.get(email) !== reference) missing++;
    }
    const check: StoredCheck = { acknowledged: acknowledged.size, stored: rows.length, missing };
    if (withCasework) {
      check.mails = (database.prepare("select count(*) as count from mail_outbox").get() as { count: number }).count;
      check.idempotencyRecords = (
        database.prepare("select count(*) as count from idempotency_keys").get() as { count: number }
      ).count;
    }
    return check;
  } finally {
    database.close();
  }
}
