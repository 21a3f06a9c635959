import { describe, expect, it } from "vitest";
import { legalRules } from "~/shared/legal-rules";
import { letterWords } from "~/shared/letters";
import { ruleVersionTe } from "./legal-rules";

// One Telugu name for each version of a rule (docs/decisions/0086): the RBI circular a case's step
// rests on reads the same on the Telugu case page and in the Telugu letter that cites it.

describe("a rule version's Telugu name", () => {
  it("is the same on the case page and in the letters, for every version both can show", () => {
    const letters = letterWords.te;
    const differing: string[] = [];
    let compared = 0;
    for (const rule of legalRules) {
      const onThePage = ruleVersionTe(rule)?.instrument;
      let inTheLetter: string | undefined;
      try {
        inTheLetter = letters.instrument(rule);
      } catch {
        continue; // A version no letter cites.
      }
      if (onThePage === undefined) continue;
      compared += 1;
      if (onThePage !== inTheLetter) differing.push(`${rule.id}@${rule.from}: ${onThePage} | ${inTheLetter}`);
    }
    expect(differing).toEqual([]);
    expect(compared).toBeGreaterThan(10);
  });

  it("is written in Telugu script", () => {
    for (const rule of legalRules) {
      const name = ruleVersionTe(rule)?.instrument;
      if (name !== undefined) expect(name).toMatch(/[\u0C00-\u0C7F]/);
    }
  });
});
