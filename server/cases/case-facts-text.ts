import { formatIndiaDate, formatIndiaDateTime } from "~/shared/india-time";

// How a case's facts read in English: on its page, in its letters and summary, and in the desk's
// mail (server/mail/submission-mails.ts). A module of its own, importing nothing of the server,
// so the mails can read it without reaching the case page's view and what that view imports.

const rupees = new Intl.NumberFormat("en-IN", { style: "currency", currency: "INR", maximumFractionDigits: 0 });

/** The help form's amount lost, whole rupees as it takes them ("₹12,500"); null when not given. */
export function amountLostText(amountLost: number | string | null): string | null {
  return amountLost === null ? null : rupees.format(Number(amountLost));
}

/** "Wed, 25 Nov 2026, 10:30 am IST", or the day alone when the time is not known. */
export type HappenedText = (at: Date, timeUnknown: boolean) => string;

export const happenedInEnglish: HappenedText = (at, timeUnknown) =>
  timeUnknown ? `${formatIndiaDate(at)} (time not known)` : formatIndiaDateTime(at);
