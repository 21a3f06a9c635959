import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CASE_PAGE_PATH, caseApiPaths } from "~/shared/routes";
import { apiMessages } from "~/shared/messages/api";
import { CASE_COOKIE_NAME } from "../cases/case-cookies";
import { openTestCase } from "../testing/case-session";
import { registeredRoutes, type RegisteredRoute } from "../testing/registered-routes";
import { startTestApp, type TestApp } from "../testing/test-app";

// A call of the case API sent a body of a kind it does not read is the caller's mistake: it is
// answered 4xx in the API's error shape ({ status: "error", message }), as JSON, and changes
// nothing. The evidence upload takes the file itself as the body (application/octet-stream);
// every other call takes JSON. The routes are read from the running app, so a call added later
// is covered too.

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

/** Bodies no call of the case API reads: its forms without scripts post to the case page's own paths. */
const UNREAD_BODIES: Record<string, WrongBody> = {
  "plain text": { contentType: "text/plain", payload: "hello" },
  "a URL-encoded form": { contentType: "application/x-www-form-urlencoded", payload: "body=hello" },
  "a multipart form": {
    contentType: "multipart/form-data; boundary=wrong-body",
    payload: '--wrong-body\r\nContent-Disposition: form-data; name="body"\r\n\r\nhello\r\n--wrong-body--\r\n',
  },
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

  it.each(Object.entries(UNREAD_BODIES))(
    "answers every call sent %s 415 in the API's error shape, as JSON, naming the body it takes",
    async (_kind, body) => {
      const takesFile = apiMessages.evidenceAsOctetStream;
      const takesJson = apiMessages.unsupportedMediaType;
      const { cookie } = await openTestCase(testApp);
      for (const { url } of caseApiCalls) {
        const answer = await post(url, cookie, body);
        expect({ url, status: answer.statusCode }).toEqual({ url, status: 415 });
        expect({ url, type: answer.headers["content-type"] }).toEqual({
          url,
          type: expect.stringMatching(/^application\/json/),
        });
        expect({ url, answer: answer.json() }).toEqual({
          url,
          answer: { status: "error", message: url === caseApiPaths.evidence ? takesFile : takesJson },
        });
      }
    },
  );
});
