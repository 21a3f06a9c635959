import { describe, expect, it } from "vitest";
import { bankLetter } from "./bank-letter";
import type { CaseLetter } from "./case-letter";
import { ist, letterFacts as facts, transaction } from "./letter-facts.fixture";
import { policeLetter } from "./police-letter";
import { portalText } from "./portal-text";

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
