import { legalRules } from "../legal-rules";
import { ruleInForce, type LegalRule } from "../legal-rules/rule";
import {
  blank,
  citationsOf,
  evidenceIn,
  placeOf,
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
// the station refuses is said on the page, from rules we could check (decision 0028), and drafted
// as the letter to the Superintendent of Police (superintendent-letter.ts, decision 0052), which
// gives the same substance of the information from the pieces below.

/** When it happened, as the police letters say it: the day alone when the time is not known. */
export function happenedWhen(facts: LetterFacts, words: LetterWords): string | null {
  if (!facts.happenedAt) return null;
  return facts.timeUnknown ? words.date(facts.happenedAt) : words.dateTime(facts.happenedAt);
}

/** Whether the victim lost money, so that the police letters list the transactions and ask for the money to be held. */
export function lostMoney(facts: LetterFacts): boolean {
  return facts.paymentApproval !== "no_money_lost";
}

/**
 * The substance of the information, as the police letters give it: what happened in the victim's
 * own words, the money, what they have reported already, and the evidence.
 */
export function informationBlocks(facts: LetterFacts, words: LetterWords): LetterBlock[] {
  const say = words.police;
  const blocks: LetterBlock[] = [{ kind: "paragraph", text: say.ownWords(facts.account) }];
  if (lostMoney(facts) && facts.transactions.length > 0) {
    blocks.push({ kind: "paragraph", text: say.transactions });
    blocks.push({ kind: "transactions" });
  } else if (lostMoney(facts) && facts.amountLostText) {
    blocks.push({ kind: "paragraph", text: say.lost(facts.amountLostText, blank(words.blanks.eachTransaction)) });
  }
  const reports = reportsMade(facts, words);
  if (reports.length > 0) blocks.push({ kind: "paragraph", text: reports.join(" ") });
  if (facts.evidence.length > 0) {
    blocks.push({ kind: "paragraph", text: say.evidence });
    blocks.push({ kind: "evidence" });
  }
  return blocks;
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
  const place = placeOf(facts);

  const blocks: LetterBlock[] = [
    { kind: "paragraph", text: say.opening(facts.name, place, happenedWhen(facts, words)) },
    ...informationBlocks(facts, words),
  ];
  const requests = [say.registerFir(fir !== undefined), say.firCopy(fir !== undefined)];
  if (lostMoney(facts)) requests.push(say.holdMoney);
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
    transactions: lostMoney(facts) ? transactionsIn(facts, words) : [],
    transactionsTotalText: facts.transactionsTotalText,
    evidence: evidenceIn(facts, words),
    citations: citationsOf(fir ? [fir] : [], words),
  };
}
