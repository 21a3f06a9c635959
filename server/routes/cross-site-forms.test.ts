import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiPaths, caseApiPaths, documentedApiPaths } from "~/shared/routes";
import { openTestCase } from "../testing/case-session";
import { startTestApp, type TestApp } from "../testing/test-app";
import { CASE_COOKIE_NAME } from "../cases/case-cookies";
import { apiMessages } from "~/shared/messages/api";

// A form another website makes a visitor's browser post is refused, and nothing is stored: it
// could mail any address a link to our domain, or flood the desk in someone's name. Browsers
// that send no Origin, or "Origin: null" without Sec-Fetch-Site (older ones), are taken, on the
// forms and on the case page's actions, so no victim on an old phone is turned away.

let server: TestApp;
beforeAll(async () => {
  server = await startTestApp();
});
afterAll(async () => {
  await server?.close();
});

const storedCount = async () => (await server.db.selectFrom("submissions").select("id").execute()).length;

function sendForm(url: string, headers: Record<string, string>) {
  return server.app.inject({
    method: "POST",
    url,
    headers,
    payload: { name: "Asha", email: "asha.cross@example.in", query: "UPI fraud", message: "UPI fraud" },
  });
}

describe("a form posted from another website", () => {
  it.each([
    ["another site's Origin", { origin: "https://evil.example" }],
    ["Sec-Fetch-Site cross-site", { "sec-fetch-site": "cross-site" }],
    ["Origin null that the browser says came from another site", { origin: "null", "sec-fetch-site": "cross-site" }],
  ])("is refused with 403 and stores nothing, when it has %s", async (_case, headers) => {
    for (const url of [apiPaths.helpRequests, apiPaths.contactMessages, documentedApiPaths.helpRequest]) {
      const before = await storedCount();
      const refused = await sendForm(url, headers);
      expect(refused.statusCode, url).toBe(403);
      expect(refused.json()).toEqual({ status: "error", message: apiMessages.crossSiteForm });
      expect(await storedCount()).toBe(before);
    }
  });

  it.each([
    ["no Origin (an app or an older browser)", {}],
    ["our own Origin", { origin: "http://localhost" }],
    ["Origin null without Sec-Fetch-Site (an older browser)", { origin: "null" }],
    ["Sec-Fetch-Site same-origin", { "sec-fetch-site": "same-origin" }],
  ])("is taken when it has %s", async (_case, headers) => {
    expect((await sendForm(apiPaths.helpRequests, headers)).statusCode).toBe(201);
  });
});

describe("the case page's actions", () => {
  it("take an older browser's Origin null without Sec-Fetch-Site, and refuse another site's", async () => {
    const { cookie } = await openTestCase(server);
    const save = (headers: Record<string, string>) =>
      server.app.inject({
        method: "POST",
        url: caseApiPaths.progress,
        cookies: { [CASE_COOKIE_NAME]: cookie },
        headers,
        payload: { bankReference: "SR-1" },
      });
    expect((await save({ origin: "null" })).statusCode).toBe(200);
    expect((await save({ origin: "https://evil.example" })).statusCode).toBe(403);
    expect((await save({ origin: "null", "sec-fetch-site": "cross-site" })).statusCode).toBe(403);
  });
});
