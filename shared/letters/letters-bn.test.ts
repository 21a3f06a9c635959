import { describe, expect, it } from "vitest";
import { legalRules } from "../legal-rules";
import { bankLetter } from "./bank-letter";
import type { CaseLetter, LetterFacts } from "./case-letter";
import { ist, letterFacts, transaction } from "./letter-facts.fixture";
import { bengaliLetterWords, bengaliRuleWords } from "./bn";
import { caseDocument } from "./index";
import { ombudsmanLetter } from "./ombudsman-letter";
import { policeLetter } from "./police-letter";
import { portalText } from "./portal-text";
import { superintendentLetter } from "./superintendent-letter";

// The letters in Bengali (decision 0042): every part the English letter has, in Bengali script
// apart from names, numbers, references, addresses and the abbreviations a bank or the police
// write in Latin letters, with the same dates, amounts and rules.

const facts = (more: Partial<LetterFacts> = {}): LetterFacts =>
  letterFacts({
    account: "একজন কলার নিজেকে ব্যাংকের কর্মী বলে পরিচয় দেয়, আর আমার অ্যাকাউন্ট থেকে টাকা কেটে যায়।",
    amountLostText: "₹1,50,000",
    helplineCalledAt: ist("2026-11-25T10:20:00"),
    helplineAcknowledgement: "31511250012345",
    portalComplaintFinished: true,
    transactions: [transaction("2026-11-25T10:05:00", "₹1,50,000.00")],
    transactionsTotalText: "₹1,50,000.00",
    evidence: [
      {
        id: "7",
        name: "bank-sms.png",
        bytes: 4000,
        sizeText: "4 KB",
        sha256: "9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08",
        receivedAt: ist("2026-11-25T12:00:00").toISOString(),
        receivedText: "Wed, 25 Nov 2026, 12:00 pm IST",
        removable: true,
      },
    ],
    ...more,
  });

/** The cases the tests draft: each rule regime, each way the money went, with and without the facts. */
const cases: { name: string; facts: LetterFacts; now: Date }[] = [
  { name: "an unauthorised bank transaction in 2026", facts: facts(), now: ist("2026-11-26T09:00:00") },
  {
    name: "one reported to the bank after the zero-liability window",
    facts: facts({ bankToldAt: ist("2026-11-30T11:00:00"), bankReference: "SBI/2026/778" }),
    now: ist("2026-11-30T12:00:00"),
  },
  {
    name: "a payment the victim made",
    facts: facts({ paymentApproval: "paid_myself" }),
    now: ist("2026-11-26T09:00:00"),
  },
  { name: "a non-bank wallet", facts: facts({ paidFrom: "wallet" }), now: ist("2026-11-26T09:00:00") },
  { name: "a co-operative bank", facts: facts({ paidFrom: "cooperative_bank" }), now: ist("2026-11-26T09:00:00") },
  {
    name: "transactions straddling 1 January 2027",
    facts: facts({
      transactions: [
        transaction("2026-12-31T23:00:00", "₹2,000.00"),
        transaction("2027-01-01T09:00:00", "₹3,000.00", { toAccount: "" }),
      ],
      transactionsTotalText: "₹5,000.00",
    }),
    now: ist("2027-01-02T09:00:00"),
  },
  {
    name: "no listed transactions and nothing reported yet",
    facts: facts({
      transactions: [],
      transactionsTotalText: "₹0.00",
      helplineCalledAt: null,
      helplineAcknowledgement: "",
      portalComplaintFinished: false,
      evidence: [],
      paymentApproval: "not_sure",
      timeUnknown: true,
    }),
    now: ist("2026-11-26T09:00:00"),
  },
  { name: "no money lost", facts: facts({ paymentApproval: "no_money_lost" }), now: ist("2026-11-26T09:00:00") },
  { name: "a case before the BNSS", facts: facts(), now: ist("2024-06-30T09:00:00") },
];

