import { describe, expect, it } from "vitest";
import { formatDate, formatDateTime, formatDay, formatMonthYear, type DateFormat } from "./india-time";
import { datesIn, LANGUAGES } from "./languages";
import { letterWords } from "./letters";
import { translations } from "./translations";

// Each language writes its dates as its entry in the list of languages says (`dates`), in its
// mails, on its case page and in its letters alike: no language borrows another's, and a new
// language's dates are data in its entry, not new functions (docs/decisions/0086).

const instant = new Date("2026-11-28T18:29:00.000Z");

describe("a language's dates come from its entry in the list of languages", () => {
  for (const entry of LANGUAGES) {
    it(`writes ${entry.englishName} dates in its mails and on its case page as its entry says`, () => {
      const words = translations[entry.code];
      expect(words.locale).toBe(entry.dates.locale);
      expect(words.casePage.date(instant)).toBe(formatDate(entry.dates, instant));
      expect(words.casePage.dateTime(instant)).toBe(formatDateTime(entry.dates, instant));
    });

    it(`writes ${entry.englishName} dates in its letters with the weekday its entry gives letters`, () => {
      const words = letterWords[entry.code];
      expect(words.date(instant)).toBe(formatDate(entry.dates, instant, entry.dates.letterWeekday));
      expect(words.dateTime(instant)).toBe(formatDateTime(entry.dates, instant, entry.dates.letterWeekday));
    });
  }

  it("writes a language not yet on the site from its entry's data alone", () => {
    const tamil: DateFormat = {
      locale: "ta-IN",
      month: "long",
      letterWeekday: "long",
      clock: { hour: "2-digit", hourCycle: "h23" },
      time: "{hour}:{minute} மணி (இந்திய நேரம்)",
      inBrowser: { locale: "ta-IN", options: { timeZone: "Asia/Kolkata" } },
      dayAlone: "without weekday",
    };
    expect(formatDateTime(tamil, instant)).toBe("சனி, 28 நவம்பர் 2026, 23:59 மணி (இந்திய நேரம்)");
    expect(formatMonthYear(tamil, "2026-03-01")).toBe("மார்ச் 2026");
  });

  it("writes a day on its own, as a letter page says when a source was checked, as each entry says", () => {
    expect(formatDay(datesIn("en"), "2026-11-25")).toBe("Wed, 25 Nov 2026");
    expect(formatDay(datesIn("hi"), "2026-11-25")).toBe("25 नवंबर 2026");
  });
});
