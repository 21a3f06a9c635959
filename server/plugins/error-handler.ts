import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { apiMessages } from "~/shared/messages";
import type { ApiError } from "~/shared/schemas/api-responses";

// Every failure is answered as ApiError JSON with a message from shared/messages.ts. A 5xx says
// only that something went wrong: the real error (and its stack) goes to the log, never to the client.

interface PublicAnswer {
  statusCode: number;
  message: string;
}

/** Fastify's own request-reading errors, by code. */
const ANSWERS_BY_CODE: Record<string, PublicAnswer> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { statusCode: 415, message: apiMessages.unsupportedMediaType },
  FST_ERR_CTP_BODY_TOO_LARGE: { statusCode: 413, message: apiMessages.bodyTooLarge },
  FST_ERR_CTP_EMPTY_JSON_BODY: { statusCode: 400, message: apiMessages.malformedJson },
  FST_ERR_CTP_INVALID_JSON_BODY: { statusCode: 400, message: apiMessages.malformedJson },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { statusCode: 400, message: apiMessages.malformedJson },
  // A URL that cannot even be decoded names nothing we serve.
  FST_ERR_BAD_URL: { statusCode: 404, message: apiMessages.notFound },
  FST_ERR_RATE_LIMIT: { statusCode: 429, message: apiMessages.tooManyRequests },
};

function publicAnswer(error: Partial<FastifyError>): PublicAnswer {
  const known = error.code ? ANSWERS_BY_CODE[error.code] : undefined;
  if (known) return known;
  const statusCode =
    typeof error.statusCode === "number" && error.statusCode >= 400 && error.statusCode <= 599 ? error.statusCode : 500;
  if (statusCode >= 500) return { statusCode, message: apiMessages.serverError };
  if (statusCode === 404) return { statusCode, message: apiMessages.notFound };
  if (statusCode === 413) return { statusCode, message: apiMessages.bodyTooLarge };
  if (statusCode === 415) return { statusCode, message: apiMessages.unsupportedMediaType };
  return { statusCode, message: apiMessages.invalidInput };
}

export function sendError(reply: FastifyReply, error: unknown): FastifyReply {
  const details: Partial<FastifyError> = typeof error === "object" && error !== null ? error : {};
  const answer = publicAnswer(details);
  const log = reply.request.log;
  if (answer.statusCode >= 500) {
    log.error({ err: error }, "request failed");
  } else {
    // The client's mistake: worth a line, not a stack trace.
    log.info({ statusCode: answer.statusCode, code: details.code, reason: details.message }, "request refused");
  }
  const body: ApiError = { status: "error", message: answer.message };
  return reply.code(answer.statusCode).send(body);
}

/** Call on the root instance before registering routes, so every route inherits it. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error, _request, reply) => sendError(reply, error));

  // Reached by unknown /api/* paths and by non-GET requests to non-API paths; GET and HEAD of
  // site pages are answered by the site plugin with the HTML 404 page.
  app.setNotFoundHandler((_request: FastifyRequest, reply: FastifyReply) => {
    const body: ApiError = { status: "error", message: apiMessages.notFound };
    return reply.code(404).send(body);
  });
}
