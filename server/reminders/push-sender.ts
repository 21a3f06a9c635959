import { randomUUID } from "node:crypto";
import type { FastifyBaseLogger } from "fastify";
import type { Kysely } from "kysely";
import webpush from "web-push";
import { dayInIndia, indiaInstant } from "~/shared/india-time";
import { systemClock, type Clock } from "../clock";
import type { Database } from "../db/schema";
import type { VapidKeys } from "./push-keys";
import { pushMessage, pushTopic } from "./push-notifications";
import {
  claimDueNotifications,
  markNotificationFailed,
  markNotificationSent,
  pushPolicy,
  recordFailedNotificationAttempt,
  type PushPolicy,
  type QueuedNotification,
} from "./push-outbox-store";
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

export interface PushSender {
  /** Look for due notifications now rather than at the next poll. */
  wake(): void;
  /** Stops polling and waits for the notification being sent, if any. */
  stop(): Promise<void>;
  /** Resolves when the sender has nothing in hand (tests, shutdown). */
  idle(): Promise<void>;
}

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
  let stopped = false;
  let running: Promise<void> | null = null;
  let wakeAgain = false;

  /** The notification to its browser: "sent", or why it was not (and whether to try again). */
  async function send(row: QueuedNotification): Promise<"sent" | { error: string; final: boolean }> {
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
    if (answer.status >= 200 && answer.status < 300) return "sent";
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

  async function sendDueNotifications(): Promise<void> {
    while (!stopped) {
      const batch = await claimDueNotifications(db, senderId, now(), policy);
      if (batch.length === 0) return;
      for (const row of batch) {
        const entry = { notificationId: row.id, pushService: row.push_service, attempt: row.attempts };
        let outcome: Awaited<ReturnType<typeof send>>;
        try {
          outcome = await send(row);
        } catch (error) {
          const reason = error instanceof Error ? error.message : String(error);
          outcome = { error: reason, final: error instanceof PushRefused };
        }
        if (outcome === "sent") {
          await markNotificationSent(db, row.id, senderId, now());
          log.info(entry, "notification sent");
        } else if (outcome.final) {
          await markNotificationFailed(db, row.id, senderId, outcome.error, now());
          log.info({ ...entry, reason: outcome.error }, "notification not sent");
        } else {
          const result = await recordFailedNotificationAttempt(db, row, senderId, outcome.error, now(), policy);
          if (result === "failed") log.error({ ...entry, reason: outcome.error }, "notification failed; giving up");
          else log.warn({ ...entry, reason: outcome.error }, "notification not sent; will try again");
        }
      }
    }
  }

  function wake(): void {
    if (stopped) return;
    if (running) {
      wakeAgain = true;
      return;
    }
    running = sendDueNotifications()
      .catch((error: unknown) => log.error({ err: error }, "push sender could not read the push outbox"))
      .finally(() => {
        running = null;
        if (wakeAgain) {
          wakeAgain = false;
          wake();
        }
      });
  }

  const timer = setInterval(wake, policy.pollIntervalMs);
  timer.unref();
  wake();

  return {
    wake,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
    async idle() {
      while (running) await running;
    },
  };
}
