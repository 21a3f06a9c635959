import type { FastifyBaseLogger } from "fastify";
import type { Kysely, Transaction } from "kysely";
import { languageCode } from "~/shared/translations";
import { systemClock, type Clock } from "../clock";
import { caseFactsOf } from "../cases/case-deadline";
import { storedCase } from "../cases/case-view";
import type { Database, ReminderChannel } from "../db/schema";
import { queueMail } from "../mail/outbox-store";
import { isOpenCase } from "./reminder-consent";
import { composeReminder } from "./reminder-mails";
import { composeNotification } from "./push-notifications";
import { queueNotifications } from "./push-outbox-store";
import { queuedReminderKeys } from "./reminder-plan";
import { planReminders } from "./reminder-schedule";
import { whatsAppRecipient } from "./whatsapp/whatsapp-config";
import { composeWhatsAppReminder } from "./whatsapp/whatsapp-messages";
import { queueWhatsAppReminder } from "./whatsapp/whatsapp-outbox-store";
import { startPeriodicWork, type PeriodicWorker } from "../outbox/periodic-worker";

// Queues the reminders that fall due (docs/decisions/0069, 0074, 0076). Runs inside every server
// instance, as the mail worker does: each tick it asks the consents' partial index for the cases
// and channels whose time to look again has come (only a channel with reminders on has one), at
// most a batch of them, claims each by a conditional update (so instances share the work), plans
// its reminders from the same next steps the case page shows, and queues those due in one
// transaction with their record, whose primary key lets each reminder be queued once per channel,
// across instances too: a mail into the outbox, a notification into the push outbox for each of
// the case's browsers, or a template message into the WhatsApp outbox. Their senders check each again just before it goes (./reminder-recheck.ts).

export const reminderPolicy = {
  /** How often due reminders are looked for: a reminder goes within this of its time. */
  pollIntervalMs: 30_000,
  /** Cases looked at per tick, at most. */
  batchSize: 50,
  /** A case claimed by an instance that died is looked at again after this. */
  leaseMs: 5 * 60 * 1000,
  /**
   * Looked at again after this at the latest, whatever the plan says: a change the case's own
   * hooks (server/cases/case-deadline.ts) did not see is still found within a day.
   */
  recheckMs: 24 * 60 * 60 * 1000,
};
export type ReminderPolicy = typeof reminderPolicy;

const ALL_CHANNELS: readonly ReminderChannel[] = ["email", "push", "whatsapp"];

/** The browsers a case's notifications go to now. */
function pushSubscriptionsOf(trx: Transaction<Database>, submissionId: number) {
  return trx
    .selectFrom("case_push_subscriptions")
    .select(["id", "endpoint"])
    .where("submission_id", "=", submissionId)
    .orderBy("id")
    .execute();
}

/**
 * One case's reminders of one channel: those due queued (a mail into the outbox, a notification
 * into the push outbox for each of the case's browsers, or a message into the WhatsApp outbox to
 * the case's number), and when to look again.
 * Returns how many reminders were queued.
 */
