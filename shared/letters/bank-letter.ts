import {
  institutionOf,
  liabilityRegime,
  type Institution,
  type LiabilityRegime,
  type WindowedRule,
} from "../case-timeline/liability-regime";
import {
  addCalendarDays,
  addWorkingDaysSkippingSundays,
  dayInIndia,
  formatIndiaDate,
  formatIndiaDateTime,
  startOfIndiaDay,
  type IsoDate,
} from "../india-time";
import { legalRules } from "../legal-rules";
import { windowText, type LegalRule } from "../legal-rules/rule";
import {
  blank,
  citationsOf,
  reportsMade,
  senderLines,
  transactionInstants,
  type CaseLetter,
  type LetterBlock,
  type LetterFacts,
} from "./case-letter";

// The letter to the bank (or wallet company): the transactions, what the victim asks it to do,
// and the RBI rule that applies to them by their date, whether the victim authorised them and
// who holds the account (shared/case-timeline/liability-regime.ts). Where no RBI liability rule
// can be stated, the letter asks the bank to act on the fraud report and says nothing about
// liability: a wrong citation would hurt the victim more than none.

const RECIPIENT: Record<Institution, string[]> = {
  bank: ["The Branch Manager", blank("Name of your bank and branch")],
  "cooperative bank": ["The Branch Manager", blank("Name of your co-operative bank and branch")],
  wallet: ["The Grievance Officer", blank("Name of your wallet company")],
};

const ACCOUNT_WORD: Record<Institution, string> = {
  bank: "account",
  "cooperative bank": "account",
  wallet: "wallet",
};

function opening(facts: LetterFacts, account: string): string {
  const count = facts.transactions.length;
  const what =
    count === 0
      ? "the transactions described below"
      : count === 1
        ? "the transaction listed below"
        : `the ${count} transactions listed below`;
  if (facts.paymentApproval === "taken_without_approval")
    return `I am writing to report ${what}, made from my ${account} without my authorisation.`;
  if (facts.paymentApproval === "paid_myself")
    return `I am writing to report ${what}: payments from my ${account} that I was deceived into making by fraudsters.`;
  return `I am writing to report ${what}, made from my ${account} in a cyber fraud against me.`;
}

/** "by Mon, 7 Dec 2026": the last day of a window counted from `day`, as the letter prints it. */
function windowEnd(rule: WindowedRule, day: IsoDate): string {
  const end =
    rule.window.count === "working days"
      ? addWorkingDaysSkippingSundays(day, rule.window.days)
      : addCalendarDays(day, rule.window.days);
  return formatIndiaDate(startOfIndiaDay(end));
}

/** The paragraph citing a regime's rule, in the bank's terms; null where none applies. */
function ruleParagraph(
  regime: LiabilityRegime,
  facts: LetterFacts,
  now: Date,
  earliest: Date,
  single: boolean,
): string | null {
  const notAuthorised = single
    ? "This transaction was not authorised by me."
    : "These transactions were not authorised by me.";
  const them = single ? "it" : "them";
  const reportedAt = facts.bankToldAt ?? now;
  const reportDay = dayInIndia(reportedAt);
  const reportDate = formatIndiaDate(reportedAt);
  switch (regime.kind) {
    case "banks-2017": {
      const { zeroLiability, limited, credit, resolution, bankFault } = regime;
      const sentences = [
        `${notAuthorised} Under RBI's circular "${bankFault.instrument}", a customer bears no loss from an unauthorised electronic banking transaction caused by the bank's own fraud, negligence or deficiency, whenever it is reported, or by a third-party breach reported within ${windowText(zeroLiability.window)} from ${zeroLiability.window.from}.`,
      ];
      // Counted in calendar days from the transaction, the earliest the window can end: a claim to
      // be in time is made only when it is true however the bank counts.
      const transactionDay = dayInIndia(earliest);
      const zeroEnd = addCalendarDays(transactionDay, zeroLiability.window.days);
      if (reportDay <= zeroEnd) {
        sentences.push(`I am reporting ${them} within that time.`);
      } else if (limited && reportDay <= addCalendarDays(transactionDay, limited.window.days)) {
        sentences.push(
          `I am reporting ${them} within ${windowText(limited.window)} from ${limited.window.from}, within which the circular caps a customer's liability for such a breach.`,
        );
      }
      if (credit) {
        sentences.push(
          `The circular requires the bank to credit the amount involved to my account within ${windowText(credit.window)} from my report of ${reportDate}: by ${windowEnd(credit, reportDay)}${credit.window.count === "working days" ? ", or later only by the bank holidays in between" : ""}.`,
        );
      }
      if (resolution) {
        sentences.push(
          `It also requires the bank to resolve my complaint within ${windowText(resolution.window)} of receiving it: by ${windowEnd(resolution, reportDay)}.`,
        );
      }
      return sentences.join(" ");
    }
    case "wallet": {
      const sentences = [
        `${notAuthorised} Under RBI's circular "${regime.rule.instrument}", a customer bears no loss where the wallet company's own fraud, negligence or deficiency caused an unauthorised transaction.`,
      ];
      if (regime.credit) {
        sentences.push(
          `The circular requires the company to credit the amount involved to my wallet within ${windowText(regime.credit.window)} from my report of ${reportDate}: by ${windowEnd(regime.credit, reportDay)}.`,
        );
      }
      return sentences.join(" ");
    }
    case "cooperative":
      return `${notAuthorised} Please deal with this report under RBI's circular "${regime.rule.instrument}", and tell me in writing what you decide and by when.`;
    case "directions-2027":
      return `${single ? "This transaction was" : "These transactions were"} made on or after ${formatIndiaDate(startOfIndiaDay(regime.rule.from!))}. Please deal with this report under the ${regime.rule.instrument} that apply to them, and tell me in writing how you apply them and by when.`;
    case "none":
      return null;
  }
}

