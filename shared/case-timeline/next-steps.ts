// What a victim must do next, and by when, computed from what they told us and the legal rules
// in force on the dates that matter (decision 0024). The case page and the desk read these
// steps; the rules module (shared/legal-rules) holds every fact, so a changed rule changes every
// deadline. Where no rule gives a deadline, a step has none: the site never invents one.

import { legalRules } from "../legal-rules";
import { addCalendarDays, addWorkingDaysSkippingSundays, dayInIndia, endOfIndiaDay, type IsoDate } from "../india-time";
import { ruleInForce, windowText, type LegalRule } from "../legal-rules/rule";
import { OMBUDSMAN_2026_WINDOWS } from "../legal-rules/rbi";
import { smallFraudCompensation, SMALL_FRAUD_COMPENSATION } from "../legal-rules/rbi-directions-2027";
import { HARM_FIRST, harmSteps, type HarmKind, type HarmStepId } from "./harm-steps";
import {
  institutionOf,
  liabilityRegime,
  type Institution,
  type LiabilityRegime,
  type PaidFrom,
  type PaymentApproval,
  type WalletIssuer,
  type WindowedRule,
} from "./liability-regime";

const rupees = new Intl.NumberFormat("en-IN", { style: "currency", currency: "INR", maximumFractionDigits: 0 });

const TELL_TITLE: Record<Institution, string> = {
  bank: "Tell your bank, wallet or card company in writing",
  "cooperative bank": "Tell your co-operative bank in writing",
  wallet: "Tell your wallet company in writing",
};

export interface CaseFacts {
  /** When it happened (for money, the transaction): the start of that day in India if the time is not known. */
  happenedAt: Date | null;
  /** Whether money was taken without approval, paid by the victim after being tricked, or not lost. */
  paymentApproval: PaymentApproval | null;
  /** When they called 1930, if they have. */
  calledHelplineAt?: Date | null;
  /** Whether they have finished the complaint on cybercrime.gov.in. */
  portalComplaintFinished?: boolean;
  /** When they reported the transaction to their bank, if they have. */
  toldBankAt?: Date | null;
  /** The day in India the bank last replied to that complaint, if it has and they told us. */
  bankRepliedOn?: IsoDate | null;
  /** Where the money was paid from, which decides whose liability rules apply. */
  paidFrom?: PaidFrom | null;
  /** For a wallet: whether a bank issued it (its bank's rules) or a company that is not a bank. */
  walletIssuer?: WalletIssuer | null;
  /** "Were you threatened or forced to pay?" (null: not answered). */
  coerced?: boolean | null;
  /** The amount lost in whole rupees, as the help form took it. */
  amountLost?: number | null;
  /** "Is the account in the name of a company, firm, trust or society (not you or your sole proprietorship)?" */
  accountOfOrganisation?: boolean | null;
  /** "Have you, or a joint holder of this account, claimed this before?" */
  claimedCompensationBefore?: boolean | null;
  /** What the case is about, when it is more than money (./harm-steps.ts); null: not said. */
  harm?: HarmKind | null;
  /** For sextortion: whether the person threatened is under 18 (null: not said). */
  personIsMinor?: boolean | null;
}

type StepId =
  | "call-1930"
  | "finish-portal-complaint"
  | "tell-bank"
  | "claim-compensation"
  | "bank-credit"
  | "bank-decision"
  | "held-money"
  | "ombudsman"
  | HarmStepId;

/** The steps a rule can give a date: a kind of harm's steps never have one (./harm-steps.ts). */
export type DatedStepId = Exclude<StepId, HarmStepId>;

/**
 * - `to do`: the victim's to do, by `due` if it has one;
 * - `done`: the victim told us it is done;
 * - `waiting`: the bank's turn, due by `due`;
 * - `overdue`: the bank's time is up: the victim may press it or escalate.
 */
type StepState = "to do" | "done" | "waiting" | "overdue";

