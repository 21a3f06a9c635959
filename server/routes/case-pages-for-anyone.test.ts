import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterEach, describe, expect, it } from "vitest";
import type { PageFormAnswer } from "~/shared/form-answer";
import { CASE_PAGE_PATH, CASE_SUMMARY_PATH, caseApiPaths, caseLetterPath } from "~/shared/routes";
import { htmlDocument, type HtmlDocument } from "../site/client-build";
import type { PageRenderer } from "../site/page-renderer";
import { openTestCase } from "../testing/case-session";
import { startTestApp, type TestApp } from "../testing/test-app";
import { CASE_COOKIE_NAME } from "../cases/case-cookies";

// docs/decisions/0073: the case page and the letters with no case open are rendered once and
// answered from their bytes; pages rendered per request have an allowance per address.

/**
 * A renderer that counts its renders and writes a page from what it was given, with an inline
 * script (so the page's policy carries its hash, as a real page's does).
 */
function countingRenderer() {
  const renders: string[] = [];
  const fresh = (path: string, island: PageFormAnswer | null): HtmlDocument =>
    htmlDocument(
      Buffer.from(
        `<!doctype html><html><body><script>window.page=${JSON.stringify(path)}</script>` +
          `<pre>${JSON.stringify({ path, island })}</pre></body></html>`,
      ),
    );
  const renderer: PageRenderer = {
    async render(path, island) {
      renders.push(path);
      return fresh(path, island);
    },
  };
  return { renderer, renders, fresh };
}

let testApp: TestApp | undefined;
afterEach(async () => {
  await testApp?.close();
  testApp = undefined;
});

async function start(renderer: PageRenderer, env: Record<string, string | undefined> = {}): Promise<TestApp> {
  testApp = await startTestApp({ pageRenderer: Promise.resolve(renderer), env });
  return testApp;
}

const LETTER_ANSWER = (kind: string, language: "en" | "hi") => ({
  island: "case-letter",
  answer: expect.objectContaining({ outcome: "letter", kind, reference: null, document: null, language }),
});

