import type { FastifyReply } from "fastify";
import { authMessages } from "~/shared/schemas/auth";
import type { SessionProblem, SessionRefusal } from "~/shared/schemas/auth-replies";

// The auth answers every route shares. Sent with their own serializer so a route's declared
// error schema cannot strip `reason`, which the dashboard reads to choose what to say.

const SESSION_PROBLEM_MESSAGES: Record<SessionProblem, string> = {
  no_session: authMessages.noSession,
  session_expired: authMessages.sessionExpired,
};

export function refuseSession(reply: FastifyReply, reason: SessionProblem): FastifyReply {
  const body: SessionRefusal = { status: "error", message: SESSION_PROBLEM_MESSAGES[reason], reason };
  return reply.code(401).type("application/json; charset=utf-8").serializer(JSON.stringify).send(body);
}

export function refuseForbidden(reply: FastifyReply, message: string): FastifyReply {
  return reply.code(403).send({ status: "error", message });
}
