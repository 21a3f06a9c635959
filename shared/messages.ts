// docs/product.md §8, the error catalogue, word for word; plus the server's own answers.

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

/** What the API says; the topic-page forms show these as they come. */
export const apiMessages = {
  helpRequestAccepted: "Thank you. Your request has been received and our team will contact you shortly.",
  contactMessageAccepted: "Thank you. Your message has been received and our team will contact you shortly.",
  queryAccepted: "Thank you. Your query has been received and our team will contact you shortly.",
  invalidInput: "Please correct the highlighted fields.",
  malformedJson: "The request body is not valid JSON.",
  unsupportedMediaType: "Please send the form as JSON (Content-Type: application/json).",
  bodyTooLarge: "The request is too large.",
  notFound: "Not found.",
  invalidIdempotencyKey: "The Idempotency-Key header must be 1 to 128 printable characters without spaces.",
  idempotencyKeyReused: "This Idempotency-Key was already used for a different request.",
  /** A retry's answer once the case's links were ended (docs/decisions/0049): the link is only in the mail. */
  caseLinkInEmail: "Thank you, we already have this. Your case link is in the e-mail we sent.",
  tooManyRequests: "Too many requests from your connection. Please wait a minute and try again.",
  /** A form posted from another website (its Origin, or the browser's Sec-Fetch-Site, says so). */
  crossSiteForm:
    "This form was sent from another website, so we did not take it. Check what you typed and send it again from this page.",
  serverError: "Something went wrong on our side. Please try again later.",
} as const;
