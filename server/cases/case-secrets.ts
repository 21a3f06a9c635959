import type { Kysely, Transaction } from "kysely";
import { hashToken, newOpaqueToken } from "../auth/tokens";
import { recordAudit } from "../audit/audit-log";
import type { MailPurpose } from "~/shared/schemas/admin";
import type { CaseSecretKind, Database } from "../db/schema";
import { reusableInsert } from "../db/reusable-query";

// The secrets that open a victim's case page. Each is 256 random bits handed out once and kept
// only as its SHA-256 (server/auth/tokens.ts), so a copy of the database, a backup or a log
// holds nothing that opens a case. A lookup is one read of the primary key whether or not the
// secret exists, and every kind of failure (wrong, revoked, expired, another kind) answers the
// same `undefined`, so a caller cannot tell them apart and neither can anyone probing it. The
// one exception is a link that has expired: opening it says so (`"expired"`), since only the
// person holding it, a secret nobody can guess, can ever hear it (docs/decisions/0055).
//
// - a *link* is what the victim is given (the page after sending, the mails): it opens the case
//   for 30 days from when it was made, or until revoked, and a case can have several;
// - a *session* is what a link is exchanged for: a short-lived cookie;
// - a *device* is the long-lived cookie of a phone the victim chose to remember: it opens the
//   case on that phone for its own 180 days, whether or not the link it came from has expired;
// - a *not-me* secret is the acknowledgement's "This wasn't me" link (docs/decisions/0058): it
//   opens nothing, and only closes its case as not sent by the person mailed, for 30 days.
//
// A link minted into a mail to the case's own address says which mail; the first time one opens
// the case, the case records it (docs/decisions/0075): whoever opened it reads that mailbox, and
// from then on the case page shows what was typed on it unfolded.

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * How long a case link opens its case, from when it was made: a link stays in a shared phone's
 * history, session restore and top sites, so it must not open the case for ever (docs/decisions/0055).
 */
export const CASE_LINK_MS = 30 * DAY_MS;
/** How long a session opened from a link lasts. */
export const CASE_SESSION_MS = 2 * 60 * 60 * 1000;
/** How long a remembered phone stays remembered. */
export const CASE_DEVICE_MS = 180 * DAY_MS;
/**
 * How long an expired link is kept (as its hash, which opens nothing) after it expired, so that
 * its holder, coming back to an old mail, is told it expired rather than that it opens nothing.
 */
export const EXPIRED_LINK_KEPT_MS = 365 * DAY_MS;

const LIFETIME_MS: Record<CaseSecretKind, number> = {
  link: CASE_LINK_MS,
  session: CASE_SESSION_MS,
  device: CASE_DEVICE_MS,
  not_me: CASE_LINK_MS,
};

type Queryable = Kysely<Database> | Transaction<Database>;

/**
 * Where a secret is handed out, as the audit log records it: only ever in an answer to the
 * request that made it, never from a value a client sent (docs/decisions/0049).
 */
type CaseSecretChannel =
  /** The answer to a form sent with scripts (the JSON API, the documented endpoints). */
  | "form_answer"
  /** The one showing of a form's confirmation without scripts. */
  | "form_confirmation"
  /** A mail to the case's address, at its send. */
  | "mail"
  /** A session, for a case link or code the person opened. */
  | "link_opened"
  /** A session, for a phone that was asked to remember the case. */
  | "remembered_phone"
  /** A remembered phone, asked for on the case page. */
  | "case_page"
  /** A remembered phone, asked for in a form's confirmation while the case link is in hand. */
  | "confirmation";

interface CaseSecretOrigin {
  channel: CaseSecretChannel;
  /** For a mail, which one. */
  mail?: MailPurpose;
}

/** Who the audit log names for a secret handed out: the site itself, as the channel says. */
const SITE_ACTOR = { id: null, name: "CyberHelp", email: "" };

/** Every form mints its case link: compiled once (server/db/reusable-query.ts). */
const insertCaseSecret = reusableInsert("case_secrets");

/** A submission by its id, or by its id and reference when the caller holds both (no lookup then). */
type SubmissionOfSecret = number | { id: number; reference: string };

/**
 * Mints a secret of `kind` for a submission and returns it in clear, the one time it exists so.
 * Every minting is in the audit log, in the same transaction when `db` is one: which kind, and
 * where it was handed out.
 */
