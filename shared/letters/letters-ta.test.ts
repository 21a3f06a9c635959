import { describe, expect, it } from "vitest";
import { legalRules } from "../legal-rules";
import { bankLetter } from "./bank-letter";
import type { CaseLetter, LetterFacts } from "./case-letter";
import { ist, letterFacts, transaction } from "./letter-facts.fixture";
import { tamilLetterWords, tamilRuleWords } from "./ta";
import { caseDocument } from "./index";
import { ombudsmanLetter } from "./ombudsman-letter";
import { policeLetter } from "./police-letter";
import { portalText } from "./portal-text";
import { superintendentLetter } from "./superintendent-letter";

// The letters in Tamil (decision 0042): every part the English letter has, in Tamil script apart
// from names, numbers, references, addresses and the abbreviations a bank or the police write in
// Latin letters, with the same dates, amounts and rules.

const facts = (more: Partial<LetterFacts> = {}): LetterFacts =>
  letterFacts({
    account: "ஒருவர் தன்னை வங்கி ஊழியர் என்று சொல்லி அழைத்தார்; பிறகு என் கணக்கிலிருந்து பணம் எடுக்கப்பட்டது.",
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
    ...Object.values(tamilLetterWords.labels),
  ];
}

/** Tamil script, as a letter's words must be written. */
const TAMIL = /[\u0B80-\u0BFF]/;

/** The abbreviations a Tamil letter keeps in Latin letters, as a phone, a bank or the police write them. */
const LATIN_ABBREVIATIONS = /\b(OTP|PIN|UPI|ATM|KYC|UTR|SMS|PDF|QR|IMEI|FIR|RBI|CERT-In|I4C|BNSS|BNS|IT|PPI)\b/g;

/**
 * What a Tamil letter may keep in Latin letters: the case's own names, addresses, numbers and
 * references, the abbreviations above, and a rule's English name in brackets beside its Tamil one
 * (docs/tamil-glossary.md keeps some official names so).
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
      // RBI's receiving centre in Chandigarh, named in English beside its Tamil name for the post.
      .replaceAll("(Centralised Receipt and Processing Centre)", "")
      .replace(/RBI\/\d{4}-\d{2}\/\d+/g, "")
      // Paragraph numbers of RBI's directions: 76L, 76T(4).
      .replace(/\b\d+[A-Z](\(\d+\))?/g, "")
      .replace(LATIN_ABBREVIATIONS, "")
  );
}

/** "25 Nov 2026" in an English letter, as the Tamil one writes that day: "25 நவம்பர் 2026". */
function tamilDay(english: string): string {
  const day = new Date(`${english} 12:00 UTC`);
  const month = new Intl.DateTimeFormat("ta-IN", { month: "long", timeZone: "UTC" }).format(day);
  return `${day.getUTCDate()} ${month} ${day.getUTCFullYear()}`;
}

const amountsOf = (text: string) => (text.match(/₹[\d,.]+\d/g) ?? []).sort();
const daysOf = (text: string) =>
  text.match(/\b\d{1,2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4}\b/g) ?? [];

