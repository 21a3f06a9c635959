import type { FastifyReply, FastifyRequest } from "fastify";
import { siteConfig } from "~/shared/site-config";
import { authMessages } from "~/shared/schemas/auth";
import { refuseForbidden } from "./refusals";

// A second line behind the SameSite=Strict cookie: a state-changing request that a browser
// says came from another site is refused. Clients that send neither Origin nor Sec-Fetch-Site
// (curl, scripts with a bearer token) are not browsers acting for someone else, so they pass.

const STATE_CHANGING_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

function originOf(url: string): string | null {
  try {
    const origin = new URL(url).origin;
    // Opaque origins ("null", file:, data:) never match anything.
    return origin === "null" ? null : origin;
  } catch {
    return null;
  }
}

const SITE_ORIGIN = originOf(siteConfig.siteUrl);

function isCrossSiteRequest(request: FastifyRequest): boolean {
  if (!STATE_CHANGING_METHODS.has(request.method)) return false;

  const origin = request.headers.origin;
  if (origin !== undefined) {
    const sent = originOf(origin);
    // A page with Referrer-Policy: no-referrer (the victim's case page) makes the browser send
    // "Origin: null" even to its own site; then Sec-Fetch-Site, which no page can set, says where
    // the request came from.
    if (sent === null) return request.headers["sec-fetch-site"] !== "same-origin";
    const own = originOf(`${request.protocol}://${request.host}`);
    return sent !== own && sent !== SITE_ORIGIN;
  }
  return request.headers["sec-fetch-site"] === "cross-site";
}

/** An onRequest hook for every route that changes state on behalf of a signed-in person. */
export async function refuseCrossSiteRequests(
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<FastifyReply | undefined> {
  if (!isCrossSiteRequest(request)) return undefined;
  request.log.info({ origin: request.headers.origin }, "cross-site request refused");
  return refuseForbidden(reply, authMessages.crossSiteRequest);
}
