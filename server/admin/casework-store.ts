import { sql, type Kysely, type Transaction } from "kysely";
import { languageCode } from "~/shared/translations";
import type { SubmissionStatus } from "~/shared/schemas/admin";
import type {
  AdminSubmission,
  SubmissionDetail,
  SubmissionMail,
  SubmissionNote,
  SubmissionNotification,
} from "~/shared/schemas/admin-replies";
import { recordAudit, type AuditActor } from "../audit/audit-log";
import type { Database, SubmissionKind } from "../db/schema";
import { refreshCaseDeadline } from "../cases/case-deadline";
import { caseReplyCountKey, refreshWaitingForVictim } from "../cases/case-messages";
import { acknowledgementCountKey } from "../mail/acknowledgement-cap";
import { lostLinkCountKeys } from "../cases/lost-link";
import { nextDatedStepOfCase, nextDeadlineText } from "../cases/case-view";
import { listDeskEvidence } from "../evidence/evidence-store";
import { mailsOfSubmission } from "../mail/outbox-store";
import { notificationsOfSubmission } from "../reminders/push-outbox-store";
import { setStatusWithin } from "./status-change";
import { ADMIN_SUBMISSION_COLUMNS, CASE_FACT_COLUMNS, toAdminSubmission, toCaseFacts } from "./admin-submission";
import { assigneeOfSubmission } from "./assignment";
import { deskThread } from "./desk-messages";
import type { StepText } from "~/shared/case-timeline/step-words";
import { deskCaseRecord } from "./desk-case-record";
import { dialectOf } from "../db/dialect";

// The desk's work on one submission, found by its reference: read it with its notes and mails, change
// its status, add a note, erase it. Each change commits together with its audit entry.

export async function findSubmissionDetail(
  db: Kysely<Database>,
  reference: string,
  now: Date,
): Promise<SubmissionDetail | undefined> {
  const row = await db
    .selectFrom("submissions")
    .select([
      ...ADMIN_SUBMISSION_COLUMNS,
      ...CASE_FACT_COLUMNS,
      "submissions.response_due_at",
      "submissions.first_response_at",
      "submissions.language",
      "submissions.status_before_not_me",
    ])
    .where("submissions.reference", "=", reference)
    .executeTakeFirst();
  if (!row) return undefined;
  const notes = await db
    .selectFrom("submission_notes")
    .select(["id", "author_name", "body", "created_at"])
    .where("submission_id", "=", row.id)
    .orderBy("created_at", "asc")
    .orderBy("id", "asc")
    .execute();
  const mails = await mailsOfSubmission(db, row.id);
  return {
    ...toAdminSubmission(row),
    assignee: await assigneeOfSubmission(db, row.id),
    caseFacts: toCaseFacts(row),
    notes: notes.map(toSubmissionNote),
    mails: mails.map(toSubmissionMail),
    notifications: (await notificationsOfSubmission(db, row.id)).map(toSubmissionNotification),
    messages: await deskThread(db, row.id),
    evidence: await listDeskEvidence(db, row.id),
    ...(await deskCaseRecord(db, row.id)),
    ...nextStepFields(await nextDatedStepOfCase(db, row.id, now)),
    language: languageCode(row.language),
    responseDueAt: row.response_due_at,
    firstResponseAt: row.first_response_at,
    closedAsNotMe: row.status === "spam" && row.status_before_not_me !== null,
  };
}

function nextStepFields(
  step: { title: string; titleSays: StepText; due: Date } | null,
): Pick<SubmissionDetail, "nextDeadlineText" | "nextDatedStep"> {
  return {
    nextDeadlineText: nextDeadlineText(step),
    nextDatedStep: step ? { title: step.title, titleSays: step.titleSays, due: step.due.toISOString() } : null,
  };
}

function toSubmissionMail(row: Awaited<ReturnType<typeof mailsOfSubmission>>[number]): SubmissionMail {
  return {
    id: row.id,
    purpose: row.purpose,
    to: row.to_address,
    status: row.status,
    attempts: row.attempts,
    nextAttemptAt: row.next_attempt_at,
    sentAt: row.sent_at,
    lastError: row.last_error,
  };
}

