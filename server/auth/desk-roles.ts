import type { onRouteHookHandler } from "fastify";
import { adminApiPaths, documentedApiPaths, REPORT_SECTIONS } from "~/shared/routes";
import type { UserRole } from "../db/schema";

// Who may use each route behind the desk gate (docs/decisions/0030), in one table the gate
// reads on every request. A route with no row here stops the server from starting, so a new
// route cannot be added without someone deciding who may use it.

const EVERY_ROLE: readonly UserRole[] = ["admin", "caseworker"];
const ADMIN_ONLY: readonly UserRole[] = ["admin"];

const submission = `${adminApiPaths.submissions}/:reference`;

/** "METHOD path" as Fastify registered it; HEAD follows its GET. */
const ROUTE_ROLES: ReadonlyMap<string, readonly UserRole[]> = new Map([
  // Cases: a caseworker's whole job.
  [`GET ${adminApiPaths.dashboard}`, EVERY_ROLE],
  [`GET ${documentedApiPaths.adminDashboard}`, EVERY_ROLE],
  [`GET ${adminApiPaths.inbox}`, EVERY_ROLE],
  [`GET ${adminApiPaths.submissions}`, EVERY_ROLE],
  [`GET ${submission}`, EVERY_ROLE],
  [`PATCH ${submission}`, EVERY_ROLE],
  [`POST ${submission}/notes`, EVERY_ROLE],
  [`POST ${submission}/messages`, EVERY_ROLE],
  [`POST ${submission}/contacted`, EVERY_ROLE],
  [`GET ${submission}/evidence/:fileId`, EVERY_ROLE],
  [`DELETE ${submission}/case-links`, EVERY_ROLE],
  // As any status change, which a caseworker makes too (docs/decisions/0058).
  [`POST ${submission}/not-me/undo`, EVERY_ROLE],
  [`PUT ${submission}/assignee`, EVERY_ROLE],
  [`GET ${adminApiPaths.team}`, EVERY_ROLE],
  // Each member's own password (docs/decisions/0057).
  [`POST ${adminApiPaths.accountPassword}`, EVERY_ROLE],
  // Each member's own second factor (docs/decisions/0072).
  [`GET ${adminApiPaths.accountSecondFactor}`, EVERY_ROLE],
  [`DELETE ${adminApiPaths.accountSecondFactor}`, EVERY_ROLE],
  [`POST ${adminApiPaths.accountSecondFactorSetup}`, EVERY_ROLE],
  [`POST ${adminApiPaths.accountSecondFactorConfirm}`, EVERY_ROLE],
  [`POST ${adminApiPaths.accountRecoveryCodes}`, EVERY_ROLE],
  // Saved replies: every member picks one in a case's reply; admins keep the list (decision 0033).
  [`GET ${adminApiPaths.replyTemplates}`, EVERY_ROLE],
  [`POST ${adminApiPaths.replyTemplates}`, ADMIN_ONLY],
  [`PUT ${adminApiPaths.replyTemplates}/:id`, ADMIN_ONLY],
  [`DELETE ${adminApiPaths.replyTemplates}/:id`, ADMIN_ONLY],
  [`GET ${submission}/duplicates`, EVERY_ROLE],
  [`POST ${submission}/merge`, EVERY_ROLE],
  [`POST ${submission}/not-duplicate`, EVERY_ROLE],
  [`POST ${submission}/not-duplicate/undo`, EVERY_ROLE],
  [`POST ${submission}/separate`, EVERY_ROLE],
  [`POST ${adminApiPaths.submissionsBulk}`, EVERY_ROLE],
  // Bulk copies, erasure, accounts, the audit log and the desk's running: admins only.
  [`GET ${adminApiPaths.submissionsCsv}`, ADMIN_ONLY],
  [`DELETE ${submission}`, ADMIN_ONLY],
  [`GET ${adminApiPaths.users}`, ADMIN_ONLY],
  [`POST ${adminApiPaths.users}/:id/approve`, ADMIN_ONLY],
  [`POST ${adminApiPaths.users}/:id/reject`, ADMIN_ONLY],
  [`POST ${adminApiPaths.users}/:id/disable`, ADMIN_ONLY],
  [`POST ${adminApiPaths.users}/:id/password-reset-link`, ADMIN_ONLY],
  [`DELETE ${adminApiPaths.users}/:id/second-factor`, ADMIN_ONLY],
  [`GET ${adminApiPaths.secondFactorSetting}`, ADMIN_ONLY],
  [`PUT ${adminApiPaths.secondFactorSetting}`, ADMIN_ONLY],
  [`GET ${adminApiPaths.auditLog}`, ADMIN_ONLY],
  [`GET ${adminApiPaths.outbox}`, ADMIN_ONLY],
  [`POST ${adminApiPaths.outbox}/:id/retry`, ADMIN_ONLY],
  [`GET ${adminApiPaths.report}`, ADMIN_ONLY],
  ...REPORT_SECTIONS.map((section) => [`GET ${adminApiPaths.reportCsv(section)}`, ADMIN_ONLY] as const),
]);

function routeKey(method: string, url: string): string {
  return `${method === "HEAD" ? "GET" : method} ${url}`;
}

/**
 * The roles that may use a route, or undefined for a route the table does not list (only an
 * unmatched URL, answered 404, reaches the gate that way once the server has started).
 */
export function rolesAllowed(method: string, url: string | undefined): readonly UserRole[] | undefined {
  return url === undefined ? undefined : ROUTE_ROLES.get(routeKey(method, url));
}

/** For the desk's scopes: registering a route the table does not list is an error at start-up. */
export const requireRolesDeclared: onRouteHookHandler = (route) => {
  const methods = Array.isArray(route.method) ? route.method : [route.method];
  for (const method of methods) {
    if (!ROUTE_ROLES.has(routeKey(method, route.url))) {
      throw new Error(`${method} ${route.url} has no row in server/auth/desk-roles.ts: decide who may use it`);
    }
  }
};

/**
 * What an account without a second factor may still reach while the site requires one
 * (docs/decisions/0072): only what it takes to set one up.
 */
const SECOND_FACTOR_SETUP_ROUTES: ReadonlySet<string> = new Set([
  `GET ${adminApiPaths.accountSecondFactor}`,
  `POST ${adminApiPaths.accountSecondFactorSetup}`,
  `POST ${adminApiPaths.accountSecondFactorConfirm}`,
]);

export function isSecondFactorSetupRoute(method: string, url: string | undefined): boolean {
  return url !== undefined && SECOND_FACTOR_SETUP_ROUTES.has(routeKey(method, url));
}