describe.each(cases)("the letters in Tamil, for $name", ({ facts: from, now }) => {
  const builders = [bankLetter, policeLetter, ombudsmanLetter, superintendentLetter];

  it.each(builders.map((build) => [build.name, build] as const))(
    "the %s has every part of the English one, in the same order",
    (_, build) => {
      const english = build(from, now);
      const tamil = build(from, now, legalRules, tamilLetterWords);
      expect(tamil.blocks.map((block) => block.kind)).toEqual(english.blocks.map((block) => block.kind));
      expect(tamil.blocks.map((block) => (block.kind === "requests" ? block.items.length : 0))).toEqual(
        english.blocks.map((block) => (block.kind === "requests" ? block.items.length : 0)),
      );
      expect(tamil.sender.length).toBe(english.sender.length);
      // A Tamil letter's address opens with "பெறுநர்," as Indian letters do.
      expect(tamil.recipient.slice(1)).toHaveLength(english.recipient.length);
      expect(tamil.closing).toHaveLength(english.closing.length);
      expect(tamil.transactions.map((item) => [item.amountText, item.utr, item.toAccount])).toEqual(
        english.transactions.map((item) => [item.amountText, item.utr, item.toAccount]),
      );
      expect(tamil.evidence.map((file) => file.sha256)).toEqual(english.evidence.map((file) => file.sha256));
      expect(tamil.citations.map((citation) => citation.source)).toEqual(
        english.citations.map((citation) => citation.source),
      );
    },
  );

  it.each(builders.map((build) => [build.name, build] as const))(
    "the %s is in Tamil script apart from names, numbers, references, addresses and abbreviations",
    (_, build) => {
      const tamil = build(from, now, legalRules, tamilLetterWords);
      const left = withoutNamesAndReferences(linesOf(tamil).join("\n"), from);
      expect(left.match(/[A-Za-z]+/g) ?? []).toEqual([]);
      expect(left).toMatch(TAMIL);
    },
  );

  it.each(builders.map((build) => [build.name, build] as const))(
    "the %s gives the same amounts and the same days, day first",
    (_, build) => {
      const english = linesOf(build(from, now)).join("\n");
      const tamil = linesOf(build(from, now, legalRules, tamilLetterWords)).join("\n");
      expect(amountsOf(tamil)).toEqual(amountsOf(english));
      const days = daysOf(english);
      for (const day of days) expect(tamil).toContain(tamilDay(day));
      expect(daysOf(tamil)).toEqual([]);
    },
  );

  it("the portal's text has the same facts, in Tamil", () => {
    const english = portalText(from, now);
    const tamil = portalText(from, now, legalRules, tamilLetterWords);
    expect(tamil.text.split("\n")).toHaveLength(english.text.split("\n").length);
    expect(amountsOf(tamil.text)).toEqual(amountsOf(english.text));
    for (const day of daysOf(english.text)) expect(tamil.text).toContain(tamilDay(day));
    const left = withoutNamesAndReferences(tamil.text, from);
    expect(left.match(/[A-Za-z]+/g) ?? []).toEqual([]);
  });
});

/** A rule version by its id and first day in force, as the letters cite it. */
function ruleVersion(id: string, from: string) {
  const rule = legalRules.find((each) => each.id === id && each.from === from);
  if (!rule) throw new Error(`No legal rule "${id}@${from}"`);
  return rule;
}

/** The Tamil name a letter gives a rule version (shared/legal-rules/names-ta.ts). */
const nameOf = (id: string, from: string) => tamilRuleWords(ruleVersion(id, from)).instrument;

