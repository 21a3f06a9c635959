import type { FastifyInstance } from "fastify";
import { sql, type Kysely } from "kysely";
import { apiPaths } from "~/shared/routes";
import { healthySchema, type ApiError, type Healthy } from "~/shared/schemas/api-responses";
import type { Database } from "../db/schema";
import { errorReplies, replySchemas } from "./route-schemas";
import { apiMessages } from "~/shared/messages/api";

// For load balancers and the start-up check: healthy means the database answers a query now.

export interface HealthRoutesOptions {
  db: Kysely<Database>;
}

/** A probe that hangs is as bad as one that fails; load balancers give up after a few seconds. */
const DATABASE_PROBE_TIMEOUT_MS = 3_000;

export async function healthRoutes(app: FastifyInstance, { db }: HealthRoutesOptions): Promise<void> {
  app.get<{ Reply: Healthy | ApiError }>(
    apiPaths.health,
    { schema: { response: replySchemas({ 200: healthySchema, ...errorReplies }) } },
    async (request, reply) => {
      try {
        await withTimeout(sql`select 1`.execute(db), DATABASE_PROBE_TIMEOUT_MS);
      } catch (error) {
        request.log.error({ err: error }, "health check: the database did not answer");
        return reply
          .code(503)
          .header("cache-control", "no-store")
          .send({ status: "error", message: apiMessages.serverError });
      }
      return reply.header("cache-control", "no-store").send({ status: "ok" });
    },
  );
}

async function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
