import type { onRouteHookHandler } from "fastify";
import { DESK_ROUTES } from "~/shared/admin-endpoints/desk-endpoints";
import type { DeskEndpoint, EndpointRoles } from "~/shared/admin-endpoints/endpoint";
import type { UserRole } from "../db/schema";

// Who may use each route behind the desk gate (docs/decisions/0030): the `roles` column of the
// table of desk endpoints (shared/admin-endpoints/, docs/decisions/0082), which the gate reads on
// every request. A route with no entry there stops the server from starting, so a new route
// cannot be added without someone deciding who may use it.

const ROLES: Readonly<Record<EndpointRoles, readonly UserRole[]>> = {
  "every role": ["admin", "caseworker"],
  "admin only": ["admin"],
};

function routeKey(method: string, url: string): string {
  return `${method === "HEAD" ? "GET" : method} ${url}`;
}

/** "METHOD url" as Fastify registered it; HEAD follows its GET. */
const DESK_ENDPOINT_AT: ReadonlyMap<string, DeskEndpoint> = new Map(
  DESK_ROUTES.map(({ url, endpoint }) => [routeKey(endpoint.method, url), endpoint]),
);

/** The table's entry for a registered desk route, if it has one. */
export function deskEndpointAt(method: string, url: string): DeskEndpoint | undefined {
  return DESK_ENDPOINT_AT.get(routeKey(method, url));
}

/**
 * The roles that may use a route, or undefined for a route the table does not list (only an
 * unmatched URL, answered 404, reaches the gate that way once the server has started).
 */
export function rolesAllowed(method: string, url: string | undefined): readonly UserRole[] | undefined {
  const endpoint = url === undefined ? undefined : deskEndpointAt(method, url);
  return endpoint && ROLES[endpoint.roles];
}

/** For the desk's scopes: registering a route the table does not list is an error at start-up. */
export const requireRolesDeclared: onRouteHookHandler = (route) => {
  const methods = Array.isArray(route.method) ? route.method : [route.method];
  for (const method of methods) {
    if (!deskEndpointAt(method, route.url)) {
      throw new Error(
        `${method} ${route.url} has no entry in the table of desk endpoints (shared/admin-endpoints/), whose roles server/auth/desk-roles.ts reads: decide who may use it`,
      );
    }
  }
};

/**
 * What an account without a second factor may still reach while the site requires one
 * (docs/decisions/0072): only what it takes to set one up, marked so in its entry.
 */
export function isSecondFactorSetupRoute(method: string, url: string | undefined): boolean {
  return url !== undefined && deskEndpointAt(method, url)?.openWithoutSecondFactor === true;
}
