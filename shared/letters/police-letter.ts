import { legalRules } from "../legal-rules";
import { ruleInForce, type LegalRule } from "../legal-rules/rule";
import {
  blank,
  citationsOf,
  evidenceIn,
  reportsMade,
  senderLines,
  transactionsIn,
  type CaseLetter,
  type LetterBlock,
  type LetterFacts,
} from "./case-letter";
import { englishLetterWords, type LetterWords } from "./words";

// The complaint to the police (a police station or the district's cyber cell): the facts in
// order, the money, what the victim has done, the evidence by its fingerprint, and the request to
// register an FIR under the section of the BNSS the rules module holds. What the victim can do if
// the station refuses is said on the page, from rules we could check (decision 0028).

function when(facts: LetterFacts, words: LetterWords): string | null {
  if (!facts.happenedAt) return null;
  return facts.timeUnknown ? words.date(facts.happenedAt) : words.dateTime(facts.happenedAt);
}

/** The complaint to the police, dated `now`. `rules` defaults to the site's; tests pass their own. */
export function policeLetter(
  facts: LetterFacts,
  now: Date,
  rules: readonly LegalRule[] = legalRules,
  words: LetterWords = englishLetterWords,
): CaseLetter {
  const say = words.police;
  const fir = ruleInForce(rules, "bnss-173-information", now);
  const place = [facts.city, facts.state].filter((part) => part !== "").join(", ");
  const lostMoney = facts.paymentApproval !== "no_money_lost";

  const blocks: LetterBlock[] = [
    { kind: "paragraph", text: say.opening(facts.name, place, when(facts, words)) },
    { kind: "paragraph", text: say.ownWords(facts.account) },
  ];
  if (lostMoney && facts.transactions.length > 0) {
    blocks.push({ kind: "paragraph", text: say.transactions });
    blocks.push({ kind: "transactions" });
  } else if (lostMoney && facts.amountLostText) {
    blocks.push({ kind: "paragraph", text: say.lost(facts.amountLostText, blank(words.blanks.eachTransaction)) });
  }
  const reports = reportsMade(facts, words);
  if (reports.length > 0) blocks.push({ kind: "paragraph", text: reports.join(" ") });
  if (facts.evidence.length > 0) {
    blocks.push({ kind: "paragraph", text: say.evidence });
    blocks.push({ kind: "evidence" });
  }
  const requests = [say.registerFir(fir !== undefined), say.firCopy(fir !== undefined)];
  if (lostMoney) requests.push(say.holdMoney);
  blocks.push({ kind: "paragraph", text: say.request });
  blocks.push({ kind: "requests", items: requests });

  return {
    kind: "police",
    sender: senderLines(facts, words),
    date: words.date(now),
    recipient: [...say.recipient, blank(words.blanks.policeStation), place].filter((line) => line !== ""),
    subject: say.subject,
    salutation: say.salutation,
    blocks,
    closing: [say.closing, "", facts.name],
    transactions: lostMoney ? transactionsIn(facts, words) : [],
    transactionsTotalText: facts.transactionsTotalText,
    evidence: evidenceIn(facts, words),
    citations: citationsOf(fir ? [fir] : [], words),
  };
}
