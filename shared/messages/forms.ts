// What the public forms themselves show once sent: docs/product.md §8, the error catalogue, word
// for word. The forms' toasts and alerts show them in the browser; the confirmation page of a form
// sent without scripts (server/site/form-pages.ts) says the successes again. No imports, so a
// public page's form loads nothing with them.

/** The forms' toasts and alerts after a send. */
export const formMessages = {
  helpModal: {
    success:
      "✅ Form submitted successfully! Our support team is available 24/7 and will be in touch with you shortly.",
    failedPrefix: "❌ Submission failed: ",
    serverError: "⚠️ Server error. Please try again later.",
  },
  topicPage: {
    serverError: "Server error. Please try again later.",
  },
  contact: {
    success: "✅ Form submitted! Our team will contact you 24/7",
    failure: "❌ Failed to submit. Please try again.",
    /** docs/product.md leaves a network failure unhandled; we say the same as a failed send. */
    networkError: "❌ Failed to submit. Please try again.",
  },
  postQuery: {
    success: "✅ Query submitted successfully. Our team will contact you shortly — available 24/7!",
    failure: "❌ Submission failed. Please try again.",
    serverError: "❌ Server error. Please try again later.",
  },
} as const;

/**
 * Beside the error line when a form could not reach the server (docs/decisions/0022); the form
 * keeps what was typed and sends itself once the browser is back online.
 */
export const offlineNote =
  "You seem to be offline. What you typed is saved on this phone; it will be sent when you are connected, or call 1930.";
