import type { FastifyReply } from "fastify";
import type { HtmlDocument } from "./client-build";

/** A page made for one visitor (what they typed, their reference, an error): never kept by a cache. */
export function sendPage(reply: FastifyReply, document: HtmlDocument, status: number): FastifyReply {
  return reply
    .code(status)
    .type("text/html; charset=utf-8")
    .header("cache-control", "no-store")
    .header("content-security-policy", document.contentSecurityPolicy)
    .send(document.body);
}
