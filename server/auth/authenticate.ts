import type { FastifyRequest } from "fastify";
import type { Kysely } from "kysely";
import type { SessionProblem } from "~/shared/schemas/auth-replies";
import type { Database } from "../db/schema";
import { presentedSessionToken } from "./session-cookie";
import { findSession, type SessionAccount } from "./sessions";

// Who is asking: shared by the admin gate and GET /api/auth/me, so both answer alike.

export type Authentication =
  { kind: "signed_in"; account: SessionAccount } | { kind: "refused"; reason: SessionProblem };

export async function authenticateRequest(
  db: Kysely<Database>,
  request: FastifyRequest,
  now: Date,
): Promise<Authentication> {
  const token = presentedSessionToken(request);
  // "Please login first." for someone who never signed in; "Session expired." for a session that ended.
  if (token === null) return { kind: "refused", reason: "no_session" };
  const session = await findSession(db, token, now);
  if (session.kind === "expired") return { kind: "refused", reason: "session_expired" };
  return session;
}

/** Pending and disabled accounts reach nothing; which routes an active one reaches depends on its role. */
export function isActiveDeskMember(account: SessionAccount): boolean {
  return account.status === "active";
}
