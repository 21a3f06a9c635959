import { describe, expect, it } from "vitest";
import { bankLetter } from "./bank-letter";
import type { CaseLetter } from "./case-letter";
import { ist, letterFacts as facts, transaction } from "./letter-facts.fixture";
import { ombudsmanLetter } from "./ombudsman-letter";
import { policeLetter } from "./police-letter";
import { portalText } from "./portal-text";
import { superintendentLetter } from "./superintendent-letter";

/** The letter's body as one text, as a reader takes it in. */
const bodyOf = (letter: CaseLetter) =>
  letter.blocks
    .map((block) => (block.kind === "paragraph" ? block.text : block.kind === "requests" ? block.items.join(" ") : ""))
    .join("\n");

describe("the letter to the bank", () => {
  it("for an unauthorised bank transaction in 2026, cites RBI's 2017 circular with its windows and dates", () => {
    const letter = bankLetter(facts(), ist("2026-11-26T09:00:00"));
    const body = bodyOf(letter);
    expect(body).toContain("without my authorisation");
    expect(body).toContain("Limiting Liability of Customers in Unauthorised Electronic Banking Transactions");
    expect(body).toContain("3 working days");
    expect(body).toContain("I am reporting it within that time.");
    // Reported on Thu 26 Nov 2026: 10 working days, Sundays 29 Nov and 6 Dec not counted.
    expect(body).toContain("within 10 working days from my report of Thu, 26 Nov 2026: by Tue, 8 Dec 2026");
    expect(body).toContain("within 90 calendar days of receiving it: by Wed, 24 Feb 2027");
    expect(letter.citations.map((citation) => citation.source)).toEqual([
      "https://www.rbi.org.in/Scripts/NotificationUser.aspx?Id=11040&Mode=0",
    ]);
  });

  it("counts the credit from the day the victim told the bank, when they have", () => {
    const letter = bankLetter(
      facts({ bankToldAt: ist("2026-11-25T11:00:00"), bankReference: "SBI/2026/778" }),
      ist("2026-11-30T09:00:00"),
    );
    const body = bodyOf(letter);
    expect(body).toContain(
      "I reported the transactions to my bank on Wed, 25 Nov 2026, 11:00 am IST, complaint reference SBI/2026/778.",
    );
    expect(body).toContain("from my report of Wed, 25 Nov 2026: by Mon, 7 Dec 2026");
    expect(body).toContain("I am reporting it within that time.");
  });

  it("claims no timely report once the earliest end of the window has passed", () => {
    const body = bodyOf(bankLetter(facts(), ist("2026-11-30T09:00:00")));
    expect(body).not.toContain("within that time");
    expect(body).toContain("I am reporting it within 7 working days");
  });

  it("for a payment the victim made, asks the bank to act and says nothing about liability", () => {
    const letter = bankLetter(facts({ paymentApproval: "paid_myself" }), ist("2026-11-26T09:00:00"));
    const body = bodyOf(letter);
    expect(body).toContain("deceived into making");
    expect(body).toContain("ask the banks or wallets that received the money to hold it");
    expect(body).not.toMatch(/liabilit|RBI/i);
    expect(letter.citations).toEqual([]);
  });

  it("for a non-bank wallet, cites RBI's 2019 circular and its 10-calendar-day credit", () => {
    const letter = bankLetter(facts({ paidFrom: "wallet" }), ist("2026-11-26T09:00:00"));
    const body = bodyOf(letter);
    expect(letter.recipient).toContain("[Name of your wallet company]");
    expect(body).toContain("Prepaid Payment Instruments");
    expect(body).toContain("within 10 calendar days from my report of Thu, 26 Nov 2026: by Sun, 6 Dec 2026");
    expect(body).not.toContain("3 working days");
  });

  it("for a co-operative bank, names its circular, cites RBI's own page of it and states no windows", () => {
    const letter = bankLetter(facts({ paidFrom: "cooperative_bank" }), ist("2026-11-26T09:00:00"));
    const body = bodyOf(letter);
    expect(body).toContain("14 December 2017");
    expect(body).toContain("Limiting Liability of Customers of Co-operative Banks");
    expect(body).not.toMatch(/\d+ (working|calendar) days/);
    expect(letter.citations.map((citation) => citation.source)).toEqual([
      "https://website.rbi.org.in/web/rbi/-/notifications/customer-protection-limiting-liability-of-customers-of-co-operative-banks-in-unauthorised-electronic-banking-transactions-11188",
    ]);
  });

  it("for a transaction from 1 January 2027, claims zero liability and reversal under the 2026 directions first, and admits nothing", () => {
    const letter = bankLetter(
      facts({
        transactions: [transaction("2027-01-01T00:00:00", "₹5,000.00")],
        happenedAt: ist("2027-01-01T00:00:00"),
        bankToldAt: ist("2027-01-02T08:00:00"),
      }),
      ist("2027-01-02T09:00:00"),
    );
    const body = bodyOf(letter);
    expect(body).toContain("Third Amendment Directions, 2026");
    expect(body).toContain("entitled to zero liability and reversal of the transaction");
    expect(body).toContain("(paragraph 76L)");
    expect(body).toContain("within 5 calendar days from the transaction (paragraph 76M)");
    expect(body).toContain("I am reporting it within that time.");
    expect(body).toContain("within 45 calendar days of receiving it, by Tue, 16 Feb 2027");
    expect(body).toContain("(paragraphs 76Q, 76K and 76S)");
    expect(body).toContain(
      "If you hold me liable under paragraph 76N, please give me the application form under paragraph 76T(4).",
    );
    // Nothing that concedes negligence, and no 2017 window.
    expect(body).not.toMatch(/negligen(ce|t) (of|by) (mine|me)|I shared/);
    expect(body).not.toContain("working days");
    // Zero liability comes before the compensation line.
    expect(body.indexOf("zero liability")).toBeLessThan(body.indexOf("76T(4)"));
    expect(letter.citations.map((citation) => citation.source)).toEqual([
      "https://www.rbi.org.in/Scripts/NotificationUser.aspx?Id=13543&Mode=0",
    ]);
  });

  it("for a credit card in 2027, asks for the shadow reversal within 5 calendar days of the report", () => {
    const body = bodyOf(
      bankLetter(
        facts({
          paidFrom: "card",
          transactions: [transaction("2027-01-05T10:00:00", "₹800.00")],
          bankToldAt: ist("2027-01-05T11:00:00"),
        }),
        ist("2027-01-05T12:00:00"),
      ),
    );
    expect(body).toContain(
      "If the card is a credit card, please give the shadow reversal of the amount within 5 calendar days",
    );
  });

  it("a payment made under threat in 2027 is reported as forced and claims the directions' protection", () => {
    const body = bodyOf(
      bankLetter(
        facts({
          paymentApproval: "paid_myself",
          coerced: true,
          transactions: [transaction("2027-01-05T10:00:00", "₹800.00")],
        }),
        ist("2027-01-05T12:00:00"),
      ),
    );
    expect(body).toContain("that fraudsters forced me to make under threat");
    expect(body).toContain("zero liability");
  });

  it("a payment the victim chose to make in 2027 after being deceived cites no liability rule and no window", () => {
    const letter = bankLetter(
      facts({ paymentApproval: "paid_myself", transactions: [transaction("2027-01-05T10:00:00", "₹800.00")] }),
      ist("2027-01-05T12:00:00"),
    );
    const body = bodyOf(letter);
    expect(body).not.toContain("zero liability");
    expect(body).not.toMatch(/\d+ (working|calendar) days/);
    expect(letter.citations).toEqual([]);
  });

  it("cites each rule for its own transactions when they straddle 1 January 2027", () => {
    const letter = bankLetter(
      facts({
        transactions: [
          transaction("2026-12-31T23:50:00", "₹1,000.00"),
          transaction("2027-01-01T00:10:00", "₹2,000.00"),
        ],
      }),
      ist("2027-01-01T09:00:00"),
    );
    const body = bodyOf(letter);
    expect(body).toContain(
      "For the transactions of Thu, 31 Dec 2026: This transaction was not authorised by me. Under RBI's circular",
    );
    expect(body).toContain(
      "For the transactions of Fri, 1 Jan 2027: Under RBI's \"Reserve Bank of India (Commercial Banks",
    );
    expect(letter.citations).toHaveLength(2);
  });

  it("lists the victim's 1930 report and the evidence by its SHA-256", () => {
    const sha256 = "a".repeat(64);
    const letter = bankLetter(
      facts({
        helplineCalledAt: ist("2026-11-25T10:20:00"),
        helplineAcknowledgement: "31511250012345",
        evidence: [
          {
            id: "e1",
            name: "sms.png",
            bytes: 2048,
            sizeText: "2 KB",
            sha256,
            receivedAt: "2026-11-25T06:00:00.000Z",
            receivedText: "Wed, 25 Nov 2026, 11:30 am IST",
            removable: true,
          },
        ],
      }),
      ist("2026-11-26T09:00:00"),
    );
    expect(bodyOf(letter)).toContain(
      "I reported the fraud on the National Cyber Crime Helpline 1930 on Wed, 25 Nov 2026, 10:20 am IST, acknowledgement number 31511250012345.",
    );
    expect(letter.blocks.some((block) => block.kind === "evidence")).toBe(true);
    expect(letter.evidence[0]?.sha256).toBe(sha256);
  });

  it("without listed transactions, leaves a marked blank for them beside the amount the victim gave", () => {
    const body = bodyOf(
      bankLetter(facts({ transactions: [], transactionsTotalText: "₹0.00" }), ist("2026-11-26T09:00:00")),
    );
    expect(body).toContain("Amount lost: ₹12,500, on Wed, 25 Nov 2026.");
    expect(body).toContain("[For each transaction:");
  });
});

