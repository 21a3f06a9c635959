import type { FastifyReply, FastifyRequest } from "fastify";
import type { HtmlDocument } from "./client-build";
import { sendPrecompressed } from "./precompressed";

/** A page made for one visitor (what they typed, their reference, an error): never kept by a cache. */
export function sendPage(reply: FastifyReply, document: HtmlDocument, status: number): FastifyReply {
  return reply
    .code(status)
    .type("text/html; charset=utf-8")
    .header("cache-control", "no-store")
    .header("content-security-policy", document.contentSecurityPolicy)
    .send(document.body);
}

/**
 * A page that is the same for everyone who asks and never changes while the server runs (a page
 * rendered once, docs/decisions/0073), sent as sendPage sends a page (no-store, its own policy),
 * its compressed bytes kept rather than made again for each request.
 */
export function sendKeptPage(
  request: FastifyRequest,
  reply: FastifyReply,
  document: HtmlDocument,
  status: number,
): Promise<FastifyReply> {
  reply
    .code(status)
    .type("text/html; charset=utf-8")
    .header("cache-control", "no-store")
    .header("content-security-policy", document.contentSecurityPolicy);
  return sendPrecompressed(request, reply, document);
}
