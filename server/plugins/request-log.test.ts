import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { adminApiPaths, apiPaths } from "~/shared/routes";
import { signInAsAdmin, type AdminSession } from "../testing/admin-session";
import { startTestApp, type TestApp } from "../testing/test-app";

// The one line logged per request names the path and the query's parameter names, never their
// values: an admin's search is a victim's name, e-mail or reference.

const NAME = "Asha Verma";
const REFERENCE = "CH-7K3Q9M";
const EMAIL = "asha.verma@example.in";

interface LogLine {
  msg: string;
  req?: { method?: string; url?: string };
}

let testApp: TestApp;
let admin: AdminSession;
let output: string[];

beforeEach(async () => {
  output = [];
  testApp = await startTestApp({
    logger: { level: "info", stream: { write: (line: string) => output.push(line) } },
  });
  admin = await signInAsAdmin(testApp);
  output.length = 0;
});
afterEach(async () => {
  await testApp.close();
});

function requestLines(): LogLine[] {
  return output.map((line) => JSON.parse(line) as LogLine).filter((line) => line.req !== undefined);
}

describe("the request log", () => {
  it("logs an admin search's path and parameter names, not the name or reference searched for", async () => {
    const query = new URLSearchParams({ q: `${NAME} ${REFERENCE}`, status: "new", page: "1" });
    const response = await testApp.app.inject({
      method: "GET",
      url: `${adminApiPaths.submissions}?${query}`,
      headers: admin.headers,
    });
    expect(response.statusCode).toBe(200);

    const everything = output.join("\n");
    for (const secret of ["Asha", "Verma", REFERENCE]) expect(everything).not.toContain(secret);
    expect(requestLines()).toContainEqual(
      expect.objectContaining({
        msg: "request completed",
        req: expect.objectContaining({ method: "GET", url: `${adminApiPaths.submissions}?q&status&page` }),
      }),
    );
  });

  it("leaves the values out of refused and public requests too", async () => {
    await testApp.app.inject({ method: "GET", url: `${adminApiPaths.submissions}?q=${encodeURIComponent(EMAIL)}` });
    await testApp.app.inject({ method: "GET", url: `${apiPaths.health}?email=${encodeURIComponent(EMAIL)}` });
    await testApp.app.inject({ method: "GET", url: `/api/no-such-route?reference=${REFERENCE}` });

    const everything = output.join("\n");
    expect(everything).not.toContain("asha");
    expect(everything).not.toContain(REFERENCE);
    expect(requestLines().map((line) => line.req?.url)).toEqual(
      expect.arrayContaining([
        `${adminApiPaths.submissions}?q`,
        `${apiPaths.health}?email`,
        "/api/no-such-route?reference",
      ]),
    );
  });
});