describe("the complaint to the police", () => {
  it("puts the facts in order and asks for an FIR under section 173(1) of the BNSS, with a free copy", () => {
    const letter = policeLetter(facts(), ist("2026-11-26T09:00:00"));
    const body = bodyOf(letter);
    expect(body.indexOf("report a cognizable offence")).toBeLessThan(body.indexOf("What happened"));
    expect(body).toContain(
      "I, Asha Verma, of Pune, Maharashtra, report a cognizable offence of cyber fraud committed against me on Wed, 25 Nov 2026, 10:00 am IST.",
    );
    expect(body).toContain("section 173(1) of the Bharatiya Nagarik Suraksha Sanhita, 2023");
    expect(body).toContain("free of cost");
    expect(letter.blocks.some((block) => block.kind === "transactions")).toBe(true);
    expect(letter.recipient).toEqual([
      "The Station House Officer",
      "[Name of the police station or cyber cell]",
      "Pune, Maharashtra",
    ]);
    expect(letter.citations[0]?.source).toBe("https://www.indiacode.nic.in/handle/123456789/20099");
  });

  it("cites no section it cannot date: before the BNSS was in force, it asks for an FIR without one", () => {
    const body = bodyOf(policeLetter(facts(), ist("2024-06-30T09:00:00")));
    expect(body).toContain("Register an FIR on this information.");
    expect(body).not.toContain("173");
  });

  it("with no money lost, lists no transactions and asks nothing of banks", () => {
    const letter = policeLetter(facts({ paymentApproval: "no_money_lost" }), ist("2026-11-26T09:00:00"));
    expect(letter.blocks.some((block) => block.kind === "transactions")).toBe(false);
    expect(bodyOf(letter)).not.toContain("banks and wallets");
  });
});

