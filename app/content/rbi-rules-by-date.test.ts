import { afterEach, describe, expect, it, vi } from "vitest";
import { addCalendarDays, formatDayIn } from "~/shared/india-time";
import { ruleEdition, ruleEditions, type LegalRule } from "~/shared/legal-rules";
import type { SiteText } from "./languages";
import { ruleVersionHi } from "./languages/hi/legal-rules";

// The pages that quote RBI's liability rules are prerendered. They state the 2017 circular "for
// payments before" the day RBI's directions of 24 June 2026 begin and the directions "from" that
// day, each with its own figures, so a page built on 31 December 2026 is still right on
// 1 January 2027. These tests build the pages' words with the clock on each side of midnight,
// India time, and read them as a visitor would.

/** The first day of the directions, and the last day the 2017 circular decides. */
const changeDay = ruleEditions("rbi-fraud-directions-2027")[0]!.from!;
const lastDayBefore = addCalendarDays(changeDay, -1);
const before = (id: Parameters<typeof ruleEdition>[0]): LegalRule => ruleEdition(id, lastDayBefore);
const from = (id: Parameters<typeof ruleEdition>[0]): LegalRule => ruleEdition(id, changeDay);
const hindi = (rule: LegalRule): string => ruleVersionHi(rule)!.says;

const LAST_MINUTE_OF_2026 = "2026-12-31T23:59:00+05:30";
const FIRST_MINUTE_OF_2027 = "2027-01-01T00:00:00+05:30";

/** Every language's words, as a build at `instant` (an ISO time) makes them. */
async function siteTextsBuiltAt(instant: string): Promise<Record<"en" | "hi", SiteText>> {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date(instant));
  vi.resetModules();
  const { siteTexts } = await import("./languages");
  return siteTexts;
}

afterEach(() => {
  vi.useRealTimers();
});

/** A page's words as separate blocks; a law's name and summary read as one. */
function blocks(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (typeof value === "object" && value !== null) {
    if ("name" in value && "summary" in value) return [`${String(value.name)} ${String(value.summary)}`];
    return Object.values(value).flatMap(blocks);
  }
  return [];
}

/** The pages that quote RBI's liability rules, by path, in one language's words. */
function rbiPages(texts: SiteText): Record<string, string[]> {
  return {
    "/services/money-scam": blocks(texts.topics["money-scam"]),
    "/services/atm-scam": blocks(texts.topics["atm-scam"]),
    "/services/fake-calls": blocks(texts.topics["fake-calls"]),
    "/services/phishing-scam": blocks(texts.topics["phishing-scam"]),
    "/services/malware": blocks(texts.topics.malware),
    "/services/theft": blocks(texts.topics.theft),
    "/faq": blocks(texts.faqPage),
    "/learning/manual": blocks(texts.learning.manual),
  };
}

/** How each language opens what it says about each side of the change. */
const openings = {
  en: {
    before: new RegExp(`for payments before ${formatDayIn("en-IN", changeDay)}`, "i"),
    from: new RegExp(`from ${formatDayIn("en-IN", changeDay)}`, "i"),
  },
  hi: {
    before: new RegExp(`${formatDayIn("hi-IN", changeDay)} से पहले के भुगतानों के लिए`),
    from: new RegExp(`${formatDayIn("hi-IN", changeDay)} से(?! पहले)`),
  },
};

/** The parts of a page's blocks that follow `opening`, each up to where the other side's opening begins. */
function saidAfter(page: string[], opening: RegExp, other: RegExp): string[] {
  return page.flatMap((block) =>
    block
      .split(opening)
      .slice(1)
      .map((part) => part.split(other)[0]!),
  );
}

function sides(page: string[], code: "en" | "hi"): { before: string[]; from: string[] } {
  const { before: beforeOpening, from: fromOpening } = openings[code];
  return { before: saidAfter(page, beforeOpening, fromOpening), from: saidAfter(page, fromOpening, beforeOpening) };
}

/** What each side must say on every page that quotes the rules: the window for money taken without approval. */
const reportingWindows = {
  en: {
    before: `within ${before("rbi-liability-third-party").window?.days} working days of the bank's SMS or e-mail about the transaction`,
    from: `within ${from("rbi-liability-third-party").window?.days} calendar days of the transaction (the day of the transaction counts as day 1)`,
  },
  hi: {
    before: `लेन-देन के बारे में बैंक का एसएमएस या ई-मेल मिलने के ${before("rbi-liability-third-party").window?.days} कार्य दिवसों के भीतर`,
    from: `लेन-देन के ${from("rbi-liability-third-party").window?.days} कैलेंडर दिनों के भीतर`,
  },
};

