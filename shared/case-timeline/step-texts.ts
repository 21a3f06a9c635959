// The pieces a next step is worded from, each with a stable id (./step-words.ts): the steps'
// titles and fixed sentences in English, keyed by id; a kind of harm's sentences
// (./harm-steps.ts); a rule version's sentence and name; how a date was counted. A step carries the
// ids beside its English (./next-steps.ts), and each language gives its words for the same ids
// (app/content/languages/case-steps.ts), so a language lacking one fails the typecheck instead of
// showing the English.

import { SMALL_FRAUD_COMPENSATION } from "../legal-rules/rbi-directions-2027";
import { ruleVersionKey, windowText, type LegalRule, type RuleWindow } from "../legal-rules/rule";
import { HARM_STEP_TEXT } from "./harm-steps";
import type { StepText } from "./step-words";

const rupees = new Intl.NumberFormat("en-IN", { style: "currency", currency: "INR", maximumFractionDigits: 0 });

/** The steps' titles; "{amount}" is the most the facts allow. */
export const STEP_TITLES = {
  "call-1930": "Call 1930",
  "finish-portal-complaint": "Finish your complaint on cybercrime.gov.in",
  "report-on-portal": "Report it on cybercrime.gov.in",
  "tell-bank": "Tell your bank, wallet or card company in writing",
  "tell-cooperative-bank": "Tell your co-operative bank in writing",
  "tell-wallet": "Tell your wallet company in writing",
  "bank-credit": "Your bank credits the amount back while it looks into it",
  "wallet-credit": "Your wallet company credits the amount back while it looks into it",
  "credit-card-credit": "If it was a credit card, your bank credits the amount back while it looks into it",
  "bank-decision": "Your bank decides on your complaint and replies",
  "held-money": "If you get an SMS that money was held, ask for it back",
  ombudsman: "If the bank refuses or does not put it right, complain to the RBI Ombudsman",
  "claim-compensation": "You may be able to claim up to {amount}",
} as const;

export type StepTitleId = keyof typeof STEP_TITLES;

/** The steps' sentences of their own, besides the rules' and the kinds of harm's. */
export const STEP_SENTENCES = {
  "no-rule-for-date":
    "We cannot state an RBI liability rule for a transaction on this date. Tell the bank at once anyway and ask which rules apply to it; call 1930 and complete your complaint on cybercrime.gov.in.",
  "paid-after-trick":
    "RBI's liability rules are for transactions you did not authorise, so they may not cover a payment you made after being tricked. Tell the bank at once anyway: with your 1930 complaint it can still try to hold the money.",
  "tell-bank-at-once": "Tell the bank at once and get a complaint number: the sooner it knows, the more it can do.",
  "not-covered-2027":
    "You told us you made the payment yourself, and not because you were threatened or forced, so we state no RBI time limit for it. Tell the bank at once anyway and call 1930: together they can still try to hold the money. If you were threatened or forced to pay, say so below and your dates follow.",
  "compensation-when":
    "If your bank holds you liable because of your own negligence, for example because you shared an OTP, RBI's compensation for small frauds may pay part of your loss. To keep it open, report the fraud to 1930 or cybercrime.gov.in and to your bank by the date shown. If the bank is satisfied your complaint is genuine, ask it for the application form.",
  "compensation-loss-unknown": `It is for a total loss of up to ${rupees.format(SMALL_FRAUD_COMPENSATION.lossUpTo)}.`,
  "compensation-asked": "It is not for everyone. Please answer below:",
  "compensation-organisation":
    "Is the account in the name of a company, firm, trust or society (not you or your sole proprietorship)?",
  "compensation-claimed-before": "Have you, or a joint holder of this account, claimed this before?",
  "compensation-no-fee": "Only your bank pays this. Nobody can charge you a fee to claim it.",
  "ombudsman-date-from-complaint":
    "The date shown counts the bank's 30 days from the day you told it. If the bank replies, add the day of its last reply below: your date moves with it.",
  "ombudsman-date-from-reply":
    "The date shown counts from the later of the end of the bank's 30 days and the day of its last reply you gave below.",
} as const;

