// Reminders on WhatsApp (docs/decisions/0076): what the server may answer the case page's choice.
// A module of its own, so that the case page's script carries none of it: the choice is a plain
// form the server answers with the page.

export const whatsAppReminderMessages = {
  /** The site is not configured for WhatsApp, or the case has no number WhatsApp takes. */
  notOffered:
    "WhatsApp reminders are not available for this case: they need a mobile number with its country code. You can choose e-mail reminders.",
} as const;