describe("pages for anyone", () => {
  it("the case page and a letter with no case open are rendered once and answered with the bytes of a fresh render", async () => {
    const { renderer, renders, fresh } = countingRenderer();
    const { app } = await start(renderer);
    const letterPath = caseLetterPath("bank");

    const answers = [];
    for (let round = 0; round < 4; round += 1) {
      answers.push(await app.inject({ method: "GET", url: CASE_PAGE_PATH }));
      answers.push(await app.inject({ method: "GET", url: letterPath }));
    }
    // Each address rendered once, however often it was asked for.
    expect(renders).toEqual([CASE_PAGE_PATH, letterPath]);

    const casePage = fresh(CASE_PAGE_PATH, null);
    for (const answer of answers.filter((_, index) => index % 2 === 0)) {
      expect(answer.statusCode).toBe(200);
      expect(answer.rawPayload.equals(casePage.body)).toBe(true);
      expect(answer.headers["content-security-policy"]).toBe(casePage.contentSecurityPolicy);
      expect(answer.headers["content-security-policy"]).toContain("'sha256-");
      expect(answer.headers["cache-control"]).toBe("no-store");
      expect(answer.headers["referrer-policy"]).toBe("no-referrer");
      expect(answer.headers["x-robots-tag"]).toBe("noindex");
    }
    const letter = answers[1]!;
    expect(letter.headers["cache-control"]).toBe("no-store");
    expect(JSON.parse(/<pre>(.*)<\/pre>/.exec(letter.body)![1]!)).toEqual({
      path: letterPath,
      island: LETTER_ANSWER("bank", "en"),
    });
  });

  it("each language, and each language a letter is asked in, is a page of its own, each rendered once", async () => {
    const { renderer, renders } = countingRenderer();
    const { app } = await start(renderer);
    const urls = ["/hi/case", "/hi/case", "/case/letters/police?letter=hi", "/case/letters/police?letter=hi"];
    const answers = [];
    for (const url of urls) answers.push(await app.inject({ method: "GET", url }));
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200]);
    expect(renders).toEqual(["/hi/case", "/case/letters/police"]);
    expect(answers[2]!.body).toContain('"language":"hi"');
    await app.inject({ method: "GET", url: "/case/letters/police" });
    expect(renders).toEqual(["/hi/case", "/case/letters/police", "/case/letters/police"]);
  });

  it("a form or a code that opens no case gets the page with its few words rendered once", async () => {
    const { renderer, renders } = countingRenderer();
    const { app } = await start(renderer);
    for (let round = 0; round < 3; round += 1) {
      const noCase = await app.inject({ method: "POST", url: caseApiPaths.messagesForm, payload: { body: "hello" } });
      expect(noCase.statusCode).toBe(401);
      const wrongCode = await app.inject({
        method: "POST",
        url: caseApiPaths.openForm,
        payload: { code: "not-a-code" },
      });
      expect(wrongCode.statusCode).toBe(404);
      expect(wrongCode.headers["cache-control"]).toBe("no-store");
    }
    expect(renders).toEqual([CASE_PAGE_PATH, CASE_PAGE_PATH]);
  });

  it("a page for anyone is sent compressed as the browser asks, the same page once decompressed", async () => {
    const { renderer, fresh } = countingRenderer();
    const { app } = await start(renderer);
    const page = fresh(CASE_PAGE_PATH, null).body;

    const brotli = await app.inject({ method: "GET", url: CASE_PAGE_PATH, headers: { "accept-encoding": "gzip, br" } });
    expect(brotli.headers["content-encoding"]).toBe("br");
    expect(brotli.headers.vary).toContain("accept-encoding");
    expect(brotliDecompressSync(brotli.rawPayload).equals(page)).toBe(true);

    const gzip = await app.inject({
      method: "GET",
      url: CASE_PAGE_PATH,
      headers: { "accept-encoding": "gzip, br;q=0" },
    });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gzip.rawPayload).equals(page)).toBe(true);

    const plain = await app.inject({ method: "GET", url: CASE_PAGE_PATH, headers: { "accept-encoding": "identity" } });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.rawPayload.equals(page)).toBe(true);
  });

  it("a page that shows a case is rendered for each request", async () => {
    const { renderer, renders } = countingRenderer();
    const app = await start(renderer);
    const { cookie } = await openTestCase(app);
    for (let round = 0; round < 3; round += 1) {
      const answer = await app.app.inject({
        method: "GET",
        url: CASE_PAGE_PATH,
        cookies: { [CASE_COOKIE_NAME]: cookie },
      });
      expect(answer.body).toContain('"outcome":"case"');
    }
    expect(renders).toEqual([CASE_PAGE_PATH, CASE_PAGE_PATH, CASE_PAGE_PATH]);
  });
});