/** The rest of the directions' terms, which the money-scam page, the FAQ and the Citizen Manual state in full. */
const directionsTerms = {
  en: [
    from("rbi-liability-bank-fault").says,
    `within ${from("rbi-liability-resolution").window?.days} calendar days of receiving it`,
    from("rbi-bank-burden-of-proof").says,
    from("rbi-shadow-reversal-credit-card").says,
    "Only your bank pays this. Nobody can charge you a fee to claim it.",
  ],
  hi: [
    hindi(from("rbi-liability-bank-fault")),
    `${from("rbi-liability-resolution").window?.days} कैलेंडर दिनों के भीतर`,
    hindi(from("rbi-bank-burden-of-proof")),
    hindi(from("rbi-shadow-reversal-credit-card")),
    "यह मुआवज़ा केवल आपका बैंक देता है। इसे पाने के लिए कोई भी आपसे कोई फ़ीस नहीं ले सकता।",
  ],
};

/** The compensation for small frauds, with the days it covers. */
const compensation = from("rbi-small-fraud-compensation");
const compensationDays = {
  en: `For frauds from ${formatDayIn("en-IN", compensation.from!)} to ${formatDayIn("en-IN", compensation.until!)}`,
  hi: `${formatDayIn("hi-IN", compensation.from!)} से ${formatDayIn("hi-IN", compensation.until!)} तक हुई धोखाधड़ी`,
};

/** A payment made after being tricked: not covered before, covered under threat from the change day. */
const trickedPayment = {
  en: {
    before: "RBI's liability rules do not cover a payment you made yourself after being tricked",
    from: "a payment you approved because you were threatened or forced, as in a 'digital arrest'",
  },
  hi: {
    before: "धोखे में आकर खुद किए गए भुगतान पर रिज़र्व बैंक के देयता नियम लागू नहीं होते",
    from: "उस भुगतान पर भी लागू होते हैं जिसे आपने धमकी या दबाव में मंज़ूरी दी, जैसे 'डिजिटल अरेस्ट' में",
  },
  always: {
    en: "Whatever the date, tell your bank and call 1930 at once.",
    hi: "तारीख चाहे जो हो, तुरंत अपने बैंक को बताएँ और 1930 पर कॉल करें।",
  },
  /** Every way the pages say that a tricked payment is not covered: each must be said of the 2017 rules. */
  notCovered: {
    en: ["do not cover a payment you made yourself"],
    hi: ["धोखे में आकर खुद किए गए भुगतान पर", "जो आपने धोखे में आकर खुद किया"],
  },
};

/** Wallets of companies that are not banks keep the 2019 rules. */
const walletRulesYear = ruleEdition("rbi-liability-non-bank-wallets", changeDay).from!.slice(0, 4);
const walletsKeep2019Rules = {
  en: `Wallets issued by companies that are not banks keep RBI's ${walletRulesYear} rules, also from ${formatDayIn("en-IN", changeDay)}.`,
  hi: `जो वॉलेट बैंक नहीं, बल्कि दूसरी कंपनियाँ जारी करती हैं, उन पर ${formatDayIn("hi-IN", changeDay)} से भी भारतीय रिज़र्व बैंक के ${walletRulesYear} के नियम ही लागू रहते हैं।`,
};
/** The same, after the wallets' own rules are stated (the Citizen Manual, the money-scam page's law). */
const walletRulesStay = {
  en: `These are RBI's rules of ${walletRulesYear}, and they stay the same from ${formatDayIn("en-IN", changeDay)}.`,
  hi: `ये भारतीय रिज़र्व बैंक के ${walletRulesYear} के नियम हैं, और ${formatDayIn("hi-IN", changeDay)} से भी यही लागू रहते हैं।`,
};

