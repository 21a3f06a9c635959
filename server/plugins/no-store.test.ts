import type { InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sessionPolicy } from "~/shared/constants";
import { ADMIN_API_PREFIX, AUTH_API_PREFIX, adminApiPaths, authApiPaths, documentedApiPaths } from "~/shared/routes";
import { signInAsAdmin, type AdminSession } from "../testing/admin-session";
import { fillRouteParams, registeredRoutes, type RegisteredRoute } from "../testing/registered-routes";
import { startTestApp, type TestApp } from "../testing/test-app";

// Answers that carry an account's data or a session must never be kept by a browser or a proxy:
// every one of them, success or error, says Cache-Control: no-store.

const DOCUMENTED_PRIVATE_PATHS: readonly string[] = [
  documentedApiPaths.adminDashboard,
  documentedApiPaths.adminLogin,
  documentedApiPaths.signup,
];

function isPrivate({ url }: RegisteredRoute): boolean {
  return (
    url.startsWith(`${ADMIN_API_PREFIX}/`) ||
    url.startsWith(`${AUTH_API_PREFIX}/`) ||
    DOCUMENTED_PRIVATE_PATHS.includes(url)
  );
}

let testApp: TestApp;
let admin: AdminSession;
let privateRoutes: RegisteredRoute[];

beforeAll(async () => {
  testApp = await startTestApp();
  admin = await signInAsAdmin(testApp);
  privateRoutes = registeredRoutes(testApp.app).filter(isPrivate);
});
afterAll(async () => {
  await testApp.close();
});

function call(route: RegisteredRoute, headers: Record<string, string> = {}, payload: object = {}) {
  return testApp.app.inject({
    method: route.method as InjectOptions["method"],
    url: fillRouteParams(route.url, "1"),
    headers,
    ...(route.method === "GET" || route.method === "DELETE" ? {} : { payload }),
  });
}

describe("Cache-Control: no-store on private answers", () => {
  it("finds the admin, auth and documented account routes (so the checks below are not vacuous)", () => {
    const urls = privateRoutes.map(({ url }) => url);
    expect(urls).toEqual(
      expect.arrayContaining([adminApiPaths.submissions, adminApiPaths.users, authApiPaths.login, authApiPaths.me]),
    );
    expect(urls).toEqual(expect.arrayContaining([...DOCUMENTED_PRIVATE_PATHS]));
  });

  it("is sent by every such route without a session (its 401s, 400s and 404s)", async () => {
    for (const route of privateRoutes) {
      const response = await call(route);
      expect({ ...route, status: response.statusCode, cacheControl: response.headers["cache-control"] }).toEqual({
        ...route,
        status: response.statusCode,
        cacheControl: "no-store",
      });
    }
  });

  it("is sent by every such route with an admin's session, on success", async () => {
    const answered: number[] = [];
    for (const route of privateRoutes) {
      if (route.url === authApiPaths.logout) continue; // would end the session the others use
      const response = await call(route, admin.headers);
      answered.push(response.statusCode);
      expect({ ...route, cacheControl: response.headers["cache-control"] }).toEqual({
        ...route,
        cacheControl: "no-store",
      });
    }
    expect(answered).toContain(200);
  });

  it("is sent with a successful login's token, a failed login's 401 and a lock's 429", async () => {
    for (const url of [authApiPaths.login, documentedApiPaths.adminLogin]) {
      const success = await testApp.app.inject({
        method: "POST",
        url,
        payload: { email: admin.user.email, password: admin.password },
      });
      expect(success.statusCode).toBe(200);
      expect(success.headers["cache-control"]).toBe("no-store");
    }
    const attempt = () =>
      testApp.app.inject({
        method: "POST",
        url: authApiPaths.login,
        payload: { email: "locked@example.in", password: "wrong password" },
      });
    for (let i = 0; i < sessionPolicy.maxFailuresPerAccount; i += 1) {
      const failure = await attempt();
      expect(failure.statusCode).toBe(401);
      expect(failure.headers["cache-control"]).toBe("no-store");
    }
    const locked = await attempt();
    expect(locked.statusCode).toBe(429);
    expect(locked.headers["cache-control"]).toBe("no-store");
  });

  it("is sent for an admin path no route matches, and on a form's answer, which carries its case link; left alone on public answers", async () => {
    const unknown = await testApp.app.inject({
      method: "GET",
      url: `${ADMIN_API_PREFIX}/no-such-thing`,
      headers: admin.headers,
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.headers["cache-control"]).toBe("no-store");

    const unknownWithQuery = await testApp.app.inject({
      method: "GET",
      url: `${documentedApiPaths.adminDashboard}?x=1`,
    });
    expect(unknownWithQuery.headers["cache-control"]).toBe("no-store");

    const formAnswer = await testApp.app.inject({ method: "POST", url: "/api/queries", payload: {} });
    expect(formAnswer.statusCode).toBe(400);
    expect(formAnswer.headers["cache-control"]).toBe("no-store");

    const publicAnswer = await testApp.app.inject({ method: "GET", url: "/api/no-such-thing" });
    expect(publicAnswer.statusCode).toBe(404);
    expect(publicAnswer.headers["cache-control"]).toBeUndefined();
  });
});
