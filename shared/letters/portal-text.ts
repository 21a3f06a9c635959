import { legalRules } from "../legal-rules";
import { ruleInForce, type LegalRule } from "../legal-rules/rule";
import { citationsOf, reportsMade, type LetterFacts, type PortalText } from "./case-letter";
import { englishLetterWords, type LetterWords } from "./words";

// The incident description for the complaint on cybercrime.gov.in, as plain text to paste: when,
// what happened, the transactions, where the money went and what has been reported already, each
// fact on its own line so that the police reading it find them. The portal's own length limit
// could not be checked on an official page, so the page counts characters and claims no limit.

export function portalText(
  facts: LetterFacts,
  now: Date,
  rules: readonly LegalRule[] = legalRules,
  words: LetterWords = englishLetterWords,
): PortalText {
  const say = words.portal;
  const lines: string[] = [];
  if (facts.happenedAt) {
    const at = facts.timeUnknown ? words.date(facts.happenedAt) : words.dateTime(facts.happenedAt);
    lines.push(say.when(at, facts.timeUnknown));
  }
  lines.push(say.whatHappened(facts.account));

  if (facts.paymentApproval !== "no_money_lost" && facts.transactions.length > 0) {
    lines.push("", say.transactions);
    facts.transactions.forEach((item, index) => {
      lines.push(
        say.transaction(index + 1, {
          when: words.transactionWhen(item),
          amount: item.amountText,
          from: item.fromAccount,
          to: item.toAccount,
          utr: item.utr,
        }),
      );
    });
    lines.push(say.total(facts.transactionsTotalText));
    const receivers = [...new Set(facts.transactions.map((item) => item.toAccount).filter((to) => to !== ""))];
    if (receivers.length > 0) lines.push(say.wentTo(receivers));
  } else if (facts.paymentApproval !== "no_money_lost" && facts.amountLostText) {
    lines.push("", say.amountLost(facts.amountLostText));
  }

  const reports = reportsMade(facts, words);
  if (reports.length > 0) lines.push("", ...reports);
  if (facts.evidence.length > 0) {
    lines.push("", say.evidence(facts.evidence.map((file) => file.name)));
  }

  const portal = ruleInForce(rules, "i4c-portal-complaint", now);
  return { kind: "portal", text: lines.join("\n"), citations: citationsOf(portal ? [portal] : [], words) };
}
