import { describe, expect, it } from "vitest";
import { currentRule, type RuleId } from "~/shared/legal-rules";
import { MONEY_RESTORATION, MONEY_RESTORATION_STEPS } from "~/shared/legal-rules/mha";
import { siteTexts, type SiteText } from "./languages";
import { ruleVersionHi } from "./languages/hi/legal-rules";
import { moneyRestorationStepsHi, reportingRules as reportingRulesHi } from "./languages/hi/reporting-rules";
import { moneyRestorationStepsBn } from "./languages/bn/reporting-rules";
import { moneyRestorationStepsTa } from "./languages/ta/reporting-rules";
import { moneyRestorationStepsMr } from "./languages/mr/reporting-rules";
import { moneyRestorationStepsTe } from "./languages/te/reporting-rules";
import { reportingRules } from "./languages/en/reporting-rules";

// The pages state the Home Ministry's and the Department of Telecommunications' rules read in
// December 2026 from the rules module, in English and in Hindi: how to get back money held after
// a complaint (the Money Restoration Portal), the e-Zero FIR, and Chakshu's 30 days. What was read
// only in summaries or the press (grade C) is not on any page: banks lifting holds after 90 days,
// a lower e-Zero FIR amount, 1909's seven days, the deadline for banks' .bank.in addresses.

type Code = "en" | "hi";

/** A page's words as separate blocks; a law's name and summary read as one. */
function blocks(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (typeof value === "object" && value !== null) {
    if ("name" in value && "summary" in value) return [`${String(value.name)} ${String(value.summary)}`];
    return Object.values(value).flatMap(blocks);
  }
  return [];
}

/** A rule's sentence in a language, as the pages print it. */
function says(id: RuleId, code: Code): string {
  const rule = currentRule(id);
  if (code === "en") return rule.says;
  const hindi = ruleVersionHi(rule);
  if (!hindi) throw new Error(`No Hindi words for ${id}`);
  return hindi.says;
}

const page = (texts: SiteText, path: string): string => {
  const pages: Record<string, unknown> = {
    "/services/money-scam": texts.topics["money-scam"],
    "/services/atm-scam": texts.topics["atm-scam"],
    "/services/fake-calls": texts.topics["fake-calls"],
    "/services/phishing-scam": texts.topics["phishing-scam"],
    "/services/spam-email": texts.topics["spam-email"],
    "/services/malware": texts.topics.malware,
    "/faq": texts.faqPage,
    "/learning/manual": texts.learning.manual,
    "/learning/cyber-safety-tips": texts.learning["cyber-safety-tips"],
    "/learning/daily-digest": texts.learning["daily-digest"],
  };
  if (!(path in pages)) throw new Error(`No page ${path} in this test`);
  return blocks(pages[path]).join("\n");
};

/** The joining words each language's pages share (app/content/languages/en/reporting-rules.ts and its Hindi twin). */
const shared = { en: reportingRules, hi: reportingRulesHi };