export async function mintCaseSecret(
  db: Queryable,
  submission: SubmissionOfSecret,
  kind: CaseSecretKind,
  now: Date,
  origin: CaseSecretOrigin,
  /** For a link going into a mail to the case's own address, and only then: which mail. */
  mailedAs: MailPurpose | null = null,
): Promise<{ secret: string; expiresAt: Date }> {
  if (mailedAs !== null && kind !== "link") throw new TypeError("Only a case link is minted into a mail as a link.");
  const submissionId = typeof submission === "number" ? submission : submission.id;
  const secret = newOpaqueToken();
  const expiresAt = new Date(now.getTime() + LIFETIME_MS[kind]);
  await insertCaseSecret(db, {
    secret_hash: hashToken(secret),
    submission_id: submissionId,
    kind,
    created_at: now.toISOString(),
    expires_at: expiresAt.toISOString(),
    revoked_at: null,
    mailed_as: mailedAs,
  });
  const reference =
    typeof submission === "number"
      ? (await db.selectFrom("submissions").select("reference").where("id", "=", submissionId).executeTakeFirst())
          ?.reference
      : submission.reference;
  await recordAudit(db, {
    actor: SITE_ACTOR,
    action: "case_secret.minted",
    targetType: "submission",
    targetId: reference,
    detail: { kind, ...origin },
    now,
  });
  return { secret, expiresAt };
}

/**
 * What a secret of `kind` is now: the submission it opens, "expired" for a link (and only a link)
 * that has expired and was not revoked, or undefined for every other secret that opens nothing.
 */
async function lookUpSecret(
  db: Queryable,
  secret: string,
  kind: CaseSecretKind,
  now: Date,
): Promise<number | "expired" | undefined> {
  const row = await db
    .selectFrom("case_secrets")
    .select(["submission_id", "kind", "created_at", "expires_at", "revoked_at"])
    .where("secret_hash", "=", hashToken(secret))
    .executeTakeFirst();
  if (!row || row.kind !== kind || row.revoked_at !== null) return undefined;
  if (expiryOf(row) > now.toISOString()) return row.submission_id;
  return kind === "link" ? "expired" : undefined;
}

/**
 * When a secret stops opening its case. Every secret is made with its expiry (and migration 0029
 * gave one to every link made before); a link without one, as an instance not yet upgraded could
 * still make, lapses like any link, 30 days after it was made.
 */
function expiryOf(row: { created_at: string; expires_at: string | null }): string {
  return row.expires_at ?? new Date(Date.parse(row.created_at) + CASE_LINK_MS).toISOString();
}

/** The submission a live secret of `kind` opens, or undefined for any secret that does not. */
export async function caseOfSecret(
  db: Queryable,
  secret: string,
  kind: CaseSecretKind,
  now: Date,
): Promise<number | undefined> {
  const found = await lookUpSecret(db, secret, kind, now);
  return found === "expired" ? undefined : found;
}

/** Whether a link was minted into a mail to its case's own address. */
async function wasMailed(db: Queryable, link: string): Promise<boolean> {
  const row = await db
    .selectFrom("case_secrets")
    .select("mailed_as")
    .where("secret_hash", "=", hashToken(link))
    .executeTakeFirst();
  return row !== undefined && row.mailed_as !== null;
}

/**
 * Exchanges a live link for a session: the page calls this with the secret from its address,
 * then forgets the secret. "expired" for a link past its 30 days, so the page can say so and offer
 * a new one; undefined for any other link that opens nothing. A link that went into a mail to
 * the case's own address, opening the case for the first time so, is recorded on the case.
 */
export async function openSessionFromLink(
  db: Kysely<Database>,
  link: string,
  now: Date,
): Promise<{ submissionId: number; session: string; expiresAt: Date } | "expired" | undefined> {
  const opened = await db.transaction().execute(async (trx) => {
    const submissionId = await lookUpSecret(trx, link, "link", now);
    if (submissionId === undefined || submissionId === "expired") return submissionId;
    if (await wasMailed(trx, link)) {
      await trx
        .updateTable("submissions")
        .set({ opened_from_mail_at: now.toISOString() })
        .where("id", "=", submissionId)
        .where("opened_from_mail_at", "is", null)
        .execute();
    }
    const { secret, expiresAt } = await mintCaseSecret(trx, submissionId, "session", now, { channel: "link_opened" });
    return { submissionId, session: secret, expiresAt };
  });
  // Each opening mints a session, so each also clears the dead ones (as a login does for the admin's).
  if (typeof opened === "object") await deleteDeadCaseSecrets(db, now);
  return opened;
}

