import { describe, expect, it } from "vitest";
import {
  formatDate,
  formatDateTime,
  formatDayIn,
  formatIndiaDate,
  formatIndiaDateIn,
  formatIndiaDateTime,
  formatMonthYear,
  ENGLISH_DATES,
} from "./india-time";
import { datesIn } from "./languages";

const hindi = datesIn("hi");
const formatIndiaDateHindi = (instant: Date) => formatDate(hindi, instant);
const formatIndiaDateTimeHindi = (instant: Date) => formatDateTime(hindi, instant);
const formatIndiaDateHindiFullWeekday = (instant: Date) => formatDate(hindi, instant, hindi.letterWeekday);
const formatIndiaDateTimeHindiFullWeekday = (instant: Date) => formatDateTime(hindi, instant, hindi.letterWeekday);
const formatMonthYearHindi = (day: `${number}-${number}-${number}`) => formatMonthYear(hindi, day);
const INDIA_DATE_AT_TIME_HINDI = hindi.inBrowser;

// The Hindi dates of the case page, the mails, the letters and the legal rules, pinned: a change
// in any of them changes what a person has already been sent or shown.

const instants = {
  /** 11:00 in India on a Wednesday. */
  morning: new Date("2026-11-25T05:30:00.000Z"),
  /** 23:59 in India, the last minute of a Saturday. */
  lastMinute: new Date("2026-11-28T18:29:00.000Z"),
  /** 23:59 on 31 December by UTC, already 05:29 on 1 January 2027 in India. */
  nextDayAndYearInIndia: new Date("2026-12-31T23:59:00.000Z"),
  /** Midnight in India, written 00:00, never 24:00. */
  midnight: new Date("2027-03-07T18:30:00.000Z"),
};

describe("the English dates of the case page, the mails and the desk", () => {
  it("writes the day in India with the short weekday and month", () => {
    expect(formatIndiaDate(instants.morning)).toBe("Wed, 25 Nov 2026");
    expect(formatIndiaDate(instants.nextDayAndYearInIndia)).toBe("Fri, 1 Jan 2027");
  });

  it("adds the time on India's 12-hour clock, with IST", () => {
    expect(formatIndiaDateTime(instants.morning)).toBe("Wed, 25 Nov 2026, 11:00 am IST");
    expect(formatIndiaDateTime(instants.lastMinute)).toBe("Sat, 28 Nov 2026, 11:59 pm IST");
    expect(formatIndiaDateTime(instants.nextDayAndYearInIndia)).toBe("Fri, 1 Jan 2027, 5:29 am IST");
    expect(formatIndiaDateTime(instants.midnight)).toBe("Mon, 8 Mar 2027, 12:00 am IST");
  });

  it("writes English's letters with the same short weekday as its pages", () => {
    const english = datesIn("en");
    expect(formatDateTime(english, instants.morning, english.letterWeekday)).toBe("Wed, 25 Nov 2026, 11:00 am IST");
  });
});

describe("the case page's and the mails' Hindi dates", () => {
  it("writes the day in India with the short weekday first", () => {
    expect(formatIndiaDateHindi(instants.morning)).toBe("बुध, 25 नवंबर 2026");
    expect(formatIndiaDateHindi(instants.lastMinute)).toBe("शनि, 28 नवंबर 2026");
    expect(formatIndiaDateHindi(instants.nextDayAndYearInIndia)).toBe("शुक्र, 1 जनवरी 2027");
    expect(formatIndiaDateHindi(instants.midnight)).toBe("सोम, 8 मार्च 2027");
  });

  it("adds the time on India's 24-hour clock", () => {
    expect(formatIndiaDateTimeHindi(instants.morning)).toBe("बुध, 25 नवंबर 2026, 11:00 बजे (भारतीय समय)");
    expect(formatIndiaDateTimeHindi(instants.lastMinute)).toBe("शनि, 28 नवंबर 2026, 23:59 बजे (भारतीय समय)");
    expect(formatIndiaDateTimeHindi(instants.nextDayAndYearInIndia)).toBe("शुक्र, 1 जनवरी 2027, 05:29 बजे (भारतीय समय)");
    expect(formatIndiaDateTimeHindi(instants.midnight)).toBe("सोम, 8 मार्च 2027, 00:00 बजे (भारतीय समय)");
  });
});

