import { languageCode } from "~/shared/translations";
import { sql, type ExpressionBuilder, type Kysely, type Selection, type SelectQueryBuilder } from "kysely";
import {
  INBOX_TABS,
  type FirstHoursTier,
  type InboxQuery,
  type InboxTab,
  type SubmissionStatus,
} from "~/shared/schemas/admin";
import { isResponseOverdue } from "~/shared/response-times";
import type { CappedCount, InboxItem, InboxPage, TeamMember } from "~/shared/schemas/admin-replies";
import { MISSED_DEADLINE_MS } from "../cases/case-deadline";
import { leastRecentLossRank, RECENT_LOSS_MS, TIER_CODES, tierOfCode } from "../cases/first-hours";
import type { Database } from "../db/schema";
import { casesWithUnreadReplies, unreadReplyCounts } from "./desk-messages";
import { possibleDuplicateCounts } from "./duplicates";

// The desk's inbox (docs/decisions/0029, 0059): every kind of submission, one tab at a time. An
// open tab lists, in this order: unanswered threats, newest first; unanswered money lost in the
// last 72 hours, the newest hour first and then the larger amount; the cases whose deadline passed
// in the last day (marked missed) or is still to come, soonest first; then the rest, oldest
// first. Inside each of those tiers the cases with a reply from the person nobody has read come
// first. The closed tabs list newest first. Each part is one range of an index (migrations 0014,
// 0020 and 0033), read in order, and the tabs' counts are kept by triggers: a first page costs
// the same with ten cases or a million.

/** Characters of subject and text sent for the preview; the row shows two lines of them. */
const PREVIEW_CHARS = 240;

const TAB_ROWS: Record<InboxTab, { status: SubmissionStatus; waiting: 0 | 1 }> = {
  new: { status: "new", waiting: 0 },
  in_progress: { status: "in_progress", waiting: 0 },
  waiting_for_victim: { status: "in_progress", waiting: 1 },
  resolved: { status: "resolved", waiting: 0 },
  spam: { status: "spam", waiting: 0 },
};

const CLOSED_TABS: ReadonlySet<InboxTab> = new Set(["resolved", "spam"]);

/** A tab's cases; only those assigned to `assignedTo` when given. */
function inTab(tab: InboxTab, assignedTo?: number) {
  const { status, waiting } = TAB_ROWS[tab];
  return (eb: ExpressionBuilder<Database, "submissions">) =>
    eb.and([
      ...(assignedTo === undefined ? [] : [eb("submissions.assigned_to", "=", assignedTo)]),
      eb("submissions.status", "=", status),
      eb("submissions.waiting_for_victim", "=", waiting),
    ]);
}

const ROW_COLUMNS = [
  "submissions.id",
  "submissions.reference",
  "submissions.kind",
  "submissions.name",
  "submissions.topic",
  "submissions.subject",
  "submissions.message",
  "submissions.status",
  "submissions.created_at",
  "submissions.next_deadline_at",
  "submissions.response_due_at",
  "submissions.first_response_at",
  "submissions.assigned_to",
  "submissions.email_key",
  "submissions.phone_key",
  "submissions.duplicate_of",
  "submissions.language",
  "submissions.amount_lost",
  "submissions.incident_at",
  "submissions.first_hours_tier",
  "submissions.first_hours_rank",
] as const;

/**
 * One page of a tab. `viewerId` is who asks: with `assigned: "me"` the page and the tabs' counts
 * are that member's cases only, read from migration 0020's indexes (docs/decisions/0039).
 */