async function remindCase(
  db: Kysely<Database>,
  submissionId: number,
  channel: ReminderChannel,
  now: Date,
  policy: ReminderPolicy,
) {
  return db.transaction().execute(async (trx) => {
    const stored = await storedCase(trx, submissionId);
    const consent = await trx
      .selectFrom("case_reminder_consents")
      .select("status")
      .where("submission_id", "=", submissionId)
      .where("channel", "=", channel)
      .executeTakeFirst();
    const lookAgain = (at: Date | null) =>
      trx
        .updateTable("case_reminder_consents")
        .set({ next_check_at: at?.toISOString() ?? null })
        .where("submission_id", "=", submissionId)
        .where("channel", "=", channel)
        .where("status", "=", "on")
        .execute();
    const browsers = channel === "push" ? await pushSubscriptionsOf(trx, submissionId) : [];
    const number = stored ? whatsAppRecipient(stored.row.phone) : null;
    const reachable =
      channel === "email" ? stored?.row.email !== "" : channel === "push" ? browsers.length > 0 : number !== null;
    // A closed case is looked at again when it is reopened (lookAgainAtReminders).
    if (!stored || consent?.status !== "on" || !isOpenCase(stored.row.status) || !reachable) {
      await lookAgain(null);
      return 0;
    }
    const keys = await queuedReminderKeys(trx, submissionId, channel);
    const plan = planReminders(caseFactsOf(stored.row, stored.progress), now, keys);
    const language = languageCode(stored.row.language);
    let count = 0;
    for (const reminder of plan.due) {
      const recorded = await trx
        .insertInto("case_reminder_sends")
        .values({
          submission_id: submissionId,
          channel,
          step_id: reminder.stepId,
          due_on: reminder.dueOn,
          slot: reminder.slot,
          mail_id: null,
          queued_at: now.toISOString(),
        })
        .onConflict((conflict) => conflict.doNothing())
        .returning("slot")
        .executeTakeFirst();
      // Another instance queued it first.
      if (recorded === undefined) continue;
      if (channel === "push") {
        await queueNotifications(trx, submissionId, browsers, reminder, composeNotification(language, reminder), now);
      } else if (channel === "whatsapp") {
        const message = composeWhatsAppReminder(language, reminder);
        await queueWhatsAppReminder(trx, submissionId, number!, language, reminder, message, now);
      } else {
        const mailId = await queueMail(trx, submissionId, composeReminder(stored.row.email, language, reminder), now);
        await trx
          .updateTable("case_reminder_sends")
          .set({ mail_id: mailId })
          .where("submission_id", "=", submissionId)
          .where("channel", "=", channel)
          .where("step_id", "=", reminder.stepId)
          .where("due_on", "=", reminder.dueOn)
          .where("slot", "=", reminder.slot)
          .execute();
      }
      count++;
    }
    const latest = now.getTime() + policy.recheckMs;
    await lookAgain(new Date(Math.min(plan.nextAt?.getTime() ?? latest, latest)));
    return count;
  });
}

/**
 * One tick's work: the cases and channels due a look, at most a batch, each claimed before it is
 * planned. Returns how many reminders were queued.
 */
export async function queueDueReminders(
  db: Kysely<Database>,
  now: Date,
  policy: ReminderPolicy = reminderPolicy,
  channels: readonly ReminderChannel[] = ALL_CHANNELS,
): Promise<number> {
  const at = now.toISOString();
  const due = await db
    .selectFrom("case_reminder_consents")
    .select(["submission_id", "channel"])
    .where("next_check_at", "is not", null)
    .where("next_check_at", "<=", at)
    .where("channel", "in", channels)
    .orderBy("next_check_at")
    .limit(policy.batchSize)
    .execute();
  let queued = 0;
  for (const { submission_id: submissionId, channel } of due) {
    const claimed = await db
      .updateTable("case_reminder_consents")
      .set({ next_check_at: new Date(now.getTime() + policy.leaseMs).toISOString() })
      .where("submission_id", "=", submissionId)
      .where("channel", "=", channel)
      .where("next_check_at", "<=", at)
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) === 0) continue;
    queued += await remindCase(db, submissionId, channel, now, policy);
  }
  return queued;
}

/** Wakes to plan due reminders now rather than at the next tick. */
export type ReminderWorker = PeriodicWorker;

export interface ReminderWorkerOptions {
  db: Kysely<Database>;
  log: FastifyBaseLogger;
  /** Tells the mail worker, the push sender and the WhatsApp sender reminders were queued. */
  wakeSenders: () => void;
  clock?: Clock;
  policy?: ReminderPolicy;
  /** The channels the server can send by: another channel's consents wait as they are. */
  channels?: readonly ReminderChannel[];
}

export function startReminderWorker(options: ReminderWorkerOptions): ReminderWorker {
  const { db, log, wakeSenders } = options;
  const policy = options.policy ?? reminderPolicy;
  const { now } = options.clock ?? systemClock;
  return startPeriodicWork({
    intervalMs: policy.pollIntervalMs,
    work: async () => {
      const queued = await queueDueReminders(db, now(), policy, options.channels);
      if (queued > 0) {
        log.info({ reminders: queued }, "reminders queued");
        wakeSenders();
      }
    },
    onError: (error) => log.error({ err: error }, "reminders could not be planned"),
  });
}
