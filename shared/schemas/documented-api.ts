import { z } from "zod/mini";

// The answers of docs/product.md §7's documented .php endpoints (docs/decisions/0008), exactly as
// a client written against that contract reads them. The server declares these schemas on the
// .php routes, so their fields and order cannot drift from the contract.

/** The three forms and signup: {status, message}, plus a form's reference, which older clients ignore. */
export const documentedStatusMessageSchema = z.object({
  status: z.literal("success"),
  message: z.string(),
  reference: z.optional(z.string()),
  /** A form's private case page (docs/decisions/0025), which older clients ignore. */
  caseUrl: z.optional(z.string()),
});

/** /admin_login.php: {status, token, message}; the token is a bearer token for the dashboard and /api/admin/*. */
export const documentedLoginSchema = z.object({
  status: z.literal("success"),
  token: z.string(),
  message: z.string(),
});

/** A post query record, docs/product.md §3's fields: `subject_line` as typed, `subject` the scam topic ("" for none). */
const documentedPostQuerySchema = z.object({
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  state: z.string(),
  city: z.string(),
  subject_line: z.string(),
  subject: z.string(),
  query: z.string(),
  created_at: z.string(),
});

const documentedContactSchema = z.object({
  name: z.string(),
  email: z.string(),
  subject: z.string(),
  message: z.string(),
  created_at: z.string(),
});

const documentedHelpRequestSchema = z.object({
  name: z.string(),
  email: z.string(),
  query: z.string(),
  created_at: z.string(),
});

/** /admin_dashboard.php: each list the newest records of its kind. */
export const documentedDashboardSchema = z.object({
  name: z.string(),
  post_query: z.array(documentedPostQuerySchema),
  contact: z.array(documentedContactSchema),
  request_help: z.array(documentedHelpRequestSchema),
});