describe("the letters' Hindi dates", () => {
  it("writes the day in India with the weekday in full first", () => {
    expect(formatIndiaDateHindiFullWeekday(instants.morning)).toBe("बुधवार, 25 नवंबर 2026");
    expect(formatIndiaDateHindiFullWeekday(instants.lastMinute)).toBe("शनिवार, 28 नवंबर 2026");
    expect(formatIndiaDateHindiFullWeekday(instants.nextDayAndYearInIndia)).toBe("शुक्रवार, 1 जनवरी 2027");
    expect(formatIndiaDateHindiFullWeekday(instants.midnight)).toBe("सोमवार, 8 मार्च 2027");
  });

  it("adds the time on India's 24-hour clock", () => {
    expect(formatIndiaDateTimeHindiFullWeekday(instants.morning)).toBe("बुधवार, 25 नवंबर 2026, 11:00 बजे (भारतीय समय)");
    expect(formatIndiaDateTimeHindiFullWeekday(instants.lastMinute)).toBe(
      "शनिवार, 28 नवंबर 2026, 23:59 बजे (भारतीय समय)",
    );
    expect(formatIndiaDateTimeHindiFullWeekday(instants.nextDayAndYearInIndia)).toBe(
      "शुक्रवार, 1 जनवरी 2027, 05:29 बजे (भारतीय समय)",
    );
    expect(formatIndiaDateTimeHindiFullWeekday(instants.midnight)).toBe("सोमवार, 8 मार्च 2027, 00:00 बजे (भारतीय समय)");
  });
});

describe("the case page script's Hindi time of receipt", () => {
  it("formats, from its options as the browser does, the date and time in India without a weekday", () => {
    const format = new Intl.DateTimeFormat(INDIA_DATE_AT_TIME_HINDI.locale, INDIA_DATE_AT_TIME_HINDI.options);
    expect(format.format(instants.morning)).toBe("25 नवंबर 2026 को 11:00 बजे");
    expect(format.format(instants.lastMinute)).toBe("28 नवंबर 2026 को 23:59 बजे");
    expect(format.format(instants.nextDayAndYearInIndia)).toBe("1 जनवरी 2027 को 05:29 बजे");
    expect(format.format(instants.midnight)).toBe("8 मार्च 2027 को 00:00 बजे");
  });

  it("keeps options that survive the trip to the browser as JSON", () => {
    expect(JSON.parse(JSON.stringify(INDIA_DATE_AT_TIME_HINDI))).toEqual(INDIA_DATE_AT_TIME_HINDI);
  });
});

describe("the legal rules' Hindi month", () => {
  it("names the month and year of a calendar date", () => {
    expect(formatMonthYearHindi("2026-03-01")).toBe("मार्च 2026");
    expect(formatMonthYearHindi("2026-12-31")).toBe("दिसंबर 2026");
    expect(formatMonthYearHindi("2027-01-31")).toBe("जनवरी 2027");
  });
});

describe("a date inside a sentence, in a locale's words", () => {
  it("writes the day in India of an instant, in English and in Hindi, with Latin digits", () => {
    expect(formatIndiaDateIn("en-IN", instants.morning)).toBe("25 November 2026");
    expect(formatIndiaDateIn("hi-IN", instants.morning)).toBe("25 नवंबर 2026");
    // Still 31 December by UTC, already the new year in India.
    expect(formatIndiaDateIn("en-IN", instants.nextDayAndYearInIndia)).toBe("1 January 2027");
  });

  it("writes a calendar day as that same day, whatever the clock", () => {
    expect(formatDayIn("en-IN", "2026-11-26")).toBe("26 November 2026");
    expect(formatDayIn("hi-IN", "2027-01-01")).toBe("1 जनवरी 2027");
  });
});

describe("dates written again from memory", () => {
  const ist = (dateTime: string) => new Date(`${dateTime}+05:30`);

  it("writes each minute, day and weekday width as its own, however often a minute is asked again", () => {
    expect(formatIndiaDateTime(ist("2026-12-07T23:59:59"))).toBe("Mon, 7 Dec 2026, 11:59 pm IST");
    expect(formatIndiaDateTime(ist("2026-12-08T00:00:00"))).toBe("Tue, 8 Dec 2026, 12:00 am IST");
    expect(formatIndiaDateTime(ist("2026-12-07T23:59:01"))).toBe("Mon, 7 Dec 2026, 11:59 pm IST");
    expect(formatIndiaDateTime(ist("2026-12-07T23:58:59"))).toBe("Mon, 7 Dec 2026, 11:58 pm IST");
    expect(formatDateTime(ENGLISH_DATES, ist("2026-12-07T23:59:30"), "long")).toBe("Monday, 7 Dec 2026, 11:59 pm IST");
    expect(formatIndiaDate(ist("2026-12-07T23:59:59"))).toBe("Mon, 7 Dec 2026");
    expect(formatIndiaDate(ist("2026-12-08T00:00:00"))).toBe("Tue, 8 Dec 2026");
    expect(formatIndiaDateIn("en-IN", ist("2026-12-08T00:00:00"))).toBe("8 December 2026");
    expect(formatIndiaDateIn("en-IN", ist("2026-12-07T23:59:59"))).toBe("7 December 2026");
    expect(formatIndiaDateIn("hi-IN", ist("2026-12-07T23:59:59"))).toBe("7 दिसंबर 2026");
  });
});