/** Every line of a letter, as printed. */
function linesOf(letter: CaseLetter): string[] {
  return [
    ...letter.sender,
    letter.date,
    ...letter.recipient,
    letter.subject,
    letter.salutation,
    ...letter.blocks.flatMap((block) =>
      block.kind === "paragraph" ? [block.text] : block.kind === "requests" ? block.items : [],
    ),
    ...letter.closing,
    ...letter.transactions.map((item) => item.occurredAtText),
    ...letter.evidence.map((file) => file.receivedText),
    ...letter.citations.map((citation) => citation.instrument),
    ...Object.values(bengaliLetterWords.labels),
  ];
}

/** Bengali script, as a letter's words must be written. */
const BENGALI = /[\u0980-\u09FF]/;

/** The abbreviations a Bengali letter keeps in Latin letters, as a phone, a bank or the police write them. */
const LATIN_ABBREVIATIONS = /\b(OTP|PIN|UPI|ATM|KYC|UTR|SMS|PDF|QR|IMEI|FIR|RBI|CERT-In|I4C|BNSS|BNS|IT)\b/g;

/**
 * What a Bengali letter may keep in Latin letters: the case's own names, addresses, numbers and
 * references, the abbreviations above, and a rule's English name in brackets beside its Bengali one
 * (docs/bengali-glossary.md keeps some official names so).
 */
function withoutNamesAndReferences(text: string, from: LetterFacts): string {
  const own = [
    from.name,
    from.email,
    from.city,
    from.state,
    from.account,
    from.bankReference,
    ...from.transactions.flatMap((item) => [item.fromAccount, item.toAccount, item.utr]),
    ...from.evidence.flatMap((file) => [file.name, file.sizeText, file.sha256]),
  ].filter((part) => part !== "");
  let left = text;
  for (const part of own) left = left.replaceAll(part, "");
  for (const rule of legalRules) left = left.replaceAll(`(${rule.instrument})`, "");
  return (
    left
      .replaceAll("cybercrime.gov.in", "")
      .replaceAll("CyberHelp", "")
      .replaceAll("SHA-256", "")
      // RBI's receiving centre in Chandigarh, named in English beside its Bengali name for the post.
      .replaceAll("(Centralised Receipt and Processing Centre)", "")
      .replace(/RBI\/\d{4}-\d{2}\/\d+/g, "")
      // Paragraph numbers of RBI's directions: 76L, 76T(4).
      .replace(/\b\d+[A-Z](\(\d+\))?/g, "")
      .replace(LATIN_ABBREVIATIONS, "")
  );
}

/** "25 Nov 2026" in an English letter, as the Bengali one writes that day: "25 নভেম্বর 2026". */
function bengaliDay(english: string): string {
  const day = new Date(`${english} 12:00 UTC`);
  const month = new Intl.DateTimeFormat("bn-IN", { month: "long", timeZone: "UTC" }).format(day);
  return `${day.getUTCDate()} ${month} ${day.getUTCFullYear()}`;
}

const amountsOf = (text: string) => (text.match(/₹[\d,.]+\d/g) ?? []).sort();
const daysOf = (text: string) =>
  text.match(/\b\d{1,2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4}\b/g) ?? [];

