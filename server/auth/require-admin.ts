import type { FastifyReply, FastifyRequest, onRequestAsyncHookHandler } from "fastify";
import type { Kysely } from "kysely";
import { authMessages } from "~/shared/schemas/auth";
import type { Database } from "../db/schema";
import { authenticateRequest, isActiveAdmin } from "./authenticate";
import { refuseForbidden, refuseSession } from "./refusals";
import { refuseCrossSiteRequests } from "./same-origin";

// The admin gate: one hook on the whole /api/admin scope (server/routes/admin/index.ts), so no
// admin route can forget it. 401 without a live session, 403 for anyone but an active admin.

/** The admin a request in the admin scope acts as; written to the audit log as the actor. */
export interface SignedInAdmin {
  id: number;
  name: string;
  email: string;
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
  now?: () => Date;
}

export function requireAdmin(options: RequireAdminOptions): onRequestAsyncHookHandler {
  const { db, now = () => new Date() } = options;

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
    if (!isActiveAdmin(account)) return refuseForbidden(reply, authMessages.notAnAdmin);
    request.admin = { id: account.id, name: account.name, email: account.email };
    return undefined;
  };
}
