import { describe, expect, it } from "vitest";
import { legalRules } from "../legal-rules";
import { bankLetter } from "./bank-letter";
import type { CaseLetter, LetterFacts } from "./case-letter";
import { ist, letterFacts, transaction } from "./letter-facts.fixture";
import { marathiLetterWords, marathiRuleWords } from "./mr";
import { caseDocument } from "./index";
import { ombudsmanLetter } from "./ombudsman-letter";
import { policeLetter } from "./police-letter";
import { portalText } from "./portal-text";
import { superintendentLetter } from "./superintendent-letter";

// The letters in Marathi (decision 0042): every part the English letter has, in Devanagari script
// apart from names, numbers, references, addresses and the abbreviations a bank or the police
// write in Latin letters, with the same dates, amounts and rules, and with Latin digits only.

const facts = (more: Partial<LetterFacts> = {}): LetterFacts =>
  letterFacts({
    account: "एका कॉल करणाऱ्याने स्वतःला बँकेचा कर्मचारी सांगितले, आणि माझ्या खात्यातून पैसे कापले गेले.",
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
    ...Object.values(marathiLetterWords.labels),
  ];
}

/** Devanagari script, as a Marathi letter's words must be written. */
const DEVANAGARI = /[\u0900-\u097F]/;

/** Devanagari digits, which a Marathi letter never uses: its digits stay Latin, as the authorities write them. */
const DEVANAGARI_DIGITS = /[\u0966-\u096F]/;

/** The abbreviations a Marathi letter keeps in Latin letters, as a phone, a bank or the police write them. */
const LATIN_ABBREVIATIONS = /\b(OTP|PIN|UPI|ATM|KYC|UTR|SMS|PDF|QR|IMEI|FIR|RBI|CERT-In|I4C|BNSS|BNS|IT|PPI)\b/g;

/**
 * What a Marathi letter may keep in Latin letters: the case's own names, addresses, numbers and
 * references, the abbreviations above, and a rule's English name in brackets beside its Marathi one
 * (docs/marathi-glossary.md keeps some official names so).
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
      // RBI's receiving centre in Chandigarh, named in English beside its Marathi name for the post.
      .replaceAll("(Centralised Receipt and Processing Centre)", "")
      .replace(/RBI\/\d{4}-\d{2}\/\d+/g, "")
      // Paragraph numbers of RBI's directions: 76L, 76T(4).
      .replace(/\b\d+[A-Z](\(\d+\))?/g, "")
      .replace(LATIN_ABBREVIATIONS, "")
  );
}

/** "25 Nov 2026" in an English letter, as the Marathi one writes that day: "25 नोव्हेंबर 2026". */
function marathiDay(english: string): string {
  const day = new Date(`${english} 12:00 UTC`);
  const month = new Intl.DateTimeFormat("mr-IN", { month: "long", timeZone: "UTC" }).format(day);
  return `${day.getUTCDate()} ${month} ${day.getUTCFullYear()}`;
}

const amountsOf = (text: string) => (text.match(/₹[\d,.]+\d/g) ?? []).sort();
const daysOf = (text: string) =>
  text.match(/\b\d{1,2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4}\b/g) ?? [];

