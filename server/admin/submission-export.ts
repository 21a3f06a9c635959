import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import { ADMIN_SUBMISSION_COLUMNS, type AdminSubmissionRow } from "./admin-submission";
import { CSV_BOM, csvRecord } from "./csv";
import { dialectOf } from "../db/dialect";
import { indiaDateTime } from "./india-days";
import { planSearch, type SearchPlan } from "./search";
import { submissionFilterCondition, type SubmissionFilter } from "./submission-filter";
import { SUBMISSION_STATUS_LABELS, topicLabelOf } from "~/shared/labels";
import { languageLabel } from "~/shared/languages";
import { submissionKindLabels } from "~/shared/schemas/admin";
import { languageCode } from "~/shared/translations";

// The CSV export of the list's filter: every matching row, newest first, read in small batches.
//
// Each batch is its own short query that resumes after the last row sent (keyset pagination on
// created_at, id), never one long-running cursor: SQLite has one connection, and a cursor held
// open for the whole export would make every form submission wait until it ended. Between
// batches the connection is free; on PostgreSQL no connection is held while the client reads.

export const EXPORT_BATCH_SIZE = 1000;

/** A row as the export reads it: the list's columns and the language the person wrote in (decision 0040). */
type ExportRow = AdminSubmissionRow & { language: string };

const EXPORT_COLUMNS = [...ADMIN_SUBMISSION_COLUMNS, "submissions.language"] as const;

/** Reads the filter's rows a batch at a time, each call resuming after the last row read; [] at the end. */
export function submissionBatchReader(
  db: Kysely<Database>,
  filter: SubmissionFilter,
  batchSize = EXPORT_BATCH_SIZE,
): () => Promise<ExportRow[]> {
  const dialect = dialectOf(db);
  let search: SearchPlan | undefined;
  let last: { createdAt: string; id: number } | undefined;
  let done = false;
  return async () => {
    if (done) return [];
    search ??= await planSearch(db, dialect, filter.q);
    const plan = search;
    const after = last;
    const batch = await db
      .selectFrom("submissions")
      .select(EXPORT_COLUMNS)
      .where((eb) => {
        const conditions = [submissionFilterCondition(eb, dialect, filter, plan, "page")];
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
    const tail = batch[batch.length - 1];
    if (batch.length < batchSize || !tail) done = true;
    else last = { createdAt: tail.created_at, id: tail.id };
    return batch;
  };
}

const CSV_COLUMNS: { title: string; value: (row: ExportRow) => string }[] = [
  { title: "Reference", value: (row) => row.reference },
  { title: "Form", value: (row) => submissionKindLabels[row.kind] },
  { title: "Received (India time)", value: (row) => indiaDateTime(row.created_at) },
  { title: "Status", value: (row) => SUBMISSION_STATUS_LABELS[row.status] },
  { title: "Name", value: (row) => row.name },
  { title: "Email", value: (row) => row.email },
  { title: "Phone", value: (row) => row.phone },
  { title: "State", value: (row) => row.state },
  { title: "City", value: (row) => row.city },
  { title: "Subject", value: (row) => row.subject },
  { title: "Message", value: (row) => row.message },
  { title: "Topic", value: (row) => topicLabelOf(row.topic) },
  { title: "Sent from", value: (row) => row.page },
  { title: "Last changed (India time)", value: (row) => indiaDateTime(row.updated_at) },
  // Added after the others, so a spreadsheet that reads the columns by position still finds them.
  { title: "Language", value: (row) => languageLabel(languageCode(row.language)) },
];

export const SUBMISSION_CSV_HEADER = CSV_COLUMNS.map((column) => column.title);

export interface ExportProgress {
  rows: number;
  /**
   * Records a batch's references (space-separated) and the rows counted with it, before the
   * batch is handed on: the export's audit entry (docs/decisions/0045). A failure stops the
   * export, so no row leaves unrecorded.
   */
  recordBatch: (references: string, rows: number) => Promise<void>;
}

export function newExportProgress(recordBatch: ExportProgress["recordBatch"]): ExportProgress {
  return { rows: 0, recordBatch };
}

/**
 * Text is handed on in pieces of about this many characters. A longer string would be placed
 * straight into the heap's old space, which only a full garbage collection empties: with one
 * string per 1000-row batch (300 KB) the server's memory grew by 90 MB over a million-row
 * export; with small pieces, by 40 MB.
 */
const CSV_PIECE_CHARS = 32 * 1024;

/**
 * The CSV text: the BOM and header first, then each batch in small pieces, recorded through
 * `progress` before it is handed on. Its count stays right even if the client leaves midway.
 */
export async function* submissionsCsv(
  db: Kysely<Database>,
  filter: SubmissionFilter,
  progress: ExportProgress,
  batchSize = EXPORT_BATCH_SIZE,
): AsyncGenerator<string> {
  yield CSV_BOM + csvRecord(SUBMISSION_CSV_HEADER);
  const readBatch = submissionBatchReader(db, filter, batchSize);
  for (;;) {
    const pieces = await nextCsvPieces(readBatch, progress);
    if (pieces.length === 0) return;
    yield* pieces;
  }
}

/**
 * One batch as CSV text. The rows live only inside this call, so while the text waits for the
 * client nothing holds them and they are collected young.
 */
async function nextCsvPieces(readBatch: () => Promise<ExportRow[]>, progress: ExportProgress): Promise<string[]> {
  const batch = await readBatch();
  const pieces: string[] = [];
  let piece = "";
  for (const row of batch) {
    piece += csvRecord(CSV_COLUMNS.map((column) => column.value(row)));
    if (piece.length >= CSV_PIECE_CHARS) {
      pieces.push(piece);
      piece = "";
    }
  }
  if (piece !== "") pieces.push(piece);
  if (batch.length > 0) {
    await progress.recordBatch(batch.map((row) => row.reference).join(" "), progress.rows + batch.length);
    progress.rows += batch.length;
  }
  return pieces;
}
