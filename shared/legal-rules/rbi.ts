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
    instrument:
      "Harmonisation of Turn Around Time (TAT) and customer compensation for failed transactions using authorised Payment Systems (RBI/2019-20/67, 20 September 2019)",
    says: "If an ATM debits your account but gives no cash, that is a failed transaction, not fraud. RBI's framework sets an outer time limit for the bank to put the money back, and compensation for you if it is late. If it is not put right, you can complain to the RBI Ombudsman.",
    window: null,
    from: "2019-10-15",
    until: null,
    reference: "RBI/2019-20/67 (DPSS.CO.PD No.629/02.01.014/2019-20)",
    paragraph: null,
    grade: "A",
    readAt:
      "https://website.rbi.org.in/web/rbi/-/citizens-corner/harmonisation-of-turn-around-time-tat-and-customer-compensation-for-failed-transactions-using-authorised-payment-systems-3074",
    source:
      "https://website.rbi.org.in/web/rbi/-/citizens-corner/harmonisation-of-turn-around-time-tat-and-customer-compensation-for-failed-transactions-using-authorised-payment-systems-3074",
    checked: CHECKED,
    evidence:
      "Read on RBI's page of the circular: failures include cash not available at an ATM; the framework fixes turnaround times and compensation for failed transactions; the time limit is the outer limit. The annex's day count for ATMs and the daily compensation amount could not be read on the RBI page on 2026-11-25, so the site does not state them. The start date (15 October 2019) is from the circular's last paragraph as reproduced elsewhere.",
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
    says: "A free complaint to the RBI Ombudsman about a bank or other regulated entity covered by the scheme that has not put right a deficiency in its service. Complain to the bank first, in writing, and keep its reply; the scheme sets time limits for going to the Ombudsman, listed in RBI's FAQ on the scheme.",
    window: null,
    from: "2026-07-01",
    until: null,
    source: "https://www.rbi.org.in/commonman/English/Scripts/FAQs.aspx?Id=3407",
    reference: null,
    paragraph: "RBI's FAQ on the 2026 scheme, questions 1 to 3",
    grade: "A",
    readAt: "https://www.rbi.org.in/commonman/English/Scripts/FAQs.aspx?Id=3407",
    checked: CHECKED,
    evidence:
      "RBI's FAQ (updated 1 July 2026): the scheme is cost-free, covers deficiency in service by the regulated entities it lists, comes into force on 1 July 2026 and replaces the 2021 scheme. The part of the FAQ that gives the filing windows (including when the bank never replies) could not be read on 2026-11-25, so the site states no window.",
  },
  ...rbiDirections2027Rules,
] as const satisfies readonly LegalRule[];