describe.each(cases)("the letters in Marathi, for $name", ({ facts: from, now }) => {
  const builders = [bankLetter, policeLetter, ombudsmanLetter, superintendentLetter];

  it.each(builders.map((build) => [build.name, build] as const))(
    "the %s has every part of the English one, in the same order",
    (_, build) => {
      const english = build(from, now);
      const marathi = build(from, now, legalRules, marathiLetterWords);
      expect(marathi.blocks.map((block) => block.kind)).toEqual(english.blocks.map((block) => block.kind));
      expect(marathi.blocks.map((block) => (block.kind === "requests" ? block.items.length : 0))).toEqual(
        english.blocks.map((block) => (block.kind === "requests" ? block.items.length : 0)),
      );
      expect(marathi.sender.length).toBe(english.sender.length);
      // A Marathi letter's address opens with "प्रति," as Indian letters do.
      expect(marathi.recipient.slice(1)).toHaveLength(english.recipient.length);
      expect(marathi.closing).toHaveLength(english.closing.length);
      expect(marathi.transactions.map((item) => [item.amountText, item.utr, item.toAccount])).toEqual(
        english.transactions.map((item) => [item.amountText, item.utr, item.toAccount]),
      );
      expect(marathi.evidence.map((file) => file.sha256)).toEqual(english.evidence.map((file) => file.sha256));
      expect(marathi.citations.map((citation) => citation.source)).toEqual(
        english.citations.map((citation) => citation.source),
      );
    },
  );

  it.each(builders.map((build) => [build.name, build] as const))(
    "the %s is in Devanagari script apart from names, numbers, references, addresses and abbreviations",
    (_, build) => {
      const marathi = build(from, now, legalRules, marathiLetterWords);
      const left = withoutNamesAndReferences(linesOf(marathi).join("\n"), from);
      expect(left.match(/[A-Za-z]+/g) ?? []).toEqual([]);
      expect(left).toMatch(DEVANAGARI);
      expect(left).not.toMatch(DEVANAGARI_DIGITS);
    },
  );

  it.each(builders.map((build) => [build.name, build] as const))(
    "the %s gives the same amounts and the same days, day first",
    (_, build) => {
      const english = linesOf(build(from, now)).join("\n");
      const marathi = linesOf(build(from, now, legalRules, marathiLetterWords)).join("\n");
      expect(amountsOf(marathi)).toEqual(amountsOf(english));
      const days = daysOf(english);
      for (const day of days) expect(marathi).toContain(marathiDay(day));
      expect(daysOf(marathi)).toEqual([]);
    },
  );

  it("the portal's text has the same facts, in Marathi", () => {
    const english = portalText(from, now);
    const marathi = portalText(from, now, legalRules, marathiLetterWords);
    expect(marathi.text.split("\n")).toHaveLength(english.text.split("\n").length);
    expect(amountsOf(marathi.text)).toEqual(amountsOf(english.text));
    for (const day of daysOf(english.text)) expect(marathi.text).toContain(marathiDay(day));
    const left = withoutNamesAndReferences(marathi.text, from);
    expect(left.match(/[A-Za-z]+/g) ?? []).toEqual([]);
    expect(left).toMatch(DEVANAGARI);
    expect(left).not.toMatch(DEVANAGARI_DIGITS);
  });
});

/** A rule version by its id and first day in force, as the letters cite it. */
function ruleVersion(id: string, from: string) {
  const rule = legalRules.find((each) => each.id === id && each.from === from);
  if (!rule) throw new Error(`No legal rule "${id}@${from}"`);
  return rule;
}

/** The Marathi name a letter gives a rule version (shared/legal-rules/names-mr.ts). */
const nameOf = (id: string, from: string) => marathiRuleWords(ruleVersion(id, from)).instrument;

