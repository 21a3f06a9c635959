import type { Expression, ExpressionBuilder, SqlBool } from "kysely";
import type { SubmissionListQuery } from "~/shared/schemas/admin";
import type { DatabaseDialect } from "../db/database";
import type { Database } from "../db/schema";
import { indiaDayRange } from "./india-days";
import { searchCondition, type SearchPlan, type SearchUse } from "./search";

// The list's filter as one SQL condition, shared by the page, its count and the CSV export, so
// the export is exactly what the list shows.

export type SubmissionFilter = Pick<
  SubmissionListQuery,
  "kind" | "status" | "state" | "topic" | "from" | "to" | "q" | "unread"
> & {
  /** Only cases assigned to this desk member: "Assigned to me", resolved to the member's id. */
  assignedTo?: number;
};

/** `search` is the plan for filter.q (planSearch), made once per request. */
export function submissionFilterCondition(
  eb: ExpressionBuilder<Database, "submissions">,
  dialect: DatabaseDialect,
  filter: SubmissionFilter,
  search: SearchPlan,
  use: SearchUse,
): Expression<SqlBool> {
  const conditions: Expression<SqlBool>[] = [];
  if (filter.kind) conditions.push(eb("submissions.kind", "=", filter.kind));
  if (filter.status) conditions.push(eb("submissions.status", "=", filter.status));
  if (filter.state) conditions.push(eb("submissions.state", "=", filter.state));
  if (filter.topic) conditions.push(eb("submissions.topic", "=", filter.topic));
  if (filter.assignedTo !== undefined) conditions.push(eb("submissions.assigned_to", "=", filter.assignedTo));
  // created_at is ISO-8601 UTC text on both databases, so comparing text compares time.
  const { start, end } = indiaDayRange(filter.from, filter.to);
  if (start) conditions.push(eb("submissions.created_at", ">=", start));
  if (end) conditions.push(eb("submissions.created_at", "<", end));
  // Read through the partial index of unread replies, which holds only those rows: the few cases
  // waiting for the desk, whatever the size of the list.
  if (filter.unread) {
    conditions.push(
      eb(
        "submissions.id",
        "in",
        eb
          .selectFrom("case_messages")
          .select("case_messages.submission_id")
          .where("case_messages.author", "=", "victim")
          .where("case_messages.read_at", "is", null),
      ),
    );
  }
  const matchesWords = searchCondition(eb, dialect, search, use);
  if (matchesWords) conditions.push(matchesWords);
  return eb.and(conditions);
}

/**
 * What the audit log keeps about a read of the list or an export: the view (the form, or "all")
 * and the names of the other filters used, never their values. The search words may be a
 * person's name; the log says only that there was a search.
 */
export function describeFilterForAudit(filter: SubmissionFilter): { view: string; filters: string[] } {
  const filters: string[] = [];
  for (const name of ["status", "state", "topic", "from", "to", "unread"] as const) {
    if (filter[name] !== undefined) filters.push(name);
  }
  if (filter.assignedTo !== undefined) filters.push("assigned to me");
  if (filter.q) filters.push("search");
  return { view: filter.kind ?? "all", filters };
}