function toSubmissionNotification(
  row: Awaited<ReturnType<typeof notificationsOfSubmission>>[number],
): SubmissionNotification {
  return {
    id: row.id,
    pushService: row.push_service,
    status: row.status,
    attempts: row.attempts,
    nextAttemptAt: row.next_attempt_at,
    sentAt: row.sent_at,
    lastError: row.last_error,
  };
}

function toSubmissionNote(row: { id: number; author_name: string; body: string; created_at: string }): SubmissionNote {
  return { id: row.id, authorName: row.author_name, body: row.body, createdAt: row.created_at };
}

/** The updated submission, or undefined for an unknown reference. Setting the status it already has changes nothing. */
export async function changeSubmissionStatus(
  db: Kysely<Database>,
  reference: string,
  status: SubmissionStatus,
  actor: AuditActor,
  now: Date,
): Promise<AdminSubmission | undefined> {
  return db.transaction().execute(async (trx) => {
    const current = await trx
      .selectFrom("submissions")
      .select(["id", "reference", "status"])
      .where("reference", "=", reference)
      .executeTakeFirst();
    if (!current) return undefined;
    await setStatusWithin(trx, current, status, actor, now);
    const updated = await trx
      .selectFrom("submissions")
      .select(ADMIN_SUBMISSION_COLUMNS)
      .where("id", "=", current.id)
      .executeTakeFirstOrThrow();
    return toAdminSubmission(updated);
  });
}

export type NotMeUndoOutcome = { kind: "undone"; status: SubmissionStatus } | { kind: "not closed as not me" };

/**
 * The desk undoes a "This wasn't me" closure (docs/decisions/0058): the person mailed was the
 * victim after all. The case gets back the status it had, and with it its deadline, whether it
 * waits for the victim, and "Lost your link?", which a case closed as spam refuses. The secrets
 * the closure revoked stay revoked and no link is minted or mailed: the victim asks for one
 * with "Lost your link?". Undefined for an unknown reference.
 */
export async function undoNotMe(
  db: Kysely<Database>,
  reference: string,
  actor: AuditActor,
  now: Date,
): Promise<NotMeUndoOutcome | undefined> {
  return db.transaction().execute(async (trx) => {
    const current = await trx
      .selectFrom("submissions")
      .select(["id", "status", "status_before_not_me"])
      .where("reference", "=", reference)
      .executeTakeFirst();
    if (!current) return undefined;
    const restored = current.status_before_not_me;
    if (current.status !== "spam" || restored === null) return { kind: "not closed as not me" };
    await trx
      .updateTable("submissions")
      .set({ status: restored, status_before_not_me: null, updated_at: now.toISOString() })
      .where("id", "=", current.id)
      .execute();
    await refreshCaseDeadline(trx, current.id, now);
    await refreshWaitingForVictim(trx, current.id);
    await recordAudit(trx, {
      actor,
      action: "submission.not_me_undone",
      targetType: "submission",
      targetId: reference,
      detail: { from: current.status, to: restored },
      now,
    });
    return { kind: "undone", status: restored };
  });
}

/** The new note, or undefined for an unknown reference. The audit entry says a note was added, never what it says. */
export async function addSubmissionNote(
  db: Kysely<Database>,
  reference: string,
  body: string,
  author: AuditActor & { id: number },
  now: Date,
): Promise<SubmissionNote | undefined> {
  return db.transaction().execute(async (trx) => {
    const submission = await trx
      .selectFrom("submissions")
      .select("id")
      .where("reference", "=", reference)
      .executeTakeFirst();
    if (!submission) return undefined;
    const note = await insertSubmissionNote(trx, submission.id, body, author, now);
    await recordAudit(trx, {
      actor: author,
      action: "submission.note_added",
      targetType: "submission",
      targetId: reference,
      detail: { noteId: note.id },
      now,
    });
    return note;
  });
}

/**
 * Stores one of the desk's notes on a case, inside the caller's transaction: a note typed by
 * the desk, a recorded call, or what a merge did. The caller writes its own audit entry.
 */
export async function insertSubmissionNote(
  trx: Transaction<Database>,
  submissionId: number,
  body: string,
  author: { id: number | null; name: string },
  now: Date,
): Promise<SubmissionNote> {
  const note = await trx
    .insertInto("submission_notes")
    .values({
      submission_id: submissionId,
      author_user_id: author.id,
      author_name: author.name,
      body,
      created_at: now.toISOString(),
    })
    .returning(["id", "author_name", "body", "created_at"])
    .executeTakeFirstOrThrow();
  return toSubmissionNote(note);
}