describe.each(["en", "hi"] as const)("the pages in %s", (code) => {
  const texts = siteTexts[code];
  const everyBlock = blocks(texts);

  it("say how to get held money back on the Money Restoration Portal, step by step, where they talk of getting money back", () => {
    const restoration = says("mha-money-restoration", code);
    for (const path of ["/services/money-scam", "/faq", "/learning/manual"]) {
      expect(page(texts, path), path).toContain(restoration);
    }
    expect(texts.topics["money-scam"].faqs[0].answer).toContain(restoration);
    const facts =
      code === "en"
        ? ["SMS", "provisionally held", '"Raise Refund Request"', "14-digit acknowledgement number", "OTP"]
        : ["एसएमएस", "अस्थायी रूप से रोकी", "'Raise Refund Request'", "14 अंकों की पावती संख्या", "ओटीपी"];
    const more =
      code === "en"
        ? ["bank account", "indemnity bond", "PAN card", "without an FIR", "an FIR is required", "106(3)"]
        : ["बैंक खाते", "क्षतिपूर्ति बंधपत्र", "पैन कार्ड", "एफ़आईआर के बिना", "एफ़आईआर ज़रूरी है", "106(3)"];
    const days =
      code === "en" ? `${MONEY_RESTORATION.custodyDays} calendar days` : `${MONEY_RESTORATION.custodyDays} कैलेंडर दिनों`;
    const middlemen = code === "en" ? "middlemen or agents" : "बिचौलिये या एजेंट";
    for (const fact of [...facts, ...more, days, middlemen, MONEY_RESTORATION.portal, "₹50,000"]) {
      expect(restoration, fact).toContain(fact);
    }
    // The SMS, then the portal after its date, then the request, in that order.
    const order = facts.map((fact) => restoration.indexOf(fact));
    expect([...order].sort((a, b) => a - b)).toEqual(order);
  });

  it("point to the portal in short where the other money pages say the police and banks can try to hold the money", () => {
    const short = shared[code].moneyRestorationShort;
    expect(short).toContain(MONEY_RESTORATION.portal);
    for (const path of ["/services/atm-scam", "/services/fake-calls", "/services/phishing-scam", "/services/malware"]) {
      expect(page(texts, path), path).toContain(short);
    }
  });

  it("state the e-Zero FIR of 19 May 2025 where they speak of FIRs for money lost, from the rule", () => {
    const eZeroFir = says("mha-e-zero-fir", code);
    for (const path of ["/services/money-scam", "/faq", "/learning/manual"]) {
      expect(page(texts, path), path).toContain(eZeroFir);
    }
    const answer = texts.topics["money-scam"].faqs[1].answer;
    expect(answer).toMatch(code === "en" ? /zero FIR/ : /ज़ीरो एफ़आईआर/);
    expect(answer).toContain(eZeroFir);
    const facts =
      code === "en"
        ? [
            "19 May 2025",
            "Delhi",
            "pilot",
            "1930",
            "cybercrime.gov.in",
            "more than ₹10 lakh",
            "Zero FIR",
            "e-Crime police station",
            "within three days",
            "regular FIR",
          ]
        : [
            "19 मई 2025",
            "दिल्ली",
            "पायलट",
            "1930",
            "cybercrime.gov.in",
            "₹10 लाख से ज़्यादा",
            "ज़ीरो एफ़आईआर",
            "ई-क्राइम पुलिस थाने",
            "तीन दिनों के भीतर",
            "नियमित एफ़आईआर",
          ];
    for (const fact of facts) expect(eZeroFir, fact).toContain(fact);
  });

  it("give Chakshu's 30 days wherever they name Chakshu", () => {
    const chakshu = everyBlock.filter((text) => /Chakshu|चक्षु/.test(text));
    expect(chakshu.length).toBeGreaterThanOrEqual(10);
    const within = code === "en" ? "received in the last 30 days" : "पिछले 30 दिनों में आए";
    for (const text of chakshu) expect(text, text).toContain(within);
    expect(shared[code].chakshuWithin).toContain(within);
    for (const path of [
      "/services/money-scam",
      "/services/fake-calls",
      "/services/phishing-scam",
      "/services/malware",
    ]) {
      expect(page(texts, path), path).toContain(says("dot-chakshu", code));
    }
  });

  it("leave out what only summaries and the press say: a 90-day lift of holds, a lower e-Zero FIR amount, 1909's seven days, a .bank.in deadline", () => {
    const heldMoney = everyBlock.filter((text) =>
      /Money Restoration|provisionally held|मनी रेस्टोरेशन|अस्थायी रूप से रोकी|पैसे रोके जाते/.test(text),
    );
    expect(heldMoney.length).toBeGreaterThanOrEqual(7);
    for (const text of heldMoney) {
      expect(text, text).not.toMatch(/\b90\b|ninety|नब्बे|lift|हटा(?:नी|ना|ई)/i);
      expect(text, text).not.toMatch(/2 January 2026|2 जनवरी 2026/);
    }
    const eZeroFir = everyBlock.filter((text) => /e-Zero FIR|ई-ज़ीरो/.test(text));
    expect(eZeroFir.length).toBeGreaterThanOrEqual(3);
    for (const text of eZeroFir) {
      expect(text, text).not.toMatch(/₹\s?1 lakh|₹\s?1,00,000|1 लाख|एक लाख|November 2025|नवंबर 2025/);
      expect(text, text).not.toMatch(/less than ₹10 lakh|below ₹10 lakh|smaller losses|₹10 लाख से कम/);
    }
    const trai = everyBlock.filter((text) => /1909/.test(text));
    expect(trai.length).toBeGreaterThan(0);
    for (const text of trai) expect(text, text).not.toMatch(/7 days|seven days|7 दिन|सात दिन/);
    const bankIn = everyBlock.filter((text) => /\.bank\.in/.test(text));
    expect(bankIn.length).toBeGreaterThan(0);
    for (const text of bankIn) expect(text, text).not.toMatch(/October 2025|अक्टूबर 2025|RBI\/2025-26\/28/);
  });
});

describe("the held-money, e-Zero FIR and Chakshu rules", () => {
  it("are grade B, cite the official page and were read in December 2026", () => {
    for (const id of ["mha-money-restoration", "mha-e-zero-fir", "dot-chakshu"] as const) {
      const rule = currentRule(id);
      expect(rule.grade, id).toBe("B");
      expect(rule.checked, id).toBe("2026-12-05");
    }
    expect(currentRule("mha-money-restoration").source).toBe("https://mrm-ncrp.mha.gov.in/public-info?tab=faq");
    expect(currentRule("mha-e-zero-fir").source).toBe("https://pib.gov.in/PressReleasePage.aspx?PRID=2129715");
    expect(currentRule("dot-chakshu").source).toBe("https://sancharsaathi.gov.in");
  });
});

describe("the steps for held money, for the case page", () => {
  it("have Hindi words one for one, with the same figures in the same order", () => {
    expect(moneyRestorationStepsHi).toHaveLength(MONEY_RESTORATION_STEPS.length);
    const figures = (text: string) => text.match(/₹[\d,]+|\d+/g) ?? [];
    MONEY_RESTORATION_STEPS.forEach((step, i) => {
      expect(figures(moneyRestorationStepsHi[i]!), step).toEqual(figures(step));
    });
    expect(moneyRestorationStepsHi[2]).toContain("'Raise Refund Request'");
  });

  it.each([
    ["Bengali", moneyRestorationStepsBn],
    ["Tamil", moneyRestorationStepsTa],
    ["Marathi", moneyRestorationStepsMr],
    ["Telugu", moneyRestorationStepsTe],
  ])("have %s words one for one, with the same figures in the same order", (_, steps) => {
    expect(steps).toHaveLength(MONEY_RESTORATION_STEPS.length);
    const figures = (text: string) => text.match(/₹[\d,]+|\d+/g) ?? [];
    MONEY_RESTORATION_STEPS.forEach((step, i) => {
      expect(figures(steps[i]!), step).toEqual(figures(step));
    });
    expect(steps[2]).toContain("'Raise Refund Request'");
  });
});
