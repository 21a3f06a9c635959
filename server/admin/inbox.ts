import { languageCode } from "~/shared/translations";
import { sql, type ExpressionBuilder, type Kysely } from "kysely";
import { INBOX_TABS, type InboxQuery, type InboxTab, type SubmissionStatus } from "~/shared/schemas/admin";
import { isResponseOverdue } from "~/shared/response-times";
import type { CappedCount, InboxItem, InboxPage, TeamMember } from "~/shared/schemas/admin-replies";
import { MISSED_DEADLINE_MS } from "../cases/case-deadline";
import type { Database } from "../db/schema";
import { unreadReplyCounts } from "./desk-messages";
import { possibleDuplicateCounts } from "./duplicates";

// The desk's inbox (docs/decisions/0029): every kind of submission, one tab at a time. An open
// tab lists first the cases whose deadline passed in the last day (marked missed), then those
// inside a deadline, soonest first, then the rest, oldest first; the closed tabs, newest first.
// Each part is one range of an index of migration 0014, read in order, and the tabs' counts are
// kept by triggers: a first page costs the same with ten cases or a million.

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

  let rows;
  if (CLOSED_TABS.has(tab)) {
    rows = await cases
      .orderBy("submissions.created_at", "desc")
      .orderBy("submissions.id", "desc")
      .limit(pageSize)
      .offset(offset)
      .execute();
  } else {
    const urgent = await cases
      .where("submissions.next_deadline_at", ">=", missedSince)
      .orderBy("submissions.next_deadline_at")
      .orderBy("submissions.id")
      .limit(pageSize)
      .offset(offset)
      .execute();
    rows = urgent;
    if (urgent.length < pageSize) {
      // The page reaches past the urgent cases: how many there are says where the rest begin.
      const urgentCount =
        urgent.length > 0 || offset === 0
          ? offset + urgent.length
          : await countDeadlinesUpTo(db, tab, offset, missedSince, mine);
      const rest = await cases
        .where((eb) =>
          eb.or([eb("submissions.next_deadline_at", "is", null), eb("submissions.next_deadline_at", "<", missedSince)]),
        )
        .orderBy("submissions.created_at")
        .orderBy("submissions.id")
        .limit(pageSize - urgent.length)
        .offset(Math.max(0, offset - urgentCount))
        .execute();
      rows = [...urgent, ...rest];
    }
  }

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

/**
 * Counts a tab's cases with a deadline from `deadlinesFrom` on, reading at most `most` entries of
 * the deadline index, in its order (so PostgreSQL reads the index too, and stops).
 */
async function countDeadlinesUpTo(
  db: Kysely<Database>,
  tab: InboxTab,
  most: number,
  deadlinesFrom: string,
  assignedTo?: number,
): Promise<number> {
  const matches = db
    .selectFrom("submissions")
    .select(sql<number>`1`.as("one"))
    .where(inTab(tab, assignedTo))
    .where("submissions.next_deadline_at", ">=", deadlinesFrom)
    .orderBy("submissions.next_deadline_at")
    .limit(most);
  const { count } = await db
    .selectFrom(matches.as("matches"))
    .select((eb) => eb.fn.countAll<number | string | bigint>().as("count"))
    .executeTakeFirstOrThrow();
  return Number(count);
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
