import { formatDayIn } from "../india-time";
import { rbiDirections2027Rules } from "./rbi-directions-2027";
import type { LegalRule } from "./rule";

// Rules of the Reserve Bank of India that the site states. Each was checked on the day in
// `checked`; `evidence` says what was read then and what could not be confirmed on an RBI page.

const CHECKED = "2026-11-25";

/** Read in the legal dossier of December 2026: the directions of 24 June 2026, and the dates it corrected. */
const READ_2026_12 = "2026-12-05";

/** RBI's circular of 6 July 2017 on unauthorised electronic banking transactions (RBI/2017-18/15). */
const LIABILITY_2017 = "https://www.rbi.org.in/Scripts/NotificationUser.aspx?Id=11040&Mode=0";
const LIABILITY_2017_EVIDENCE =
  "RBI's press release of March 2026 on its draft amendment directions (website.rbi.org.in) confirms that the 2017 instructions on limiting customers' liability in unauthorised electronic banking transactions are the ones in force and under review. RBI's list of withdrawn circulars includes RBI/2017-18/15, its instructions consolidated into the Responsible Business Conduct Directions, 2025, which that draft amends. The circular's own page and the consolidated text could not be opened on 2026-11-25; the terms here are those listed in docs/content-sources.md and match press reports quoting RBI. Final directions replacing them could not be read on an RBI page, so no end date is set.";

const LIABILITY_2017_REFERENCE = "RBI/2017-18/15 (DBR.No.Leg.BC.78/09.07.005/2017-18)";
const LIABILITY_2017_READ_AT =
  "The circular's text as reprinted verbatim by naavi.org (https://naavi.org/wp/zero-liability-is-there-a-fine-print-that-depositors-should-be-wary-of), with its Table 1 as widely reprinted; RBI's own page could not be opened";
/**
 * The last transaction day the 2017 circulars decide for banks (co-operative banks included): RBI's
 * directions of 24 June 2026 apply to electronic banking transactions from 1 January 2027.
 */
const LIABILITY_2017_LAST_DAY = "2026-12-31";

/** RBI's circular of 4 January 2019 on wallets and prepaid cards issued by non-banks (RBI/2018-19/101). */
const PPI_NON_BANK_2019 =
  "https://website.rbi.org.in/web/rbi/-/notifications/customer-protection-limiting-liability-of-customers-in-unauthorised-electronic-payment-transactions-in-prepaid-payment-instruments-ppis-issued-by-authorised-non-banks-11446";
const PPI_NON_BANK_2019_EVIDENCE =
  "RBI's page of the circular RBI/2018-19/101 (4 January 2019): it applies to all authorised non-bank PPI issuers, while bank PPI issuers stay under the 2017 circulars for banks and co-operative banks. RBI's FAQ on it (website.rbi.org.in, FAQ pages): liability is nil where the non-bank issuer's fraud, negligence or deficiency contributed; where the customer's negligence (such as sharing payment credentials) caused the loss, the customer bears it until reporting, and the issuer bears any loss after the report; the issuer credits the amount (a shadow reversal) to the PPI within 10 days from the customer's notification, even beyond the PPI's limit, value-dated to the transaction. The windows for reporting a third-party breach could be read only on third-party sites on 2026-11-25, so the site states none for wallets. The date the circular took effect, 1 March 2019, is RBI's FAQ answer 'has come into effect from March 01, 2019', read on 2026-12-05 in taxguru.in's verbatim reprint of the FAQ (until then the site used the issue date, 4 January 2019).";
/** RBI's FAQ on the circular: "has come into effect from March 01, 2019". */
const PPI_NON_BANK_2019_IN_FORCE = "2019-03-01";
const PPI_NON_BANK_2019_PARAGRAPH =
  "RBI's FAQ on the circular: its questions on liability, on the credit to the PPI and on the date it took effect";
const PPI_NON_BANK_2019_READ_AT =
  "RBI's page of the circular and RBI's FAQ on it (website.rbi.org.in) for the liability and the credit; the date it took effect in taxguru.in's verbatim reprint of that FAQ";