/** The rules a regime's paragraph cites. */
function rulesCited(regime: LiabilityRegime): LegalRule[] {
  switch (regime.kind) {
    case "banks-2017":
      return [regime.bankFault];
    case "wallet":
    case "cooperative":
    case "directions-2027":
      return [regime.rule];
    case "none":
      return [];
  }
}

/** The letter to the bank, dated `now`. `rules` defaults to the site's; tests pass their own. */
export function bankLetter(facts: LetterFacts, now: Date, rules: readonly LegalRule[] = legalRules): CaseLetter {
  const institution = institutionOf(facts.paidFrom);
  const account = ACCOUNT_WORD[institution];
  const instants = transactionInstants(facts);

  // One paragraph per rule regime among the transactions: a case whose transactions straddle a
  // change of rules cites each rule for the transactions it covers.
  const groups = new Map<string, { regime: LiabilityRegime; instants: Date[] }>();
  for (const instant of instants) {
    const regime = liabilityRegime(instant, facts.paymentApproval, facts.paidFrom, rules);
    const key = `${regime.kind}:${rulesCited(regime)
      .map((rule) => rule.instrument)
      .join()}`;
    const group = groups.get(key) ?? { regime, instants: [] };
    group.instants.push(instant);
    groups.set(key, group);
  }
  const ruleParagraphs: string[] = [];
  const cited: LegalRule[] = [];
  for (const { regime, instants: covered } of groups.values()) {
    const earliest = new Date(Math.min(...covered.map((instant) => instant.getTime())));
    const paragraph = ruleParagraph(regime, facts, now, earliest, covered.length === 1);
    if (paragraph === null) continue;
    const days = [...new Set(covered.map((instant) => formatIndiaDate(instant)))].join("; ");
    ruleParagraphs.push(groups.size > 1 ? `For the transactions of ${days}: ${paragraph}` : paragraph);
    cited.push(...rulesCited(regime));
  }

  const blocks: LetterBlock[] = [{ kind: "paragraph", text: opening(facts, account) }];
  if (facts.transactions.length > 0) {
    blocks.push({ kind: "transactions" });
  } else {
    const when = facts.happenedAt ? `on ${formatIndiaDate(facts.happenedAt)}` : blank("date");
    const amount = facts.amountLostText ?? blank("amount");
    blocks.push({
      kind: "paragraph",
      text: `Amount lost: ${amount}, ${when}. ${blank("For each transaction: date and time, amount, UTR or transaction ID, and the account or UPI ID the money went to")}`,
    });
  }
  const reports = reportsMade(facts, formatIndiaDateTime);
  blocks.push({
    kind: "paragraph",
    text:
      reports.length > 0
        ? reports.join(" ")
        : "I am also reporting the fraud on the National Cyber Crime Helpline 1930 and on cybercrime.gov.in.",
  });
  blocks.push({
    kind: "requests",
    items: [
      `Block further debits through the card, UPI, net banking or ${account} access used in these transactions, and confirm in writing when it is done.`,
      "Raise a dispute for each transaction, and ask the banks or wallets that received the money to hold it.",
      `Reverse the amounts to my ${account}.`,
      "Give me a written acknowledgement of this report, with its date and time and a complaint reference number.",
      `Send me a statement of my ${account} for the period of these transactions.`,
    ],
  });
  for (const text of ruleParagraphs) blocks.push({ kind: "paragraph", text });
  if (facts.evidence.length > 0) {
    blocks.push({
      kind: "paragraph",
      text: "I keep the evidence listed below, each file with its SHA-256 fingerprint, and can give you copies.",
    });
    blocks.push({ kind: "evidence" });
  }

  return {
    kind: "bank",
    sender: senderLines(facts),
    date: formatIndiaDate(now),
    recipient: RECIPIENT[institution],
    subject: `Report of cyber fraud on my ${account}: request to block, hold and reverse the transactions`,
    salutation: "Dear Sir or Madam,",
    blocks,
    closing: ["Yours faithfully,", "", facts.name],
    transactions: facts.transactions,
    transactionsTotalText: facts.transactionsTotalText,
    evidence: facts.evidence,
    citations: citationsOf(cited),
  };
}
