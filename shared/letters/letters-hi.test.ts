import { describe, expect, it } from "vitest";
import { legalRules } from "../legal-rules";
import { bankLetter } from "./bank-letter";
import type { CaseLetter, LetterFacts } from "./case-letter";
import { ist, letterFacts, transaction } from "./letter-facts.fixture";
import { hindiLetterWords, hindiRuleWords } from "./hi";
import { caseDocument } from "./index";
import { ombudsmanLetter } from "./ombudsman-letter";
import { policeLetter } from "./police-letter";
import { portalText } from "./portal-text";
import { superintendentLetter } from "./superintendent-letter";

// The letters in Hindi (decision 0042): every part the English letter has, in Devanagari apart
// from names, numbers, references and addresses, with the same dates, amounts and rules.

const facts = (more: Partial<LetterFacts> = {}): LetterFacts =>
  letterFacts({
    account: "एक कॉलर ने खुद को बैंक का कर्मचारी बताया और मेरे खाते से पैसे निकल गए।",
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
    ...Object.values(hindiLetterWords.labels),
  ];
}

/** What a Hindi letter may keep in Latin letters: the case's own names, addresses, numbers and references. */
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
  return (
    left
      .replaceAll("cybercrime.gov.in", "")
      .replaceAll("CyberHelp", "")
      .replaceAll("SHA-256", "")
      // RBI's receiving centre in Chandigarh, named in English beside its Hindi name for the post.
      .replaceAll("(Centralised Receipt and Processing Centre)", "")
      .replace(/RBI\/\d{4}-\d{2}\/\d+/g, "")
      // Paragraph numbers of RBI's directions: 76L, 76T(4).
      .replace(/\b\d+[A-Z](\(\d+\))?/g, "")
  );
}

/** "25 Nov 2026" in an English letter, as the Hindi one writes that day: "25 नवंबर 2026". */
function hindiDay(english: string): string {
  const day = new Date(`${english} 12:00 UTC`);
  const month = new Intl.DateTimeFormat("hi-IN", { month: "long", timeZone: "UTC" }).format(day);
  return `${day.getUTCDate()} ${month} ${day.getUTCFullYear()}`;
}

const amountsOf = (text: string) => (text.match(/₹[\d,.]+\d/g) ?? []).sort();
const daysOf = (text: string) =>
  text.match(/\b\d{1,2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4}\b/g) ?? [];

describe.each(cases)("the letters in Hindi, for $name", ({ facts: from, now }) => {
  const builders = [bankLetter, policeLetter, ombudsmanLetter, superintendentLetter];

  it.each(builders.map((build) => [build.name, build] as const))(
    "the %s has every part of the English one, in the same order",
    (_, build) => {
      const english = build(from, now);
      const hindi = build(from, now, legalRules, hindiLetterWords);
      expect(hindi.blocks.map((block) => block.kind)).toEqual(english.blocks.map((block) => block.kind));
      expect(hindi.blocks.map((block) => (block.kind === "requests" ? block.items.length : 0))).toEqual(
        english.blocks.map((block) => (block.kind === "requests" ? block.items.length : 0)),
      );
      expect(hindi.sender.length).toBe(english.sender.length);
      // A Hindi letter's address opens with "सेवा में," as Indian letters do.
      expect(hindi.recipient.slice(1)).toHaveLength(english.recipient.length);
      expect(hindi.closing).toHaveLength(english.closing.length);
      expect(hindi.transactions.map((item) => [item.amountText, item.utr, item.toAccount])).toEqual(
        english.transactions.map((item) => [item.amountText, item.utr, item.toAccount]),
      );
      expect(hindi.evidence.map((file) => file.sha256)).toEqual(english.evidence.map((file) => file.sha256));
      expect(hindi.citations.map((citation) => citation.source)).toEqual(
        english.citations.map((citation) => citation.source),
      );
    },
  );

  it.each(builders.map((build) => [build.name, build] as const))(
    "the %s is in Devanagari apart from names, numbers, references and addresses",
    (_, build) => {
      const hindi = build(from, now, legalRules, hindiLetterWords);
      const left = withoutNamesAndReferences(linesOf(hindi).join("\n"), from);
      expect(left.match(/[A-Za-z]+/g) ?? []).toEqual([]);
      expect(left).toMatch(/[\u0900-\u097F]/);
    },
  );

  it.each(builders.map((build) => [build.name, build] as const))(
    "the %s gives the same amounts and the same days, day first",
    (_, build) => {
      const english = linesOf(build(from, now)).join("\n");
      const hindi = linesOf(build(from, now, legalRules, hindiLetterWords)).join("\n");
      expect(amountsOf(hindi)).toEqual(amountsOf(english));
      const days = daysOf(english);
      for (const day of days) expect(hindi).toContain(hindiDay(day));
      expect(daysOf(hindi)).toEqual([]);
    },
  );

  it("the portal's text has the same facts, in Hindi", () => {
    const english = portalText(from, now);
    const hindi = portalText(from, now, legalRules, hindiLetterWords);
    expect(hindi.text.split("\n")).toHaveLength(english.text.split("\n").length);
    expect(amountsOf(hindi.text)).toEqual(amountsOf(english.text));
    for (const day of daysOf(english.text)) expect(hindi.text).toContain(hindiDay(day));
    const left = withoutNamesAndReferences(hindi.text, from);
    expect(left.match(/[A-Za-z]+/g) ?? []).toEqual([]);
  });
});

