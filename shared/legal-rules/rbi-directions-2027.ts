import type { LegalRule } from "./rule";

// RBI's directions of 24 June 2026 on fraudulent electronic banking transactions, which replace
// the 2017 circulars for transactions at banks from 1 January 2027 (shared/legal-rules/rbi.ts
// ends those on 31 December 2026). Seven directions of the same day amend the Responsible
// Business Conduct Directions of each kind of bank with the same paragraphs; the numbers here are
// the commercial banks' (RBI/2026-27/167). Non-bank wallets are not covered: they keep RBI's 2019
// circular.
//
// Their official pages could not be opened from where the site is built. Every rule here is
// grade B: its words were read in a verbatim copy of the official text that names the paragraph
// (`npm run rules -- --unverified` lists them with the page to open before relying on them).

/** The first transaction day the directions decide (their paragraph 3(2)). */
const DIRECTIONS_2027_FIRST_DAY = "2027-01-01";

const DIRECTIONS_2027 = "https://www.rbi.org.in/Scripts/NotificationUser.aspx?Id=13543&Mode=0";

const INSTRUMENT =
  "Reserve Bank of India (Commercial Banks – Responsible Business Conduct) Third Amendment Directions, 2026 (24 June 2026), and the amendment directions of the same day for small finance, payments, local area, regional rural, urban co-operative and rural co-operative banks";

const REFERENCE =
  "RBI/2026-27/167 (DOR.MCS.REC.No.130/01-01-032/2026-27); for the other kinds of bank RBI/2026-27/168 to 173";

const READ_AT =
  "A public legal-facts registry that quotes the directions word for word, by paragraph, from the text it saved from the official page on 30 September 2026 (SHA-256 of the saved copy 92c56c3d80521fe006b508b451f9655d2242e7175263c00d7a69ab40b13577df); the seven instruments' numbers and titles agree with RBI's own press release on the draft and with taxguru.in's reprint of the local area banks' directions";

const READ = "2026-12-05";

const EVIDENCE =
  "The directions' operative words, read in the verbatim copy named in `readAt`; paragraph numbers are the commercial banks' (the other six directions number the same paragraphs their own way). RBI's own page could not be opened on 2026-12-05. Secondary reports (corplawupdates.in, irisk, riceias, mathrubhumi) agree with every window stated here; none of them backs a rule on its own.";

/**
 * The compensation for small frauds (paragraph 76T), as numbers the case page computes with. The
 * rule's sentence states the same numbers; a unit test keeps them in step.
 */
export const SMALL_FRAUD_COMPENSATION = {
  /** The gross loss may be up to this much (₹). */
  lossUpTo: 50_000,
  /** The share of the net loss paid. */
  share: 0.85,
  /** The most paid (₹). */
  cap: 25_000,
} as const;

/** What the bank pays under paragraph 76T for a net loss in whole rupees: 85% of it or ₹25,000, whichever is less. */
export function smallFraudCompensation(netLoss: number): number {
  return Math.min(Math.floor(netLoss * SMALL_FRAUD_COMPENSATION.share), SMALL_FRAUD_COMPENSATION.cap);
}

const common = {
  authority: "RBI",
  instrument: INSTRUMENT,
  from: DIRECTIONS_2027_FIRST_DAY,
  until: null,
  source: DIRECTIONS_2027,
  reference: REFERENCE,
  grade: "B",
  readAt: READ_AT,
  checked: READ,
  evidence: EVIDENCE,
} as const;

/** The reporting window of paragraphs 76M and 76T(1)(b): five calendar days from the transaction. */
const FIVE_DAYS_FROM_THE_TRANSACTION = {
  days: 5,
  count: "calendar days",
  from: "the transaction",
  // "within five calendar days from the date of its occurrence": the day of the transaction is
  // taken as the first of the five, the reading that ends earliest (decision 0024).
  startDayCounts: true,
} as const;

