import { z } from "zod/mini";

// The answers every route shares (the error) and the submission API's, read by the forms and
// written by the server. The server declares these schemas on its routes (server/routes/route-schemas.ts),
// so Fastify writes exactly these fields; both sides take their types from here.

/** Every refusal and failure, whatever the route. */
export const apiErrorSchema = z.object({
  status: z.literal("error"),
  message: z.string(),
  /** Field name to the first message about it (FieldErrors, shared/schemas/fields.ts). */
  errors: z.optional(z.record(z.string(), z.string())),
});
export type ApiError = z.output<typeof apiErrorSchema>;

export const submissionAcceptedSchema = z.object({
  status: z.literal("success"),
  message: z.string(),
  /** Human-friendly reference, e.g. CH-7K3Q9M. */
  reference: z.string(),
  /**
   * The visitor's private case page, same-origin, its secret in the fragment (docs/decisions/0025).
   * Minted afresh for every answer, a replay's too, and never stored in clear.
   */
  caseUrl: z.optional(z.string()),
  /**
   * Within how many minutes the desk aims to answer this case: the site's response target for its
   * urgency (docs/decisions/0034, 0059), which the confirmation promises.
   */
  replyWithinMinutes: z.optional(z.int().check(z.positive())),
});
export type SubmissionAccepted = z.output<typeof submissionAcceptedSchema>;

/** GET /api/health while the database answers. */
export const healthySchema = z.object({ status: z.literal("ok") });
export type Healthy = z.output<typeof healthySchema>;

/** The success of a call that only changes something (log out, erase): what to tell the person. */
export const successMessageSchema = z.object({ status: z.literal("success"), message: z.string() });
export type SuccessMessage = z.output<typeof successMessageSchema>;
