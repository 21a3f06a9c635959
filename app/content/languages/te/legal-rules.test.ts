import { describe, expect, it } from "vitest";
import { addCalendarDays, formatDayIn } from "~/shared/india-time";
import { datesIn } from "~/shared/languages";
import { currentRule, ruleEdition, ruleEditions } from "~/shared/legal-rules";
import { siteTexts } from "../index";
import { ruleTe, ruleVersionTe } from "./legal-rules";

/** The first day of RBI's 2026 directions, and the last day the 2017 circular decides. */
const changeDay = ruleEditions("rbi-fraud-directions-2027")[0]!.from!;
const lastDayBefore = addCalendarDays(changeDay, -1);

describe("the Telugu pages' legal facts", () => {
  it("take their day counts and amounts from the rules the English pages read, for each side of RBI's change", () => {
    const thirdParty = ruleEdition("rbi-liability-third-party", lastDayBefore);
    const limited = ruleEdition("rbi-liability-limited", lastDayBefore);
    const shadowCredit = ruleEdition("rbi-liability-shadow-credit", lastDayBefore);
    const resolution = ruleEdition("rbi-liability-resolution", lastDayBefore);
    const thirdPartyFrom = ruleEdition("rbi-liability-third-party", changeDay);
    const resolutionFrom = ruleEdition("rbi-liability-resolution", changeDay);
    const money = siteTexts.te.topics["money-scam"].legal.whenToComplain.join(" ");

    expect(money).toContain(`${thirdParty.window?.days} పని దినాలలోపు`);
    const limitedTe = ruleVersionTe(limited)!.says;
    expect(limitedTe).toContain(`${limited.window?.days} పని దినాలలోపు`);
    for (const amount of limited.says.match(/₹[\d,]+/g) ?? []) expect(limitedTe).toContain(amount);
    expect(money).toContain(`${shadowCredit.window?.days} పని దినాలలోపు`);
    expect(money).toContain(`${resolution.window?.days} రోజులలోపు`);
    expect(money).toContain(`${thirdPartyFrom.window?.days} క్యాలెండర్ రోజులలోపు`);
    expect(money).toContain(`${resolutionFrom.window?.days} క్యాలెండర్ రోజులలోపు`);
    const atm = siteTexts.te.topics["atm-scam"];
    // The day RBI's rules change, as the Telugu pages write it, followed by a separate word (no
    // ending glued to the date): the words after it are te/topics.ts's.
    expect(atm.meta.description).toContain(`${formatDayIn(datesIn("te").locale, changeDay)} `);
    expect(atm.faqs[1].answer).toContain(`${thirdParty.window?.days} పని దినాలలోపు`);
    expect(atm.faqs[1].answer).toContain(`${thirdPartyFrom.window?.days} క్యాలెండర్ రోజులలోపు`);
  });

  it("name the month a rule was published in Telugu, from the rule's date", () => {
    const draft = ruleEditions("rbi-liability-under-review")[0]!;
    expect(draft.from).toBe("2026-03-06");
    expect(ruleVersionTe(draft)?.says).toContain("మార్చి 2026 నెలలో");
  });

  it("state RBI's 2027 directions, which the Telugu case page shows for a transaction from that day", () => {
    // Every rule a next step can rest on has Telugu words: app/content/languages/case-words.test.ts.
    expect(ruleTe("rbi-fraud-directions-2027", new Date("2027-01-02T12:00:00Z")).says).toContain("1 జనవరి 2027");
  });

  it('give a window as the whole "within" phrase, and what starts it as a plain noun phrase', () => {
    const day = new Date(`${lastDayBefore}T12:00:00+05:30`);
    expect(ruleTe("rbi-liability-third-party", day).window).toBe(
      `${ruleEdition("rbi-liability-third-party", lastDayBefore).window?.days} పని దినాలలోపు`,
    );
    const from = new Date(`${changeDay}T12:00:00+05:30`);
    expect(ruleTe("rbi-liability-third-party", from).window).toBe(
      `${ruleEdition("rbi-liability-third-party", changeDay).window?.days} క్యాలెండర్ రోజులలోపు`,
    );
    expect(ruleTe("rbi-liability-third-party", from).from).toBe("లావాదేవీ జరిగిన రోజు");
  });

  it("write Telugu, in Telugu script", () => {
    const says = ruleTe("i4c-helpline-1930").says;
    expect(says).toMatch(/[\u0C00-\u0C7F]/);
    // Neither Tamil nor Devanagari, the scripts of the files it was modelled on.
    expect(says).not.toMatch(/\p{Script=Tamil}/u);
    expect(says).not.toMatch(/\p{Script=Devanagari}/u);
  });

  it("know no words for a rule version added later, until they are written", () => {
    const later = { ...currentRule("i4c-helpline-1930"), from: "2099-01-01" as const };
    expect(ruleVersionTe(later)).toBeUndefined();
  });
});
