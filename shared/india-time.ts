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

/**
 * How a language writes a day and an instant on India's clock: part of its entry in the list of
 * languages (`dates` in shared/languages.ts), so that every page, mail, letter and message in that
 * language writes them alike and a new language states its own (docs/decisions/0086).
 */
export interface DateFormat {
  /** The Intl locale whose weekday and month names it uses ("en-IN", "hi-IN"); digits stay Latin. */
  locale: string;
  /** The month's width beside a weekday: "Nov" (short) or "नवंबर" (long). */
  month: "short" | "long";
  /** The weekday's width in a letter's dates: "Wed" (short) or "बुधवार" (long); pages and mails use the short one. */
  letterWeekday: "short" | "long";
  /** The clock: "numeric" hours on a 12-hour clock ("5:29 am"), or "2-digit" hours on a 24-hour one ("05:29"). */
  clock: { hour: "numeric" | "2-digit"; hourCycle: "h12" | "h23" };
  /** The time after the date, from {hour}, {minute} and {period} ("am", "pm"): "{hour}:{minute} {period} IST". */
  time: string;
  /**
   * The date and time the case page's script writes in the browser, as `new Intl.DateTimeFormat(locale,
   * options)` takes them: options, not a function, since they travel to the browser as props.
   */
  inBrowser: { locale: string; options: Intl.DateTimeFormatOptions };
  /**
   * A day on its own, as a letter page says when a source was checked: "Wed, 25 Nov 2026" (with
   * its weekday, as `formatDate` writes it) or "25 नवंबर 2026" (no weekday, the month in full).
   */
  dayAlone: "with weekday" | "without weekday";
}

type Weekday = "short" | "long";

interface DateFormatters {
  date: Record<Weekday, Intl.DateTimeFormat>;
  time: Intl.DateTimeFormat;
  monthYear: Intl.DateTimeFormat;
}

/** Each language's formatters, made once: making one costs more than using it many times. */
const formattersByFormat = new WeakMap<DateFormat, DateFormatters>();

function formattersOf(format: DateFormat): DateFormatters {
  let formatters = formattersByFormat.get(format);
  if (!formatters) {
    const dateOptions = (weekday: Weekday): Intl.DateTimeFormatOptions => ({
      timeZone: "Asia/Kolkata",
      weekday,
      day: "numeric",
      month: format.month,
      year: "numeric",
      numberingSystem: "latn",
    });
    formatters = {
      date: {
        short: new Intl.DateTimeFormat(format.locale, dateOptions("short")),
        long: new Intl.DateTimeFormat(format.locale, dateOptions("long")),
      },
      time: new Intl.DateTimeFormat(format.locale, {
        timeZone: "Asia/Kolkata",
        hour: format.clock.hour,
        minute: "2-digit",
        hourCycle: format.clock.hourCycle,
        numberingSystem: "latn",
      }),
      monthYear: new Intl.DateTimeFormat(format.locale, {
        month: "long",
        year: "numeric",
        timeZone: "UTC",
        numberingSystem: "latn",
      }),
    };
    formattersByFormat.set(format, formatters);
  }
  return formatters;
}

/**
 * The texts a formatter last gave, by what decides them (the day, or the minute): every form's
 * mails write the minute it came in, and Intl's formatToParts was a few percent of a form's CPU.
 */
const lastTexts = new WeakMap<object, Map<string, string>>();
const REMEMBERED_TEXTS = 32;

function remembered(owner: object, key: string, make: () => string): string {
  let texts = lastTexts.get(owner);
  if (!texts) {
    texts = new Map();
    lastTexts.set(owner, texts);
  }
  let text = texts.get(key);
  if (text === undefined) {
    text = make();
    if (texts.size >= REMEMBERED_TEXTS) texts.clear();
    texts.set(key, text);
  }
  return text;
}

/** India's offset is whole minutes, so an instant's minute on India's clock starts with its UTC minute. */
const minuteOf = (instant: Date) => String(Math.floor(instant.getTime() / 60_000));

function partsOf(formatter: Intl.DateTimeFormat, instant: Date): Record<string, string> {
  // Built from parts: ICU versions differ in the commas they put between them.
  return Object.fromEntries(formatter.formatToParts(instant).map(({ type, value }) => [type, value]));
}

/** "Wed, 25 Nov 2026", "बुध, 25 नवंबर 2026" (or "बुधवार, …" with the long weekday): the day in India of an instant. */
export function formatDate(format: DateFormat, instant: Date, weekday: Weekday = "short"): string {
  return remembered(format, `${weekday} ${dayInIndia(instant)}`, () => {
    const part = partsOf(formattersOf(format).date[weekday], instant);
    return `${part.weekday}, ${part.day} ${part.month} ${part.year}`;
  });
}

/** "Sat, 28 Nov 2026, 11:59 pm IST", "शनि, 28 नवंबर 2026, 23:59 बजे (भारतीय समय)": an instant on India's clock. */
export function formatDateTime(format: DateFormat, instant: Date, weekday: Weekday = "short"): string {
  return remembered(format, `${weekday} ${minuteOf(instant)}`, () => {
    const part = partsOf(formattersOf(format).time, instant);
    const time = format.time
      .replace("{hour}", part.hour ?? "")
      .replace("{minute}", part.minute ?? "")
      .replace("{period}", part.dayPeriod?.toLowerCase() ?? "");
    return `${formatDate(format, instant, weekday)}, ${time}`;
  });
}

/** "March 2026", "मार्च 2026": the month and year of a calendar date, such as the day a rule starts. */
export function formatMonthYear(format: DateFormat, day: IsoDate): string {
  return formattersOf(format).monthYear.format(new Date(`${day}T00:00:00Z`));
}

/** English's dates (shared/languages.ts), which the desk's screens and mails use whatever the case's language. */
export const ENGLISH_DATES: DateFormat = {
  locale: "en-IN",
  month: "short",
  letterWeekday: "short",
  clock: { hour: "numeric", hourCycle: "h12" },
  time: "{hour}:{minute} {period} IST",
  inBrowser: { locale: "en-IN", options: { timeZone: "Asia/Kolkata", dateStyle: "medium", timeStyle: "short" } },
  dayAlone: "with weekday",
};

/** "Wed, 25 Nov 2026": the day in India of an instant, in English. */
export function formatIndiaDate(instant: Date): string {
  return formatDate(ENGLISH_DATES, instant);
}

/** "Sat, 28 Nov 2026, 11:59 pm IST": an instant as a person in India reads it, in English. */
export function formatIndiaDateTime(instant: Date): string {
  return formatDateTime(ENGLISH_DATES, instant);
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
  const formatter = format;
  return remembered(formatter, dayInIndia(instant), () => {
    // Built from parts: ICU writes a comma after the month in some locales ("25 নভেম্বর, 2026").
    const part = partsOf(formatter, instant);
    return `${part.day} ${part.month} ${part.year}`;
  });
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

/** "Wed, 25 Nov 2026", "25 नवंबर 2026": a calendar day on its own, as the language writes it (`dayAlone`). */
export function formatDay(format: DateFormat, day: string): string {
  return format.dayAlone === "with weekday"
    ? formatDate(format, indiaInstant(day, "12:00"))
    : formatDayIn(format.locale, day);
}

/** "2026-11-25T10:30": an instant as a datetime-local field on India's clock shows it. */
export function indiaDateTimeLocal(instant: Date): string {
  return new Date(instant.getTime() + INDIA_OFFSET_MS).toISOString().slice(0, 16);
}
