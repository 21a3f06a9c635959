import { describe, expect, it } from "vitest";
import { addCalendarDays, formatDayIn } from "~/shared/india-time";
import { datesIn } from "~/shared/languages";
import { currentRule, ruleEdition, ruleEditions } from "~/shared/legal-rules";
import { siteTexts } from "../index";
import { ruleMr, ruleVersionMr } from "./legal-rules";

/** The first day of RBI's 2026 directions, and the last day the 2017 circular decides. */
const changeDay = ruleEditions("rbi-fraud-directions-2027")[0]!.from!;
const lastDayBefore = addCalendarDays(changeDay, -1);

describe("the Marathi pages' legal facts", () => {
  it("take their day counts and amounts from the rules the English pages read, for each side of RBI's change", () => {
    const thirdParty = ruleEdition("rbi-liability-third-party", lastDayBefore);
    const limited = ruleEdition("rbi-liability-limited", lastDayBefore);
    const shadowCredit = ruleEdition("rbi-liability-shadow-credit", lastDayBefore);
    const resolution = ruleEdition("rbi-liability-resolution", lastDayBefore);
    const thirdPartyFrom = ruleEdition("rbi-liability-third-party", changeDay);
    const resolutionFrom = ruleEdition("rbi-liability-resolution", changeDay);
    const money = siteTexts.mr.topics["money-scam"].legal.whenToComplain.join(" ");

    // A window is the whole "within" phrase (./legal-rules.ts): "3 कामकाजाच्या दिवसांत".
    expect(money).toContain(`${thirdParty.window?.days} कामकाजाच्या दिवसांत`);
    const limitedMr = ruleVersionMr(limited)!.says;
    expect(limitedMr).toContain(`${limited.window?.days} कामकाजाच्या दिवसांत`);
    for (const amount of limited.says.match(/₹[\d,]+/g) ?? []) expect(limitedMr).toContain(amount);
    expect(money).toContain(`${shadowCredit.window?.days} कामकाजाच्या दिवसांत`);
    expect(money).toContain(`${resolution.window?.days} दिवसांत`);
    expect(money).toContain(`${thirdPartyFrom.window?.days} कॅलेंडर दिवसांत`);
    expect(money).toContain(`${resolutionFrom.window?.days} कॅलेंडर दिवसांत`);
    const atm = siteTexts.mr.topics["atm-scam"];
    // "before 1 January 2027 and from that day", the day as the Marathi pages write it, followed by
    // a separate word.
    expect(atm.meta.description).toContain(`${formatDayIn(datesIn("mr").locale, changeDay)} पूर्वी आणि त्या दिवसापासून`);
    expect(atm.faqs[1].answer).toContain(`${thirdParty.window?.days} कामकाजाच्या दिवसांत`);
    expect(atm.faqs[1].answer).toContain(`${thirdPartyFrom.window?.days} कॅलेंडर दिवसांत`);
  });

  it("name the month a rule was published in Marathi, from the rule's date", () => {
    const draft = ruleEditions("rbi-liability-under-review")[0]!;
    expect(draft.from).toBe("2026-03-06");
    expect(ruleVersionMr(draft)?.says).toContain("मार्च 2026 मध्ये");
  });

  it("state RBI's 2027 directions, which the Marathi case page shows for a transaction from that day", () => {
    // Every rule a next step can rest on has Marathi words: app/content/languages/case-words.test.ts.
    expect(ruleMr("rbi-fraud-directions-2027", new Date("2027-01-02T12:00:00Z")).says).toContain("1 जानेवारी 2027");
  });

  it("know no words for a rule version added later, until they are written", () => {
    const later = { ...currentRule("i4c-helpline-1930"), from: "2099-01-01" as const };
    expect(ruleVersionMr(later)).toBeUndefined();
  });
});
