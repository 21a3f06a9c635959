import type { Kysely, Transaction } from "kysely";
import type { LanguageCode } from "~/shared/language-codes";
import { languageCode } from "~/shared/translations";
import { hashToken, newOpaqueToken } from "../auth/tokens";
import { recordAudit, type AuditActor } from "../audit/audit-log";
import type { Database } from "../db/schema";
import { queueMails } from "../mail/outbox-store";
import { composeReminderConfirmation } from "./reminder-mails";

// Consent to e-mail reminders (docs/decisions/0069), given twice: asked for on the case page
// (which only the case's owner opens), then confirmed from the mail that asking sends to the
// case's address, by a button on the page its link opens, so that a mail scanner following the
// link changes nothing. Stopped from the case page or from any reminder's link, without signing
// in. The links' tokens are made as case secrets are (256 random bits, server/auth/tokens.ts),
// kept only as their SHA-256, expire, and are deleted when used: a confirmation link opens its
// page once, a stop link stops one channel of one case and opens nothing.

const DAY_MS = 24 * 60 * 60 * 1000;
/** How long the confirmation's link works. */
const REMINDER_CONFIRM_MS = 7 * DAY_MS;
/** How long a reminder's stop link works: long after its date, as people read old mail. */
const REMINDER_STOP_MS = 90 * DAY_MS;
/** Asked again within this, no second confirmation is mailed: the first is on its way. */
const ASK_AGAIN_AFTER_MS = 10 * 60 * 1000;

type Queryable = Kysely<Database> | Transaction<Database>;
type TokenPurpose = "confirm" | "stop";

/** The statuses under which the desk counts a case open; reminders are for open cases only. */
const OPEN_STATUSES: readonly string[] = ["new", "in_progress"];

export function isOpenCase(status: string): boolean {
  return OPEN_STATUSES.includes(status);
}

/** Who the audit log names: the person on the case page, or whoever opened a link mailed to the case's address. */
export const CASE_PAGE_ACTOR: AuditActor = { id: null, name: "The person on the case page", email: "" };
const MAILBOX_ACTOR: AuditActor = { id: null, name: "The person the case's e-mail reaches", email: "" };

/** A token for a link of a mail about to be sent, in clear the one time it exists so. */
export async function mintReminderToken(
  db: Queryable,
  submissionId: number,
  purpose: TokenPurpose,
  now: Date,
): Promise<string> {
  const token = newOpaqueToken();
  await db
    .insertInto("case_reminder_tokens")
    .values({
      token_hash: hashToken(token),
      submission_id: submissionId,
      channel: "email",
      purpose,
      created_at: now.toISOString(),
      expires_at: new Date(
        now.getTime() + (purpose === "confirm" ? REMINDER_CONFIRM_MS : REMINDER_STOP_MS),
      ).toISOString(),
    })
    .execute();
  return token;
}

/** A send that failed leaves none of its links working. */
export async function forgetReminderTokens(db: Queryable, tokens: readonly string[]): Promise<void> {
  if (tokens.length === 0) return;
  await db.deleteFrom("case_reminder_tokens").where("token_hash", "in", tokens.map(hashToken)).execute();
}

/** The case a live token of `purpose` belongs to; undefined for any other token, whatever the reason. */
async function caseOfToken(db: Queryable, token: string, purpose: TokenPurpose, now: Date) {
  if (token === "") return undefined;
  const row = await db
    .selectFrom("case_reminder_tokens")
    .innerJoin("submissions", "submissions.id", "case_reminder_tokens.submission_id")
    .select([
      "case_reminder_tokens.submission_id",
      "case_reminder_tokens.purpose",
      "case_reminder_tokens.expires_at",
      "submissions.reference",
      "submissions.language",
    ])
    .where("case_reminder_tokens.token_hash", "=", hashToken(token))
    .executeTakeFirst();
  if (!row || row.purpose !== purpose || row.expires_at <= now.toISOString()) return undefined;
  return { submissionId: row.submission_id, reference: row.reference, language: languageCode(row.language) };
}

/** The language of the case a live token of `purpose` belongs to, for its page; undefined for a dead link. */
export async function languageOfToken(
  db: Kysely<Database>,
  token: string,
  purpose: TokenPurpose,
  now: Date,
): Promise<LanguageCode | undefined> {
  return (await caseOfToken(db, token, purpose, now))?.language;
}

export type ReminderChoice = "off" | "asked" | "on";

/** The case page's view of its reminders: the e-mail choice, and the address it goes to, masked. */
export async function reminderChoiceOf(
  db: Queryable,
  submissionId: number,
  email: string,
): Promise<{ email: ReminderChoice; address: string }> {
  const consent = await db
    .selectFrom("case_reminder_consents")
    .select("status")
    .where("submission_id", "=", submissionId)
    .where("channel", "=", "email")
    .executeTakeFirst();
  return { email: consent?.status ?? "off", address: maskedAddress(email) };
}

/** "as•••@example.in": enough for the owner to know the address, too little to learn it from a screen. */
function maskedAddress(email: string): string {
  const at = email.lastIndexOf("@");
  if (at <= 0) return "•••";
  const local = email.slice(0, at);
  return `${local.slice(0, local.length > 3 ? 2 : 1)}•••${email.slice(at)}`;
}

export type AskOutcome = "asked" | "already_asked" | "already_on" | "closed";