export const rbiDirections2027Rules = [
  {
    ...common,
    id: "rbi-fraud-directions-2027",
    paragraph: "paragraphs 3(2), 4(15A) and 4(26B)",
    says: "For electronic banking transactions from 1 January 2027 at a bank (a commercial, small finance, payments, local area, regional rural, urban co-operative or rural co-operative bank), RBI's directions of 24 June 2026 replace the 2017 rules. They cover a transaction made by someone else with your details obtained by fraud, a payment you approved because you were threatened or forced, and any transaction you did not authorise. A payment you chose to make after being deceived, such as into a fake investment or to a fake buyer, may not be covered.",
    window: null,
  },
  {
    ...common,
    id: "rbi-liability-bank-fault",
    paragraph: "paragraph 76L",
    says: "If a fraudulent transaction happened because of the bank's negligence or failing, you bear none of the loss and the bank must reverse it, whether you report it or not.",
    window: null,
  },
  {
    ...common,
    id: "rbi-liability-third-party",
    paragraph: "paragraph 76M",
    says: "If a fraudulent transaction came from a breach that was neither your fault nor the bank's, for example at a payment app, a payment gateway or a telecom company, you bear none of the loss and the bank must reverse it, if you report it to the bank within 5 calendar days of the transaction. Reported later, the bank's own policy decides what you bear.",
    window: FIVE_DAYS_FROM_THE_TRANSACTION,
  },
  {
    ...common,
    id: "rbi-liability-customer-negligence",
    paragraph: "paragraphs 76N and 76O",
    says: "If the loss came from your own negligence, such as sharing an OTP, PIN or password, you bear it until you report it to the bank, except what RBI's compensation for small frauds pays; whatever is taken after your report is the bank's loss.",
    window: null,
  },
  {
    ...common,
    id: "rbi-complaint-acknowledgement",
    paragraph: "paragraphs 76I and 76J",
    says: "When you report a fraudulent transaction, the bank must acknowledge it at once with a complaint number and the date and time it received it, and act promptly to stop further fraudulent transactions on your accounts.",
    window: null,
  },
  {
    ...common,
    id: "rbi-liability-resolution",
    paragraph: "paragraph 76Q",
    says: "The bank must examine your complaint, decide who is liable and reply within 45 calendar days of receiving it (60 calendar days for a fraud across borders).",
    window: { days: 45, count: "calendar days", from: "the bank's receipt of your complaint" },
    figures: { crossBorderDays: 60 },
  },
  {
    ...common,
    id: "rbi-bank-burden-of-proof",
    paragraph: "paragraphs 76K and 76S",
    says: "It is for the bank to prove that you are liable. If it rejects your complaint, it must give you the reason, with the supporting details.",
    window: null,
  },
  {
    ...common,
    id: "rbi-shadow-reversal-credit-card",
    paragraph: "paragraphs 76R and 4(25A)",
    says: "For a fraudulent transaction on a credit card, the bank must credit the amount back to the card (a shadow reversal) within 5 calendar days of your report, while it looks into it. You cannot use that credit, and you pay no extra interest or charges on it.",
    window: { days: 5, count: "calendar days", from: "your report to the bank" },
  },
  {
    ...common,
    id: "rbi-small-fraud-compensation",
    paragraph: "paragraphs 76T and 76U",
    // Paragraph 76U: for frauds "occurring up to one year from the effective date of these
    // Directions". The directions apply only to transactions from 1 January 2027 (paragraph 3(2)),
    // so that is read as their effective date here, and the year as ending on 31 December 2027.
    until: "2027-12-31",
    reading:
      "Paragraph 76U pays for frauds \"occurring up to one year from the effective date of these Directions\". The site reads the effective date as 1 January 2027, the first day the directions apply to transactions (paragraph 3(2)), not 24 June 2026, the day they were issued, so it states the compensation for frauds from 1 January to 31 December 2027. RBI's press release on the draft also said the mechanism would be in force for one year. Confirm on RBI's page.",
    says: "If the loss came from your own negligence (for example, you shared an OTP), you are an individual (a sole proprietor included) and the total loss is up to ₹50,000, the bank may pay you 85% of the net loss or ₹25,000, whichever is less, once in your life. You must have reported it to 1930 or cybercrime.gov.in and to the bank within 5 calendar days of the transaction. If the bank is satisfied that your complaint is genuine, it gives you the application form, and pays within 5 calendar days of receiving it. It covers frauds in the first year of the directions.",
    window: FIVE_DAYS_FROM_THE_TRANSACTION,
    figures: { lossUpToRupees: SMALL_FRAUD_COMPENSATION.lossUpTo, capRupees: SMALL_FRAUD_COMPENSATION.cap },
  },
] as const satisfies readonly LegalRule[];
