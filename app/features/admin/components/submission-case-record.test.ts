import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { deskCaseText } from "~/app/content/desk-case-record";
import { listText } from "~/app/content/admin";
import type { CaseFacts, DeskThreadMessage } from "~/shared/schemas/admin-replies";
import type { DeskCaseProgress, DeskCaseTransaction } from "~/shared/schemas/desk-case-record";
import { CaseGlance, SubmissionProgress, SubmissionTransactions } from "./submission-case-record";

// What the person entered on their case page, in the desk's detail of the case: only what they
// gave is shown, with no row, column or dash for the rest; money in Indian grouping and the case
// page's own times in India time.

function transaction(overrides: Partial<DeskCaseTransaction>): DeskCaseTransaction {
  return {
    id: 1,
    occurredAt: "2026-11-20T04:45:00.000Z",
    amountPaise: 50_000_000,
    utr: "",
    fromAccount: "",
    toAccount: "",
    paymentMethod: "",
    fromRequest: false,
    ...overrides,
  };
}

const noProgress: DeskCaseProgress = {
  helplineCalledAt: null,
  helplineAcknowledgement: "",
  portalComplaintFinished: false,
  bankToldAt: null,
  bankReference: "",
  bankRepliedOn: null,
  bankName: "",
  harm: "",
  personIsMinor: "",
};

const noFacts: Pick<CaseFacts, "incidentAt" | "incidentTimeUnknown" | "amountLost"> = {
  incidentAt: null,
  incidentTimeUnknown: false,
  amountLost: null,
};

const renderTransactions = (transactions: DeskCaseTransaction[], totalPaise: number) =>
  renderToStaticMarkup(createElement(SubmissionTransactions, { transactions, totalPaise }));
const renderProgress = (progress: DeskCaseProgress | null) =>
  renderToStaticMarkup(createElement(SubmissionProgress, { progress }));

/** The terms of a rendered list of facts, in order. */
const termsOf = (html: string) => [...html.matchAll(/<dt>([^<]*)<\/dt>/g)].map((match) => match[1]);
/** The column headers of a rendered table, in order. */
const columnsOf = (html: string) => [...html.matchAll(/<th scope="col">([^<]*)<\/th>/g)].map((match) => match[1]);

describe("the detail's transactions", () => {
  it("lists each one's India time, amount, UTR, paid to and paid from, and their total in Indian grouping", () => {
    const html = renderTransactions(
      [
        transaction({ id: 1, utr: "431212345678", toAccount: "refund.desk@ybl", fromAccount: "asha.rao@oksbi" }),
        transaction({ id: 2, occurredAt: "2026-11-20T05:10:00.000Z", amountPaise: 30_000_050, utr: "431212345679" }),
      ],
      80_000_050,
    );
    expect(columnsOf(html)).toEqual(["Date and time", "Amount", "UTR / transaction ID", "Paid to", "Paid from"]);
    expect(html).toContain('<time dateTime="2026-11-20T04:45:00.000Z">Fri, 20 Nov 2026, 10:15 am IST</time>');
    expect(html).toContain("<td>₹5,00,000</td>");
    expect(html).toContain("<td>₹3,00,000.50</td>");
    expect(html).toContain("<td>431212345678</td><td>refund.desk@ybl</td><td>asha.rao@oksbi</td>");
    expect(html).toContain(
      '<th scope="row">Total of 2 transactions</th><td><strong>₹8,00,000.50</strong></td><td colSpan="3"></td>',
    );
    expect(html).toContain(`aria-label="${listText.scrollRegion(deskCaseText.transactionsHeading)}"`);
  });

  it("leaves out a column no transaction has, and shows no dash for one that left it blank", () => {
    const html = renderTransactions(
      [transaction({ id: 1, utr: "431212345678" }), transaction({ id: 2, amountPaise: 100 })],
      50_000_100,
    );
    expect(columnsOf(html)).toEqual(["Date and time", "Amount", "UTR / transaction ID"]);
    expect(html).not.toContain(listText.noValue);
    expect(html).toContain("<td>₹1</td><td></td>");
  });

  it("says how the one made from the help request was paid, and that it came from the request", () => {
    const html = renderTransactions(
      [
        transaction({ id: 1, paymentMethod: "net_banking", fromRequest: true }),
        transaction({ id: 2, utr: "431212345678" }),
      ],
      100_000_000,
    );
    expect(columnsOf(html)).toEqual(["Date and time", "Amount", "Paid how", "UTR / transaction ID"]);
    expect(html).toContain('<td>Net banking<span class="detail__muted"> (from the request)</span></td><td></td>');
    expect(html).toContain("<td></td><td>431212345678</td>");
  });

  it("says plainly that there are none, with no table, when the person listed none", () => {
    const html = renderTransactions([], 0);
    expect(html).toContain(deskCaseText.noTransactions);
    expect(html).not.toContain("<table");
  });
});

