import { describe, expect, it } from "vitest";
import { indiaDateTime, indiaDayOf, indiaDayRange, indiaDayStart, isCalendarDay, lastIndiaDays } from "./india-days";

describe("India calendar days", () => {
  it("begin at 00:00 IST, which is 18:30 UTC the day before", () => {
    expect(indiaDayStart("2026-01-02")).toBe("2026-01-01T18:30:00.000Z");
  });

  it("put 20:00 UTC on the next India day, and 18:29 UTC on the same one", () => {
    expect(indiaDayOf(new Date("2026-01-01T20:00:00.000Z"))).toBe("2026-01-02");
    expect(indiaDayOf(new Date("2026-01-01T18:29:59.999Z"))).toBe("2026-01-01");
  });

  it("make a from-to range that includes both days", () => {
    expect(indiaDayRange("2026-01-02", "2026-01-02")).toEqual({
      start: "2026-01-01T18:30:00.000Z",
      end: "2026-01-02T18:30:00.000Z",
    });
    expect(indiaDayRange(undefined, undefined)).toEqual({ start: undefined, end: undefined });
  });

  it("list the last N days oldest first, ending with today in India", () => {
    const now = new Date("2026-03-01T19:00:00.000Z"); // 2 March, 00:30 in India
    expect(lastIndiaDays(3, now)).toEqual(["2026-02-28", "2026-03-01", "2026-03-02"]);
  });

  it("tell a real day from one that does not exist", () => {
    expect(isCalendarDay("2024-02-29")).toBe(true);
    expect(isCalendarDay("2026-02-29")).toBe(false);
    expect(isCalendarDay("2026-13-01")).toBe(false);
  });

  it("show an instant as India's local date and time", () => {
    expect(indiaDateTime("2026-01-01T20:00:00.000Z")).toBe("2026-01-02 01:30:00");
    expect(indiaDateTime("2026-01-01T18:29:59.999Z")).toBe("2026-01-01 23:59:59");
    expect(indiaDateTime("2026-01-01T00:00:00.000Z")).toBe("2026-01-01 05:30:00");
  });

  it("carry an evening in UTC over a month's and a year's end, leap day included", () => {
    expect(indiaDateTime("2025-12-31T18:30:00.000Z")).toBe("2026-01-01 00:00:00");
    expect(indiaDateTime("2024-02-28T19:00:00.000Z")).toBe("2024-02-29 00:30:00");
    expect(indiaDateTime("2026-02-28T19:00:00.000Z")).toBe("2026-03-01 00:30:00");
  });

  it("read an instant written another way too", () => {
    expect(indiaDateTime("2026-01-01T20:00:00Z")).toBe("2026-01-02 01:30:00");
  });
});
