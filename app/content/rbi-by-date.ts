import { addCalendarDays, formatDayIn, type IsoDate } from "~/shared/india-time";
import { ruleEdition, ruleEditions, ruleWindow, type LegalRule, type RuleId } from "~/shared/legal-rules";
import { SMALL_FRAUD_COMPENSATION } from "~/shared/legal-rules/rbi-directions-2027";
import { rupees } from "~/shared/legal-rules/rule-values";

// RBI's liability rules by the transaction's date, in the words the topic pages, the FAQ and the
// Citizen Manual share (and their Hindi twins read for their figures). Kept apart from the page
// texts: it holds the rules themselves, which are data, not words a page shows.

/** The first day a rule is in force, as its first edition gives it. */
function firstDay(id: RuleId): IsoDate {
  const from = ruleEditions(id)[0]?.from;
  if (!from) throw new Error(`Legal rule "${id}" has no first day`);
  return from;
}

/**
 * The day RBI's directions of 24 June 2026 begin to decide bank transactions. RBI's 2017 circular
 * decides the transactions before it, so the pages state both, each with its dates, and a page
 * built before that day is still right after it.
 */
const changeDay = firstDay("rbi-fraud-directions-2027");
const lastDayBefore = addCalendarDays(changeDay, -1);

/** RBI's rules for bank transactions before the change day, and from it (shared/legal-rules). */
const before = {
  bankFault: ruleEdition("rbi-liability-bank-fault", lastDayBefore),
  thirdParty: ruleEdition("rbi-liability-third-party", lastDayBefore),
  limited: ruleEdition("rbi-liability-limited", lastDayBefore),
  negligence: ruleEdition("rbi-liability-customer-negligence", lastDayBefore),
  shadowCredit: ruleEdition("rbi-liability-shadow-credit", lastDayBefore),
};
const from = {
  directions: ruleEdition("rbi-fraud-directions-2027", changeDay),
  bankFault: ruleEdition("rbi-liability-bank-fault", changeDay),
  thirdParty: ruleEdition("rbi-liability-third-party", changeDay),
  negligence: ruleEdition("rbi-liability-customer-negligence", changeDay),
  acknowledgement: ruleEdition("rbi-complaint-acknowledgement", changeDay),
  resolution: ruleEdition("rbi-liability-resolution", changeDay),
  burdenOfProof: ruleEdition("rbi-bank-burden-of-proof", changeDay),
  creditCardReversal: ruleEdition("rbi-shadow-reversal-credit-card", changeDay),
  compensation: ruleEdition("rbi-small-fraud-compensation", changeDay),
};
/** Wallets and prepaid cards issued by companies that are not banks: RBI's 2019 rules, on both sides of the change. */
const wallets = {
  liability: ruleEdition("rbi-liability-non-bank-wallets", changeDay),
  credit: ruleEdition("rbi-liability-non-bank-wallets-credit", changeDay),
};
if (ruleEdition("rbi-liability-non-bank-wallets", lastDayBefore) !== wallets.liability) {
  throw new Error(
    "RBI's rules for wallets of companies that are not banks change with the banks' rules: say so on the pages",
  );
}

/**
 * Each rule version `rbiByDate` names, in a language's words, under the same names: what every
 * other language's topics.ts gives for `before`, `from` and `wallets` (`words` throws for a
 * version it has no words for, so a language never quotes a rule it has not translated).
 */
export function rbiEditionsIn<Words>(words: (edition: LegalRule) => Words): {
  before: Record<keyof typeof before, Words>;
  from: Record<keyof typeof from, Words>;
  wallets: Record<keyof typeof wallets, Words>;
} {
  const inWords = <Group extends Record<string, LegalRule>>(group: Group) =>
    Object.fromEntries(Object.entries(group).map(([name, edition]) => [name, words(edition)])) as Record<
      keyof Group,
      Words
    >;
  return { before: inWords(before), from: inWords(from), wallets: inWords(wallets) };
}

/** "25 November 2026": a rule's day as the pages print it. */
const day = (isoDay: IsoDate | null): string => {
  if (!isoDay) throw new Error("A rule stated by its date has no date");
  return formatDayIn("en-IN", isoDay);
};