describe.each(cases)("the letters in Bengali, for $name", ({ facts: from, now }) => {
  const builders = [bankLetter, policeLetter, ombudsmanLetter, superintendentLetter];

  it.each(builders.map((build) => [build.name, build] as const))(
    "the %s has every part of the English one, in the same order",
    (_, build) => {
      const english = build(from, now);
      const bengali = build(from, now, legalRules, bengaliLetterWords);
      expect(bengali.blocks.map((block) => block.kind)).toEqual(english.blocks.map((block) => block.kind));
      expect(bengali.blocks.map((block) => (block.kind === "requests" ? block.items.length : 0))).toEqual(
        english.blocks.map((block) => (block.kind === "requests" ? block.items.length : 0)),
      );
      expect(bengali.sender.length).toBe(english.sender.length);
      // A Bengali letter's address opens with "প্রতি," as Indian letters do.
      expect(bengali.recipient.slice(1)).toHaveLength(english.recipient.length);
      expect(bengali.closing).toHaveLength(english.closing.length);
      expect(bengali.transactions.map((item) => [item.amountText, item.utr, item.toAccount])).toEqual(
        english.transactions.map((item) => [item.amountText, item.utr, item.toAccount]),
      );
      expect(bengali.evidence.map((file) => file.sha256)).toEqual(english.evidence.map((file) => file.sha256));
      expect(bengali.citations.map((citation) => citation.source)).toEqual(
        english.citations.map((citation) => citation.source),
      );
    },
  );

  it.each(builders.map((build) => [build.name, build] as const))(
    "the %s is in Bengali script apart from names, numbers, references, addresses and abbreviations",
    (_, build) => {
      const bengali = build(from, now, legalRules, bengaliLetterWords);
      const left = withoutNamesAndReferences(linesOf(bengali).join("\n"), from);
      expect(left.match(/[A-Za-z]+/g) ?? []).toEqual([]);
      expect(left).toMatch(BENGALI);
    },
  );

  it.each(builders.map((build) => [build.name, build] as const))(
    "the %s gives the same amounts and the same days, day first",
    (_, build) => {
      const english = linesOf(build(from, now)).join("\n");
      const bengali = linesOf(build(from, now, legalRules, bengaliLetterWords)).join("\n");
      expect(amountsOf(bengali)).toEqual(amountsOf(english));
      const days = daysOf(english);
      for (const day of days) expect(bengali).toContain(bengaliDay(day));
      expect(daysOf(bengali)).toEqual([]);
    },
  );

  it("the portal's text has the same facts, in Bengali", () => {
    const english = portalText(from, now);
    const bengali = portalText(from, now, legalRules, bengaliLetterWords);
    expect(bengali.text.split("\n")).toHaveLength(english.text.split("\n").length);
    expect(amountsOf(bengali.text)).toEqual(amountsOf(english.text));
    for (const day of daysOf(english.text)) expect(bengali.text).toContain(bengaliDay(day));
    const left = withoutNamesAndReferences(bengali.text, from);
    expect(left.match(/[A-Za-z]+/g) ?? []).toEqual([]);
  });
});

/** A rule version by its id and first day in force, as the letters cite it. */
function ruleVersion(id: string, from: string) {
  const rule = legalRules.find((each) => each.id === id && each.from === from);
  if (!rule) throw new Error(`No legal rule "${id}@${from}"`);
  return rule;
}

/** The Bengali name a letter gives a rule version (shared/legal-rules/names-bn.ts). */
const nameOf = (id: string, from: string) => bengaliRuleWords(ruleVersion(id, from)).instrument;

