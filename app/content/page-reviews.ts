import { formatDayIn } from "~/shared/india-time";
import { LEARNING_SLUGS, paths, TOPIC_SLUGS } from "~/shared/routes";
import { datesIn, type LanguageCode } from "~/shared/languages";

/**
 * The day each content page's facts were last checked against their official sources
 * (docs/content-sources.md, whose "Last reviewed" table must say the same: a unit test compares
 * them). Every page shows its date, so a reader can judge how current the advice is, and
 * `npm run check:content-age` lists the pages due for another review.
 *
 * Form pages (Contact, Post Query, Request Help) state no facts and have no date.
 */
export const pageReviewDates: Readonly<Record<string, string>> = {
  [paths.home]: "2026-11-22",
  [paths.about]: "2026-11-22",
  [paths.services]: "2026-11-25",
  ...Object.fromEntries(TOPIC_SLUGS.map((slug) => [paths.topic(slug), "2026-11-25"])),
  // RBI's liability rules by date: the 2017 circular and the directions that apply from 1 January 2027.
  [paths.topic("money-scam")]: "2026-12-05",
  [paths.topic("atm-scam")]: "2026-12-05",
  [paths.topic("fake-calls")]: "2026-12-05",
  // The police (a refused FIR, arrest), failed transactions, the Ombudsman's windows and IT Act 72A.
  [paths.topic("identity-theft")]: "2026-12-05",
  [paths.topic("spam-email")]: "2026-12-05",
  [paths.topic("data-theft")]: "2026-12-05",
  [paths.topic("malware")]: "2026-12-05",
  [paths.topic("theft")]: "2026-12-05",
  // Held money (the Money Restoration Portal), the e-Zero FIR and Chakshu's 30 days.
  [paths.topic("phishing-scam")]: "2026-12-05",
  [paths.learningCorner]: "2026-11-25",
  ...Object.fromEntries(LEARNING_SLUGS.map((slug) => [paths.learning(slug), "2026-11-25"])),
  [paths.learning("manual")]: "2026-12-05",
  [paths.learning("cyber-awareness")]: "2026-12-05",
  [paths.learning("cyber-safety-tips")]: "2026-12-05",
  [paths.learning("daily-digest")]: "2026-12-05",
  [paths.governmentPolicies]: "2026-11-22",
  [paths.faq]: "2026-12-05",
  [paths.terms]: "2026-11-22",
  [paths.privacy]: "2026-12-06",
};

/** A page is due for review this many days after it was last reviewed. */
export const REVIEW_INTERVAL_DAYS = 180;

/**
 * Dates are shown the way Indian official pages write them, day first, in the page's language
 * with international digits: 25 November 2026, 25 नवंबर 2026. A page in another language shows
 * its English page's date (the facts are the same).
 */
export function formatReviewDate(isoDate: string, code: LanguageCode = "en"): string {
  return formatDayIn(datesIn(code).locale, isoDate);
}

/** The pages whose last review is more than REVIEW_INTERVAL_DAYS before `today` (YYYY-MM-DD), oldest first. */
export function pagesDueForReview(
  today: string,
  reviewDates: Readonly<Record<string, string>> = pageReviewDates,
): { path: string; reviewed: string; ageDays: number }[] {
  const dayMs = 24 * 60 * 60 * 1000;
  const todayMs = Date.parse(`${today}T00:00:00Z`);
  return Object.entries(reviewDates)
    .map(([path, reviewed]) => ({
      path,
      reviewed,
      ageDays: Math.round((todayMs - Date.parse(`${reviewed}T00:00:00Z`)) / dayMs),
    }))
    .filter((page) => page.ageDays > REVIEW_INTERVAL_DAYS)
    .sort((a, b) => b.ageDays - a.ageDays);
}
