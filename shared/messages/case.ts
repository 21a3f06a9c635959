import { CASE_TRANSACTIONS_MAX, caseReplyCap } from "../constants";
import { caseFactsMessages } from "./form-fields";

// What the case page's API answers the victim (server/routes/case.ts, and the page rendered per
// request, server/routes/case-page.ts): opening a case, its forms, its links, its messages with
// the desk and its transactions. The case page shows them beside its forms or as a notice; each
// other language says them in its own words, keyed by this English text (shared/translations/,
// docs/decisions/0041).

/** Opening the case, its links and sessions, and its forms' checks (shared/schemas/case.ts). */
export const caseMessages = {
  choiceInvalid: "Please choose one of the options.",
  /** Every secret that opens nothing gets this, whatever the reason, in the same bytes, but for an expired link. */
  notOpened: "This link does not open a case. It may be mistyped, or it was revoked. Ask us for a new one.",
  /** A link past its 30 days (docs/decisions/0055): "Lost your link?" is under it on the page. */
  linkExpired:
    "This link has expired: case links work for 30 days. Ask for a new one below: we will send it to the e-mail address you gave us.",
  noCaseSession: "Please open your case from your case link again.",
  codeRequired: "Please paste your case code.",
  linksRevoked: "Every link to this case has stopped working, on every phone and computer.",
  closed: "This browser has closed your case page.",
  remembered: "This phone will open your case without the link, for up to 180 days.",
  forgotten: "This phone no longer remembers your case.",
  closedAsNotMe:
    "Thank you. We have closed this request as not sent by you, and no link opens it any more. You need do nothing else.",
  progressSaved: "Saved. Your next steps have been updated.",
  dateTimeInvalid: "Please enter a date and time, e.g. 25/11/2026 10:30.",
  dateTimeInFuture: "The date and time cannot be in the future.",
  dateInvalid: "Please enter a real date, e.g. 21/11/2026.",
  dateInFuture: "The date cannot be in the future.",
  bankReplyBeforeComplaint: "The bank's reply cannot be before the day you told the bank.",
  referenceInvalid: "Please enter the number as you were given it: letters, digits, - and / only.",
  /** The same words as the transaction form's, for the same characters. */
  nameInvalid: "Please use letters, digits, spaces and punctuation only.",
  /** "Lost your link?": the same words whether or not the reference and address match. */
  lostLinkSent:
    "If this reference and e-mail address belong to a request, a new case link is on its way to that address. It can take a few minutes; look in your spam folder too. The new link works for 30 days.",
  caseReferenceRequired: "Please enter your reference, e.g. CH-7K3Q9M.",
  caseReferenceInvalid: "A reference looks like CH-7K3Q9M: CH, a dash, then six letters and digits.",
  lostLinkEmailRequired: "Please enter the e-mail address you gave us.",
  lostLinkEmailInvalid: "Please enter a valid email address.",
  /** "Remind me before each date" on a case the desk has closed (docs/decisions/0069). */
  remindersClosed: "Reminders are sent only while your case is open.",
} as const;

/** Messages between the desk and the victim (docs/decisions/0026, shared/schemas/case-messages.ts). */
export const caseThreadMessages = {
  bodyRequired: "Please write a message.",
  replyCapReached: `You have sent ${caseReplyCap.perCase} messages today, the most a case can send in a day. Please call us or write again tomorrow.`,
} as const;

/** The transactions a victim lists (shared/schemas/case-transactions.ts). */
export const caseTransactionMessages = {
  occurredAtRequired: "Please enter the date and time of the transaction, e.g. 25/11/2026 10:30.",
  amountRequired: "Please enter the amount in rupees, e.g. 12,500 or 499.50.",
  amountInvalid: "Please enter the amount in rupees, e.g. 12,500 or 499.50.",
  amountNegative: caseFactsMessages.amountNegative,
  amountZero: "Please enter an amount of more than ₹0.",
  amountPaise: "Please enter at most 2 digits after the point, e.g. 499.50.",
  amountTooLarge: caseFactsMessages.amountTooLarge,
  identifierInvalid: "Please use letters, digits, spaces and punctuation only.",
  full: `Your case already lists ${CASE_TRANSACTIONS_MAX} transactions, the most it can hold. Remove one to add another.`,
  notFound: "That transaction is not on your case. It may have been removed already.",
  added: "Added to your transactions.",
  utrRequired: "Please enter the UTR or transaction ID, as your bank's SMS or your UPI app shows it.",
  utrSaved: "Saved to your transaction.",
  removed: "Removed from your transactions.",
} as const;
