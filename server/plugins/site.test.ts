import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { dirname, join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { APP_ONLY_PATHS, apiPaths } from "~/shared/routes";
import { ALL_PUBLIC_PATHS } from "~/shared/languages";
import { siteConfig } from "~/shared/site-config";
import { startTestApp, type TestApp } from "../testing/test-app";
import { apiMessages } from "~/shared/messages/api";

// The built site as React Router writes it, in a small fixture directory.

const SECRET = "DATABASE_PASSWORD=hunter2";
/** Long enough to be worth compressing. */
const filler = `<p>${"Report cyber fraud on 1930. ".repeat(80)}</p>`;

const fixture: Record<string, string> = {
  "index.html": `<html><title>Home</title><h1>Home page</h1>${filler}</html>`,
  "faq/index.html": "<html><title>FAQ</title><h1>Frequently asked questions</h1></html>",
  "services/money-scam/index.html": "<html><h1>Money scam</h1></html>",
  "404/index.html": "<html><h1>Prerendered not-found page</h1></html>",
  "hi/index.html": '<html lang="hi"><h1>हिन्दी मुख्य पृष्ठ</h1></html>',
  "hi/404/index.html": '<html lang="hi"><h1>पेज नहीं मिला</h1></html>',
  "__spa-fallback.html": "<html><div>client app shell</div></html>",
  "assets/entry.client-B1x9ZQ.js": "console.log('hydrate');",
  "favicon.svg": "<svg xmlns='http://www.w3.org/2000/svg'></svg>",
  "_root.data": '[{"_1":2}]',
  "faq.data": '[{"_1":3}]',
  ".env": SECRET,
  ".git/config": SECRET,
};

let fixtureDir: string;
let server: TestApp;
beforeAll(async () => {
  fixtureDir = mkdtempSync(join(tmpdir(), "cyberhelp-client-"));
  const clientDir = join(fixtureDir, "client");
  for (const [path, content] of Object.entries(fixture)) write(join(clientDir, path), content);
  // A file beside the build that no URL may reach.
  write(join(fixtureDir, "secret.txt"), SECRET);
  server = await startTestApp({ clientDir });
});
afterAll(async () => {
  await server?.close();
  rmSync(fixtureDir, { recursive: true, force: true });
});

function write(path: string, content: string) {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, content);
}

function get(url: string, headers: Record<string, string> = {}) {
  return server.app.inject({ method: "GET", url, headers });
}

