import { languageCode } from "~/shared/translations";
import { sql, type Kysely, type Selectable } from "kysely";
import type { CaseNoticeOutcome, DeskThreadMessage } from "~/shared/schemas/admin-replies";
import { recordAudit, type AuditActor } from "../audit/audit-log";
import type { Database } from "../db/schema";
import { composeCaseNotice } from "../mail/case-notice-mail";
import { queueMails } from "../mail/outbox-store";
import { refreshWaitingForVictim } from "../cases/case-messages";
import { recordFirstResponse } from "../cases/first-response";
import { dialectOf } from "../db/dialect";
import { startNewCaseWithin } from "./status-change";

// The desk's side of the messages with the person (docs/decisions/0026): writing to them, which
// queues a notice mail in the same transaction; the thread in the submission's detail, which
// marks the person's replies read; and how many replies are unread, for the lists.

type MessageRow = Pick<
  Selectable<Database["case_messages"]>,
  "id" | "author" | "author_name" | "body" | "created_at" | "read_at"
>;

function toDeskThreadMessage(row: MessageRow): DeskThreadMessage {
  return {
    id: row.id,
    from: row.author,
    authorName: row.author_name,
    body: row.body,
    sentAt: row.created_at,
    readAt: row.read_at,
  };
}

const MESSAGE_COLUMNS = ["id", "author", "author_name", "body", "created_at", "read_at"] as const;

/**
 * Stores the desk's message and, in the same transaction, queues the notice that tells the
 * person to read it, unless a notice of this case is still queued (one notice covers several
 * messages), the request was closed as spam ("This wasn't me"), or it has no address. Undefined
 * for an unknown reference. The audit entry says a message was sent, never what it says.
 */
export async function sendDeskMessage(
  db: Kysely<Database>,
  reference: string,
  body: string,
  author: AuditActor,
  now: Date,
): Promise<{ message: DeskThreadMessage; notice: CaseNoticeOutcome } | undefined> {
  return db.transaction().execute(async (trx) => {
    let find = trx
      .selectFrom("submissions")
      .select(["id", "reference", "email", "status", "language"])
      .where("reference", "=", reference);
    // Two desk members writing at once must not both find no queued notice: on PostgreSQL the
    // case's row is locked until this commits. SQLite writes one transaction at a time anyway.
    if (dialectOf(db) === "postgres") find = find.forUpdate();
    const submission = await find.executeTakeFirst();
    if (!submission) return undefined;
    const row = await trx
      .insertInto("case_messages")
      .values({
        submission_id: submission.id,
        author: "desk",
        author_user_id: author.id,
        author_name: author.name,
        body,
        created_at: now.toISOString(),
      })
      .returning(MESSAGE_COLUMNS)
      .executeTakeFirstOrThrow();
    // A new case the desk writes to is being worked: In progress, and with the message now the
    // last word, waiting for the person (docs/decisions/0062).
    await startNewCaseWithin(trx, submission, author, now, "desk_message");
    await refreshWaitingForVictim(trx, submission.id);
    await recordFirstResponse(trx, submission.id, now);
    const notice = await noticeFor(trx, submission, now);
    await recordAudit(trx, {
      actor: author,
      action: "submission.message_sent",
      targetType: "submission",
      targetId: reference,
      detail: { messageId: row.id, notice },
      now,
    });
    return { message: toDeskThreadMessage(row), notice };
  });
}

async function noticeFor(
  trx: Kysely<Database>,
  submission: { id: number; reference: string; email: string; status: string; language: string },
  now: Date,
): Promise<CaseNoticeOutcome> {
  if (submission.status === "spam") return "closed_as_spam";
  if (submission.email.trim() === "") return "no_address";
  const waiting = await trx
    .selectFrom("mail_outbox")
    .select("id")
    .where("submission_id", "=", submission.id)
    .where("purpose", "=", "case_notice")
    .where("status", "=", "queued")
    .executeTakeFirst();
  if (waiting) return "already_queued";
  await queueMails(
    trx,
    submission.id,
    [composeCaseNotice({ ...submission, language: languageCode(submission.language) })],
    now,
  );
  return "queued";
}

/** The submission's messages, oldest first, as stored: the person's unread replies have readAt null. */
export async function deskThread(db: Kysely<Database>, submissionId: number): Promise<DeskThreadMessage[]> {
  const rows = await db
    .selectFrom("case_messages")
    .select(MESSAGE_COLUMNS)
    .where("submission_id", "=", submissionId)
    .orderBy("created_at", "asc")
    .orderBy("id", "asc")
    .execute();
  return rows.map(toDeskThreadMessage);
}

/** The desk has opened the submission: the person's replies count as read from now on. */
export async function markRepliesRead(db: Kysely<Database>, reference: string, now: Date): Promise<void> {
  await db
    .updateTable("case_messages")
    .set({ read_at: now.toISOString() })
    .where("author", "=", "victim")
    .where("read_at", "is", null)
    .where("submission_id", "in", (eb) => eb.selectFrom("submissions").select("id").where("reference", "=", reference))
    .execute();
}

/**
 * The cases with a reply from the person that no one at the desk has read, at most `most` of
 * them: one read of migration 0012's partial index. The index holds only such replies, and a
 * query uses it only when its condition is written out as the index's own (literals, not
 * parameters), so it is here as the index has it.
 */
export async function casesWithUnreadReplies(db: Kysely<Database>, most: number): Promise<number[]> {
  const rows = await db
    .selectFrom("case_messages")
    .select("submission_id")
    .distinct()
    .where(sql<boolean>`author = 'victim' and read_at is null`)
    .orderBy("submission_id", "desc")
    .limit(most)
    .execute();
  return rows.map((row) => row.submission_id);
}

/** How many of each listed submission's replies are unread; one query for a page, by the unread index. */
export async function unreadReplyCounts(db: Kysely<Database>, submissionIds: number[]): Promise<Map<number, number>> {
  if (submissionIds.length === 0) return new Map();
  const rows = await db
    .selectFrom("case_messages")
    .select((eb) => ["submission_id", eb.fn.countAll<number | string | bigint>().as("unread")])
    .where("author", "=", "victim")
    .where("read_at", "is", null)
    .where("submission_id", "in", submissionIds)
    .groupBy("submission_id")
    .execute();
  return new Map(rows.map((row) => [row.submission_id, Number(row.unread)]));
}
