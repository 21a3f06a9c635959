import type { Kysely } from "kysely";
import { caseLinkPath, notMeLinkPath } from "~/shared/routes";
import { siteConfig } from "~/shared/site-config";
import { casePagePath } from "~/shared/languages";
import { languageCode } from "~/shared/translations";
import { mintCaseSecret, revokeCaseSecret } from "../cases/case-secrets";
import type { Database } from "../db/schema";
import type { MailPurpose } from "~/shared/schemas/admin";

// The acknowledgement carries the victim's case link (docs/decisions/0025), but the outbox must
// never hold one: a copy of the database would open every case. So the stored mail holds marks,
// and the worker mints a fresh link for the very send, fills it in, and revokes it again if the
// send fails. The acknowledgement's "This wasn't me" link has its own secret, minted the same
// way, that opens nothing (docs/decisions/0058). A link minted into a mail to the case's own
// address says which mail: opened, it shows the case was opened by someone who reads that
// mailbox, and the case page stops folding what was typed on it (docs/decisions/0075).

/** Where the case page's address goes in a stored mail. */
export const CASE_LINK_MARK = "[[case-link]]";
/** Where the case code (the same secret, to paste without scripts) goes. */
export const CASE_CODE_MARK = "[[case-code]]";
/** Where the "This wasn't me" link (its own secret, which opens nothing) goes: the acknowledgement only. */
export const NOT_ME_LINK_MARK = "[[not-me-link]]";

interface StoredMail {
  submission_id: number | null;
  purpose: MailPurpose;
  to_address: string;
  text_body: string;
  html_body: string;
}

/**
 * The mails a case's own address is sent, which alone may carry its link. A desk alert holds what
 * a visitor typed: "[[case-link]]" typed into a form stays those characters there, never a link.
 */
const VICTIM_OWN_PURPOSES: ReadonlySet<MailPurpose> = new Set([
  "acknowledgement",
  "case_link",
  "case_notice",
  // Sent only to an address that confirmed it reads the case's mail (docs/decisions/0069).
  "reminder",
]);

/**
 * The mail as it is sent: its marks replaced by a fresh link (and, in the acknowledgement, a
 * fresh "This wasn't me" link), and the secrets minted for it (to revoke on failure).
 */
export async function withFreshCaseLink(
  db: Kysely<Database>,
  mail: StoredMail,
  now: Date,
): Promise<{ text: string; html: string; secrets: string[] }> {
  const marked = mail.text_body.includes(CASE_LINK_MARK) || mail.html_body.includes(CASE_LINK_MARK);
  if (!marked || mail.submission_id === null || !VICTIM_OWN_PURPOSES.has(mail.purpose)) {
    return { text: mail.text_body, html: mail.html_body, secrets: [] };
  }
  const origin = { channel: "mail", mail: mail.purpose } as const;
  // The link opens the case page in the case's language (docs/decisions/0041).
  const row = await db
    .selectFrom("submissions")
    .select(["language", "email"])
    .where("id", "=", mail.submission_id)
    .executeTakeFirst();
  // A link proves a mailbox only if its mail went to the case's own address: these mails go
  // nowhere else, and the check keeps it so whatever queues them later.
  const toCaseAddress = row !== undefined && sameAddress(row.email, mail.to_address);
  const mailedAs = toCaseAddress ? mail.purpose : null;
  const { secret } = await mintCaseSecret(db, mail.submission_id, "link", now, origin, mailedAs);
  const secrets = [secret];
  // Only the acknowledgement asks whether it was sent by the person mailed; its answer opens nothing.
  const asksNotMe =
    mail.purpose === "acknowledgement" &&
    (mail.text_body.includes(NOT_ME_LINK_MARK) || mail.html_body.includes(NOT_ME_LINK_MARK));
  const notMeSecret = asksNotMe ? (await mintCaseSecret(db, mail.submission_id, "not_me", now, origin)).secret : null;
  if (notMeSecret !== null) secrets.push(notMeSecret);
  const page = casePagePath(languageCode(row?.language));
  const url = `${siteConfig.siteUrl}${caseLinkPath(secret, page)}`;
  // A mark in another mail stays as typed: only the acknowledgement has a not-me secret to fill in.
  const notMe = notMeSecret === null ? NOT_ME_LINK_MARK : `${siteConfig.siteUrl}${notMeLinkPath(notMeSecret, page)}`;
  const notMeHtml = notMeSecret === null ? NOT_ME_LINK_MARK : `<a href="${notMe}">${notMe}</a>`;
  return {
    text: mail.text_body
      .replaceAll(CASE_LINK_MARK, url)
      .replaceAll(NOT_ME_LINK_MARK, notMe)
      .replaceAll(CASE_CODE_MARK, secret),
    html: mail.html_body
      .replaceAll(CASE_LINK_MARK, `<a href="${url}">${url}</a>`)
      .replaceAll(NOT_ME_LINK_MARK, notMeHtml)
      .replaceAll(CASE_CODE_MARK, secret),
    secrets,
  };
}

/** Whether two addresses name the same mailbox as the forms take them: the same, but for case and spaces around. */
function sameAddress(onCase: string, mailedTo: string): boolean {
  return onCase.trim().toLowerCase() === mailedTo.trim().toLowerCase();
}

/** A send that failed leaves no live link behind, nor a live "This wasn't me" link. */
export async function forgetCaseLinks(db: Kysely<Database>, secrets: readonly string[], now: Date): Promise<void> {
  for (const secret of secrets) await revokeCaseSecret(db, secret, now);
}
