import type { LetterFacts } from "./case-letter";

// The case the letters' unit tests draft from, in English and in Hindi (letters.test.ts,
// letters-each-language.test.ts): one unauthorised bank transaction on 25 November 2026.

/** An instant written as India time reads it. */
export const ist = (dateTime: string) => new Date(`${dateTime}+05:30`);

export function transaction(
  occurredAt: string,
  amountText: string,
  more: Partial<LetterFacts["transactions"][number]> = {},
): LetterFacts["transactions"][number] {
  return {
    id: 1,
    occurredAt: ist(occurredAt).toISOString(),
    occurredAtText: `${occurredAt} IST`,
    amountPaise: 0,
    amountText,
    utr: "412345678901",
    fromAccount: "SBI a/c XXXX4321",
    toAccount: "fraud@okaxis",
    paymentMethod: "",
    fromRequest: false,
    ...more,
  };
}

export const letterFacts = (more: Partial<LetterFacts> = {}): LetterFacts => ({
  bankName: "",
  reference: "CH-7K3Q9M",
  name: "Asha Verma",
  email: "asha@example.in",
  phone: "+91 98765 43210",
  city: "Pune",
  state: "Maharashtra",
  account: "A caller said he was from my bank and money left my account.",
  happenedAt: ist("2026-11-25T10:00:00"),
  timeUnknown: false,
  paymentApproval: "taken_without_approval",
  paidFrom: "bank_account",
  walletIssuer: null,
  coerced: null,
  amountLostText: "₹12,500",
  helplineCalledAt: null,
  helplineAcknowledgement: "",
  portalComplaintFinished: false,
  bankToldAt: null,
  bankRepliedOn: null,
  bankReference: "",
  transactions: [transaction("2026-11-25T10:05:00", "₹12,500.00")],
  transactionsTotalText: "₹12,500.00",
  evidence: [],
  ...more,
});
