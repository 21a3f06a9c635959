import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CASE_PAGE_PATH, caseApiPaths } from "~/shared/routes";
import { apiMessages } from "~/shared/messages/api";
import { CASE_COOKIE_NAME } from "../cases/case-cookies";
import { openTestCase } from "../testing/case-session";
import { registeredRoutes, type RegisteredRoute } from "../testing/registered-routes";
import { startTestApp, type TestApp } from "../testing/test-app";

// A call of the case API sent a body of a kind it does not read is the caller's mistake: it is
// answered 4xx in the API's error shape ({ status: "error", message }), as JSON, and changes
// nothing. The evidence upload takes the file itself as the body (application/octet-stream).

let testApp: TestApp;
let caseApiCalls: RegisteredRoute[];
beforeAll(async () => {
  testApp = await startTestApp();
  caseApiCalls = registeredRoutes(testApp.app).filter(
    ({ method, url }) => method === "POST" && url.startsWith(`${CASE_PAGE_PATH}/api/`),
  );
});
afterAll(async () => {
  await testApp.close();
});

interface WrongBody {
  contentType: string;
  payload: string;
}

const JSON_BODIES: Record<string, WrongBody> = {
  "a JSON object": { contentType: "application/json", payload: JSON.stringify({ file: "screenshot.png" }) },
  "a JSON string": { contentType: "application/json", payload: JSON.stringify("screenshot.png") },
  "a JSON array": { contentType: "application/json", payload: JSON.stringify(["screenshot.png"]) },
  "JSON null": { contentType: "application/json", payload: "null" },
};

async function post(url: string, cookie: string, { contentType, payload }: WrongBody) {
  return testApp.app.inject({
    method: "POST",
    url,
    cookies: { [CASE_COOKIE_NAME]: cookie },
    headers: { "content-type": contentType },
    payload,
  });
}

async function evidenceOf(submissionId: number) {
  return testApp.db.selectFrom("evidence_files").select("id").where("submission_id", "=", submissionId).execute();
}

describe("a call of the case API sent a body of the wrong kind", () => {
  it("finds the case API's calls, the evidence upload among them", () => {
    const urls = caseApiCalls.map(({ url }) => url);
    expect(urls).toEqual(expect.arrayContaining([caseApiPaths.evidence, caseApiPaths.transactions, caseApiPaths.open]));
  });

  it.each(Object.entries(JSON_BODIES))(
    "answers an evidence upload sent as %s 415, saying the file goes as the body, and stores nothing",
    async (_kind, body) => {
      const { submissionId, cookie } = await openTestCase(testApp);
      const answer = await post(caseApiPaths.evidence, cookie, body);
      expect(answer.statusCode).toBe(415);
      expect(answer.headers["content-type"]).toMatch(/^application\/json/);
      expect(answer.json()).toEqual({ status: "error", message: apiMessages.evidenceAsOctetStream });
      expect(answer.json().message).toContain("application/octet-stream");
      expect(await evidenceOf(submissionId)).toEqual([]);
    },
  );
});