describe.each([
  ["a build in the last minute of 31 December 2026, India time", LAST_MINUTE_OF_2026],
  ["a build in the first minute of 1 January 2027, India time", FIRST_MINUTE_OF_2027],
])("RBI's liability rules, as %s states them", (_name, instant) => {
  it.each(["en", "hi"] as const)(
    "in %s: every page that quotes them gives the window for payments before 1 January 2027 and the one from that day",
    async (code) => {
      const pages = rbiPages((await siteTextsBuiltAt(instant))[code]);
      for (const [path, page] of Object.entries(pages)) {
        const { before: saidBefore, from: saidFrom } = sides(page, code);
        expect(
          saidBefore.some((part) => part.includes(reportingWindows[code].before)),
          `${path}, before`,
        ).toBe(true);
        expect(
          saidFrom.some((part) => part.includes(reportingWindows[code].from)),
          `${path}, from`,
        ).toBe(true);
      }
    },
  );

  it.each(["en", "hi"] as const)(
    "in %s: the money-scam page, the FAQ and the Citizen Manual state the directions' terms from 1 January 2027, the compensation with its dates and who pays it",
    async (code) => {
      const pages = rbiPages((await siteTextsBuiltAt(instant))[code]);
      for (const path of ["/services/money-scam", "/faq", "/learning/manual"]) {
        const { from: saidFrom } = sides(pages[path]!, code);
        for (const term of directionsTerms[code]) {
          expect(
            saidFrom.some((part) => part.includes(term)),
            `${path}: ${term}`,
          ).toBe(true);
        }
        expect(
          pages[path]!.some((block) => block.includes(compensationDays[code])),
          `${path}: compensation`,
        ).toBe(true);
      }
    },
  );

  it.each(["en", "hi"] as const)(
    "in %s: a payment made after being tricked is not covered before 1 January 2027, one approved under threat is from that day, and the pages say to act at once whatever the date",
    async (code) => {
      const pages = rbiPages((await siteTextsBuiltAt(instant))[code]);
      for (const path of ["/services/money-scam", "/services/fake-calls", "/services/malware", "/learning/manual"]) {
        const { before: saidBefore, from: saidFrom } = sides(pages[path]!, code);
        expect(
          saidBefore.some((part) => part.includes(trickedPayment[code].before)),
          `${path}, before`,
        ).toBe(true);
        expect(
          saidFrom.some((part) => part.includes(trickedPayment[code].from)),
          `${path}, from`,
        ).toBe(true);
        expect(
          pages[path]!.some((block) => block.includes(trickedPayment.always[code])),
          path,
        ).toBe(true);
      }
      for (const [path, page] of Object.entries(pages)) {
        const saidBefore = sides(page, code).before.join("\n");
        for (const words of trickedPayment.notCovered[code]) {
          expect(saidBefore.split(words).length, `${path}: "${words}" said only of payments before the change`).toBe(
            page.join("\n").split(words).length,
          );
        }
      }
    },
  );

  it.each(["en", "hi"] as const)(
    "in %s: where the pages mention wallets, wallets of companies that are not banks keep RBI's 2019 rules",
    async (code) => {
      const texts = (await siteTextsBuiltAt(instant))[code];
      for (const slug of ["money-scam", "fake-calls", "phishing-scam", "malware"] as const) {
        expect(texts.topics[slug].legal.whereToComplain.join(" "), slug).toContain(walletsKeep2019Rules[code]);
      }
      expect(texts.faqPage.items[4].answer).toContain(walletsKeep2019Rules[code]);
      expect(blocks(texts.learning.manual).join(" ")).toContain(walletRulesStay[code]);
      expect(blocks(texts.topics["money-scam"].legal.law).join(" ")).toContain(walletRulesStay[code]);
    },
  );
});

describe("RBI's liability rules on the prerendered pages", () => {
  it("read the same whether the pages were built on 31 December 2026 or on 1 January 2027", async () => {
    const december = await siteTextsBuiltAt(LAST_MINUTE_OF_2026);
    const january = await siteTextsBuiltAt(FIRST_MINUTE_OF_2027);
    for (const code of ["en", "hi"] as const) {
      expect(rbiPages(january[code])).toEqual(rbiPages(december[code]));
    }
  });

  it.each([
    ["today", new Date().toISOString()],
    ["31 December 2026", LAST_MINUTE_OF_2026],
    ["1 January 2027", FIRST_MINUTE_OF_2027],
  ])("never mention RBI's draft of March 2026, on a build %s", async (_name, instant) => {
    const texts = await siteTextsBuiltAt(instant);
    const draft = ruleEditions("rbi-liability-under-review");
    const draftWords = [
      ...draft.flatMap((edition) => [edition.says, edition.instrument]),
      ...draft.flatMap((edition) => [ruleVersionHi(edition)!.says, ruleVersionHi(edition)!.instrument]),
    ];
    const everyText = [...blocks(texts.en), ...blocks(texts.hi)];
    for (const words of draftWords) {
      expect(everyText.filter((text) => text.includes(words))).toEqual([]);
    }
    expect(
      everyText.filter((text) => /draft (amendment )?directions|RBI is revising|निर्देशों का मसौदा/i.test(text)),
    ).toEqual([]);
  });
});
