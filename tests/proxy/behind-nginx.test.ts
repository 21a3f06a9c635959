import { randomUUID } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { createDatabase } from "~/server/db/database";
import { createTestDatabase, type TestDatabase } from "~/server/testing/test-database";
import { apiPaths, paths } from "~/shared/routes";
import { createAdmin } from "../e2e/support/admin";
import { launchBrowser } from "../e2e/support/browser";
import { expectSuccessToast, fillFields, openPage } from "../e2e/support/form-page";
import { startServer, type ServerProcess } from "../e2e/support/server-process";
import { clientRequest } from "./support/client-request";
import { startNginx, type NginxProcess } from "./support/nginx-process";
import { selfSignedCertificate } from "./support/tls-certificate";

// The built server in production mode behind nginx with deploy/nginx/cyberhelp.conf, as
// docs/deploy.md sets it up: TLS at nginx, TRUST_PROXY naming nginx's address, and Chromium as
// the visitor. Other clients connect from other loopback addresses, so "the visitor's address"
// and "the proxy's address" differ, and a check that confused them would fail.

/** Low, so that the limit is reached in a few requests; each address has its own count. */
const FORM_LIMIT = 3;
const NGINX_ADDRESS = "127.0.0.1";
const HSTS = /^max-age=\d{8,}; includeSubDomains$/;
const HELP_SUCCESS =
  "✅ Form submitted successfully! Our support team is available 24/7 and will be in touch with you shortly.";

let workDir: string;
let database: TestDatabase | undefined;
let server: ServerProcess | undefined;
let nginx: NginxProcess | undefined;
let browser: Browser | undefined;
let context: BrowserContext | undefined;
let certificateAuthority: string;

beforeAll(async () => {
  workDir = mkdtempSync(join(tmpdir(), "cyberhelp-proxy-"));
  const tls = selfSignedCertificate(workDir);
  certificateAuthority = readFileSync(tls.certificate, "utf8");
  database = await createTestDatabase({ postgresServerUrl: "" });
  server = await startServer({
    ...database.env,
    TRUST_PROXY: NGINX_ADDRESS,
    FORM_RATE_LIMIT_PER_MINUTE: String(FORM_LIMIT),
  });
  nginx = await startNginx({ dir: workDir, upstream: new URL(server.baseURL).host, tls });
  browser = await launchBrowser();
  // The certificate is self-signed; what it proves about TLS, Node's requests below check against it.
  context = await browser.newContext({ baseURL: nginx.httpsOrigin, ignoreHTTPSErrors: true });
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
  await nginx?.stop();
  await server?.stop();
  await database?.drop();
  rmSync(workDir, { recursive: true, force: true });
});

function proxy(): NginxProcess {
  if (!nginx) throw new Error("nginx has not started");
  return nginx;
}

async function newPage(): Promise<Page> {
  if (!context) throw new Error("The browser has not started");
  return context.newPage();
}

function helpRequest(label: string) {
  return {
    name: "Asha Verma",
    email: `${label}-${randomUUID().slice(0, 8)}@example.in`,
    query: `UPI fraud (${label})`,
  };
}

/** Sends `count` help requests from `from` through `origin`, returning the statuses. */
async function sendHelpRequests(origin: string, from: string, count: number, headers = (_i: number) => ({})) {
  const statuses: number[] = [];
  for (let i = 0; i < count; i++) {
    const answer = await clientRequest(`${origin}${apiPaths.helpRequests}`, {
      json: { ...helpRequest("limit"), topic: null },
      headers: headers(i),
      from,
      ca: certificateAuthority,
    });
    statuses.push(answer.status);
  }
  return statuses;
}

