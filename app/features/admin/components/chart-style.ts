import type { SubmissionKind } from "~/shared/schemas/admin";

/** docs/product.md lists the forms as Post Query, Contact Us, Request Help; charts and counts follow it. */
export const SUBMISSION_KINDS_IN_SPEC_ORDER: readonly SubmissionKind[] = [
  "post_query",
  "contact_message",
  "help_request",
];

/** The site's tokens (app/styles/base.css) as SVG needs them: plain values, not CSS variables. */
export const chartColors = {
  grid: "#d0d5dd",
  axis: "#475467",
  text: "#1d2939",
  cursor: "#e6eef8",
  kinds: {
    post_query: "#0b3a6e",
    contact_message: "#d98a06",
    help_request: "#067647",
  } satisfies Record<SubmissionKind, string>,
};
