import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { legalRules } from "./index";
import { ruleSourceProblems, type LegalRule } from "./rule";

// The grades of docs/content-sources.md ("Grades"): a summary (C) never backs a rule, and a
// verbatim copy (B) names the instrument's number and paragraph so the official page can be
// checked; that file's "Legal rules" table lists every edition of every rule.

const made = (overrides: Partial<LegalRule>): LegalRule => ({
  id: "made-up",
  authority: "RBI",
  instrument: "A made-up circular",
  says: "A made-up rule.",
  window: null,
  from: "2027-01-01",
  until: null,
  source: "https://www.rbi.org.in/",
  reference: "RBI/2026-27/999",
  paragraph: "paragraph 1",
  grade: "B",
  readAt: "A verbatim copy of the circular",
  checked: "2026-12-05",
  evidence: "test",
  ...overrides,
});

describe("the sources of the legal rules", () => {
  it.each(legalRules.map((rule) => [`${rule.id} from ${rule.from ?? "-"}`, rule] as const))(
    "%s rests on an official page or a verbatim copy naming its number and paragraph",
    (_name, rule: LegalRule) => {
      expect(ruleSourceProblems(rule)).toEqual([]);
    },
  );
});

describe("ruleSourceProblems", () => {
  it("refuses a grade-C rule, whatever else it names", () => {
    expect(ruleSourceProblems(made({ grade: "C" }))).toEqual([
      "made-up (from 2027-01-01) is grade C: a summary or a press report never backs a rule",
    ]);
  });

  it("refuses a grade-B rule without the instrument's number", () => {
    expect(ruleSourceProblems(made({ reference: null }))).toEqual([
      "made-up (from 2027-01-01) is grade B without the instrument's number (reference)",
    ]);
    expect(ruleSourceProblems(made({ reference: "  " }))).toHaveLength(1);
  });

  it("refuses a grade-B rule without the paragraph its words were read in", () => {
    expect(ruleSourceProblems(made({ paragraph: null }))).toEqual([
      "made-up (from 2027-01-01) is grade B without the paragraph its words were read in",
    ]);
    expect(ruleSourceProblems(made({ reference: null, paragraph: "" }))).toHaveLength(2);
  });

  it("accepts a grade-B rule that names its number, paragraph and where it was read", () => {
    expect(ruleSourceProblems(made({}))).toEqual([]);
  });

  it("accepts a grade-A rule read on an official page, with no number or paragraph", () => {
    expect(
      ruleSourceProblems(made({ grade: "A", reference: null, paragraph: null, readAt: "https://www.rbi.org.in/x" })),
    ).toEqual([]);
  });

  it("refuses a rule that does not say where it was read, and a grade-A one read elsewhere than a web page", () => {
    expect(ruleSourceProblems(made({ readAt: "" }))).toEqual([
      "made-up (from 2027-01-01) does not say where its words were read (readAt)",
    ]);
    expect(ruleSourceProblems(made({ grade: "A", readAt: "A press report" }))).toHaveLength(1);
  });

  it("refuses an empty reading", () => {
    expect(ruleSourceProblems(made({ reading: " " }))).toEqual(["made-up (from 2027-01-01) has an empty reading"]);
  });
});

/** The rows of the "Legal rules" table of docs/content-sources.md, each as its cells. */
function legalRulesTable(): string[][] {
  const markdown = readFileSync(new URL("../../docs/content-sources.md", import.meta.url), "utf8");
  const section = markdown.split(/^## Legal rules$/m)[1]?.split(/^## /m)[0] ?? "";
  return section
    .split("\n")
    .filter((line) => line.startsWith("|"))
    .map((line) =>
      line
        .slice(1, -1)
        .split("|")
        .map((cell) => cell.trim()),
    )
    .filter(([first]) => first !== "Rule" && !/^-+$/.test(first ?? ""));
}

describe("the Legal rules table of docs/content-sources.md", () => {
  const rows = legalRulesTable();
  // Rule | From | Until | Reference | Paragraph | Grade | Where read | Read on
  const asRow = (rule: LegalRule) => [
    `\`${rule.id}\``,
    rule.from ?? "—",
    rule.until ?? "—",
    rule.reference ?? "—",
    rule.paragraph ?? "—",
    rule.grade,
  ];

  it("lists every edition of every rule (id and first day), and no other", () => {
    const key = (cells: readonly string[]) => `${cells[0]} ${cells[1]}`;
    expect(rows.map(key).sort()).toEqual(legalRules.map((rule) => key(asRow(rule))).sort());
  });

  it("gives each edition's dates, number, paragraph, grade and the day it was read as the rules do", () => {
    for (const rule of legalRules) {
      const row = rows.find((cells) => cells[0] === `\`${rule.id}\`` && cells[1] === (rule.from ?? "—"));
      expect(row?.slice(0, 6), `${rule.id} from ${rule.from ?? "-"}`).toEqual(asRow(rule));
      expect(row?.[6], `${rule.id}: where it was read`).toMatch(/\S/);
      expect(row?.[7], `${rule.id}: the day it was read`).toBe(rule.checked);
    }
  });
});
