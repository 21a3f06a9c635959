import Fastify, { type FastifyInstance, type InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN_API_PREFIX, adminApiPaths, authApiPaths, documentedApiPaths } from "~/shared/routes";
import { requireRolesDeclared } from "~/server/auth/desk-roles";
import { SESSION_COOKIE_NAME } from "~/server/auth/session-cookie";
import type { UserRole, UserStatus } from "~/server/db/schema";
import { createTestUser, logInAs } from "~/server/testing/admin-session";
import { fillRouteParams, registeredRoutes, type RegisteredRoute } from "~/server/testing/registered-routes";
import { startTestApp, type TestApp } from "~/server/testing/test-app";
import { authMessages } from "~/shared/messages/auth";

// Every route under ADMIN_API_PREFIX, however and wherever it was registered, must be behind the
// admin gate, and let each role through only where it may go. The routes are read from the
// running app, so routes added later are covered too: a route this file does not name as a
// caseworker's is expected to be an admin's alone.

/**
 * A caseworker's work (docs/decisions/0030): cases, read and worked, and who has them; and their
 * own password (docs/decisions/0057).
 */
const submission = `${adminApiPaths.submissions}/:reference`;
const CASEWORKER_ROUTES = new Set([
  `GET ${adminApiPaths.dashboard}`,
  `GET ${documentedApiPaths.adminDashboard}`,
  `GET ${adminApiPaths.inbox}`,
  `GET ${adminApiPaths.submissions}`,
  `GET ${submission}`,
  `PATCH ${submission}`,
  `POST ${submission}/notes`,
  `POST ${submission}/messages`,
  `POST ${submission}/contacted`,
  `GET ${submission}/evidence/:fileId`,
  `DELETE ${submission}/case-links`,
  `PUT ${submission}/assignee`,
  `GET ${adminApiPaths.team}`,
  `POST ${adminApiPaths.accountPassword}`,
  `GET ${adminApiPaths.accountSecondFactor}`,
  `DELETE ${adminApiPaths.accountSecondFactor}`,
  `POST ${adminApiPaths.accountSecondFactorSetup}`,
  `POST ${adminApiPaths.accountSecondFactorConfirm}`,
  `POST ${adminApiPaths.accountRecoveryCodes}`,
  `GET ${adminApiPaths.replyTemplates}`,
  `GET ${submission}/duplicates`,
  `POST ${submission}/merge`,
  `POST ${submission}/not-duplicate`,
  `POST ${submission}/not-duplicate/undo`,
  `POST ${submission}/not-me/undo`,
  `POST ${submission}/separate`,
  `POST ${adminApiPaths.submissionsBulk}`,
]);

function caseworkerMayUse(route: RegisteredRoute): boolean {
  return CASEWORKER_ROUTES.has(`${route.method} ${route.url}`);
}

/** A URL that matches the route: each parameter filled with a sample value. */
function sampleUrl(url: string): string {
  return fillRouteParams(url, "1");
}

/** The desk's routes: the admin API, and docs/product.md's dashboard behind the same gate. */
function adminRoutesOf(app: FastifyInstance): RegisteredRoute[] {
  return registeredRoutes(app).filter(
    ({ url }) => url.startsWith(ADMIN_API_PREFIX) || url === documentedApiPaths.adminDashboard,
  );
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
    expect(adminRoutes).toContainEqual({ method: "PUT", url: `${submission}/assignee` });
    expect(adminRoutes).toContainEqual({ method: "GET", url: documentedApiPaths.adminDashboard });
    // Every caseworker route named above exists, so none of them is a typo that proves nothing.
    const registered = new Set(adminRoutes.map((route) => `${route.method} ${route.url}`));
    expect([...CASEWORKER_ROUTES].filter((route) => !registered.has(route))).toEqual([]);
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
          body: { status: "error", message: authMessages.notAnAdmin, reason: "account_inactive" },
        });
      }
    },
  );

  it("lets an active admin through the gate on every admin route", async () => {
    const session = await logInAs(testApp, await createTestUser(testApp, { role: "admin" }));
    for (const route of adminRoutes) {
      const response = await call(route, session.headers);
      expect({ ...route, status: response.statusCode }).not.toMatchObject({ status: expect.toBeOneOf([401, 403]) });
    }
  });

  it("answers a caseworker 403 'role' on every admin-only route, and lets them through on every case route", async () => {
    const session = await logInAs(testApp, await createTestUser(testApp, { role: "caseworker" }));
    const refused = { status: "error", message: authMessages.roleForbidden, reason: "role" };
    let allowed = 0;
    for (const route of adminRoutes) {
      const response = await call(route, session.headers);
      if (caseworkerMayUse(route)) {
        allowed += 1;
        expect({ ...route, status: response.statusCode }).not.toMatchObject({
          status: expect.toBeOneOf([401, 403]),
        });
      } else {
        expect({ ...route, status: response.statusCode, body: response.json() }).toEqual({
          ...route,
          status: 403,
          body: refused,
        });
      }
    }
    expect(allowed).toBe(CASEWORKER_ROUTES.size);
    // The refusal did not end the session: the caseworker still works cases.
    const list = await testApp.app.inject({ method: "GET", url: adminApiPaths.submissions, headers: session.headers });
    expect(list.statusCode).toBe(200);
  });

  it.each<UserRole>(["admin", "caseworker"])(
    "answers GET /api/auth/me with the role of a signed-in %s",
    async (role) => {
      const user = await createTestUser(testApp, { role });
      const session = await logInAs(testApp, user);
      const response = await testApp.app.inject({ method: "GET", url: authApiPaths.me, headers: session.headers });
      expect(response.json()).toEqual({ name: user.name, email: user.email, role });
    },
  );
});

describe("the table of who may use each desk route", () => {
  it("stops a desk scope from registering a route nobody has decided on", async () => {
    const app = Fastify();
    await app.register(async (scope) => {
      scope.addHook("onRoute", requireRolesDeclared);
      scope.get(adminApiPaths.dashboard, async () => ({}));
      expect(() => scope.get(`${ADMIN_API_PREFIX}/something-new`, async () => ({}))).toThrow(/desk-roles/);
    });
    await app.close();
  });
});