export interface NextStep {
  id: StepId;
  /** What to do, in a few words. */
  title: string;
  /** Why, and what the rule says, in plain words. */
  detail: string;
  /**
   * The same, sentence by sentence as the rules and this module word them: a page in another
   * language puts each part in its words (app/content/languages/case-words.ts).
   */
  detailParts: string[];
  /** The deadline (the last millisecond of its day in India), or null where no rule sets one. */
  due: Date | null;
  /** How `due` was counted, to print beside it; null when there is no `due`. */
  counting: string | null;
  state: StepState;
  /**
   * The rule the step rests on: its source is the step's official link. Null for a step of
   * practical help that states no rule (./harm-steps.ts).
   */
  rule: LegalRule | null;
}

/** A step's detail from its parts: a rule's sentence, or several. */
function details(...parts: (string | null | undefined)[]): Pick<NextStep, "detail" | "detailParts"> {
  const detailParts = parts.filter((part): part is string => typeof part === "string" && part !== "");
  return { detail: detailParts.join(" "), detailParts };
}

const LOSS: ReadonlySet<PaymentApproval | null> = new Set(["taken_without_approval", "paid_myself", "not_sure", null]);

/**
 * The victim's steps at `now`, in the order to take them. `rules` defaults to the site's rules;
 * tests pass their own to prove how rules in force on different dates are chosen.
 */
export function nextSteps(facts: CaseFacts, now: Date, rules: readonly LegalRule[] = legalRules): NextStep[] {
  const find = (id: string, at: Date): LegalRule | undefined => ruleInForce(rules, id, at);
  const required = (id: string, at: Date): LegalRule => {
    const rule = find(id, at);
    if (!rule) throw new Error(`No legal rule "${id}" is in force on ${at.toISOString()}`);
    return rule;
  };
  const steps: NextStep[] = [];
  const lostMoney = LOSS.has(facts.paymentApproval);
  const harm = facts.harm ?? null;
  const kindSteps = harmSteps(harm, facts.personIsMinor ?? null).map((step): NextStep => {
    const stated = step.ruleIds.map((id) => required(id, now));
    return {
      id: step.id,
      title: step.title,
      ...details(...step.parts, ...stated.map((rule) => rule.says), ...(step.after ?? [])),
      due: null,
      counting: null,
      state: "to do",
      rule: stated[0] ?? null,
    };
  });
  // A threat, or an account of their own frozen, comes before any payment's steps; identity
  // theft's own steps come once the crime is reported (its topic page's order).
  if (harm !== null && HARM_FIRST.has(harm)) steps.push(...kindSteps);

  if (lostMoney) {
    steps.push({
      id: "call-1930",
      title: "Call 1930",
      ...details(required("i4c-helpline-1930", now).says),
      due: null,
      counting: null,
      state: facts.calledHelplineAt ? "done" : "to do",
      rule: required("i4c-helpline-1930", now),
    });
  }

  const portal = required("i4c-portal-complaint", now);
  steps.push({
    id: "finish-portal-complaint",
    title: lostMoney ? "Finish your complaint on cybercrime.gov.in" : "Report it on cybercrime.gov.in",
    ...details(portal.says),
    due: null,
    counting: null,
    state: facts.portalComplaintFinished ? "done" : "to do",
    rule: portal,
  });
  if (harm === "identity_theft") steps.push(...kindSteps);

  if (!lostMoney) return steps;
  steps.push(tellBankStep(facts, now, rules, required("i4c-helpline-1930", now)));
  const compensation = compensationStep(facts, now, rules);
  if (compensation) steps.push(compensation);

  const toldBankAt = facts.toldBankAt ?? null;
  const institution = institutionOf(facts.paidFrom, facts.walletIssuer);
  if (toldBankAt !== null) {
    // The rule of the transaction's day; without that day, the report's, the nearest we know.
    const regime = liabilityRegime(facts.happenedAt ?? toldBankAt, facts, rules);
    if (regime.kind === "directions-2027") steps.push(...bankTurn2027(regime, facts, toldBankAt, now));
    const credit = regime.kind === "banks-2017" || regime.kind === "wallet" ? regime.credit : undefined;
    if (credit) {
      const dueDay =
        credit.window.count === "working days"
          ? addWorkingDaysSkippingSundays(dayInIndia(toldBankAt), credit.window.days)
          : addCalendarDays(dayInIndia(toldBankAt), credit.window.days);
      const due = endOfIndiaDay(dueDay);
      steps.push({
        id: "bank-credit",
        title:
          institution === "wallet"
            ? "Your wallet company credits the amount back while it looks into it"
            : "Your bank credits the amount back while it looks into it",
        ...details(credit.says),
        due,
        counting:
          credit.window.count === "working days"
            ? `${windowText(credit.window)} from ${credit.window.from}, not counting Sundays; a bank holiday makes it later`
            : `${windowText(credit.window)} from ${credit.window.from}`,
        state: now.getTime() <= due.getTime() ? "waiting" : "overdue",
        rule: credit,
      });
    }
  }

  // Money held on the 1930 complaint comes back through the Home Ministry's portal: what to do
  // when the SMS comes. It has no date of the victim's own: the date is in the SMS.
  const restoration = find("mha-money-restoration", now);
  if (restoration) {
    steps.push({
      id: "held-money",
      title: HELD_MONEY_TITLE,
      ...details(restoration.says),
      due: null,
      counting: null,
      state: "to do",
      rule: restoration,
    });
  }

  if (toldBankAt !== null) {
    const ombudsman = find("rbi-ombudsman-scheme", now);
    if (ombudsman) steps.push(ombudsmanStep(ombudsman, toldBankAt, facts.bankRepliedOn ?? null, now));
  }
  return steps;
}

