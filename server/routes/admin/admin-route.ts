import type {
  FastifyInstance,
  FastifySchema,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteShorthandOptionsWithHandler,
} from "fastify";
import type { DeskEndpoint, EndpointParamsRead, EndpointReply } from "~/shared/admin-endpoints/endpoint";
import type { ApiError } from "~/shared/schemas/api-responses";
import { errorReplies, replySchemas, requestSchema } from "../route-schemas";

// A desk route registered from its entry in shared/admin-endpoints/ (docs/decisions/0082): the
// entry's method and path, its replies as Fastify's schemas through route-schemas.ts (so
// fast-json-stringify writes exactly the contract's fields) and its path parameters checked as
// they arrive. Its roles are the entry's, read by the gate (server/auth/desk-roles.ts). The body
// and the query stay the handler's to parse with the entry's schemas: a refusal is then the API's
// own 400 with a message per field, not the validator's.

/** What Fastify's types know of the route: its parameters as checked, and the answers it may send. */
interface EndpointRoute<Endpoint extends DeskEndpoint> {
  Params: EndpointParamsRead<Endpoint>;
  Body: unknown;
  /** Fastify's parser always gives an object, of strings (or arrays of them for a repeated key). */
  Querystring: Record<string, unknown>;
  Reply: Endpoint extends { file: string } ? unknown : EndpointReply<Endpoint> | ApiError;
}

/** The handler, and the hooks of its own a route may add (the case routes read their reference first). */
type EndpointRouteOptions<Endpoint extends DeskEndpoint> = Pick<
  RouteShorthandOptionsWithHandler<
    RawServerDefault,
    RawRequestDefaultExpression,
    RawReplyDefaultExpression,
    EndpointRoute<Endpoint>
  >,
  "handler" | "preHandler"
>;

/** The entry as Fastify's route schema: what the server checks and writes, nothing it does not. */
function endpointSchema(endpoint: DeskEndpoint): FastifySchema {
  return {
    ...(endpoint.params ? { params: requestSchema(endpoint.params) } : {}),
    response: replySchemas({ ...endpoint.replies, ...errorReplies }),
  };
}

/**
 * Registers the endpoint's route in a desk scope (the admin API's, mounted at ADMIN_API_PREFIX,
 * or the documented dashboard's), where the gate and the check that every route has an entry
 * already run.
 */
export function adminRoute<Endpoint extends DeskEndpoint>(
  app: FastifyInstance,
  endpoint: Endpoint,
  route: EndpointRouteOptions<Endpoint>,
): void {
  app.route<EndpointRoute<Endpoint>>({
    ...route,
    method: endpoint.method,
    url: endpoint.path,
    schema: endpointSchema(endpoint),
  });
}
