import { caseReminderWords } from "~/shared/case-reminder-words";
import type { LanguageCode } from "~/shared/language-codes";
import { localizedPath } from "~/shared/languages";
import { CASE_PAGE_PATH } from "~/shared/routes";
import { siteConfig } from "~/shared/site-config";
import { dayAndMonth } from "./reminder-mails";
import type { DueReminder } from "./reminder-schedule";

// What a reminder says as a browser notification (docs/decisions/0074). A notification shows on
// a phone's lock screen, to anyone holding the phone: it says only what a reminder mail's
// subject says ("CyberHelp: a date on your case is tomorrow (7 January)", "… is today …",
// "CyberHelp: what you can do now on your case"), in the case's language, and never the step,
// the reference or anything the person typed. A tap opens the case page in that language, which
// the browser's own case cookie opens or asks for the case code: the message carries no secret.

export interface PushNotification {
  title: string;
  /** The case page, "/case" or "/hi/case". */
  url: string;
}

export function composeNotification(language: LanguageCode, reminder: DueReminder): PushNotification {
  const all = caseReminderWords[language];
  const words = all.reminder;
  const { brand } = siteConfig;
  const url = localizedPath(language, CASE_PAGE_PATH);
  if (reminder.slot === "bank_time_up") return { title: words.subjectBankTimeUp(brand), url };
  const day = dayAndMonth(all.locale, reminder.due);
  return {
    title: reminder.slot === "day_before" ? words.subjectTomorrow(brand, day) : words.subjectToday(brand, day),
    url,
  };
}

/**
 * The message the service worker receives (encrypted to the browser on the way, RFC 8291): the
 * notification's words, the page a tap opens, and a tag, so that a message sent twice (a
 * restart between the send and its record) shows one notification, the second replacing the first.
 */
export function pushMessage(notification: { id: number; title: string; url: string }): string {
  return JSON.stringify({ title: notification.title, url: notification.url, tag: pushTopic(notification.id) });
}

/**
 * RFC 8030's Topic for the message: a push service keeps one undelivered message per topic, so a
 * message sent again replaces the first while the phone is offline. Names the row, not the case.
 */
export function pushTopic(id: number): string {
  return `reminder-${id}`;
}
