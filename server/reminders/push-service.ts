import type { FastifyBaseLogger, FastifyInstance } from "fastify";
import type { Kysely } from "kysely";
import type { Clock } from "../clock";
import type { Database } from "../db/schema";
import type { Env } from "../env";
import { loadVapidKeys, type VapidKeys } from "./push-keys";
import type { PushPolicy } from "./push-outbox-store";
import { startPushSender, type PushSender } from "./push-sender";
import { pushTransportLimits, type PushTransportLimits } from "./push-transport";

// What the app shares about browser notifications (docs/decisions/0074), read once from the
// environment when the app is built: the VAPID keys (none: no notifications are offered), the
// limits of a post to a push service, whether the retired worker is served, and the sender,
// started once the database is migrated. A production start with the tests' loopback setting,
// or with a VAPID pair that is given by halves or does not match, stops here.

export interface PushReminders {
  /** Null when the server offers no notifications (production without VAPID keys). */
  vapid: VapidKeys | null;
  limits: PushTransportLimits;
  /** PUSH_WORKER_RETIRED=1: the worker that unregisters itself is served. */
  workerRetired: boolean;
  /** Starts the sender (with VAPID keys); call once the push outbox surely exists. */
  start(): void;
  /** Tells the sender notifications were queued. */
  wake(): void;
  stop(): Promise<void>;
  /** Resolves when the sender has nothing in hand (tests). */
  idle(): Promise<void>;
}

declare module "fastify" {
  interface FastifyInstance {
    pushReminders: PushReminders;
  }
}

export interface PushRemindersOptions {
  db: Kysely<Database>;
  env: Env;
  log: FastifyBaseLogger;
  clock: Clock;
  /** Tests shorten the sender's timings. */
  policy?: PushPolicy;
}

export function registerPushReminders(app: FastifyInstance, options: PushRemindersOptions): PushReminders {
  const { db, env, log, clock } = options;
  const allowLoopback = env.PUSH_ALLOW_LOOPBACK_ENDPOINTS === "1";
  if (allowLoopback && env.NODE_ENV === "production") {
    throw new Error(
      "PUSH_ALLOW_LOOPBACK_ENDPOINTS is for tests only: production refuses to start with it, as it lets notifications go to this machine's own addresses.",
    );
  }
  const vapid = loadVapidKeys(env, { info: (message) => log.info(message), warn: (message) => log.warn(message) });
  const limits = { ...pushTransportLimits, allowLoopback };
  let sender: PushSender | null = null;
  const service: PushReminders = {
    vapid,
    limits,
    workerRetired: env.PUSH_WORKER_RETIRED === "1",
    start() {
      if (!vapid || sender) return;
      sender = startPushSender({ db, log, vapid, limits, policy: options.policy, clock });
    },
    wake() {
      sender?.wake();
    },
    async stop() {
      await sender?.stop();
      sender = null;
    },
    async idle() {
      await sender?.idle();
    },
  };
  app.decorate("pushReminders", service);
  return service;
}