describe("the allowance of rendered pages per address", () => {
  const ALLOWANCE = 4;

  it("past the allowance a page is refused with 429, a page in its language that says to wait a minute", async () => {
    const { renderer, renders } = countingRenderer();
    const app = await start(renderer, { RENDER_RATE_LIMIT_PER_MINUTE: String(ALLOWANCE) });
    const { cookie } = await openTestCase(app);
    const get = (url: string, remoteAddress = "203.0.113.9") =>
      app.app.inject({ method: "GET", url, cookies: { [CASE_COOKIE_NAME]: cookie }, remoteAddress });

    for (let page = 0; page < ALLOWANCE; page += 1) expect((await get(CASE_PAGE_PATH)).statusCode).toBe(200);
    const rendered = renders.length;

    const refused = await get(caseLetterPath("bank"));
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    expect(refused.headers["cache-control"]).toBe("no-store");
    expect(refused.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(refused.body).toContain("<h1>Please wait a minute</h1>");
    expect(refused.body).toContain('<a href="/case/letters/bank">Open the page again</a>');

    const hindi = await get("/hi/case");
    expect(hindi.statusCode).toBe(429);
    expect(hindi.body).toContain('<html lang="hi">');
    expect(hindi.body).toContain("कृपया एक मिनट रुकें");

    const summary = await get(CASE_SUMMARY_PATH);
    expect(summary.statusCode).toBe(429);
    // Nothing was rendered for the refused requests.
    expect(renders.length).toBe(rendered);

    // A page for anyone is not counted and is still answered.
    const stranger = await app.app.inject({ method: "GET", url: CASE_PAGE_PATH, remoteAddress: "203.0.113.9" });
    expect(stranger.statusCode).toBe(200);
    // Another address has its own allowance.
    expect((await get(CASE_PAGE_PATH, "198.51.100.20")).statusCode).toBe(200);
  });

  it("an IPv6 visitor is counted by their /64, whichever address in it they use", async () => {
    const { renderer } = countingRenderer();
    const app = await start(renderer, { RENDER_RATE_LIMIT_PER_MINUTE: String(ALLOWANCE) });
    const { cookie } = await openTestCase(app);
    const get = (remoteAddress: string) =>
      app.app.inject({ method: "GET", url: CASE_PAGE_PATH, cookies: { [CASE_COOKIE_NAME]: cookie }, remoteAddress });

    for (let page = 0; page < ALLOWANCE; page += 1) {
      expect((await get(`2001:db8:5:7::${(page + 1).toString(16)}`)).statusCode).toBe(200);
    }
    expect((await get("2001:db8:5:7:abcd:ef01:2345:6789")).statusCode).toBe(429);
    expect((await get("2001:db8:5:8::1")).statusCode).toBe(200);
  });

  it("a form refused at the allowance saves nothing and shows what was typed, in a form that sends it again", async () => {
    const { renderer } = countingRenderer();
    const app = await start(renderer, { RENDER_RATE_LIMIT_PER_MINUTE: String(ALLOWANCE) });
    const { cookie, submissionId } = await openTestCase(app);
    const cookies = { [CASE_COOKIE_NAME]: cookie };
    for (let page = 0; page < ALLOWANCE; page += 1) {
      await app.app.inject({ method: "GET", url: CASE_PAGE_PATH, cookies });
    }
    const typed = 'The caller said "RBI" & asked for my <OTP>\nthen hung up.';
    const refused = await app.app.inject({
      method: "POST",
      url: caseApiPaths.messagesForm,
      cookies,
      payload: { body: typed },
    });

    expect(refused.statusCode).toBe(429);
    expect(refused.body).toContain("What you sent was not saved yet");
    expect(refused.body).toContain(
      "<li>The caller said &quot;RBI&quot; &amp; asked for my &lt;OTP&gt;\nthen hung up.</li>",
    );
    expect(refused.body).toContain(`<form method="post" action="${caseApiPaths.messagesForm}">`);
    const hidden = [...refused.body.matchAll(/<input type="hidden" name="([^"]*)" value="([^"]*)">/g)];
    const unescape = (text: string) =>
      text
        .replace(/&quot;/g, '"')
        .replace(/&#39;/g, "'")
        .replace(/&lt;/g, "<")
        .replace(/&gt;/g, ">")
        .replace(/&amp;/g, "&");
    expect(hidden.map(([, name, value]) => [name, unescape(value!)])).toEqual([["body", typed]]);
    expect(refused.body).toContain('<button type="submit">Send again</button>');

    const messages = await app.db
      .selectFrom("case_messages")
      .select("id")
      .where("submission_id", "=", submissionId)
      .execute();
    expect(messages).toEqual([]);
  });

  it("a victim's usual walk, the case page, three letters and the summary, many victims on one address, stays within the default allowance", async () => {
    const { renderer } = countingRenderer();
    // The default allowance, as production has it.
    const app = await start(renderer, { RENDER_RATE_LIMIT_PER_MINUTE: undefined });
    const victims = [];
    for (let victim = 0; victim < 10; victim += 1) victims.push(await openTestCase(app));
    const walk = [
      CASE_PAGE_PATH,
      caseLetterPath("bank"),
      caseLetterPath("police"),
      caseLetterPath("portal"),
      CASE_SUMMARY_PATH,
    ];

    const statuses = new Set<number>();
    // Ten victims behind one carrier address, each going through their case twice within the minute.
    for (let round = 0; round < 2; round += 1) {
      for (const { cookie } of victims) {
        for (const url of walk) {
          const answer = await app.app.inject({
            method: "GET",
            url,
            cookies: { [CASE_COOKIE_NAME]: cookie },
            remoteAddress: "100.64.12.34",
          });
          statuses.add(answer.statusCode);
        }
      }
    }
    expect([...statuses]).toEqual([200]);
  });
});
