import { createHash } from "node:crypto";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { apiPaths, caseApiPaths, documentedApiPaths } from "~/shared/routes";
import { helpRequestSchema } from "~/shared/schemas/help-request";
import { messagesFor } from "~/shared/translations";
import { startTestApp, type TestApp } from "../testing/test-app";
import { CASE_COOKIE_NAME } from "../cases/case-cookies";
import { apiMessages } from "~/shared/messages/api";
import { newKey } from "../keys/keyring";

// A retry with the first request's Idempotency-Key, within the day (docs/decisions/0049): it is
// given the first answer's case link while that link still opens the case, and never a new one;
// once the case's links were ended, or it was closed as "This wasn't me", only the reference and
// where the link is. What the database keeps cannot rebuild a request or open its case.

let testApp: TestApp;
beforeAll(async () => {
  testApp = await startTestApp();
});
afterAll(async () => {
  await testApp.close();
});
beforeEach(async () => {
  await testApp.db.deleteFrom("idempotency_keys").execute();
});

const helpRequest = { name: "Sunita Devi", email: "sunita@example.in", query: "A fake bank call took ₹18,500" };
let keyCount = 0;
const freshKey = () => `replay-test-${Date.now()}-${++keyCount}`;

function send(key: string, payload: Record<string, unknown> = helpRequest, url: string = apiPaths.helpRequests) {
  return testApp.app.inject({ method: "POST", url, headers: { "idempotency-key": key }, payload });
}

const secretOf = (caseUrl: string) => caseUrl.split("#")[1]!;

async function caseSecretCount(): Promise<number> {
  return (await testApp.db.selectFrom("case_secrets").select("secret_hash").execute()).length;
}

async function sessionFor(caseUrl: string): Promise<string> {
  const opened = await testApp.app.inject({
    method: "POST",
    url: caseApiPaths.open,
    payload: { link: secretOf(caseUrl) },
  });
  const cookie = opened.cookies.find((candidate) => candidate.name === CASE_COOKIE_NAME)?.value;
  if (!cookie) throw new Error("the answer's link opened no case");
  return cookie;
}