describe("Behind nginx", () => {
  it("Behind nginx: a page is served over TLS, with the server's HSTS header, and its certificate is the one nginx was given", async () => {
    const page = await newPage();
    const response = await page.goto("/");

    expect(response?.status()).toBe(200);
    expect(page.url()).toBe(`${proxy().httpsOrigin}/`);
    expect((await response?.securityDetails())?.protocol).toMatch(/^TLS 1\.[23]$/);
    expect(response?.headers()["strict-transport-security"]).toMatch(HSTS);
    // Node verifies the chain and the address itself (Chromium was told to accept any certificate).
    const verified = await clientRequest(`${proxy().httpsOrigin}/`, { ca: certificateAuthority });
    expect(verified.status).toBe(200);
    expect(verified.headers["strict-transport-security"]).toMatch(HSTS);
  });

  it("Behind nginx: http:// answers every path with a 301 to the same path and query on https://", async () => {
    const direct = await clientRequest(`${proxy().httpOrigin}/faq?from=plain`);
    expect(direct.status).toBe(301);
    expect(direct.headers.location).toBe(`${proxy().httpsOrigin}/faq?from=plain`);
    expect(direct.headers["strict-transport-security"], "HSTS over plain HTTP means nothing").toBeUndefined();

    const page = await newPage();
    const response = await page.goto(`${proxy().httpOrigin}/faq?from=plain`);
    expect(page.url()).toBe(`${proxy().httpsOrigin}/faq?from=plain`);
    expect(response?.status()).toBe(200);
  });

  it("Behind nginx: an admin who logs in gets a session cookie marked Secure and HttpOnly", async () => {
    const admin = await createAdmin("proxy-admin", database!.env);
    const page = await newPage();
    await openPage(page, paths.login);

    await page.getByLabel("Email", { exact: true }).fill(admin.email);
    await page.getByLabel("Password", { exact: true }).fill(admin.password);
    await page.getByRole("button", { name: "Login", exact: true }).click();
    await page.getByText(`Hello, ${admin.name}`, { exact: true }).waitFor();

    const session = (await page.context().cookies()).find((cookie) => cookie.name === "cyberhelp_session");
    expect(session).toMatchObject({ secure: true, httpOnly: true, sameSite: "Strict" });
  });

  it(`Behind nginx: a help request sent from the browser's form is stored; the browser's address then has ${FORM_LIMIT} a minute, and one more is refused with 429`, async () => {
    const page = await newPage();
    await openPage(page, paths.queryForm);
    const request = helpRequest("proxy-form");
    const form = page.getByRole("region", { name: "Request Help - Query Form" });
    await fillFields(form, { Name: request.name, Email: request.email, Query: request.query });
    await form.getByRole("button", { name: "Submit", exact: true }).click();

    const reference = await expectSuccessToast(page, HELP_SUCCESS);
    const db = createDatabase(database!.env);
    try {
      const stored = await db.selectFrom("submissions").selectAll().where("email", "=", request.email).execute();
      expect(stored).toMatchObject([{ reference, kind: "help_request", name: request.name, message: request.query }]);
    } finally {
      await db.destroy();
    }

    const statuses = await page.evaluate(
      async ({ path, count }) => {
        const answers: number[] = [];
        for (let i = 0; i < count; i++) {
          const body = { name: "Asha Verma", email: `limit-${i}@example.in`, query: "UPI fraud", topic: null };
          const response = await fetch(path, {
            method: "POST",
            headers: { "content-type": "application/json" },
            body: JSON.stringify(body),
          });
          answers.push(response.status);
        }
        return answers;
      },
      { path: apiPaths.helpRequests, count: FORM_LIMIT },
    );
    expect(statuses).toEqual([...Array<number>(FORM_LIMIT - 1).fill(201), 429]);
  });

  it("Behind nginx: the rate limit counts each visitor's address as nginx forwards it, not nginx's own", async () => {
    // Two visitors, both reaching the server through nginx's one connection address.
    const first = await sendHelpRequests(proxy().httpsOrigin, "127.0.0.5", FORM_LIMIT + 1);
    expect(first).toEqual([...Array<number>(FORM_LIMIT).fill(201), 429]);

    const second = await sendHelpRequests(proxy().httpsOrigin, "127.0.0.6", 1);
    expect(second, "another visitor is not held back by the first one's count").toEqual([201]);
  });

  it("Behind nginx: a client reaching the server past nginx cannot choose its address or HTTPS with forged X-Forwarded-* headers", async () => {
    const origin = server!.baseURL;
    const forged = (i: number) => ({ "x-forwarded-for": `198.51.100.${i + 1}`, "x-forwarded-proto": "https" });

    const statuses = await sendHelpRequests(origin, "127.0.0.7", FORM_LIMIT + 1, forged);
    expect(statuses, "every request counted against the stranger's own address").toEqual([
      ...Array<number>(FORM_LIMIT).fill(201),
      429,
    ]);
    const page = await clientRequest(`${origin}/`, { headers: forged(0), from: "127.0.0.7" });
    expect(page.status).toBe(200);
    expect(page.headers["strict-transport-security"], "a forged X-Forwarded-Proto is not HTTPS").toBeUndefined();
    // The same header from nginx's address is believed: the check above is about who sends it.
    const fromProxy = await clientRequest(`${origin}/`, { headers: forged(0), from: NGINX_ADDRESS });
    expect(fromProxy.headers["strict-transport-security"]).toMatch(HSTS);
  });

  it("Behind nginx: the access log records the path of a request but never its query string", async () => {
    const page = await newPage();
    const response = await page.goto(`${paths.faq}?secret=abc`);
    expect(response?.status()).toBe(200);

    const log = readFileSync(proxy().accessLog, "utf8");
    expect(log).toMatch(/"GET \/faq HTTP\/[\d.]+" 200 /);
    expect(log).not.toContain("secret");
    expect(log).not.toContain("abc");
  });
});
