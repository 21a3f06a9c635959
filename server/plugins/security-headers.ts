import fastifyHelmet from "@fastify/helmet";
import type { FastifyInstance } from "fastify";
import { API_CONTENT_SECURITY_POLICY } from "../site/content-security-policy";

// Security headers on every response. HTML pages replace the Content-Security-Policy with their
// own (server/site/content-security-policy.ts: inline scripts allowed by hash); everything else
// gets one under which nothing can run.

/** Two years, the preload list's minimum, sent only over HTTPS where it means something. */
const HSTS = "max-age=63072000; includeSubDomains";

/** Call on the root instance, so every route, the 404s and the error answers get the headers. */
export function registerSecurityHeaders(app: FastifyInstance): void {
  app.register(fastifyHelmet, {
    contentSecurityPolicy: false,
    hsts: false,
    // frame-ancestors 'none' says it to new browsers; this says it to old ones.
    xFrameOptions: { action: "deny" },
    // Not "no-referrer": under it a browser sends "Origin: null" with a same-origin POST, and
    // the server's same-site Origin check would refuse the site's own forms. "same-origin"
    // still tells other sites nothing.
    referrerPolicy: { policy: "same-origin" },
  });
  app.addHook("onSend", async (request, reply) => {
    if (!reply.hasHeader("content-security-policy"))
      reply.header("content-security-policy", API_CONTENT_SECURITY_POLICY);
    if (request.protocol === "https") reply.header("strict-transport-security", HSTS);
  });
}
