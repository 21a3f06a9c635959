import { describe, expect, it } from "vitest";
import { addCalendarDays } from "~/shared/india-time";
import { currentRule, ruleEdition, ruleEditions } from "~/shared/legal-rules";
import { siteTexts } from "../index";
import { ruleHi, ruleVersionHi } from "./legal-rules";

/** The first day of RBI's 2026 directions, and the last day the 2017 circular decides. */
const changeDay = ruleEditions("rbi-fraud-directions-2027")[0]!.from!;
const lastDayBefore = addCalendarDays(changeDay, -1);

describe("the Hindi pages' legal facts", () => {
  it("take their day counts and amounts from the rules the English pages read, for each side of RBI's change", () => {
    const thirdParty = ruleEdition("rbi-liability-third-party", lastDayBefore);
    const limited = ruleEdition("rbi-liability-limited", lastDayBefore);
    const shadowCredit = ruleEdition("rbi-liability-shadow-credit", lastDayBefore);
    const resolution = ruleEdition("rbi-liability-resolution", lastDayBefore);
    const thirdPartyFrom = ruleEdition("rbi-liability-third-party", changeDay);
    const resolutionFrom = ruleEdition("rbi-liability-resolution", changeDay);
    const money = siteTexts.hi.topics["money-scam"].legal.whenToComplain.join(" ");

    expect(money).toContain(`${thirdParty.window?.days} कार्य दिवसों के भीतर`);
    const limitedHi = ruleVersionHi(limited)!.says;
    expect(limitedHi).toContain(`${limited.window?.days} कार्य दिवसों के भीतर`);
    for (const amount of limited.says.match(/₹[\d,]+/g) ?? []) expect(limitedHi).toContain(amount);
    expect(money).toContain(`${shadowCredit.window?.days} कार्य दिवसों के भीतर`);
    expect(money).toContain(`${resolution.window?.days} दिनों के भीतर`);
    expect(money).toContain(`${thirdPartyFrom.window?.days} कैलेंडर दिनों के भीतर`);
    expect(money).toContain(`${resolutionFrom.window?.days} कैलेंडर दिनों के भीतर`);
    const atm = siteTexts.hi.topics["atm-scam"];
    expect(atm.meta.description).toContain("1 जनवरी 2027 से पहले और बाद");
    expect(atm.faqs[1].answer).toContain(`${thirdParty.window?.days} कार्य दिवसों के भीतर`);
    expect(atm.faqs[1].answer).toContain(`${thirdPartyFrom.window?.days} कैलेंडर दिनों के भीतर`);
  });

  it("name the month a rule was published in Hindi, from the rule's date", () => {
    const draft = ruleEditions("rbi-liability-under-review")[0]!;
    expect(draft.from).toBe("2026-03-06");
    expect(ruleVersionHi(draft)?.says).toContain("मार्च 2026 में");
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
