import { formatIndiaDate, formatIndiaDateTime } from "../india-time";
import { legalRules } from "../legal-rules";
import { ruleInForce, type LegalRule } from "../legal-rules/rule";
import {
  blank,
  citationsOf,
  reportsMade,
  senderLines,
  type CaseLetter,
  type LetterBlock,
  type LetterFacts,
} from "./case-letter";

// The complaint to the police (a police station or the district's cyber cell): the facts in
// order, the money, what the victim has done, the evidence by its fingerprint, and the request to
// register an FIR under the section of the BNSS the rules module holds. What the victim can do if
// the station refuses is said on the page, from rules we could check (decision 0028).

function when(facts: LetterFacts): string | null {
  if (!facts.happenedAt) return null;
  return facts.timeUnknown ? formatIndiaDate(facts.happenedAt) : formatIndiaDateTime(facts.happenedAt);
}

/** The complaint to the police, dated `now`. `rules` defaults to the site's; tests pass their own. */
export function policeLetter(facts: LetterFacts, now: Date, rules: readonly LegalRule[] = legalRules): CaseLetter {
  const fir = ruleInForce(rules, "bnss-173-information", now);
  const place = [facts.city, facts.state].filter((part) => part !== "").join(", ");
  const happened = when(facts);
  const lostMoney = facts.paymentApproval !== "no_money_lost";

  const blocks: LetterBlock[] = [
    {
      kind: "paragraph",
      text: `I, ${facts.name}${place === "" ? "" : `, of ${place}`}, report a cognizable offence of cyber fraud committed against me${happened ? ` on ${happened}` : ""}.`,
    },
    { kind: "paragraph", text: `What happened, in my own words: ${facts.account}` },
  ];
  if (lostMoney && facts.transactions.length > 0) {
    blocks.push({ kind: "paragraph", text: "The money was taken in these transactions:" });
    blocks.push({ kind: "transactions" });
  } else if (lostMoney && facts.amountLostText) {
    blocks.push({
      kind: "paragraph",
      text: `I lost ${facts.amountLostText}. ${blank("For each transaction: date and time, amount, UTR or transaction ID, and the account or UPI ID the money went to")}`,
    });
  }
  const reports = reportsMade(facts, formatIndiaDateTime);
  if (reports.length > 0) blocks.push({ kind: "paragraph", text: reports.join(" ") });
  if (facts.evidence.length > 0) {
    blocks.push({
      kind: "paragraph",
      text: "I attach copies of the evidence listed below. Each file's SHA-256 fingerprint shows that the copy is unchanged; I keep the original files and the phone or computer they came from, and will produce them when asked.",
    });
    blocks.push({ kind: "evidence" });
  }
  const requests = [
    fir
      ? "Register an FIR on this information. Under section 173(1) of the Bharatiya Nagarik Suraksha Sanhita, 2023, information about a cognizable offence may be given at any police station, whatever the area where the offence was committed."
      : "Register an FIR on this information.",
    fir ? "Give me a copy of the FIR free of cost, as section 173 provides." : "Give me a copy of the FIR.",
  ];
  if (lostMoney) {
    requests.push("Ask the banks and wallets that received the money to hold it, and trace the accounts it went to.");
  }
  blocks.push({ kind: "paragraph", text: "I request you to:" });
  blocks.push({ kind: "requests", items: requests });

  return {
    kind: "police",
    sender: senderLines(facts),
    date: formatIndiaDate(now),
    recipient: ["The Station House Officer", blank("Name of the police station or cyber cell"), place].filter(
      (line) => line !== "",
    ),
    subject: "Complaint of cyber fraud and request to register an FIR",
    salutation: "Sir or Madam,",
    blocks,
    closing: ["Yours faithfully,", "", facts.name],
    transactions: lostMoney ? facts.transactions : [],
    transactionsTotalText: facts.transactionsTotalText,
    evidence: facts.evidence,
    citations: citationsOf(fir ? [fir] : []),
  };
}
