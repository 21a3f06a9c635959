import { CompiledQuery, type Kysely, type Transaction } from "kysely";
import type { DatabaseDialect } from "./database";
import type { Database } from "./schema";

// SQLite's search index (migration 0003's FTS5 table) is written for new submissions a batch at
// a time (docs/decisions/0103): by the group commit, in the group's own transaction after its
// writes, and by a search before it reads. A row-by-row trigger wrote it for each submission
// apart, and FTS5's cost is mostly per statement and per transaction: measured on SQLite with
// this schema, the index written for the group's rows by one statement cost about a fifth less
// of a submission's insert and commit than the trigger did.
//
// `submissions_search_progress` holds the last submission id the index holds (migration 0042);
// whatever is above it is indexed here, whoever stored it (the forms, the seed, an import).
// PostgreSQL's search is a generated column, always up to date: nothing to do there.

const INDEX_NEW = CompiledQuery.raw(`
  insert into submissions_search (rowid, name, email, reference, subject, message)
  select id, name, email, reference, subject, message from submissions
  where id > (select indexed_through from submissions_search_progress)
  order by id
`);
const MOVE_PROGRESS = CompiledQuery.raw(`
  update submissions_search_progress
  set indexed_through = max(indexed_through, (select coalesce(max(id), 0) from submissions))
`);
const BEHIND = CompiledQuery.raw(`
  select (select coalesce(max(id), 0) from submissions) > indexed_through as behind
  from submissions_search_progress
`) as CompiledQuery<{ behind: number }>;

/** Indexes every submission the index does not hold yet, in the caller's transaction. */
export async function indexNewSubmissions(trx: Transaction<Database>): Promise<void> {
  await trx.executeQuery(INDEX_NEW);
  await trx.executeQuery(MOVE_PROGRESS);
}

/**
 * Before a search on SQLite: indexes what is not indexed yet (a submission stored other than by
 * a form, or in a group whose indexing failed), so a search finds every stored submission.
 */
export async function searchIndexUpToDate(db: Kysely<Database>, dialect: DatabaseDialect): Promise<void> {
  if (dialect === "postgres") return;
  const { rows } = await db.executeQuery(BEHIND);
  if (!rows[0]?.behind) return;
  await db.transaction().execute(indexNewSubmissions);
}
