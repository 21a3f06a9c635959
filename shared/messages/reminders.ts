import { PUSH_BROWSERS_PER_CASE } from "../constants";

// What the server answers a victim's choice of reminders besides e-mail, shown on the case page
// beside the choice (server/routes/push-reminders.ts, server/routes/case-page.ts). Each other
// language says them in its own words, keyed by this English text (shared/translations/). No
// case page's script imports this module: the page shows the answers it is sent.

/** Browser notifications (docs/decisions/0074). */
export const pushReminderMessages = {
  /** The server has no VAPID keys (production without them): no notifications are offered. */
  notOffered: "Browser notifications are not available on this site for now. You can choose e-mail reminders.",
  /** The browser's push service is not one the server sends to. */
  serviceUnknown:
    "This browser's notifications come through a service we do not send to. Please use Chrome, Firefox, Edge or Safari, or choose e-mail reminders.",
  full: `Notifications already go to ${PUSH_BROWSERS_PER_CASE} browsers for this case. Stop them first, then choose this browser.`,
  invalid: "This browser did not give a subscription we can use. Please try again.",
} as const;

/** Reminders on WhatsApp (docs/decisions/0076): the choice is a plain form the server answers with the page. */
export const whatsAppReminderMessages = {
  /** The site is not configured for WhatsApp, or the case has no number WhatsApp takes. */
  notOffered:
    "WhatsApp reminders are not available for this case: they need a mobile number with its country code. You can choose e-mail reminders.",
} as const;
