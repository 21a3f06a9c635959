import type { FastifyReply, FastifyRequest } from "fastify";
import { sessionPolicy } from "~/shared/constants";

// Where a request carries its session: the browser's httpOnly cookie, or an API client's
// Authorization: Bearer header. See docs/decisions/0005 for why not local storage.

export const SESSION_COOKIE_NAME = "cyberhelp_session";

const BEARER_PATTERN = /^Bearer\s+(\S+)\s*$/i;

function cookieOptions(request: FastifyRequest) {
  return {
    httpOnly: true,
    sameSite: "strict",
    path: "/",
    // Over plain HTTP (local development) a Secure cookie would never come back.
    secure: request.protocol === "https",
  } as const;
}

export function setSessionCookie(reply: FastifyReply, token: string): void {
  reply.setCookie(SESSION_COOKIE_NAME, token, {
    ...cookieOptions(reply.request),
    maxAge: Math.floor(sessionPolicy.absoluteLifetimeMs / 1000),
  });
}

export function clearSessionCookie(reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE_NAME, cookieOptions(reply.request));
}

/** The token the request presents, from the Authorization header first, else the cookie. */
export function presentedSessionToken(request: FastifyRequest): string | null {
  const authorization = request.headers.authorization;
  if (authorization) {
    const bearer = BEARER_PATTERN.exec(authorization);
    if (bearer?.[1]) return bearer[1];
  }
  const cookie = request.cookies[SESSION_COOKIE_NAME];
  return cookie ? cookie : null;
}