describe("a replay with the first request's Idempotency-Key", () => {
  it("returns the identical case link, sent no-store, and mints no new secret", async () => {
    const key = freshKey();
    const first = await send(key);
    const secretsAfterFirst = await caseSecretCount();

    const replay = await send(key);

    expect(replay.statusCode).toBe(201);
    expect(replay.headers["idempotent-replayed"]).toBe("true");
    expect(replay.json()).toEqual(first.json());
    expect(replay.json().caseUrl).toMatch(/^\/case#[\w-]{43}$/);
    expect(replay.headers["cache-control"]).toBe("no-store");
    expect(await caseSecretCount()).toBe(secretsAfterFirst);
  });

  it('after "This wasn\'t me" returns the reference and says the link is in the e-mail, with no link', async () => {
    const key = freshKey();
    const first = await send(key);
    const notMe = await testApp.app.inject({
      method: "POST",
      url: caseApiPaths.notMe,
      payload: { link: secretOf(first.json().caseUrl) },
    });
    expect(notMe.statusCode).toBe(200);
    const secretsBefore = await caseSecretCount();

    const replay = await send(key);

    expect(replay.statusCode).toBe(201);
    expect(replay.json()).toEqual({
      status: "success",
      reference: first.json().reference,
      message: apiMessages.caseLinkInEmail,
      replyWithinMinutes: first.json().replyWithinMinutes,
    });
    expect(await caseSecretCount()).toBe(secretsBefore);
  });

  it("after the victim ended every link returns the reference and says the link is in the e-mail, with no link", async () => {
    const key = freshKey();
    const first = await send(key);
    const cookie = await sessionFor(first.json().caseUrl);
    const ended = await testApp.app.inject({
      method: "POST",
      url: caseApiPaths.revokeLinks,
      cookies: { [CASE_COOKIE_NAME]: cookie },
    });
    expect(ended.statusCode).toBe(200);
    const secretsBefore = await caseSecretCount();

    const replay = await send(key);

    expect(replay.statusCode).toBe(201);
    expect(replay.json()).toEqual({
      status: "success",
      reference: first.json().reference,
      message: apiMessages.caseLinkInEmail,
      replyWithinMinutes: first.json().replyWithinMinutes,
    });
    expect(replay.json()).not.toHaveProperty("caseUrl");
    expect(await caseSecretCount()).toBe(secretsBefore);
  });

  it("from a Hindi page says where the link is in Hindi", async () => {
    const key = freshKey();
    const payload = { ...helpRequest, language: "hi" };
    const first = await send(key, payload);
    const cookie = await sessionFor(first.json().caseUrl);
    await testApp.app.inject({
      method: "POST",
      url: caseApiPaths.revokeLinks,
      cookies: { [CASE_COOKIE_NAME]: cookie },
    });

    const replay = await send(key, payload);

    const hindi = messagesFor("hi")[apiMessages.caseLinkInEmail];
    expect(hindi).toMatch(/ई-मेल/);
    expect(replay.json()).toMatchObject({ reference: first.json().reference, message: hindi });
  });

  it("to a documented endpoint returns the same link too, sent no-store", async () => {
    const key = freshKey();
    const first = await send(key, helpRequest, documentedApiPaths.helpRequest);
    const replay = await send(key, helpRequest, documentedApiPaths.helpRequest);

    expect(first.headers["cache-control"]).toBe("no-store");
    expect(replay.headers["cache-control"]).toBe("no-store");
    expect(replay.json().caseUrl).toBe(first.json().caseUrl);
  });
});

describe("what the database keeps of an Idempotency-Key", () => {
  it("holds neither the key, nor the request's hash, nor the case link in clear", async () => {
    const key = `clear-key-${Date.now()}`;
    const first = await send(key);
    const rows = await testApp.db.selectFrom("idempotency_keys").selectAll().execute();
    expect(rows).toHaveLength(1);
    const stored = JSON.stringify(rows);
    // The hash the table used to keep: SHA-256 of the parsed request, which anyone could compute.
    const plainHash = createHash("sha256")
      .update(JSON.stringify(helpRequestSchema.parse(helpRequest)))
      .digest("hex");

    expect(stored).not.toContain(key);
    expect(stored).not.toContain(plainHash);
    expect(stored).not.toContain(secretOf(first.json().caseUrl));
  });
});

describe("answers that carry a case link", () => {
  it.each([apiPaths.helpRequests, documentedApiPaths.helpRequest])("are sent no-store from %s", async (url) => {
    const answer = await testApp.app.inject({ method: "POST", url, payload: helpRequest });

    expect(answer.statusCode).toBe(201);
    expect(answer.json().caseUrl).toMatch(/#[\w-]{43}$/);
    expect(answer.headers["cache-control"]).toBe("no-store");
  });
});

describe("a retry after the server key was rotated", () => {
  it("is answered with the first answer under the older key, and the form is stored once", async () => {
    const older = newKey();
    const before = await startTestApp({ env: { SERVER_KEY: `older:${older}` } });
    const after = await startTestApp({
      database: before.database,
      env: { SERVER_KEY: `newer:${newKey()},older:${older}` },
    });
    try {
      const key = freshKey();
      const request = (server: TestApp) =>
        server.app.inject({
          method: "POST",
          url: apiPaths.helpRequests,
          headers: { "idempotency-key": key },
          payload: { ...helpRequest, email: "rotation@example.in" },
        });
      const first = await request(before);
      const retry = await request(after);

      expect(retry.statusCode).toBe(201);
      expect(retry.headers["idempotent-replayed"]).toBe("true");
      expect(retry.json()).toEqual(first.json());
      const stored = await after.db
        .selectFrom("submissions")
        .select("id")
        .where("email", "=", "rotation@example.in")
        .execute();
      expect(stored).toHaveLength(1);
    } finally {
      await after.close();
      await before.close();
    }
  });
});
