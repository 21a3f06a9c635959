import { sql, type Kysely } from "kysely";
import { limits } from "~/shared/constants";
import { SUBMISSION_KINDS, type SubmissionKind } from "~/shared/schemas/admin";
import type { DashboardData, RecentSubmission } from "~/shared/schemas/admin-replies";
import type { Database } from "../db/schema";
import { cappedCountsByStatus } from "../mail/outbox-store";
import { newCaseCount } from "./inbox";

// The dashboard's figures: how many submissions of each kind, and docs/product.md §5's Recent
// Submissions.

/**
 * Read from submission_counts, which triggers keep exact (migration 0003), instead of counting
 * a million rows on every dashboard load. The table is the database's own bookkeeping, so it is
 * read here only and is not part of the typed schema.
 */
export async function countSubmissionsByKind(db: Kysely<Database>): Promise<Record<SubmissionKind, number>> {
  const { rows } = await sql<{ kind: SubmissionKind; count: number | string | bigint }>`
    select kind, count from submission_counts
  `.execute(db);
  const counts = Object.fromEntries(SUBMISSION_KINDS.map((kind) => [kind, 0])) as Record<SubmissionKind, number>;
  for (const row of rows) counts[row.kind] = Number(row.count);
  return counts;
}

/**
 * docs/product.md §5: only entries with at least one of name, email, query, message or subject; newest
 * first by created_at; at most limits.recentSubmissions; across the three forms. The help
 * request's query is stored as its message, so "query" is the message column.
 */
async function recentSubmissions(db: Kysely<Database>): Promise<RecentSubmission[]> {
  const rows = await db
    .selectFrom("submissions")
    .select(["reference", "kind", "name", "email", "message", "created_at"])
    .where((eb) =>
      eb.or([eb("name", "<>", ""), eb("email", "<>", ""), eb("message", "<>", ""), eb("subject", "<>", "")]),
    )
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(limits.recentSubmissions)
    .execute();
  return rows.map((row) => ({
    reference: row.reference,
    kind: row.kind,
    name: row.name,
    email: row.email,
    message: row.message,
    createdAt: row.created_at,
  }));
}

export async function loadDashboard(
  db: Kysely<Database>,
  adminName: string,
  evidenceQuotaBytes: number,
  mailSending: boolean,
): Promise<Omit<DashboardData, "userId" | "role">> {
  const [counts, recent, mails, stored, newCases] = await Promise.all([
    countSubmissionsByKind(db),
    recentSubmissions(db),
    cappedCountsByStatus(db, limits.adminCountCap),
    db
      .selectFrom("evidence_files")
      .select((eb) => eb.fn.sum<number>("byte_size").as("bytes"))
      .executeTakeFirstOrThrow(),
    newCaseCount(db),
  ]);
  return {
    name: adminName,
    counts,
    recent,
    evidenceStorage: { usedBytes: Number(stored.bytes ?? 0), quotaBytes: evidenceQuotaBytes },
    mail: { sending: mailSending, queued: mails.queued, failed: mails.failed },
    newCases,
  };
}
