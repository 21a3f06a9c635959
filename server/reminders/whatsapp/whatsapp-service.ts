import type { FastifyBaseLogger, FastifyInstance } from "fastify";
import type { Kysely } from "kysely";
import type { Clock } from "~/server/clock";
import type { Database } from "~/server/db/schema";
import type { Env } from "~/server/env";
import { whatsAppConfigFrom, type WhatsAppConfig } from "./whatsapp-config";
import type { WhatsAppPolicy } from "./whatsapp-outbox-store";
import { startWhatsAppSender, type WhatsAppSender } from "./whatsapp-sender";

// What the app shares about WhatsApp reminders (docs/decisions/0076), read once from the
// environment when the app is built: the settings (none: WhatsApp is not offered, and its webhook
// is not there), and the sender, started once the database is migrated. Half a configuration, or
// the tests' stand-in for the Cloud API in production, stops the start here.

export interface WhatsAppReminders {
  /** Null when the site does not offer WhatsApp reminders. */
  config: WhatsAppConfig | null;
  /** Starts the sender (when configured); call once the WhatsApp outbox surely exists. */
  start(): void;
  /** Tells the sender messages were queued. */
  wake(): void;
  stop(): Promise<void>;
  /** Resolves when the sender has nothing in hand (tests). */
  idle(): Promise<void>;
}

declare module "fastify" {
  interface FastifyInstance {
    whatsAppReminders: WhatsAppReminders;
  }
}

export interface WhatsAppRemindersOptions {
  db: Kysely<Database>;
  env: Env;
  log: FastifyBaseLogger;
  clock: Clock;
  /** Tests slow the sender's polls down. */
  policy?: WhatsAppPolicy;
}

export function registerWhatsAppReminders(app: FastifyInstance, options: WhatsAppRemindersOptions): WhatsAppReminders {
  const { db, env, log, clock } = options;
  const config = whatsAppConfigFrom({
    NODE_ENV: env.NODE_ENV,
    WHATSAPP_TOKEN: env.WHATSAPP_TOKEN,
    WHATSAPP_PHONE_NUMBER_ID: env.WHATSAPP_PHONE_NUMBER_ID,
    WHATSAPP_APP_SECRET: env.WHATSAPP_APP_SECRET,
    WHATSAPP_VERIFY_TOKEN: env.WHATSAPP_VERIFY_TOKEN,
    WHATSAPP_TEMPLATE_CONFIRM: env.WHATSAPP_TEMPLATE_CONFIRM,
    WHATSAPP_TEMPLATE_TOMORROW: env.WHATSAPP_TEMPLATE_TOMORROW,
    WHATSAPP_TEMPLATE_TODAY: env.WHATSAPP_TEMPLATE_TODAY,
    WHATSAPP_TEMPLATE_BANK_TIME_UP: env.WHATSAPP_TEMPLATE_BANK_TIME_UP,
    WHATSAPP_TEST_API_URL: env.WHATSAPP_TEST_API_URL,
  });
  let sender: WhatsAppSender | null = null;
  const service: WhatsAppReminders = {
    config,
    start() {
      if (!config || sender) return;
      sender = startWhatsAppSender({ db, log, config, policy: options.policy, clock });
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
  app.decorate("whatsAppReminders", service);
  return service;
}
