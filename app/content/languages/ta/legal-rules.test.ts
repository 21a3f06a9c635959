import { describe, expect, it } from "vitest";
import { addCalendarDays, formatDayIn } from "~/shared/india-time";
import { datesIn } from "~/shared/languages";
import { currentRule, ruleEdition, ruleEditions } from "~/shared/legal-rules";
import { siteTexts } from "../index";
import { ruleTa, ruleVersionTa } from "./legal-rules";

/** The first day of RBI's 2026 directions, and the last day the 2017 circular decides. */
const changeDay = ruleEditions("rbi-fraud-directions-2027")[0]!.from!;
const lastDayBefore = addCalendarDays(changeDay, -1);

describe("the Tamil pages' legal facts", () => {
  it("take their day counts and amounts from the rules the English pages read, for each side of RBI's change", () => {
    const thirdParty = ruleEdition("rbi-liability-third-party", lastDayBefore);
    const limited = ruleEdition("rbi-liability-limited", lastDayBefore);
    const shadowCredit = ruleEdition("rbi-liability-shadow-credit", lastDayBefore);
    const resolution = ruleEdition("rbi-liability-resolution", lastDayBefore);
    const thirdPartyFrom = ruleEdition("rbi-liability-third-party", changeDay);
    const resolutionFrom = ruleEdition("rbi-liability-resolution", changeDay);
    const money = siteTexts.ta.topics["money-scam"].legal.whenToComplain.join(" ");

    expect(money).toContain(`${thirdParty.window?.days} வேலை நாட்களுக்குள்`);
    const limitedTa = ruleVersionTa(limited)!.says;
    expect(limitedTa).toContain(`${limited.window?.days} வேலை நாட்களுக்குள்`);
    for (const amount of limited.says.match(/₹[\d,]+/g) ?? []) expect(limitedTa).toContain(amount);
    expect(money).toContain(`${shadowCredit.window?.days} வேலை நாட்களுக்குள்`);
    expect(money).toContain(`${resolution.window?.days} நாட்களுக்குள்`);
    expect(money).toContain(`${thirdPartyFrom.window?.days} நாட்காட்டி நாட்களுக்குள்`);
    expect(money).toContain(`${resolutionFrom.window?.days} நாட்காட்டி நாட்களுக்குள்`);
    const atm = siteTexts.ta.topics["atm-scam"];
    // "before 1 January 2027 and from that day", the day as the Tamil pages write it.
    expect(atm.meta.description).toContain(
      `${formatDayIn(datesIn("ta").locale, changeDay)} தேதிக்கு முன்னும், அந்த நாள் முதலும்`,
    );
    expect(atm.faqs[1].answer).toContain(`${thirdParty.window?.days} வேலை நாட்களுக்குள்`);
    expect(atm.faqs[1].answer).toContain(`${thirdPartyFrom.window?.days} நாட்காட்டி நாட்களுக்குள்`);
  });

  it("name the month a rule was published in Tamil, from the rule's date", () => {
    const draft = ruleEditions("rbi-liability-under-review")[0]!;
    expect(draft.from).toBe("2026-03-06");
    expect(ruleVersionTa(draft)?.says).toContain("மார்ச் 2026-இல்");
  });

  it("state RBI's 2027 directions, which the Tamil case page shows for a transaction from that day", () => {
    // Every rule a next step can rest on has Tamil words: app/content/languages/case-words.test.ts.
    expect(ruleTa("rbi-fraud-directions-2027", new Date("2027-01-02T12:00:00Z")).says).toContain("1 ஜனவரி 2027");
  });

  it("know no words for a rule version added later, until they are written", () => {
    const later = { ...currentRule("i4c-helpline-1930"), from: "2099-01-01" as const };
    expect(ruleVersionTa(later)).toBeUndefined();
  });
});
