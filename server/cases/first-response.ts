import type { Kysely } from "kysely";
import { siteConfig } from "~/shared/site-config";
import type { Database } from "../db/schema";

// Response times (docs/decisions/0034): when a case's first response is due, and recording it.
// A first response is the desk's first message to the person (../admin/desk-messages.ts) or
// the first "Contacted by phone / WhatsApp" (../admin/desk-contact.ts); later ones leave it.

const MINUTE_MS = 60_000;

export interface ResponseTargets {
  /** For a case that arrives inside a legal deadline or in its first hours (docs/decisions/0059). */
  insideDeadlineMinutes: number;
  otherMinutes: number;
}

/** The site's response target for a case, in minutes: sooner when it is urgent. */
export function responseTargetMinutes(urgent: boolean, targets: ResponseTargets = siteConfig.responseTargets): number {
  return urgent ? targets.insideDeadlineMinutes : targets.otherMinutes;
}

/** When a case that arrived at `createdAt` is due its first response: sooner when it is urgent. */
export function responseDueAt(
  createdAt: Date,
  urgent: boolean,
  targets: ResponseTargets = siteConfig.responseTargets,
): string {
  return new Date(createdAt.getTime() + responseTargetMinutes(urgent, targets) * MINUTE_MS).toISOString();
}

/**
 * Records `now` as the case's first response unless it has one: one conditional update, run in
 * the transaction that stores the message or the call, so the two commit together and two at
 * once cannot both count as first. True when this was the first.
 */
export async function recordFirstResponse(db: Kysely<Database>, submissionId: number, now: Date): Promise<boolean> {
  // Answered, the case leaves the first hours' tiers for its legal order (docs/decisions/0059).
  const result = await db
    .updateTable("submissions")
    .set({ first_response_at: now.toISOString(), first_hours_tier: null, first_hours_rank: null })
    .where("id", "=", submissionId)
    .where("first_response_at", "is", null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