/** "3 working days of the bank's SMS or e-mail about the transaction": a rule's window and what starts it. */
export function windowOf(edition: LegalRule): string {
  const start = edition.window?.from;
  const counted = edition.window?.startDayCounts ? ` (the day of ${start} counts as day 1)` : "";
  return `${ruleWindow(edition)} of ${start}${counted}`;
}

const beforeChange = `For payments before ${day(changeDay)}`;
const fromChange = `From ${day(changeDay)}`;
/** "2019": the year RBI's rules for wallets issued by companies that are not banks came into force. */
const walletRulesYear = wallets.liability.from?.slice(0, 4);
const compensationDays = from.compensation.until
  ? `from ${day(from.compensation.from)} to ${day(from.compensation.until)}`
  : `from ${day(from.compensation.from)}`;

/**
 * RBI's liability rules by date, in the words every page that quotes them shares (this page, the
 * FAQ and the Citizen Manual): for payments before the day RBI's directions of 24 June 2026
 * begin, and from that day.
 */
export const rbiByDate = {
  /** The first day of RBI's directions, YYYY-MM-DD, for the pages in other languages to print. */
  changeIsoDay: changeDay,
  /** "1 January 2027" */
  changeDay: day(changeDay),
  /** "6 July 2017": the date of RBI's circular that decides payments before the change. */
  circularDay: day(before.bankFault.from),
  before,
  from,
  wallets,
  /** "For payments before 1 January 2027", "From 1 January 2027". */
  beforeChange,
  fromChange,
  /** The reporting windows for money taken without your approval, with what starts them. */
  windowBefore: windowOf(before.thirdParty),
  windowFrom: windowOf(from.thirdParty),
  /** Both reporting windows, each with its dates. */
  timeLimits: `${beforeChange}, tell your bank within ${windowOf(before.thirdParty)}. ${fromChange}, tell it within ${windowOf(from.thirdParty)}.`,
  /** The 2017 circular's temporary credit, with its window. */
  creditBefore: `${before.shadowCredit.says} The credit is due within ${windowOf(before.shadowCredit)}.`,
  /** What the bank must do after your report, from the change day. */
  bankDutiesFrom: `${from.acknowledgement.says} ${from.resolution.says} ${from.burdenOfProof.says} ${from.creditCardReversal.says}`,
  /** RBI's compensation for small frauds, with its dates and its conditions. */
  compensation: `For frauds ${compensationDays}, RBI's compensation for small frauds applies. ${from.compensation.says} Only your bank pays this. Nobody can charge you a fee to claim it.`,
  /** The same, in short, for an answer that has room for no more. */
  compensationShort: `For frauds ${compensationDays}: if the money went because you shared an OTP or PIN, you are an individual and the total loss is up to ${rupees(SMALL_FRAUD_COMPENSATION.lossUpTo)}, your bank may pay you ${Math.round(SMALL_FRAUD_COMPENSATION.share * 100)}% of the net loss or ${rupees(SMALL_FRAUD_COMPENSATION.cap)}, whichever is less, once in your life, if you reported it to 1930 or cybercrime.gov.in and to the bank within ${windowOf(from.compensation)}. Only your bank pays this. Nobody can charge you a fee to claim it.`,
  /** A payment the victim made after being tricked: what each side of the change says, and what to do whatever the date. */
  trickedPayment: `${beforeChange}, RBI's liability rules do not cover a payment you made yourself after being tricked. ${fromChange}, RBI's new rules also cover a payment you approved because you were threatened or forced, as in a 'digital arrest', and a transaction someone made with your details obtained by fraud. A payment you chose to make because someone lied to you, such as into a fake investment or to a fake seller, may not be covered.`,
  /** What to do, whatever the date. */
  actNow: "Whatever the date, tell your bank and call 1930 at once.",
  /** Wallets issued by companies that are not banks, said on its own. */
  walletsNote: `Wallets issued by companies that are not banks keep RBI's ${walletRulesYear} rules, also from ${day(changeDay)}.`,
  /** The same, after a sentence about those wallets. */
  walletsUnchanged: `These are RBI's rules of ${walletRulesYear}, and they stay the same from ${day(changeDay)}.`,
};