/** Revokes every secret of a case (its links, sessions and remembered phones); returns how many were live. */
export async function revokeCaseSecrets(db: Queryable, submissionId: number, now: Date): Promise<number> {
  const result = await db
    .updateTable("case_secrets")
    .set({ revoked_at: now.toISOString() })
    .where("submission_id", "=", submissionId)
    .where("revoked_at", "is", null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Revokes one secret (a remembered phone that is forgotten, a session that logs out). */
export async function revokeCaseSecret(db: Queryable, secret: string, now: Date): Promise<void> {
  await db
    .updateTable("case_secrets")
    .set({ revoked_at: now.toISOString() })
    .where("secret_hash", "=", hashToken(secret))
    .where("revoked_at", "is", null)
    .execute();
}

/**
 * "This wasn't me": the person whose address was used says they never sent the request. The
 * case is closed as spam and every secret of it revoked, in one transaction, keeping the status
 * it had so that the desk can undo it; the audit log says who asked (the person the link was
 * mailed to), never anything they wrote. The secret is the acknowledgement's own not-me secret
 * (docs/decisions/0058) or, from a mail sent before there was one, its case link. "expired" when
 * that link is past its 30 days (it closes nothing then, as it opens nothing); undefined when the
 * secret closes nothing for any other reason.
 */
export async function closeAsNotMe(
  db: Kysely<Database>,
  secret: string,
  now: Date,
  /** Runs before the secrets are revoked, in the transaction: the list a restore reads (decision 0064). */
  beforeRevoking: (reference: string) => Promise<void> = async () => undefined,
): Promise<{ reference: string } | "expired" | undefined> {
  return db.transaction().execute(async (trx) => {
    const submissionId =
      (await lookUpSecret(trx, secret, "not_me", now)) ?? (await lookUpSecret(trx, secret, "link", now));
    if (submissionId === undefined || submissionId === "expired") return submissionId;
    const row = await trx
      .selectFrom("submissions")
      .select(["reference", "status"])
      .where("id", "=", submissionId)
      .executeTakeFirstOrThrow();
    await trx
      .updateTable("submissions")
      .set({
        status: "spam",
        // A case already closed as spam has nothing to go back to but that.
        status_before_not_me: row.status,
        next_deadline_at: null,
        waiting_for_victim: 0,
        updated_at: now.toISOString(),
      })
      .where("id", "=", submissionId)
      .execute();
    await beforeRevoking(row.reference);
    await revokeCaseSecrets(trx, submissionId, now);
    await recordAudit(trx, {
      actor: NOT_ME_ACTOR,
      action: "submission.status_changed",
      targetType: "submission",
      targetId: row.reference,
      detail: { from: row.status, to: "spam", why: "This wasn't me" },
      now,
    });
    return { reference: row.reference };
  });
}

/** Who the audit log names when the person a link was mailed to says they never sent the request. */
const NOT_ME_ACTOR = { id: null, name: "The person the case link was mailed to", email: "" };

/**
 * Deletes secrets that can never open anything again: revoked more than a day ago, sessions and
 * remembered phones expired more than a day ago, and links expired more than EXPIRED_LINK_KEPT_MS
 * ago (until then an expired link is kept, so that opening it says it expired). Called when a
 * link is opened.
 */
export async function deleteDeadCaseSecrets(db: Queryable, now: Date): Promise<number> {
  const dayAgo = new Date(now.getTime() - DAY_MS).toISOString();
  const linkKeptSince = new Date(now.getTime() - EXPIRED_LINK_KEPT_MS).toISOString();
  // A link without an expiry lapses 30 days after it was made (expiryOf).
  const unexpiringLinkKeptSince = new Date(now.getTime() - EXPIRED_LINK_KEPT_MS - CASE_LINK_MS).toISOString();
  const result = await db
    .deleteFrom("case_secrets")
    .where((where) =>
      where.or([
        where("revoked_at", "<=", dayAgo),
        where.and([where("kind", "!=", "link"), where("expires_at", "<=", dayAgo)]),
        where.and([where("kind", "=", "link"), where("expires_at", "<=", linkKeptSince)]),
        where.and([
          where("kind", "=", "link"),
          where("expires_at", "is", null),
          where("created_at", "<=", unexpiringLinkKeptSince),
        ]),
      ]),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