export type StepSentenceId = keyof typeof STEP_SENTENCES;

type HarmText = typeof HARM_STEP_TEXT;
/** As many sentences as `English` holds (a mapped tuple keeps its length). */
type Sentences<English> = { [Index in keyof English]: string };
type HarmKey = keyof HarmText;

/**
 * A language's words for the kinds of harm's steps: for each, its title and as many sentences as
 * the English, in the same order (a missing or extra one fails the typecheck).
 */
export type HarmStepsWords = {
  [Key in HarmKey]: { title: string } & {
    [Part in Extract<keyof HarmText[Key], "parts" | "after">]: Sentences<HarmText[Key][Part]>;
  };
};

/** The ways a date is counted, as a step prints beside it. */
export type Counting = "plain" | "notSundays" | "calendar" | "firstDay";

/**
 * How a date was counted, with "{within}" for the rule's window and what starts it and "{days}"
 * for the calendar days counted; "{window} from {from}" is "{within}" in English.
 */
export const ENGLISH_COUNTING = {
  plain: "{within}",
  notSundays: "{within}, not counting Sundays; a bank holiday makes it later",
  calendar:
    "{within}, counted here as {days} calendar days from the transaction so that the date is the earliest it can be",
  firstDay: "{within}, its own day counted as the first, so that the date is the earliest it can be",
  within: "{window} from {from}",
} as const satisfies Record<Counting | "within", string>;

/** A step's piece: its English, as the API and the desk read it, and its id, as each language words it. */
export interface Said {
  english: string;
  text: StepText;
}

/** The ids: one for each piece, the same whichever language words it. */
export const stepTextIds = {
  title: (id: StepTitleId) => `title.${id}`,
  sentence: (id: StepSentenceId) => `sentence.${id}`,
  harm: (key: HarmKey, part: "title" | "parts" | "after", index = 0) =>
    part === "title" ? `harm.${key}.title` : `harm.${key}.${part}.${index}`,
  rule: (rule: Pick<LegalRule, "id" | "from">, part: "says" | "instrument") => `rule.${ruleVersionKey(rule)}.${part}`,
  counting: (rule: Pick<LegalRule, "id" | "from">, counting: Counting) =>
    `rule.${ruleVersionKey(rule)}.counting.${counting}`,
};

export function titleSaid(id: StepTitleId, amount?: string): Said {
  const english: string = STEP_TITLES[id];
  return amount === undefined
    ? { english, text: { id: stepTextIds.title(id) } }
    : { english: english.replace("{amount}", amount), text: { id: stepTextIds.title(id), amount } };
}

export function sentenceSaid(id: StepSentenceId): Said {
  return { english: STEP_SENTENCES[id], text: { id: stepTextIds.sentence(id) } };
}

export function ruleSaid(rule: LegalRule, part: "says" | "instrument"): Said {
  return { english: rule[part], text: { id: stepTextIds.rule(rule, part) } };
}

/** A kind of harm's title and its sentences before and after the rules it states. */
export function harmSaid(key: HarmKey): { title: Said; parts: Said[]; after: Said[] } {
  const text: { title: string; parts?: readonly string[]; after?: readonly string[] } = HARM_STEP_TEXT[key];
  const sentences = (part: "parts" | "after") =>
    (text[part] ?? []).map((english, index) => ({ english, text: { id: stepTextIds.harm(key, part, index) } }));
  return {
    title: { english: text.title, text: { id: stepTextIds.harm(key, "title") } },
    parts: sentences("parts"),
    after: sentences("after"),
  };
}

/** How a rule's date was counted, in English and by id. */
export function countingSaid(rule: LegalRule & { window: RuleWindow }, counting: Counting): Said {
  const within = fill(ENGLISH_COUNTING.within, { window: windowText(rule.window), from: rule.window.from });
  return {
    english: fill(ENGLISH_COUNTING[counting], { within, days: String(rule.window.days) }),
    text: { id: stepTextIds.counting(rule, counting) },
  };
}

function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (mark, name: string) => values[name] ?? mark);
}
