import type { PaymentApproval } from "./case-timeline/liability-regime";

// The first hour after money is lost (docs/decisions/0060): advice, not a legal deadline. From the
// time the person gave, the confirmation and the case page say when the money went and ask them
// to call 1930 now, "ideally" within the hour while it lasts; after it, still now, as the sooner
// they report the more can be held. Said for 72 hours, as long as the desk treats the money as
// still possibly held (docs/decisions/0059).

const HOUR_MS = 60 * 60 * 1000;
/** The first hour, the time the advice calls ideal. */
const FIRST_HOUR_MS = HOUR_MS;
/** How long after the loss the advice is given at all: the desk's 72 hours. */
const ADVICE_FOR_MS = 72 * HOUR_MS;

/** How the money went, in the person's words: it decides "You paid" or "The money left your account". */
type LossKind = "paid" | "taken" | "lost";

export interface FirstHour {
  /** When the money went, ISO 8601, from the date and time the person gave. */
  lostAt: string;
  kind: LossKind;
}

export interface LossFacts {
  paymentApproval: PaymentApproval | "" | null;
  amountLost: number | null;
  /** ISO 8601, or null without a date. */
  incidentAt: string | null;
  /** The day alone was given: no hour to count from. */
  incidentTimeUnknown: boolean;
}

/** The advice for these facts as of `now`, or null: no money lost, no time of day, or past 72 hours. */
export function firstHourOf(facts: LossFacts, now: Date): FirstHour | null {
  if (facts.incidentAt === null || facts.incidentTimeUnknown) return null;
  const kind = lossKind(facts);
  if (kind === null) return null;
  const since = now.getTime() - Date.parse(facts.incidentAt);
  if (since < 0 || since > ADVICE_FOR_MS) return null;
  return { lostAt: facts.incidentAt, kind };
}

function lossKind({ paymentApproval, amountLost }: LossFacts): LossKind | null {
  if (paymentApproval === "paid_myself" || paymentApproval === "not_sure") return "paid";
  if (paymentApproval === "taken_without_approval") return "taken";
  if (paymentApproval === "no_money_lost") return null;
  return amountLost !== null && amountLost > 0 ? "lost" : null;
}

/** The end of the first hour while it lasts, else null: then the advice is "now" alone. */
export function callIdeallyBefore(firstHour: FirstHour, now: Date): Date | null {
  const end = Date.parse(firstHour.lostAt) + FIRST_HOUR_MS;
  return now.getTime() < end ? new Date(end) : null;
}
