import type { FastifyInstance, FastifyRequest } from "fastify";
import { ADMIN_API_PREFIX, AUTH_API_PREFIX, apiPaths, documentedApiPaths } from "~/shared/routes";

// Answers that carry a session token, an account, victims' data or a case link must not be kept
// by the browser's cache or a proxy (a shared computer's back button, a company proxy): every one
// of them, success or error alike, is sent with Cache-Control: no-store. One hook, so a route
// added later under these paths cannot forget it.

const NO_STORE = "no-store";

const PRIVATE_PREFIXES: readonly string[] = [`${ADMIN_API_PREFIX}/`, `${AUTH_API_PREFIX}/`];
const PRIVATE_PATHS: readonly string[] = [
  ADMIN_API_PREFIX,
  AUTH_API_PREFIX,
  documentedApiPaths.adminDashboard,
  documentedApiPaths.adminLogin,
  documentedApiPaths.signup,
  // The forms' answers carry the case link, and a replay's the same one (docs/decisions/0049).
  apiPaths.helpRequests,
  apiPaths.contactMessages,
  apiPaths.postQueries,
  documentedApiPaths.helpRequest,
  documentedApiPaths.contactMessage,
  documentedApiPaths.postQuery,
];

function isPrivatePath(path: string): boolean {
  return PRIVATE_PATHS.includes(path) || PRIVATE_PREFIXES.some((prefix) => path.startsWith(prefix));
}

/** The URL as sent and the route it matched: a path spelled another way still counts. */
function isPrivateRequest(request: FastifyRequest): boolean {
  const [path = ""] = request.url.split("?", 1);
  const routePattern = request.routeOptions.url;
  return isPrivatePath(path) || (routePattern !== undefined && isPrivatePath(routePattern));
}

/** Call on the root instance, so the 404s, the rate limit's 429 and the error answers get it too. */
export function registerNoStoreForPrivateAnswers(app: FastifyInstance): void {
  app.addHook("onSend", async (request, reply) => {
    if (isPrivateRequest(request)) reply.header("cache-control", NO_STORE);
  });
}
