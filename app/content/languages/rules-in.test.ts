import { describe, expect, it } from "vitest";
import { currentRule } from "~/shared/legal-rules";
import { ruleVersionKey } from "~/shared/legal-rules/rule";
import { rulesIn } from "./rules-in";

// The lookups every language other than English reads its rules through: what a page cannot do
// without is an error that names the file to add it to, never a sentence left in English.

const ombudsman = currentRule("rbi-ombudsman-scheme", new Date("2026-12-07T00:00:00Z"));
const helpline = currentRule("i4c-helpline-1930", new Date("2026-12-07T00:00:00Z"));

const testish = rulesIn({
  englishName: "Testish",
  code: "xx",
  words: { [ruleVersionKey(ombudsman)]: { says: () => "Ombudsman words", from: "the reply" } },
  nameOf: (rule) => (rule.id === "rbi-ombudsman-scheme" ? "The Scheme" : undefined),
  windowOf: () => "a window",
});

describe("a language's rules", () => {
  it("gives a version's words, its instrument's name and its window", () => {
    expect(testish.requiredVersion(ombudsman)).toEqual({
      instrument: "The Scheme",
      says: "Ombudsman words",
      window: ombudsman.window ? "a window" : "",
      from: "the reply",
    });
    expect(testish.ruleVersion(ombudsman)).toEqual(testish.requiredVersion(ombudsman));
  });

  it("names the file to add a version's words to, where a page cannot do without them", () => {
    const missing = `No Testish words for legal rule "${helpline.id}" in force from ${helpline.from}: add them to app/content/languages/xx/legal-rules.ts`;
    expect(() => testish.requiredVersion(helpline)).toThrow(missing);
    expect(() => testish.rule("i4c-helpline-1930", new Date("2026-12-07T00:00:00Z"))).toThrow(missing);
    expect(testish.ruleVersion(helpline)).toBeUndefined();
  });
});