/** RBI's circular of 14 December 2017 for co-operative banks (RBI/2017-18/109). */
const COOPERATIVE_2017 =
  "https://website.rbi.org.in/web/rbi/-/notifications/customer-protection-limiting-liability-of-customers-of-co-operative-banks-in-unauthorised-electronic-banking-transactions-11188";
const COOPERATIVE_2017_EVIDENCE =
  "Read on 2026-11-26 on RBI's page of the circular (stored under its Kannada-interface path, /kn/web/rbi/-/notifications/...-11188; the text is English): RBI/2017-18/109 of 14 December 2017, titled as in `instrument`; banks must have customers register for SMS alerts (and e-mail alerts where available), must send SMS alerts, and must advise customers to notify the bank of an unauthorised electronic banking transaction at the earliest. RBI's Hindi page of the same circular (rbi.org.in/hindi/Scripts/Notifications.aspx?Id=5954) is addressed to all primary (urban), state and district central co-operative banks. RBI's circular RBI/2018-19/101 of 4 January 2019 also names it (DCBR.BPD.(PCB/RCB).Cir.No.06/12.05.001/2017-18) as the one bank PPI issuers among co-operative banks follow. The paragraphs with the reporting windows and liability limits were past the part of the page that could be read that day (they were read only on third-party sites), so no window is stated.";

/** RBI's circular of 20 September 2019 on failed transactions (RBI/2019-20/67), with its Annex of turnaround times. */
const FAILED_TRANSACTIONS =
  "https://website.rbi.org.in/web/rbi/-/citizens-corner/harmonisation-of-turn-around-time-tat-and-customer-compensation-for-failed-transactions-using-authorised-payment-systems-3074";
const FAILED_TRANSACTIONS_INSTRUMENT =
  "Harmonisation of Turn Around Time (TAT) and customer compensation for failed transactions using authorised Payment Systems (RBI/2019-20/67, 20 September 2019)";
const FAILED_TRANSACTIONS_REFERENCE = "RBI/2019-20/67 (DPSS.CO.PD No.629/02.01.014/2019-20)";
/** Paragraph 7: "shall come into effect from October 15, 2019". */
const FAILED_TRANSACTIONS_IN_FORCE = "2019-10-15";
const FAILED_TRANSACTIONS_READ_AT =
  "The circular's Annex as reproduced word for word by bangalorenewstoday.com and breaking-news-today.com, and its paragraphs 6 and 7 in a copy of RBI's PDF of the circular on scribd.com; RBI's page of the circular (website.rbi.org.in) for its opening paragraphs, the only part of that page that could be read";
const FAILED_TRANSACTIONS_READING =
  'The Annex counts "T + 5 days" and "T + 1 day", T being the day of the transaction, without saying whether the days are calendar or working days. The site records calendar days, the reading that ends earliest, and its sentences say "days" as the Annex does. Confirm on RBI\'s page.';
const FAILED_TRANSACTIONS_EVIDENCE =
  'RBI\'s page of the circular (read 2026-11-25 as far as its paragraphs 2 to 4): failures include cash not available at an ATM, and the turnaround time is the outer limit for resolving a failed transaction. The Annex, read on 2026-12-05 in the verbatim reprints named in `readAt` ("T" is the day of the transaction, "R" the day the reversal is concluded); paragraph 6: a customer not redressed within the turnaround time can complain to the Ombudsman (today the Integrated Ombudsman Scheme, 2026); paragraph 7: in force from 15 October 2019. Summaries say the compensation is paid without waiting for a complaint or claim; those words were not read in a verbatim copy, so the site does not say it. Press reports (Livemint, affairscloud, equitypandit) agree with the figures; none of them backs the rule on its own.';

/** The Reserve Bank – Integrated Ombudsman Scheme, 2026, as RBI publishes it. */
const OMBUDSMAN_2026 = "https://cms.rbi.org.in/cms/assets/Documents/Ombudsman_Scheme_English.pdf";

/**
 * The windows of the Integrated Ombudsman Scheme, 2026 (clause 10(1)(f) and (g)), as numbers: the
 * bank's time to reply, and the time to go to the Ombudsman after it. The rule's sentence and its
 * window are built from them.
 */
