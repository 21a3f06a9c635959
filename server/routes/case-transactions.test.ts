import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { caseApiPaths } from "~/shared/routes";
import { eraseSubmission } from "../admin/casework-store";
import { seedSubmissions } from "../testing/store-test-database";
import { addCaseTransaction } from "../cases/case-transactions";
import { mintCaseSecret } from "../cases/case-secrets";
import { startTestApp, type TestApp } from "../testing/test-app";
import { CASE_COOKIE_NAME } from "../cases/case-cookies";
import { caseMessages, caseTransactionMessages } from "~/shared/messages/case";
import { CASE_TRANSACTIONS_MAX } from "~/shared/constants";

// The transactions a victim lists on their case page, through the case page's API, on SQLite,
// and on PostgreSQL when TEST_DATABASE_URL is set.

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

/** A stored help request, opened: its reference, its id and the case cookie. */
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

function post(url: string, payload: unknown, cookie?: string, headers: Record<string, string> = {}) {
  return testApp.app.inject({
    method: "POST",
    url,
    headers,
    cookies: cookie ? { [CASE_COOKIE_NAME]: cookie } : {},
    payload: payload as Record<string, unknown>,
  });
}

const add = (cookie: string | undefined, payload: unknown, headers?: Record<string, string>) =>
  post(caseApiPaths.transactions, payload, cookie, headers);
const remove = (cookie: string | undefined, payload: unknown, headers?: Record<string, string>) =>
  post(caseApiPaths.removeTransaction, payload, cookie, headers);

async function listed(cookie: string) {
  const response = await testApp.app.inject({
    method: "GET",
    url: caseApiPaths.view,
    cookies: { [CASE_COOKIE_NAME]: cookie },
  });
  expect(response.statusCode).toBe(200);
  const { transactions, transactionsTotalText } = response.json().case as {
    transactions: { id: number; amountText: string; utr: string }[];
    transactionsTotalText: string;
  };
  return { transactions, transactionsTotalText };
}

async function storedCount(submissionId: number): Promise<number> {
  const rows = await testApp.db
    .selectFrom("case_transactions")
    .select("id")
    .where("submission_id", "=", submissionId)
    .execute();
  return rows.length;
}

const upiDebit = {
  occurredAt: "2026-11-20T10:15",
  amount: "₹1,25,000.50",
  utr: " 431212345678 ",
  fromAccount: "asha.rao@oksbi",
  toAccount: "refund.desk@ybl",
};

