import { randomUUID } from "node:crypto";
import type { FastifyBaseLogger } from "fastify";
import type { Kysely } from "kysely";
import webpush from "web-push";
import { dayInIndia, indiaInstant } from "~/shared/india-time";
import { systemClock, type Clock } from "../clock";
import type { Database } from "../db/schema";
import type { VapidKeys } from "./push-keys";
import { pushMessage, pushTopic } from "./push-notifications";
import { sendDue, type SendOutcome } from "../outbox/leased-outbox";
import { startPeriodicWork, type PeriodicWorker } from "../outbox/periodic-worker";
import { pushOutbox, pushPolicy, type PushPolicy, type QueuedNotification } from "./push-outbox-store";
import { forgetEndedSubscription } from "./push-subscriptions";
import { postToPushService, PushRefused, pushTransportLimits, type PushTransportLimits } from "./push-transport";
import { staleReminderOf } from "./reminder-recheck";

// Sends what the push outbox holds (docs/decisions/0074), as the mail worker sends the outbox's
// mails: inside every server instance, woken when reminders are queued and every pollIntervalMs
// anyway (for retries, and for rows another instance queued). Each notification is checked again
// just before it goes, as a reminder mail is; then web-push encrypts it to the browser's keys
// (RFC 8291) and signs the request with the VAPID key (RFC 8292), and it is posted to the
// browser's push service. A push service that says the subscription is gone (404, 410) gets it
// deleted; one that is busy or down (408, 429, 5xx, no answer) is tried again later; any other
// refusal is final.

const NIGHT_STARTS = "21:00";

/**
 * How long the push service may keep the message for a phone that is off (RFC 8030's TTL): until
 * 21:00 in India that day, so that a reminder never turns up at night, nor says "tomorrow" the day after.
 */
function secondsUntilNight(now: Date): number {
  const night = indiaInstant(dayInIndia(now), NIGHT_STARTS).getTime();
  return Math.max(0, Math.floor((night - now.getTime()) / 1000));
}

/** Statuses after which the same message may go through later: the push service is busy or down. */
function isWorthRetrying(status: number): boolean {
  return status === 408 || status === 429 || status >= 500;
}

/** Wakes to look for due notifications; stops after the one being sent. */
export type PushSender = PeriodicWorker;

export interface PushSenderOptions {
  db: Kysely<Database>;
  log: FastifyBaseLogger;
  vapid: VapidKeys;
  limits?: PushTransportLimits;
  policy?: PushPolicy;
  clock?: Clock;
  senderId?: string;
}

export function startPushSender(options: PushSenderOptions): PushSender {
  const { db, log, vapid } = options;
  const limits = options.limits ?? pushTransportLimits;
  const policy = options.policy ?? pushPolicy;
  const { now } = options.clock ?? systemClock;
  const senderId = options.senderId ?? randomUUID();
  /** The notification to its browser: sent, or why it was not (and whether to try again). */
  async function send(row: QueuedNotification): Promise<SendOutcome<"push_outbox">> {
    try {
      return await tryToSend(row);
    } catch (error) {
      // A request the transport refused to make (not a push service, not a public address) is final.
      return { error: error instanceof Error ? error.message : String(error), final: error instanceof PushRefused };
    }
  }

  async function tryToSend(row: QueuedNotification): Promise<SendOutcome<"push_outbox">> {
    const stale = await staleReminderOf(db, row.submission_id, "push", row, now());
    if (stale !== undefined) return { error: stale, final: true };
    const subscription =
      row.subscription_id === null
        ? undefined
        : await db
            .selectFrom("case_push_subscriptions")
            .select(["id", "endpoint", "p256dh", "auth"])
            .where("id", "=", row.subscription_id)
            .executeTakeFirst();
    if (!subscription) return { error: "Not sent: this browser's subscription has ended", final: true };
    let request: ReturnType<typeof webpush.generateRequestDetails>;
    try {
      request = webpush.generateRequestDetails(
        { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
        pushMessage(row),
        {
          vapidDetails: vapid,
          contentEncoding: "aes128gcm",
          TTL: secondsUntilNight(now()),
          urgency: "normal",
          topic: pushTopic(row.id),
        },
      );
    } catch (error) {
      // The browser's keys cannot be encrypted to: no later try can either.
      return { error: `Not sent: ${error instanceof Error ? error.message : String(error)}`, final: true };
    }
    const answer = await postToPushService(
      { endpoint: request.endpoint, headers: request.headers, body: request.body },
      limits,
    );
    if (answer.status >= 200 && answer.status < 300) return { sent: {} };
    if (answer.status === 404 || answer.status === 410) {
      await forgetEndedSubscription(db, subscription.id, now());
      return {
        error: `Not sent: the push service says this browser's subscription has ended (${answer.status})`,
        final: true,
      };
    }
    const error = `The push service answered ${answer.status}${answer.text ? `: ${answer.text}` : ""}`;
    return { error, final: !isWorthRetrying(answer.status) };
  }

  return startPeriodicWork({
    intervalMs: policy.pollIntervalMs,
    work: (stopped) =>
      sendDue({
        db,
        outbox: pushOutbox,
        senderId,
        now,
        policy,
        stopped,
        send,
        log,
        what: "notification",
        logEntry: (row) => ({ notificationId: row.id, pushService: row.push_service, attempt: row.attempts }),
      }),
    onError: (error) => log.error({ err: error }, "push sender could not read the push outbox"),
  });
}
