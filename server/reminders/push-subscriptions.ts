import type { Kysely, Transaction } from "kysely";
import type { PushSubscriptionGiven } from "~/shared/schemas/push-reminders";
import { recordAudit, type AuditActor } from "../audit/audit-log";
import type { Database } from "../db/schema";
import { pushServiceHost } from "./push-endpoints";
import { CASE_PAGE_ACTOR, isOpenCase } from "./reminder-consent";
import { PUSH_BROWSERS_PER_CASE } from "~/shared/constants";

// Reminders as browser notifications (docs/decisions/0074): the browsers a case's notifications
// go to. Unlike an address typed into a form, a push subscription exists only once the person
// allowed this site's notifications in their browser's own prompt, on the case page only its
// owner opens: it is the confirmation itself, so it turns the channel on at once. At most five
// browsers a case. Stopped from the case page (every browser of the case at once, each
// subscription deleted), or ended by a push service (404 or 410): the last browser gone, the
// channel is off.

type Queryable = Kysely<Database> | Transaction<Database>;

const PUSH_SERVICE_ACTOR: AuditActor = { id: null, name: "The browser's push service", email: "" };

export type SubscribeOutcome = "on" | "closed" | "full";

/** The channel on, and looked at by the reminder worker at once (or off, and looked at no more). */
async function setPushConsent(trx: Transaction<Database>, submissionId: number, on: boolean, now: Date) {
  const at = now.toISOString();
  const values = on
    ? { status: "on" as const, confirmed_at: at, stopped_at: null, next_check_at: at, updated_at: at }
    : { status: "off" as const, stopped_at: at, next_check_at: null, updated_at: at };
  await trx
    .insertInto("case_reminder_consents")
    .values({ submission_id: submissionId, channel: "push", ...values })
    .onConflict((conflict) => conflict.columns(["submission_id", "channel"]).doUpdateSet(values))
    .execute();
}

async function browsersOf(db: Queryable, submissionId: number): Promise<number> {
  const row = await db
    .selectFrom("case_push_subscriptions")
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .where("submission_id", "=", submissionId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/**
 * "This browser's notifications" allowed: the subscription is stored (given again, its keys are
 * brought up to date) and the channel is on. A closed case is offered none; a sixth browser is refused.
 */
export async function subscribeBrowser(
  db: Kysely<Database>,
  submissionId: number,
  given: PushSubscriptionGiven,
  now: Date,
): Promise<SubscribeOutcome> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom("submissions")
      .select(["reference", "status"])
      .where("id", "=", submissionId)
      .executeTakeFirst();
    if (!row || !isOpenCase(row.status)) return "closed";
    const keys = { p256dh: given.keys.p256dh, auth: given.keys.auth };
    const known = await trx
      .updateTable("case_push_subscriptions")
      .set(keys)
      .where("submission_id", "=", submissionId)
      .where("endpoint", "=", given.endpoint)
      .executeTakeFirst();
    const added = Number(known.numUpdatedRows) === 0;
    if (added) {
      if ((await browsersOf(trx, submissionId)) >= PUSH_BROWSERS_PER_CASE) return "full";
      await trx
        .insertInto("case_push_subscriptions")
        .values({ submission_id: submissionId, endpoint: given.endpoint, ...keys, created_at: now.toISOString() })
        .execute();
    }
    await setPushConsent(trx, submissionId, true, now);
    if (added) {
      await recordAudit(trx, {
        actor: CASE_PAGE_ACTOR,
        action: "case_reminders.consented",
        targetType: "submission",
        targetId: row.reference,
        detail: {
          channel: "push",
          how: "browser permission",
          pushService: pushServiceHost(given.endpoint),
          browsers: await browsersOf(trx, submissionId),
        },
        now,
      });
    }
    return "on";
  });
}

/** The case page's "Stop browser notifications": every browser of the case, each subscription deleted. */
export async function stopPushReminders(db: Kysely<Database>, submissionId: number, now: Date): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom("submissions")
      .select("reference")
      .where("id", "=", submissionId)
      .executeTakeFirst();
    const browsers = await browsersOf(trx, submissionId);
    const consent = await trx
      .selectFrom("case_reminder_consents")
      .select("status")
      .where("submission_id", "=", submissionId)
      .where("channel", "=", "push")
      .executeTakeFirst();
    await trx.deleteFrom("case_push_subscriptions").where("submission_id", "=", submissionId).execute();
    if (!row || (consent?.status !== "on" && browsers === 0)) return;
    await setPushConsent(trx, submissionId, false, now);
    await recordAudit(trx, {
      actor: CASE_PAGE_ACTOR,
      action: "case_reminders.withdrawn",
      targetType: "submission",
      targetId: row.reference,
      detail: { channel: "push", how: "case page", browsers },
      now,
    });
  });
}

/**
 * A push service said a subscription has ended (404 or 410: the browser unsubscribed, or its
 * permission was taken back): it is deleted, and with the case's last browser the channel is off.
 */
export async function forgetEndedSubscription(db: Kysely<Database>, subscriptionId: number, now: Date): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const gone = await trx
      .deleteFrom("case_push_subscriptions")
      .where("id", "=", subscriptionId)
      .returning(["submission_id", "endpoint"])
      .executeTakeFirst();
    if (!gone || (await browsersOf(trx, gone.submission_id)) > 0) return;
    const row = await trx
      .selectFrom("submissions")
      .select("reference")
      .where("id", "=", gone.submission_id)
      .executeTakeFirst();
    if (!row) return;
    await setPushConsent(trx, gone.submission_id, false, now);
    await recordAudit(trx, {
      actor: PUSH_SERVICE_ACTOR,
      action: "case_reminders.withdrawn",
      targetType: "submission",
      targetId: row.reference,
      detail: { channel: "push", how: "subscription ended", pushService: pushServiceHost(gone.endpoint) },
      now,
    });
  });
}

/**
 * The case page's view of its notifications: offered when the server can send them (`publicKey`,
 * the VAPID public key a browser subscribes with) and the case is open; on in this many browsers.
 */
export async function pushChoiceOf(
  db: Queryable,
  submissionId: number,
  publicKey: string | null,
  open: boolean,
): Promise<{ offered: boolean; browsers: number; publicKey: string }> {
  return {
    offered: open && publicKey !== null,
    browsers: await browsersOf(db, submissionId),
    publicKey: publicKey ?? "",
  };
}