describe("prerendered pages", () => {
  it("the home page answers 200 with its prerendered HTML", async () => {
    const response = await get("/");
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(response.body).toContain("<h1>Home page</h1>");
  });

  it("a public page answers 200 with its own HTML, revalidated on every visit", async () => {
    const response = await get("/faq");
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain("Frequently asked questions");
    expect(response.headers["cache-control"]).toBe("no-cache");
  });

  it("a nested page is found too", async () => {
    expect((await get("/services/money-scam")).body).toContain("<h1>Money scam</h1>");
  });

  it("a page the browser already has answers 304 without a body", async () => {
    const first = await get("/faq");
    const again = await get("/faq", { "if-none-match": String(first.headers.etag) });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe("");
  });

  it("a trailing slash redirects permanently to the page, keeping the query", async () => {
    const response = await get("/faq/?utm_source=whatsapp");
    expect(response.statusCode).toBe(308);
    expect(response.headers.location).toBe("/faq?utm_source=whatsapp");
  });

  it.each([
    "/admin/%E2%82%AC/",
    "/admin/caf%C3%A9/?q=%E2%82%AC",
    "/admin/%0d%0aSet-Cookie:%20x=1/",
    "/admin/%00/",
    "/admin/a%3Fb%23c/",
    "/admin//evil.example/",
    "/admin/%2F%2Fevil.example/",
    "/admin/%5C%5Cevil.example/",
    "//evil.example/",
    "/%2F%2Fevil.example/",
    "/%2F%2Fadmin/",
    "/%5Cevil.example/",
    "/%00/",
  ])("a trailing slash on %s answers a same-origin, percent-encoded redirect or a 404, never a 500", async (url) => {
    const response = await get(url);
    expect([308, 404]).toContain(response.statusCode);
    if (response.statusCode !== 308) return;
    const location = String(response.headers.location);
    // Printable ASCII only: nothing a header could be split or a browser confused with.
    expect(location).toMatch(/^\/[\x21-\x7e]*$/);
    expect(location).not.toMatch(/^\/[/\\]/);
    expect(location.split("?")[0]).not.toMatch(/\/$/);
    expect(new URL(location, "https://cyberhelp.example").origin).toBe("https://cyberhelp.example");
    // The redirect lands on the same page: the path decodes to the request's, minus the slash.
    const requested = decodeURIComponent(url.split("?")[0] ?? "").replace(/\/+$/, "");
    expect(decodeURIComponent(location.split("?")[0] ?? "").replace(/^\/+/, "/")).toBe(requested.replace(/^\/+/, "/"));
  });

  it("a HEAD request gets the page's headers without its body", async () => {
    const response = await server.app.inject({ method: "HEAD", url: "/faq" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(response.body).toBe("");
  });

  it("pages are sent compressed to browsers that accept it", async () => {
    const response = await get("/", { "accept-encoding": "br, gzip" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-encoding"]).toBe("br");
  });

  it("a page's kept compressed bytes decompress to the prerendered page, in brotli or gzip as the browser asks", async () => {
    const page = Buffer.from(fixture["index.html"]!);
    for (let round = 0; round < 2; round += 1) {
      const brotli = await get("/", { "accept-encoding": "gzip, br" });
      expect(brotli.headers["content-encoding"]).toBe("br");
      expect(brotli.headers.vary).toContain("accept-encoding");
      expect(brotliDecompressSync(brotli.rawPayload).equals(page)).toBe(true);
      const gzip = await get("/", { "accept-encoding": "gzip" });
      expect(gzip.headers["content-encoding"]).toBe("gzip");
      expect(gunzipSync(gzip.rawPayload).equals(page)).toBe(true);
    }
    const plain = await get("/");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.rawPayload.equals(page)).toBe(true);
  });

  it("the not-found page is sent compressed too, still with 404", async () => {
    const response = await get("/no-such-page", { "accept-encoding": "br" });
    expect(response.statusCode).toBe(404);
    expect(response.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(response.rawPayload).toString()).toContain("Prerendered not-found page");
  });
});

describe("unknown paths", () => {
  it.each(["/no-such-page", "/services/lottery-scam", "/faq/extra", "/404", "/administrator"])(
    "%s answers 404 with the prerendered not-found page",
    async (url) => {
      const response = await get(url);
      expect(response.statusCode).toBe(404);
      expect(response.headers["content-type"]).toBe("text/html; charset=utf-8");
      expect(response.body).toContain("Prerendered not-found page");
    },
  );

  it("/hi answers 200 with the prerendered Hindi home page", async () => {
    const response = await get("/hi");
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain("हिन्दी मुख्य पृष्ठ");
  });

  it.each(["/hi/no-such-page", "/hi/faq/extra", "/hi/404"])(
    "%s answers 404 with the prerendered Hindi not-found page",
    async (url) => {
      const response = await get(url);
      expect(response.statusCode).toBe(404);
      expect(response.body).toContain("पेज नहीं मिला");
    },
  );

  it("without a prerendered not-found page, a built-in one is sent, still with 404", async () => {
    const bare = await startTestApp();
    try {
      const response = await bare.app.inject({ method: "GET", url: "/anything" });
      expect(response.statusCode).toBe(404);
      expect(response.headers["content-type"]).toBe("text/html; charset=utf-8");
      expect(response.body).toContain("Page Not Found");
      expect(response.body).toContain("The page you are looking for doesn't exist.");
    } finally {
      await bare.close();
    }
  });
});

describe("client-only pages", () => {
  it.each([
    ...APP_ONLY_PATHS,
    "/admin/inbox",
    "/admin/audit-log",
    "/admin/account",
    "/admin/cases/CH-7K3Q9M",
    "/admin/cases/ch-7k3q9m",
  ])("%s gets the client app shell with 200", async (url) => {
    const response = await get(url);
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(response.body).toContain("client app shell");
  });

  it.each([
    "/admin/x",
    "/admin/submissions/42",
    "/admin/cases/not-a-reference",
    "/admin/cases/CH-7K3Q9M/more",
    "/login/x",
  ])("%s, which is no page of the client app, is not found", async (url) => {
    const response = await get(url);
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain("Prerendered not-found page");
  });
});

describe("files", () => {
  it("assets are cached for a year, as their names change with their content", async () => {
    const response = await get("/assets/entry.client-B1x9ZQ.js");
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/javascript/);
    expect(response.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(response.body).toBe("console.log('hydrate');");
  });

  it("other files are revalidated on every use", async () => {
    const response = await get("/favicon.svg");
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^image\/svg\+xml/);
    expect(response.headers["cache-control"]).toBe("no-cache");
  });

  it.each(["/_root.data", "/faq.data"])("React Router's data file %s is served", async (url) => {
    const response = await get(url);
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("no-cache");
    expect(response.body).toMatch(/^\[\{"_1":/);
  });

  it.each(["/.env", "/.git/config", "/%2eenv"])("the dotfile %s is never served", async (url) => {
    const response = await get(url);
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain(SECRET);
  });
});

describe("paths outside the build", () => {
  let origin: URL;
  beforeAll(async () => {
    origin = new URL(await server.app.listen({ host: "127.0.0.1", port: 0 }));
  });

  it.each(["/..%2fsecret.txt", "/assets/%2e%2e%2f%2e%2e%2fsecret.txt", "/assets/..%5c..%5csecret.txt"])(
    "the encoded path %s is refused",
    async (url) => {
      const response = await get(url);
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain(SECRET);
    },
  );

  // inject() normalises dot segments like a browser, so these go over a real socket, byte for byte.
  it.each(["/../secret.txt", "/assets/../../secret.txt", "/%2e%2e/secret.txt", "/assets/%2E%2E/%2E%2E/secret.txt"])(
    "the raw path %s is refused",
    async (path) => {
      const response = await rawGet(origin, path);
      expect(response).toMatch(/^HTTP\/1\.1 404 /);
      expect(response).not.toContain(SECRET);
    },
  );
});

/** Sends a GET with the path exactly as given, as an attacker's client would, and reads the whole answer. */
function rawGet(address: URL, path: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(Number(address.port), address.hostname);
    let answer = "";
    socket.setEncoding("utf8");
    socket.on("data", (chunk: string) => (answer += chunk));
    socket.on("end", () => resolve(answer));
    socket.on("error", reject);
    socket.write(`GET ${path} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`);
  });
}

describe("robots.txt and sitemap.xml", () => {
  it("robots.txt allows the site, keeps crawlers out of the admin, auth and API, and names the sitemap", async () => {
    const response = await get("/robots.txt");
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/plain; charset=utf-8");
    const lines = response.body.split("\n");
    expect(lines).toEqual(
      expect.arrayContaining([
        "User-agent: *",
        "Allow: /",
        "Disallow: /admin",
        "Disallow: /login",
        "Disallow: /signup",
        "Disallow: /api/",
        `Sitemap: ${siteConfig.siteUrl}/sitemap.xml`,
      ]),
    );
  });

  it("sitemap.xml lists every public page in every language at the site URL and no client-only page", async () => {
    const response = await get("/sitemap.xml");
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("application/xml; charset=utf-8");
    const locations = [...response.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(locations).toEqual(ALL_PUBLIC_PATHS.map((path) => `${siteConfig.siteUrl}${path}`));
    expect(locations).toContain(`${siteConfig.siteUrl}/hi`);
    // A page in every language names each, and English as the default, in each of its entries.
    expect(response.body).toContain(
      `<url><loc>${siteConfig.siteUrl}/</loc><xhtml:link rel="alternate" hreflang="en-IN" href="${siteConfig.siteUrl}/"/>` +
        `<xhtml:link rel="alternate" hreflang="hi" href="${siteConfig.siteUrl}/hi"/>` +
        `<xhtml:link rel="alternate" hreflang="bn" href="${siteConfig.siteUrl}/bn"/>` +
        `<xhtml:link rel="alternate" hreflang="ta" href="${siteConfig.siteUrl}/ta"/>` +
        `<xhtml:link rel="alternate" hreflang="mr" href="${siteConfig.siteUrl}/mr"/>` +
        `<xhtml:link rel="alternate" hreflang="te" href="${siteConfig.siteUrl}/te"/>` +
        `<xhtml:link rel="alternate" hreflang="x-default" href="${siteConfig.siteUrl}/"/></url>`,
    );
    expect(locations).toContain(`${siteConfig.siteUrl}/services/money-scam`);
    expect(response.body).not.toMatch(/\/admin|\/login|\/signup/);
  });
});

describe("next to the API", () => {
  it("an unknown /api path answers JSON 404, not the not-found page", async () => {
    const response = await get("/api/unknown");
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ status: "error", message: apiMessages.notFound });
  });

  it("the health check answers 200 ok", async () => {
    const response = await get(apiPaths.health);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: "ok" });
  });
});
