import { z } from "zod/mini";
import { PAYMENT_METHODS } from "./case-facts";

// What the person entered on their case page (server/cases/), as the desk's detail of the case
// reads it: the raw values, which the dashboard writes out in rupees and India time. Empty text
// ("") and null are "not given", so the detail can leave them out.

/** One transaction the person listed (server/cases/case-transactions.ts). */
export const deskCaseTransactionSchema = z.object({
  id: z.int(),
  /** When the money went, an ISO 8601 instant. */
  occurredAt: z.string(),
  /** Whole paise: a transaction can carry paise, which a total in rupees would round away. */
  amountPaise: z.int().check(z.positive()),
  /** The UTR or transaction ID; "" when not given. */
  utr: z.string(),
  /** The person's own bank account or UPI ID the money left; "" when not given. */
  fromAccount: z.string(),
  /** The UPI ID or account the money went to; "" when not given. */
  toAccount: z.string(),
  /** How it was paid (upi, card, net_banking, other), as the help form asks it; "" when not known. */
  paymentMethod: z.enum(["", ...PAYMENT_METHODS]),
  /** Made from the help request's own facts (docs/decisions/0066). */
  fromRequest: z.boolean(),
});
export type DeskCaseTransaction = z.output<typeof deskCaseTransactionSchema>;

/** What the person says they have done (the case page's progress, server/cases/case-view.ts). */
export const deskCaseProgressSchema = z.object({
  /** When they called 1930, an ISO 8601 instant; null when not given. */
  helplineCalledAt: z.nullable(z.string()),
  /** 1930's acknowledgement number; "" when not given. */
  helplineAcknowledgement: z.string(),
  /** They finished their complaint on cybercrime.gov.in. */
  portalComplaintFinished: z.boolean(),
  /** When they told their bank, wallet or card company, an ISO 8601 instant; null when not given. */
  bankToldAt: z.nullable(z.string()),
  /** The bank's complaint number; "" when not given. */
  bankReference: z.string(),
  /** The day in India (YYYY-MM-DD) the bank last replied; null: no reply, or not said. */
  bankRepliedOn: z.nullable(z.string()),
  /** The bank, wallet or card company they told, as they name it; "" when not given. */
  bankName: z.string(),
  /** What they say the case is about (shared/case-timeline/harm-steps.ts HARM_KINDS); "" when not said. */
  harm: z.string(),
  /** For sextortion: "yes" when the person threatened is under 18, "no" when not, "" when not said. */
  personIsMinor: z.string(),
});
export type DeskCaseProgress = z.output<typeof deskCaseProgressSchema>;
