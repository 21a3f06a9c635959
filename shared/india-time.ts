// Dates and times in India, for the forms, the legal rules and the case page alike. India keeps
// one offset all year (UTC+05:30, no daylight saving since 1945), so a day in India is a fixed
// 24-hour span of UTC and the arithmetic needs no time-zone database.

/** A calendar date, YYYY-MM-DD, read as a day in India. */
export type IsoDate = `${number}-${number}-${number}`;

const INDIA_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The calendar day in India of an instant, as YYYY-MM-DD. */
export function dayInIndia(instant: Date): IsoDate {
  return new Date(instant.getTime() + INDIA_OFFSET_MS).toISOString().slice(0, 10) as IsoDate;
}

/** The instant a date and time ("HH:MM") on India's clock name; with no time, the start of that day. */
export function indiaInstant(date: string, time: string): Date {
  const [hours, minutes] = time ? time.split(":").map(Number) : [0, 0];
  return new Date(startOfIndiaDay(date as IsoDate).getTime() + ((hours ?? 0) * 60 + (minutes ?? 0)) * 60_000);
}

function parseDay(day: IsoDate): { year: number; month: number; date: number } {
  const [year, month, date] = day.split("-").map(Number) as [number, number, number];
  return { year, month, date };
}

/** The instant a day in India begins (00:00 IST). */
export function startOfIndiaDay(day: IsoDate): Date {
  const { year, month, date } = parseDay(day);
  return new Date(Date.UTC(year, month - 1, date) - INDIA_OFFSET_MS);
}

/** The last millisecond of a day in India (23:59:59.999 IST): a deadline "by" that day. */
export function endOfIndiaDay(day: IsoDate): Date {
  return new Date(startOfIndiaDay(day).getTime() + DAY_MS - 1);
}

/** The day in India `days` calendar days after `day`. */
export function addCalendarDays(day: IsoDate, days: number): IsoDate {
  return dayInIndia(new Date(startOfIndiaDay(day).getTime() + days * DAY_MS + DAY_MS / 2));
}

/** 0 for Sunday to 6 for Saturday, for a day in India. */
function weekdayOf(day: IsoDate): number {
  const { year, month, date } = parseDay(day);
  return new Date(Date.UTC(year, month - 1, date)).getUTCDay();
}

/**
 * The day in India `days` working days after `day`, not counting Sundays. Bank holidays (the
 * second and fourth Saturdays and the holidays each state declares) are not known here, so the
 * real day can be later: the pages say so beside every date counted this way.
 */
export function addWorkingDaysSkippingSundays(day: IsoDate, days: number): IsoDate {
  let current = day;
  let counted = 0;
  while (counted < days) {
    current = addCalendarDays(current, 1);
    if (weekdayOf(current) !== 0) counted += 1;
  }
  return current;
}

const indiaDateTime = new Intl.DateTimeFormat("en-IN", {
  timeZone: "Asia/Kolkata",
  weekday: "short",
  day: "numeric",
  month: "short",
  year: "numeric",
  hour: "numeric",
  minute: "2-digit",
  hour12: true,
});

/** An instant's parts on India's clock, by type: built from parts, as ICU versions differ in the commas between them. */
function indiaParts(instant: Date): Partial<Record<Intl.DateTimeFormatPartTypes, string>> {
  const part: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = {};
  for (const { type, value } of indiaDateTime.formatToParts(instant)) part[type] = value;
  return part;
}

function dayOfParts(part: Partial<Record<Intl.DateTimeFormatPartTypes, string>>): string {
  return `${part.weekday}, ${part.day} ${part.month} ${part.year}`;
}

/** "Wed, 25 Nov 2026": the day in India of an instant, as a person reads it. */
export function formatIndiaDate(instant: Date): string {
  return dayOfParts(indiaParts(instant));
}

/** "Sat, 28 Nov 2026, 11:59 pm IST": an instant as a person in India reads it. */
export function formatIndiaDateTime(instant: Date): string {
  // One formatting for the day and the time: every form's desk alert has one.
  const part = indiaParts(instant);
  return `${dayOfParts(part)}, ${part.hour}:${part.minute} ${part.dayPeriod?.toLowerCase()} IST`;
}

/**
 * "25 November 2026", "25 नवंबर 2026": the day in India of an instant in a locale's words (day,
 * the month in full, year; Latin digits), for a date inside a sentence of a mail or a page.
 */
export function formatIndiaDateIn(locale: string, instant: Date): string {
  let format = indiaDateInLocale.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, {
      day: "numeric",
      month: "long",
      year: "numeric",
      timeZone: "Asia/Kolkata",
      numberingSystem: "latn",
    });
    indiaDateInLocale.set(locale, format);
  }
  return format.format(instant);
}

