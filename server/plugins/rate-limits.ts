import fastifyRateLimit from "@fastify/rate-limit";
import type { FastifyInstance, RouteShorthandOptions } from "fastify";

// Per-address request limits on what the public can send: the forms and the login. Counted in
// each instance's memory, which bounds a flood at the door; the login also has a throttle in the
// database (server/auth/login-throttle.ts) that every instance shares.

export const ONE_MINUTE = "1 minute";

/** Call on the root instance; routes opt in with rateLimitPerMinute(). */
export function registerRateLimits(app: FastifyInstance): void {
  app.register(fastifyRateLimit, {
    global: false,
    // request.ip honours TRUST_PROXY, so behind a proxy each visitor is counted, not the proxy.
    keyGenerator: (request) => request.ip,
    // Thrown to the app's error handler, which answers with the JSON shape of every error.
    errorResponseBuilder: (_request, context) => ({ statusCode: 429, code: "FST_ERR_RATE_LIMIT", retryAfter: context.after }),
  });
}

/**
 * Route options that limit a route to `max` requests a minute per address. Each route counts on
 * its own (the in-memory store keeps one count per route).
 */
export function rateLimitPerMinute(max: number): Pick<RouteShorthandOptions, "config"> {
  return { config: { rateLimit: { max, timeWindow: ONE_MINUTE } } };
}