export const HELD_MONEY_TITLE = "If you get an SMS that money was held, ask for it back";

export const OMBUDSMAN_TITLE = "If the bank refuses or does not put it right, complain to the RBI Ombudsman";

/** Beside the Ombudsman's date, how it follows the victim's answers. */
export const OMBUDSMAN_DATE_FROM_COMPLAINT =
  "The date shown counts the bank's 30 days from the day you told it. If the bank replies, add the day of its last reply below: your date moves with it.";
export const OMBUDSMAN_DATE_FROM_REPLY =
  "The date shown counts from the later of the end of the bank's 30 days and the day of its last reply you gave below.";

/**
 * The RBI Ombudsman, once the bank has been told. Under the 2026 scheme a complaint lies within
 * 90 days of the later of the end of the bank's 30 days and its last reply (clause 10(1)(g)): the
 * date is the end of those 90 days, counted so that it is the earliest it can be. For fraud under
 * RBI's 2027 directions the bank may take 45 days to decide; the date still counts the 30 days,
 * the earlier reading, so that waiting for the bank never makes the victim late. Once the date
 * has passed, the step keeps the rule's words and shows no date: we do not guess whether the
 * Ombudsman would still take the complaint.
 */
function ombudsmanStep(rule: LegalRule, toldBankAt: Date, bankRepliedOn: IsoDate | null, now: Date): NextStep {
  const undated: NextStep = {
    id: "ombudsman",
    title: OMBUDSMAN_TITLE,
    ...details(rule.says),
    due: null,
    counting: null,
    state: "to do",
    rule,
  };
  if (rule.window === null) return undated;
  const replyTimeEnds = addCalendarDays(dayInIndia(toldBankAt), OMBUDSMAN_2026_WINDOWS.bankReplyDays);
  const from = bankRepliedOn !== null && bankRepliedOn > replyTimeEnds ? bankRepliedOn : replyTimeEnds;
  const due = windowEnd(from, { ...rule, window: rule.window });
  if (now.getTime() > due.getTime()) return undated;
  return {
    ...undated,
    ...details(rule.says, bankRepliedOn === null ? OMBUDSMAN_DATE_FROM_COMPLAINT : OMBUDSMAN_DATE_FROM_REPLY),
    due,
    counting: `${windowText(rule.window)} from ${rule.window.from}`,
  };
}

