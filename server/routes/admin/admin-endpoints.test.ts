import Fastify from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminEndpoints } from "~/shared/admin-endpoints";
import { DESK_ROUTES } from "~/shared/admin-endpoints/desk-endpoints";
import { ADMIN_API_PREFIX, documentedApiPaths } from "~/shared/routes";
import { requireRolesDeclared } from "~/server/auth/desk-roles";
import { registerErrorHandler } from "~/server/plugins/error-handler";
import { registeredRoutes } from "~/server/testing/registered-routes";
import { startTestApp, type TestApp } from "~/server/testing/test-app";
import { adminRoute } from "./admin-route";

// The table of desk endpoints (shared/admin-endpoints/) and the routes the server registers are
// one list: a route with no entry, or an entry with no route, fails here, whichever plugin
// registered it and however.

function key({ method, url }: { method: string; url: string }): string {
  return `${method} ${url}`;
}

describe("the table of desk endpoints and the server's routes", () => {
  let testApp: TestApp;
  let deskRoutes: string[];

  beforeAll(async () => {
    testApp = await startTestApp();
    deskRoutes = registeredRoutes(testApp.app)
      .filter(({ url }) => url.startsWith(`${ADMIN_API_PREFIX}/`) || url === documentedApiPaths.adminDashboard)
      .map(key);
  });
  afterAll(async () => {
    await testApp.close();
  });

  it("registers a route for every entry, and no desk route without one", () => {
    const entries = DESK_ROUTES.map(({ url, endpoint }) => key({ method: endpoint.method, url }));
    expect(deskRoutes.length).toBeGreaterThan(40);
    expect([...deskRoutes].sort()).toEqual([...entries].sort());
  });

  it("lists each method and URL once", () => {
    const entries = DESK_ROUTES.map(({ url, endpoint }) => key({ method: endpoint.method, url }));
    expect(new Set(entries).size).toBe(entries.length);
  });
});

describe("a route registered from its entry", () => {
  const app = Fastify();
  const member = {
    name: "Asha",
    email: "asha@example.in",
    role: "caseworker",
    status: "active",
    createdAt: "2026-11-25T10:00:00.000Z",
    updatedAt: "2026-11-25T10:00:00.000Z",
  } as const;

  beforeAll(async () => {
    // The app's own refusals (ApiError), which the route's 4xx schema writes.
    registerErrorHandler(app);
    await app.register(
      async (scope) => {
        scope.addHook("onRoute", requireRolesDeclared);
        adminRoute(scope, adminEndpoints.userApprove, {
          handler: async (request, reply) => {
            // A row as stored holds more than the reply's schema: the serialiser leaves it out.
            const stored = { ...member, id: request.params.id, password_hash: "$argon2id$v=19$secret" };
            return reply.send(stored);
          },
        });
      },
      { prefix: ADMIN_API_PREFIX },
    );
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
  });

  it("answers at the entry's method and path, its parameters checked and read as numbers", async () => {
    const approved = await app.inject({ method: "POST", url: `${ADMIN_API_PREFIX}/users/7/approve`, payload: {} });
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toEqual({ id: 7, ...member });
    const notAnId = await app.inject({ method: "POST", url: `${ADMIN_API_PREFIX}/users/seven/approve`, payload: {} });
    expect({ status: notAnId.statusCode, body: notAnId.json() }).toMatchObject({
      status: 400,
      body: { status: "error" },
    });
    const otherMethod = await app.inject({ method: "GET", url: `${ADMIN_API_PREFIX}/users/7/approve` });
    expect(otherMethod.statusCode).toBe(404);
  });
});
