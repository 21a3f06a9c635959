import { spawn } from "node:child_process";
import { describe, expect, it } from "vitest";
import { legalRules } from "~/shared/legal-rules";
import type { LegalRule } from "~/shared/legal-rules/rule";
import { parseRulesArgs, rulesInForceOn, rulesReport, unverifiedRules } from "./rules-report";

// `npm run rules` (scripts/rules.ts): the rules in force on a day, and the rules not yet read on
// their official page (docs/content-sources.md, "Grades").

const TODAY = "2026-12-05";

describe("the rules command's arguments", () => {
  it("default to the rules in force today, as text", () => {
    expect(parseRulesArgs([], TODAY)).toEqual({ kind: "in-force", on: TODAY, json: false });
  });

  it("take a day with --on, written either way, and --json", () => {
    expect(parseRulesArgs(["--on", "2027-01-02", "--json"], TODAY)).toEqual({
      kind: "in-force",
      on: "2027-01-02",
      json: true,
    });
    expect(parseRulesArgs(["--on=2026-12-31"], TODAY)).toEqual({ kind: "in-force", on: "2026-12-31", json: false });
  });

  it("take --unverified, with or without --json", () => {
    expect(parseRulesArgs(["--unverified"], TODAY)).toEqual({ kind: "unverified", json: false });
    expect(parseRulesArgs(["--json", "--unverified"], TODAY)).toEqual({ kind: "unverified", json: true });
  });

  it.each([
    ["a day that does not exist", ["--on", "2027-02-30"], '"2027-02-30" is not a calendar day'],
    ["a day not written YYYY-MM-DD", ["--on", "2/1/2027"], '"2/1/2027" is not a calendar day'],
    ["--on with no day", ["--on"], "--on needs a day"],
    ["--on followed by another option", ["--on", "--json"], "--on needs a day"],
    ["--on given twice", ["--on", "2027-01-02", "--on", "2027-01-03"], "--on is given twice"],
    ["an unknown option", ["--verbose"], 'Unknown option "--verbose"'],
    ["a day beside --unverified, which lists every date", ["--unverified", "--on", "2027-01-02"], "leave out --on"],
  ])("refuse %s with a one-line error", (_name, args, message) => {
    const result = parseRulesArgs(args, TODAY);
    expect(result).toEqual({ error: expect.stringContaining(message) });
    expect((result as { error: string }).error).not.toContain("\n");
  });
});

describe("the rules in force on a day", () => {
  const on = (day: "2026-12-31" | "2027-01-02") => rulesReport({ kind: "in-force", on: day, json: false }, legalRules);
  const inForceJson = (day: "2026-12-31" | "2027-01-02") =>
    JSON.parse(rulesReport({ kind: "in-force", on: day, json: true }, legalRules)) as {
      on: string;
      rules: { id: string; reference: string | null; from: string | null }[];
    };

  it("on 2027-01-02 are RBI's 2026 directions for banks, not its 2017 circulars", () => {
    const text = on("2027-01-02");
    expect(text).toMatch(/^\d+ legal rules in force on 2027-01-02 \(a day in India\):/);
    expect(text).toContain("rbi-fraud-directions-2027");
    expect(text).toContain("RBI/2026-27/167");
    expect(text).toContain("paragraph 76M");
    expect(text).toContain("5 calendar days from the transaction; the start day counts as the first");
    expect(text).toContain("rbi-small-fraud-compensation");
    expect(text).not.toContain("RBI/2017-18/15");
    expect(text).not.toContain("RBI/2017-18/109");
    expect(text).not.toContain("rbi-liability-limited");
    expect(text).not.toContain("rbi-liability-under-review");

    const json = inForceJson("2027-01-02");
    expect(json.on).toBe("2027-01-02");
    const thirdParty = json.rules.find((rule) => rule.id === "rbi-liability-third-party");
    expect(thirdParty).toMatchObject({ from: "2027-01-01", window: { days: 5, startDayCounts: true } });
  });

  it("on 2026-12-31 are RBI's 2017 circulars, not its 2026 directions", () => {
    const text = on("2026-12-31");
    expect(text).toContain("RBI/2017-18/15");
    expect(text).toContain("rbi-liability-limited");
    expect(text).toContain("paragraph 6(ii)");
    expect(text).toContain("3 working days from the bank's SMS or e-mail about the transaction");
    expect(text).toContain("rbi-liability-cooperative-banks");
    expect(text).not.toContain("RBI/2026-27/167");
    expect(text).not.toContain("rbi-fraud-directions-2027");
    expect(text).not.toContain("rbi-small-fraud-compensation");

    const json = inForceJson("2026-12-31");
    expect(json.rules.find((rule) => rule.id === "rbi-liability-third-party")?.reference).toContain("RBI/2017-18/15");
  });

  it("give each rule its instrument, reference, paragraph, window, dates, grade and where it was read", () => {
    const text = on("2026-12-31");
    const block = text.split("\n\n").find((part) => part.startsWith("rbi-liability-third-party\n"));
    expect(block).toBe(
      [
        "rbi-liability-third-party",
        "  instrument  Customer Protection – Limiting Liability of Customers in Unauthorised Electronic Banking Transactions (6 July 2017)",
        "  reference   RBI/2017-18/15 (DBR.No.Leg.BC.78/09.07.005/2017-18)",
        "  paragraph   paragraph 6(ii)",
        "  window      3 working days from the bank's SMS or e-mail about the transaction; whether the start day counts is not set",
        "  in force    2017-07-06 to 2026-12-31",
        "  grade       B, read in a verbatim copy of the official text, not yet on the official page",
        `  read at     ${legalRules.find((rule) => rule.id === "rbi-liability-third-party")!.readAt}`,
        "  checked     2026-11-25",
      ].join("\n"),
    );
  });

  it("are one edition an id, chosen from ≤ day ≤ until, both days included", () => {
    const ids = (day: "2026-12-31" | "2027-01-01" | "2027-12-31" | "2028-01-01") =>
      rulesInForceOn(legalRules, day).map((rule) => rule.id);
    for (const day of ["2026-12-31", "2027-01-01"] as const) expect(new Set(ids(day)).size).toBe(ids(day).length);
    expect(ids("2027-12-31")).toContain("rbi-small-fraud-compensation");
    expect(ids("2028-01-01")).not.toContain("rbi-small-fraud-compensation");
  });
});