describe("the Hindi letter's rules", () => {
  it("states the 2017 circular's windows from the rules module, and the dates they give", () => {
    const letter = bankLetter(facts(), ist("2026-11-26T09:00:00"), legalRules, hindiLetterWords);
    const body = letter.blocks.map((block) => (block.kind === "paragraph" ? block.text : "")).join("\n");
    expect(body).toContain("ग्राहक संरक्षण – अनधिकृत इलेक्ट्रॉनिक बैंकिंग लेन-देन में ग्राहकों की देयता सीमित करना");
    expect(body).toContain("3 कार्य दिवसों के भीतर");
    expect(body).toContain("इसकी सूचना इसी अवधि के भीतर दी जा रही है।");
    // Reported on Thu 26 Nov 2026: 10 working days, Sundays not counted, as the English letter says.
    expect(body).toContain(
      "दिनांक गुरुवार, 26 नवंबर 2026 की मेरी सूचना से 10 कार्य दिवसों के भीतर, अर्थात मंगलवार, 8 दिसंबर 2026 तक",
    );
    expect(body).toContain("90 दिनों के भीतर, अर्थात बुधवार, 24 फ़रवरी 2027 तक");
  });

  it("changes its windows with the rule: a rule's day count is read, never written here", () => {
    const longer = legalRules.map((rule) =>
      rule.id === "rbi-liability-shadow-credit" && rule.window
        ? { ...rule, window: { ...rule.window, days: 12 } }
        : rule,
    );
    const letter = bankLetter(facts(), ist("2026-11-26T09:00:00"), longer, hindiLetterWords);
    const body = letter.blocks.map((block) => (block.kind === "paragraph" ? block.text : "")).join("\n");
    expect(body).toContain("12 कार्य दिवसों के भीतर");
  });

  it("refuses to draft a Hindi letter citing a rule version it has no Hindi for", () => {
    const revised = legalRules.map((rule) =>
      rule.id === "rbi-liability-bank-fault" ? { ...rule, from: "2017-07-07" as const } : rule,
    );
    expect(() => bankLetter(facts(), ist("2026-11-26T09:00:00"), revised, hindiLetterWords)).toThrow(
      /No Hindi name for legal rule "rbi-liability-bank-fault@2017-07-07"/,
    );
  });

  it("has Hindi for every version of every rule a document can cite", () => {
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
      expect(hindiRuleWords(rule).instrument).toMatch(/[\u0900-\u097F]/);
      if (rule.window) expect(hindiRuleWords(rule).from).toMatch(/[\u0900-\u097F]/);
    }
  });

  it("drafts each kind in the language asked for, English by default", () => {
    const english = caseDocument("bank", facts(), ist("2026-11-26T09:00:00"));
    const hindi = caseDocument("bank", facts(), ist("2026-11-26T09:00:00"), "hi");
    expect(english.kind === "bank" && english.salutation).toBe("Dear Sir or Madam,");
    expect(hindi.kind === "bank" && hindi.salutation).toBe("महोदय/महोदया,");
    const portal = caseDocument("portal", facts(), ist("2026-11-26T09:00:00"), "hi");
    expect(portal.kind === "portal" && portal.text).toContain("क्या हुआ:");
  });

  it("drafts the complaint to the Ombudsman and the letter to the Superintendent of Police in Hindi when asked", () => {
    const ombudsman = caseDocument("ombudsman", facts(), ist("2026-12-28T09:00:00"), "hi");
    const superintendent = caseDocument("superintendent", facts(), ist("2026-12-28T09:00:00"), "hi");
    expect(ombudsman.kind === "ombudsman" && ombudsman.recipient[1]).toBe("रिज़र्व बैंक का लोकपाल");
    expect(superintendent.kind === "superintendent" && superintendent.recipient[1]).toBe("पुलिस अधीक्षक");
  });
});

