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

/**
 * The person's reminders of their dates (docs/decisions/0069), as the desk sees them: each
 * channel they asked for and where it stands, and each reminder queued, with what became of it.
 */
export const deskCaseRemindersSchema = z.object({
  channels: z.array(
    z.object({
      /** "email", "push" or "whatsapp". */
      channel: z.string(),
      /** asked: the confirmation is on its way; on: confirmed; off: stopped. */
      status: z.enum(["asked", "on", "off"]),
      /** ISO 8601 instants; null when that has not happened. */
      askedAt: z.nullable(z.string()),
      confirmedAt: z.nullable(z.string()),
      stoppedAt: z.nullable(z.string()),
      /**
       * WhatsApp's latest confirmation message (docs/decisions/0076) and what became of it; null
       * for the other channels (an e-mail's confirmation is among the case's mails).
       */
      confirmation: z.nullable(
        z.object({
          status: z.enum(["waiting", "sent", "failed"]),
          sentAt: z.nullable(z.string()),
          lastError: z.nullable(z.string()),
        }),
      ),
    }),
  ),
  /** Newest first. */
  sends: z.array(
    z.object({
      channel: z.string(),
      /** What it reminded of, in the reminder's own words ("Tell your bank ..., due the next day"). */
      what: z.string(),
      /** When it was queued, an ISO 8601 instant. */
      queuedAt: z.string(),
      /** waiting: queued or being sent; sent; failed (lastError says why, "Not sent: ..." when checked again and dropped). */
      status: z.enum(["waiting", "sent", "failed"]),
      sentAt: z.nullable(z.string()),
      lastError: z.nullable(z.string()),
    }),
  ),
});
export type DeskCaseReminders = z.output<typeof deskCaseRemindersSchema>;
