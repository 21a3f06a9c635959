import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { apiPaths } from "~/shared/routes";
import { HONEYPOT_FIELD } from "~/shared/schemas/fields";
import { startTestApp, type TestApp } from "../testing/test-app";
import { apiMessages } from "~/shared/messages/api";

// The honeypot and Idempotency-Key on the form endpoints.

let server: TestApp;
beforeAll(async () => {
  server = await startTestApp();
});
afterAll(async () => {
  await server.close();
});
// Each test starts with no submission, no key, and the address's acknowledgements not yet counted
// against their cap, so that each proves the same whichever order the tests run in.
beforeEach(async () => {
  await server.db.deleteFrom("submissions").execute();
  await server.db.deleteFrom("idempotency_keys").execute();
  await server.db.deleteFrom("rate_limit_counters").execute();
});

const helpRequest = { name: "Asha Verma", email: "asha@example.in", query: "₹40,000 taken by a fake KYC call" };

function post(url: string, payload: unknown, headers: Record<string, string> = {}) {
  return server.app.inject({ method: "POST", url, payload: payload as object, headers });
}

const storedCount = async () => (await server.db.selectFrom("submissions").select("id").execute()).length;
const mailCount = async () => (await server.db.selectFrom("mail_outbox").select("id").execute()).length;

describe("the honeypot", () => {
  it.each([
    [apiPaths.helpRequests, helpRequest],
    [apiPaths.contactMessages, { name: "A", email: "a@example.in", subject: "S", message: "M" }],
    [apiPaths.postQueries, { name: "A", email: "a@example.in", state: "Kerala", subject: "S" }],
  ])("a filled honeypot on %s gets a normal-looking success and nothing is stored or mailed", async (url, payload) => {
    const person = await post(url, payload);
    const bot = await post(url, { ...payload, [HONEYPOT_FIELD]: "http://spam.example" });
    expect(bot.statusCode).toBe(201);
    const answer = bot.json();
    expect(Object.keys(answer).sort()).toEqual(Object.keys(person.json()).sort());
    expect(answer).toMatchObject({
      status: "success",
      message: person.json().message,
      reference: expect.stringMatching(/^CH-/),
    });
    expect(await storedCount()).toBe(1);
    expect(await mailCount()).toBe(2);
  });

  it("an empty honeypot is a person: stored as usual", async () => {
    expect((await post(apiPaths.helpRequests, { ...helpRequest, [HONEYPOT_FIELD]: "" })).statusCode).toBe(201);
    expect(await storedCount()).toBe(1);
  });
});

describe("Idempotency-Key", () => {
  it("a retry with the same key gets the first answer, its case link too, and the form is stored once", async () => {
    const headers = { "idempotency-key": "3f2a9c0e5b7d4e1f8a6c2b9d0e4f7a1c" };
    const first = await post(apiPaths.helpRequests, helpRequest, headers);
    const retry = await post(apiPaths.helpRequests, helpRequest, headers);
    expect(first.statusCode).toBe(201);
    expect(retry.statusCode).toBe(201);
    expect(first.json().caseUrl).toMatch(/^\/case#[\w-]{43}$/);
    expect(retry.json()).toEqual(first.json());
    expect(retry.headers["idempotent-replayed"]).toBe("true");
    expect(await storedCount()).toBe(1);
    expect(await mailCount()).toBe(2);
  });

  it("two requests with one key at the same moment store the form once and get the same answer", async () => {
    const headers = { "idempotency-key": "double-tap-1" };
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => post(apiPaths.helpRequests, helpRequest, headers)),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201, 201, 201, 201]);
    expect(new Set(answers.map((answer) => answer.json().reference)).size).toBe(1);
    expect(await storedCount()).toBe(1);
  });

  it("a key reused for a different request is refused, and nothing more is stored", async () => {
    const headers = { "idempotency-key": "key-used-twice" };
    await post(apiPaths.helpRequests, helpRequest, headers);
    const other = await post(apiPaths.helpRequests, { ...helpRequest, query: "Something else" }, headers);
    expect(other.statusCode).toBe(422);
    expect(other.json()).toEqual({ status: "error", message: apiMessages.idempotencyKeyReused });
    expect(await storedCount()).toBe(1);
  });

  it("the same key on another endpoint is another request", async () => {
    const headers = { "idempotency-key": "shared-key" };
    await post(apiPaths.helpRequests, helpRequest, headers);
    const contact = await post(apiPaths.contactMessages, { name: "A", email: "a@example.in", message: "M" }, headers);
    expect(contact.statusCode).toBe(201);
    expect(await storedCount()).toBe(2);
  });

  it("without a key every request is stored, as before", async () => {
    await post(apiPaths.helpRequests, helpRequest);
    await post(apiPaths.helpRequests, helpRequest);
    expect(await storedCount()).toBe(2);
  });

  it.each(["", "has space", "x".repeat(129), "नमस्ते"])(
    "a malformed key (%j) is refused before anything is stored",
    async (key) => {
      const response = await post(apiPaths.helpRequests, helpRequest, { "idempotency-key": key });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ status: "error", message: apiMessages.invalidIdempotencyKey });
      expect(await storedCount()).toBe(0);
    },
  );

  it("an invalid form with a key is refused and the key stays free for the corrected form", async () => {
    const headers = { "idempotency-key": "fix-and-retry" };
    expect((await post(apiPaths.helpRequests, { ...helpRequest, email: "not-an-email" }, headers)).statusCode).toBe(
      400,
    );
    expect((await post(apiPaths.helpRequests, helpRequest, headers)).statusCode).toBe(201);
    expect(await storedCount()).toBe(1);
  });
});
