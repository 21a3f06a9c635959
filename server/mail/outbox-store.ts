import { sql, type Kysely, type Selectable, type Transaction } from "kysely";
import { mailPolicy } from "~/shared/constants";
import type { Database, MailOutboxTable } from "../db/schema";
import { leasedOutbox } from "../outbox/leased-outbox";
import { reusableInsert } from "../db/reusable-query";
import type { ComposedMail } from "./composed-mail";

// The outbox's rows and their life: queued -> sending -> sent, or back to queued with a later
// next_attempt_at after a failed try, or failed after mailPolicy.maxAttempts tries.

export type OutboxMail = Selectable<MailOutboxTable>;
/** mailPolicy's shape with plain numbers, so tests can pass shorter timings. */
export type MailPolicy = Record<keyof typeof mailPolicy, number>;
export type MailRetryPolicy = Pick<
  MailPolicy,
  "firstRetryDelayMs" | "backoffFactor" | "maxRetryDelayMs" | "maxAttempts" | "leaseMs"
>;

/** A composed mail as its outbox row, due at once. */
function outboxRow(submissionId: number | null, mail: ComposedMail, now: Date) {
  const at = now.toISOString();
  return {
    submission_id: submissionId,
    purpose: mail.purpose,
    to_address: mail.to,
    reply_to: mail.replyTo,
    subject: mail.subject,
    text_body: mail.text,
    html_body: mail.html,
    next_attempt_at: at,
    created_at: at,
    updated_at: at,
  };
}

/** A submission's mails are queued with every form: compiled once (server/db/reusable-query.ts). */
const insertMails = reusableInsert("mail_outbox");

/** Writes the mails in the caller's transaction, so they exist exactly when the submission does. */
export async function queueMails(
  trx: Transaction<Database> | Kysely<Database>,
  submissionId: number | null,
  mails: readonly ComposedMail[],
  now: Date,
): Promise<void> {
  if (mails.length === 0) return;
  await insertMails(
    trx,
    mails.map((mail) => outboxRow(submissionId, mail, now)),
  );
}

/** One mail, in the caller's transaction; its id, for the record that points at it (a reminder's). */
export async function queueMail(
  trx: Transaction<Database> | Kysely<Database>,
  submissionId: number | null,
  mail: ComposedMail,
  now: Date,
): Promise<number> {
  const row = await trx
    .insertInto("mail_outbox")
    .values(outboxRow(submissionId, mail, now))
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Claims, marks and retries the outbox's mails (server/outbox/leased-outbox.ts). */
const mailOutbox = leasedOutbox("mail_outbox");

/**
 * Claims up to `limit` due mails for one worker. Each claim is a conditional update of one row,
 * so when several instances share the database exactly one of them wins each mail.
 */
export function claimDueMails(
  db: Kysely<Database>,
  workerId: string,
  now: Date,
  limit: number,
  leaseMs: number = mailPolicy.leaseMs,
): Promise<OutboxMail[]> {
  return mailOutbox.claimDue(db, workerId, now, { batchSize: limit, leaseMs });
}

export function markSent(db: Kysely<Database>, id: number, workerId: string, now: Date): Promise<void> {
  return mailOutbox.markSent(db, id, workerId, now);
}

/** After a failed try: queue it again later, or give up once it has had its tries. */
export function recordFailedAttempt(
  db: Kysely<Database>,
  mail: Pick<OutboxMail, "id" | "attempts">,
  workerId: string,
  error: string,
  now: Date,
  policy: MailRetryPolicy = mailPolicy,
): Promise<"queued" | "failed"> {
  return mailOutbox.recordFailedAttempt(db, mail, workerId, error, now, policy);
}

/** A mail that no try can send (its address is not one mailbox): failed at once, with why. */
export function markUndeliverable(
  db: Kysely<Database>,
  id: number,
  workerId: string,
  error: string,
  now: Date,
): Promise<void> {
  return mailOutbox.markFailed(db, id, workerId, error, now);
}

/** An admin's "try again" for a failed mail: a fresh round of tries, starting now. */
export async function retryFailedMail(
  db: Kysely<Database> | Transaction<Database>,
  id: number,
  now: Date,
): Promise<OutboxMail | undefined> {
  const at = now.toISOString();
  return db
    .updateTable("mail_outbox")
    .set({ status: "queued", attempts: 0, next_attempt_at: at, last_error: null, updated_at: at })
    .where("id", "=", id)
    .where("status", "=", "failed")
    .returningAll()
    .executeTakeFirst();
}

export interface OutboxListOptions {
  status?: OutboxMail["status"];
  page: number;
  pageSize: number;
  /** Counts stop here: the sent pile grows by two a submission. */
  countCap: number;
}

export interface OutboxListRow extends OutboxMail {
  reference: string | null;
}

/** Newest first, with the reference of the submission each mail is about. */
export async function listOutbox(
  db: Kysely<Database>,
  options: OutboxListOptions,
): Promise<{ rows: OutboxListRow[]; total: number; totalIsCapped: boolean }> {
  const { status, page, pageSize, countCap } = options;
  let query = db.selectFrom("mail_outbox").leftJoin("submissions", "submissions.id", "mail_outbox.submission_id");
  if (status) query = query.where("mail_outbox.status", "=", status);
  const rows = await query
    .selectAll("mail_outbox")
    .select("submissions.reference")
    .orderBy("mail_outbox.id", "desc")
    .limit(pageSize)
    .offset((page - 1) * pageSize)
    .execute();
  const counted = await cappedCount(db, status, countCap);
  return { rows, total: Math.min(counted, countCap), totalIsCapped: counted > countCap };
}

/** How many mails are in each state, each counted up to `cap` (+1 to tell that it was capped). */
export async function cappedCountsByStatus(
  db: Kysely<Database>,
  cap: number,
): Promise<Record<OutboxMail["status"], number>> {
  const statuses = ["queued", "sending", "sent", "failed"] as const;
  const counts = await Promise.all(statuses.map((status) => cappedCount(db, status, cap)));
  return Object.fromEntries(statuses.map((status, index) => [status, Math.min(counts[index] ?? 0, cap)])) as Record<
    OutboxMail["status"],
    number
  >;
}

async function cappedCount(
  db: Kysely<Database>,
  status: OutboxMail["status"] | undefined,
  cap: number,
): Promise<number> {
  let inner = db.selectFrom("mail_outbox").select("id");
  if (status) inner = inner.where("status", "=", status);
  const row = await db
    .selectFrom(inner.limit(cap + 1).as("matches"))
    .select(sql<number>`count(*)`.as("count"))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** One submission's mails, oldest first (the desk alert is queued before the acknowledgement). */
export async function mailsOfSubmission(
  db: Kysely<Database>,
  submissionId: number,
): Promise<
  Pick<
    OutboxMail,
    "id" | "purpose" | "to_address" | "status" | "attempts" | "next_attempt_at" | "sent_at" | "last_error"
  >[]
> {
  return db
    .selectFrom("mail_outbox")
    .select(["id", "purpose", "to_address", "status", "attempts", "next_attempt_at", "sent_at", "last_error"])
    .where("submission_id", "=", submissionId)
    .orderBy("id", "asc")
    .execute();
}