/**
 * "Remind me before each date", e-mail chosen on the case page: the consent waits for the mailed
 * link, and the confirmation is queued in the same transaction. A case that is closed, or has no
 * address, gets no reminders.
 */
export async function askForEmailReminders(db: Kysely<Database>, submissionId: number, now: Date): Promise<AskOutcome> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom("submissions")
      .select(["email", "language", "status"])
      .where("id", "=", submissionId)
      .executeTakeFirst();
    if (!row || !isOpenCase(row.status) || row.email === "") return "closed";
    const consent = await trx
      .selectFrom("case_reminder_consents")
      .select(["status", "asked_at"])
      .where("submission_id", "=", submissionId)
      .where("channel", "=", "email")
      .executeTakeFirst();
    if (consent?.status === "on") return "already_on";
    if (
      consent?.status === "asked" &&
      consent.asked_at !== null &&
      now.getTime() - Date.parse(consent.asked_at) < ASK_AGAIN_AFTER_MS
    ) {
      return "already_asked";
    }
    const at = now.toISOString();
    const values = { status: "asked" as const, asked_at: at, next_check_at: null, updated_at: at };
    await trx
      .insertInto("case_reminder_consents")
      .values({ submission_id: submissionId, channel: "email", ...values })
      .onConflict((conflict) => conflict.columns(["submission_id", "channel"]).doUpdateSet(values))
      .execute();
    await queueMails(trx, submissionId, [composeReminderConfirmation(row.email, languageCode(row.language))], now);
    return "asked";
  });
}

/**
 * The confirmation page's button: a live confirmation link of a case still waiting for it turns
 * its reminders on, once. The case's language, for the page that says so; undefined when the
 * link confirms nothing (used, expired, stopped meanwhile: all alike).
 */
export async function confirmEmailReminders(
  db: Kysely<Database>,
  token: string,
  now: Date,
): Promise<LanguageCode | undefined> {
  return db.transaction().execute(async (trx) => {
    const found = await caseOfToken(trx, token, "confirm", now);
    if (!found) return undefined;
    await trx.deleteFrom("case_reminder_tokens").where("token_hash", "=", hashToken(token)).execute();
    const at = now.toISOString();
    const turnedOn = await trx
      .updateTable("case_reminder_consents")
      .set({ status: "on", confirmed_at: at, stopped_at: null, next_check_at: at, updated_at: at })
      .where("submission_id", "=", found.submissionId)
      .where("channel", "=", "email")
      .where("status", "=", "asked")
      .executeTakeFirst();
    if (Number(turnedOn.numUpdatedRows) === 0) return undefined;
    await recordAudit(trx, {
      actor: MAILBOX_ACTOR,
      action: "case_reminders.consented",
      targetType: "submission",
      targetId: found.reference,
      detail: { channel: "email", how: "confirmation link" },
      now,
    });
    return found.language;
  });
}

/** Reminders stopped, in the caller's transaction: every link of them dies with them. */
async function stopInTransaction(
  trx: Transaction<Database>,
  submissionId: number,
  reference: string,
  how: "case page" | "stop link",
  now: Date,
): Promise<boolean> {
  const at = now.toISOString();
  const before = await trx
    .selectFrom("case_reminder_consents")
    .select("status")
    .where("submission_id", "=", submissionId)
    .where("channel", "=", "email")
    .executeTakeFirst();
  await trx.deleteFrom("case_reminder_tokens").where("submission_id", "=", submissionId).execute();
  if (!before || before.status === "off") return false;
  await trx
    .updateTable("case_reminder_consents")
    .set({ status: "off", stopped_at: at, next_check_at: null, updated_at: at })
    .where("submission_id", "=", submissionId)
    .where("channel", "=", "email")
    .execute();
  await recordAudit(trx, {
    actor: how === "case page" ? CASE_PAGE_ACTOR : MAILBOX_ACTOR,
    action: "case_reminders.withdrawn",
    targetType: "submission",
    targetId: reference,
    detail: { channel: "email", how, was: before.status },
    now,
  });
  return true;
}

/** The case page's "Stop e-mail reminders". */
export async function stopRemindersFromCasePage(db: Kysely<Database>, submissionId: number, now: Date): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom("submissions")
      .select("reference")
      .where("id", "=", submissionId)
      .executeTakeFirst();
    if (row) await stopInTransaction(trx, submissionId, row.reference, "case page", now);
  });
}

/**
 * A reminder's stop link, by its page's button or a mail program's one-click POST (RFC 8058):
 * the case's language for the page that says so, or undefined when the link stops nothing.
 */
export async function stopRemindersByLink(
  db: Kysely<Database>,
  token: string,
  now: Date,
): Promise<LanguageCode | undefined> {
  return db.transaction().execute(async (trx) => {
    const found = await caseOfToken(trx, token, "stop", now);
    if (!found) return undefined;
    await stopInTransaction(trx, found.submissionId, found.reference, "stop link", now);
    return found.language;
  });
}

/**
 * A case's facts or status changed (server/cases/case-deadline.ts): its reminders, if on, are
 * planned again at once, as its dates may have moved.
 */
export async function lookAgainAtReminders(db: Queryable, submissionIds: readonly number[], now: Date): Promise<void> {
  if (submissionIds.length === 0) return;
  await db
    .updateTable("case_reminder_consents")
    .set({ next_check_at: now.toISOString() })
    .where("submission_id", "in", submissionIds)
    .where("status", "=", "on")
    .execute();
}