export async function loadInbox(
  db: Kysely<Database>,
  query: InboxQuery,
  now: Date,
  viewerId: number,
): Promise<InboxPage> {
  const { tab, page, pageSize } = query;
  const mine = query.assigned === "me" ? viewerId : undefined;
  const offset = (page - 1) * pageSize;
  const missedSince = new Date(now.getTime() - MISSED_DEADLINE_MS).toISOString();
  const cases = db.selectFrom("submissions").select(ROW_COLUMNS).where(inTab(tab, mine));

  const rows = CLOSED_TABS.has(tab)
    ? await cases
        .orderBy("submissions.created_at", "desc")
        .orderBy("submissions.id", "desc")
        .limit(pageSize)
        .offset(offset)
        .execute()
    : await readInOrder(db, await openTabParts(db, cases, now, missedSince), offset, pageSize);

  const counts = mine === undefined ? await inboxCounts(db) : await memberInboxCounts(db, mine);
  const unread = await unreadReplyCounts(
    db,
    rows.map((row) => row.id),
  );
  const assignees = await assigneesOf(db, rows);
  // The page's cases only, each one or two ranges of the contact keys' indexes (docs/decisions/0035).
  const duplicates = await possibleDuplicateCounts(db, rows);
  const nowIso = now.toISOString();
  const items: InboxItem[] = rows.map((row) => ({
    reference: row.reference,
    kind: row.kind,
    name: row.name,
    topic: row.topic,
    preview: preview(row.subject, row.message),
    status: row.status,
    tab,
    createdAt: row.created_at,
    nextDeadlineAt: row.next_deadline_at,
    deadlineMissed:
      row.next_deadline_at !== null && row.next_deadline_at < nowIso && row.next_deadline_at >= missedSince,
    unreadReplies: unread.get(row.id) ?? 0,
    responseDueAt: row.response_due_at,
    firstResponseAt: row.first_response_at,
    responseOverdue: isResponseOverdue(
      { status: row.status, responseDueAt: row.response_due_at, firstResponseAt: row.first_response_at },
      now,
    ),
    assignee: row.assigned_to === null ? null : (assignees.get(row.assigned_to) ?? null),
    possibleDuplicates: duplicates.get(row.id) ?? 0,
    language: languageCode(row.language),
    firstHours: firstHoursTierOf(row, now),
    amountLost: row.amount_lost === null ? null : Number(row.amount_lost),
    lostAt: row.incident_at,
  }));
  return { tab, assigned: query.assigned, items, page, pageSize, ...counts[tab], counts };
}

/** The members the page's cases are assigned to, by id: one read of the users by primary key. */
async function assigneesOf(
  db: Kysely<Database>,
  rows: readonly { assigned_to: number | null }[],
): Promise<Map<number, TeamMember>> {
  const ids = [...new Set(rows.flatMap((row) => (row.assigned_to === null ? [] : [row.assigned_to])))];
  if (ids.length === 0) return new Map();
  const members = await db.selectFrom("users").select(["id", "name", "role"]).where("id", "in", ids).execute();
  return new Map(members.map((member) => [member.id, member]));
}

/**
 * Every tab's count, read from inbox_counts, which triggers keep exact (migration 0014). The table
 * is the database's own bookkeeping, so it is read here only and is not in the typed schema.
 */
async function inboxCounts(db: Kysely<Database>): Promise<Record<InboxTab, CappedCount>> {
  const { rows } = await sql<{ status: string; waiting_for_victim: number; count: number | string | bigint }>`
    select status, waiting_for_victim, count from inbox_counts
  `.execute(db);
  const countOf = (tab: InboxTab) => {
    const { status, waiting } = TAB_ROWS[tab];
    const row = rows.find(
      (candidate) => candidate.status === status && Number(candidate.waiting_for_victim) === waiting,
    );
    return { total: Number(row?.count ?? 0), totalIsCapped: false };
  };
  return Object.fromEntries(INBOX_TABS.map((tab) => [tab, countOf(tab)])) as Record<InboxTab, CappedCount>;
}

/** Every tab's count of one member's cases: one grouped read of migration 0020's age index alone. */
async function memberInboxCounts(db: Kysely<Database>, memberId: number): Promise<Record<InboxTab, CappedCount>> {
  const rows = await db
    .selectFrom("submissions")
    .select(["status", "waiting_for_victim", (eb) => eb.fn.countAll<number | string | bigint>().as("count")])
    .where("assigned_to", "=", memberId)
    .groupBy(["status", "waiting_for_victim"])
    .execute();
  const countOf = (tab: InboxTab) => {
    const { status, waiting } = TAB_ROWS[tab];
    const row = rows.find(
      (candidate) => candidate.status === status && Number(candidate.waiting_for_victim) === waiting,
    );
    return { total: Number(row?.count ?? 0), totalIsCapped: false };
  };
  return Object.fromEntries(INBOX_TABS.map((tab) => [tab, countOf(tab)])) as Record<InboxTab, CappedCount>;
}

