import { sql, type Kysely } from "kysely";
import type { ReportData } from "~/shared/schemas/admin-replies";
import type { Database } from "../db/schema";
import { dialectOf } from "../db/dialect";

// The Report's response times (docs/decisions/0034): the median time to a first response over
// the period's cases, how many open cases are overdue for one now, and who has the open cases.

type Count = number | string | bigint;

/** Seconds from a case's arrival to its first response, computed by the database. */
function secondsToFirstResponse(db: Kysely<Database>) {
  return dialectOf(db) === "postgres"
    ? // A cast to timestamp (without zone) reads the UTC text as it is, whatever the session's TimeZone.
      sql<
        number | string
      >`round(extract(epoch from cast(first_response_at as timestamp) - cast(created_at as timestamp)))`
    : sql<number | string>`round((julianday(first_response_at) - julianday(created_at)) * 86400)`;
}

/**
 * The median, in minutes, of the time to a first response of the cases created in [start, end)
 * that have one; null when none has. Counted first, then the middle one or two read in order:
 * the same SQL on both databases (SQLite has no percentile function), and exact.
 */
async function medianFirstResponseMinutes(
  db: Kysely<Database>,
  start: string,
  end: string,
): Promise<{ answered: number; median: number | null }> {
  const answered = db
    .selectFrom("submissions")
    .where("created_at", ">=", start)
    .where("created_at", "<", end)
    .where("first_response_at", "is not", null);
  const { count } = await answered.select((eb) => eb.fn.countAll<Count>().as("count")).executeTakeFirstOrThrow();
  const total = Number(count);
  if (total === 0) return { answered: 0, median: null };
  const seconds = secondsToFirstResponse(db);
  const middle = await answered
    .select(seconds.as("seconds"))
    .orderBy(seconds)
    .limit(total % 2 === 1 ? 1 : 2)
    .offset(Math.floor((total - 1) / 2))
    .execute();
  const sum = middle.reduce((total, row) => total + Number(row.seconds), 0);
  return { answered: total, median: sum / middle.length / 60 };
}

/**
 * Open cases without a first response whose target has passed, counted from migration 0018's
 * partial index: its condition is written out as a literal term, as SQLite needs to use it.
 */
async function overdueCaseCount(db: Kysely<Database>, now: Date): Promise<number> {
  const { rows } = await sql<{ count: Count }>`
    select count(*) as count from submissions
    where first_response_at is null and status in ('new', 'in_progress') and response_due_at < ${now.toISOString()}
  `.execute(db);
  return Number(rows[0]?.count ?? 0);
}

/** Open cases by who has them, most first, then by name, nobody (null) after a name with as many. */
async function openCasesByAssignee(db: Kysely<Database>): Promise<ReportData["byAssignee"]> {
  const rows = await db
    .selectFrom("submissions")
    .leftJoin("users", "users.id", "submissions.assigned_to")
    .select(["users.id", "users.name", (eb) => eb.fn.countAll<Count>().as("count")])
    .where("submissions.status", "in", ["new", "in_progress"])
    .groupBy(["users.id", "users.name"])
    .execute();
  return rows
    .map((row) => ({ assignee: row.name, count: Number(row.count) }))
    .sort((a, b) => b.count - a.count || byName(a.assignee, b.assignee));
}

function byName(a: string | null, b: string | null): number {
  if (a === b) return 0;
  if (a === null || b === null) return a === null ? 1 : -1;
  return a < b ? -1 : 1;
}

export async function loadResponseReport(
  db: Kysely<Database>,
  window: { start: string; end: string },
  now: Date,
): Promise<Pick<ReportData, "responseTimes" | "byAssignee">> {
  const [median, overdueNow, byAssignee] = await Promise.all([
    medianFirstResponseMinutes(db, window.start, window.end),
    overdueCaseCount(db, now),
    openCasesByAssignee(db),
  ]);
  return {
    responseTimes: { answered: median.answered, medianFirstResponseMinutes: median.median, overdueNow },
    byAssignee,
  };
}
