import type { FastifyInstance, InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN_API_PREFIX, adminApiPaths, authApiPaths } from "~/shared/routes";
import { authMessages } from "~/shared/schemas/auth";
import { SESSION_COOKIE_NAME } from "~/server/auth/session-cookie";
import type { UserStatus } from "~/server/db/schema";
import { createTestUser, logInAs } from "~/server/testing/admin-session";
import { fillRouteParams, registeredRoutes, type RegisteredRoute } from "~/server/testing/registered-routes";
import { startTestApp, type TestApp } from "~/server/testing/test-app";

// Every route under ADMIN_API_PREFIX, however and wherever it was registered, must be behind the
// admin gate. The routes are read from the running app, so routes added later are covered too.

/** A URL that matches the route: each parameter filled with a sample value. */
function sampleUrl(url: string): string {
  return fillRouteParams(url, "1");
}

function adminRoutesOf(app: FastifyInstance): RegisteredRoute[] {
  return registeredRoutes(app).filter(({ url }) => url.startsWith(ADMIN_API_PREFIX));
}

describe("the admin gate", () => {
  let testApp: TestApp;
  let adminRoutes: RegisteredRoute[];

  beforeAll(async () => {
    testApp = await startTestApp();
    adminRoutes = adminRoutesOf(testApp.app);
  });
  afterAll(async () => {
    await testApp.close();
  });

  async function call(route: RegisteredRoute, headers: Record<string, string | undefined> = {}) {
    return testApp.app.inject({
      method: route.method as InjectOptions["method"],
      url: sampleUrl(route.url),
      headers,
      ...(route.method === "GET" || route.method === "DELETE" ? {} : { payload: {} }),
    });
  }

  it("reads the app's routes, including the admin ones (so the checks below are not vacuous)", () => {
    const all = registeredRoutes(testApp.app);
    expect(all).toContainEqual({ method: "GET", url: authApiPaths.me });
    expect(all).toContainEqual({ method: "POST", url: authApiPaths.login });
    expect(adminRoutes).toContainEqual({ method: "GET", url: adminApiPaths.users });
    expect(adminRoutes).toContainEqual({ method: "POST", url: `${adminApiPaths.users}/:id/approve` });
  });

  it("answers 401 'Please login first.' on every admin route when no session is sent", async () => {
    for (const route of adminRoutes) {
      const response = await call(route);
      expect({ ...route, status: response.statusCode, body: response.json() }).toEqual({
        ...route,
        status: 401,
        body: { status: "error", message: authMessages.noSession, reason: "no_session" },
      });
    }
  });

  it("answers 401 'Session expired.' on every admin route for an unknown token, as bearer or cookie", async () => {
    for (const route of adminRoutes) {
      for (const headers of [
        { authorization: "Bearer not-a-session" },
        { cookie: `${SESSION_COOKIE_NAME}=not-a-session` },
      ]) {
        const response = await call(route, headers);
        expect({ ...route, status: response.statusCode, body: response.json() }).toEqual({
          ...route,
          status: 401,
          body: { status: "error", message: authMessages.sessionExpired, reason: "session_expired" },
        });
      }
    }
  });

  it.each<UserStatus>(["disabled", "pending"])(
    "answers 403 on every admin route for a live session whose account became %s",
    async (status) => {
      const user = await createTestUser(testApp);
      const session = await logInAs(testApp, user);
      // Straight in the database, so the session survives (disabling through the API ends it).
      await testApp.db.updateTable("users").set({ status }).where("id", "=", user.id).execute();

      for (const route of adminRoutes) {
        const response = await call(route, session.headers);
        expect({ ...route, status: response.statusCode, body: response.json() }).toEqual({
          ...route,
          status: 403,
          body: { status: "error", message: authMessages.notAnAdmin },
        });
      }
    },
  );
});
