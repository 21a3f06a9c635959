import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from "@fastify/rate-limit";
import { sql, type Kysely } from "kysely";
import type { Database } from "./schema";
import { reusableQuery } from "./reusable-query";

// Request counts kept in the database, so that instances behind a load balancer share one
// limit per address instead of each granting its own (used on PostgreSQL; see server/plugins/rate-limits.ts).
// Each count is one atomic upsert: two instances counting the same address at once both land.

export interface RequestCount {
  /** Requests in the current window, this one included. */
  current: number;
  /** Milliseconds until the window ends and the count starts again. */
  ttl: number;
}

interface CountArguments {
  key: string;
  amount: number;
  nowIso: string;
  newWindowEnd: string;
}

/** Every form counts its acknowledgement through here: compiled once (./reusable-query.ts). */
const upsertCount = reusableQuery({
  build: (db, { key, amount, nowIso, newWindowEnd }: CountArguments) => {
    const expired = sql<boolean>`rate_limit_counters.window_ends_at <= ${nowIso}`;
    return db
      .insertInto("rate_limit_counters")
      .values({ key, count: amount, window_ends_at: newWindowEnd })
      .onConflict((conflict) =>
        conflict.column("key").doUpdateSet({
          count: sql<number>`case when ${expired} then ${amount} else rate_limit_counters.count + ${amount} end`,
          window_ends_at: sql<string>`case when ${expired} then ${newWindowEnd} else rate_limit_counters.window_ends_at end`,
        }),
      )
      .returning(["count", "window_ends_at"]);
  },
  bind: ({ key, amount, nowIso, newWindowEnd }) => ({
    parameters: [key, amount, newWindowEnd, nowIso, amount, amount, nowIso, newWindowEnd],
  }),
});

/**
 * Counts one request for `key` in a window of `windowMs` that starts with its first request; or
 * `amount` of something else, such as the bytes of an upload against a daily budget.
 */
export async function countRequest(
  db: Kysely<Database>,
  key: string,
  windowMs: number,
  now: Date,
  amount = 1,
): Promise<RequestCount> {
  const nowIso = now.toISOString();
  const newWindowEnd = new Date(now.getTime() + windowMs).toISOString();
  const { rows } = await upsertCount(db, { key, amount, nowIso, newWindowEnd });
  const row = rows[0];
  if (!row) throw new Error("The count's upsert answered no row.");
  return { current: Number(row.count), ttl: Math.max(0, Date.parse(row.window_ends_at) - now.getTime()) };
}

/**
 * Takes `amount` back off `key`'s count, if its window is still the one that ends at
 * `windowEndsAt` (the count it was added to): a window that has started again owes nothing.
 */
export async function uncount(db: Kysely<Database>, key: string, amount: number, windowEndsAt: string): Promise<void> {
  await db
    .updateTable("rate_limit_counters")
    .set({
      count: sql<number>`case when rate_limit_counters.count > ${amount} then rate_limit_counters.count - ${amount} else 0 end`,
    })
    .where("key", "=", key)
    .where("window_ends_at", "=", windowEndsAt)
    .execute();
}

/** Deletes the counts whose window has ended; answers how many. */
export async function sweepExpiredCounts(db: Kysely<Database>, now: Date): Promise<number> {
  const result = await db
    .deleteFrom("rate_limit_counters")
    .where("window_ends_at", "<=", now.toISOString())
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** How often, at most, expired counts are swept (on the back of a request). */
const SWEEP_EVERY_MS = 60_000;

export interface DatabaseRateLimitStoreOptions {
  db: Kysely<Database>;
  onSweepError: (error: unknown) => void;
}

/** A store for @fastify/rate-limit; each route (or group of routes) gets a child that counts under its own name. */
export function databaseRateLimitStore(options: DatabaseRateLimitStoreOptions): FastifyRateLimitStoreCtor {
  const { db, onSweepError } = options;
  let lastSweep = 0;

  function sweepNowAndThen(at: Date): void {
    if (at.getTime() - lastSweep < SWEEP_EVERY_MS) return;
    lastSweep = at.getTime();
    sweepExpiredCounts(db, at).catch(onSweepError);
  }

  class DatabaseRateLimitStore implements FastifyRateLimitStore {
    private readonly scope: string;

    constructor(_globalOptions?: unknown, scope = "") {
      this.scope = scope;
    }

    incr(key: string, callback: (error: Error | null, result?: RequestCount) => void, timeWindow: number): void {
      const at = new Date();
      sweepNowAndThen(at);
      countRequest(db, `${this.scope} ${key}`, timeWindow, at).then(
        (count) => callback(null, count),
        (error: Error) => callback(error),
      );
    }

    child(routeOptions: Parameters<FastifyRateLimitStore["child"]>[0]): FastifyRateLimitStore {
      // The plugin hands a child the route's merged limit options, the route itself as routeInfo.
      // A limit shared by several routes (sharedRateLimitPerMinute) counts under its group.
      const { routeInfo, groupId } = routeOptions as {
        routeInfo?: { method?: string | string[]; url?: string };
        groupId?: string;
      };
      if (groupId) return new DatabaseRateLimitStore(undefined, `group ${groupId}`);
      const { method = "", url = "" } = routeInfo ?? {};
      return new DatabaseRateLimitStore(undefined, `${[method].flat().join(",")} ${url}`);
    }
  }

  return DatabaseRateLimitStore as unknown as FastifyRateLimitStoreCtor;
}