/**
 * The step whose date comes first among those still open for someone: the victim's "to do" or
 * the bank's "waiting". The inbox's deadline (server/cases/case-deadline.ts) and a reply's
 * {next_deadline} (shared/reply-templates.ts) both read it, so neither can disagree with the
 * case page's list.
 */
export function nextDatedStep(steps: readonly NextStep[]): (NextStep & { due: Date }) | undefined {
  let earliest: (NextStep & { due: Date }) | undefined;
  for (const step of steps) {
    if (step.due === null || (step.state !== "to do" && step.state !== "waiting")) continue;
    if (earliest === undefined || step.due.getTime() < earliest.due.getTime()) earliest = { ...step, due: step.due };
  }
  return earliest;
}

/**
 * Telling the bank. For money taken without approval, the liability rule in force on the
 * transaction's day sets the window. The victim's windows are counted in calendar days, whatever
 * the rule counts, so the date shown is the earliest the window can end: being early never hurts.
 * The window is taken to start at the transaction, the earliest the bank's alert can come.
 */
function tellBankStep(facts: CaseFacts, now: Date, rules: readonly LegalRule[], fallback: LegalRule): NextStep {
  const done = facts.toldBankAt ? "done" : "to do";
  const title = TELL_TITLE[institutionOf(facts.paidFrom, facts.walletIssuer)];
  const happenedAt = facts.happenedAt;
  const undated = (detail: string | string[], rule: LegalRule): NextStep => ({
    id: "tell-bank",
    title,
    ...details(...(Array.isArray(detail) ? detail : [detail])),
    due: null,
    counting: null,
    state: done,
    rule,
  });
  // Without the transaction's day, co-operative banks and wallets are still named by today's rules.
  const regime = liabilityRegime(
    happenedAt ?? (institutionOf(facts.paidFrom, facts.walletIssuer) === "bank" ? null : now),
    facts,
    rules,
  );

  // Co-operative banks before 2027 and non-bank wallets have rules whose reporting windows we
  // could not check: the step names the rule and gives no date.
  if (regime.kind === "wallet" || regime.kind === "cooperative") return undated(regime.rule.says, regime.rule);
  if (regime.kind === "directions-2027-not-covered") {
    return undated([regime.scope.says, NOT_COVERED_2027], regime.scope);
  }
  if (regime.kind === "directions-2027" && happenedAt !== null) {
    const { zeroLiability } = regime;
    const due = windowEnd(dayInIndia(happenedAt), zeroLiability);
    const reportedAt = facts.toldBankAt ?? now;
    const inTime = reportedAt.getTime() <= due.getTime();
    return {
      ...undated([zeroLiability.says, regime.bankFault.says], zeroLiability),
      due: inTime ? due : null,
      counting: inTime ? victimCounting(zeroLiability) : null,
    };
  }
  if (regime.kind !== "banks-2017" || happenedAt === null) {
    if (facts.paymentApproval === "taken_without_approval" && happenedAt !== null) {
      return undated(
        "We cannot state an RBI liability rule for a transaction on this date. Tell the bank at once anyway and ask which rules apply to it; call 1930 and complete your complaint on cybercrime.gov.in.",
        fallback,
      );
    }
    return undated(
      facts.paymentApproval === "paid_myself"
        ? "RBI's liability rules are for transactions you did not authorise, so they may not cover a payment you made after being tricked. Tell the bank at once anyway: with your 1930 complaint it can still try to hold the money."
        : "Tell the bank at once and get a complaint number: the sooner it knows, the more it can do.",
      fallback,
    );
  }

  const { zeroLiability, limited } = regime;
  const transactionDay = dayInIndia(happenedAt);
  const counting = victimCounting;
  const zeroDue = endOfIndiaDay(addCalendarDays(transactionDay, zeroLiability.window.days));
  const reportedAt = facts.toldBankAt ?? now;
  if (reportedAt.getTime() <= zeroDue.getTime()) {
    return { ...undated(zeroLiability.says, zeroLiability), due: zeroDue, counting: counting(zeroLiability) };
  }
  if (limited) {
    const limitedDue = endOfIndiaDay(addCalendarDays(transactionDay, limited.window.days));
    const inTime = reportedAt.getTime() <= limitedDue.getTime();
    return {
      ...undated(limited.says, limited),
      due: inTime ? limitedDue : null,
      counting: inTime ? counting(limited) : null,
    };
  }
  return undated(zeroLiability.says, zeroLiability);
}

