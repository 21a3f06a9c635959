import { caseReminderWords } from "~/shared/case-reminder-words";
import { formatIndiaDateIn } from "~/shared/india-time";
import type { LanguageCode } from "~/shared/language-codes";
import type { WhatsAppTemplateKey } from "~/server/db/schema";
import { dayAndMonth } from "../reminder-mails";
import type { DueReminder } from "../reminder-schedule";
import type { WhatsAppTemplateNames } from "./whatsapp-config";

// What a WhatsApp reminder says (docs/decisions/0076): one of the templates registered with Meta
// in the case's language (their words: shared/case-reminder-words.ts), with the one thing it
// fills in, the date, as a reminder mail's subject gives it ("7 January"); the bank's time up
// names the Ombudsman's last day in full, as it may be in another year. Never a step, the
// reference, a name, or anything the person typed: a message shows on a lock screen.

export interface WhatsAppReminder {
  template: WhatsAppTemplateKey;
  dateText: string;
}

export function composeWhatsAppReminder(language: LanguageCode, reminder: DueReminder): WhatsAppReminder {
  const { locale } = caseReminderWords[language];
  if (reminder.slot === "bank_time_up") {
    return { template: "bank_time_up", dateText: formatIndiaDateIn(locale, reminder.due) };
  }
  return {
    template: reminder.slot === "day_before" ? "tomorrow" : "today",
    dateText: dayAndMonth(locale, reminder.due),
  };
}

/** The name the template was registered under (WHATSAPP_TEMPLATE_*). */
export function templateName(names: WhatsAppTemplateNames, template: WhatsAppTemplateKey): string {
  return template === "bank_time_up" ? names.bankTimeUp : names[template];
}

/**
 * "+91••••••3210": enough for the owner to know the number, too little to learn it from a
 * screen. Takes the number as the Cloud API does (country code and digits).
 */
export function maskedNumber(recipient: string): string {
  const hidden = Math.max(recipient.length - 6, 1);
  return `+${recipient.slice(0, 2)}${"•".repeat(hidden)}${recipient.slice(-4)}`;
}