/**
 * A person's right to erasure, and the only way a submission is erased: the row goes, and with
 * it everything that holds its id, its reference or what the person wrote: the desk's notes,
 * the messages between the desk and the person (and the count of the person's replies), its
 * mails (which quote the text and carry the address), the stored answer to its Idempotency-Key
 * (which names the reference) and, by trigger, its search-index entry. The audit entry keeps
 * only the reference and the kind, which say nothing about the person.
 *
 * On SQLite, secure_delete (server/db/database.ts) overwrites the freed bytes, and a TRUNCATE
 * checkpoint then moves the pages into the file and empties the write-ahead log, so the words
 * are not left readable in either. See docs/decisions/0016-erasure-and-read-audit.md.
 */
export async function eraseSubmission(
  db: Kysely<Database>,
  reference: string,
  actor: AuditActor,
  now: Date,
): Promise<{ kind: SubmissionKind } | undefined> {
  const erased = await db.transaction().execute(async (trx) => {
    const submission = await trx
      .selectFrom("submissions")
      .select(["id", "kind", "email"])
      .where("reference", "=", reference)
      .executeTakeFirst();
    if (!submission) return undefined;
    // The foreign keys cascade too; deleting by name here keeps this list the one place to look.
    await trx.deleteFrom("submission_notes").where("submission_id", "=", submission.id).execute();
    await trx.deleteFrom("mail_outbox").where("submission_id", "=", submission.id).execute();
    await trx.deleteFrom("case_secrets").where("submission_id", "=", submission.id).execute();
    await trx.deleteFrom("case_progress").where("submission_id", "=", submission.id).execute();
    await trx.deleteFrom("case_transactions").where("submission_id", "=", submission.id).execute();
    // The evidence's chunks first: they name the files, not the submission.
    await trx
      .deleteFrom("evidence_chunks")
      .where("file_id", "in", trx.selectFrom("evidence_files").select("id").where("submission_id", "=", submission.id))
      .execute();
    await trx.deleteFrom("evidence_files").where("submission_id", "=", submission.id).execute();
    await trx.deleteFrom("case_messages").where("submission_id", "=", submission.id).execute();
    // Its reminders: the consent, the links' tokens and the record of what was queued (docs/decisions/0069).
    await trx.deleteFrom("case_reminder_sends").where("submission_id", "=", submission.id).execute();
    await trx.deleteFrom("case_reminder_tokens").where("submission_id", "=", submission.id).execute();
    await trx.deleteFrom("case_reminder_consents").where("submission_id", "=", submission.id).execute();
    // Its browsers' push subscriptions and its notifications (docs/decisions/0074).
    await trx.deleteFrom("push_outbox").where("submission_id", "=", submission.id).execute();
    await trx.deleteFrom("case_push_subscriptions").where("submission_id", "=", submission.id).execute();
    // Its WhatsApp messages: the number they went to, WhatsApp's ids, their buttons' tokens (docs/decisions/0076).
    await trx.deleteFrom("whatsapp_outbox").where("submission_id", "=", submission.id).execute();
    // The stored answer is {"status":…,"reference":"CH-…"}; a reference holds no LIKE wildcard.
    await trx
      .deleteFrom("idempotency_keys")
      .where("response_body", "like", `%${JSON.stringify(reference)}%`)
      .execute();
    // The address's case-link counts (and an acknowledgement count from before decision 0102,
    // which counts the submissions themselves): the person asked to be forgotten, so their
    // address may be mailed afresh. And the count of the case's replies to the desk.
    await trx
      .deleteFrom("rate_limit_counters")
      .where("key", "in", [
        acknowledgementCountKey(submission.email),
        ...lostLinkCountKeys(submission.id, submission.email),
        caseReplyCountKey(submission.id),
      ])
      .execute();
    await trx.deleteFrom("submissions").where("id", "=", submission.id).execute();
    await recordAudit(trx, {
      actor,
      action: "submission.deleted",
      targetType: "submission",
      targetId: reference,
      detail: { kind: submission.kind },
      now,
    });
    return { kind: submission.kind };
  });
  if (erased && dialectOf(db) === "sqlite") await sql`pragma wal_checkpoint(TRUNCATE)`.execute(db);
  return erased;
}
