import type { IsoDate } from "../india-time";
import type { PaidFrom, PaymentApproval, WalletIssuer } from "../case-timeline/liability-regime";
import type { LegalRule } from "../legal-rules/rule";
import type { CaseView } from "../schemas/case";
import type { EvidenceFile } from "../schemas/evidence";
import { blank, englishLetterWords, type LetterWords } from "./words";

export { blank };

// The documents a victim sends, drafted from their case (decision 0028): what goes in, and the
// shape each comes out in. The builders (bank-letter.ts, police-letter.ts, portal-text.ts,
// ombudsman-letter.ts, superintendent-letter.ts) are pure functions of these facts and the legal rules, so the same case always drafts the same
// words, and tests can prove each rule regime's letter.

type ListedTransaction = CaseView["case"]["transactions"][number];

/** What the case holds that a letter uses, read once on the server (server/cases/case-letters.ts). */
export interface LetterFacts {
  reference: string;
  name: string;
  email: string;
  phone: string;
  city: string;
  state: string;
  /** What the victim wrote when they asked for help, in their words. */
  account: string;
  /** When it happened; with `timeUnknown`, only the day is known. */
  happenedAt: Date | null;
  timeUnknown: boolean;
  paymentApproval: PaymentApproval | null;
  paidFrom: PaidFrom | null;
  /** For a wallet, whether a bank issued it (the case page's answer; null when not given). */
  walletIssuer: WalletIssuer | null;
  /** "Were you threatened or forced to pay?" (the case page's answer; null when not given). */
  coerced: boolean | null;
  /**
   * The amount from the help form ("₹12,500"), when no transactions are listed; null once it was
   * made the case's first transaction (docs/decisions/0066), so it is never counted twice.
   */
  amountLostText: string | null;
  helplineCalledAt: Date | null;
  /** The 1930 call's acknowledgement number, which is also the portal complaint's number. */
  helplineAcknowledgement: string;
  portalComplaintFinished: boolean;
  bankToldAt: Date | null;
  bankReference: string;
  /** The bank, wallet or card company the victim told, as they named it on the case page; "" when not given. */
  bankName: string;
  /** The day in India the bank last replied, as the case page took it; null when not given. */
  bankRepliedOn: IsoDate | null;
  transactions: ListedTransaction[];
  transactionsTotalText: string;
  evidence: EvidenceFile[];
}

/** A part of a letter's body, in order. Tables are their own parts so they print as tables. */
export type LetterBlock =
  | { kind: "paragraph"; text: string }
  /** A numbered list: the requests. */
  | { kind: "requests"; items: string[] }
  | { kind: "transactions" }
  | { kind: "evidence" };

/** The law a document cites: named and linked on screen, from the rules module, in the document's language. */
export interface Citation {
  instrument: string;
  source: string;
  checked: string;
}

/**
 * A letter to print: the bank's, the police's, the RBI Ombudsman's or the Superintendent of
 * Police's. Text in [square brackets] is for the victim to fill in.
 */
export interface CaseLetter {
  kind: "bank" | "police" | "ombudsman" | "superintendent";
  sender: string[];
  date: string;
  recipient: string[];
  subject: string;
  salutation: string;
  blocks: LetterBlock[];
  closing: string[];
  transactions: ListedTransaction[];
  transactionsTotalText: string;
  evidence: EvidenceFile[];
  citations: Citation[];
}

/** The text for the portal's incident description, to copy. */
export interface PortalText {
  kind: "portal";
  text: string;
  citations: Citation[];
}

export type CaseDocument = CaseLetter | PortalText;

/** Each rule once, in the order first cited. */
export function citationsOf(rules: readonly LegalRule[], words: LetterWords = englishLetterWords): Citation[] {
  const seen = new Set<string>();
  return rules.flatMap((rule) => {
    if (seen.has(rule.instrument)) return [];
    seen.add(rule.instrument);
    return [{ instrument: words.instrument(rule), source: rule.source, checked: rule.checked }];
  });
}

/** "Pune, Maharashtra": the victim's town and state, as far as the case knows them. */
export function placeOf(facts: LetterFacts): string {
  return [facts.city, facts.state].filter((part) => part !== "").join(", ");
}

/** The victim's name, town and contact, as the top of a letter and the signature print them. */
export function senderLines(facts: LetterFacts, words: LetterWords = englishLetterWords): string[] {
  return [facts.name, blank(words.blanks.address), placeOf(facts), facts.phone, facts.email].filter(
    (line) => line !== "",
  );
}

/**
 * "I called 1930 on ... (acknowledgement number ...)." and the like: what the victim has done, in
 * the first person. `bank: false` leaves out the report to the bank, for a letter that says it its own way.
 */
export function reportsMade(
  facts: LetterFacts,
  words: LetterWords = englishLetterWords,
  { bank = true }: { bank?: boolean } = {},
): string[] {
  const done: string[] = [];
  const acknowledgement = facts.helplineAcknowledgement;
  if (facts.helplineCalledAt) {
    done.push(words.reports.helpline(words.dateTime(facts.helplineCalledAt), acknowledgement));
  } else if (acknowledgement !== "") {
    done.push(words.reports.helpline(null, acknowledgement));
  }
  if (facts.portalComplaintFinished) done.push(words.reports.portal);
  if (bank && facts.bankToldAt) done.push(words.reports.bank(words.dateTime(facts.bankToldAt), facts.bankReference));
  return done;
}

/** The listed transactions, each dated as the letter's language writes it. */
export function transactionsIn(facts: LetterFacts, words: LetterWords): ListedTransaction[] {
  return facts.transactions.map((item) => ({ ...item, occurredAtText: words.transactionWhen(item) }));
}

/** The evidence, each file's receipt dated as the letter's language writes it. */
export function evidenceIn(facts: LetterFacts, words: LetterWords): EvidenceFile[] {
  return facts.evidence.map((file) => ({ ...file, receivedText: words.evidenceReceived(file) }));
}

/** The instants that decide the rules: each listed transaction's, or the day it happened. */
export function transactionInstants(facts: LetterFacts): Date[] {
  if (facts.transactions.length > 0) return facts.transactions.map((item) => new Date(item.occurredAt));
  return facts.happenedAt ? [facts.happenedAt] : [];
}
