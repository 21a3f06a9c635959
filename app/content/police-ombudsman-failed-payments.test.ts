import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { nextSteps } from "~/shared/case-timeline/next-steps";
import { stepWordsIn } from "~/shared/case-timeline/step-words";
import { currentRule, type LegalRule, type RuleId } from "~/shared/legal-rules";
import { siteTexts, type SiteText } from "./languages";
import { caseWords } from "./languages/case-words";
import { ruleVersionHi } from "./languages/hi/legal-rules";

// The pages state the rules read in December 2026 from the rules module, in English and in Hindi:
// failed ATM withdrawals and transfers, the RBI Ombudsman's windows, what to do when a police
// station refuses a complaint, the rights of a person arrested, IT Act section 72A as a penalty,
// never as a crime with prison, and a platform's 24 hours under IT Rules 3(2)(b) as what the rule
// asks of it.

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
    "/services/malware": texts.topics.malware,
    "/learning/manual": texts.learning.manual,
    "/learning/cyber-awareness": texts.learning["cyber-awareness"],
  };
  return blocks(pages[path]).join("\n");
};

describe.each(["en", "hi"] as const)("the pages in %s", (code) => {
  const texts = siteTexts[code];

  it("state a failed ATM withdrawal's T+5 and a failed UPI or IMPS transfer's T+1, with ₹100 for each day of delay", () => {
    const atm = currentRule("rbi-failed-atm-withdrawal");
    const transfer = currentRule("rbi-failed-upi-imps-transfer");
    const atmPage = page(texts, "/services/atm-scam");
    expect(atmPage).toContain(says("rbi-failed-atm-withdrawal", code));
    expect(atmPage).toContain(says("rbi-failed-upi-imps-transfer", code));
    expect(texts.topics["atm-scam"].faqs[0].answer).toContain(says("rbi-failed-atm-withdrawal", code));
    expect(page(texts, "/services/money-scam")).toContain(says("rbi-failed-upi-imps-transfer", code));
    expect(says("rbi-failed-atm-withdrawal", code)).toContain(`T+${atm.window?.days}`);
    expect(says("rbi-failed-upi-imps-transfer", code)).toContain(`T+${transfer.window?.days}`);
    for (const id of ["rbi-failed-atm-withdrawal", "rbi-failed-upi-imps-transfer"] as const) {
      expect(says(id, code)).toContain("₹100");
    }
  });

  it("give the RBI Ombudsman's 30 and 90 days, its addresses and 14448 wherever they name it", () => {
    const ombudsman = says("rbi-ombudsman-scheme", code);
    for (const figure of ["30", "90", "45", "14448", "cms.rbi.org.in", "crpc@rbi.org.in", "160017"]) {
      expect(ombudsman).toContain(figure);
    }
    for (const path of ["/services/money-scam", "/services/atm-scam", "/learning/manual"]) {
      expect(page(texts, path), path).toContain(ombudsman);
    }
    const when = texts.topics["atm-scam"].legal.whenToComplain.join(" ");
    expect(when).toMatch(
      code === "en" ? /within 90 days of the end of the bank's 30 days/ : /30 दिन .* 90 दिनों के भीतर/,
    );
  });

  it("say what to do when a police station refuses a complaint: the Superintendent of Police by post, then a Magistrate", () => {
    const refusal = says("bnss-173-refusal", code);
    const magistrate = says("bnss-175-magistrate", code);
    for (const [slug, topic] of Object.entries(texts.topics)) {
      const police = topic.legal.whereToComplain.filter((line) => line.includes(refusal));
      if (slug !== "phishing-scam") expect(police, slug).toHaveLength(1);
    }
    for (const path of ["/services/money-scam", "/services/fake-calls", "/learning/manual"]) {
      expect(page(texts, path), path).toContain(magistrate);
    }
    expect(page(texts, "/services/money-scam")).toContain(says("bnss-173-preliminary-enquiry", code));
    expect(texts.caseLetters.page.policeRefuses).toContain(refusal);
    expect(texts.caseLetters.page.policeRefuses).toContain(magistrate);
  });

  it("give the grounds of arrest (section 47) and the 24 hours (section 58) where they say a real arrest happens in person", () => {
    const grounds = says("bnss-47-grounds-of-arrest", code);
    const custody = says("bnss-58-arrest-24-hours", code);
    for (const path of ["/services/fake-calls", "/services/malware", "/learning/cyber-awareness"]) {
      expect(page(texts, path), path).toContain(`${grounds} ${custody}`);
    }
    expect(texts.topics["fake-calls"].faqs[0].answer).toContain(`${grounds} ${custody}`);
    const law = texts.topics["fake-calls"].legal.law.find((entry) => entry.name.includes("47"));
    expect(law?.name).toMatch(/47 .*58/);
  });
});