describe("a victim's transactions on the case page", () => {
  it("an added transaction is answered with the case view listing it in India time and rupees, with the total", async () => {
    const { cookie } = await anOpenCase();
    const response = await add(cookie, upiDebit);
    expect(response.statusCode).toBe(200);
    const { case: shown } = response.json();
    expect(shown.transactions).toEqual([
      {
        id: expect.any(Number),
        occurredAt: "2026-11-20T04:45:00.000Z",
        occurredAtText: "Fri, 20 Nov 2026, 10:15 am IST",
        amountPaise: 12_500_050,
        amountText: "₹1,25,000.50",
        utr: "431212345678",
        fromAccount: "asha.rao@oksbi",
        toAccount: "refund.desk@ybl",
        paymentMethod: "",
        fromRequest: false,
      },
    ]);
    expect(shown.transactionsTotalText).toBe("₹1,25,000.50");
  });

  it("lists a case's transactions earliest first, whatever order they were added in, and adds their amounts up exactly", async () => {
    const { cookie } = await anOpenCase();
    await add(cookie, { occurredAt: "2026-11-21T09:00", amount: "0.20" });
    await add(cookie, { occurredAt: "2026-11-20T09:00", amount: 0.1 });
    await add(cookie, { occurredAt: "2026-11-22T09:00", amount: "Rs. 10,000/-" });
    const { transactions, transactionsTotalText } = await listed(cookie);
    expect(transactions.map((transaction) => transaction.amountText)).toEqual(["₹0.10", "₹0.20", "₹10,000.00"]);
    expect(transactionsTotalText).toBe("₹10,000.30");
  });

  it("a case with no transactions lists none, with a total of nothing", async () => {
    const { cookie } = await anOpenCase();
    expect(await listed(cookie)).toEqual({ transactions: [], transactionsTotalText: "₹0.00" });
  });

  it("removing a transaction takes it off the list and out of the total", async () => {
    const { cookie, submissionId } = await anOpenCase();
    await add(cookie, upiDebit);
    const both = (await add(cookie, { ...upiDebit, occurredAt: "2026-11-20T10:20", amount: "499" })).json().case
      .transactions as { id: number; amountText: string }[];
    const mistaken = both.find((transaction) => transaction.amountText === "₹499.00")!;

    const response = await remove(cookie, { id: mistaken.id });
    expect(response.statusCode).toBe(200);
    const { case: shown } = response.json();
    expect(shown.transactions.map((transaction: { amountText: string }) => transaction.amountText)).toEqual([
      "₹1,25,000.50",
    ]);
    expect(shown.transactionsTotalText).toBe("₹1,25,000.50");
    expect(await storedCount(submissionId)).toBe(1);
    expect((await remove(cookie, { id: mistaken.id })).statusCode).toBe(404);
  });

  it("bad input is refused with a message under each field, and nothing is stored", async () => {
    const { cookie, submissionId } = await anOpenCase();
    const response = await add(cookie, {
      occurredAt: "",
      amount: "12.345",
      utr: "4312\u0007",
      fromAccount: "a".repeat(101),
      toAccount: "fraud\u200B@ybl",
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      status: "error",
      message: "Please correct the highlighted fields.",
      errors: {
        occurredAt: caseTransactionMessages.occurredAtRequired,
        amount: caseTransactionMessages.amountPaise,
        utr: caseTransactionMessages.identifierInvalid,
        fromAccount: "Please use at most 100 characters.",
        toAccount: caseTransactionMessages.identifierInvalid,
      },
    });
    expect(await storedCount(submissionId)).toBe(0);
  });

  it.each([
    [{ amount: "" }, "amount", caseTransactionMessages.amountRequired],
    [{ amount: "0.00" }, "amount", caseTransactionMessages.amountZero],
    [{ amount: "-500" }, "amount", caseTransactionMessages.amountNegative],
    [{ amount: "12,50,00" }, "amount", caseTransactionMessages.amountInvalid],
    [{ amount: "10,00,00,00,000.01" }, "amount", caseTransactionMessages.amountTooLarge],
    [{ occurredAt: "2099-01-01T10:00" }, "occurredAt", caseMessages.dateTimeInFuture],
    [{ occurredAt: "20/11/2026 10:15" }, "occurredAt", caseMessages.dateTimeInvalid],
  ])("refuses %o with its message, storing nothing", async (change, field, message) => {
    const { cookie, submissionId } = await anOpenCase();
    const response = await add(cookie, { ...upiDebit, ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ [field]: message });
    expect(await storedCount(submissionId)).toBe(0);
  });

  it("without the case cookie, adding and removing get the other case routes' 401, and change nothing", async () => {
    const { cookie, submissionId } = await anOpenCase();
    const [stored] = (await add(cookie, upiDebit)).json().case.transactions as { id: number }[];
    const view = await testApp.app.inject({ method: "GET", url: caseApiPaths.view });

    for (const response of [await add(undefined, upiDebit), await remove(undefined, { id: stored!.id })]) {
      expect(response.statusCode).toBe(401);
      expect(response.body).toBe(view.body);
      expect(response.json()).toEqual({ status: "error", message: caseMessages.noCaseSession });
    }
    expect(await storedCount(submissionId)).toBe(1);
  });

  it("another case's transaction cannot be removed: the same answer as one that does not exist", async () => {
    const victim = await anOpenCase();
    const other = await anOpenCase();
    const [theirs] = (await add(victim.cookie, upiDebit)).json().case.transactions as { id: number }[];

    const foreign = await remove(other.cookie, { id: theirs!.id });
    const missing = await remove(other.cookie, { id: 987_654_321 });
    const garbled = await remove(other.cookie, { id: "1 or 1=1" });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ status: "error", message: caseTransactionMessages.notFound });
    expect(missing.body).toBe(foreign.body);
    expect(garbled.body).toBe(foreign.body);
    expect(await storedCount(victim.submissionId)).toBe(1);
  });

  it(`a case holds at most ${CASE_TRANSACTIONS_MAX} transactions: one more is refused with a clear message, and removing one makes room`, async () => {
    const { cookie, submissionId } = await anOpenCase();
    const now = new Date();
    for (let index = 0; index < CASE_TRANSACTIONS_MAX - 1; index++) {
      await addCaseTransaction(
        testApp.db,
        submissionId,
        { occurredAt: "2026-11-20T04:45:00.000Z", amount: 100, utr: "", fromAccount: "", toAccount: "" },
        now,
      );
    }
    const fiftieth = await add(cookie, upiDebit);
    expect(fiftieth.statusCode).toBe(200);

    const refused = await add(cookie, upiDebit);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ status: "error", message: caseTransactionMessages.full });
    expect(await storedCount(submissionId)).toBe(CASE_TRANSACTIONS_MAX);

    const [first] = (fiftieth.json().case.transactions as { id: number }[]).slice(0, 1);
    expect((await remove(cookie, { id: first!.id })).statusCode).toBe(200);
    expect((await add(cookie, upiDebit)).statusCode).toBe(200);
    expect(await storedCount(submissionId)).toBe(CASE_TRANSACTIONS_MAX);
  });

  it("refuses adding or removing when the browser says another site sent it", async () => {
    const { cookie, submissionId } = await anOpenCase();
    const [stored] = (await add(cookie, upiDebit)).json().case.transactions as { id: number }[];
    const crossSite = { origin: "https://attacker.example" };

    expect((await add(cookie, upiDebit, crossSite)).statusCode).toBe(403);
    expect((await remove(cookie, { id: stored!.id }, crossSite)).statusCode).toBe(403);
    const formPost = await testApp.app.inject({
      method: "POST",
      url: caseApiPaths.transactionsForm,
      headers: { ...crossSite, "content-type": "application/x-www-form-urlencoded" },
      cookies: { [CASE_COOKIE_NAME]: cookie },
      payload: new URLSearchParams({ occurredAt: "2026-11-20T10:15", amount: "500" }).toString(),
    });
    expect(formPost.statusCode).toBe(403);
    expect(await storedCount(submissionId)).toBe(1);
  });

  it("every answer is private: no-store, no referrer, not indexed", async () => {
    const { cookie } = await anOpenCase();
    for (const response of [await add(cookie, upiDebit), await add(cookie, {}), await remove(undefined, { id: 1 })]) {
      expect(response.headers["cache-control"]).toBe("no-store");
      expect(response.headers["referrer-policy"]).toBe("no-referrer");
      expect(response.headers["x-robots-tag"]).toBe("noindex");
    }
  });

  it("the forms posted without scripts add and remove a transaction, each answered with a redirect back to its section, saying what it did", async () => {
    const { cookie, submissionId } = await anOpenCase();
    const formPost = (url: string, fields: Record<string, string>) =>
      testApp.app.inject({
        method: "POST",
        url,
        headers: { "content-type": "application/x-www-form-urlencoded" },
        cookies: { [CASE_COOKIE_NAME]: cookie },
        payload: new URLSearchParams(fields).toString(),
      });

    const added = await formPost(caseApiPaths.transactionsForm, { occurredAt: "2026-11-20T10:15", amount: "2,499" });
    expect(added.statusCode).toBe(303);
    expect(added.headers.location).toBe("/case?saved=transaction#transactions");
    const [stored] = (await listed(cookie)).transactions;
    expect(stored?.amountText).toBe("₹2,499.00");

    const removed = await formPost(caseApiPaths.removeTransactionForm, { id: String(stored!.id) });
    expect(removed.statusCode).toBe(303);
    expect(removed.headers.location).toBe("/case?saved=transaction-removed#transactions");
    expect(await storedCount(submissionId)).toBe(0);
  });

  it("erasing a submission erases the transactions its victim listed, and no other case's", async () => {
    const erased = await anOpenCase();
    const kept = await anOpenCase();
    await add(erased.cookie, upiDebit);
    await add(erased.cookie, { ...upiDebit, amount: "10" });
    await add(kept.cookie, upiDebit);

    const desk = { id: null, name: "Desk Admin", email: "desk@example.in" };
    expect(await eraseSubmission(testApp.db, erased.reference, desk, new Date())).toEqual({ kind: "help_request" });
    expect(await storedCount(erased.submissionId)).toBe(0);
    expect(await storedCount(kept.submissionId)).toBe(1);
  });
});
