import type { FastifyReply, FastifyRequest, onRequestAsyncHookHandler } from "fastify";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import type { UserRole } from "../db/schema";
import { authenticateRequest, isActiveDeskMember } from "./authenticate";
import { isSecondFactorSetupRoute, rolesAllowed } from "./desk-roles";
import { isSecondFactorRequired } from "./second-factor-setting";
import { hasSecondFactor } from "./second-factor-store";
import { refuseDeskMember, refuseSession } from "./refusals";
import { refuseCrossSiteRequests } from "./same-origin";
import type { Clock } from "../clock";

// The desk's gate: one hook on the whole /api/admin scope (server/routes/admin/index.ts), so no
// admin route can forget it. 401 without a live session; 403 for an account that is not active,
// and 403 for a role the route's entry does not allow (shared/admin-endpoints/, read by ./desk-roles.ts).

/** The desk member a request in the admin scope acts as; written to the audit log as the actor. */
export interface SignedInAdmin {
  id: number;
  name: string;
  email: string;
  role: UserRole;
}

declare module "fastify" {
  interface FastifyRequest {
    /** Set by requireAdmin, so present on every route inside the admin scope (and only there). */
    admin: SignedInAdmin;
  }
}

export interface RequireAdminOptions {
  db: Kysely<Database>;
  /** The clock sessions expire by; tests move it. */
  clock: Clock;
}

export function requireAdmin(options: RequireAdminOptions): onRequestAsyncHookHandler {
  const {
    db,
    clock: { now },
  } = options;

  return async function requireAdminHook(
    request: FastifyRequest,
    reply: FastifyReply,
  ): Promise<FastifyReply | undefined> {
    // Returning the reply after sending tells Fastify the request is answered.
    const refusedAsCrossSite = await refuseCrossSiteRequests(request, reply);
    if (refusedAsCrossSite) return refusedAsCrossSite;
    const authentication = await authenticateRequest(db, request, now());
    if (authentication.kind === "refused") return refuseSession(reply, authentication.reason);
    const { account } = authentication;
    if (!isActiveDeskMember(account)) return refuseDeskMember(reply, "account_inactive");
    // Only an unmatched URL has no route; it is answered 404 whoever asks.
    const url = request.routeOptions.url;
    const roles = url === undefined ? [account.role] : (rolesAllowed(request.method, url) ?? ["admin"]);
    if (!roles.includes(account.role)) return refuseDeskMember(reply, "role");
    // While the site requires a second factor, an account without one sets it up first and
    // reaches nothing else of the desk (docs/decisions/0072).
    if (
      !isSecondFactorSetupRoute(request.method, url) &&
      (await isSecondFactorRequired(db)) &&
      !(await hasSecondFactor(db, account.id))
    )
      return refuseDeskMember(reply, "second_factor_required");
    request.admin = { id: account.id, name: account.name, email: account.email, role: account.role };
    return undefined;
  };
}
