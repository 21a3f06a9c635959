import type { FastifyReply } from "fastify";
import type { ForbiddenReason, ForbiddenRefusal, SessionProblem, SessionRefusal } from "~/shared/schemas/auth-replies";
import { authMessages } from "~/shared/messages/auth";

// The auth answers every route shares. Sent with their own serializer so a route's declared
// error schema cannot strip `reason`, which the dashboard reads to choose what to say.

const SESSION_PROBLEM_MESSAGES: Record<SessionProblem, string> = {
  no_session: authMessages.noSession,
  session_expired: authMessages.sessionExpired,
};

const FORBIDDEN_MESSAGES: Record<ForbiddenReason, string> = {
  account_inactive: authMessages.notAnAdmin,
  role: authMessages.roleForbidden,
  second_factor_required: authMessages.secondFactorRequired,
};

export function refuseSession(reply: FastifyReply, reason: SessionProblem): FastifyReply {
  const body: SessionRefusal = { status: "error", message: SESSION_PROBLEM_MESSAGES[reason], reason };
  return reply.code(401).type("application/json; charset=utf-8").serializer(JSON.stringify).send(body);
}

export function refuseForbidden(reply: FastifyReply, message: string): FastifyReply {
  return reply.code(403).send({ status: "error", message });
}

/** A signed-in desk member refused: the dashboard ends the session for one reason, not the other. */
export function refuseDeskMember(reply: FastifyReply, reason: ForbiddenReason): FastifyReply {
  const message = FORBIDDEN_MESSAGES[reason];
  const body: ForbiddenRefusal = { status: "error", message, reason };
  return reply.code(403).type("application/json; charset=utf-8").serializer(JSON.stringify).send(body);
}
