import { createHmac, timingSafeEqual } from "node:crypto";
import { z } from "zod/mini";

// What WhatsApp's webhook tells us (docs/decisions/0076): Meta verifies the address once with
// a GET that must echo its challenge for our verify token, then POSTs each event signed with the
// app's secret (X-Hub-Signature-256: sha256=<HMAC of the exact body>). We read two kinds: a tap
// on a template's quick-reply button (the payload we sent comes back) and a message's status
// (sent, delivered, read, failed). Everything else in a call is ignored.

/** GET <webhook>?hub.mode=subscribe&hub.verify_token=...&hub.challenge=...: the challenge to echo, or null. */
export function subscriptionChallenge(query: Record<string, unknown>, verifyToken: string): string | null {
  const mode = query["hub.mode"];
  const token = query["hub.verify_token"];
  const challenge = query["hub.challenge"];
  if (mode !== "subscribe" || typeof token !== "string" || typeof challenge !== "string") return null;
  if (!sameText(token, verifyToken)) return null;
  // Meta sends a number; anything else is not echoed into our answer.
  return /^[\w-]{1,100}$/.test(challenge) ? challenge : null;
}

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** Whether `body` (the exact bytes received) carries the app secret's signature. */
export function isSignedByMeta(body: Buffer, signatureHeader: unknown, appSecret: string): boolean {
  if (typeof signatureHeader !== "string" || !signatureHeader.startsWith("sha256=")) return false;
  const given = signatureHeader.slice("sha256=".length);
  if (!/^[0-9a-f]{64}$/i.test(given)) return false;
  const expected = createHmac("sha256", appSecret).update(body).digest();
  return timingSafeEqual(expected, Buffer.from(given, "hex"));
}

const buttonReplySchema = z.object({
  from: z.string(),
  id: z.string(),
  type: z.literal("button"),
  button: z.object({ payload: z.string(), text: z.optional(z.string()) }),
  context: z.optional(z.object({ id: z.optional(z.string()) })),
});

const statusSchema = z.object({
  id: z.string(),
  status: z.string(),
  recipient_id: z.optional(z.string()),
  errors: z.optional(z.array(z.object({ code: z.optional(z.number()), title: z.optional(z.string()) }))),
});

const webhookSchema = z.object({
  object: z.string(),
  entry: z.array(
    z.object({
      changes: z.array(
        z.object({
          field: z.string(),
          value: z.object({
            messages: z.optional(z.array(z.unknown())),
            statuses: z.optional(z.array(z.unknown())),
          }),
        }),
      ),
    }),
  ),
});

export interface ButtonReply {
  /** The sender's number, country code and digits. */
  from: string;
  payload: string;
  /** The id of the message whose button was tapped. */
  repliesTo: string | null;
}

export interface MessageStatus {
  messageId: string;
  status: string;
  /** For a failed message: WhatsApp's reason, "131026 Message undeliverable". */
  problem: string | null;
}

/** The button taps and message statuses in a webhook call; anything else is left out. */
export function readWebhookEvents(body: unknown): { replies: ButtonReply[]; statuses: MessageStatus[] } {
  const replies: ButtonReply[] = [];
  const statuses: MessageStatus[] = [];
  const parsed = webhookSchema.safeParse(body);
  if (!parsed.success || parsed.data.object !== "whatsapp_business_account") return { replies, statuses };
  for (const entry of parsed.data.entry) {
    for (const change of entry.changes) {
      if (change.field !== "messages") continue;
      for (const message of change.value.messages ?? []) {
        const reply = buttonReplySchema.safeParse(message);
        if (!reply.success) continue;
        replies.push({
          from: reply.data.from,
          payload: reply.data.button.payload,
          repliesTo: reply.data.context?.id ?? null,
        });
      }
      for (const status of change.value.statuses ?? []) {
        const read = statusSchema.safeParse(status);
        if (!read.success) continue;
        const error = read.data.errors?.[0];
        statuses.push({
          messageId: read.data.id,
          status: read.data.status,
          problem: error ? [error.code, error.title].filter((part) => part !== undefined).join(" ") : null,
        });
      }
    }
  }
  return { replies, statuses };
}
