import type { FastifyInstance } from "fastify";
import type { Kysely } from "kysely";
import { WHATSAPP_WEBHOOK_PATH } from "~/shared/routes";
import type { Clock } from "../clock";
import type { Database } from "../db/schema";
import { rateLimitPerMinute } from "../plugins/rate-limits";
import { recordWebhookCall } from "../reminders/whatsapp/whatsapp-events";
import { isSignedByMeta, subscriptionChallenge } from "../reminders/whatsapp/webhook";

// WhatsApp's webhook (docs/decisions/0076). Meta verifies the address once with a GET that must
// echo its challenge for our verify token; then it POSTs each event, signed with the app's secret
// over the exact bytes sent (X-Hub-Signature-256), so this route reads the body raw: its own
// JSON parser, in this plugin only, keeps the bytes. A call comes from Meta's servers, never from
// one of our pages, so it is not held to the same-site check (as a mail program's one-click POST
// to /unsubscribe is not): its signature is what it is judged by. Unsigned, 401; badly signed,
// 403; signed, its events are recorded and it gets its 200 at once, as Meta asks (no call leaves
// this server while it waits). Without WhatsApp configured, the address is not there (404).

export interface WhatsAppWebhookRoutesOptions {
  db: Kysely<Database>;
  clock: Clock;
  /** A tap turned reminders on: plan them now, not at the next tick. */
  wakeReminders: () => void;
}

/** Meta batches events; its documented ceiling for one call is 3 MB. */
const WEBHOOK_BODY_BYTES = 3 * 1024 * 1024;
/**
 * Calls a minute from one address: Meta's servers send each event as it happens, far fewer than
 * this for a site of this size; anyone else gets 429 long before the signature's HMAC costs anything.
 */
const WEBHOOK_CALLS_PER_MINUTE = 600;
/** Meta verifies once, when the address is saved; anyone else guessing the verify token is slowed down. */
const VERIFICATIONS_PER_MINUTE = 20;

export async function whatsAppWebhookRoutes(app: FastifyInstance, options: WhatsAppWebhookRoutesOptions) {
  const { db, wakeReminders } = options;
  const { now } = options.clock;
  const config = app.whatsAppReminders.config;

  app.removeContentTypeParser("application/json");
  app.addContentTypeParser(
    "application/json",
    { parseAs: "buffer", bodyLimit: WEBHOOK_BODY_BYTES },
    (_request, body, done) => done(null, body),
  );

  app.get<{ Querystring: Record<string, unknown> }>(
    WHATSAPP_WEBHOOK_PATH,
    rateLimitPerMinute(VERIFICATIONS_PER_MINUTE),
    async (request, reply) => {
      if (!config) return reply.callNotFound();
      const challenge = subscriptionChallenge(request.query, config.verifyToken);
      if (challenge === null) return reply.code(403).send({ status: "error", message: "Verification refused." });
      return reply.type("text/plain; charset=utf-8").header("cache-control", "no-store").send(challenge);
    },
  );

  app.post(
    WHATSAPP_WEBHOOK_PATH,
    { ...rateLimitPerMinute(WEBHOOK_CALLS_PER_MINUTE), bodyLimit: WEBHOOK_BODY_BYTES },
    async (request, reply) => {
      if (!config) return reply.callNotFound();
      const signature = request.headers["x-hub-signature-256"];
      const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      if (signature === undefined) {
        return reply.code(401).send({ status: "error", message: "The call is not signed." });
      }
      if (!isSignedByMeta(body, signature, config.appSecret)) {
        request.log.warn("WhatsApp webhook call refused: its signature does not match the app secret");
        return reply.code(403).send({ status: "error", message: "The call's signature does not match." });
      }
      let events: unknown;
      try {
        events = JSON.parse(body.toString("utf8"));
      } catch {
        return reply.code(400).send({ status: "error", message: "The call's body is not JSON." });
      }
      const outcome = await recordWebhookCall(db, events, now(), request.log);
      if (outcome.turnedOn > 0) wakeReminders();
      if (outcome.turnedOn + outcome.stopped + outcome.undelivered > 0)
        request.log.info(outcome, "WhatsApp webhook call recorded");
      return reply.code(200).send({ status: "success" });
    },
  );
}
