import { LogController, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from "fastify";

// What the log says about a request. A query's values are people's data (an admin's search is a
// victim's name, e-mail or reference) and the public API takes none, so the log keeps the path
// and the parameters' names only, on every route.

/**
 * One log line per request, once it is answered, with what Fastify's "incoming request" line
 * would have said (method, URL, address) beside the status and time: half the lines, and on a
 * busy form endpoint less for the log pipe and its reader to carry.
 */
export class OneLinePerRequest extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    const line = { req: request, res: reply, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...line, err: error }, "request errored");
    else reply.log.info(line, "request completed");
  }
}

/** A parameter name that looks like one; anything else (a value sent as a name) is not logged. */
const PARAMETER_NAME = /^[A-Za-z0-9_.[\]-]{1,40}$/;

/** "/api/admin/submissions?q=Asha&page=2" -> "/api/admin/submissions?q&page". */
function loggedUrl(url: string): string {
  const queryStart = url.indexOf("?");
  if (queryStart === -1) return url;
  const names = url
    .slice(queryStart + 1)
    .split("&")
    .filter((pair) => pair !== "")
    .map((pair) => pair.split("=", 1)[0] ?? "")
    .map((name) => (PARAMETER_NAME.test(name) ? name : "_"));
  return `${url.slice(0, queryStart)}?${names.join("&")}`;
}

/** Fastify's own request serializer, with the URL as loggedUrl gives it. */
function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: loggedUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/** The app's logger options, with every `req` logged through serializeRequest. */
export function withRequestSerializer(logger: FastifyServerOptions["logger"]): FastifyServerOptions["logger"] {
  if (logger === undefined || logger === false) return logger;
  const options = logger === true ? {} : logger;
  return { ...options, serializers: { ...options.serializers, req: serializeRequest } };
}
