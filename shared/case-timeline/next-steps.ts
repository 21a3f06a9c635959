// What a victim must do next, and by when, computed from what they told us and the legal rules
// in force on the dates that matter (decision 0024). The case page and the desk read these
// steps; the rules module (shared/legal-rules) holds every fact, so a changed rule changes every
// deadline. Where no rule gives a deadline, a step has none: the site never invents one.

import { legalRules } from "../legal-rules";
import { addCalendarDays, addWorkingDaysSkippingSundays, dayInIndia, endOfIndiaDay, type IsoDate } from "../india-time";
import { ruleInForce, type LegalRule } from "../legal-rules/rule";
import { OMBUDSMAN_2026_WINDOWS } from "../legal-rules/rbi";
import { smallFraudCompensation, SMALL_FRAUD_COMPENSATION } from "../legal-rules/rbi-directions-2027";
import { HARM_FIRST, harmSteps, type HarmKind, type HarmStepId } from "./harm-steps";
import {
  countingSaid,
  harmSaid,
  ruleSaid,
  sentenceSaid,
  titleSaid,
  type Counting,
  type Said,
  type StepTitleId,
} from "./step-texts";
import type { StepText } from "./step-words";
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

const TELL_TITLE: Record<Institution, StepTitleId> = {
  bank: "tell-bank",
  "cooperative bank": "tell-cooperative-bank",
  wallet: "tell-wallet",
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
  /**
   * The same words by id (./step-texts.ts), as each language words them: the case page, the
   * summary and the desk's replies in another language put these in its words, never the English.
   */
  says: { title: StepText; detail: StepText[]; counting: StepText | null; instrument: StepText | null };
}

/** A step as it is built: each piece of its words in English and by id. */
interface StepDraft extends Pick<NextStep, "id" | "due" | "state" | "rule"> {
  title: Said;
  detail: Said[];
  counting: Said | null;
}

/** A step's detail from its parts: a rule's sentence, or several. */
function details(...parts: (Said | null | undefined)[]): Pick<StepDraft, "detail"> {
  return { detail: parts.filter((part): part is Said => part != null && part.english !== "") };
}

/** A rule's sentences, as a step's detail states them. */
const says = (rule: LegalRule): Said => ruleSaid(rule, "says");

/** The step as the case page, the desk and the summary read it. */
function finished(draft: StepDraft): NextStep {
  const { title, detail, counting, ...rest } = draft;
  return {
    ...rest,
    title: title.english,
    detail: detail.map((part) => part.english).join(" "),
    detailParts: detail.map((part) => part.english),
    counting: counting?.english ?? null,
    says: {
      title: title.text,
      detail: detail.map((part) => part.text),
      counting: counting?.text ?? null,
      instrument: draft.rule ? ruleSaid(draft.rule, "instrument").text : null,
    },
  };
}

const LOSS: ReadonlySet<PaymentApproval | null> = new Set(["taken_without_approval", "paid_myself", "not_sure", null]);

/**
 * The victim's steps at `now`, in the order to take them. `rules` defaults to the site's rules;
 * tests pass their own to prove how rules in force on different dates are chosen.
 */
export function nextSteps(facts: CaseFacts, now: Date, rules: readonly LegalRule[] = legalRules): NextStep[] {
  return stepDrafts(facts, now, rules).map(finished);
}

