// JSON schemas of the API's answers (shared/schemas/api-responses.ts), declared on each route so
// Fastify serialises exactly these fields and nothing else can leak into a reply.

export const apiErrorReplySchema = {
  type: "object",
  required: ["status", "message"],
  properties: {
    status: { type: "string", enum: ["error"] },
    message: { type: "string" },
    errors: { type: "object", additionalProperties: { type: "string" } },
  },
} as const;

export const submissionAcceptedReplySchema = {
  type: "object",
  required: ["status", "message", "reference"],
  properties: {
    status: { type: "string", enum: ["success"] },
    message: { type: "string" },
    reference: { type: "string" },
  },
} as const;

export const healthyReplySchema = {
  type: "object",
  required: ["status"],
  properties: { status: { type: "string", enum: ["ok"] } },
} as const;
