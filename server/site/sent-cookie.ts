import type { FastifyReply, FastifyRequest } from "fastify";
import { REFERENCE_PATTERN } from "../submissions/reference";

// A form sent without scripts is answered with a redirect to its page (POST, then 303, then GET),
// so a reload asks for the page again instead of sending the form twice. The page shows the
// confirmation once: the reference travels in a short-lived cookie, valid only for that page's
// path, and is shown only while it matches the one in the address. The address alone shows
// nothing, the first showing clears the cookie, and what the visitor typed is never in either
// (docs/decisions/0021-forms-without-scripts.md).

const SENT_COOKIE_NAME = "cyberhelp_sent";
/** Long enough for a slow phone to follow the redirect, short enough not to linger on a shared one. */
const SENT_COOKIE_SECONDS = 5 * 60;
/** The query parameter that names the reference in the confirmation's address. */
const SENT_PARAMETER = "sent";

function cookieOptions(request: FastifyRequest, path: string) {
  return {
    httpOnly: true,
    // Lax: the cookie must come with the GET the redirect leads to, a top-level navigation.
    sameSite: "lax",
    path,
    secure: request.protocol === "https",
  } as const;
}

/** Remembers `reference` for one showing at `path`, and answers with the redirect there. */
export function redirectToConfirmation(reply: FastifyReply, path: string, reference: string): FastifyReply {
  reply.setCookie(SENT_COOKIE_NAME, reference, { ...cookieOptions(reply.request, path), maxAge: SENT_COOKIE_SECONDS });
  return reply.redirect(`${path}?${SENT_PARAMETER}=${encodeURIComponent(reference)}`, 303);
}

/**
 * The reference to confirm at `path`, if this request may see it, and clears it so it is
 * shown once; null otherwise.
 */
export function takeConfirmation(request: FastifyRequest, reply: FastifyReply, path: string): string | null {
  const reference = request.cookies[SENT_COOKIE_NAME];
  if (reference === undefined) return null;
  const asked = (request.query as Record<string, unknown> | undefined)?.[SENT_PARAMETER];
  if (asked !== reference || !REFERENCE_PATTERN.test(reference)) return null;
  reply.clearCookie(SENT_COOKIE_NAME, cookieOptions(request, path));
  return reference;
}