describe("the Marathi letter's rules", () => {
  it("states the 2017 circular's windows from the rules module, and the dates they give", () => {
    const letter = bankLetter(facts(), ist("2026-11-26T09:00:00"), legalRules, marathiLetterWords);
    const body = letter.blocks.map((block) => (block.kind === "paragraph" ? block.text : "")).join("\n");
    expect(body).toContain(`भारतीय रिझर्व्ह बँकेच्या "${nameOf("rbi-liability-bank-fault", "2017-07-06")}" या परिपत्रकानुसार`);
    expect(body).toContain("व्यवहाराबद्दल बँकेचा SMS किंवा ई-मेल मिळाल्यापासून 3 कामकाजाच्या दिवसांत");
    expect(body).toContain("या व्यवहाराची सूचना याच मुदतीत दिली जात आहे.");
    // Reported on Thu 26 Nov 2026: 10 working days, Sundays not counted, as the English letter says.
    expect(body).toContain(
      "दिनांक गुरुवार, 26 नोव्हेंबर 2026 रोजी दिलेल्या माझ्या सूचनेपासून 10 कामकाजाच्या दिवसांत, म्हणजेच मंगळवार, 8 डिसेंबर 2026 पर्यंत",
    );
    expect(body).toContain("90 दिवसांत, म्हणजेच बुधवार, 24 फेब्रुवारी 2027 पर्यंत");
  });

  it("changes its windows with the rule: a rule's day count is read, never written here", () => {
    const longer = legalRules.map((rule) =>
      rule.id === "rbi-liability-shadow-credit" && rule.window
        ? { ...rule, window: { ...rule.window, days: 12 } }
        : rule,
    );
    const letter = bankLetter(facts(), ist("2026-11-26T09:00:00"), longer, marathiLetterWords);
    const body = letter.blocks.map((block) => (block.kind === "paragraph" ? block.text : "")).join("\n");
    expect(body).toContain("12 कामकाजाच्या दिवसांत");
  });

  it("refuses to draft a Marathi letter citing a rule version it has no Marathi for", () => {
    const revised = legalRules.map((rule) =>
      rule.id === "rbi-liability-bank-fault" ? { ...rule, from: "2017-07-07" as const } : rule,
    );
    expect(() => bankLetter(facts(), ist("2026-11-26T09:00:00"), revised, marathiLetterWords)).toThrow(
      /No Marathi name for legal rule "rbi-liability-bank-fault@2017-07-07"/,
    );
  });

  it("has Marathi for every version of every rule a document can cite", () => {
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
      expect(marathiRuleWords(rule).instrument).toMatch(DEVANAGARI);
      if (rule.window) expect(marathiRuleWords(rule).from).toMatch(DEVANAGARI);
    }
  });

  it("drafts each kind in the language asked for, English by default", () => {
    const english = caseDocument("bank", facts(), ist("2026-11-26T09:00:00"));
    const marathi = caseDocument("bank", facts(), ist("2026-11-26T09:00:00"), "mr");
    expect(english.kind === "bank" && english.salutation).toBe("Dear Sir or Madam,");
    expect(marathi.kind === "bank" && marathi.salutation).toBe("महोदय/महोदया,");
    const portal = caseDocument("portal", facts(), ist("2026-11-26T09:00:00"), "mr");
    expect(portal.kind === "portal" && portal.text).toContain("काय घडले:");
  });

  it("drafts the complaint to the Ombudsman and the letter to the Superintendent of Police in Marathi when asked", () => {
    const ombudsman = caseDocument("ombudsman", facts(), ist("2026-12-28T09:00:00"), "mr");
    const superintendent = caseDocument("superintendent", facts(), ist("2026-12-28T09:00:00"), "mr");
    expect(ombudsman.kind === "ombudsman" && ombudsman.recipient[1]).toBe("मा. RBI लोकपाल");
    expect(superintendent.kind === "superintendent" && superintendent.recipient[1]).toBe("मा. पोलीस अधीक्षक");
  });
});

