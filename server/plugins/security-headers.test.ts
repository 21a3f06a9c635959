import { createHash } from "node:crypto";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiPaths } from "~/shared/routes";
import { startTestApp, type TestApp } from "../testing/test-app";

// Security headers on pages, API answers and errors.

const INLINE_CONTEXT = 'window.__reactRouterContext = {"basename":"/"};';
const INLINE_LOADER = 'import "/assets/manifest-1.js"; import("/assets/entry.client-1.js");';
const PAGE = `<!doctype html><html><head><script>${INLINE_CONTEXT}</script><script type="module" src="/assets/a.js"></script></head>
<body><h1>FAQ</h1><div class="island" data-island="accordion"><p>Q</p><script type="application/json" data-island-props="">{"id":"faq"}</script></div>
<script type="module">${INLINE_LOADER}</script></body></html>`;

const sha256 = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

let fixtureDir: string;
let server: TestApp;
let behindHttpsProxy: TestApp;
beforeAll(async () => {
  fixtureDir = mkdtempSync(join(tmpdir(), "cyberhelp-csp-"));
  const clientDir = join(fixtureDir, "client");
  for (const [path, content] of Object.entries({ "faq/index.html": PAGE, "index.html": PAGE })) {
    mkdirSync(dirname(join(clientDir, path)), { recursive: true });
    writeFileSync(join(clientDir, path), content);
  }
  server = await startTestApp({ clientDir });
  behindHttpsProxy = await startTestApp({ clientDir, env: { TRUST_PROXY: "true" } });
});
afterAll(async () => {
  await server?.close();
  await behindHttpsProxy?.close();
  rmSync(fixtureDir, { recursive: true, force: true });
});

function directives(policy: string | undefined): Record<string, string[]> {
  return Object.fromEntries(
    String(policy)
      .split(";")
      .map((directive) => directive.trim().split(/\s+/))
      .map(([name = "", ...values]) => [name, values]),
  );
}

describe("security headers", () => {
  it("a page's policy allows its own inline scripts by hash and no other inline script, an island's props (data, never run) included", async () => {
    const response = await server.app.inject({ method: "GET", url: "/faq" });
    const policy = directives(response.headers["content-security-policy"] as string);
    expect(policy["script-src"]).toEqual(["'self'", sha256(INLINE_CONTEXT), sha256(INLINE_LOADER)]);
    expect(policy["script-src"]).not.toContain("'unsafe-inline'");
    expect(policy["object-src"]).toEqual(["'none'"]);
    expect(policy["base-uri"]).toEqual(["'none'"]);
    expect(policy["frame-ancestors"]).toEqual(["'none'"]);
  });

  it("the not-found page and API answers get a policy under which nothing runs", async () => {
    for (const url of ["/no-such-page", apiPaths.health, "/api/nothing"]) {
      const response = await server.app.inject({ method: "GET", url });
      const policy = directives(response.headers["content-security-policy"] as string);
      expect(policy["frame-ancestors"], url).toEqual(["'none'"]);
      expect(policy["script-src"] ?? policy["default-src"], url).not.toContain("'unsafe-inline'");
    }
  });

  it("every answer says nosniff, deny framing and a same-origin referrer policy", async () => {
    const answers = await Promise.all([
      server.app.inject({ method: "GET", url: "/faq" }),
      server.app.inject({ method: "GET", url: apiPaths.health }),
      server.app.inject({
        method: "POST",
        url: apiPaths.helpRequests,
        payload: "{bad json",
        headers: { "content-type": "application/json" },
      }),
    ]);
    for (const response of answers) {
      expect(response.headers["x-content-type-options"]).toBe("nosniff");
      expect(response.headers["x-frame-options"]).toBe("DENY");
      // Not no-referrer: it would make browsers send "Origin: null" with the site's own POSTs.
      expect(response.headers["referrer-policy"]).toBe("same-origin");
    }
  });

  it("HSTS is sent over HTTPS only", async () => {
    const plain = await server.app.inject({ method: "GET", url: "/faq" });
    expect(plain.headers["strict-transport-security"]).toBeUndefined();
    const secure = await behindHttpsProxy.app.inject({
      method: "GET",
      url: "/faq",
      headers: { "x-forwarded-proto": "https" },
    });
    expect(secure.headers["strict-transport-security"]).toBe("max-age=63072000; includeSubDomains");
  });
});