/** The new cases' count for the sidebar. */
export async function newCaseCount(db: Kysely<Database>): Promise<CappedCount> {
  return (await inboxCounts(db)).new;
}

type InboxCases = SelectQueryBuilder<
  Database,
  "submissions",
  Selection<Database, "submissions", (typeof ROW_COLUMNS)[number]>
>;
type InboxRow = Awaited<ReturnType<InboxCases["execute"]>>[number];

/** One part of an open tab, in its order: a range of an index, or rows already read and sorted. */
type InboxPart = { cases: InboxCases } | { rows: InboxRow[] };

/**
 * The most cases with unread replies that lead their tiers: read by primary key and sorted here.
 * A desk with more unread cases than this has them in front of it already; the newest lead.
 */
const MOST_UNREAD_LIFTED = 500;

/**
 * One tier of an open tab (docs/decisions/0059), twice over: as the query that reads it from its
 * index, and as the test and order for the few cases with unread replies, which are read apart
 * (a tier's index walked to find them would be read whole when there are none).
 */
interface Tier {
  of: (cases: InboxCases) => InboxCases;
  holds: (row: InboxRow) => boolean;
  before: (a: InboxRow, b: InboxRow) => number;
}

function compareText(a: string | null, b: string | null): number {
  return (a ?? "") < (b ?? "") ? -1 : (a ?? "") > (b ?? "") ? 1 : 0;
}

const newestRankFirst = (a: InboxRow, b: InboxRow) =>
  compareText(b.first_hours_rank, a.first_hours_rank) || b.id - a.id;

function openTabTiers(now: Date, missedSince: string): Tier[] {
  const lostSince = new Date(now.getTime() - RECENT_LOSS_MS).toISOString();
  const leastRank = leastRecentLossRank(new Date(lostSince));
  const outsideFirstHours = (row: InboxRow) =>
    row.first_hours_tier === null ||
    (row.first_hours_tier === TIER_CODES.recent_loss && (row.incident_at ?? "") < lostSince);
  const insideDeadline = (row: InboxRow) => row.next_deadline_at !== null && row.next_deadline_at >= missedSince;
  return [
    {
      of: (cases) =>
        cases
          .where("submissions.first_hours_tier", "=", TIER_CODES.threat)
          .orderBy("submissions.first_hours_rank", "desc")
          .orderBy("submissions.id", "desc"),
      holds: (row) => row.first_hours_tier === TIER_CODES.threat,
      before: newestRankFirst,
    },
    {
      of: (cases) =>
        cases
          .where("submissions.first_hours_tier", "=", TIER_CODES.recent_loss)
          // The index's range first (the hour the loss fell in), then the exact 72 hours.
          .where("submissions.first_hours_rank", ">=", leastRank)
          .where("submissions.incident_at", ">=", lostSince)
          .orderBy("submissions.first_hours_rank", "desc")
          .orderBy("submissions.id", "desc"),
      holds: (row) => row.first_hours_tier === TIER_CODES.recent_loss && !outsideFirstHours(row),
      before: newestRankFirst,
    },
    {
      of: (cases) =>
        cases
          .where(outsideFirstHoursWhere(lostSince))
          .where("submissions.next_deadline_at", ">=", missedSince)
          .orderBy("submissions.next_deadline_at")
          .orderBy("submissions.id"),
      holds: (row) => outsideFirstHours(row) && insideDeadline(row),
      before: (a, b) => compareText(a.next_deadline_at, b.next_deadline_at) || a.id - b.id,
    },
    {
      of: (cases) =>
        cases
          .where(outsideFirstHoursWhere(lostSince))
          .where((eb) =>
            eb.or([
              eb("submissions.next_deadline_at", "is", null),
              eb("submissions.next_deadline_at", "<", missedSince),
            ]),
          )
          .orderBy("submissions.created_at")
          .orderBy("submissions.id"),
      holds: (row) => outsideFirstHours(row) && !insideDeadline(row),
      before: (a, b) => compareText(a.created_at, b.created_at) || a.id - b.id,
    },
  ];
}

