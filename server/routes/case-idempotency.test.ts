import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { caseApiPaths } from "~/shared/routes";
import { eraseSubmission } from "../admin/casework-store";
import { seedSubmissions } from "../testing/store-test-database";
import { mintCaseSecret } from "../cases/case-secrets";
import { startTestApp, type TestApp } from "../testing/test-app";
import { CASE_COOKIE_NAME } from "../cases/case-cookies";
import { apiMessages } from "~/shared/messages/api";

// A transaction or a reply sent again with the Idempotency-Key of its first try (a phone that
// sent it offline, or lost the answer) is stored once (docs/decisions/0065). On SQLite, and on
// PostgreSQL when TEST_DATABASE_URL is set.

let testApp: TestApp;
beforeAll(async () => {
  testApp = await startTestApp();
});
afterAll(async () => {
  await testApp.close();
});

interface OpenCase {
  reference: string;
  submissionId: number;
  cookie: string;
}

async function anOpenCase(): Promise<OpenCase> {
  const [reference] = await seedSubmissions(testApp.db, [{ created_at: new Date().toISOString() }]);
  const { id } = await testApp.db
    .selectFrom("submissions")
    .select("id")
    .where("reference", "=", reference!)
    .executeTakeFirstOrThrow();
  const { secret } = await mintCaseSecret(testApp.db, id, "session", new Date(), { channel: "link_opened" });
  return { reference: reference!, submissionId: id, cookie: secret };
}

let keyCount = 0;
const freshKey = () => `case-change-${Date.now()}-${++keyCount}`;

function post(url: string, payload: Record<string, unknown>, cookie: string, key?: string) {
  return testApp.app.inject({
    method: "POST",
    url,
    headers: key === undefined ? {} : { "idempotency-key": key },
    cookies: { [CASE_COOKIE_NAME]: cookie },
    payload,
  });
}

async function transactionsOf(submissionId: number): Promise<number> {
  const rows = await testApp.db
    .selectFrom("case_transactions")
    .select("id")
    .where("submission_id", "=", submissionId)
    .execute();
  return rows.length;
}

async function repliesOf(submissionId: number): Promise<string[]> {
  const rows = await testApp.db
    .selectFrom("case_messages")
    .select("body")
    .where("submission_id", "=", submissionId)
    .where("author", "=", "victim")
    .execute();
  return rows.map((row) => row.body);
}

const upiDebit = { occurredAt: "2026-11-20T10:15", amount: "12,500", utr: "431212345678" };
const reply = { body: "I called 1930 at 10 am. Acknowledgement 31411250012345." };

const routes = [
  { name: "a transaction", path: caseApiPaths.transactions, payload: upiDebit, stored: transactionsOf },
  {
    name: "a reply to the desk",
    path: caseApiPaths.messages,
    payload: reply,
    stored: async (id: number) => (await repliesOf(id)).length,
  },
] as const;

describe.each(routes)("$name sent again with its Idempotency-Key", ({ path, payload, stored }) => {
  it("is stored once, and the resend is answered with the case as it is, marked as a replay", async () => {
    const { cookie, submissionId } = await anOpenCase();
    const key = freshKey();

    const first = await post(path, payload, cookie, key);
    const again = await post(path, payload, cookie, key);

    expect(first.statusCode).toBe(200);
    expect(first.headers["idempotent-replayed"]).toBeUndefined();
    expect(again.statusCode).toBe(200);
    expect(again.headers["idempotent-replayed"]).toBe("true");
    expect(again.json()).toEqual(first.json());
    expect(await stored(submissionId)).toBe(1);
  });

  it("two tries racing each other are stored once", async () => {
    const { cookie, submissionId } = await anOpenCase();
    const key = freshKey();

    const answers = await Promise.all([post(path, payload, cookie, key), post(path, payload, cookie, key)]);

    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    expect(await stored(submissionId)).toBe(1);
  });

  it("without a key, or with a new one, the same content is a new entry", async () => {
    const { cookie, submissionId } = await anOpenCase();

    await post(path, payload, cookie);
    await post(path, payload, cookie);
    await post(path, payload, cookie, freshKey());

    expect(await stored(submissionId)).toBe(3);
  });

  it("a key used for different content is refused with 422 and stores nothing more", async () => {
    const { cookie, submissionId } = await anOpenCase();
    const key = freshKey();
    await post(path, payload, cookie, key);

    const changed = "body" in payload ? { body: `${payload.body} And my bank.` } : { ...payload, amount: "499" };
    const refused = await post(path, changed, cookie, key);

    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toEqual({ status: "error", message: apiMessages.idempotencyKeyReused });
    expect(await stored(submissionId)).toBe(1);
  });

  it("a malformed key is refused with 400 and nothing is stored", async () => {
    const { cookie, submissionId } = await anOpenCase();

    const refused = await post(path, payload, cookie, "has spaces in it");

    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ status: "error", message: apiMessages.invalidIdempotencyKey });
    expect(await stored(submissionId)).toBe(0);
  });

  it("one case's key does not answer for another case: the same key there is its own entry", async () => {
    const first = await anOpenCase();
    const second = await anOpenCase();
    const key = freshKey();

    await post(path, payload, first.cookie, key);
    const other = await post(path, payload, second.cookie, key);

    expect(other.statusCode).toBe(200);
    expect(other.headers["idempotent-replayed"]).toBeUndefined();
    expect(await stored(first.submissionId)).toBe(1);
    expect(await stored(second.submissionId)).toBe(1);
  });

  it("a refused addition keeps no key: corrected, the same key stores it", async () => {
    const { cookie, submissionId } = await anOpenCase();
    const key = freshKey();
    const invalid = "body" in payload ? { body: "" } : { ...payload, amount: "12.345" };

    expect((await post(path, invalid, cookie, key)).statusCode).toBe(400);
    expect((await post(path, payload, cookie, key)).statusCode).toBe(200);

    expect(await stored(submissionId)).toBe(1);
  });
});

describe("the keys kept for the case page's additions", () => {
  it("hold neither the key nor what was typed, and go when the case is erased", async () => {
    const erased = await anOpenCase();
    const kept = await anOpenCase();
    const key = freshKey();
    await post(caseApiPaths.messages, reply, erased.cookie, key);
    await post(caseApiPaths.transactions, upiDebit, erased.cookie, freshKey());
    await post(caseApiPaths.messages, reply, kept.cookie, freshKey());

    const rows = await testApp.db.selectFrom("idempotency_keys").selectAll().execute();
    const text = JSON.stringify(rows);
    expect(text).not.toContain(key);
    expect(text).not.toContain("Acknowledgement");
    expect(text).not.toContain("431212345678");

    const desk = { id: null, name: "Desk Admin", email: "desk@example.in" };
    await eraseSubmission(testApp.db, erased.reference, desk, new Date());
    const left = await testApp.db.selectFrom("idempotency_keys").select("response_body").execute();
    expect(left.some((row) => row.response_body.includes(erased.reference))).toBe(false);
    expect(left.some((row) => row.response_body.includes(kept.reference))).toBe(true);
  });
});