describe("the Marathi complaint to the RBI Ombudsman", () => {
  const body = (letter: CaseLetter) =>
    letter.blocks
      .map((block) =>
        block.kind === "paragraph" ? block.text : block.kind === "requests" ? block.items.join(" ") : "",
      )
      .join("\n");

  it("is addressed to the Ombudsman at RBI's receiving centre in Chandigarh", () => {
    const letter = ombudsmanLetter(facts(), ist("2026-12-28T09:00:00"), legalRules, marathiLetterWords);
    expect(letter.recipient).toEqual([
      "प्रति,",
      "मा. RBI लोकपाल",
      "द्वारा: केंद्रीकृत स्वीकृती व प्रक्रिया केंद्र (Centralised Receipt and Processing Centre)",
      "भारतीय रिझर्व्ह बँक, सेंट्रल व्हिस्टा, सेक्टर 17",
      "चंदीगड – 160017",
    ]);
  });

  it("gives the bank complaint's number and day when known, and blanks when not", () => {
    const known = ombudsmanLetter(
      facts({ bankToldAt: ist("2026-11-25T11:00:00"), bankReference: "SBI/2026/778" }),
      ist("2026-12-28T09:00:00"),
      legalRules,
      marathiLetterWords,
    );
    expect(body(known)).toContain(
      "मी सर्वप्रथम बुधवार, 25 नोव्हेंबर 2026 रोजी बँकेला लेखी तक्रार दिली होती (तक्रार क्रमांक SBI/2026/778).",
    );
    const unknown = ombudsmanLetter(facts(), ist("2026-12-28T09:00:00"), legalRules, marathiLetterWords);
    expect(body(unknown)).toContain(
      "मी सर्वप्रथम [तक्रारीचा दिनांक] रोजी बँकेला लेखी तक्रार दिली होती (तक्रार क्रमांक [तक्रार क्रमांक]).",
    );
  });

  it("says that no court or other forum has the grievance, that a police complaint is no such proceeding, and that no advocate files it", () => {
    const text = body(ombudsmanLetter(facts(), ist("2026-12-28T09:00:00"), legalRules, marathiLetterWords));
    expect(text).toContain(
      "याच तक्रारीबाबत कोणत्याही न्यायालयाने, न्यायाधिकरणाने (ट्रिब्युनल), लवादाने (आर्बिट्रेटर) किंवा इतर कोणत्याही मंचाने निर्णय दिलेला नाही",
    );
    expect(text).toContain("या फसवणुकीबाबत पोलिसांकडे केलेली तक्रार किंवा पोलिसांचा तपास ही अशी कार्यवाही नाही");
    expect(text).toContain("ही तक्रार मी स्वतः सादर करत आहे, कोणत्याही वकिलामार्फत नाही.");
  });

  it("cites the 2026 scheme in Marathi, then the 2017 circular for a 2026 transaction or the 2026 directions for a 2027 one", () => {
    const of2026 = ombudsmanLetter(facts(), ist("2026-12-28T09:00:00"), legalRules, marathiLetterWords);
    expect(of2026.citations.map((citation) => citation.instrument)).toEqual([
      nameOf("rbi-ombudsman-scheme", "2026-07-01"),
      nameOf("rbi-liability-bank-fault", "2017-07-06"),
    ]);
    expect(of2026.citations.map((citation) => citation.instrument).join("\n")).toMatch(DEVANAGARI);
    const of2027 = ombudsmanLetter(
      facts({ transactions: [transaction("2027-01-03T10:00:00", "₹5,000.00")], transactionsTotalText: "₹5,000.00" }),
      ist("2027-02-20T09:00:00"),
      legalRules,
      marathiLetterWords,
    );
    // RBI's directions of 24 June 2026, in force from 1 January 2027, under their Marathi name.
    const directions = ["rbi-fraud-directions-2027", "rbi-liability-bank-fault", "rbi-liability-third-party"].map(
      (id) => nameOf(id, "2027-01-01"),
    );
    expect(directions).toContain(of2027.citations[1]?.instrument);
    expect(body(of2027)).toContain("बँकेने माझी तक्रार मिळाल्यापासून 45 दिवसांत तिला कोणतेही उत्तर दिलेले नाही.");
  });
});

describe("the Marathi letter to the Superintendent of Police", () => {
  it("asks for an investigation under section 173(4), and cites 173(4) and 173(1) in Marathi", () => {
    const letter = superintendentLetter(facts(), ist("2026-12-28T09:00:00"), legalRules, marathiLetterWords);
    const requests = letter.blocks.find((block) => block.kind === "requests");
    expect(requests?.kind === "requests" && requests.items[0]).toContain(
      "भारतीय नागरिक सुरक्षा संहिता, 2023 च्या कलम 173(4) मधील तरतुदीनुसार",
    );
    expect(letter.recipient).toEqual(["प्रति,", "मा. पोलीस अधीक्षक", "[तुमच्या जिल्ह्याचे नाव]", "Maharashtra"]);
    expect(letter.citations.map((citation) => citation.instrument)).toEqual([
      nameOf("bnss-173-refusal", "2024-07-01"),
      nameOf("bnss-173-information", "2024-07-01"),
    ]);
    expect(letter.citations.every((citation) => DEVANAGARI.test(citation.instrument))).toBe(true);
  });
});
