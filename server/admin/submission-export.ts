import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import { ADMIN_SUBMISSION_COLUMNS, type AdminSubmissionRow } from "./admin-submission";
import { CSV_BOM, csvRecord } from "./csv";
import { dialectOf } from "./dialect";
import { indiaDateTime } from "./india-days";
import { submissionFilterCondition, type SubmissionFilter } from "./submission-filter";

// The CSV export of the list's filter: every matching row, newest first, read in small batches.
//
// Each batch is its own short query that resumes after the last row sent (keyset pagination on
// created_at, id), never one long-running cursor: SQLite has one connection, and a cursor held
// open for the whole export would make every form submission wait until it ended. Between
// batches the connection is free; on PostgreSQL no connection is held while the client reads.

export const EXPORT_BATCH_SIZE = 1000;

export async function* submissionBatches(
  db: Kysely<Database>,
  filter: SubmissionFilter,
  batchSize = EXPORT_BATCH_SIZE,
): AsyncGenerator<AdminSubmissionRow[]> {
  const dialect = dialectOf(db);
  let last: { createdAt: string; id: number } | undefined;
  for (;;) {
    const after = last;
    const batch = await db
      .selectFrom("submissions")
      .select(ADMIN_SUBMISSION_COLUMNS)
      .where((eb) => {
        const conditions = [submissionFilterCondition(eb, dialect, filter)];
        if (after) {
          // (created_at, id) < (last): written so both databases range-scan the created_at index.
          conditions.push(eb("submissions.created_at", "<=", after.createdAt));
          conditions.push(
            eb.or([eb("submissions.created_at", "<", after.createdAt), eb("submissions.id", "<", after.id)]),
          );
        }
        return eb.and(conditions);
      })
      .orderBy("submissions.created_at", "desc")
      .orderBy("submissions.id", "desc")
      .limit(batchSize)
      .execute();
    if (batch.length > 0) yield batch;
    if (batch.length < batchSize) return;
    const tail = batch[batch.length - 1] as AdminSubmissionRow;
    last = { createdAt: tail.created_at, id: tail.id };
  }
}

const CSV_COLUMNS: { title: string; value: (row: AdminSubmissionRow) => string }[] = [
  { title: "Reference", value: (row) => row.reference },
  { title: "Form", value: (row) => row.kind },
  { title: "Received (India time)", value: (row) => indiaDateTime(row.created_at) },
  { title: "Status", value: (row) => row.status },
  { title: "Name", value: (row) => row.name },
  { title: "Email", value: (row) => row.email },
  { title: "Phone", value: (row) => row.phone },
  { title: "State", value: (row) => row.state },
  { title: "City", value: (row) => row.city },
  { title: "Subject", value: (row) => row.subject },
  { title: "Message", value: (row) => row.message },
  { title: "Topic", value: (row) => row.topic ?? "" },
  { title: "Sent from", value: (row) => row.page },
  { title: "Last changed (India time)", value: (row) => indiaDateTime(row.updated_at) },
];

export const SUBMISSION_CSV_HEADER = CSV_COLUMNS.map((column) => column.title);

export interface ExportProgress {
  rows: number;
}

/**
 * The CSV text, a batch at a time: the BOM and header first, then one chunk per batch. The
 * caller counts rows through `progress`, which stays right even if the client leaves midway.
 */
export async function* submissionsCsv(
  db: Kysely<Database>,
  filter: SubmissionFilter,
  progress: ExportProgress,
  batchSize = EXPORT_BATCH_SIZE,
): AsyncGenerator<string> {
  yield CSV_BOM + csvRecord(SUBMISSION_CSV_HEADER);
  for await (const batch of submissionBatches(db, filter, batchSize)) {
    let chunk = "";
    for (const row of batch) chunk += csvRecord(CSV_COLUMNS.map((column) => column.value(row)));
    progress.rows += batch.length;
    yield chunk;
  }
}
