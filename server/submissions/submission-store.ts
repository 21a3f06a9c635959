import type { Insertable, Kysely, Transaction } from "kysely";
import { transactionPerWrite, type WriteTransactions } from "../db/group-commit";
import { reusableInsert } from "../db/reusable-query";
import type { Database, SubmissionKind, SubmissionsTable } from "../db/schema";
import { deadlineOfNewSubmission } from "../cases/case-deadline";
import { responseDueAt, responseTargetMinutes } from "../cases/first-response";
import { firstHoursPlace } from "../cases/first-hours";
import { contactKeysOf } from "./contact-keys";
import { generateReference, type ReferenceGenerator } from "./reference";
import { systemClock, type Clock } from "../clock";

/** What a form contributes to its row; the store adds the reference, kind, status and times. */
export type SubmissionFields = Omit<
  Insertable<SubmissionsTable>,
  | "id"
  | "reference"
  | "kind"
  | "status"
  | "next_deadline_at"
  | "waiting_for_victim"
  | "created_at"
  | "updated_at"
  | "first_response_at"
  | "response_due_at"
  | "email_key"
  | "phone_key"
  | "duplicate_of"
  | "first_hours_tier"
  | "first_hours_rank"
  | "amount_in_transactions"
>;

export interface StoredSubmission {
  id: number;
  reference: string;
  createdAt: string;
  /** The response target this case was given, in minutes: what the person is promised. */
  replyWithinMinutes: number;
}

/** Every form is stored through here: its SQL is compiled once (server/db/reusable-query.ts). */
const insertSubmissionRow = reusableInsert("submissions", ["id"]);

/** 31^6 references make a collision rare; a handful of fresh draws make failing for it practically impossible. */
export const MAX_REFERENCE_ATTEMPTS = 5;

export interface InsertOptions {
  generateReference?: ReferenceGenerator;
  /** The server's clock; the machine's when a test stores directly. */
  clock?: Clock;
  /** How the transaction is run (server/db/group-commit.ts); a transaction of its own by default. */
  transactions?: WriteTransactions;
  /** More writes that must commit with the row or not at all (the mails about it). */
  withinTransaction?: (trx: Transaction<Database>, stored: StoredSubmission) => Promise<void>;
}

/**
 * Stores one submission and resolves once its transaction is committed, so the visitor is
 * only told "received" for what is on disk.
 */
export async function insertSubmission(
  db: Kysely<Database>,
  kind: SubmissionKind,
  fields: SubmissionFields,
  options: InsertOptions = {},
): Promise<StoredSubmission> {
  const nextReference = options.generateReference ?? generateReference;
  const now = (options.clock ?? systemClock).now();
  const createdAt = now.toISOString();
  // From the form's own facts: nothing more to read, so the group commit's fast path stays as it is.
  const nextDeadlineAt = deadlineOfNewSubmission(fields, now);
  // A threat now, or money lost in the last 72 hours, leads the inbox (docs/decisions/0059).
  const firstHours = firstHoursPlace(
    {
      threatenedNow: fields.threatened_now === 1,
      incidentAt: fields.incident_at ?? null,
      paymentApproval: fields.payment_approval ?? "",
      amountLost: fields.amount_lost === undefined || fields.amount_lost === null ? null : Number(fields.amount_lost),
    },
    now,
  );
  // A case that arrives inside a deadline or in its first hours is due its first response
  // sooner (docs/decisions/0034, 0059).
  const urgent = nextDeadlineAt !== null || firstHours !== null;
  const firstResponseDueAt = responseDueAt(now, urgent);
  const replyWithinMinutes = responseTargetMinutes(urgent);
  // Every form, page and API client stores through here, so every row has its keys (docs/decisions/0035).
  const contactKeys = contactKeysOf(fields);
  const transactions = options.transactions ?? transactionPerWrite(db);
  for (let attempt = 1; ; attempt++) {
    const reference = nextReference();
    try {
      // A failed attempt rolls back whole (its transaction or its savepoint), so a retry with a
      // new reference starts clean on both dialects.
      return await transactions.run(async (trx) => {
        const inserted = await insertSubmissionRow(trx, {
          ...fields,
          reference,
          kind,
          next_deadline_at: nextDeadlineAt,
          response_due_at: firstResponseDueAt,
          first_hours_tier: firstHours?.tier ?? null,
          first_hours_rank: firstHours?.rank ?? null,
          ...contactKeys,
          created_at: createdAt,
          updated_at: createdAt,
        });
        const row = inserted.rows[0];
        if (!row) throw new Error("The submission's insert answered no id.");
        const { id } = row;
        const stored = { id, reference, createdAt, replyWithinMinutes };
        await options.withinTransaction?.(trx, stored);
        return stored;
      });
    } catch (error) {
      if (!isReferenceCollision(error) || attempt >= MAX_REFERENCE_ATTEMPTS) throw error;
    }
  }
}

/** True only for a duplicate reference, so any other failure surfaces at once instead of being retried. */
export function isReferenceCollision(error: unknown): boolean {
  if (typeof error !== "object" || error === null) return false;
  const { code, message, constraint } = error as { code?: unknown; message?: unknown; constraint?: unknown };
  // better-sqlite3 names the column in the message: "UNIQUE constraint failed: submissions.reference".
  if (code === "SQLITE_CONSTRAINT_UNIQUE") {
    return typeof message === "string" && message.includes("submissions.reference");
  }
  // PostgreSQL: unique_violation, with the constraint name from the migration.
  return code === "23505" && constraint === "submissions_reference_unique";
}