/** The last day of a window that starts on `day`, as an instant: the earliest reading (decision 0024). */
function windowEnd(day: IsoDate, rule: WindowedRule): Date {
  const days = rule.window.startDayCounts ? rule.window.days - 1 : rule.window.days;
  return endOfIndiaDay(addCalendarDays(day, days));
}

/** How a victim's date was counted, printed beside it: what the rule counts, and how we counted it. */
function victimCounting(rule: WindowedRule): string {
  const window = `${windowText(rule.window)} from ${rule.window.from}`;
  if (rule.window.startDayCounts)
    return `${window}, its own day counted as the first, so that the date is the earliest it can be`;
  if (rule.window.count === "calendar days") return window;
  return `${window}, counted here as ${rule.window.days} calendar days from the transaction so that the date is the earliest it can be`;
}

/** For a payment the 2027 directions may not cover: what the victim can still do. */
export const NOT_COVERED_2027 =
  "You told us you made the payment yourself, and not because you were threatened or forced, so we state no RBI time limit for it. Tell the bank at once anyway and call 1930: together they can still try to hold the money. If you were threatened or forced to pay, say so below and your dates follow.";

/** The compensation step's title, with the most the facts allow in place of {amount}. */
export const COMPENSATION_TITLE = "You may be able to claim up to {amount}";

/** Beside any amount of compensation. */
export const COMPENSATION_NO_FEE = "Only your bank pays this. Nobody can charge you a fee to claim it.";

/**
 * RBI's compensation for small frauds (paragraph 76T), from the victim's own facts: for a loss
 * the bank holds them liable for through their own negligence. The step gives the amount the
 * facts allow and the date by which both reports must be made; what the page cannot know (a
 * company's account, a claim made before) it asks. No step where the facts rule it out.
 */
function compensationStep(facts: CaseFacts, now: Date, rules: readonly LegalRule[]): NextStep | undefined {
  if (facts.happenedAt === null) return undefined;
  const regime: LiabilityRegime = liabilityRegime(facts.happenedAt, facts, rules);
  if (regime.kind !== "directions-2027" || !regime.compensation) return undefined;
  if (facts.accountOfOrganisation === true || facts.claimedCompensationBefore === true) return undefined;
  const loss = facts.amountLost ?? null;
  if (loss !== null && loss > SMALL_FRAUD_COMPENSATION.lossUpTo) return undefined;
  const rule = regime.compensation;
  const due = windowEnd(dayInIndia(facts.happenedAt), rule);
  const reportedToPolice = facts.calledHelplineAt ?? null;
  const reportedToBank = facts.toldBankAt ?? null;
  // A report known to be late closes the claim; one not yet made can still be made by the date.
  if ([reportedToPolice, reportedToBank].some((at) => at !== null && at.getTime() > due.getTime())) return undefined;
  const bothReported = reportedToPolice !== null && reportedToBank !== null;
  const most = loss === null ? SMALL_FRAUD_COMPENSATION.cap : smallFraudCompensation(loss);
  const unknowns = [
    facts.accountOfOrganisation == null ? COMPENSATION_QUESTIONS.organisation : null,
    facts.claimedCompensationBefore == null ? COMPENSATION_QUESTIONS.claimedBefore : null,
  ].filter((question) => question !== null);
  return {
    id: "claim-compensation",
    title: COMPENSATION_TITLE.replace("{amount}", rupees.format(most)),
    ...details(
      COMPENSATION_WHEN,
      loss === null ? COMPENSATION_LOSS_UNKNOWN : null,
      unknowns.length > 0 ? COMPENSATION_ASKED : null,
      ...unknowns,
      COMPENSATION_NO_FEE,
    ),
    due: bothReported ? null : due,
    counting: bothReported ? null : victimCounting(rule),
    state: bothReported ? "done" : "to do",
    rule,
  };
}

