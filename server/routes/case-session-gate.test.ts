import Fastify from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PageFormAnswer } from "~/shared/form-answer";
import { LANGUAGES, localizedPath } from "~/shared/languages";
import { CASE_PAGE_PATH, caseApiPaths } from "~/shared/routes";
import { caseMessages } from "~/shared/messages/case";
import { CASE_COOKIE_NAME } from "../cases/case-cookies";
import { openedCaseOf } from "../cases/case-session";
import { htmlDocument } from "../site/client-build";
import type { PageRenderer } from "../site/page-renderer";
import { registeredRoutes, type RegisteredRoute } from "../testing/registered-routes";
import { startTestApp, type TestApp } from "../testing/test-app";

// Every call of the case API and every form of the case page acts on the case the request's
// cookies open, behind one hook per scope (server/cases/case-session.ts): without a case, each
// answers as the case API and the case page always have, 401 and "no case open", before any of
// its work. The routes are read from the running app, so a route added later is covered too:
// only those named here open without a case.

/** The calls and forms that must work with no case open: they open one, or end or ask for one. */
const OPEN_WITHOUT_A_CASE = new Set([
  `POST ${caseApiPaths.open}`,
  `POST ${caseApiPaths.notMe}`,
  `POST ${caseApiPaths.lostLink}`,
  `POST ${caseApiPaths.forget}`,
  `POST ${caseApiPaths.close}`,
  ...LANGUAGES.flatMap(({ code }) => [
    `POST ${localizedPath(code, caseApiPaths.openForm)}`,
    `POST ${localizedPath(code, caseApiPaths.lostLinkForm)}`,
  ]),
]);

const CASE_API_PREFIX = `${CASE_PAGE_PATH}/api/`;
const CASE_PAGE_PREFIXES = LANGUAGES.map(({ code }) => `${localizedPath(code, CASE_PAGE_PATH)}/`);

const isCaseApiCall = ({ url }: RegisteredRoute) => url.startsWith(CASE_API_PREFIX);
/** A form of the case page sent without scripts; the pages themselves (GET) show with or without a case. */
const isCasePageForm = (route: RegisteredRoute) =>
  route.method === "POST" && !isCaseApiCall(route) && CASE_PAGE_PREFIXES.some((prefix) => route.url.startsWith(prefix));
const opensWithoutACase = ({ method, url }: RegisteredRoute) => OPEN_WITHOUT_A_CASE.has(`${method} ${url}`);

/** A page renderer that writes the island it was given into the page, to read back. */
const islandEchoingRenderer: PageRenderer = {
  async render(_path, island) {
    return htmlDocument(Buffer.from(`<!doctype html><pre>${JSON.stringify(island)}</pre>`));
  },
};

function islandOf(html: string): PageFormAnswer | null {
  const json = /<pre>(.*)<\/pre>/s.exec(html)?.[1];
  if (json === undefined) throw new Error("the page holds no island");
  return JSON.parse(json) as PageFormAnswer | null;
}

describe("the case session's gate", () => {
  let testApp: TestApp;
  let caseRoutes: RegisteredRoute[];

  beforeAll(async () => {
    testApp = await startTestApp({ pageRenderer: Promise.resolve(islandEchoingRenderer) });
    caseRoutes = registeredRoutes(testApp.app).filter((route) => isCaseApiCall(route) || isCasePageForm(route));
  });
  afterAll(async () => {
    await testApp.close();
  });

  it("finds the case API's calls and the case page's forms in every language", () => {
    const names = caseRoutes.map(({ method, url }) => `${method} ${url}`);
    expect(names).toEqual(
      expect.arrayContaining([
        `GET ${caseApiPaths.view}`,
        `POST ${caseApiPaths.transactions}`,
        `POST ${caseApiPaths.evidence}`,
        `POST ${caseApiPaths.pushSubscription}`,
        ...LANGUAGES.map(({ code }) => `POST ${localizedPath(code, caseApiPaths.messagesForm)}`),
        ...OPEN_WITHOUT_A_CASE,
      ]),
    );
  });

  it("answers every call of the case API without a case 401, no case open, and clears a dead session", async () => {
    const gated = caseRoutes.filter((route) => isCaseApiCall(route) && !opensWithoutACase(route));
    for (const route of gated) {
      const answer = await testApp.app.inject({
        method: route.method as "GET" | "POST",
        url: route.url,
        cookies: { [CASE_COOKIE_NAME]: "a-session-that-opens-nothing" },
        ...(route.method === "POST" ? { payload: {} } : {}),
      });
      expect({ route: route.url, status: answer.statusCode }).toEqual({ route: route.url, status: 401 });
      expect(answer.json()).toEqual({ status: "error", message: caseMessages.noCaseSession });
      expect(answer.headers["cache-control"]).toBe("no-store");
      const cleared = answer.cookies.filter(({ name }) => name === CASE_COOKIE_NAME);
      expect(cleared.map(({ value }) => value)).toEqual(LANGUAGES.map(() => ""));
    }
  });

  it("answers an evidence file sent without a case 401 once its bytes are read", async () => {
    const answer = await testApp.app.inject({
      method: "POST",
      url: caseApiPaths.evidence,
      headers: { "content-type": "application/octet-stream" },
      payload: Buffer.alloc(64 * 1024, 1),
    });
    expect(answer.statusCode).toBe(401);
    expect(answer.json()).toEqual({ status: "error", message: caseMessages.noCaseSession });
  });

  it("answers every form of the case page sent without a case with the page saying no case is open, 401", async () => {
    const gated = caseRoutes.filter((route) => isCasePageForm(route) && !opensWithoutACase(route));
    for (const route of gated) {
      const answer = await testApp.app.inject({
        method: "POST",
        url: route.url,
        headers: { "content-type": "application/x-www-form-urlencoded" },
        payload: "body=hello",
      });
      expect({ route: route.url, status: answer.statusCode }).toEqual({ route: route.url, status: 401 });
      const island = islandOf(answer.body);
      expect(island?.island).toBe("case-page");
      expect(island?.answer).toMatchObject({ outcome: "invalid", values: {}, errors: { code: expect.any(String) } });
      if (route.url.startsWith(`${CASE_PAGE_PATH}/`)) {
        expect(island?.answer).toMatchObject({ errors: { code: caseMessages.noCaseSession } });
      }
    }
  });
});

describe("the case a request opened", () => {
  it("is not there for a route outside the case session's scope: reading it fails the request", async () => {
    const app = Fastify();
    app.get("/outside", async (request) => ({ submissionId: openedCaseOf(request) }));

    const answer = await app.inject({ method: "GET", url: "/outside" });

    expect(answer.statusCode).toBe(500);
    expect(answer.json<{ message: string }>().message).toBe("GET /outside is not behind openCaseFromCookies");
    await app.close();
  });
});