function stepDrafts(facts: CaseFacts, now: Date, rules: readonly LegalRule[]): StepDraft[] {
  const find = (id: string, at: Date): LegalRule | undefined => ruleInForce(rules, id, at);
  const required = (id: string, at: Date): LegalRule => {
    const rule = find(id, at);
    if (!rule) throw new Error(`No legal rule "${id}" is in force on ${at.toISOString()}`);
    return rule;
  };
  const steps: StepDraft[] = [];
  const lostMoney = LOSS.has(facts.paymentApproval);
  const harm = facts.harm ?? null;
  const kindSteps = harmSteps(harm, facts.personIsMinor ?? null).map((step): StepDraft => {
    const stated = step.ruleIds.map((id) => required(id, now));
    const text = harmSaid(step.text);
    return {
      id: step.id,
      title: text.title,
      ...details(...text.parts, ...stated.map(says), ...text.after),
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
      title: titleSaid("call-1930"),
      ...details(says(required("i4c-helpline-1930", now))),
      due: null,
      counting: null,
      state: facts.calledHelplineAt ? "done" : "to do",
      rule: required("i4c-helpline-1930", now),
    });
  }

  const portal = required("i4c-portal-complaint", now);
  steps.push({
    id: "finish-portal-complaint",
    title: titleSaid(lostMoney ? "finish-portal-complaint" : "report-on-portal"),
    ...details(says(portal)),
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
        title: titleSaid(institution === "wallet" ? "wallet-credit" : "bank-credit"),
        ...details(says(credit)),
        due,
        counting: countingSaid(credit, credit.window.count === "working days" ? "notSundays" : "plain"),
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
      title: titleSaid("held-money"),
      ...details(says(restoration)),
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

/**
 * The RBI Ombudsman, once the bank has been told. Under the 2026 scheme a complaint lies within
 * 90 days of the later of the end of the bank's 30 days and its last reply (clause 10(1)(g)): the
 * date is the end of those 90 days, counted so that it is the earliest it can be. For fraud under
 * RBI's 2027 directions the bank may take 45 days to decide; the date still counts the 30 days,
 * the earlier reading, so that waiting for the bank never makes the victim late. Once the date
 * has passed, the step keeps the rule's words and shows no date: we do not guess whether the
 * Ombudsman would still take the complaint.
 */
function ombudsmanStep(rule: LegalRule, toldBankAt: Date, bankRepliedOn: IsoDate | null, now: Date): StepDraft {
  const undated: StepDraft = {
    id: "ombudsman",
    title: titleSaid("ombudsman"),
    ...details(says(rule)),
    due: null,
    counting: null,
    state: "to do",
    rule,
  };
  if (rule.window === null) return undated;
  const replyTimeEnds = addCalendarDays(dayInIndia(toldBankAt), OMBUDSMAN_2026_WINDOWS.bankReplyDays);
  const from = bankRepliedOn !== null && bankRepliedOn > replyTimeEnds ? bankRepliedOn : replyTimeEnds;
  const windowed = { ...rule, window: rule.window };
  const due = windowEnd(from, windowed);
  if (now.getTime() > due.getTime()) return undated;
  return {
    ...undated,
    ...details(
      says(rule),
      sentenceSaid(bankRepliedOn === null ? "ombudsman-date-from-complaint" : "ombudsman-date-from-reply"),
    ),
    due,
    counting: countingSaid(windowed, "plain"),
  };
}

/**
 * The step whose date comes first among those still open for someone: the victim's "to do" or
 * the bank's "waiting". The inbox's deadline (server/cases/case-deadline.ts) and a reply's
 * {next_deadline} (shared/reply-templates.ts) both read it, so neither can disagree with the
 * case page's list.
 */
/**
 * The due date of `nextDatedStep(nextSteps(facts, now, rules))`, without wording any step: what
 * a case stores as its next deadline with every form and every change (server/cases/case-deadline.ts).
 */
export function nextDueDate(facts: CaseFacts, now: Date, rules: readonly LegalRule[] = legalRules): Date | null {
  return nextDatedStep(stepDrafts(facts, now, rules))?.due ?? null;
}

export function nextDatedStep<Step extends Pick<NextStep, "due" | "state">>(
  steps: readonly Step[],
): (Step & { due: Date }) | undefined {
  let earliest: (Step & { due: Date }) | undefined;
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
function tellBankStep(facts: CaseFacts, now: Date, rules: readonly LegalRule[], fallback: LegalRule): StepDraft {
  const done = facts.toldBankAt ? "done" : "to do";
  const title = titleSaid(TELL_TITLE[institutionOf(facts.paidFrom, facts.walletIssuer)]);
  const happenedAt = facts.happenedAt;
  const undated = (detail: Said | Said[], rule: LegalRule): StepDraft => ({
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
  if (regime.kind === "wallet" || regime.kind === "cooperative") return undated(says(regime.rule), regime.rule);
  if (regime.kind === "directions-2027-not-covered") {
    return undated([says(regime.scope), sentenceSaid("not-covered-2027")], regime.scope);
  }
  if (regime.kind === "directions-2027" && happenedAt !== null) {
    const { zeroLiability } = regime;
    const due = windowEnd(dayInIndia(happenedAt), zeroLiability);
    const reportedAt = facts.toldBankAt ?? now;
    const inTime = reportedAt.getTime() <= due.getTime();
    return {
      ...undated([says(zeroLiability), says(regime.bankFault)], zeroLiability),
      due: inTime ? due : null,
      counting: inTime ? victimCounting(zeroLiability) : null,
    };
  }
  if (regime.kind !== "banks-2017" || happenedAt === null) {
    if (facts.paymentApproval === "taken_without_approval" && happenedAt !== null) {
      return undated(sentenceSaid("no-rule-for-date"), fallback);
    }
    return undated(
      sentenceSaid(facts.paymentApproval === "paid_myself" ? "paid-after-trick" : "tell-bank-at-once"),
      fallback,
    );
  }

  const { zeroLiability, limited } = regime;
  const transactionDay = dayInIndia(happenedAt);
  const counting = victimCounting;
  const zeroDue = endOfIndiaDay(addCalendarDays(transactionDay, zeroLiability.window.days));
  const reportedAt = facts.toldBankAt ?? now;
  if (reportedAt.getTime() <= zeroDue.getTime()) {
    return { ...undated(says(zeroLiability), zeroLiability), due: zeroDue, counting: counting(zeroLiability) };
  }
  if (limited) {
    const limitedDue = endOfIndiaDay(addCalendarDays(transactionDay, limited.window.days));
    const inTime = reportedAt.getTime() <= limitedDue.getTime();
    return {
      ...undated(says(limited), limited),
      due: inTime ? limitedDue : null,
      counting: inTime ? counting(limited) : null,
    };
  }
  return undated(says(zeroLiability), zeroLiability);
}

/** The last day of a window that starts on `day`, as an instant: the earliest reading (decision 0024). */
function windowEnd(day: IsoDate, rule: WindowedRule): Date {
  const days = rule.window.startDayCounts ? rule.window.days - 1 : rule.window.days;
  return endOfIndiaDay(addCalendarDays(day, days));
}

/** How a victim's date was counted, printed beside it: what the rule counts, and how we counted it. */
function victimCounting(rule: WindowedRule): Said {
  const counting: Counting = rule.window.startDayCounts
    ? "firstDay"
    : rule.window.count === "calendar days"
      ? "plain"
      : "calendar";
  return countingSaid(rule, counting);
}

/**
 * RBI's compensation for small frauds (paragraph 76T), from the victim's own facts: for a loss
 * the bank holds them liable for through their own negligence. The step gives the amount the
 * facts allow and the date by which both reports must be made; what the page cannot know (a
 * company's account, a claim made before) it asks. No step where the facts rule it out.
 */
function compensationStep(facts: CaseFacts, now: Date, rules: readonly LegalRule[]): StepDraft | undefined {
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
    facts.accountOfOrganisation == null ? sentenceSaid("compensation-organisation") : null,
    facts.claimedCompensationBefore == null ? sentenceSaid("compensation-claimed-before") : null,
  ].filter((question) => question !== null);
  return {
    id: "claim-compensation",
    title: titleSaid("claim-compensation", rupees.format(most)),
    ...details(
      sentenceSaid("compensation-when"),
      loss === null ? sentenceSaid("compensation-loss-unknown") : null,
      unknowns.length > 0 ? sentenceSaid("compensation-asked") : null,
      ...unknowns,
      sentenceSaid("compensation-no-fee"),
    ),
    due: bothReported ? null : due,
    counting: bothReported ? null : victimCounting(rule),
    state: bothReported ? "done" : "to do",
    rule,
  };
}

/**
 * The bank's turn under the 2027 directions, once told: its decision within 45 calendar days
 * (the earliest it can be late), and for a credit card the shadow reversal.
 */
function bankTurn2027(
  regime: Extract<LiabilityRegime, { kind: "directions-2027" }>,
  facts: CaseFacts,
  toldBankAt: Date,
  now: Date,
): StepDraft[] {
  const steps: StepDraft[] = [];
  const toldDay = dayInIndia(toldBankAt);
  const waiting = (due: Date): StepState => (now.getTime() <= due.getTime() ? "waiting" : "overdue");
  const { creditCardReversal, resolution } = regime;
  if (creditCardReversal && facts.paidFrom === "card") {
    const due = windowEnd(toldDay, creditCardReversal);
    steps.push({
      id: "bank-credit",
      title: titleSaid("credit-card-credit"),
      ...details(says(creditCardReversal)),
      due,
      counting: countingSaid(creditCardReversal, "plain"),
      state: waiting(due),
      rule: creditCardReversal,
    });
  }
  if (resolution) {
    const due = windowEnd(toldDay, resolution);
    steps.push({
      id: "bank-decision",
      title: titleSaid("bank-decision"),
      ...details(
        says(resolution),
        regime.burdenOfProof && says(regime.burdenOfProof),
        regime.acknowledgement && says(regime.acknowledgement),
      ),
      due,
      counting: countingSaid(resolution, "plain"),
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
