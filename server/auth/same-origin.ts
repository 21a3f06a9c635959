import type { FastifyReply, FastifyRequest } from "fastify";
import { siteConfig } from "~/shared/site-config";
import { refuseForbidden } from "./refusals";
import { apiMessages } from "~/shared/messages/api";
import { authMessages } from "~/shared/messages/auth";

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

interface CrossSiteCheck {
  /**
   * Take "Origin: null" from a browser that sends no Sec-Fetch-Site (older browsers, on a page
   * with no referrer). The victim's forms and case actions do, so that no victim on an old phone
   * is turned away; the desk's and accounts' calls do not.
   */
  opaqueOriginFromOlderBrowsers?: boolean;
}

/** Whether a browser says this state-changing request came from another site (its Origin, or Sec-Fetch-Site). */
function isCrossSiteRequest(request: FastifyRequest, check: CrossSiteCheck = {}): boolean {
  if (!STATE_CHANGING_METHODS.has(request.method)) return false;

  const origin = request.headers.origin;
  if (origin !== undefined) {
    const sent = originOf(origin);
    // A page with Referrer-Policy: no-referrer (the victim's case page) makes the browser send
    // "Origin: null" even to its own site; then Sec-Fetch-Site, which no page can set, says where
    // the request came from.
    if (sent === null) {
      const fetchSite = request.headers["sec-fetch-site"];
      if (fetchSite === undefined) return !check.opaqueOriginFromOlderBrowsers;
      return fetchSite !== "same-origin";
    }
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

/** The check for what a victim sends: forms and case actions. */
const VICTIM_SIDE: CrossSiteCheck = { opaqueOriginFromOlderBrowsers: true };

/** Whether a browser says a victim's form or case action came from another site. */
export function isCrossSiteVictimRequest(request: FastifyRequest): boolean {
  return isCrossSiteRequest(request, VICTIM_SIDE);
}

/** An onRequest hook for the case page's actions: as refuseCrossSiteRequests, taking older browsers' "Origin: null". */
export async function refuseCrossSiteCaseActions(
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<FastifyReply | undefined> {
  if (!isCrossSiteVictimRequest(request)) return undefined;
  request.log.info({ origin: request.headers.origin }, "cross-site request refused");
  return refuseForbidden(reply, authMessages.crossSiteRequest);
}

/**
 * An onRequest hook for the public forms' JSON endpoints: a form another website makes a
 * visitor's browser post (to mail any address a link to our domain, or to flood the desk in
 * their name) is refused with the form's own words. A missing Origin, or "Origin: null" with no
 * Sec-Fetch-Site (older browsers), is taken.
 */
export async function refuseCrossSiteForms(
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<FastifyReply | undefined> {
  if (!isCrossSiteVictimRequest(request)) return undefined;
  request.log.info({ origin: request.headers.origin }, "cross-site form refused");
  return refuseForbidden(reply, apiMessages.crossSiteForm);
}