describe("the Bengali letter's rules", () => {
  it("states the 2017 circular's windows from the rules module, and the dates they give", () => {
    const letter = bankLetter(facts(), ist("2026-11-26T09:00:00"), legalRules, bengaliLetterWords);
    const body = letter.blocks.map((block) => (block.kind === "paragraph" ? block.text : "")).join("\n");
    expect(body).toContain(
      `ভারতীয় রিজার্ভ ব্যাংকের সার্কুলার "${nameOf("rbi-liability-bank-fault", "2017-07-06")}" অনুযায়ী`,
    );
    expect(body).toContain("লেনদেন সম্পর্কে ব্যাংকের SMS বা ই-মেল পাওয়ার 3 কর্মদিবসের মধ্যে");
    expect(body).toContain("এই সময়সীমার মধ্যেই এটি জানানো হচ্ছে।");
    // Reported on Thu 26 Nov 2026: 10 working days, Sundays not counted, as the English letter says.
    expect(body).toContain(
      "বৃহস্পতিবার, 26 নভেম্বর 2026 তারিখে আমার জানানোর 10 কর্মদিবসের মধ্যে, অর্থাৎ মঙ্গলবার, 8 ডিসেম্বর 2026 তারিখের মধ্যে",
    );
    expect(body).toContain("90 দিনের মধ্যে, অর্থাৎ বুধবার, 24 ফেব্রুয়ারি 2027 তারিখের মধ্যে");
  });

  it("changes its windows with the rule: a rule's day count is read, never written here", () => {
    const longer = legalRules.map((rule) =>
      rule.id === "rbi-liability-shadow-credit" && rule.window
        ? { ...rule, window: { ...rule.window, days: 12 } }
        : rule,
    );
    const letter = bankLetter(facts(), ist("2026-11-26T09:00:00"), longer, bengaliLetterWords);
    const body = letter.blocks.map((block) => (block.kind === "paragraph" ? block.text : "")).join("\n");
    expect(body).toContain("12 কর্মদিবসের মধ্যে");
  });

  it("refuses to draft a Bengali letter citing a rule version it has no Bengali for", () => {
    const revised = legalRules.map((rule) =>
      rule.id === "rbi-liability-bank-fault" ? { ...rule, from: "2017-07-07" as const } : rule,
    );
    expect(() => bankLetter(facts(), ist("2026-11-26T09:00:00"), revised, bengaliLetterWords)).toThrow(
      /No Bengali name for legal rule "rbi-liability-bank-fault@2017-07-07"/,
    );
  });

  it("has Bengali for every version of every rule a document can cite", () => {
    const cited = [
      "rbi-liability-bank-fault",
      "rbi-liability-third-party",
      "rbi-liability-limited",
      "rbi-liability-shadow-credit",
      "rbi-liability-cooperative-banks",
      "rbi-liability-non-bank-wallets",
      "rbi-fraud-directions-2027",
      "bnss-173-information",
      "bnss-173-refusal",
      "rbi-ombudsman-scheme",
      "i4c-portal-complaint",
    ];
    for (const rule of legalRules.filter((each) => cited.includes(each.id))) {
      expect(bengaliRuleWords(rule).instrument).toMatch(BENGALI);
      if (rule.window) expect(bengaliRuleWords(rule).from).toMatch(BENGALI);
    }
  });

  it("drafts each kind in the language asked for, English by default", () => {
    const english = caseDocument("bank", facts(), ist("2026-11-26T09:00:00"));
    const bengali = caseDocument("bank", facts(), ist("2026-11-26T09:00:00"), "bn");
    expect(english.kind === "bank" && english.salutation).toBe("Dear Sir or Madam,");
    expect(bengali.kind === "bank" && bengali.salutation).toBe("মহাশয়/মহাশয়া,");
    const portal = caseDocument("portal", facts(), ist("2026-11-26T09:00:00"), "bn");
    expect(portal.kind === "portal" && portal.text).toContain("কী হয়েছে:");
  });

  it("drafts the complaint to the Ombudsman and the letter to the Superintendent of Police in Bengali when asked", () => {
    const ombudsman = caseDocument("ombudsman", facts(), ist("2026-12-28T09:00:00"), "bn");
    const superintendent = caseDocument("superintendent", facts(), ist("2026-12-28T09:00:00"), "bn");
    expect(ombudsman.kind === "ombudsman" && ombudsman.recipient[1]).toBe("RBI-এর ন্যায়পাল");
    expect(superintendent.kind === "superintendent" && superintendent.recipient[1]).toBe("পুলিশ সুপার");
  });
});

