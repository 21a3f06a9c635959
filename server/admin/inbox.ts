import { sql, type Expression, type ExpressionBuilder, type Kysely, type SqlBool } from "kysely";
import { limits } from "~/shared/constants";
import { INBOX_TABS, type InboxQuery, type InboxTab, type SubmissionStatus } from "~/shared/schemas/admin";
import type { CappedCount, InboxItem, InboxPage } from "~/shared/schemas/admin-replies";
import { MISSED_DEADLINE_MS } from "../cases/case-deadline";
import type { Database } from "../db/schema";
import { unreadReplyCounts } from "./desk-messages";

// The desk's inbox (docs/decisions/0029): every kind of submission, one tab at a time. An open
// tab lists first the cases whose deadline passed in the last day (marked missed), then those
// inside a deadline, soonest first, then the rest, oldest first; the closed tabs, newest first.
// Each part is one range of an index of migration 0014, read in order: a page costs the same
// with ten cases or a million.

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

function inTab(tab: InboxTab) {
  const { status, waiting } = TAB_ROWS[tab];
  return (eb: ExpressionBuilder<Database, "submissions">) =>
    eb.and([eb("submissions.status", "=", status), eb("submissions.waiting_for_victim", "=", waiting)]);
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
] as const;

export async function loadInbox(db: Kysely<Database>, query: InboxQuery, now: Date): Promise<InboxPage> {
  const { tab, page, pageSize } = query;
  const offset = (page - 1) * pageSize;
  const missedSince = new Date(now.getTime() - MISSED_DEADLINE_MS).toISOString();
  const cases = db.selectFrom("submissions").select(ROW_COLUMNS).where(inTab(tab));

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
          : await countUpTo(db, tab, offset, (eb) => eb("submissions.next_deadline_at", ">=", missedSince));
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

  const counts = await inboxCounts(db);
  const unread = await unreadReplyCounts(
    db,
    rows.map((row) => row.id),
  );
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
  }));
  return { tab, items, page, pageSize, ...counts[tab], counts };
}

/** Every tab's count, each stopped at limits.adminCountCap (one index range each). */
async function inboxCounts(db: Kysely<Database>): Promise<Record<InboxTab, CappedCount>> {
  const cap = limits.adminCountCap;
  const counts = await Promise.all(INBOX_TABS.map((tab) => countUpTo(db, tab, cap + 1)));
  return Object.fromEntries(
    INBOX_TABS.map((tab, index) => {
      const total = counts[index]!;
      return [tab, total > cap ? { total: cap, totalIsCapped: true } : { total, totalIsCapped: false }];
    }),
  ) as Record<InboxTab, CappedCount>;
}

/** The new cases' count for the sidebar. */
export async function newCaseCount(db: Kysely<Database>): Promise<CappedCount> {
  const cap = limits.adminCountCap;
  const total = await countUpTo(db, "new", cap + 1);
  return total > cap ? { total: cap, totalIsCapped: true } : { total, totalIsCapped: false };
}

/** Counts a tab's cases (and only those `also` keeps), reading at most `most` index entries. */
async function countUpTo(
  db: Kysely<Database>,
  tab: InboxTab,
  most: number,
  also?: (eb: ExpressionBuilder<Database, "submissions">) => Expression<SqlBool>,
): Promise<number> {
  let matches = db
    .selectFrom("submissions")
    .select(sql<number>`1`.as("one"))
    .where(inTab(tab));
  if (also) matches = matches.where(also);
  const { count } = await db
    .selectFrom(matches.limit(most).as("matches"))
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