describe("the Tamil letter's rules", () => {
  it("states the 2017 circular's windows from the rules module, and the dates they give", () => {
    const letter = bankLetter(facts(), ist("2026-11-26T09:00:00"), legalRules, tamilLetterWords);
    const body = letter.blocks.map((block) => (block.kind === "paragraph" ? block.text : "")).join("\n");
    expect(body).toContain(
      `இந்திய ரிசர்வ் வங்கியின் "${nameOf("rbi-liability-bank-fault", "2017-07-06")}" என்ற சுற்றறிக்கையின்படி`,
    );
    expect(body).toContain(
      "பரிவர்த்தனை குறித்து வங்கியின் SMS அல்லது மின்னஞ்சல் எனக்குக் கிடைத்த நாள் முதல் 3 வேலை நாட்களுக்குள் தெரிவிக்கப்பட்டிருந்தால்",
    );
    expect(body).toContain("அந்தக் காலத்துக்குள்ளேயே இதைத் தெரிவிக்கிறேன்.");
    // Reported on Thu 26 Nov 2026: 10 working days, Sundays not counted, as the English letter says.
    expect(body).toContain(
      "நான் வியாழன், 26 நவம்பர் 2026 அன்று தெரிவித்ததிலிருந்து 10 வேலை நாட்களுக்குள், அதாவது செவ்வாய், 8 டிசம்பர் 2026 அன்று அல்லது அதற்கு முன்",
    );
    expect(body).toContain("90 நாட்களுக்குள், அதாவது புதன், 24 பிப்ரவரி 2027 அன்று அல்லது அதற்கு முன்");
  });

  it("changes its windows with the rule: a rule's day count is read, never written here", () => {
    const longer = legalRules.map((rule) =>
      rule.id === "rbi-liability-shadow-credit" && rule.window
        ? { ...rule, window: { ...rule.window, days: 12 } }
        : rule,
    );
    const letter = bankLetter(facts(), ist("2026-11-26T09:00:00"), longer, tamilLetterWords);
    const body = letter.blocks.map((block) => (block.kind === "paragraph" ? block.text : "")).join("\n");
    expect(body).toContain("12 வேலை நாட்களுக்குள்");
  });

  it("refuses to draft a Tamil letter citing a rule version it has no Tamil for", () => {
    const revised = legalRules.map((rule) =>
      rule.id === "rbi-liability-bank-fault" ? { ...rule, from: "2017-07-07" as const } : rule,
    );
    expect(() => bankLetter(facts(), ist("2026-11-26T09:00:00"), revised, tamilLetterWords)).toThrow(
      /No Tamil name for legal rule "rbi-liability-bank-fault@2017-07-07"/,
    );
  });

  it("has Tamil for every version of every rule a document can cite", () => {
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
      expect(tamilRuleWords(rule).instrument).toMatch(TAMIL);
      if (rule.window) expect(tamilRuleWords(rule).from).toMatch(TAMIL);
    }
  });

  it("drafts each kind in the language asked for, English by default", () => {
    const english = caseDocument("bank", facts(), ist("2026-11-26T09:00:00"));
    const tamil = caseDocument("bank", facts(), ist("2026-11-26T09:00:00"), "ta");
    expect(english.kind === "bank" && english.salutation).toBe("Dear Sir or Madam,");
    expect(tamil.kind === "bank" && tamil.salutation).toBe("மதிப்பிற்குரிய ஐயா/அம்மா,");
    const portal = caseDocument("portal", facts(), ist("2026-11-26T09:00:00"), "ta");
    expect(portal.kind === "portal" && portal.text).toContain("என்ன நடந்தது:");
  });

  it("drafts the complaint to the Ombudsman and the letter to the Superintendent of Police in Tamil when asked", () => {
    const ombudsman = caseDocument("ombudsman", facts(), ist("2026-12-28T09:00:00"), "ta");
    const superintendent = caseDocument("superintendent", facts(), ist("2026-12-28T09:00:00"), "ta");
    expect(ombudsman.kind === "ombudsman" && ombudsman.recipient[1]).toBe("RBI குறைதீர்ப்பாளர்");
    expect(superintendent.kind === "superintendent" && superintendent.recipient[1]).toBe("காவல் கண்காணிப்பாளர்");
  });
});

