import Fastify, { type RouteOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN_API_PREFIX, documentedApiPaths } from "~/shared/routes";
import { adminSubmissionSchema, adminUserSchema } from "~/shared/schemas/admin-replies";
import { startTestApp, type TestApp } from "../testing/test-app";
import { errorReplies, isDerivedFromSharedSchema, replySchemas } from "./route-schemas";

// The reply contracts are the Zod schemas in shared/schemas: every API route declares them, as
// server/routes/route-schemas.ts derives them, for each status it answers, so Fastify writes
// exactly the contract's fields whatever a handler hands it.

const DOCUMENTED_PATHS: readonly string[] = Object.values(documentedApiPaths);

function isApiRoute(url: string): boolean {
  return url.startsWith("/api/") || DOCUMENTED_PATHS.includes(url);
}

/** The CSV downloads answer a file, not JSON; only their refusals are JSON. */
/** The CSV exports and the evidence downloads answer with a file's bytes, not JSON. */
function answersAFile(url: string): boolean {
  return url.startsWith(`${ADMIN_API_PREFIX}/`) && (url.endsWith(".csv") || url.endsWith("/evidence/:fileId"));
}

describe("every API route's reply schemas", () => {
  let testApp: TestApp;
  const routes: { method: string; url: string; response: Record<string, unknown> }[] = [];

  beforeAll(async () => {
    testApp = await startTestApp({
      beforeReady: (app) =>
        app.addHook("onRoute", (route: RouteOptions) => {
          for (const method of [route.method].flat()) {
            if (method !== "HEAD" && isApiRoute(route.url)) {
              routes.push({
                method,
                url: route.url,
                response: (route.schema?.response ?? {}) as Record<string, unknown>,
              });
            }
          }
        }),
    });
  });
  afterAll(async () => {
    await testApp.close();
  });

  it("sees the API's routes (so the check below is not vacuous)", () => {
    const urls = routes.map((route) => `${route.method} ${route.url}`);
    expect(urls).toEqual(
      expect.arrayContaining([
        "POST /api/help-requests",
        "GET /api/auth/me",
        "GET /api/admin/submissions/:reference",
        "GET /api/admin/submissions.csv",
        "GET /admin_dashboard.php",
      ]),
    );
  });

  it("declares a success, a 4xx and a 5xx reply on each, every one derived from a shared Zod schema", () => {
    const problems: string[] = [];
    for (const { method, url, response } of routes) {
      const statuses = Object.keys(response);
      const success = statuses.filter((status) => /^2(\d\d|xx)$/.test(status));
      if (success.length === 0 && !answersAFile(url)) problems.push(`${method} ${url}: no 2xx reply schema`);
      for (const errors of ["4xx", "5xx"])
        if (!(errors in response)) problems.push(`${method} ${url}: no ${errors} reply schema`);
      for (const [status, schema] of Object.entries(response)) {
        if (!isDerivedFromSharedSchema(schema))
          problems.push(`${method} ${url}: the ${status} schema is not derived from shared/`);
      }
    }
    expect(problems).toEqual([]);
  });
});

describe("a reply schema derived from a shared one", () => {
  const app = Fastify();
  const user = {
    id: 7,
    name: "Asha",
    email: "asha@example.in",
    role: "admin",
    status: "active",
    createdAt: "2026-11-25T10:00:00.000Z",
    updatedAt: "2026-11-25T10:00:00.000Z",
  };
  const submission = {
    reference: "CH-7K3Q9M",
    kind: "help_request",
    name: "Asha",
    email: "asha@example.in",
    phone: "",
    state: "",
    city: "",
    subject: "",
    message: "Money was taken.",
    topic: null,
    page: "/",
    status: "new",
    createdAt: "2026-11-25T10:00:00.000Z",
    updatedAt: "2026-11-25T10:00:00.000Z",
  };

  beforeAll(async () => {
    app.get("/user", { schema: { response: replySchemas({ 200: adminUserSchema, ...errorReplies }) } }, async () => ({
      ...user,
      password_hash: "$argon2id$v=19$secret",
      email_normalized: "asha@example.in",
    }));
    app.get<{ Querystring: { topic?: string } }>(
      "/submission",
      { schema: { response: replySchemas({ 200: adminSubmissionSchema }) } },
      async (request) => ({ id: 1, search_vector: "'asha'", ...submission, topic: request.query.topic ?? null }),
    );
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
  });

  it("writes only the contract's fields, in its order: a password hash or a row id never leaves", async () => {
    const response = await app.inject({ method: "GET", url: "/user" });
    expect(response.body).toBe(JSON.stringify(user));
  });

  it("writes a null as null, and a topic no longer in the list as the text it is", async () => {
    expect((await app.inject({ method: "GET", url: "/submission" })).body).toBe(JSON.stringify(submission));
    const retired = await app.inject({ method: "GET", url: "/submission?topic=lottery-scam" });
    expect(retired.statusCode).toBe(200);
    expect(retired.json()).toEqual({ ...submission, topic: "lottery-scam" });
  });
});
