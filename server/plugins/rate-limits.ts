import fastifyRateLimit, { type CreateRateLimitOptions } from "@fastify/rate-limit";
import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler, RouteShorthandOptions } from "fastify";
import type { Kysely } from "kysely";
import type { DatabaseDialect } from "../db/database";
import type { Database } from "../db/schema";
import { addressForLimits } from "../db/address-for-limits";
import { databaseRateLimitStore } from "../db/rate-limit-store";

// Per-address request limits on what the public can send: the forms and the login. On SQLite
// (one server) they are counted in memory. On PostgreSQL, where several instances may share the
// database behind a load balancer, they are counted in it, so an address gets one allowance and
// not one per instance. The login also has its own throttle (server/auth/login-throttle.ts).

const ONE_MINUTE = "1 minute";
/** The count every form endpoint shares. */
export const FORM_RATE_LIMIT_GROUP = "forms";

export interface RateLimitOptions {
  db: Kysely<Database>;
  dialect: DatabaseDialect;
}

/** Call on the root instance; routes opt in with rateLimitPerMinute(). */
export function registerRateLimits(app: FastifyInstance, { db, dialect }: RateLimitOptions): void {
  const sharedCounts = dialect === "postgres";
  app.register(fastifyRateLimit, {
    global: false,
    ...(sharedCounts && {
      store: databaseRateLimitStore({
        db,
        onSweepError: (error) => app.log.warn({ err: error }, "Sweeping old rate-limit counts failed"),
      }),
      // The count failing must not turn a victim away: the request goes on, and stands or falls
      // with the database it needs anyway.
      skipOnError: true,
    }),
    // request.ip honours TRUST_PROXY, so behind a proxy each visitor is counted, not the proxy;
    // an IPv6 visitor by their /64.
    keyGenerator: (request) => addressForLimits(request.ip),
    // Thrown to the app's error handler, which answers with the JSON shape of every error.
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      code: "FST_ERR_RATE_LIMIT",
      retryAfter: context.after,
    }),
  });
}

/**
 * One allowance of `max` requests a minute per address, shared by every route that takes the
 * returned hook as its onRequest: sending to another of them does not start a new count.
 * `group` names the count (in the database, on PostgreSQL).
 */
export function sharedRateLimitPerMinute(group: string, max: number): onRequestAsyncHookHandler {
  let check: ReturnType<FastifyInstance["rateLimit"]> | undefined;
  return async function sharedRateLimit(request, reply) {
    // Made on the first request, as the plugin's decorator exists only once it has loaded; one
    // checker, and so one count, for all the routes.
    check ??= request.server.rateLimit({ max, timeWindow: ONE_MINUTE, groupId: group });
    await check.call(request.server, request, reply);
  };
}

/** Route options that limit a route to `max` requests a minute per address; each route counts on its own. */
export function rateLimitPerMinute(max: number): Pick<RouteShorthandOptions, "config"> {
  return { config: { rateLimit: { max, timeWindow: ONE_MINUTE } } };
}

/** The count of pages rendered for one address (docs/decisions/0073). */
const RENDER_RATE_LIMIT_GROUP = "rendered-pages";

/** Whether an address may have one more page rendered now; if not, in how many seconds it may. */
export type RenderAllowance = (
  request: FastifyRequest,
) => Promise<{ allowed: true } | { allowed: false; retryAfterSeconds: number }>;

/**
 * One allowance of `max` rendered pages a minute per address, for every route that renders a
 * page per request. Unlike sharedRateLimitPerMinute it answers instead of refusing, so that the
 * route counts only what it will render (not a page answered from kept bytes) and refuses with a
 * page in its own language that keeps what was typed.
 */
export function renderAllowancePerMinute(max: number): RenderAllowance {
  let count: ReturnType<FastifyInstance["createRateLimit"]> | undefined;
  return async function renderAllowance(request) {
    // As in sharedRateLimitPerMinute: one counter for all the routes, made once the plugin has loaded.
    // groupId, which the plugin hands the store but its types leave out, names the count in the database.
    const options: CreateRateLimitOptions & { groupId: string } = {
      max,
      timeWindow: ONE_MINUTE,
      groupId: RENDER_RATE_LIMIT_GROUP,
    };
    count ??= request.server.createRateLimit(options);
    const counted = await count(request);
    // A count that failed (skipOnError) reads as allowed: the victim is not turned away.
    if (counted.isAllowed || !counted.isExceeded) return { allowed: true };
    return { allowed: false, retryAfterSeconds: Math.max(1, counted.ttlInSeconds) };
  };
}
