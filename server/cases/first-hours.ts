import type { FirstHoursTier } from "~/shared/schemas/admin";
import type { PaymentApproval } from "~/shared/case-timeline/liability-regime";

// The first hours (docs/decisions/0059). Money can be held only until it moves on, so the inbox
// puts two kinds of case before every legal date, while the desk has not yet answered them:
// a threat happening now, then money lost in the last 72 hours. Each such case carries its tier
// and a rank that sorts as text, stored with the row, so the inbox reads them in order from an
// index; the desk's first reply or call takes both away (./first-response.ts).

/** Money lost longer ago than this has usually moved on: the case goes back to its legal order. */
export const RECENT_LOSS_MS = 72 * 60 * 60 * 1000;

/**
 * ₹10 lakh: amounts above it rank as it, so a typed ₹999 crore buys no place above a real
 * ₹9 lakh lost in the same hour.
 */
const RANKED_AMOUNT_CAP = 10_00_000;

const HOUR_MS = 60 * 60 * 1000;
/** India is 5 h 30 min ahead of UTC all year: its hours start at half past in UTC. */
const INDIA_OFFSET_MS = 5.5 * HOUR_MS;

/** The stored codes of the tiers: 1 sorts before 2. */
export const TIER_CODES: Record<FirstHoursTier, 1 | 2> = { threat: 1, recent_loss: 2 };

export function tierOfCode(code: number | null): FirstHoursTier | null {
  if (code === TIER_CODES.threat) return "threat";
  if (code === TIER_CODES.recent_loss) return "recent_loss";
  return null;
}

export interface FirstHoursFacts {
  /** The person answered "Are you being threatened right now?" with yes. */
  threatenedNow: boolean;
  /** When it happened, ISO 8601; the start of that day in India when the time was not known. */
  incidentAt: string | null;
  paymentApproval: PaymentApproval | "";
  amountLost: number | null;
}

export interface FirstHoursPlace {
  tier: 1 | 2;
  /** Sorts as text, newest first when read backwards: see rankOfThreat and rankOfRecentLoss. */
  rank: string;
}

/**
 * Where a case arriving at `createdAt` stands before the legal dates, or null. A threat leads
 * whatever the money; money leads only with a day it was lost, inside the last 72 hours.
 */
export function firstHoursPlace(facts: FirstHoursFacts, createdAt: Date): FirstHoursPlace | null {
  if (facts.threatenedNow) return { tier: TIER_CODES.threat, rank: createdAt.toISOString() };
  if (!lostMoney(facts) || facts.incidentAt === null) return null;
  const lostAt = new Date(facts.incidentAt);
  if (lostAt.getTime() < createdAt.getTime() - RECENT_LOSS_MS) return null;
  return { tier: TIER_CODES.recent_loss, rank: rankOfRecentLoss(lostAt, facts.amountLost) };
}

/** Money went, by the person's answer, or by an amount when they did not answer. */
function lostMoney({ paymentApproval, amountLost }: FirstHoursFacts): boolean {
  if (paymentApproval === "no_money_lost") return false;
  if (paymentApproval !== "") return true;
  return amountLost !== null && amountLost > 0;
}

/**
 * The hour on India's clock in which the money was lost, then the amount (capped, zero-padded):
 * read backwards, the newest hour first and within an hour the larger amount first.
 */
function rankOfRecentLoss(lostAt: Date, amountLost: number | null): string {
  const amount = Math.min(Math.max(0, amountLost ?? 0), RANKED_AMOUNT_CAP);
  return `${startOfIndiaHour(lostAt).toISOString()}|${String(amount).padStart(String(RANKED_AMOUNT_CAP).length, "0")}`;
}

/** The least rank a loss at or after `since` can have: the start of the India hour it falls in. */
export function leastRecentLossRank(since: Date): string {
  return startOfIndiaHour(since).toISOString();
}

function startOfIndiaHour(instant: Date): Date {
  const indiaMs = instant.getTime() + INDIA_OFFSET_MS;
  return new Date(Math.floor(indiaMs / HOUR_MS) * HOUR_MS - INDIA_OFFSET_MS);
}