export const COMPENSATION_WHEN =
  "If your bank holds you liable because of your own negligence, for example because you shared an OTP, RBI's compensation for small frauds may pay part of your loss. To keep it open, report the fraud to 1930 or cybercrime.gov.in and to your bank by the date shown. If the bank is satisfied your complaint is genuine, ask it for the application form.";

export const COMPENSATION_LOSS_UNKNOWN = `It is for a total loss of up to ${rupees.format(SMALL_FRAUD_COMPENSATION.lossUpTo)}.`;

export const COMPENSATION_ASKED = "It is not for everyone. Please answer below:";

/** The questions the compensation turns on that a case cannot know; the case page asks them. */
export const COMPENSATION_QUESTIONS = {
  organisation:
    "Is the account in the name of a company, firm, trust or society (not you or your sole proprietorship)?",
  claimedBefore: "Have you, or a joint holder of this account, claimed this before?",
} as const;

/**
 * The bank's turn under the 2027 directions, once told: its decision within 45 calendar days
 * (the earliest it can be late), and for a credit card the shadow reversal.
 */
function bankTurn2027(
  regime: Extract<LiabilityRegime, { kind: "directions-2027" }>,
  facts: CaseFacts,
  toldBankAt: Date,
  now: Date,
): NextStep[] {
  const steps: NextStep[] = [];
  const toldDay = dayInIndia(toldBankAt);
  const waiting = (due: Date): StepState => (now.getTime() <= due.getTime() ? "waiting" : "overdue");
  const { creditCardReversal, resolution } = regime;
  if (creditCardReversal && facts.paidFrom === "card") {
    const due = windowEnd(toldDay, creditCardReversal);
    steps.push({
      id: "bank-credit",
      title: "If it was a credit card, your bank credits the amount back while it looks into it",
      ...details(creditCardReversal.says),
      due,
      counting: `${windowText(creditCardReversal.window)} from ${creditCardReversal.window.from}`,
      state: waiting(due),
      rule: creditCardReversal,
    });
  }
  if (resolution) {
    const due = windowEnd(toldDay, resolution);
    steps.push({
      id: "bank-decision",
      title: "Your bank decides on your complaint and replies",
      ...details(resolution.says, regime.burdenOfProof?.says, regime.acknowledgement?.says),
      due,
      counting: `${windowText(resolution.window)} from ${resolution.window.from}`,
      state: waiting(due),
      rule: resolution,
    });
  }
  return steps;
}

/**
 * The case page's questions that bear on this case's dates: who issued a wallet, whether a
 * payment was forced (for RBI's 2027 directions), and the two the compensation for small frauds
 * turns on. Without the transaction's day, the questions of the rules in force today are asked.
 */
export function regimeQuestionsFor(
  facts: CaseFacts,
  now: Date = new Date(),
  rules: readonly LegalRule[] = legalRules,
): { walletIssuer: boolean; coerced: boolean; compensation: boolean } {
  const lostMoney = LOSS.has(facts.paymentApproval) && facts.paymentApproval !== null;
  const day = facts.happenedAt ?? now;
  const directions = ruleInForce(rules, "rbi-fraud-directions-2027", day) !== undefined;
  const bankMoney = institutionOf(facts.paidFrom, facts.walletIssuer) !== "wallet";
  return {
    walletIssuer: lostMoney && facts.paidFrom === "wallet",
    coerced: directions && (facts.paymentApproval === "paid_myself" || facts.paymentApproval === "not_sure"),
    compensation:
      lostMoney &&
      bankMoney &&
      ruleInForce(rules, "rbi-small-fraud-compensation", day) !== undefined &&
      (facts.amountLost == null || facts.amountLost <= SMALL_FRAUD_COMPENSATION.lossUpTo),
  };
}
