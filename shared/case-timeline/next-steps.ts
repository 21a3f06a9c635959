// What a victim must do next, and by when, computed from what they told us and the legal rules
// in force on the dates that matter (decision 0024). The case page and the desk read these
// steps; the rules module (shared/legal-rules) holds every fact, so a changed rule changes every
// deadline. Where no rule gives a deadline, a step has none: the site never invents one.

import { legalRules } from "../legal-rules";
import { dayInIndia } from "../india-time";
import { ruleInForce, windowText, type LegalRule } from "../legal-rules/rule";
import { addCalendarDays, addWorkingDaysSkippingSundays, endOfIndiaDay } from "../india-time";

/** The help forms' answer to "did you make the payment yourself, or was money taken without your approval?" (shared/schemas/case-facts.ts). */
type PaymentApproval = "taken_without_approval" | "paid_myself" | "no_money_lost" | "not_sure";

/** The help forms' "paid from" (shared/schemas/case-facts.ts): which of RBI's liability rules can apply. */
type PaidFrom = "bank_account" | "cooperative_bank" | "card" | "wallet" | "other";

/**
 * Whose liability rules a transaction falls under: RBI has one set for banks (and the cards they
 * issue), one for co-operative banks and one for wallets issued by non-banks. "Other" and not
 * said are taken as a bank, the case of most victims, and the page names the rule it used.
 */
type Institution = "bank" | "cooperative bank" | "wallet";

function institutionOf(paidFrom: PaidFrom | null | undefined): Institution {
  if (paidFrom === "cooperative_bank") return "cooperative bank";
  if (paidFrom === "wallet") return "wallet";
  return "bank";
}

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

type WindowedRule = LegalRule & { window: NonNullable<LegalRule["window"]> };

function hasWindow(rule: LegalRule | undefined): rule is WindowedRule {
  return rule?.window != null;
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
  steps.push(tellBankStep(facts, now, find, required));

  const toldBankAt = facts.toldBankAt ?? null;
  const institution = institutionOf(facts.paidFrom);
  if (toldBankAt !== null && facts.paymentApproval === "taken_without_approval" && institution !== "cooperative bank") {
    const credit = find(
      institution === "wallet" ? "rbi-liability-non-bank-wallets-credit" : "rbi-liability-shadow-credit",
      toldBankAt,
    );
    if (hasWindow(credit)) {
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
 * Telling the bank. For money taken without approval, the liability rule in force on the
 * transaction's day sets the window. The victim's windows are counted in calendar days, whatever
 * the rule counts, so the date shown is the earliest the window can end: being early never hurts.
 * The window is taken to start at the transaction, the earliest the bank's alert can come.
 */
function tellBankStep(
  facts: CaseFacts,
  now: Date,
  find: (id: string, at: Date) => LegalRule | undefined,
  required: (id: string, at: Date) => LegalRule,
): NextStep {
  const done = facts.toldBankAt ? "done" : "to do";
  const institution = institutionOf(facts.paidFrom);
  const title = TELL_TITLE[institution];
  const fallback = find("rbi-liability-under-review", now) ?? required("i4c-helpline-1930", now);
  const happenedAt = facts.happenedAt;

  // Co-operative banks and non-bank wallets have rules of their own, whose reporting windows we
  // could not check on RBI's pages: the step names the rule and gives no date.
  if (facts.paymentApproval === "taken_without_approval" && institution !== "bank") {
    const own = find(
      institution === "wallet" ? "rbi-liability-non-bank-wallets" : "rbi-liability-cooperative-banks",
      happenedAt ?? now,
    );
    if (own) return { id: "tell-bank", title, detail: own.says, due: null, counting: null, state: done, rule: own };
  }

  if (facts.paymentApproval !== "taken_without_approval" || happenedAt === null) {
    const detail =
      facts.paymentApproval === "paid_myself"
        ? "RBI's liability rules are for transactions you did not authorise, so they may not cover a payment you made after being tricked. Tell the bank at once anyway: with your 1930 complaint it can still try to hold the money."
        : "Tell the bank at once and get a complaint number: the sooner it knows, the more it can do.";
    return { id: "tell-bank", title, detail, due: null, counting: null, state: done, rule: fallback };
  }

  const zeroLiability = find("rbi-liability-third-party", happenedAt);
  if (!hasWindow(zeroLiability)) {
    return {
      id: "tell-bank",
      title,
      detail:
        "We cannot state an RBI liability rule for a transaction on this date. Tell the bank at once anyway and ask which rules apply to it; call 1930 and complete your complaint on cybercrime.gov.in.",
      due: null,
      counting: null,
      state: done,
      rule: fallback,
    };
  }

  const transactionDay = dayInIndia(happenedAt);
  const counting = (rule: WindowedRule): string =>
    rule.window.count === "calendar days"
      ? `${windowText(rule.window)} from ${rule.window.from}`
      : `${windowText(rule.window)} from ${rule.window.from}, counted here as ${rule.window.days} calendar days from the transaction so that the date is the earliest it can be`;
  const zeroDue = endOfIndiaDay(addCalendarDays(transactionDay, zeroLiability.window.days));
  const reportedAt = facts.toldBankAt ?? now;
  if (reportedAt.getTime() <= zeroDue.getTime()) {
    return {
      id: "tell-bank",
      title,
      detail: zeroLiability.says,
      due: zeroDue,
      counting: counting(zeroLiability),
      state: done,
      rule: zeroLiability,
    };
  }

  const limited = find("rbi-liability-limited", happenedAt);
  if (hasWindow(limited)) {
    const limitedDue = endOfIndiaDay(addCalendarDays(transactionDay, limited.window.days));
    return {
      id: "tell-bank",
      title,
      detail: limited.says,
      due: reportedAt.getTime() <= limitedDue.getTime() ? limitedDue : null,
      counting: reportedAt.getTime() <= limitedDue.getTime() ? counting(limited) : null,
      state: done,
      rule: limited,
    };
  }
  return {
    id: "tell-bank",
    title,
    detail: zeroLiability.says,
    due: null,
    counting: null,
    state: done,
    rule: zeroLiability,
  };
}
