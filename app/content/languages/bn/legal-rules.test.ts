import { describe, expect, it } from "vitest";
import { addCalendarDays, formatDayIn } from "~/shared/india-time";
import { datesIn } from "~/shared/languages";
import { currentRule, ruleEdition, ruleEditions } from "~/shared/legal-rules";
import { siteTexts } from "../index";
import { ruleBn, ruleVersionBn } from "./legal-rules";

/** The first day of RBI's 2026 directions, and the last day the 2017 circular decides. */
const changeDay = ruleEditions("rbi-fraud-directions-2027")[0]!.from!;
const lastDayBefore = addCalendarDays(changeDay, -1);

describe("the Bengali pages' legal facts", () => {
  it("take their day counts and amounts from the rules the English pages read, for each side of RBI's change", () => {
    const thirdParty = ruleEdition("rbi-liability-third-party", lastDayBefore);
    const limited = ruleEdition("rbi-liability-limited", lastDayBefore);
    const shadowCredit = ruleEdition("rbi-liability-shadow-credit", lastDayBefore);
    const resolution = ruleEdition("rbi-liability-resolution", lastDayBefore);
    const thirdPartyFrom = ruleEdition("rbi-liability-third-party", changeDay);
    const resolutionFrom = ruleEdition("rbi-liability-resolution", changeDay);
    const money = siteTexts.bn.topics["money-scam"].legal.whenToComplain.join(" ");

    expect(money).toContain(`${thirdParty.window?.days} কর্মদিবসের মধ্যে`);
    const limitedBn = ruleVersionBn(limited)!.says;
    expect(limitedBn).toContain(`${limited.window?.days} কর্মদিবসের মধ্যে`);
    for (const amount of limited.says.match(/₹[\d,]+/g) ?? []) expect(limitedBn).toContain(amount);
    expect(money).toContain(`${shadowCredit.window?.days} কর্মদিবসের মধ্যে`);
    expect(money).toContain(`${resolution.window?.days} দিনের মধ্যে`);
    expect(money).toContain(`${thirdPartyFrom.window?.days} ক্যালেন্ডার দিনের মধ্যে`);
    expect(money).toContain(`${resolutionFrom.window?.days} ক্যালেন্ডার দিনের মধ্যে`);
    const atm = siteTexts.bn.topics["atm-scam"];
    // "before 1 January 2027 and from that day", the day as the Bengali pages write it.
    expect(atm.meta.description).toContain(`${formatDayIn(datesIn("bn").locale, changeDay)}-এর আগে এবং সেদিন থেকে`);
    expect(atm.faqs[1].answer).toContain(`${thirdParty.window?.days} কর্মদিবসের মধ্যে`);
    expect(atm.faqs[1].answer).toContain(`${thirdPartyFrom.window?.days} ক্যালেন্ডার দিনের মধ্যে`);
  });

  it("name the month a rule was published in Bengali, from the rule's date", () => {
    const draft = ruleEditions("rbi-liability-under-review")[0]!;
    expect(draft.from).toBe("2026-03-06");
    expect(ruleVersionBn(draft)?.says).toContain("মার্চ 2026-এ");
  });

  it("state RBI's 2027 directions, which the Bengali case page shows for a transaction from that day", () => {
    // Every rule a next step can rest on has Bengali words: app/content/languages/case-words.test.ts.
    expect(ruleBn("rbi-fraud-directions-2027", new Date("2027-01-02T12:00:00Z")).says).toContain("1 জানুয়ারি 2027");
  });

  it("know no words for a rule version added later, until they are written", () => {
    const later = { ...currentRule("i4c-helpline-1930"), from: "2099-01-01" as const };
    expect(ruleVersionBn(later)).toBeUndefined();
  });
});
