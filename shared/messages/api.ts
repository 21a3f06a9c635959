// What the form API and every other route answer whatever the form: accepted, refused bodies,
// idempotency keys, rate limits and the server's own errors. Sent in the JSON answers' `message`,
// and on the pages of forms sent without scripts (server/site/form-pages.ts, server/site/error-page.ts).

/** What the API says; the topic-page forms show these as they come. */
export const apiMessages = {
  helpRequestAccepted: "Thank you. Your request has been received and our team will contact you shortly.",
  contactMessageAccepted: "Thank you. Your message has been received and our team will contact you shortly.",
  queryAccepted: "Thank you. Your query has been received and our team will contact you shortly.",
  invalidInput: "Please correct the highlighted fields.",
  malformedJson: "The request body is not valid JSON.",
  unsupportedMediaType: "Please send the form as JSON (Content-Type: application/json).",
  /** The case's evidence upload takes the file itself as the body, not JSON or a form (server/routes/case/evidence.ts). */
  evidenceAsOctetStream: "Please send the file itself as the request's body (Content-Type: application/octet-stream).",
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
