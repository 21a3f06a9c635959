import { createHash, timingSafeEqual } from "node:crypto";
import type { FastifyInstance } from "fastify";
import type { Kysely } from "kysely";
import { Counter, Gauge, Histogram, Registry } from "prom-client";
import { MAIL_STATUSES } from "~/shared/schemas/admin";
import type { Database } from "../db/schema";
import type { AcceptSubmission } from "../submissions/accept-submission";

// GET /metrics in Prometheus's text format, for an operator's scraper holding METRICS_TOKEN
// (docs/deploy.md, "Metrics"). Without the token set, there is no /metrics at all. No label
// holds personal data: kinds, outcomes, mail states, route templates, methods and status classes.
// Counters are this instance's; what is read from the database at each scrape is the site's.

export const METRICS_PATH = "/metrics";

export interface Metrics {
  /** The acceptor, counting what it accepts, replays and refuses by kind. */
  countingSubmissions(accept: AcceptSubmission): AcceptSubmission;
}

/** Equal in constant time, whatever the lengths: a wrong token's length says nothing either. */
function sameToken(given: string, expected: string): boolean {
  const digest = (text: string) => createHash("sha256").update(text).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

export function registerMetrics(
  app: FastifyInstance,
  options: { db: Kysely<Database>; token: string | undefined },
): Metrics {
  const { db, token } = options;
  const registry = new Registry();

  const submissions = new Counter({
    name: "cyberhelp_submissions_total",
    help: "Form submissions answered by this instance, by kind and outcome (accepted, replayed, refused).",
    labelNames: ["kind", "outcome"] as const,
    registers: [registry],
  });

  const latency = new Histogram({
    name: "cyberhelp_http_request_duration_seconds",
    help: "Time to answer a request, by method, route template and status class.",
    labelNames: ["method", "route", "status"] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });

  new Gauge({
    name: "cyberhelp_mails",
    help: "Mails in the outbox, by state.",
    labelNames: ["status"] as const,
    registers: [registry],
    async collect() {
      const rows = await db
        .selectFrom("mail_outbox")
        .select(["status", (eb) => eb.fn.countAll<number | string>().as("count")])
        .groupBy("status")
        .execute();
      for (const status of MAIL_STATUSES) {
        this.set({ status }, Number(rows.find((row) => row.status === status)?.count ?? 0));
      }
    },
  });

  new Gauge({
    name: "cyberhelp_outbox_oldest_queued_seconds",
    help: "Age of the oldest mail still waiting to be sent; 0 when none waits.",
    registers: [registry],
    async collect() {
      const row = await db
        .selectFrom("mail_outbox")
        .select((eb) => eb.fn.min("created_at").as("oldest"))
        .where("status", "in", ["queued", "sending"])
        .executeTakeFirst();
      const oldest = row?.oldest ? Date.parse(String(row.oldest)) : Number.NaN;
      this.set(Number.isNaN(oldest) ? 0 : Math.max(0, (Date.now() - oldest) / 1000));
    },
  });

  new Gauge({
    name: "cyberhelp_evidence_stored_bytes",
    help: "Bytes of evidence files stored, as received (before encryption).",
    registers: [registry],
    async collect() {
      const row = await db
        .selectFrom("evidence_files")
        .select((eb) => eb.fn.sum<number | string>("byte_size").as("bytes"))
        .where("status", "=", "stored")
        .executeTakeFirst();
      this.set(Number(row?.bytes ?? 0));
    },
  });

  app.addHook("onResponse", async (request, reply) => {
    // The route's template ("/api/admin/submissions/:reference"), never the address as asked.
    const route = request.routeOptions.url ?? "unmatched";
    latency.observe(
      { method: request.method, route, status: `${Math.floor(reply.statusCode / 100)}xx` },
      reply.elapsedTime / 1000,
    );
  });

  if (token) {
    app.get(METRICS_PATH, async (request, reply) => {
      const given = /^Bearer (.+)$/.exec(request.headers.authorization ?? "")?.[1] ?? "";
      if (!sameToken(given, token)) {
        return reply.code(401).header("www-authenticate", "Bearer").send({ status: "error", message: "Unauthorized." });
      }
      return reply
        .header("content-type", registry.contentType)
        .header("cache-control", "no-store")
        .send(await registry.metrics());
    });
  }

  return {
    countingSubmissions(accept) {
      return async (input) => {
        const answer = await accept(input);
        const outcome = answer.statusCode >= 300 ? "refused" : answer.replayed ? "replayed" : "accepted";
        submissions.inc({ kind: input.kind, outcome });
        return answer;
      };
    },
  };
}
