import { sql, type Kysely } from "kysely";
import { limits } from "~/shared/constants";
import type { SubmissionListQuery } from "~/shared/schemas/admin";
import type { SubmissionList } from "~/shared/schemas/admin-replies";
import type { DatabaseDialect } from "../db/database";
import type { Database } from "../db/schema";
import { ADMIN_SUBMISSION_COLUMNS, toAdminSubmission } from "./admin-submission";
import { unreadReplyCounts } from "./desk-messages";
import { dialectOf } from "../db/dialect";
import { planSearch, type SearchPlan } from "./search";
import { submissionFilterCondition, type SubmissionFilter } from "./submission-filter";

// One page of the admin list: filtered, searched and sorted by the database, never "send
// everything". The count stops at a cap, because counting a million matches exactly costs a
// full scan on every page turn while "10,000+" tells the desk as much.

export interface ListOptions {
  /** Defaults to limits.adminCountCap; tests pass a small one. */
  countCap?: number;
}

export async function listSubmissions(
  db: Kysely<Database>,
  query: SubmissionListQuery & Pick<SubmissionFilter, "assignedTo">,
  options: ListOptions = {},
): Promise<SubmissionList> {
  const dialect = dialectOf(db);
  const search = await planSearch(db, dialect, query.q);
  const filtered = db
    .selectFrom("submissions")
    .where((eb) => submissionFilterCondition(eb, dialect, query, search, "page"));

  const direction = query.order;
  // The id breaks ties, so rows with the same time or name keep their place from page to page.
  const sorted =
    query.sort === "name"
      ? filtered.orderBy(nameSortKey(dialect), direction).orderBy("submissions.id", direction)
      : filtered.orderBy("submissions.created_at", direction).orderBy("submissions.id", direction);

  const rows = await sorted
    .select(ADMIN_SUBMISSION_COLUMNS)
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize)
    .execute();
  const { total, totalIsCapped } = await countCapped(db, query, search, options.countCap ?? limits.adminCountCap);
  // One indexed query for the page's rows, never a join over the whole list.
  const unread = await unreadReplyCounts(
    db,
    rows.map((row) => row.id),
  );
  const items = rows.map((row) => ({ ...toAdminSubmission(row), unreadReplies: unread.get(row.id) ?? 0 }));
  return { items, page: query.page, pageSize: query.pageSize, total, totalIsCapped };
}

/**
 * Names sort as a person expects, capitals or not, and the same on both databases: lower(name)
 * compared byte by byte (PostgreSQL's "C" collation is SQLite's default). Migration 0003 indexes
 * exactly this expression.
 */
function nameSortKey(dialect: DatabaseDialect) {
  return dialect === "postgres" ? sql`lower(submissions.name) collate "C"` : sql`lower(submissions.name)`;
}

/** Counts matches up to `cap` (reading cap + 1 rows at most), and says whether there were more. */
export async function countCapped(
  db: Kysely<Database>,
  filter: SubmissionFilter,
  search: SearchPlan,
  cap: number,
): Promise<{ total: number; totalIsCapped: boolean }> {
  const dialect = dialectOf(db);
  const matches = db
    .selectFrom("submissions")
    .select(sql<number>`1`.as("one"))
    .where((eb) => submissionFilterCondition(eb, dialect, filter, search, "count"))
    .limit(cap + 1)
    .as("matches");
  const { count } = await db
    .selectFrom(matches)
    .select((eb) => eb.fn.countAll<number | string | bigint>().as("count"))
    .executeTakeFirstOrThrow();
  const total = Number(count);
  return total > cap ? { total: cap, totalIsCapped: true } : { total, totalIsCapped: false };
}
