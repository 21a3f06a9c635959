import { describe, expect, it } from "vitest";
import { attachmentDisposition, CSV_BOM, csvField, csvRecord } from "./csv";

describe("a CSV field", () => {
  it("is written as it is when it holds nothing special", () => {
    expect(csvField("Asha Verma")).toBe("Asha Verma");
    expect(csvField("रवि कुमार")).toBe("रवि कुमार");
  });

  it("is empty for a missing value", () => {
    expect(csvField(null)).toBe("");
    expect(csvField(undefined)).toBe("");
    expect(csvField("")).toBe("");
  });

  it("is quoted when it holds a comma", () => {
    expect(csvField("Lost Rs 50,000")).toBe('"Lost Rs 50,000"');
  });

  it("is quoted with its quotes doubled when it holds a quote", () => {
    expect(csvField('He said "send the OTP"')).toBe('"He said ""send the OTP"""');
  });

  it("is quoted when it holds a line break, CR or LF", () => {
    expect(csvField("line one\nline two")).toBe('"line one\nline two"');
    expect(csvField("line one\r\nline two")).toBe('"line one\r\nline two"');
    expect(csvField("a\rb")).toBe('"a\rb"');
  });

  it.each([
    ["=", '=HYPERLINK("http://evil.example","Click")', '"\'=HYPERLINK(""http://evil.example"",""Click"")"'],
    ["+", "+91 98765 43210", "'+91 98765 43210"],
    ["-", "-2+3", "'-2+3"],
    ["@", "@SUM(A1:A9)", "'@SUM(A1:A9)"],
    ["a tab", "\t=1+1", "'\t=1+1"],
    ["a carriage return", "\r=1+1", '"\'\r=1+1"'],
  ])("starting with %s gets a leading apostrophe, so a spreadsheet shows it as text", (_start, value, written) => {
    expect(csvField(value)).toBe(written);
  });

  it.each([
    ["a full-width =", '\uFF1DHYPERLINK("http://evil.example")', '"\'\uFF1DHYPERLINK(""http://evil.example"")"'],
    ["a full-width +", "\uFF0B91 98765 43210", "'\uFF0B91 98765 43210"],
    ["a full-width -", "\uFF0D2\uFF0B3", "'\uFF0D2\uFF0B3"],
    ["a full-width @", "\uFF20SUM(A1:A9)", "'\uFF20SUM(A1:A9)"],
    ["a space before =", " =1+1", "' =1+1"],
    ["spaces before a full-width =", "  \uFF1D1+1", "'  \uFF1D1+1"],
    ["an ideographic space before @", "\u3000@SUM(A1)", "'\u3000@SUM(A1)"],
    ["a line feed before +", "\n+1", '"\'\n+1"'],
    ["a quote before =", '"=1+1', '"\'""=1+1"'],
    ["a space and a quote before a full-width -", ' "\uFF0D1', '"\' ""\uFF0D1"'],
    ["a tab before a full-width =", "\t\uFF1D1", "'\t\uFF1D1"],
    ["a carriage return before a full-width @", "\r\uFF20A1", '"\'\r\uFF20A1"'],
  ])(
    "starting with %s gets a leading apostrophe too, as some spreadsheets read it as a formula",
    (_start, value, written) => {
      expect(csvField(value)).toBe(written);
    },
  );

  it("leaves text that only starts with spaces or quotes, with no formula sign after them, as it is", () => {
    expect(csvField("  Asha")).toBe("  Asha");
    expect(csvField('"Asha" said')).toBe('"""Asha"" said"');
    expect(csvField("Asha \uFF1D Ravi")).toBe("Asha \uFF1D Ravi");
  });

  it("keeps those characters untouched anywhere but the start", () => {
    expect(csvField("a=b+c-d@e")).toBe("a=b+c-d@e");
  });

  it("writes a number as a number", () => {
    expect(csvField(42)).toBe("42");
    expect(csvField(0)).toBe("0");
  });
});

describe("a CSV record", () => {
  it("joins its fields with commas and ends with CRLF", () => {
    expect(csvRecord(["CH-7K3Q9M", "Asha, Verma", 3])).toBe('CH-7K3Q9M,"Asha, Verma",3\r\n');
  });
});

describe("a CSV download", () => {
  it("starts with a UTF-8 byte order mark, so Excel reads Hindi names correctly", () => {
    expect(Buffer.from(CSV_BOM, "utf8")).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
  });

  it("is named as an attachment", () => {
    expect(attachmentDisposition("cyberhelp-submissions-2026-01-02.csv")).toBe(
      'attachment; filename="cyberhelp-submissions-2026-01-02.csv"',
    );
  });
});
