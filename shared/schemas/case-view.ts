import { z } from "zod/mini";
import { caseThreadMessageSchema } from "./case-messages";
import { PAYMENT_METHODS } from "./case-facts";
import { caseEvidenceSchema } from "./evidence";

// The case page's view of a case (server/cases/case-view.ts), the answer of every call of the
// case page's API that shows the case. A module of its own: the server checks every answer
// against it, and the page's script imports it only when such an answer comes
// (app/features/case/post-json.ts), not to start the page.

const STEP_STATES = ["to do", "done", "waiting", "overdue"] as const;

/** A piece of a step's words by id, with the amount it names (shared/case-timeline/step-words.ts). */
export const stepTextSchema = z.object({ id: z.string(), amount: z.optional(z.string()) });

const caseStepSchema = z.object({
  id: z.string(),
  title: z.string(),
  /** What the step says, sentence by sentence (shared/case-timeline/next-steps.ts). */
  detailParts: z.array(z.string()),
  /** ISO-8601 instant, or null where no rule sets a date. */
  due: z.nullable(z.string()),
  /** The deadline as a person in India reads it ("Sat, 28 Nov 2026, 11:59 pm IST"). */
  dueText: z.nullable(z.string()),
  counting: z.nullable(z.string()),
  state: z.enum(STEP_STATES),
  /** The official page the rule was checked against, and its name; null for practical help that states no rule. */
  source: z.nullable(z.string()),
  instrument: z.nullable(z.string()),
  /**
   * The same words by id (shared/case-timeline/step-texts.ts), which the page puts in its
   * language; the English above is for a reader of the answer.
   */
  says: z.object({
    title: stepTextSchema,
    detail: z.array(stepTextSchema),
    counting: z.nullable(stepTextSchema),
    instrument: z.nullable(stepTextSchema),
  }),
});

/** A transaction the victim listed, with the text the page shows (India time, rupees). */
const listedTransactionSchema = z.object({
  id: z.number(),
  /** ISO-8601 instant. */
  occurredAt: z.string(),
  /** "Wed, 25 Nov 2026, 10:30 am IST". */
  occurredAtText: z.string(),
  amountPaise: z.number(),
  /** "₹12,500.00". */
  amountText: z.string(),
  /** As the victim typed them; "" when not given. */
  utr: z.string(),
  fromAccount: z.string(),
  toAccount: z.string(),
  /** How it was paid (upi, card, net_banking, other); "" when not known. */
  paymentMethod: z.enum(["", ...PAYMENT_METHODS]),
  /** Made from the help request's own facts (docs/decisions/0066). */
  fromRequest: z.boolean(),
});

export const caseViewSchema = z.object({
  status: z.literal("success"),
  case: z.object({
    reference: z.string(),
    /** ISO-8601 instant the request was received. */
    receivedAt: z.string(),
    /** Where the case stands, in plain words. */
    statusText: z.string(),
    /** What the visitor sent, as label and value, in the form's order. */
    sent: z.array(z.object({ label: z.string(), value: z.string() })),
    nextSteps: z.array(caseStepSchema),
    /** Whether this phone remembers the case (its own opt-in cookie). */
    remembered: z.boolean(),
    /**
     * Whether the case has been opened from a link mailed to its own address (docs/decisions/0075):
     * until then, what was typed on it is shown folded under a warning.
     */
    openedFromMail: z.boolean(),
    /** When the money went, while the first hours' advice holds (shared/first-hour.ts); null otherwise. */
    firstHour: z.nullable(z.object({ lostAt: z.string(), kind: z.enum(["paid", "taken", "lost"]) })),
    /** While the desk's first answer is awaited: when it is due (the case's response target); else null. */
    replyDueAt: z.nullable(z.string()),
    /** What the victim told us they have done, as the form's fields hold it (India time). */
    progress: z.object({
      helplineCalledAt: z.string(),
      helplineAcknowledgement: z.string(),
      portalComplaintFinished: z.boolean(),
      bankName: z.string(),
      bankToldAt: z.string(),
      bankReference: z.string(),
      /** YYYY-MM-DD, or "" when not given. */
      bankRepliedOn: z.string(),
      walletIssuer: z.string(),
      coerced: z.string(),
      accountOfOrganisation: z.string(),
      claimedCompensationBefore: z.string(),
      /** What the case is about (shared/case-timeline/harm-steps.ts), or "" when not said. */
      harm: z.string(),
      /** "yes", "no" or "": for sextortion, whether the person threatened is under 18. */
      personIsMinor: z.string(),
    }),
    /** Which of those answers bear on this case, so the page asks only them. */
    asks: z.object({
      walletIssuer: z.boolean(),
      coerced: z.boolean(),
      compensation: z.boolean(),
    }),
    /** The transactions the victim listed, earliest first (shared/schemas/case-transactions.ts). */
    transactions: z.array(listedTransactionSchema),
    /** Their amounts added up, as text ("₹0.00" when none). */
    transactionsTotalText: z.string(),
    /**
     * While the transaction made from the request has no UTR, its amount as a sentence says it
     * ("₹32,000"): the first screen asks for the UTR (docs/decisions/0066). Null otherwise.
     */
    utrAsked: z.nullable(z.object({ amountText: z.string() })),
    /** Messages with the desk, oldest first (docs/decisions/0026). */
    messages: z.array(caseThreadMessageSchema),
    /** The evidence the victim has sent, and the limits shown before an upload (server/evidence/). */
    evidence: caseEvidenceSchema,
    /**
     * "Remind me before each date" (docs/decisions/0069): by e-mail off, asked (the confirmation is
     * on its way) or on; the case's address masked; offered only while the case is open and has one.
     */
    reminders: z.object({
      offered: z.boolean(),
      email: z.enum(["off", "asked", "on"]),
      address: z.string(),
      /**
       * While a channel is on or asked for: the reminders still to come as the facts stand, in order,
       * each with its time and what it is about in the page's language; empty while no channel is.
       */
      planned: z.array(
        z.object({
          at: z.string(),
          atText: z.string(),
          stepId: z.string(),
          slot: z.enum(["day_before", "last_day", "bank_time_up"]),
          what: z.string(),
        }),
      ),
      /**
       * As browser notifications (docs/decisions/0074): offered while the case is open and the
       * server can send them; on in this many browsers; the VAPID public key a browser subscribes with.
       */
      push: z.object({
        offered: z.boolean(),
        browsers: z.int(),
        publicKey: z.string(),
      }),
      /**
       * On WhatsApp (docs/decisions/0076): offered while the case is open, has a number WhatsApp
       * takes and the site is configured for it; off, asked (the confirmation is on its way) or
       * on; the number masked ("+91••••••3210").
       */
      whatsApp: z.object({
        offered: z.boolean(),
        status: z.enum(["off", "asked", "on"]),
        number: z.string(),
      }),
    }),
  }),
});
export type CaseView = z.output<typeof caseViewSchema>;
