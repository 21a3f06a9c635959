import { z } from "zod/mini";
import { pushReminderMessages } from "../messages/reminders";

// Reminders as browser notifications (docs/decisions/0074): what the case page sends once the
// person has allowed this site's notifications (the browser's PushSubscription, as its toJSON()
// gives it), and what the server may answer. A module of its own, so that the case page's script
// carries none of it: only the code loaded when notifications are turned on uses it.

/** base64url of 65 bytes (an uncompressed P-256 point) and of 16 bytes, padded or not. */
const P256_PUBLIC_KEY = /^[A-Za-z0-9_-]{87}=?$/;
const AUTH_SECRET = /^[A-Za-z0-9_-]{22}(==)?$/;

/** The subscription a browser gives (PushSubscription.toJSON()); the endpoint is checked on the server. */
export const pushSubscriptionSchema = z.object({
  endpoint: z.string({ error: pushReminderMessages.invalid }).check(z.minLength(1), z.maxLength(2048)),
  expirationTime: z.optional(z.nullable(z.number())),
  keys: z.object({
    p256dh: z.string({ error: pushReminderMessages.invalid }).check(z.regex(P256_PUBLIC_KEY)),
    auth: z.string({ error: pushReminderMessages.invalid }).check(z.regex(AUTH_SECRET)),
  }),
});
export type PushSubscriptionGiven = z.output<typeof pushSubscriptionSchema>;
