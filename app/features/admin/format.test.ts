import { describe, expect, it } from "vitest";
import { elapsedSince, formatDateTime, formatDay, formatRupees, orDash, topicLabel, truncate } from "./format";
import { TABLE_TEXT_MAX } from "./constants";

describe("how the dashboard writes values", () => {
  it("shows an instant on India's clock", () => {
    expect(formatDateTime("2025-06-02T04:30:00.000Z")).toBe("2 Jun 2025, 10:00 am");
  });

  it("shows a calendar day as that day, whatever the viewer's zone", () => {
    expect(formatDay("2025-06-02")).toBe("2 Jun 2025");
    expect(formatDay("2025-06-02", true)).toBe("2 Jun");
  });

  it("cuts long text for a table cell with an ellipsis, and leaves short text whole", () => {
    const long = "a ".repeat(100);
    expect(truncate(long)).toHaveLength(TABLE_TEXT_MAX);
    expect(truncate(long).endsWith("…")).toBe(true);
    expect(truncate("Line one\nline two")).toBe("Line one line two");
  });

  it("names a topic by its menu label and says nothing for an unknown one", () => {
    expect(topicLabel("malware")).toBe("Digital Fraud");
    expect(topicLabel(null)).toBeUndefined();
    expect(topicLabel("not-a-topic")).toBeUndefined();
  });

  it("shows a dash for an empty value", () => {
    expect(orDash("")).toBe("—");
    expect(orDash("  ")).toBe("—");
    expect(orDash("Pune")).toBe("Pune");
  });
});

describe("formatRupees", () => {
  it("writes whole rupees in India's grouping", () => {
    expect(formatRupees(125_000)).toBe("₹1,25,000");
    expect(formatRupees(10_000_000_000)).toBe("₹10,00,00,00,000");
    expect(formatRupees(0)).toBe("₹0");
  });
});

describe("elapsedSince", () => {
  const now = new Date("2026-11-25T12:00:00.000Z");
  it("says minutes under an hour, hours under two days, then days", () => {
    expect(elapsedSince("2026-11-25T11:15:30.000Z", now)).toBe("44 min");
    expect(elapsedSince("2026-11-25T09:00:00.000Z", now)).toBe("3 h");
    expect(elapsedSince("2026-11-23T13:00:00.000Z", now)).toBe("47 h");
    expect(elapsedSince("2026-11-21T12:00:00.000Z", now)).toBe("4 days");
  });

  it("says under a minute for a case just in, and for a time a clock a little ahead put in the future", () => {
    expect(elapsedSince("2026-11-25T11:59:30.000Z", now)).toBe("under a minute");
    expect(elapsedSince("2026-11-25T12:01:00.000Z", now)).toBe("under a minute");
    expect(elapsedSince("2026-11-25T11:59:00.000Z", now)).toBe("1 min");
  });
});