describe("the text for the cybercrime.gov.in complaint", () => {
  it("gives when, what happened, each transaction and where the money went, in that order", () => {
    const { text } = portalText(
      facts({ helplineCalledAt: ist("2026-11-25T10:20:00"), helplineAcknowledgement: "31511250012345" }),
      ist("2026-11-26T09:00:00"),
    );
    const order = [
      "When: Wed, 25 Nov 2026, 10:00 am IST.",
      "What happened:",
      "1. 2026-11-25T10:05:00 IST: ₹12,500.00, from SBI a/c XXXX4321, to fraud@okaxis, UTR / transaction ID 412345678901.",
      "Total: ₹12,500.00.",
      "The money went to: fraud@okaxis.",
      "acknowledgement number 31511250012345",
    ];
    const positions = order.map((part) => text.indexOf(part));
    expect(positions.every((position) => position >= 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
  });

  it("says the day alone when the time is not known", () => {
    const { text } = portalText(facts({ timeUnknown: true }), ist("2026-11-26T09:00:00"));
    expect(text).toContain("When: Wed, 25 Nov 2026 (time not known).");
  });
});

describe("the complaint to the RBI Ombudsman", () => {
  const told = { bankToldAt: ist("2026-11-25T11:00:00"), bankReference: "SBI/2026/778" };

  it("is addressed to the RBI Ombudsman through RBI's receiving centre in Chandigarh", () => {
    const letter = ombudsmanLetter(facts(told), ist("2026-12-28T09:00:00"));
    expect(letter.recipient).toEqual([
      "The RBI Ombudsman",
      "Through the Centralised Receipt and Processing Centre",
      "Reserve Bank of India, Central Vista, Sector 17",
      "Chandigarh – 160017",
    ]);
    expect(bodyOf(letter)).toContain("against [Name of your bank], about the transaction listed below");
    expect(letter.blocks.some((block) => block.kind === "transactions")).toBe(true);
  });

  it("names the bank the victim named on the case page, instead of a blank", () => {
    const body = bodyOf(
      ombudsmanLetter(facts({ ...told, bankName: "State Bank of India" }), ist("2026-12-28T09:00:00")),
    );
    expect(body).toContain("against State Bank of India, about the transaction listed below");
    expect(body).not.toContain("[Name of your bank]");
  });

  it("complains against the wallet company, by a blank for its name, when the money left a non-bank wallet", () => {
    const body = bodyOf(ombudsmanLetter(facts({ paidFrom: "wallet", ...told }), ist("2026-12-28T09:00:00")));
    expect(body).toContain("against [Name of your wallet company]");
    expect(body).toContain("I first complained to the wallet company in writing");
    expect(body).toContain("Direct the wallet company to reverse the transaction and refund ₹12,500.00 to my wallet.");
  });

  it("gives the number and the day of the victim's written complaint to the bank when the case knows them, and does not repeat it", () => {
    const body = bodyOf(ombudsmanLetter(facts(told), ist("2026-12-28T09:00:00")));
    expect(body).toContain(
      "I first complained to the bank in writing on Wed, 25 Nov 2026, complaint number SBI/2026/778. I attach a copy of that complaint.",
    );
    expect(body).not.toContain("[Your complaint number]");
    expect(body).not.toContain("[Date of your complaint]");
    expect(body).not.toContain("I reported the transactions to my bank");
  });

  it("leaves blanks for the bank complaint's number and day when the case does not know them", () => {
    const body = bodyOf(ombudsmanLetter(facts(), ist("2026-12-28T09:00:00")));
    expect(body).toContain(
      "I first complained to the bank in writing on [Date of your complaint], complaint number [Your complaint number].",
    );
  });

  it("gives both sentences about the bank's reply, each marked for the victim to keep or delete, the reply's day a blank", () => {
    const body = bodyOf(ombudsmanLetter(facts(told), ist("2026-12-28T09:00:00")));
    expect(body).toContain(
      "[If the bank has not replied:] The bank has not replied to my complaint within 30 days of receiving it.",
    );
    expect(body).toContain(
      "[If the bank replied:] The bank replied on [Date of the reply], and its reply does not resolve my complaint.",
    );
  });

  it("says only that the bank replied, on the day the victim gave on the case page, when they gave it", () => {
    const body = bodyOf(ombudsmanLetter(facts({ ...told, bankRepliedOn: "2026-12-20" }), ist("2026-12-28T09:00:00")));
    expect(body).toContain(
      "The bank replied on Sun, 20 Dec 2026, and its reply does not resolve my complaint. I attach a copy of its reply.",
    );
    expect(body).not.toContain("[If the bank replied:]");
    expect(body).not.toContain("has not replied");
  });

  it("for fraud on a bank transaction from 1 January 2027, counts the 45 days the bank has to decide, not 30", () => {
    const body = bodyOf(
      ombudsmanLetter(
        facts({
          transactions: [transaction("2027-01-03T10:00:00", "₹5,000.00")],
          happenedAt: ist("2027-01-03T10:00:00"),
        }),
        ist("2027-02-20T09:00:00"),
      ),
    );
    expect(body).toContain("has not replied to my complaint within 45 days of receiving it.");
    expect(body).not.toContain("30 days");
  });

  it("lists the reports to 1930 and the portal already made", () => {
    const body = bodyOf(
      ombudsmanLetter(
        facts({
          helplineCalledAt: ist("2026-11-25T10:20:00"),
          helplineAcknowledgement: "31511250012345",
          portalComplaintFinished: true,
        }),
        ist("2026-12-28T09:00:00"),
      ),
    );
    expect(body).toContain(
      "National Cyber Crime Helpline 1930 on Wed, 25 Nov 2026, 10:20 am IST, acknowledgement number 31511250012345.",
    );
    expect(body).toContain("I have completed my complaint on the National Cyber Crime Reporting Portal");
  });

  it("for a 2026 transaction, asks for the refund under RBI's 2017 circular, and claims no window the bank missed", () => {
    const letter = ombudsmanLetter(facts(told), ist("2026-12-28T09:00:00"));
    const body = bodyOf(letter);
    expect(body).toContain("Direct the bank to reverse the transaction and refund ₹12,500.00 to my account.");
    expect(body).toContain(
      'This transaction was not authorised by me. Under RBI\'s circular "Customer Protection – Limiting Liability of Customers in Unauthorised Electronic Banking Transactions (6 July 2017)"',
    );
    expect(body).not.toContain("Third Amendment Directions");
    expect(body).not.toMatch(/within that time|credit the amount|by (Mon|Tue|Wed|Thu|Fri|Sat|Sun),/);
    expect(letter.citations.map((citation) => citation.source)).toEqual([
      "https://cms.rbi.org.in/cms/assets/Documents/Ombudsman_Scheme_English.pdf",
      "https://www.rbi.org.in/Scripts/NotificationUser.aspx?Id=11040&Mode=0",
    ]);
  });

  it("for a 2027 transaction, asks for zero liability and reversal under RBI's directions of 24 June 2026 instead", () => {
    const letter = ombudsmanLetter(
      facts({ transactions: [transaction("2027-01-03T10:00:00", "₹5,000.00")], transactionsTotalText: "₹5,000.00" }),
      ist("2027-02-20T09:00:00"),
    );
    const body = bodyOf(letter);
    expect(body).toContain("Third Amendment Directions, 2026");
    expect(body).toContain("I ask for zero liability and the reversal of this transaction.");
    expect(body).toContain("Direct the bank to reverse the transaction and refund ₹5,000.00 to my account.");
    expect(body).not.toContain("6 July 2017");
    expect(letter.citations.map((citation) => citation.source)).toEqual([
      "https://cms.rbi.org.in/cms/assets/Documents/Ombudsman_Scheme_English.pdf",
      "https://www.rbi.org.in/Scripts/NotificationUser.aspx?Id=13543&Mode=0",
    ]);
  });

  it("for a payment the victim chose to make after being deceived, asks for the refund and cites no liability rule", () => {
    const letter = ombudsmanLetter(facts({ paymentApproval: "paid_myself", ...told }), ist("2026-12-28T09:00:00"));
    const body = bodyOf(letter);
    expect(body).toContain("Direct the bank to reverse the transaction and refund ₹12,500.00");
    expect(body).not.toMatch(/liabilit|circular|not authorised/i);
    expect(letter.citations.map((citation) => citation.instrument)).toEqual([
      "Reserve Bank – Integrated Ombudsman Scheme, 2026",
    ]);
  });

  it("for a co-operative bank, names its circular and claims no window", () => {
    const body = bodyOf(ombudsmanLetter(facts({ paidFrom: "cooperative_bank" }), ist("2026-12-28T09:00:00")));
    expect(body).toContain("My bank is a co-operative bank, bound by RBI's circular");
    expect(body).toContain("against [Name of your co-operative bank]");
    expect(body).not.toMatch(/\d+ (working|calendar) days/);
  });

  it("declares that no court or other forum has the grievance, and that a police complaint is no such proceeding", () => {
    const body = bodyOf(ombudsmanLetter(facts(), ist("2026-12-28T09:00:00")));
    expect(body).toContain(
      "No court, tribunal, arbitrator or other forum has decided or is considering the same grievance.",
    );
    expect(body).toContain(
      "A police complaint or police investigation about this fraud is not such a proceeding under the scheme.",
    );
  });

  it("says the victim makes the complaint in person, not through an advocate", () => {
    expect(bodyOf(ombudsmanLetter(facts(), ist("2026-12-28T09:00:00")))).toContain(
      "I make this complaint myself, not through an advocate.",
    );
  });

  it("complains under the 2026 scheme from 1 July 2026, and cites it first", () => {
    const letter = ombudsmanLetter(facts(), ist("2026-07-01T09:00:00"));
    expect(bodyOf(letter)).toContain("complain under the Reserve Bank – Integrated Ombudsman Scheme, 2026, against");
    expect(letter.citations[0]?.instrument).toBe("Reserve Bank – Integrated Ombudsman Scheme, 2026");
  });

  it("drafted while the 2021 scheme was in force, names and cites that scheme and states no day count of the 2026 one", () => {
    const letter = ombudsmanLetter(
      facts({ happenedAt: ist("2026-06-01T10:00:00"), transactions: [transaction("2026-06-01T10:05:00", "₹900.00")] }),
      ist("2026-06-30T09:00:00"),
    );
    const body = bodyOf(letter);
    expect(body).toContain("complain under the Reserve Bank – Integrated Ombudsman Scheme, 2021, against");
    expect(body).toContain("[If the bank has not replied:] The bank has not replied to my complaint.");
    expect(body).not.toContain("2026, against");
    expect(letter.citations[0]?.instrument).toBe("Reserve Bank – Integrated Ombudsman Scheme, 2021");
    expect(letter.citations[0]?.source).toBe("https://www.rbi.org.in/commonman/English/Scripts/FAQs.aspx?Id=3407");
  });
});

describe("the letter to the Superintendent of Police", () => {
  it("is addressed to the Superintendent of Police of the district, the district left blank", () => {
    const letter = superintendentLetter(facts(), ist("2026-11-28T09:00:00"));
    expect(letter.recipient).toEqual(["The Superintendent of Police", "[Name of your district]", "Maharashtra"]);
  });

  it("says it is sent in writing and by post because a station refused, with blanks for the station and the day", () => {
    const letter = superintendentLetter(facts(), ist("2026-11-28T09:00:00"));
    const body = bodyOf(letter);
    expect(body).toContain(
      "A police station refused to record this information, so I send you its substance in writing and by post, under section 173(4) of the Bharatiya Nagarik Suraksha Sanhita, 2023.",
    );
    expect(body).toContain(
      "On [Date you went to the police station], I went to [Name of the police station or cyber cell] to give this information, and the officer in charge of the police station refused to record it.",
    );
    expect(letter.subject).toContain("refused to record");
  });

  it("gives the substance of the information exactly as the police complaint does", () => {
    const more = facts({
      helplineCalledAt: ist("2026-11-25T10:20:00"),
      helplineAcknowledgement: "31511250012345",
      evidence: [
        {
          id: "e1",
          name: "sms.png",
          bytes: 2048,
          sizeText: "2 KB",
          sha256: "b".repeat(64),
          receivedAt: "2026-11-25T06:00:00.000Z",
          receivedText: "Wed, 25 Nov 2026, 11:30 am IST",
          removable: true,
        },
      ],
    });
    const police = policeLetter(more, ist("2026-11-28T09:00:00"));
    const letter = superintendentLetter(more, ist("2026-11-28T09:00:00"));
    const substance = letter.blocks.findIndex(
      (block) => block.kind === "paragraph" && block.text === "The substance of the information:",
    );
    expect(substance).toBeGreaterThan(0);
    // The police complaint's facts: everything between its opening and its request.
    const information = police.blocks.slice(1, -2);
    expect(information.map((block) => block.kind)).toEqual([
      "paragraph",
      "paragraph",
      "transactions",
      "paragraph",
      "paragraph",
      "evidence",
    ]);
    expect(letter.blocks.slice(substance + 1, substance + 1 + information.length)).toEqual(information);
    expect(letter.transactions).toEqual(police.transactions);
    expect(letter.evidence).toEqual(police.evidence);
  });

  it("asks the Superintendent to investigate or direct an investigation under section 173(4), and cites 173(4) and 173(1)", () => {
    const letter = superintendentLetter(facts(), ist("2026-11-28T09:00:00"));
    const requests = letter.blocks.find((block) => block.kind === "requests");
    expect(requests?.kind === "requests" && requests.items[0]).toBe(
      "Investigate the case yourself, or direct a police officer under you to investigate it, as section 173(4) of the Bharatiya Nagarik Suraksha Sanhita, 2023 provides.",
    );
    expect(letter.citations.map((citation) => citation.instrument)).toEqual([
      "Bharatiya Nagarik Suraksha Sanhita, 2023, section 173(4)",
      "Bharatiya Nagarik Suraksha Sanhita, 2023, section 173(1)",
    ]);
    // What follows under section 175(3) is on the letter's page, not in the letter.
    expect(bodyOf(letter)).not.toMatch(/Magistrate|175/);
  });

  it("cites no section it cannot date: before the BNSS was in force, it asks for an investigation without one", () => {
    const letter = superintendentLetter(facts(), ist("2024-06-30T09:00:00"));
    expect(bodyOf(letter)).not.toContain("173");
    expect(letter.subject).not.toContain("173");
    expect(letter.citations).toEqual([]);
  });
});
