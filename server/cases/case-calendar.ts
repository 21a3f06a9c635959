import { createHash } from "node:crypto";
import type { Kysely } from "kysely";
import { caseCalendarWords } from "~/shared/case-calendar-words";
import { nextSteps } from "~/shared/case-timeline/next-steps";
import { addCalendarDays, dayInIndia } from "~/shared/india-time";
import { LANGUAGE_CODES, type LanguageCode } from "~/shared/language-codes";
import { localizedPath } from "~/shared/languages";
import { CASE_PAGE_PATH } from "~/shared/routes";
import { siteConfig } from "~/shared/site-config";
import type { Database } from "../db/schema";
import { caseFactsOf } from "./case-deadline";
import { storedCase } from "./case-view";

// "Add the dates to my calendar": an iCalendar file (RFC 5545) of a case's dated steps still to
// do (docs/decisions/0067). Each step is an all-day event on its last day, in India's calendar,
// with one alarm at 09:00 the day before. Its words say only that a date on a case is due: no
// step, no secret, nothing the person typed. Written here rather than by a library: the ones in
// use fold lines by characters, and a line of Hindi then runs to three times the 75 octets the
// standard allows.

/** A step of the case page with its date. */
interface DatedStep {
  id: string;
  due: Date;
}

/** A line's longest length in octets, CRLF not counted (RFC 5545, 3.1). */
const LINE_OCTETS = 75;

/** TEXT values escape backslash, semicolon and comma, and write a line break as \n (RFC 5545, 3.3.11). */
function text(value: string): string {
  return value.replace(/[\\;,]/g, (character) => `\\${character}`).replace(/\r?\n/g, "\\n");
}

/** Folds a content line at 75 octets, never inside a character; each continuation starts with a space. */
function fold(line: string): string {
  const parts: string[] = [];
  let current = "";
  let octets = 0;
  for (const character of line) {
    const size = Buffer.byteLength(character, "utf8");
    if (octets + size > LINE_OCTETS) {
      parts.push(current);
      current = " ";
      octets = 1;
    }
    current += character;
    octets += size;
  }
  parts.push(current);
  return parts.join("\r\n");
}

/** 2026-12-06 → 20261206. */
const dateValue = (day: string) => day.replaceAll("-", "");

/** A UTC instant as 20261206T093000Z. */
const utcValue = (instant: Date) => `${instant.toISOString().slice(0, 19).replace(/[-:]/g, "")}Z`;

/**
 * A fresh download's events must replace the ones a calendar already holds (same UID): their
 * SEQUENCE grows with the minutes since the scheme began, so a later file always wins.
 */
const SEQUENCE_EPOCH = Date.UTC(2026, 0, 1);

function caseCalendar(options: {
  submissionId: number;
  steps: readonly DatedStep[];
  language: LanguageCode;
  brand: string;
  caseUrl: string;
  now: Date;
}): string {
  const { submissionId, steps, language, brand, caseUrl, now } = options;
  const words = caseCalendarWords[language];
  const sequence = Math.max(0, Math.floor((now.getTime() - SEQUENCE_EPOCH) / 60_000));
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    `PRODID:-//${text(brand)}//Case dates//EN`,
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
  ];
  for (const step of steps) {
    const day = dayInIndia(step.due);
    // Stable for the case and the step, and saying neither: a hash, not the reference.
    const uid = createHash("sha256").update(`case-calendar\0${submissionId}\0${step.id}`).digest("hex").slice(0, 32);
    lines.push(
      "BEGIN:VEVENT",
      `UID:${uid}@case-dates`,
      `DTSTAMP:${utcValue(now)}`,
      `SEQUENCE:${sequence}`,
      `DTSTART;VALUE=DATE:${dateValue(day)}`,
      `DTEND;VALUE=DATE:${dateValue(addCalendarDays(day, 1))}`,
      `SUMMARY:${text(words.summary(brand))}`,
      `DESCRIPTION:${text(words.description(caseUrl))}`,
      "CLASS:PRIVATE",
      "TRANSP:TRANSPARENT",
      "BEGIN:VALARM",
      "ACTION:DISPLAY",
      `DESCRIPTION:${text(words.alarm(brand))}`,
      // The event starts at midnight of its day on the phone's calendar: 15 hours before is 09:00 the day before.
      "TRIGGER:-PT15H",
      "END:VALARM",
      "END:VEVENT",
    );
  }
  lines.push("END:VCALENDAR");
  return `${lines.map(fold).join("\r\n")}\r\n`;
}

/**
 * The calendar of a case's steps the person still has to do by a date to come, in `language`
 * (the case's own when not asked); undefined when the case is gone.
 */
export async function caseCalendarFor(
  db: Kysely<Database>,
  submissionId: number,
  language: LanguageCode | undefined,
  now: Date,
): Promise<string | undefined> {
  const stored = await storedCase(db, submissionId);
  if (!stored) return undefined;
  const steps = nextSteps(caseFactsOf(stored.row, stored.progress), now).flatMap((step) =>
    step.state === "to do" && step.due !== null && step.due.getTime() > now.getTime()
      ? [{ id: step.id, due: step.due }]
      : [],
  );
  const code = language ?? LANGUAGE_CODES.find((each) => each === stored.row.language) ?? "en";
  const calendar = caseCalendar({
    submissionId,
    steps,
    language: code,
    brand: siteConfig.brand,
    caseUrl: `${siteConfig.siteUrl}${localizedPath(code, CASE_PAGE_PATH)}`,
    now,
  });
  return calendar;
}
