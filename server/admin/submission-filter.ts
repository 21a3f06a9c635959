import type { Expression, ExpressionBuilder, SqlBool } from "kysely";
import type { SubmissionListQuery } from "../../shared/schemas/admin";
import type { DatabaseDialect } from "../db/database";
import type { Database } from "../db/schema";
import { indiaDayRange } from "./india-days";
import { searchCondition, type SearchPlan, type SearchUse } from "./search";

// The list's filter as one SQL condition, shared by the page, its count and the CSV export, so
// the export is exactly what the list shows.

export type SubmissionFilter = Pick<SubmissionListQuery, "kind" | "status" | "state" | "topic" | "from" | "to" | "q">;

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
  // created_at is ISO-8601 UTC text on both databases, so comparing text compares time.
  const { start, end } = indiaDayRange(filter.from, filter.to);
  if (start) conditions.push(eb("submissions.created_at", ">=", start));
  if (end) conditions.push(eb("submissions.created_at", "<", end));
  const matchesWords = searchCondition(eb, dialect, search, use);
  if (matchesWords) conditions.push(matchesWords);
  return eb.and(conditions);
}

/** The filter with nothing a person typed: what the audit log may keep about an export. */
export function describeFilterForAudit(filter: SubmissionFilter): Record<string, unknown> {
  const { q, ...rest } = filter;
  const described: Record<string, unknown> = Object.fromEntries(Object.entries(rest).filter(([, value]) => value !== undefined));
  // The search words may be a person's name: the log says only that there was a search.
  if (q) described.search = true;
  return described;
}
