import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { caseApiPaths } from "~/shared/routes";
import { mintCaseSecret } from "../cases/case-secrets";
import { openTestCase } from "../testing/case-session";
import { startTestApp, type TestApp } from "../testing/test-app";
import { CASE_COOKIE_NAME, CASE_DEVICE_COOKIE_NAME } from "../cases/case-cookies";

// The case's cookies cover the case's pages in every language (/case, /hi/case, /bn/case, /ta/case, /mr/case and /te/case, decision
// 0042), and only those: opening, remembering and forgetting act on both paths together. On
// SQLite, and on PostgreSQL when TEST_DATABASE_URL is set.

let testApp: TestApp;
beforeAll(async () => {
  testApp = await startTestApp();
});
afterAll(async () => {
  await testApp.close();
});

const pathsOf = (cookies: { name: string; path?: string }[], name: string) =>
  cookies
    .filter((cookie) => cookie.name === name)
    .map((cookie) => cookie.path)
    .sort();

describe("the case's cookies", () => {
  it("a link opens the case on every language's case path, and nowhere else", async () => {
    const { submissionId } = await openTestCase(testApp);
    const { secret } = await mintCaseSecret(testApp.db, submissionId, "link", new Date(), { channel: "form_answer" });
    const opened = await testApp.app.inject({ method: "POST", url: caseApiPaths.open, payload: { link: secret } });
    expect(opened.statusCode).toBe(200);
    expect(pathsOf(opened.cookies, CASE_COOKIE_NAME)).toEqual([
      "/bn/case",
      "/case",
      "/hi/case",
      "/mr/case",
      "/ta/case",
      "/te/case",
    ]);
    const values = new Set(opened.cookies.filter((cookie) => cookie.name === CASE_COOKIE_NAME).map((c) => c.value));
    expect(values.size).toBe(1);
    for (const cookie of opened.cookies) {
      expect(cookie.httpOnly).toBe(true);
      expect(cookie.sameSite).toBe("Strict");
    }
  });

  it("remembering and forgetting the phone set and clear the device cookie on every language's case path", async () => {
    const { cookie } = await openTestCase(testApp);
    const remembered = await testApp.app.inject({
      method: "POST",
      url: caseApiPaths.remember,
      cookies: { [CASE_COOKIE_NAME]: cookie },
    });
    expect(remembered.statusCode).toBe(200);
    expect(pathsOf(remembered.cookies, CASE_DEVICE_COOKIE_NAME)).toEqual([
      "/bn/case",
      "/case",
      "/hi/case",
      "/mr/case",
      "/ta/case",
      "/te/case",
    ]);
    const device = remembered.cookies.find((each) => each.name === CASE_DEVICE_COOKIE_NAME)!.value;

    const forgotten = await testApp.app.inject({
      method: "POST",
      url: caseApiPaths.forget,
      cookies: { [CASE_COOKIE_NAME]: cookie, [CASE_DEVICE_COOKIE_NAME]: device },
    });
    expect(forgotten.statusCode).toBe(200);
    const cleared = forgotten.cookies.filter((each) => each.name === CASE_DEVICE_COOKIE_NAME);
    expect(cleared.map((each) => each.path).sort()).toEqual([
      "/bn/case",
      "/case",
      "/hi/case",
      "/mr/case",
      "/ta/case",
      "/te/case",
    ]);
    for (const each of cleared) expect(each.maxAge ?? each.expires?.getTime()).toBeLessThanOrEqual(0);
  });
});
