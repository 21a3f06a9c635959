import type { Kysely } from "kysely";
import { REMINDER_TOKEN_QUERY, reminderLinkPaths } from "~/shared/routes";
import { siteConfig } from "~/shared/site-config";
import type { MailPurpose } from "~/shared/schemas/admin";
import { storedCase } from "../cases/case-view";
import type { Database } from "../db/schema";
import { isOpenCase, mintReminderToken } from "./reminder-consent";
import { REMINDER_CONFIRM_MARK, REMINDER_STOP_MARK } from "./reminder-mails";
import { staleReasons, staleReminderOf } from "./reminder-recheck";

// What the mail worker does with a reminder's mail just before it is sent (docs/decisions/0069):
// checks again that it should still go (the step not done, its date not passed, not night, the
// case open, the consent still on), which also covers a mail that waited in the outbox; then
// mints its links, as the case link is minted at the send (../mail/case-link-in-mail.ts): the
// confirmation's link, or the reminder's stop link, which is also its List-Unsubscribe address
// with RFC 8058's one-click POST.

interface StoredMail {
  id: number;
  submission_id: number | null;
  purpose: MailPurpose;
}

/** Why a reminder's mail is no longer sent, as the outbox shows it to the desk; undefined when it still goes. */
export async function staleReminder(db: Kysely<Database>, mail: StoredMail, now: Date): Promise<string | undefined> {
  if (mail.purpose !== "reminder_confirmation" && mail.purpose !== "reminder") return undefined;
  if (mail.submission_id === null) return staleReasons.gone;
  if (mail.purpose === "reminder") {
    const planned = await db
      .selectFrom("case_reminder_sends")
      .select(["step_id", "due_on", "slot"])
      .where("mail_id", "=", mail.id)
      .executeTakeFirst();
    if (!planned) return staleReasons.notPlanned;
    return staleReminderOf(db, mail.submission_id, "email", planned, now);
  }
  const stored = await storedCase(db, mail.submission_id);
  if (!stored) return staleReasons.gone;
  if (!isOpenCase(stored.row.status)) return staleReasons.closed;
  const consent = await db
    .selectFrom("case_reminder_consents")
    .select("status")
    .where("submission_id", "=", mail.submission_id)
    .where("channel", "=", "email")
    .executeTakeFirst();
  return consent?.status === "asked" ? undefined : "Not sent: reminders were stopped, or are on already";
}

function linkTo(path: string, token: string): string {
  return `${siteConfig.siteUrl}${path}?${REMINDER_TOKEN_QUERY}=${encodeURIComponent(token)}`;
}

export interface ReminderLinks {
  text: string;
  html: string;
  /** A reminder's List-Unsubscribe and List-Unsubscribe-Post (RFC 2369, RFC 8058). */
  headers: Record<string, string>;
  /** The tokens minted, to forget if the send fails. */
  tokens: string[];
}

/** The mail with its reminder links filled in; any other mail as it is. */
export async function withReminderLinks(
  db: Kysely<Database>,
  mail: StoredMail,
  body: { text: string; html: string },
  now: Date,
): Promise<ReminderLinks> {
  const unchanged = { ...body, headers: {}, tokens: [] };
  if (mail.submission_id === null) return unchanged;
  const [mark, purpose, path] =
    mail.purpose === "reminder_confirmation"
      ? ([REMINDER_CONFIRM_MARK, "confirm", reminderLinkPaths.confirm] as const)
      : mail.purpose === "reminder"
        ? ([REMINDER_STOP_MARK, "stop", reminderLinkPaths.stop] as const)
        : [];
  if (mark === undefined) return unchanged;
  const token = await mintReminderToken(db, mail.submission_id, purpose, now);
  const url = linkTo(path, token);
  return {
    text: body.text.replaceAll(mark, url),
    html: body.html.replaceAll(mark, `<a href="${url}">${url}</a>`),
    headers:
      purpose === "stop"
        ? { "List-Unsubscribe": `<${url}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" }
        : {},
    tokens: [token],
  };
}