/**
 * One formatter per locale, made once: making one costs about as much as the rest of a help
 * request's mails together (it was 3 % of the form API's CPU under load).
 */
const indiaDateInLocale = new Map<string, Intl.DateTimeFormat>();

/** The same words for a calendar day (YYYY-MM-DD), such as a page's review or a source's check. */
export function formatDayIn(locale: string, day: string): string {
  return formatIndiaDateIn(locale, indiaInstant(day, "12:00"));
}

/** "2026-11-25T10:30": an instant as a datetime-local field on India's clock shows it. */
export function indiaDateTimeLocal(instant: Date): string {
  return new Date(instant.getTime() + INDIA_OFFSET_MS).toISOString().slice(0, 16);
}

// Hindi dates (docs/decisions/0040, 0041, 0042), international digits, each for its own documents:
// - formatIndiaDateHindi, formatIndiaDateTimeHindi ("शनि, 28 नवंबर 2026, 23:59 बजे (भारतीय समय)"):
//   the case page's dates written by the server, and the erasure notice's date, which matches
//   them (shared/translations/hi.ts);
// - formatIndiaDateHindiFullWeekday, formatIndiaDateTimeHindiFullWeekday ("बुधवार, 25 नवंबर 2026,
//   11:00 बजे (भारतीय समय)"): the letters and the portal text drafted from a case (shared/letters/hi.ts);
// - INDIA_DATE_AT_TIME_HINDI ("29 नवंबर 2026 को 00:15 बजे"): the time the case page's script shows
//   its request was received, formatted in the browser (app/content/languages/case-words.ts);
// - formatMonthYearHindi ("मार्च 2026"): a rule's start in the legal rules' Hindi sentences
//   (app/content/languages/hi/legal-rules.ts).

const hindiDate = new Intl.DateTimeFormat("hi-IN", {
  timeZone: "Asia/Kolkata",
  weekday: "short",
  day: "numeric",
  month: "long",
  year: "numeric",
  numberingSystem: "latn",
});

const hindiTime = new Intl.DateTimeFormat("en-GB", {
  timeZone: "Asia/Kolkata",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});

/** "शनि, 28 नवंबर 2026": the day in India of an instant, short weekday first. */
export function formatIndiaDateHindi(instant: Date): string {
  return hindiDate.format(instant);
}

/** "शनि, 28 नवंबर 2026, 23:59 बजे (भारतीय समय)": an instant on India's clock, 24 hours. */
export function formatIndiaDateTimeHindi(instant: Date): string {
  return `${formatIndiaDateHindi(instant)}, ${hindiTime.format(instant)} बजे (भारतीय समय)`;
}

/**
 * "29 नवंबर 2026 को 00:15 बजे": an instant on India's clock as `new Intl.DateTimeFormat(locale,
 * options)` writes it. Options, not a function: they travel as props to the case page's script,
 * which formats in the browser.
 */
export const INDIA_DATE_AT_TIME_HINDI: { locale: string; options: Intl.DateTimeFormatOptions } = {
  locale: "hi-IN",
  options: {
    timeZone: "Asia/Kolkata",
    day: "numeric",
    month: "long",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
    numberingSystem: "latn",
  },
};

const hindiDateTimeFullWeekday = new Intl.DateTimeFormat(INDIA_DATE_AT_TIME_HINDI.locale, {
  ...INDIA_DATE_AT_TIME_HINDI.options,
  weekday: "long",
});

function hindiFullWeekdayParts(instant: Date): Record<string, string> {
  return Object.fromEntries(hindiDateTimeFullWeekday.formatToParts(instant).map(({ type, value }) => [type, value]));
}

/** "बुधवार, 25 नवंबर 2026": the day in India of an instant, the weekday in full first. */
export function formatIndiaDateHindiFullWeekday(instant: Date): string {
  const part = hindiFullWeekdayParts(instant);
  return `${part.weekday}, ${part.day} ${part.month} ${part.year}`;
}

/** "बुधवार, 25 नवंबर 2026, 11:00 बजे (भारतीय समय)": an instant on India's clock, 24 hours. */
export function formatIndiaDateTimeHindiFullWeekday(instant: Date): string {
  const part = hindiFullWeekdayParts(instant);
  return `${formatIndiaDateHindiFullWeekday(instant)}, ${part.hour}:${part.minute} बजे (भारतीय समय)`;
}

const hindiMonthYear = new Intl.DateTimeFormat("hi-IN", {
  month: "long",
  year: "numeric",
  timeZone: "UTC",
  numberingSystem: "latn",
});

/** "मार्च 2026": the month and year of a calendar date. */
export function formatMonthYearHindi(day: IsoDate): string {
  return hindiMonthYear.format(new Date(`${day}T00:00:00Z`));
}
