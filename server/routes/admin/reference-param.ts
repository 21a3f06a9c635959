import type { FastifyReply, FastifyRequest } from "fastify";
import type { ApiError } from "~/shared/schemas/api-responses";
import { REFERENCE_PATTERN } from "~/server/submissions/reference";
import { apiMessages } from "~/shared/messages/api";

// What every admin route on one case (/api/admin/submissions/:reference/...) shares: how the
// reference in its path is read, and its answer when no case has it.

/** The answer of a route whose case, or whose thing of the case, does not exist. */
export const notFound: ApiError = { status: "error", message: apiMessages.notFound };

/**
 * Runs before each one-submission route: references are upper case, so one read out over the
 * phone and typed in lower case still finds its row; and what cannot be a reference is answered
 * 404 without a query (a NUL byte, say, which PostgreSQL refuses to compare).
 */
export async function readReferenceParam(
  request: FastifyRequest<{ Params: { reference: string } }>,
  reply: FastifyReply,
) {
  const reference = request.params.reference.trim().toUpperCase();
  if (!REFERENCE_PATTERN.test(reference)) return reply.code(404).send(notFound);
  request.params.reference = reference;
}
