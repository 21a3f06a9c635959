import { caseReminderWords } from "~/shared/case-reminder-words";
import { formatIndiaDateIn } from "~/shared/india-time";
import type { LanguageCode } from "~/shared/language-codes";
import { localizedPath } from "~/shared/languages";
import { caseLetterPath } from "~/shared/routes";
import { siteConfig } from "~/shared/site-config";
import { translations } from "~/shared/translations";
import { CASE_LINK_MARK } from "../mail/case-link-in-mail";
import { escapeHtml } from "../mail/html-escape";
import { htmlDocument, type ComposedMail } from "../mail/composed-mail";
import type { DueReminder } from "./reminder-schedule";

// The mails of e-mail reminders (docs/decisions/0069). Like every mail to a case's address they
// hold only our words, the step and its date (docs/decisions/0015): no name, bank, amount or
// anything else the person typed. The stored mail holds marks where its links go; the mail worker
// mints the links at the very send (./reminder-links.ts), so the outbox opens and stops nothing.

/** Where the confirmation's link goes in a stored mail. */
export const REMINDER_CONFIRM_MARK = "[[reminder-confirm-link]]";
/** Where a reminder's stop link goes. */
export const REMINDER_STOP_MARK = "[[reminder-stop-link]]";

/** Paragraphs as a mail: the text part, and the HTML part with each mark and address made a link by the worker. */
function mailOf(
  purpose: ComposedMail["purpose"],
  to: string,
  subject: string,
  paragraphs: string[],
  language: LanguageCode,
): ComposedMail {
  return {
    purpose,
    to,
    replyTo: siteConfig.supportEmail,
    subject,
    text: paragraphs.join("\n\n"),
    html: htmlDocument(paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join("\n"), language),
  };
}

function closing(language: LanguageCode): string[] {
  const { mail } = translations[language];
  return [mail.neverAsk, mail.signature(siteConfig.brand, siteConfig.supportPhone, siteConfig.supportEmail)];
}

/** The mail that asks the case's address to confirm reminders: nothing is sent to it until it does. */
export function composeReminderConfirmation(to: string, language: LanguageCode): ComposedMail {
  const words = caseReminderWords[language].confirmation;
  return mailOf(
    "reminder_confirmation",
    to,
    words.subject(siteConfig.brand),
    [
      translations[language].mail.hello,
      words.asked({ brand: siteConfig.brand, link: REMINDER_CONFIRM_MARK }),
      words.lasts,
      words.whatWeSend,
      words.notAsked,
      ...closing(language),
    ],
    language,
  );
}

/** "7 January", "7 जनवरी": a date as a short subject names it. */
export function dayAndMonth(locale: string, instant: Date): string {
  return new Intl.DateTimeFormat(locale, {
    day: "numeric",
    month: "long",
    timeZone: "Asia/Kolkata",
    numberingSystem: "latn",
  }).format(instant);
}

/** One reminder: the step and its date, or, once the bank's time is up, what can be done now. */
export function composeReminder(to: string, language: LanguageCode, reminder: DueReminder): ComposedMail {
  const all = caseReminderWords[language];
  const words = all.reminder;
  const { brand } = siteConfig;
  const date = formatIndiaDateIn(all.locale, reminder.due);
  const { mail } = translations[language];
  const stop = words.whyYouGetThis(REMINDER_STOP_MARK);
  if (reminder.slot === "bank_time_up") {
    return mailOf(
      "reminder",
      to,
      words.subjectBankTimeUp(brand),
      [
        mail.hello,
        words.bankTimeUp({ days: reminder.bankDays ?? 0, until: date }),
        words.ombudsmanDrafted({
          caseLink: CASE_LINK_MARK,
          letterUrl: `${siteConfig.siteUrl}${localizedPath(language, caseLetterPath("ombudsman"))}`,
        }),
        mail.linkLasts,
        stop,
        ...closing(language),
      ],
      language,
    );
  }
  const tomorrow = reminder.slot === "day_before";
  const step = all.steps[reminder.stepId];
  const day = dayAndMonth(all.locale, reminder.due);
  return mailOf(
    "reminder",
    to,
    tomorrow ? words.subjectTomorrow(brand, day) : words.subjectToday(brand, day),
    [
      mail.hello,
      tomorrow ? words.tomorrow({ step, date }) : words.today({ step, date }),
      words.openCase(CASE_LINK_MARK),
      mail.linkLasts,
      stop,
      ...closing(language),
    ],
    language,
  );
}
