import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminApiPaths, authApiPaths } from "~/shared/routes";
import { siteConfig } from "~/shared/site-config";
import { createTestUser, logInAs, type AdminSession } from "../testing/admin-session";
import { startTestApp, type TestApp } from "../testing/test-app";
import { authMessages } from "~/shared/messages/auth";

// State-changing auth and admin calls must come from this site. inject sends Host: localhost:80.

const CROSS_SITE = { status: "error", message: authMessages.crossSiteRequest };

let testApp: TestApp;
let session: AdminSession;

beforeAll(async () => {
  testApp = await startTestApp();
  session = await logInAs(testApp, await createTestUser(testApp));
});
afterAll(async () => {
  await testApp.close();
});

function logout(headers: Record<string, string>) {
  return testApp.app.inject({ method: "POST", url: authApiPaths.logout, headers });
}

describe("the same-site Origin check", () => {
  it.each([
    ["the request's own origin", { origin: "http://localhost" }],
    ["the request's own origin with its default port spelled out", { origin: "http://localhost:80" }],
    ["the configured site URL's origin", { origin: new URL(siteConfig.siteUrl).origin }],
    ["no Origin and no Sec-Fetch-Site (an API client)", {}],
    ["no Origin and Sec-Fetch-Site same-origin", { "sec-fetch-site": "same-origin" }],
    ["no Origin and Sec-Fetch-Site none (typed by the person)", { "sec-fetch-site": "none" }],
    [
      "Origin null from a page of this site with Referrer-Policy no-referrer (Sec-Fetch-Site same-origin)",
      { origin: "null", "sec-fetch-site": "same-origin" },
    ],
  ])("lets a POST through from %s", async (_case, headers: Record<string, string>) => {
    const response = await logout(headers);
    expect(response.statusCode).toBe(200);
  });

  it.each([
    ["another site's origin", { origin: "https://evil.example" }],
    ["the same host over another scheme", { origin: "https://localhost" }],
    ["the same host on another port", { origin: "http://localhost:8080" }],
    ["an opaque origin", { origin: "null" }],
    ["an opaque origin another site's page sent", { origin: "null", "sec-fetch-site": "cross-site" }],
    ["something that is not an origin", { origin: "localhost" }],
    ["no Origin but Sec-Fetch-Site cross-site", { "sec-fetch-site": "cross-site" }],
  ])("refuses a POST from %s with 403", async (_case, headers: Record<string, string>) => {
    const response = await logout(headers);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual(CROSS_SITE);
  });

  it("refuses a cross-site login and signup before reading them", async () => {
    const user = await createTestUser(testApp);
    const headers = { origin: "https://evil.example" };
    const login = await testApp.app.inject({
      method: "POST",
      url: authApiPaths.login,
      payload: { email: user.email, password: user.password },
      headers,
    });
    expect(login.statusCode).toBe(403);
    expect(login.headers["set-cookie"]).toBeUndefined();

    const before = await testApp.db.selectFrom("users").select("id").execute();
    const signup = await testApp.app.inject({
      method: "POST",
      url: authApiPaths.signup,
      payload: { name: "Cross", email: "cross.site@example.in", password: "long enough password" },
      headers,
    });
    expect(signup.statusCode).toBe(403);
    expect(await testApp.db.selectFrom("users").select("id").execute()).toHaveLength(before.length);
  });

  it("refuses a cross-site admin change even with a valid session, and changes nothing", async () => {
    const pending = await createTestUser(testApp, { status: "pending" });
    const response = await testApp.app.inject({
      method: "POST",
      url: adminApiPaths.userApprove(pending.id),
      headers: { ...session.cookieHeaders, origin: "https://evil.example" },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual(CROSS_SITE);
    const row = await testApp.db
      .selectFrom("users")
      .select("status")
      .where("id", "=", pending.id)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe("pending");
  });

  it("does not check reads: a GET from another origin is answered as usual", async () => {
    const response = await testApp.app.inject({
      method: "GET",
      url: adminApiPaths.users,
      headers: { ...session.headers, origin: "https://evil.example", "sec-fetch-site": "cross-site" },
    });
    expect(response.statusCode).toBe(200);
  });

  it("behind a trusted proxy, takes the request's origin from X-Forwarded-Proto and Host", async () => {
    const behindProxy = await startTestApp({ env: { TRUST_PROXY: "true" } });
    try {
      const response = await behindProxy.app.inject({
        method: "POST",
        url: authApiPaths.logout,
        headers: { host: "help.example.in", "x-forwarded-proto": "https", origin: "https://help.example.in" },
      });
      expect(response.statusCode).toBe(200);
    } finally {
      await behindProxy.close();
    }
  });
});
