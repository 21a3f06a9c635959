import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminApiPaths, apiPaths } from "~/shared/routes";
import { signInAsAdmin, type AdminSession } from "../testing/admin-session";
import { startTestApp, type TestApp } from "../testing/test-app";
import { METRICS_PATH } from "./metrics";

// GET /metrics (server/ops/metrics.ts) on SQLite, and on PostgreSQL when TEST_DATABASE_URL is set:
// only for the scraper's token, counting what the forms accepted and refused, the outbox and the
// evidence from the database, and request times by route template, never a person's data.

const TOKEN = "metrics-token-for-the-tests-0123456789";

let testApp: TestApp;
let desk: AdminSession;
beforeAll(async () => {
  testApp = await startTestApp({ env: { METRICS_TOKEN: TOKEN } });
  desk = await signInAsAdmin(testApp, { name: "Metrics Desk" });
});
afterAll(async () => {
  await testApp.close();
});

const scrape = (authorization?: string) =>
  testApp.app.inject({ method: "GET", url: METRICS_PATH, headers: authorization ? { authorization } : {} });

/** The value of one sample line, e.g. `cyberhelp_mails{status="queued"}`. */
function sample(text: string, series: string): number | undefined {
  const line = text.split("\n").find((candidate) => candidate.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe("/metrics", () => {
  it("answers only the scraper's token: none or a wrong one gets 401 and no metrics", async () => {
    for (const authorization of [undefined, "Bearer wrong-token", `Basic ${TOKEN}`, `Bearer ${TOKEN}x`]) {
      const response = await scrape(authorization);
      expect(response.statusCode).toBe(401);
      expect(response.body).not.toContain("cyberhelp_");
    }
  });

  it("counts submissions by kind and outcome, and reads the outbox and evidence from the database", async () => {
    const before = (await scrape(`Bearer ${TOKEN}`)).body;
    const accepted = await testApp.app.inject({
      method: "POST",
      url: apiPaths.helpRequests,
      payload: {
        name: "Sunita Metricsperson",
        email: "sunita.metrics@example.in",
        query: "A fake courier call took money.",
      },
    });
    expect(accepted.statusCode).toBe(201);
    const refused = await testApp.app.inject({ method: "POST", url: apiPaths.helpRequests, payload: { name: "" } });
    expect(refused.statusCode).toBe(400);
    await testApp.app.inject({ method: "GET", url: adminApiPaths.submission("CH-ABCDEF"), headers: desk.headers });

    const response = await scrape(`Bearer ${TOKEN}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toContain("text/plain");
    const text = response.body;
    const series = (outcome: string) => `cyberhelp_submissions_total{kind="help_request",outcome="${outcome}"}`;
    expect(sample(text, series("accepted"))).toBe((sample(before, series("accepted")) ?? 0) + 1);
    expect(sample(text, series("refused"))).toBe((sample(before, series("refused")) ?? 0) + 1);
    // The acknowledgement and the desk's alert are in the outbox, waiting: no SMTP in tests.
    expect(sample(text, 'cyberhelp_mails{status="queued"}')).toBeGreaterThanOrEqual(2);
    expect(sample(text, "cyberhelp_outbox_oldest_queued_seconds")).toBeGreaterThanOrEqual(0);
    expect(sample(text, "cyberhelp_evidence_stored_bytes")).toBe(0);
    expect(text).toContain('route="/api/help-requests",status="2xx"');
    expect(text).toContain('route="/api/admin/submissions/:reference",status="4xx"');

    // No person's data and no reference in any label.
    for (const personal of [
      "Sunita",
      "sunita.metrics@example.in",
      "CH-ABCDEF",
      accepted.json<{ reference: string }>().reference,
    ]) {
      expect(text).not.toContain(personal);
    }
  });
});

describe("/metrics without METRICS_TOKEN", () => {
  it("does not exist", async () => {
    const plain = await startTestApp();
    try {
      const response = await plain.app.inject({
        method: "GET",
        url: METRICS_PATH,
        headers: { authorization: "Bearer x" },
      });
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain("cyberhelp_");
    } finally {
      await plain.close();
    }
  });
});
