// What a victim must do next, and by when, computed from what they told us and the legal rules
// in force on the dates that matter (decision 0024). The case page and the desk read these
// steps; the rules module (shared/legal-rules) holds every fact, so a changed rule changes every
// deadline. Where no rule gives a deadline, a step has none: the site never invents one.

import { legalRules } from "../legal-rules";
import { addCalendarDays, addWorkingDaysSkippingSundays, dayInIndia, endOfIndiaDay } from "../india-time";
import { ruleInForce, windowText, type LegalRule } from "../legal-rules/rule";
import {
  institutionOf,
  liabilityRegime,
  type Institution,
  type PaidFrom,
  type PaymentApproval,
  type WindowedRule,
} from "./liability-regime";

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
  /** Where the money was paid from, which decides whose liability rules apply. */
  paidFrom?: PaidFrom | null;
}

type StepId = "call-1930" | "finish-portal-complaint" | "tell-bank" | "bank-credit" | "ombudsman";

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
  /** The deadline (the last millisecond of its day in India), or null where no rule sets one. */
  due: Date | null;
  /** How `due` was counted, to print beside it; null when there is no `due`. */
  counting: string | null;
  state: StepState;
  /** The rule the step rests on: its source is the step's official link. */
  rule: LegalRule;
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

  if (lostMoney) {
    steps.push({
      id: "call-1930",
      title: "Call 1930",
      detail: required("i4c-helpline-1930", now).says,
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
    detail: portal.says,
    due: null,
    counting: null,
    state: facts.portalComplaintFinished ? "done" : "to do",
    rule: portal,
  });

  if (!lostMoney) return steps;
  steps.push(
    tellBankStep(facts, now, rules, find("rbi-liability-under-review", now) ?? required("i4c-helpline-1930", now)),
  );

  const toldBankAt = facts.toldBankAt ?? null;
  const institution = institutionOf(facts.paidFrom);
  if (toldBankAt !== null) {
    // The rule of the transaction's day; without that day, the report's, the nearest we know.
    const regime = liabilityRegime(facts.happenedAt ?? toldBankAt, facts.paymentApproval, facts.paidFrom, rules);
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
        detail: credit.says,
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

  if (toldBankAt !== null) {
    const ombudsman = find("rbi-ombudsman-scheme", now);
    if (ombudsman) {
      steps.push({
        id: "ombudsman",
        title: "If the bank refuses or does not put it right, complain to the RBI Ombudsman",
        detail: ombudsman.says,
        due: null,
        counting: null,
        state: "to do",
        rule: ombudsman,
      });
    }
  }
  return steps;
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
  const title = TELL_TITLE[institutionOf(facts.paidFrom)];
  const happenedAt = facts.happenedAt;
  const undated = (detail: string, rule: LegalRule): NextStep => ({
    id: "tell-bank",
    title,
    detail,
    due: null,
    counting: null,
    state: done,
    rule,
  });
  // Without the transaction's day, co-operative banks and wallets are still named by today's rules.
  const regime = liabilityRegime(
    happenedAt ?? (institutionOf(facts.paidFrom) === "bank" ? null : now),
    facts.paymentApproval,
    facts.paidFrom,
    rules,
  );

  // RBI's revised directions, co-operative banks and non-bank wallets have rules whose reporting
  // windows we could not check on RBI's pages: the step names the rule and gives no date.
  if (regime.kind === "directions-2027" || regime.kind === "wallet" || regime.kind === "cooperative") {
    return undated(regime.rule.says, regime.rule);
  }
  if (regime.kind === "none" || happenedAt === null) {
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
  const counting = (rule: WindowedRule): string =>
    rule.window.count === "calendar days"
      ? `${windowText(rule.window)} from ${rule.window.from}`
      : `${windowText(rule.window)} from ${rule.window.from}, counted here as ${rule.window.days} calendar days from the transaction so that the date is the earliest it can be`;
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