describe("the rules not yet read on their official page", () => {
  const text = rulesReport({ kind: "unverified", json: false }, legalRules);

  it("are every grade-B rule of every date, each with the official page to open and where it was read", () => {
    const unread = legalRules.filter((rule) => rule.grade === "B");
    expect(unread.length).toBeGreaterThan(0);
    expect(text).toMatch(new RegExp(`^${unread.length} legal rules not yet read on their official page`));
    for (const rule of unread) {
      expect(text).toContain(`    ${rule.id}, ${rule.from ?? "(no start date"}`);
      expect(text).toContain(`Open: ${rule.source}`);
      expect(text).toContain(rule.readAt);
      if (rule.paragraph) expect(text).toContain(rule.paragraph);
    }
    // The 2017 circular's rules ended on 2026-12-31 but still decide earlier transactions.
    expect(text).toContain("    rbi-liability-limited, 2017-07-06 to 2026-12-31, grade B: paragraph 7(ii) and Table 1");
    expect(text).toContain("Open: https://www.rbi.org.in/Scripts/NotificationUser.aspx?Id=13543&Mode=0");
  });

  it("include held money, the e-Zero FIR and Chakshu, each with the official page to open", () => {
    expect(text).toContain("Open: https://mrm-ncrp.mha.gov.in/public-info?tab=faq");
    expect(text).toContain(
      "    mha-money-restoration, (no start date: before any date the site uses) to (no end date), grade B",
    );
    expect(text).toContain("Open: https://pib.gov.in/PressReleasePage.aspx?PRID=2129715");
    expect(text).toContain("    mha-e-zero-fir, 2025-05-19 to (no end date), grade B");
    expect(text).toContain("Open: https://sancharsaathi.gov.in");
    expect(text).toContain("    dot-chakshu, (no start date: before any date the site uses) to (no end date), grade B");
  });

  it("show the reading the site took where the words leave a choice", () => {
    const compensation = legalRules.find((rule) => rule.id === "rbi-small-fraud-compensation")!;
    expect(text).toContain(`      reading taken: ${compensation.reading}`);
  });

  it("leave out the rules read on their official page", () => {
    for (const rule of legalRules.filter((rule) => rule.grade === "A")) {
      expect(text).not.toContain(`    ${rule.id}, ${rule.from ?? "(no start date"}`);
    }
    expect(text).not.toContain("rbi-ombudsman-scheme, 2021-11-12");
    expect(text).not.toContain("i4c-helpline-1930");
  });

  it("come as JSON with the same fields, a null reading where none was taken", () => {
    const json = JSON.parse(rulesReport({ kind: "unverified", json: true }, legalRules)) as {
      unverified: Record<string, unknown>[];
    };
    expect(json.unverified.map((rule) => `${rule.id} ${rule.from}`)).toEqual(
      legalRules.filter((rule) => rule.grade === "B").map((rule) => `${rule.id} ${rule.from}`),
    );
    expect(json.unverified[0]).toMatchObject({ grade: "B", reading: null });
    expect(Object.keys(json.unverified[0]!)).toEqual(
      expect.arrayContaining(["source", "readAt", "reading", "reference", "paragraph", "from", "until"]),
    );
  });

  it("include a grade-C rule too, and say so when every rule was read on its official page", () => {
    const made = (grade: LegalRule["grade"]): LegalRule => ({
      ...legalRules[0],
      grade,
      readAt: "https://www.rbi.org.in/",
    });
    expect(unverifiedRules([made("A"), made("C")]).map((rule) => rule.grade)).toEqual(["C"]);
    expect(rulesReport({ kind: "unverified", json: false }, [made("A")])).toBe(
      "Every legal rule was read on its official page (grade A).",
    );
  });
});

describe("the rules command", () => {
  it("exits with 2 and one line on standard error for a day that does not exist", async () => {
    const child = spawn(process.execPath, ["--import", "tsx", "scripts/rules.ts", "--on", "2027-02-30"], {
      stdio: ["ignore", "pipe", "pipe"],
    });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => child.once("close", resolve));
    expect(code).toBe(2);
    expect(stdout).toBe("");
    expect(stderr).toBe('rules: "2027-02-30" is not a calendar day: give --on as YYYY-MM-DD (e.g. --on 2027-01-02)\n');
  }, 60_000);
});