export const OMBUDSMAN_2026_WINDOWS = {
  /** The bank has this many days to reply before a complaint may go to the Ombudsman. */
  bankReplyDays: 30,
  /** The complaint goes to the Ombudsman within this many days of the later of the end of those days and the bank's last reply. */
  fileWithinDays: 90,
} as const;

/** RBI's directions of 24 June 2026 give a bank this long to decide a complaint of fraud (paragraph 76Q). */
const fraudDecision = rbiDirections2027Rules.find((rule) => rule.id === "rbi-liability-resolution");
if (!fraudDecision?.window) throw new Error("RBI's directions of 24 June 2026 give no time for a bank's decision");

/**
 * What the 2026 Ombudsman edition tells a victim of fraud to wait for: the bank's decision under
 * RBI's directions of 24 June 2026, from the first transaction day they decide.
 */
export const OMBUDSMAN_FRAUD_WAIT = { from: fraudDecision.from, days: fraudDecision.window.days } as const;

export const rbiRules = [
  {
    id: "rbi-liability-bank-fault",
    authority: "RBI",
    instrument:
      "Customer Protection – Limiting Liability of Customers in Unauthorised Electronic Banking Transactions (6 July 2017)",
    says: "If a transaction you did not authorise happened because of the bank's own fraud, negligence or failing, you bear none of the loss, whenever you report it.",
    window: null,
    from: "2017-07-06",
    until: LIABILITY_2017_LAST_DAY,
    source: LIABILITY_2017,
    reference: LIABILITY_2017_REFERENCE,
    paragraph: "paragraph 6(i)",
    grade: "B",
    readAt: LIABILITY_2017_READ_AT,
    checked: CHECKED,
    evidence: LIABILITY_2017_EVIDENCE,
  },
  {
    id: "rbi-liability-third-party",
    authority: "RBI",
    instrument:
      "Customer Protection – Limiting Liability of Customers in Unauthorised Electronic Banking Transactions (6 July 2017)",
    says: "If a transaction you did not authorise came from a breach that was neither your fault nor the bank's, you bear none of the loss if you tell the bank in time.",
    window: { days: 3, count: "working days", from: "the bank's SMS or e-mail about the transaction" },
    from: "2017-07-06",
    until: LIABILITY_2017_LAST_DAY,
    source: LIABILITY_2017,
    reference: LIABILITY_2017_REFERENCE,
    paragraph: "paragraph 6(ii)",
    grade: "B",
    readAt: LIABILITY_2017_READ_AT,
    checked: CHECKED,
    evidence: LIABILITY_2017_EVIDENCE,
  },
  {
    id: "rbi-liability-limited",
    authority: "RBI",
    instrument:
      "Customer Protection – Limiting Liability of Customers in Unauthorised Electronic Banking Transactions (6 July 2017)",
    says: "Reported later than that but within seven working days, your share of such a loss is capped at ₹5,000, ₹10,000 or ₹25,000 depending on your account or card (or the transaction amount, if lower). Later still, the bank's board-approved policy decides.",
    window: { days: 7, count: "working days", from: "the bank's SMS or e-mail about the transaction" },
    figures: { lowCapRupees: 5_000, middleCapRupees: 10_000, highCapRupees: 25_000 },
    from: "2017-07-06",
    until: LIABILITY_2017_LAST_DAY,
    source: LIABILITY_2017,
    reference: LIABILITY_2017_REFERENCE,
    paragraph: "paragraph 7(ii) and Table 1",
    grade: "B",
    readAt: LIABILITY_2017_READ_AT,
    checked: CHECKED,
    evidence: LIABILITY_2017_EVIDENCE,
  },
  {
    id: "rbi-liability-customer-negligence",
    authority: "RBI",
    instrument:
      "Customer Protection – Limiting Liability of Customers in Unauthorised Electronic Banking Transactions (6 July 2017)",
    says: "If the loss came from your own negligence, such as sharing an OTP, PIN or password, you bear it until you report; whatever is taken after your report is the bank's loss.",
    window: null,
    from: "2017-07-06",
    until: LIABILITY_2017_LAST_DAY,
    source: LIABILITY_2017,
    reference: LIABILITY_2017_REFERENCE,
    paragraph: "paragraph 7(i)",
    grade: "B",
    readAt: LIABILITY_2017_READ_AT,
    checked: CHECKED,
    evidence: LIABILITY_2017_EVIDENCE,
  },
  {
    id: "rbi-liability-shadow-credit",
    authority: "RBI",
    instrument:
      "Customer Protection – Limiting Liability of Customers in Unauthorised Electronic Banking Transactions (6 July 2017)",
    says: "Once you report a transaction you did not authorise, the bank credits the amount to your account while it looks into it, and must settle your complaint within 90 days.",
    window: { days: 10, count: "working days", from: "your report to the bank" },
    from: "2017-07-06",
    until: LIABILITY_2017_LAST_DAY,
    source: LIABILITY_2017,
    reference: LIABILITY_2017_REFERENCE,
    paragraph: "paragraph 9",
    grade: "B",
    readAt: LIABILITY_2017_READ_AT,
    checked: CHECKED,
    evidence: LIABILITY_2017_EVIDENCE,
  },
  {
    id: "rbi-liability-resolution",
    authority: "RBI",
    instrument:
      "Customer Protection – Limiting Liability of Customers in Unauthorised Electronic Banking Transactions (6 July 2017)",
    says: "The bank must resolve your complaint about a transaction you did not authorise, and settle what you bear if anything, within 90 days of receiving it.",
    window: { days: 90, count: "calendar days", from: "the bank's receipt of your complaint" },
    from: "2017-07-06",
    until: LIABILITY_2017_LAST_DAY,
    source: LIABILITY_2017,
    reference: LIABILITY_2017_REFERENCE,
    paragraph: "paragraph 9",
    grade: "A",
    readAt: "https://website.rbi.org.in/web/rbi/rbi-kehta-hai/limit-your-loss-in-fraudulent-transactions/sms",
    checked: "2026-12-05",
    evidence: `${LIABILITY_2017_EVIDENCE} The 90 days were read on RBI's own "RBI Kehta Hai" page: "The bank has to resolve your complaint within 90 days from the date of receipt."`,
  },
  {
    id: "rbi-liability-cooperative-banks",
    authority: "RBI",
    instrument:
      "Customer Protection – Limiting Liability of Customers of Co-operative Banks in Unauthorised Electronic Banking Transactions (RBI/2017-18/109, 14 December 2017)",
    says: "Co-operative banks (urban, state and district central co-operative banks) follow RBI's own circular of 14 December 2017 on transactions you did not authorise, not the one for other banks. It requires the bank to send you SMS alerts for electronic banking transactions and to ask you to report any you did not authorise as soon as possible. We have not been able to check its time limits on RBI's own pages, so we give no date: tell the bank in writing at once and keep its complaint number.",
    window: null,
    from: "2017-12-14",
    until: LIABILITY_2017_LAST_DAY,
    source: COOPERATIVE_2017,
    reference: "RBI/2017-18/109",
    paragraph: null,
    grade: "A",
    readAt: COOPERATIVE_2017,
    checked: "2026-11-26",
    evidence: COOPERATIVE_2017_EVIDENCE,
  },
  {
    id: "rbi-liability-non-bank-wallets",
    authority: "RBI",
    instrument:
      "Customer Protection – Limiting Liability of Customers in Unauthorised Electronic Payment Transactions in Prepaid Payment Instruments (PPIs) issued by Authorised Non-banks (RBI/2018-19/101, 4 January 2019)",
    says: "Wallets and prepaid cards issued by companies that are not banks have RBI rules of their own. If the wallet company's fraud, negligence or failing caused a transaction you did not authorise, you bear none of the loss. If it came from sharing your payment details, you bear the loss until you report it, and anything taken after your report is the wallet company's loss. A wallet issued by a bank follows that bank's rules.",
    window: null,
    from: PPI_NON_BANK_2019_IN_FORCE,
    until: null,
    source: PPI_NON_BANK_2019,
    reference: "RBI/2018-19/101",
    paragraph: PPI_NON_BANK_2019_PARAGRAPH,
    grade: "B",
    readAt: PPI_NON_BANK_2019_READ_AT,
    checked: READ_2026_12,
    evidence: PPI_NON_BANK_2019_EVIDENCE,
  },
  {
    id: "rbi-liability-non-bank-wallets-credit",
    authority: "RBI",
    instrument:
      "Customer Protection – Limiting Liability of Customers in Unauthorised Electronic Payment Transactions in Prepaid Payment Instruments (PPIs) issued by Authorised Non-banks (RBI/2018-19/101, 4 January 2019)",
    says: "Once you report a transaction you did not authorise, the wallet company credits the amount back to your wallet while it looks into it, even beyond the wallet's usual limit, dated as of the transaction.",
    window: { days: 10, count: "calendar days", from: "your report to the wallet company" },
    from: PPI_NON_BANK_2019_IN_FORCE,
    until: null,
    source: PPI_NON_BANK_2019,
    reference: "RBI/2018-19/101",
    paragraph: PPI_NON_BANK_2019_PARAGRAPH,
    grade: "B",
    readAt: PPI_NON_BANK_2019_READ_AT,
    checked: READ_2026_12,
    evidence: PPI_NON_BANK_2019_EVIDENCE,
  },
  {
    id: "rbi-liability-under-review",
    authority: "RBI",
    instrument:
      "Draft amendment directions on the Review of Framework of Limiting Customer Liability in Digital Transactions (March 2026)",
    says: "RBI is revising these rules: in March 2026 it published draft directions to banks that extend them to other kinds of fraudulent electronic banking transactions and add compensation for small-value frauds. Ask your bank which rules apply on the date of your transaction.",
    window: null,
    from: "2026-03-06",
    until: "2026-06-24",
    source:
      "https://website.rbi.org.in/web/rbi/-/press-releases/rbi-issues-draft-amendment-directions-for-review-of-framework-of-limiting-customer-liability-in-digital-transactions-",
    reference: null,
    paragraph: null,
    grade: "A",
    readAt:
      "https://website.rbi.org.in/web/rbi/-/press-releases/rbi-issues-draft-amendment-directions-for-review-of-framework-of-limiting-customer-liability-in-digital-transactions-",
    checked: READ_2026_12,
    evidence:
      "RBI's press release on the draft amendment directions: revised instructions to banks that would enhance the scope of the 2017 instructions to cover other categories of fraudulent electronic banking transactions, reduce the time banks take on such complaints and introduce a compensation mechanism for small-value ones, amending the Responsible Business Conduct Directions of each kind of bank. The draft ends on 24 June 2026, the day RBI issued the final directions (RBI/2026-27/167 to 173), which are rules of their own from the day they apply, 1 January 2027.",
  },
  {
    id: "rbi-failed-atm-withdrawal",
    authority: "RBI",
    instrument: FAILED_TRANSACTIONS_INSTRUMENT,
    says: "If an ATM debits your account but gives you no cash, that is a failed transaction, not fraud. The bank must put the money back within 5 days of the transaction (T+5, where T is the day of the transaction). If it is later than that, the bank must pay ₹100 into your account for each day of delay.",
    window: { days: 5, count: "calendar days", from: "the transaction" },
    figures: { perDayRupees: 100 },
    from: FAILED_TRANSACTIONS_IN_FORCE,
    until: null,
    source: FAILED_TRANSACTIONS,
    reference: FAILED_TRANSACTIONS_REFERENCE,
    paragraph:
      "Annex, the row for ATMs including micro-ATMs (account debited but cash not dispensed); paragraphs 6 and 7",
    grade: "B",
    readAt: FAILED_TRANSACTIONS_READ_AT,
    reading: FAILED_TRANSACTIONS_READING,
    checked: READ_2026_12,
    evidence: `${FAILED_TRANSACTIONS_EVIDENCE} For an ATM (micro-ATMs included) where the account is debited but cash is not dispensed, the Annex reads "Pro-active reversal (R) of failed transaction within a maximum of T + 5 days" and "₹ 100/- per day of delay beyond T + 5 days, to the credit of the account holder".`,
  },
  {
    id: "rbi-failed-upi-imps-transfer",
    authority: "RBI",
    instrument: FAILED_TRANSACTIONS_INSTRUMENT,
    says: "If a UPI or IMPS transfer leaves your account but does not reach the account you sent it to, that is a failed transaction, not fraud. If the money cannot be credited to that account, it must come back to your account by the day after the transaction (T+1, where T is the day of the transaction). If it comes back later than that, you are due ₹100 for each day of delay.",
    window: { days: 1, count: "calendar days", from: "the transaction" },
    figures: { perDayRupees: 100 },
    from: FAILED_TRANSACTIONS_IN_FORCE,
    until: null,
    source: FAILED_TRANSACTIONS,
    reference: FAILED_TRANSACTIONS_REFERENCE,
    paragraph:
      "Annex, the rows for IMPS and for UPI fund transfers (account debited but the beneficiary account not credited); paragraphs 6 and 7",
    grade: "B",
    readAt: FAILED_TRANSACTIONS_READ_AT,
    reading: FAILED_TRANSACTIONS_READING,
    checked: READ_2026_12,
    evidence: `${FAILED_TRANSACTIONS_EVIDENCE} For IMPS, and for a UPI transfer of funds, where the account is debited but the beneficiary account is not credited, the Annex reads "If unable to credit the beneficiary account, auto reversal (R) by the Beneficiary bank latest on T + 1 day", with "₹100/- per day if delay is beyond T + 1 day". A UPI payment to a merchant that is not confirmed has a T + 5 day reversal of its own, which the site does not state here.`,
  },
  {
    id: "rbi-ombudsman-scheme",
    authority: "RBI",
    instrument: "Reserve Bank – Integrated Ombudsman Scheme, 2021",
    says: "A free complaint to the RBI Ombudsman about a bank or other regulated entity that has not put right a deficiency in its service.",
    window: null,
    from: "2021-11-12",
    until: "2026-06-30",
    source: "https://www.rbi.org.in/commonman/English/Scripts/FAQs.aspx?Id=3407",
    reference: null,
    paragraph: "RBI's FAQ on the 2026 scheme, questions 1 to 3",
    grade: "A",
    readAt: "https://www.rbi.org.in/commonman/English/Scripts/FAQs.aspx?Id=3407",
    checked: CHECKED,
    evidence:
      "RBI's FAQ on the 2026 scheme says it replaces the 2021 scheme from 1 July 2026, and that complaints received before that day stay under the 2021 scheme. The 2021 start date is the one listed in docs/content-sources.md.",
  },
  {
    id: "rbi-ombudsman-scheme",
    authority: "RBI",
    instrument: "Reserve Bank – Integrated Ombudsman Scheme, 2026",
    says: `A free complaint to the RBI Ombudsman about a bank or other regulated entity covered by the scheme that has not put right a deficiency in its service. First complain to the bank itself, in writing or in another way that leaves proof, and keep that proof. You can go to the Ombudsman if the bank has not replied within ${OMBUDSMAN_2026_WINDOWS.bankReplyDays} days, or if its reply does not satisfy you. Go within ${OMBUDSMAN_2026_WINDOWS.fileWithinDays} days of the end of those ${OMBUDSMAN_2026_WINDOWS.bankReplyDays} days or of the bank's last reply, whichever is later. For fraud on a transaction from ${formatDayIn("en-IN", OMBUDSMAN_FRAUD_WAIT.from)}, the bank has up to ${OMBUDSMAN_FRAUD_WAIT.days} calendar days to decide your complaint, so wait for its decision, or for those ${OMBUDSMAN_FRAUD_WAIT.days} days to pass, before you go to the Ombudsman. Complain at cms.rbi.org.in, by e-mail to crpc@rbi.org.in, or by post to the Centralised Receipt and Processing Centre, Reserve Bank of India, Central Vista, Sector 17, Chandigarh – 160017. For help, call RBI's contact centre on 14448. A police complaint about the same matter does not stop you from going to the Ombudsman. An advocate cannot represent you, unless the advocate is the person wronged.`,
    window: {
      days: OMBUDSMAN_2026_WINDOWS.fileWithinDays,
      count: "calendar days",
      from: `the end of the bank's ${OMBUDSMAN_2026_WINDOWS.bankReplyDays} days or its last reply, whichever is later`,
    },
    from: "2026-07-01",
    until: null,
    source: OMBUDSMAN_2026,
    reference: "RB-IOS, 2026",
    paragraph:
      "clause 10(1)(e), (f) and (g) (complaint to the bank first, the 30 and 90 days); the scheme's conditions on representation by an advocate and on other proceedings; Annex, Part A, item 6 (how to file)",
    grade: "B",
    readAt:
      "A public legal-facts registry quoting the scheme word for word, by clause, from the text it saved from cms.rbi.org.in (Ombudsman_Scheme_English.pdf) on 30 September 2026; the postal address and the contact centre 14448 in a public repository's reading of RBI's FAQ on the scheme (RBIOS01072026.pdf); the dates on RBI's FAQ page (https://www.rbi.org.in/commonman/English/Scripts/FAQs.aspx?Id=3407, questions 1 to 3)",
    reading: `Clause 10(1)(f) and (g) count "30 days" and "90 days" without saying calendar or working days; the site records calendar days, the reading that ends the ${OMBUDSMAN_2026_WINDOWS.fileWithinDays} days earliest. Clause 10(1)(f) also allows "the time specified by the Reserve Bank, National Payments Corporation of India, or under Card Network guidelines, if any, whichever is higher": the site reads the ${OMBUDSMAN_FRAUD_WAIT.days} calendar days RBI's directions of 24 June 2026 give a bank to decide a complaint of fraud (paragraph 76Q, for transactions from ${formatDayIn("en-IN", OMBUDSMAN_FRAUD_WAIT.from)}) as such a time, and tells a victim of such fraud to wait for the bank's decision or those days. No source read settles this. Confirm on RBI's pages.`,
    checked: READ_2026_12,
    evidence:
      'RBI\'s FAQ page (updated 1 July 2026; questions 1 to 3, grade A): the scheme is cost-free, covers deficiency in service by the regulated entities it lists, comes into force on 1 July 2026 and replaces the 2021 scheme. The scheme\'s own words, read on 2026-12-05 in the verbatim copy named in `readAt`: a complaint lies only if the complainant "first made a complaint in writing or through any other mode to the Regulated Entity concerned, where proof of having made a complaint can be produced" (10(1)(e)); and the entity "has not received any reply within 30 days or within the time specified by the Reserve Bank, National Payments Corporation of India, or under Card Network guidelines, if any, whichever is higher", or the complainant "is not satisfied with the reply / resolution" (10(1)(f)); the complaint is "made to the RBI Ombudsman within 90 days from the date on which the timeline specified in sub-clause (1)(f) expires or the date of the last communication from the concerned Regulated Entity, whichever is later" (10(1)(g)). No advocate may represent a complainant unless the advocate is the aggrieved person; a grievance pending before a court or other forum bars a complaint, but "a complaint relating to the same grievance does not include criminal proceedings … or any police investigation". Filing: "through the online CMS portal at https://cms.rbi.org.in ; (ii) or by emailing to: crpc@rbi.org.in; or (iii) by sending a filled-in complaint form … by post/courier" (Annex, Part A, item 6); the address and the contact centre 14448 as RBI\'s FAQ on the scheme gives them. A second public repository that read RBI\'s FAQ PDF states the same 30 and 90 days. The scheme\'s official PDF and RBI\'s FAQ PDF could not be opened on 2026-12-05. No notification number of the scheme was read; RBI names it "RB-IOS, 2026". The compensation limits and the appeal were read only in press reports, so the site states neither.',
  },
  ...rbiDirections2027Rules,
] as const satisfies readonly LegalRule[];