describe("IT Rules 3(2)(b): a platform's 24 hours", () => {
  // The rule asks the platform to take, within 24 hours of a complaint, all reasonable and
  // practicable measures to remove the content or disable access to it: not to have removed it.
  const said = {
    en: { removing: /\bremov/i, reasonable: "reasonable steps" },
    hi: { removing: /हटा/, reasonable: "उचित कदम" },
  } as const;

  it.each(["en", "hi"] as const)(
    "in %s, every sentence on removing content within 24 hours says reasonable steps",
    (code) => {
      const sentences = blocks(siteTexts[code])
        .flatMap((text) => text.split(/(?<=[.।])\s+/))
        .filter((sentence) => /24 (hours|घंटों)/.test(sentence) && said[code].removing.test(sentence));
      expect(sentences.length).toBeGreaterThanOrEqual(5);
      for (const sentence of sentences) expect(sentence).toContain(said[code].reasonable);
    },
  );
});

describe("IT Act section 72A", () => {
  /** Every block of every page, in every language, that names section 72A. */
  const mentions = (["en", "hi"] as const).flatMap((code) =>
    blocks(siteTexts[code]).filter((text) => /72\s?A\b|72ए|72क/.test(text)),
  );
  /** How the pages say it is no longer a crime; the words of prison may appear only inside these. */
  const notACrime = ["not a crime punished with prison", "यह जेल की सज़ा वाला अपराध नहीं है"];

  it("is named on the pages, in English and in Hindi", () => {
    expect(mentions.some((text) => text.includes("72A"))).toBe(true);
    expect(mentions.some((text) => text.includes("72ए"))).toBe(true);
  });

  it("is never listed as an offence with imprisonment, nor with the old three years or ₹5 lakh", () => {
    for (const text of mentions) {
      const rest = notACrime.reduce((left, words) => left.replaceAll(words, ""), text);
      expect(rest, text).not.toMatch(/prison|imprison|offence|crime|जेल|कारावास|अपराध|सज़ा/i);
      expect(rest, text).not.toMatch(/three years|3 years|5 lakh|तीन साल|5 लाख|पाँच लाख/i);
    }
  });

  it("is cited by no letter", () => {
    const dir = new URL("../../shared/letters/", import.meta.url);
    const sources = readdirSync(dir).filter((name) => name.endsWith(".ts") && !name.includes(".test."));
    expect(sources.length).toBeGreaterThan(3);
    for (const name of sources) {
      expect(readFileSync(new URL(name, dir), "utf8"), name).not.toMatch(/72\s?A\b|72ए|72क/);
    }
  });
});

describe("the case page's Ombudsman step", () => {
  it("gives the scheme's windows and addresses from the rule, with Hindi words for them", () => {
    const now = new Date("2026-12-05T12:00:00+05:30");
    const steps = nextSteps(
      {
        happenedAt: new Date("2026-12-01T10:00:00+05:30"),
        paymentApproval: "taken_without_approval",
        toldBankAt: new Date("2026-12-01T11:00:00+05:30"),
      },
      now,
    );
    const ombudsman = steps.find((step) => step.id === "ombudsman");
    const rule: LegalRule | undefined = ombudsman?.rule ?? undefined;
    expect(rule?.instrument).toContain("2026");
    expect(ombudsman?.detail).toContain("within 90 days of the end of those 30 days");
    expect(ombudsman?.detail).toContain("14448");
    expect(stepWordsIn(caseWords("hi").steps, ombudsman!.says.detail[0]!)).toBe(ruleVersionHi(rule!)?.says);
  });
});
