import {
  institutionOf,
  liabilityRegime,
  type LiabilityRegime,
  type WindowedRule,
} from "../case-timeline/liability-regime";
import {
  addCalendarDays,
  addWorkingDaysSkippingSundays,
  dayInIndia,
  startOfIndiaDay,
  type IsoDate,
} from "../india-time";
import { legalRules } from "../legal-rules";
import type { LegalRule } from "../legal-rules/rule";
import {
  blank,
  citationsOf,
  evidenceIn,
  reportsMade,
  senderLines,
  transactionInstants,
  transactionsIn,
  type CaseLetter,
  type LetterBlock,
  type LetterFacts,
} from "./case-letter";
import { englishLetterWords, type LetterWords } from "./words";

// The letter to the bank (or wallet company): the transactions, what the victim asks it to do,
// and the RBI rule that applies to them by their date, whether the victim authorised them and
// who holds the account (shared/case-timeline/liability-regime.ts). Where no RBI liability rule
// can be stated, the letter asks the bank to act on the fraud report and says nothing about
// liability: a wrong citation would hurt the victim more than none.

/** "by Mon, 7 Dec 2026": the last day of a window counted from `day`, as the letter prints it. */
function windowEnd(rule: WindowedRule, day: IsoDate, words: LetterWords): string {
  const end =
    rule.window.count === "working days"
      ? addWorkingDaysSkippingSundays(day, rule.window.days)
      : addCalendarDays(day, rule.window.days);
  return words.date(startOfIndiaDay(end));
}

/** The paragraph citing a regime's rule, in the bank's terms; null where none applies. */
function ruleParagraph(
  regime: LiabilityRegime,
  facts: LetterFacts,
  now: Date,
  earliest: Date,
  single: boolean,
  words: LetterWords,
): string | null {
  const say = words.bank;
  const reportedAt = facts.bankToldAt ?? now;
  const reportDay = dayInIndia(reportedAt);
  const reportDate = words.date(reportedAt);
  const windowOf = (rule: WindowedRule) => ({ window: words.window(rule.window), from: words.windowFrom(rule) });
  switch (regime.kind) {
    case "banks-2017": {
      const { zeroLiability, limited, credit, resolution, bankFault } = regime;
      const sentences = [
        say.bankFault({ single, instrument: words.instrument(bankFault), ...windowOf(zeroLiability) }),
      ];
      // Counted in calendar days from the transaction, the earliest the window can end: a claim to
      // be in time is made only when it is true however the bank counts.
      const transactionDay = dayInIndia(earliest);
      const zeroEnd = addCalendarDays(transactionDay, zeroLiability.window.days);
      if (reportDay <= zeroEnd) {
        sentences.push(say.inTime({ single }));
      } else if (limited && reportDay <= addCalendarDays(transactionDay, limited.window.days)) {
        sentences.push(say.inLimitedTime({ single, ...windowOf(limited) }));
      }
      if (credit) {
        sentences.push(
          say.credit({
            ...windowOf(credit),
            reportDate,
            end: windowEnd(credit, reportDay, words),
            workingDays: credit.window.count === "working days",
          }),
        );
      }
      if (resolution) {
        sentences.push(
          say.resolution({ window: words.window(resolution.window), end: windowEnd(resolution, reportDay, words) }),
        );
      }
      return sentences.join(" ");
    }
    case "wallet": {
      const sentences = [say.wallet({ single, instrument: words.instrument(regime.rule) })];
      if (regime.credit) {
        sentences.push(
          say.walletCredit({
            window: words.window(regime.credit.window),
            reportDate,
            end: windowEnd(regime.credit, reportDay, words),
          }),
        );
      }
      return sentences.join(" ");
    }
    case "cooperative":
      return say.cooperative({ single, instrument: words.instrument(regime.rule) });
    case "directions-2027": {
      const { zeroLiability, bankFault, resolution, burdenOfProof, creditCardReversal, compensation } = regime;
      const sentences = [
        say.directions2027({
          single,
          instrument: words.instrument(bankFault),
          ...windowOf(zeroLiability),
          bankFaultParagraph: bankFault.paragraph ?? "",
          thirdPartyParagraph: zeroLiability.paragraph ?? "",
        }),
      ];
      // The same earliest reading as the case page: the transaction's own day is the first of the five.
      const zeroEnd = addCalendarDays(dayInIndia(earliest), zeroLiability.window.days - 1);
      if (reportDay <= zeroEnd) sentences.push(say.inTime({ single }));
      if (resolution) {
        const paragraphs = paragraphsOf([resolution, burdenOfProof]);
        sentences.push(
          say.decision2027({
            window: words.window(resolution.window),
            end: windowEnd(resolution, reportDay, words),
            paragraphs,
          }),
        );
      }
      if (creditCardReversal && facts.paidFrom === "card") {
        sentences.push(
          say.creditCardReversal2027({
            window: words.window(creditCardReversal.window),
            reportDate,
            end: windowEnd(creditCardReversal, reportDay, words),
            paragraph: creditCardReversal.paragraph ?? "",
          }),
        );
      }
      if (compensation) sentences.push(say.compensationForm2027);
      return sentences.join(" ");
    }
    case "directions-2027-not-covered":
    case "none":
      return null;
  }
}

/** "paragraphs 76Q, 76K and 76S": the paragraphs of several rules of one instrument, as one citation. */
function paragraphsOf(rules: (LegalRule | undefined)[]): string {
  const numbers = rules.flatMap((rule) =>
    (rule?.paragraph ?? "")
      .replace(/^paragraphs? /, "")
      .split(/, | and /)
      .filter((number) => number !== ""),
  );
  if (numbers.length <= 1) return `paragraph ${numbers.join("")}`;
  return `paragraphs ${numbers.slice(0, -1).join(", ")} and ${numbers.at(-1)}`;
}

