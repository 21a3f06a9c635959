import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { PUBLIC_PATHS } from "~/shared/pages";
import { CASE_PAGE_PATH, documentedApiPaths } from "~/shared/routes";
import type { ApiError } from "~/shared/schemas/api-responses";
import { errorPage } from "../site/error-page";
import { sendPage } from "../site/send-page";
import { apiMessages } from "~/shared/messages/api";

// Every failure is answered as ApiError JSON with a message from shared/messages/api.ts, except at a
// page's address, where a person's browser is answered with an HTML page (server/site/error-page.ts).
// A 5xx says only that something went wrong: the real error (and its stack) goes to the log,
// never to the client.

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
  if (isPagePath(reply.request)) return sendErrorPage(reply, answer.statusCode);
  const body: ApiError = { status: "error", message: answer.message };
  return reply.code(answer.statusCode).send(body);
}

const DOCUMENTED_PATHS: readonly string[] = Object.values(documentedApiPaths);

/** The case page's API (server/routes/case/), which its page calls with fetch and reads as JSON. */
const CASE_API_PREFIX = `${CASE_PAGE_PATH}/api/`;

/** A page's address, not the API's: what a browser posts a form to, or navigates to. */
function isPagePath(request: FastifyRequest): boolean {
  const [path = "/"] = request.url.split("?", 1);
  return !(
    path === "/api" ||
    path.startsWith("/api/") ||
    path.startsWith(CASE_API_PREFIX) ||
    DOCUMENTED_PATHS.includes(path)
  );
}

function sendErrorPage(reply: FastifyReply, statusCode: number): FastifyReply {
  const [path = "/"] = reply.request.url.split("?", 1);
  return sendPage(reply, errorPage(statusCode, PUBLIC_PATHS.includes(path) ? path : undefined), statusCode);
}

/** Call on the root instance before registering routes, so every route inherits it. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error, _request, reply) => sendError(reply, error));

  // Reached by unknown /api/* paths and by non-GET requests to non-API paths; GET and HEAD of
  // site pages are answered by the site plugin with the HTML 404 page. A form posted to a page
  // that holds none is told so in HTML.
  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    if (isPagePath(request)) {
      const [path = "/"] = request.url.split("?", 1);
      if (!PUBLIC_PATHS.includes(path)) return sendErrorPage(reply, 404);
      return sendErrorPage(reply.header("allow", "GET, HEAD"), 405);
    }
    const body: ApiError = { status: "error", message: apiMessages.notFound };
    return reply.code(404).send(body);
  });
}
