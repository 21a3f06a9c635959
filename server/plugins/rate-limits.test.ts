import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiPaths, authApiPaths, documentedApiPaths } from "~/shared/routes";
import { startTestApp, type TestApp } from "../testing/test-app";
import { apiMessages } from "~/shared/messages/api";

// Per-address limits on the public forms: one allowance for all of them.

let server: TestApp;
beforeAll(async () => {
  server = await startTestApp({ env: { FORM_RATE_LIMIT_PER_MINUTE: "3", TRUST_PROXY: "true" } });
});
afterAll(async () => {
  await server.close();
});

function submit(address: string) {
  return server.app.inject({
    method: "POST",
    url: apiPaths.helpRequests,
    headers: { "x-forwarded-for": address },
    payload: { name: "Meena", email: "meena@example.in", query: "UPI fraud" },
  });
}

describe("form rate limit", () => {
  it("after FORM_RATE_LIMIT_PER_MINUTE submissions an address gets a clear 429 with Retry-After, and nothing more is stored", async () => {
    const storedBefore = (await server.db.selectFrom("submissions").select("id").execute()).length;
    for (let i = 0; i < 3; i++) expect((await submit("203.0.113.7")).statusCode).toBe(201);
    const refused = await submit("203.0.113.7");
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ status: "error", message: apiMessages.tooManyRequests });
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    const stored = await server.db.selectFrom("submissions").select("id").execute();
    expect(stored).toHaveLength(storedBefore + 3);
  });

  it("counts each address on its own", async () => {
    expect((await submit("198.51.100.20")).statusCode).toBe(201);
  });

  it("counts an IPv6 /64 as one address, whichever address in it a phone picks, and another /64 on its own", async () => {
    const prefix = "2401:4900:1c3a:8f2e";
    for (let i = 1; i <= 3; i++) expect((await submit(`${prefix}:${i}:0:0:${i}`)).statusCode).toBe(201);
    expect((await submit(`${prefix}:ffff:ffff:ffff:ffff`)).statusCode).toBe(429);
    expect((await submit("2401:4900:1c3a:8f2f::1")).statusCode).toBe(201);
  });

  it("shares one allowance between every form endpoint, /api and documented alike", async () => {
    const from = (address: string) => ({ "x-forwarded-for": address });
    const spread = [apiPaths.helpRequests, apiPaths.contactMessages, documentedApiPaths.helpRequest];
    for (const url of spread) {
      const answer = await server.app.inject({ method: "POST", url, headers: from("192.0.2.50"), payload: {} });
      expect(answer.statusCode).toBe(400);
    }
    for (const url of [
      apiPaths.postQueries,
      documentedApiPaths.contactMessage,
      documentedApiPaths.postQuery,
      apiPaths.helpRequests,
    ]) {
      const refused = await server.app.inject({ method: "POST", url, headers: from("192.0.2.50"), payload: {} });
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    }
    const otherAddress = await server.app.inject({
      method: "POST",
      url: apiPaths.postQueries,
      headers: from("192.0.2.51"),
      payload: {},
    });
    expect(otherAddress.statusCode).toBe(400);
  });
});

describe("login rate limit", () => {
  it("after LOGIN_RATE_LIMIT_PER_MINUTE attempts an address gets a 429 before any password is checked", async () => {
    const limited = await startTestApp({ env: { LOGIN_RATE_LIMIT_PER_MINUTE: "2" } });
    try {
      const attempt = () =>
        limited.app.inject({
          method: "POST",
          url: authApiPaths.login,
          payload: { email: "x@example.in", password: "wrong password" },
        });
      expect((await attempt()).statusCode).toBe(401);
      expect((await attempt()).statusCode).toBe(401);
      const refused = await attempt();
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({ status: "error", message: apiMessages.tooManyRequests });
    } finally {
      await limited.close();
    }
  });
});