/** The rules a regime's paragraph cites. */
function rulesCited(regime: LiabilityRegime): LegalRule[] {
  switch (regime.kind) {
    case "banks-2017":
      return [regime.bankFault];
    case "wallet":
    case "cooperative":
      return [regime.rule];
    case "directions-2027":
      return [regime.bankFault];
    case "directions-2027-not-covered":
    case "none":
      return [];
  }
}

/** Transactions under one rule regime: the regime, their instants, the earliest of them. */
export interface RegimeGroup {
  regime: LiabilityRegime;
  instants: Date[];
  earliest: Date;
}

/**
 * The case's transactions grouped by the liability rule of each one's date (or the day it
 * happened, when none are listed): one group per regime, so a case whose transactions straddle
 * a change of rules cites each rule for the transactions it covers.
 */
export function regimeGroups(facts: LetterFacts, rules: readonly LegalRule[]): RegimeGroup[] {
  const groups = new Map<string, { regime: LiabilityRegime; instants: Date[] }>();
  for (const instant of transactionInstants(facts)) {
    const regime = liabilityRegime(instant, facts, rules);
    const key = `${regime.kind}:${rulesCited(regime)
      .map((rule) => rule.instrument)
      .join()}`;
    const group = groups.get(key) ?? { regime, instants: [] };
    group.instants.push(instant);
    groups.set(key, group);
  }
  return [...groups.values()].map(({ regime, instants }) => ({
    regime,
    instants,
    earliest: new Date(Math.min(...instants.map((instant) => instant.getTime()))),
  }));
}

/**
 * One paragraph per group that has a rule to state (`paragraphOf` says it, or null for none),
 * each introduced by its transactions' days when there is more than one group; and the rules
 * those paragraphs cite. The bank's letter and the Ombudsman's state the same rule this way.
 */
export function regimeParagraphs(
  groups: readonly RegimeGroup[],
  words: LetterWords,
  paragraphOf: (group: RegimeGroup) => string | null,
): { paragraphs: string[]; cited: LegalRule[] } {
  const paragraphs: string[] = [];
  const cited: LegalRule[] = [];
  for (const group of groups) {
    const paragraph = paragraphOf(group);
    if (paragraph === null) continue;
    const days = [...new Set(group.instants.map((instant) => words.date(instant)))];
    paragraphs.push(groups.length > 1 ? words.bank.forTransactionsOf(days, paragraph) : paragraph);
    cited.push(...rulesCited(group.regime));
  }
  return { paragraphs, cited };
}

/** How the money left, as the letter's opening tells it. */
function approvalOf(facts: LetterFacts): "taken_without_approval" | "paid_myself" | "coerced" | "other" {
  if (facts.paymentApproval === "paid_myself" && facts.coerced === true) return "coerced";
  if (facts.paymentApproval === "taken_without_approval" || facts.paymentApproval === "paid_myself") {
    return facts.paymentApproval;
  }
  return "other";
}

/** The transactions' table, or without listed transactions, the amount and a blank for each transaction. */
export function moneyBlock(facts: LetterFacts, words: LetterWords): LetterBlock {
  if (facts.transactions.length > 0) return { kind: "transactions" };
  const on = facts.happenedAt ? words.date(facts.happenedAt) : null;
  const amount = facts.amountLostText ?? blank(words.blanks.amount);
  return { kind: "paragraph", text: words.bank.amountLost(amount, on, blank(words.blanks.eachTransaction)) };
}

/** The letter to the bank, dated `now`. `rules` defaults to the site's; tests pass their own. */
export function bankLetter(
  facts: LetterFacts,
  now: Date,
  rules: readonly LegalRule[] = legalRules,
  words: LetterWords = englishLetterWords,
): CaseLetter {
  const say = words.bank;
  const institution = institutionOf(facts.paidFrom, facts.walletIssuer);
  const account = say.account[institution];
  const { paragraphs: ruleParagraphs, cited } = regimeParagraphs(
    regimeGroups(facts, rules),
    words,
    ({ regime, instants, earliest }) => ruleParagraph(regime, facts, now, earliest, instants.length === 1, words),
  );

  const blocks: LetterBlock[] = [
    { kind: "paragraph", text: say.opening(approvalOf(facts), facts.transactions.length, account) },
    moneyBlock(facts, words),
  ];
  const reports = reportsMade(facts, words);
  blocks.push({ kind: "paragraph", text: reports.length > 0 ? reports.join(" ") : say.reportingNow });
  blocks.push({ kind: "requests", items: say.requests(account) });
  for (const text of ruleParagraphs) blocks.push({ kind: "paragraph", text });
  if (facts.evidence.length > 0) {
    blocks.push({ kind: "paragraph", text: say.evidence });
    blocks.push({ kind: "evidence" });
  }

  return {
    kind: "bank",
    sender: senderLines(facts, words),
    date: words.date(now),
    // The name the victim gave on the case page, else a blank to fill in by hand.
    recipient: facts.bankName === "" ? say.recipient[institution] : say.recipientNamed(institution, facts.bankName),
    subject: say.subject(account),
    salutation: say.salutation,
    blocks,
    closing: [say.closing, "", facts.name],
    transactions: transactionsIn(facts, words),
    transactionsTotalText: facts.transactionsTotalText,
    evidence: evidenceIn(facts, words),
    citations: citationsOf(cited, words),
  };
}
