import { describe, expect, it } from "vitest";
import { currentRule } from "~/shared/legal-rules";
import { siteTexts } from "../index";
import { ruleHi, ruleVersionHi } from "./legal-rules";

describe("the Hindi pages' legal facts", () => {
  it("take their day counts and amounts from the rules the English pages read", () => {
    const thirdParty = currentRule("rbi-liability-third-party");
    const limited = currentRule("rbi-liability-limited");
    const shadowCredit = currentRule("rbi-liability-shadow-credit");
    const resolution = currentRule("rbi-liability-resolution");
    const money = siteTexts.hi.topics["money-scam"].legal.whenToComplain.join(" ");

    expect(money).toContain(`${thirdParty.window?.days} कार्य दिवसों के भीतर`);
    expect(ruleHi("rbi-liability-limited").says).toContain(`${limited.window?.days} कार्य दिवसों के भीतर`);
    for (const amount of limited.says.match(/₹[\d,]+/g) ?? [])
      expect(ruleHi("rbi-liability-limited").says).toContain(amount);
    expect(money).toContain(`${shadowCredit.window?.days} कार्य दिवसों के भीतर`);
    expect(money).toContain(`${resolution.window?.days} दिनों के भीतर`);
    const atm = siteTexts.hi.topics["atm-scam"];
    expect(atm.meta.description).toContain(`${thirdParty.window?.days} कार्य दिवसों के भीतर`);
    expect(atm.faqs[1].answer).toContain(`${thirdParty.window?.days} कार्य दिवसों के भीतर`);
  });

  it("name the month a rule was published in Hindi, from the rule's date", () => {
    expect(currentRule("rbi-liability-under-review").from).toBe("2026-03-06");
    expect(ruleHi("rbi-liability-under-review").says).toContain("मार्च 2026 में");
  });

  it("state RBI's 2027 directions, which the Hindi case page shows for a transaction from that day", () => {
    // Every rule a next step can rest on has Hindi words: app/content/languages/case-words.test.ts.
    expect(ruleHi("rbi-fraud-directions-2027", new Date("2027-01-02T12:00:00Z")).says).toContain("1 जनवरी 2027");
  });

  it("know no words for a rule version added later, until they are written", () => {
    const later = { ...currentRule("i4c-helpline-1930"), from: "2099-01-01" as const };
    expect(ruleVersionHi(later)).toBeUndefined();
  });
});
