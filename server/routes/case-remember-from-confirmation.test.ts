import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiPaths, caseApiPaths } from "~/shared/routes";
import { startTestApp, type TestApp } from "../testing/test-app";
import { CASE_COOKIE_NAME, CASE_DEVICE_COOKIE_NAME } from "../cases/case-cookies";

// "Remember my case on this phone" in a form's confirmation (docs/decisions/0063): the case
// link's code opens a session and, when asked, remembers the phone in the same answer; the
// form sent without scripts asks by a ticked box. Nothing is remembered unless asked, nor for a
// code that opens nothing. On SQLite, and on PostgreSQL when TEST_DATABASE_URL is set.

let testApp: TestApp;
beforeAll(async () => {
  testApp = await startTestApp();
});
afterAll(async () => {
  await testApp.close();
});

/** A help request sent as the site's form sends it: its reference and its case link's code. */
async function sendRequest(name: string): Promise<{ reference: string; code: string }> {
  const payload = { name, email: `${name.toLowerCase().replace(/\W+/g, ".")}@example.in`, query: "UPI fraud today" };
  const sent = await testApp.app.inject({ method: "POST", url: apiPaths.helpRequests, payload });
  expect(sent.statusCode).toBe(201);
  const { reference, caseUrl } = sent.json<{ reference: string; caseUrl: string }>();
  return { reference, code: caseUrl.split("#")[1]! };
}

const deviceCookiesOf = (cookies: { name: string; value: string; path?: string }[]) =>
  cookies.filter((cookie) => cookie.name === CASE_DEVICE_COOKIE_NAME);

async function mintChannels(reference: string): Promise<unknown[]> {
  const rows = await testApp.db
    .selectFrom("audit_log")
    .select("detail")
    .where("action", "=", "case_secret.minted")
    .where("target_id", "=", reference)
    .execute();
  return rows.map((row) => JSON.parse(row.detail) as unknown);
}

describe("remembering the case from the confirmation", () => {
  it("opening the case link with remember set also remembers the phone, whose cookie alone then opens the case", async () => {
    const { reference, code } = await sendRequest("Meera Iyer");
    const opened = await testApp.app.inject({
      method: "POST",
      url: caseApiPaths.open,
      payload: { link: code, remember: true },
    });
    expect(opened.statusCode).toBe(200);
    const device = deviceCookiesOf(opened.cookies);
    expect(device.map((cookie) => cookie.path).sort()).toEqual([
      "/bn/case",
      "/case",
      "/hi/case",
      "/mr/case",
      "/ta/case",
      "/te/case",
    ]);

    // No session and no link: only the remembered phone's cookie.
    const view = await testApp.app.inject({
      method: "GET",
      url: caseApiPaths.view,
      cookies: { [CASE_DEVICE_COOKIE_NAME]: device[0]!.value },
    });
    expect(view.statusCode).toBe(200);
    expect(view.json<{ case: { reference: string } }>().case.reference).toBe(reference);
    expect(await mintChannels(reference)).toContainEqual({ kind: "device", channel: "confirmation" });
  });

  it("opening the case link without remember opens a session and remembers nothing", async () => {
    const { reference, code } = await sendRequest("Kabir Das");
    const opened = await testApp.app.inject({ method: "POST", url: caseApiPaths.open, payload: { link: code } });
    expect(opened.statusCode).toBe(200);
    expect(opened.cookies.some((cookie) => cookie.name === CASE_COOKIE_NAME)).toBe(true);
    expect(deviceCookiesOf(opened.cookies)).toEqual([]);
    expect(await mintChannels(reference)).not.toContainEqual(expect.objectContaining({ kind: "device" }));
  });

  it("a code that opens nothing remembers nothing, however remember is set", async () => {
    const refused = await testApp.app.inject({
      method: "POST",
      url: caseApiPaths.open,
      payload: { link: "not-a-case-code", remember: true },
    });
    expect(refused.statusCode).toBe(404);
    expect(refused.cookies).toEqual([]);
  });

  it("without scripts, the case code's form with the box ticked remembers the phone; unticked, it does not", async () => {
    const ticked = await sendRequest("Ritu Sen");
    const remembered = await testApp.app.inject({
      method: "POST",
      url: caseApiPaths.openForm,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: new URLSearchParams({ code: ticked.code, remember: "yes" }).toString(),
    });
    expect(remembered.statusCode).toBe(303);
    // One cookie a language's case page: /case, /hi/case, /bn/case, /ta/case, /mr/case and /te/case.
    expect(deviceCookiesOf(remembered.cookies)).toHaveLength(6);
    expect(await mintChannels(ticked.reference)).toContainEqual({ kind: "device", channel: "confirmation" });

    const unticked = await sendRequest("Sunil Rao");
    const opened = await testApp.app.inject({
      method: "POST",
      url: caseApiPaths.openForm,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: new URLSearchParams({ code: unticked.code }).toString(),
    });
    expect(opened.statusCode).toBe(303);
    expect(deviceCookiesOf(opened.cookies)).toEqual([]);
  });
});
