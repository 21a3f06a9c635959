import { legalRules } from "../legal-rules";
import { ruleInForce, type LegalRule } from "../legal-rules/rule";
import {
  blank,
  citationsOf,
  evidenceIn,
  placeOf,
  senderLines,
  transactionsIn,
  type CaseLetter,
  type LetterBlock,
  type LetterFacts,
} from "./case-letter";
import { happenedWhen, informationBlocks, lostMoney } from "./police-letter";
import { englishLetterWords, type LetterWords } from "./words";

// The letter to the Superintendent of Police when a police station refused to record the
// victim's information (decision 0052): sent in writing and by post, as section 173(4) of the
// BNSS says, with the day and the station left for the victim to fill in, the substance of the
// information as the police letter gives it (police-letter.ts), and the request to investigate
// or direct an investigation. What follows if the Superintendent does not act (a Magistrate,
// section 175(3)) is said on the letter's page, not in the letter.

/** The letter to the district's Superintendent of Police, dated `now`. `rules` defaults to the site's; tests pass their own. */
export function superintendentLetter(
  facts: LetterFacts,
  now: Date,
  rules: readonly LegalRule[] = legalRules,
  words: LetterWords = englishLetterWords,
): CaseLetter {
  const say = words.superintendent;
  const refusal = ruleInForce(rules, "bnss-173-refusal", now);
  const information = ruleInForce(rules, "bnss-173-information", now);

  const requests = [say.investigate(refusal !== undefined)];
  if (lostMoney(facts)) requests.push(words.police.holdMoney);
  requests.push(say.tellMe);
  const blocks: LetterBlock[] = [
    {
      kind: "paragraph",
      text: `${words.police.opening(facts.name, placeOf(facts), happenedWhen(facts, words))} ${say.byPost(refusal !== undefined)}`,
    },
    {
      kind: "paragraph",
      text: say.refused({
        date: blank(words.blanks.refusedOn),
        station: blank(words.blanks.policeStation),
        anyStation: information !== undefined,
      }),
    },
    { kind: "paragraph", text: say.substance },
    ...informationBlocks(facts, words),
    { kind: "paragraph", text: words.police.request },
    { kind: "requests", items: requests },
  ];

  return {
    kind: "superintendent",
    sender: senderLines(facts, words),
    date: words.date(now),
    recipient: [...say.recipient, blank(words.blanks.district), facts.state].filter((line) => line !== ""),
    subject: say.subject(refusal !== undefined),
    salutation: words.police.salutation,
    blocks,
    closing: [words.police.closing, "", facts.name],
    transactions: lostMoney(facts) ? transactionsIn(facts, words) : [],
    transactionsTotalText: facts.transactionsTotalText,
    evidence: evidenceIn(facts, words),
    citations: citationsOf(
      [refusal, information].filter((rule): rule is LegalRule => rule !== undefined),
      words,
    ),
  };
}
