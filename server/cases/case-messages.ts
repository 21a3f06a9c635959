import { sql, type Kysely, type Transaction } from "kysely";
import { formatIndiaDateTime } from "~/shared/india-time";
import type { CaseThreadMessage } from "~/shared/schemas/case-messages";
import type { Database } from "../db/schema";
import { countRequest } from "../db/rate-limit-store";
import { caseReplyCap } from "~/shared/constants";

// The victim's side of the messages with the desk (docs/decisions/0026): the thread on their
// case page, which marks the desk's messages read when it is shown, and their replies, which
// send no mail: the desk sees them as unread in the admin.

/**
 * The count of a case's replies in rate_limit_counters. It names the case by its id, so erasing
 * the case deletes it (server/admin/casework-store.ts).
 */
export function caseReplyCountKey(submissionId: number): string {
  return `case replies ${submissionId}`;
}

/** The case's messages, oldest first; the desk's that were unread are read from now on. */
export async function caseThreadForVictim(
  db: Kysely<Database>,
  submissionId: number,
  now: Date,
): Promise<CaseThreadMessage[]> {
  const rows = await db
    .selectFrom("case_messages")
    .select(["id", "author", "body", "created_at"])
    .where("submission_id", "=", submissionId)
    .orderBy("created_at", "asc")
    .orderBy("id", "asc")
    .execute();
  if (rows.some((row) => row.author === "desk")) {
    await db
      .updateTable("case_messages")
      .set({ read_at: now.toISOString() })
      .where("submission_id", "=", submissionId)
      .where("author", "=", "desk")
      .where("read_at", "is", null)
      .execute();
  }
  return rows.map((row) => ({
    id: row.id,
    from: row.author,
    body: row.body,
    sentAt: row.created_at,
    sentText: formatIndiaDateTime(new Date(row.created_at)),
  }));
}

/**
 * Stores the victim's reply, unless the case has sent its day's allowance (caseReplyCap): a
 * stolen link or a stuck button must not bury the desk. The count and the reply commit together,
 * so a reply that fails to store is not counted; so does `withinTransaction` (the Idempotency-Key).
 */
export async function sendVictimReply(
  db: Kysely<Database>,
  submissionId: number,
  body: string,
  now: Date,
  withinTransaction?: (trx: Transaction<Database>) => Promise<void>,
): Promise<"sent" | "over cap"> {
  return db.transaction().execute(async (trx) => {
    const { current } = await countRequest(trx, caseReplyCountKey(submissionId), caseReplyCap.windowMs, now);
    if (current > caseReplyCap.perCase) return "over cap";
    await trx
      .insertInto("case_messages")
      .values({ submission_id: submissionId, author: "victim", body, created_at: now.toISOString() })
      .execute();
    await refreshWaitingForVictim(trx, submissionId);
    await withinTransaction?.(trx);
    return "sent";
  });
}

/**
 * Stores whether the desk waits for the victim: the case is in progress and the desk wrote last.
 * The inbox's "Waiting for the victim" tab reads it from an index (migration 0014); call this
 * after a message is written or the status changes.
 */
export async function refreshWaitingForVictim(db: Kysely<Database>, submissionId: number): Promise<void> {
  await db
    .updateTable("submissions")
    .set({
      waiting_for_victim: sql<number>`case when status = 'in_progress' and (
        select author from case_messages where case_messages.submission_id = ${submissionId}
        order by created_at desc, id desc limit 1
      ) = 'desk' then 1 else 0 end`,
    })
    .where("id", "=", submissionId)
    .execute();
}