describe("the Tamil complaint to the RBI Ombudsman", () => {
  const body = (letter: CaseLetter) =>
    letter.blocks
      .map((block) =>
        block.kind === "paragraph" ? block.text : block.kind === "requests" ? block.items.join(" ") : "",
      )
      .join("\n");

  it("is addressed to the Ombudsman at RBI's receiving centre in Chandigarh", () => {
    const letter = ombudsmanLetter(facts(), ist("2026-12-28T09:00:00"), legalRules, tamilLetterWords);
    expect(letter.recipient).toEqual([
      "பெறுநர்,",
      "RBI குறைதீர்ப்பாளர்",
      "மத்திய பெறுதல் மற்றும் செயலாக்க மையம் (Centralised Receipt and Processing Centre) வழியாக",
      "இந்திய ரிசர்வ் வங்கி, சென்ட்ரல் விஸ்டா, செக்டர் 17",
      "சண்டிகர் – 160017",
    ]);
  });

  it("gives the bank complaint's number and day when known, and blanks when not", () => {
    const known = ombudsmanLetter(
      facts({ bankToldAt: ist("2026-11-25T11:00:00"), bankReference: "SBI/2026/778" }),
      ist("2026-12-28T09:00:00"),
      legalRules,
      tamilLetterWords,
    );
    expect(body(known)).toContain(
      "நான் முதலில் புதன், 25 நவம்பர் 2026 அன்று வங்கிக்கு எழுத்து மூலம் புகார் அளித்தேன் (புகார் எண்: SBI/2026/778).",
    );
    const unknown = ombudsmanLetter(facts(), ist("2026-12-28T09:00:00"), legalRules, tamilLetterWords);
    expect(body(unknown)).toContain(
      "நான் முதலில் [புகாரின் தேதி] அன்று வங்கிக்கு எழுத்து மூலம் புகார் அளித்தேன் (புகார் எண்: [புகார் எண்]).",
    );
  });

  it("says that no court or other forum has the grievance, that a police complaint is no such proceeding, and that no advocate files it", () => {
    const text = body(ombudsmanLetter(facts(), ist("2026-12-28T09:00:00"), legalRules, tamilLetterWords));
    expect(text).toContain(
      "இதே குறை குறித்து எந்த நீதிமன்றமும், தீர்ப்பாயமும், நடுவரும் (ஆர்பிட்ரேட்டர்) அல்லது வேறு எந்த அமைப்பும் முடிவு எதுவும் அளிக்கவில்லை",
    );
    expect(text).toContain("இந்த மோசடி குறித்த காவல்துறைப் புகாரோ காவல்துறை விசாரணையோ அத்தகைய நடவடிக்கை அல்ல");
    expect(text).toContain("இந்தப் புகாரை நானே நேரடியாக அளிக்கிறேன்; எந்த வழக்கறிஞர் மூலமும் அல்ல.");
  });

  it("cites the 2026 scheme in Tamil, then the 2017 circular for a 2026 transaction or the 2026 directions for a 2027 one", () => {
    const of2026 = ombudsmanLetter(facts(), ist("2026-12-28T09:00:00"), legalRules, tamilLetterWords);
    expect(of2026.citations.map((citation) => citation.instrument)).toEqual([
      nameOf("rbi-ombudsman-scheme", "2026-07-01"),
      nameOf("rbi-liability-bank-fault", "2017-07-06"),
    ]);
    expect(of2026.citations.map((citation) => citation.instrument).join("\n")).toMatch(TAMIL);
    const of2027 = ombudsmanLetter(
      facts({ transactions: [transaction("2027-01-03T10:00:00", "₹5,000.00")], transactionsTotalText: "₹5,000.00" }),
      ist("2027-02-20T09:00:00"),
      legalRules,
      tamilLetterWords,
    );
    // RBI's directions of 24 June 2026, in force from 1 January 2027, under their Tamil name.
    const directions = ["rbi-fraud-directions-2027", "rbi-liability-bank-fault", "rbi-liability-third-party"].map(
      (id) => nameOf(id, "2027-01-01"),
    );
    expect(directions).toContain(of2027.citations[1]?.instrument);
    expect(body(of2027)).toContain("என் புகார் கிடைத்த நாள் முதல் 45 நாட்களுக்குள் வங்கி எந்தப் பதிலும் அளிக்கவில்லை.");
  });
});

describe("the Tamil letter to the Superintendent of Police", () => {
  it("asks for an investigation under section 173(4), and cites 173(4) and 173(1) in Tamil", () => {
    const letter = superintendentLetter(facts(), ist("2026-12-28T09:00:00"), legalRules, tamilLetterWords);
    const requests = letter.blocks.find((block) => block.kind === "requests");
    expect(requests?.kind === "requests" && requests.items[0]).toContain(
      "பாரதிய நாகரிக் சுரக்ஷா சன்ஹிதா, 2023 பிரிவு 173(4)-இல் கூறியுள்ளபடி",
    );
    expect(letter.recipient).toEqual(["பெறுநர்,", "காவல் கண்காணிப்பாளர்", "[உங்கள் மாவட்டத்தின் பெயர்]", "Maharashtra"]);
    expect(letter.citations.map((citation) => citation.instrument)).toEqual([
      nameOf("bnss-173-refusal", "2024-07-01"),
      nameOf("bnss-173-information", "2024-07-01"),
    ]);
    expect(letter.citations.every((citation) => TAMIL.test(citation.instrument))).toBe(true);
  });
});