describe("the detail's progress", () => {
  it("shows everything the person said they have done, dates in India time", () => {
    const html = renderProgress({
      helplineCalledAt: "2026-11-20T05:35:00.000Z",
      helplineAcknowledgement: "31411250012345",
      portalComplaintFinished: true,
      bankToldAt: "2026-11-20T07:00:00.000Z",
      bankReference: "SR-88/2026",
      bankRepliedOn: "2026-11-27",
      bankName: "",
      harm: "sextortion",
      personIsMinor: "yes",
    });
    expect(termsOf(html)).toEqual([
      "About",
      "Person threatened",
      "1930 called",
      "1930 acknowledgement number",
      "Complaint on cybercrime.gov.in",
      "Bank told",
      "Bank&#x27;s complaint number",
      "Bank&#x27;s last reply",
    ]);
    expect(html).toContain("Fri, 20 Nov 2026, 11:05 am IST");
    expect(html).toContain("<dd>Sextortion</dd>");
    expect(html).toContain("<dd>Under 18</dd>");
    expect(html).toContain("<dd>31411250012345</dd>");
    expect(html).toContain("<dd>Finished</dd>");
    expect(html).toContain("Fri, 20 Nov 2026, 12:30 pm IST");
    expect(html).toContain('<time dateTime="2026-11-27">Fri, 27 Nov 2026</time>');
  });

  it("has no row, and no dash, for what the person did not give", () => {
    const html = renderProgress({ ...noProgress, bankReference: "SR-88/2026" });
    expect(termsOf(html)).toEqual(["Bank&#x27;s complaint number"]);
    const named = renderProgress({ ...noProgress, bankName: "State Bank of India" });
    expect(termsOf(named)).toEqual(["Bank, wallet or card company"]);
    expect(named).toContain("<dd>State Bank of India</dd>");
    expect(html).not.toContain(listText.noValue);
    expect(html).not.toContain("cybercrime.gov.in");
  });

  it("says plainly that the person has said nothing, whether they never saved it or saved it empty", () => {
    for (const progress of [null, noProgress]) {
      const html = renderProgress(progress);
      expect(html).toContain(deskCaseText.noProgress);
      expect(html).not.toContain("<dl");
    }
  });
});

describe("the detail's first lines", () => {
  const reply: DeskThreadMessage = {
    id: 9,
    from: "victim",
    authorName: "",
    body: "The bank says the money is on hold.",
    sentAt: "2026-12-06T04:50:00.000Z",
    readAt: null,
  };
  const glance = (overrides: Partial<Parameters<typeof CaseGlance>[0]["submission"]>) =>
    renderToStaticMarkup(
      createElement(CaseGlance, {
        submission: {
          kind: "help_request",
          message: "A caller said he was from my bank and I paid by UPI.",
          caseFacts: noFacts,
          transactions: [],
          transactionsTotalPaise: 0,
          messages: [],
          ...overrides,
        },
      }),
    );

  it("give what happened, the money as the transactions add it up, and the latest reply", () => {
    const html = glance({
      caseFacts: { ...noFacts, incidentAt: "2026-11-20T04:45:00.000Z", amountLost: 900_000 },
      transactions: [transaction({ id: 1 }), transaction({ id: 2, amountPaise: 30_000_000 })],
      transactionsTotalPaise: 80_000_000,
      messages: [{ ...reply, id: 8, from: "desk", body: "Please call 1930." }, reply],
    });
    expect(html).toContain(`aria-label="${deskCaseText.glanceLabel}"`);
    expect(termsOf(html)).toEqual(["What happened", "Money lost", "Latest reply"]);
    expect(html).toContain("20 Nov 2026, 10:15 am</time>: “A caller said he was from my bank and I paid by UPI.”");
    expect(html).toContain("<strong>₹8,00,000</strong> in 2 transactions on the case page");
    expect(html).not.toContain("₹9,00,000");
    expect(html).toContain("From the person, <time");
    expect(html).toContain(": “The bank says the money is on hold.”");
    expect(html).not.toContain("Please call 1930.");
  });

  it("give the form's amount when the person listed no transactions, and leave the money out when neither was given", () => {
    expect(glance({ caseFacts: { ...noFacts, amountLost: 800_000 } })).toContain(
      "<strong>₹8,00,000</strong>, as the form gave it",
    );
    const none = glance({});
    expect(termsOf(none)).toEqual(["What happened"]);
    expect(none).not.toContain(listText.noValue);
  });

  it("cut the person's long words short; the sections below have them whole", () => {
    const html = glance({ message: `${"word ".repeat(60)}end` });
    expect(html).toContain("…”");
    expect(html).not.toContain("end”");
  });
});
