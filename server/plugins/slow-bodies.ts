import type { FastifyInstance, FastifyRequest } from "fastify";
import { caseApiPaths } from "~/shared/routes";

// Slow and trickled bodies. A client that sends a byte every few seconds holds a socket, and a
// few thousand such clients hold them all. Node's one server-wide request timeout cannot tell that
// from a victim sending a 25 MB video over slow 3G (about 9 minutes), so each kind of request gets
// the limit that fits it:
// - the server: a whole request may take up to 30 minutes, and a connection idle for 30 s ends;
// - every body but evidence must have arrived within 60 s of its request (forms, case actions,
//   the desk's calls are a few kilobytes);
// - evidence may take as long as the request timeout, as long as it keeps coming: at least
//   2 KB/s, counted over each 60 s.
// A body that breaks its limit ends its connection: nothing was read whole, so nothing is stored.

export interface SlowBodyLimits {
  /** How long any request, its upload included, may take. */
  requestTimeoutMs: number;
  /** How long a connection may sit with nothing sent either way. */
  idleConnectionMs: number;
  /** How long a body other than evidence may take to arrive. */
  bodyDeadlineMs: number;
  /** Evidence's least rate: at least `minimumBytes` in every `windowMs`. */
  evidence: { minimumBytes: number; windowMs: number };
}

export const SLOW_BODY_LIMITS: SlowBodyLimits = {
  requestTimeoutMs: 30 * 60_000,
  idleConnectionMs: 30_000,
  bodyDeadlineMs: 60_000,
  evidence: { minimumBytes: 2 * 1024 * 60, windowMs: 60_000 },
};

const METHODS_WITH_BODIES = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/** The evidence uploads: the API's and the case page's form without scripts, in each language. */
function isEvidenceUpload(request: FastifyRequest): boolean {
  const route = request.routeOptions.url ?? "";
  return route === caseApiPaths.evidence || route.endsWith(caseApiPaths.evidenceForm);
}

/** Call on the root instance, so every route is covered, including one added later. */
export function registerSlowBodyLimits(app: FastifyInstance, limits: SlowBodyLimits): void {
  app.addHook("onRequest", async (request, reply) => {
    if (!METHODS_WITH_BODIES.has(request.method) || request.raw.complete) return;
    const cut = (why: string) => {
      if (request.raw.complete) return;
      request.log.info({ bytesRead: request.raw.socket.bytesRead }, why);
      request.raw.socket.destroy();
    };
    const timers: NodeJS.Timeout[] = [];
    if (isEvidenceUpload(request)) {
      const { minimumBytes, windowMs } = limits.evidence;
      let before = request.raw.socket.bytesRead;
      const check = setInterval(() => {
        const now = request.raw.socket.bytesRead;
        if (now - before < minimumBytes) cut("evidence upload too slow: connection ended");
        before = now;
      }, windowMs);
      timers.push(check);
    } else {
      timers.push(setTimeout(() => cut("request body too slow: connection ended"), limits.bodyDeadlineMs));
    }
    for (const timer of timers) timer.unref();
    const stop = () => timers.forEach((timer) => clearTimeout(timer));
    request.raw.once("end", stop);
    request.raw.once("close", stop);
    reply.raw.once("close", stop);
  });
}