describe("the Hindi complaint to the RBI Ombudsman", () => {
  const body = (letter: CaseLetter) =>
    letter.blocks
      .map((block) =>
        block.kind === "paragraph" ? block.text : block.kind === "requests" ? block.items.join(" ") : "",
      )
      .join("\n");

  it("is addressed to the Ombudsman at RBI's receiving centre in Chandigarh", () => {
    const letter = ombudsmanLetter(facts(), ist("2026-12-28T09:00:00"), legalRules, hindiLetterWords);
    expect(letter.recipient).toEqual([
      "सेवा में,",
      "रिज़र्व बैंक का लोकपाल",
      "द्वारा: केंद्रीकृत प्राप्ति और प्रसंस्करण केंद्र (Centralised Receipt and Processing Centre)",
      "भारतीय रिज़र्व बैंक, सेंट्रल विस्टा, सेक्टर 17",
      "चंडीगढ़ – 160017",
    ]);
  });

  it("gives the bank complaint's number and day when known, and blanks when not", () => {
    const known = ombudsmanLetter(
      facts({ bankToldAt: ist("2026-11-25T11:00:00"), bankReference: "SBI/2026/778" }),
      ist("2026-12-28T09:00:00"),
      legalRules,
      hindiLetterWords,
    );
    expect(body(known)).toContain(
      "मैंने सबसे पहले दिनांक बुधवार, 25 नवंबर 2026 को बैंक को लिखित में शिकायत दी थी (शिकायत संख्या SBI/2026/778)।",
    );
    const unknown = ombudsmanLetter(facts(), ist("2026-12-28T09:00:00"), legalRules, hindiLetterWords);
    expect(body(unknown)).toContain(
      "मैंने सबसे पहले दिनांक [शिकायत का दिनांक] को बैंक को लिखित में शिकायत दी थी (शिकायत संख्या [शिकायत संख्या])।",
    );
  });

  it("says that no court or other forum has the grievance, that a police complaint is no such proceeding, and that no advocate files it", () => {
    const text = body(ombudsmanLetter(facts(), ist("2026-12-28T09:00:00"), legalRules, hindiLetterWords));
    expect(text).toContain(
      "इसी शिकायत पर किसी न्यायालय, अधिकरण (ट्रिब्यूनल), मध्यस्थ (आर्बिट्रेटर) या अन्य मंच ने न तो निर्णय दिया है",
    );
    expect(text).toContain("पुलिस में की गई शिकायत या पुलिस का अन्वेषण ऐसी कार्यवाही नहीं है");
    expect(text).toContain("यह शिकायत प्रार्थी द्वारा स्वयं प्रस्तुत की जा रही है, किसी अधिवक्ता के माध्यम से नहीं।");
  });

  it("cites the 2026 scheme in Hindi, then the 2017 circular for a 2026 transaction or the 2026 directions for a 2027 one", () => {
    const of2026 = ombudsmanLetter(facts(), ist("2026-12-28T09:00:00"), legalRules, hindiLetterWords);
    expect(of2026.citations.map((citation) => citation.instrument)).toEqual([
      "रिज़र्व बैंक – एकीकृत लोकपाल योजना, 2026",
      "ग्राहक संरक्षण – अनधिकृत इलेक्ट्रॉनिक बैंकिंग लेन-देन में ग्राहकों की देयता सीमित करना (6 जुलाई 2017)",
    ]);
    const of2027 = ombudsmanLetter(
      facts({ transactions: [transaction("2027-01-03T10:00:00", "₹5,000.00")], transactionsTotalText: "₹5,000.00" }),
      ist("2027-02-20T09:00:00"),
      legalRules,
      hindiLetterWords,
    );
    expect(of2027.citations[1]?.instrument).toContain("तीसरा संशोधन निर्देश, 2026");
    expect(body(of2027)).toContain("मेरी शिकायत मिलने के 45 दिनों के भीतर उसका कोई जवाब नहीं दिया है।");
  });
});

describe("the Hindi letter to the Superintendent of Police", () => {
  it("asks for an investigation under section 173(4), and cites 173(4) and 173(1) in Hindi", () => {
    const letter = superintendentLetter(facts(), ist("2026-12-28T09:00:00"), legalRules, hindiLetterWords);
    const requests = letter.blocks.find((block) => block.kind === "requests");
    expect(requests?.kind === "requests" && requests.items[0]).toContain(
      "भारतीय नागरिक सुरक्षा संहिता, 2023 की धारा 173(4) के प्रावधान के अनुसार",
    );
    expect(letter.recipient).toEqual(["सेवा में,", "पुलिस अधीक्षक", "[अपने ज़िले का नाम]", "Maharashtra"]);
    expect(letter.citations.map((citation) => citation.instrument)).toEqual([
      "भारतीय नागरिक सुरक्षा संहिता, 2023 की धारा 173(4)",
      "भारतीय नागरिक सुरक्षा संहिता, 2023 की धारा 173(1)",
    ]);
  });
});
