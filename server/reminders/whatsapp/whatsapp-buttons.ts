import type { Kysely, Transaction } from "kysely";
import { hashToken, newOpaqueToken } from "~/server/auth/tokens";
import type { Database } from "~/server/db/schema";

// The quick-reply buttons of WhatsApp's template messages (docs/decisions/0076). A tap comes
// back to the webhook with the payload the message was sent with: "confirm:<token>" on the
// confirmation's "Yes, remind me", "stop:<token>" on a reminder's "Stop reminders". Each token is
// made as case secrets are (256 random bits, server/auth/tokens.ts), minted just before its
// message is handed to WhatsApp, kept only as its SHA-256 on that message's row with an expiry,
// and forgotten when the send fails, when used, and when the case's WhatsApp reminders stop. A
// tap is answered by the message it was on: its case, and the number it went to.

const DAY_MS = 24 * 60 * 60 * 1000;

type Queryable = Kysely<Database> | Transaction<Database>;
export type MessageKind = "confirm" | "reminder";
export type ButtonPurpose = "confirm" | "stop";

/** How long a button works: the confirmation's as long as e-mail's link; a reminder's stop, long after its date. */
const BUTTON_LIFETIME_MS: Record<MessageKind, number> = { confirm: 7 * DAY_MS, reminder: 90 * DAY_MS };

const PURPOSE_OF: Record<MessageKind, ButtonPurpose> = { confirm: "confirm", reminder: "stop" };

/** The payload a message's button is sent with. */
export function buttonPayload(kind: MessageKind, token: string): string {
  return `${PURPOSE_OF[kind]}:${token}`;
}

/** What a tapped button's payload asks, or undefined for anything we did not send. */
export function readButtonPayload(payload: string): { purpose: ButtonPurpose; token: string } | undefined {
  const match = /^(confirm|stop):([\w-]{43})$/.exec(payload);
  return match ? { purpose: match[1] as ButtonPurpose, token: match[2]! } : undefined;
}

/** A token for the button of the message about to be sent, in clear the one time it exists so. */
export async function mintButtonToken(
  db: Queryable,
  message: { id: number; kind: MessageKind },
  now: Date,
): Promise<string> {
  const token = newOpaqueToken();
  await db
    .updateTable("whatsapp_outbox")
    .set({
      button_token_hash: hashToken(token),
      button_token_expires_at: new Date(now.getTime() + BUTTON_LIFETIME_MS[message.kind]).toISOString(),
    })
    .where("id", "=", message.id)
    .execute();
  return token;
}

/** A message not sent, or whose button has done its work, leaves no token that works. */
export async function forgetButtonToken(db: Queryable, messageId: number): Promise<void> {
  await db
    .updateTable("whatsapp_outbox")
    .set({ button_token_hash: null, button_token_expires_at: null })
    .where("id", "=", messageId)
    .execute();
}

/** Every button of the case's WhatsApp messages stops working: its reminders on WhatsApp stopped. */
export async function forgetButtonTokensOfCase(db: Queryable, submissionId: number): Promise<void> {
  await db
    .updateTable("whatsapp_outbox")
    .set({ button_token_hash: null, button_token_expires_at: null })
    .where("submission_id", "=", submissionId)
    .where("button_token_hash", "is not", null)
    .execute();
}

/**
 * The message a live token of `purpose` was sent on: its row, its case and the number it went
 * to; undefined for any other token, whatever the reason.
 */
export async function messageOfButton(db: Queryable, purpose: ButtonPurpose, token: string, now: Date) {
  const row = await db
    .selectFrom("whatsapp_outbox")
    .select(["id", "submission_id", "kind", "recipient", "button_token_expires_at"])
    .where("button_token_hash", "=", hashToken(token))
    .executeTakeFirst();
  if (!row || PURPOSE_OF[row.kind] !== purpose) return undefined;
  if (row.button_token_expires_at === null || row.button_token_expires_at <= now.toISOString()) return undefined;
  return { id: row.id, submissionId: row.submission_id, recipient: row.recipient };
}