/** An open tab's parts, in their order: each tier's cases with unread replies, then its others. */
async function openTabParts(
  db: Kysely<Database>,
  cases: InboxCases,
  now: Date,
  missedSince: string,
): Promise<InboxPart[]> {
  const tiers = openTabTiers(now, missedSince);
  const unreadIds = await casesWithUnreadReplies(db, MOST_UNREAD_LIFTED);
  if (unreadIds.length === 0) return tiers.map((tier) => ({ cases: tier.of(cases) }));
  const unread = await cases.where("submissions.id", "in", unreadIds).execute();
  const others = cases.where("submissions.id", "not in", unreadIds);
  return tiers.flatMap((tier) => [{ rows: unread.filter(tier.holds).sort(tier.before) }, { cases: tier.of(others) }]);
}

/** Not in the first two tiers: no tier, or money lost more than 72 hours ago. */
function outsideFirstHoursWhere(lostSince: string) {
  return (eb: ExpressionBuilder<Database, "submissions">) =>
    eb.or([
      eb("submissions.first_hours_tier", "is", null),
      eb.and([
        eb("submissions.first_hours_tier", "=", TIER_CODES.recent_loss),
        eb("submissions.incident_at", "<", lostSince),
      ]),
    ]);
}

/**
 * `pageSize` cases from `offset` on, across the parts in their order. A part the page starts
 * past is counted (reading at most `offset` entries of its index) rather than read.
 */
async function readInOrder(
  db: Kysely<Database>,
  parts: readonly InboxPart[],
  offset: number,
  pageSize: number,
): Promise<InboxRow[]> {
  const rows: InboxRow[] = [];
  let skip = offset;
  for (const part of parts) {
    if (rows.length === pageSize) break;
    const wanted = pageSize - rows.length;
    const found =
      "rows" in part ? part.rows.slice(skip, skip + wanted) : await part.cases.limit(wanted).offset(skip).execute();
    if (found.length > 0) {
      rows.push(...found);
      skip = 0;
    } else if (skip > 0) {
      skip -= "rows" in part ? part.rows.length : await countUpTo(db, part.cases, skip);
    }
  }
  return rows;
}

/** How many cases a part has, reading at most `most` entries of its index, in its order. */
async function countUpTo(db: Kysely<Database>, cases: InboxCases, most: number): Promise<number> {
  const { count } = await db
    .selectFrom(
      cases
        .clearSelect()
        .select(sql<number>`1`.as("one"))
        .limit(most)
        .as("matches"),
    )
    .select((eb) => eb.fn.countAll<number | string | bigint>().as("count"))
    .executeTakeFirstOrThrow();
  return Number(count);
}

/** The tier the row leads its tab in now: a loss older than 72 hours no longer does. */
function firstHoursTierOf(row: InboxRow, now: Date): FirstHoursTier | null {
  const tier = tierOfCode(row.first_hours_tier);
  if (tier !== "recent_loss") return tier;
  const lostAt = row.incident_at === null ? Number.NaN : Date.parse(row.incident_at);
  return lostAt >= now.getTime() - RECENT_LOSS_MS ? tier : null;
}

/** The subject (when there is one) and the text, on one line, cut at a word. */
function preview(subject: string, message: string): string {
  const flat = [subject, message]
    .map((part) => part.replace(/\s+/g, " ").trim())
    .filter((part) => part !== "")
    .join(" — ");
  if (flat.length <= PREVIEW_CHARS) return flat;
  const cut = flat.slice(0, PREVIEW_CHARS);
  const space = cut.lastIndexOf(" ");
  return `${(space > PREVIEW_CHARS / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}
