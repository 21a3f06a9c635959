import { institutionOf, type Institution, type LiabilityRegime } from "../case-timeline/liability-regime";
import { dayInIndia, startOfIndiaDay } from "../india-time";
import { legalRules } from "../legal-rules";
import { OMBUDSMAN_2026_WINDOWS, OMBUDSMAN_FRAUD_WAIT } from "../legal-rules/rbi";
import { ruleInForce, type LegalRule } from "../legal-rules/rule";
import { moneyBlock, regimeGroups, regimeParagraphs } from "./bank-letter";
import {
  blank,
  citationsOf,
  evidenceIn,
  placeOf,
  reportsMade,
  senderLines,
  transactionInstants,
  transactionsIn,
  type CaseLetter,
  type LetterBlock,
  type LetterFacts,
} from "./case-letter";
import { englishLetterWords, type LetterWords } from "./words";

// The complaint to the RBI Ombudsman, for when the bank (or wallet company) has not put the
// fraud right (decision 0052): who complains against whom, the transactions, the written
// complaint to the bank first with its number and date, the bank's silence or its reply (the
// victim keeps the sentence that is true), the reports already made, the evidence, the RBI
// liability rule of each transaction's date as the bank letter states it (bank-letter.ts), the
// refund asked for, that no court or other forum has the grievance, and that the victim
// complains in person. It cites the scheme in force on the day it is drafted, whichever that is.

/**
 * The days the bank has to reply before the Ombudsman can be asked, as the scheme in force
 * counts them; null where the rules module holds none for it (the 2021 scheme). For fraud on a
 * bank's transaction decided by RBI's directions of 24 June 2026, the bank's longer time to decide
 * counts, as the scheme's rule tells the victim to wait for it.
 */
function bankReplyDays(scheme: LegalRule | undefined, institution: Institution, instants: Date[]): number | null {
  if (!scheme?.window) return null;
  const fraudWait =
    institution !== "wallet" && instants.some((instant) => dayInIndia(instant) >= OMBUDSMAN_FRAUD_WAIT.from);
  return fraudWait
    ? Math.max(OMBUDSMAN_2026_WINDOWS.bankReplyDays, OMBUDSMAN_FRAUD_WAIT.days)
    : OMBUDSMAN_2026_WINDOWS.bankReplyDays;
}

/**
 * The RBI liability rule of a group of transactions, told to the Ombudsman: what the rule gives
 * the customer, never a window the bank missed or a claim of being in time. Null where no rule
 * can be stated.
 */
function liabilityParagraph(regime: LiabilityRegime, single: boolean, words: LetterWords): string | null {
  switch (regime.kind) {
    case "banks-2017":
      return words.bank.bankFault({
        single,
        instrument: words.instrument(regime.bankFault),
        window: words.window(regime.zeroLiability.window),
        from: words.windowFrom(regime.zeroLiability),
      });
    case "wallet":
      return words.bank.wallet({ single, instrument: words.instrument(regime.rule) });
    case "cooperative":
      return words.ombudsman.cooperative({ single, instrument: words.instrument(regime.rule) });
    case "directions-2027":
      return words.bank.directions2027({
        single,
        instrument: words.instrument(regime.bankFault),
        window: words.window(regime.zeroLiability.window),
        from: words.windowFrom(regime.zeroLiability),
        bankFaultParagraph: regime.bankFault.paragraph ?? "",
        thirdPartyParagraph: regime.zeroLiability.paragraph ?? "",
      });
    case "directions-2027-not-covered":
    case "none":
      return null;
  }
}

/** The complaint to the RBI Ombudsman, dated `now`. `rules` defaults to the site's; tests pass their own. */
export function ombudsmanLetter(
  facts: LetterFacts,
  now: Date,
  rules: readonly LegalRule[] = legalRules,
  words: LetterWords = englishLetterWords,
): CaseLetter {
  const say = words.ombudsman;
  const scheme = ruleInForce(rules, "rbi-ombudsman-scheme", now);
  const kind = institutionOf(facts.paidFrom, facts.walletIssuer);
  const institution = say.institution[kind];
  const account = words.bank.account[kind];
  const count = facts.transactions.length;
  const { paragraphs: ruleParagraphs, cited } = regimeParagraphs(
    regimeGroups(facts, rules),
    words,
    ({ regime, instants }) => liabilityParagraph(regime, instants.length === 1, words),
  );

  const blocks: LetterBlock[] = [
    {
      kind: "paragraph",
      text: say.opening({
        name: facts.name,
        place: placeOf(facts),
        scheme: scheme ? words.instrument(scheme) : null,
        // The name the victim gave on the case page (decision 0066), else a blank to fill in by hand.
        against: facts.bankName === "" ? blank(say.name[kind]) : facts.bankName,
        institution,
        account,
        count,
      }),
    },
    moneyBlock(facts, words),
    {
      kind: "paragraph",
      text: say.complainedFirst({
        institution,
        date: facts.bankToldAt ? words.date(facts.bankToldAt) : blank(words.blanks.bankComplaintDate),
        reference: facts.bankReference !== "" ? facts.bankReference : blank(words.blanks.bankComplaintNumber),
      }),
    },
  ];
  // The day of the bank's last reply, when the victim gave it on the case page, leaves one sentence true.
  if (facts.bankRepliedOn !== null) {
    const date = words.date(startOfIndiaDay(facts.bankRepliedOn));
    blocks.push({ kind: "paragraph", text: say.replied({ institution, date, known: true }) });
  } else {
    const days = bankReplyDays(scheme, kind, transactionInstants(facts));
    blocks.push({ kind: "paragraph", text: say.noReply({ institution, days }) });
    blocks.push({
      kind: "paragraph",
      text: say.replied({ institution, date: blank(words.blanks.bankReplyDate), known: false }),
    });
  }
  const reports = reportsMade(facts, words, { bank: false });
  if (reports.length > 0) blocks.push({ kind: "paragraph", text: reports.join(" ") });
  if (facts.evidence.length > 0) {
    blocks.push({ kind: "paragraph", text: say.evidence });
    blocks.push({ kind: "evidence" });
  }
  for (const text of ruleParagraphs) blocks.push({ kind: "paragraph", text });
  const amount = count > 0 ? facts.transactionsTotalText : (facts.amountLostText ?? blank(words.blanks.amount));
  blocks.push({ kind: "paragraph", text: say.request });
  blocks.push({ kind: "requests", items: say.requests({ institution, account, count, amount }) });
  blocks.push({ kind: "paragraph", text: say.noOtherForum });
  blocks.push({ kind: "paragraph", text: say.inPerson });

  return {
    kind: "ombudsman",
    sender: senderLines(facts, words),
    date: words.date(now),
    recipient: say.recipient,
    subject: say.subject({ institution, account }),
    salutation: say.salutation,
    blocks,
    closing: [say.closing, "", facts.name],
    transactions: transactionsIn(facts, words),
    transactionsTotalText: facts.transactionsTotalText,
    evidence: evidenceIn(facts, words),
    citations: citationsOf(scheme ? [scheme, ...cited] : cited, words),
  };
}