describe("the Bengali complaint to the RBI Ombudsman", () => {
  const body = (letter: CaseLetter) =>
    letter.blocks
      .map((block) =>
        block.kind === "paragraph" ? block.text : block.kind === "requests" ? block.items.join(" ") : "",
      )
      .join("\n");

  it("is addressed to the Ombudsman at RBI's receiving centre in Chandigarh", () => {
    const letter = ombudsmanLetter(facts(), ist("2026-12-28T09:00:00"), legalRules, bengaliLetterWords);
    expect(letter.recipient).toEqual([
      "প্রতি,",
      "RBI-এর ন্যায়পাল",
      "মারফত: কেন্দ্রীভূত প্রাপ্তি ও প্রক্রিয়াকরণ কেন্দ্র (Centralised Receipt and Processing Centre)",
      "ভারতীয় রিজার্ভ ব্যাংক, সেন্ট্রাল ভিস্তা, সেক্টর 17",
      "চণ্ডীগড় – 160017",
    ]);
  });

  it("gives the bank complaint's number and day when known, and blanks when not", () => {
    const known = ombudsmanLetter(
      facts({ bankToldAt: ist("2026-11-25T11:00:00"), bankReference: "SBI/2026/778" }),
      ist("2026-12-28T09:00:00"),
      legalRules,
      bengaliLetterWords,
    );
    expect(body(known)).toContain(
      "আমি প্রথমে বুধবার, 25 নভেম্বর 2026 তারিখে ব্যাংককে লিখিতভাবে অভিযোগ জানিয়েছিলাম (অভিযোগ নম্বর SBI/2026/778)।",
    );
    const unknown = ombudsmanLetter(facts(), ist("2026-12-28T09:00:00"), legalRules, bengaliLetterWords);
    expect(body(unknown)).toContain(
      "আমি প্রথমে [অভিযোগের তারিখ] তারিখে ব্যাংককে লিখিতভাবে অভিযোগ জানিয়েছিলাম (অভিযোগ নম্বর [অভিযোগ নম্বর])।",
    );
  });

  it("says that no court or other forum has the grievance, that a police complaint is no such proceeding, and that no advocate files it", () => {
    const text = body(ombudsmanLetter(facts(), ist("2026-12-28T09:00:00"), legalRules, bengaliLetterWords));
    expect(text).toContain(
      "এই একই অভিযোগের বিষয়ে কোনো আদালত, ট্রাইব্যুনাল, সালিশকারী (আর্বিট্রেটর) বা অন্য কোনো ফোরাম কোনো সিদ্ধান্ত দেয়নি",
    );
    expect(text).toContain("এই প্রতারণা নিয়ে পুলিশে করা অভিযোগ বা পুলিশের তদন্ত এমন কোনো কার্যধারা নয়");
    expect(text).toContain("এই অভিযোগ আমি নিজে দাখিল করছি, কোনো আইনজীবীর মাধ্যমে নয়।");
  });

  it("cites the 2026 scheme in Bengali, then the 2017 circular for a 2026 transaction or the 2026 directions for a 2027 one", () => {
    const of2026 = ombudsmanLetter(facts(), ist("2026-12-28T09:00:00"), legalRules, bengaliLetterWords);
    expect(of2026.citations.map((citation) => citation.instrument)).toEqual([
      nameOf("rbi-ombudsman-scheme", "2026-07-01"),
      nameOf("rbi-liability-bank-fault", "2017-07-06"),
    ]);
    expect(of2026.citations.map((citation) => citation.instrument).join("\n")).toMatch(BENGALI);
    const of2027 = ombudsmanLetter(
      facts({ transactions: [transaction("2027-01-03T10:00:00", "₹5,000.00")], transactionsTotalText: "₹5,000.00" }),
      ist("2027-02-20T09:00:00"),
      legalRules,
      bengaliLetterWords,
    );
    // RBI's directions of 24 June 2026, in force from 1 January 2027, under their Bengali name.
    const directions = ["rbi-fraud-directions-2027", "rbi-liability-bank-fault", "rbi-liability-third-party"].map(
      (id) => nameOf(id, "2027-01-01"),
    );
    expect(directions).toContain(of2027.citations[1]?.instrument);
    expect(body(of2027)).toContain("ব্যাংক আমার অভিযোগ পাওয়ার 45 দিনের মধ্যে তার কোনো উত্তর দেয়নি।");
  });
});

describe("the Bengali letter to the Superintendent of Police", () => {
  it("asks for an investigation under section 173(4), and cites 173(4) and 173(1) in Bengali", () => {
    const letter = superintendentLetter(facts(), ist("2026-12-28T09:00:00"), legalRules, bengaliLetterWords);
    const requests = letter.blocks.find((block) => block.kind === "requests");
    expect(requests?.kind === "requests" && requests.items[0]).toContain(
      "ভারতীয় নাগরিক সুরক্ষা সংহিতা, 2023-এর ধারা 173(4)-এর বিধান অনুযায়ী",
    );
    expect(letter.recipient).toEqual(["প্রতি,", "পুলিশ সুপার", "[আপনার জেলার নাম]", "Maharashtra"]);
    expect(letter.citations.map((citation) => citation.instrument)).toEqual([
      nameOf("bnss-173-refusal", "2024-07-01"),
      nameOf("bnss-173-information", "2024-07-01"),
    ]);
    expect(letter.citations.every((citation) => BENGALI.test(citation.instrument))).toBe(true);
  });
});
