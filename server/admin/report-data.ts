import { sql, type Kysely } from "kysely";
import {
  SUBMISSION_KINDS,
  SUBMISSION_STATUSES,
  type SubmissionKind,
  type SubmissionStatus,
} from "~/shared/schemas/admin";
import type { ReportData } from "~/shared/schemas/admin-replies";
import type { Database } from "../db/schema";
import { dialectOf } from "../db/dialect";
import { indiaDayRange, indiaDaySql, lastIndiaDays } from "./india-days";
import { loadResponseReport } from "./response-report";

// The Report view (docs/product.md §10): over the last 30 or 90 India calendar days, submissions per
// day by kind, by state, by topic and by status. Every day and every status is listed, zeros
// included, so a chart's axis never skips. A submission without a state (every form but Post
// Query) or without a topic counts under "", which the dashboard names ("No state given").

type Count = number | string | bigint;

export async function loadReport(db: Kysely<Database>, days: number, now: Date): Promise<ReportData> {
  const dialect = dialectOf(db);
  const windowDays = lastIndiaDays(days, now);
  const from = windowDays[0] as string;
  const to = windowDays[windowDays.length - 1] as string;
  const { start, end } = indiaDayRange(from, to);
  const inWindow = db
    .selectFrom("submissions")
    .where("created_at", ">=", start as string)
    .where("created_at", "<", end as string);

  const day = indiaDaySql(dialect, sql.ref("created_at"));
  const [perDayRows, stateRows, topicRows, statusRows, responses] = await Promise.all([
    inWindow
      .select([day.as("day"), "kind", (eb) => eb.fn.countAll<Count>().as("count")])
      .groupBy([day, "kind"])
      .execute(),
    inWindow
      .select(["state", (eb) => eb.fn.countAll<Count>().as("count")])
      .groupBy("state")
      .execute(),
    inWindow
      .select([(eb) => eb.fn.coalesce("topic", sql.lit("")).as("topic"), (eb) => eb.fn.countAll<Count>().as("count")])
      .groupBy("topic")
      .execute(),
    inWindow
      .select(["status", (eb) => eb.fn.countAll<Count>().as("count")])
      .groupBy("status")
      .execute(),
    loadResponseReport(db, { start: start as string, end: end as string }, now),
  ]);

  const perDay = new Map(windowDays.map((date) => [date, zeroPerKind()]));
  for (const row of perDayRows) {
    const counts = perDay.get(row.day);
    if (counts) counts[row.kind] = Number(row.count);
  }
  const statusCounts = new Map<SubmissionStatus, number>(statusRows.map((row) => [row.status, Number(row.count)]));

  return {
    days,
    from,
    to,
    perDay: windowDays.map((date) => ({ date, ...(perDay.get(date) as Record<SubmissionKind, number>) })),
    byState: byCountThenName(
      stateRows.map((row) => ({ state: row.state, count: Number(row.count) })),
      (entry) => entry.state,
    ),
    byTopic: byCountThenName(
      topicRows.map((row) => ({ topic: row.topic, count: Number(row.count) })),
      (entry) => entry.topic,
    ),
    byStatus: SUBMISSION_STATUSES.map((status) => ({ status, count: statusCounts.get(status) ?? 0 })),
    ...responses,
  };
}

function zeroPerKind(): Record<SubmissionKind, number> {
  return Object.fromEntries(SUBMISSION_KINDS.map((kind) => [kind, 0])) as Record<SubmissionKind, number>;
}

/** Most first; equal counts by name, so the order does not change between two loads. */
function byCountThenName<Entry extends { count: number }>(entries: Entry[], name: (entry: Entry) => string): Entry[] {
  return entries.sort((a, b) => b.count - a.count || (name(a) < name(b) ? -1 : name(a) > name(b) ? 1 : 0));
}
