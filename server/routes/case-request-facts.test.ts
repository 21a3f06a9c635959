import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { caseDocument, type CaseLetter } from "~/shared/letters";
import { apiPaths, caseApiPaths } from "~/shared/routes";
import type { CaseView } from "~/shared/schemas/case";
import { deskCaseRecord } from "../admin/desk-case-record";
import { caseLetterFacts } from "../cases/case-letters";
import { openTestCase } from "../testing/case-session";
import { startTestApp, type TestApp } from "../testing/test-app";
import { CASE_COOKIE_NAME } from "../cases/case-cookies";
import { caseTransactionMessages } from "~/shared/messages/case";

// What the victim told us in the help form is not asked again (docs/decisions/0066), through the
// help form's and the case page's APIs, on SQLite and on PostgreSQL when TEST_DATABASE_URL is set:
// the loss with its day and time is the case's first transaction, counted once wherever money is
// added up; the first screen's UTR fills it; the bank's name goes with the progress to the letter.

let testApp: TestApp;
beforeAll(async () => {
  testApp = await startTestApp();
});
afterAll(async () => {
  await testApp.close();
});

/** Yesterday on India's calendar, as the help form's date field holds it. */
const yesterday = new Date(Date.now() - 24 * 60 * 60 * 1000 + 5.5 * 60 * 60 * 1000).toISOString().slice(0, 10);

const lossWithTime = {
  name: "Asha Verma",
  email: "asha@example.in",
  query: "A caller from 'KYC desk' asked me to pay to keep my account open.",
  incidentDate: yesterday,
  incidentTime: "14:30",
  paymentApproval: "paid_myself",
  paymentMethod: "upi",
  amountLost: "32,000",
};

/** Sends a help request as the form does, and opens its case as the confirmation's link does. */
async function sendAndOpen(request: Record<string, unknown>) {
  const sent = await testApp.app.inject({ method: "POST", url: apiPaths.helpRequests, payload: request });
  expect(sent.statusCode).toBe(201);
  const { reference, caseUrl } = sent.json<{ reference: string; caseUrl: string }>();
  const opened = await testApp.app.inject({
    method: "POST",
    url: caseApiPaths.open,
    payload: { link: caseUrl.slice(caseUrl.indexOf("#") + 1) },
  });
  const cookie = opened.cookies.find((candidate) => candidate.name === CASE_COOKIE_NAME)!.value;
  const { id } = await testApp.db
    .selectFrom("submissions")
    .select("id")
    .where("reference", "=", reference)
    .executeTakeFirstOrThrow();
  return { cookie, submissionId: id };
}

async function view(cookie: string): Promise<CaseView["case"]> {
  const response = await testApp.app.inject({
    method: "GET",
    url: caseApiPaths.view,
    cookies: { [CASE_COOKIE_NAME]: cookie },
  });
  expect(response.statusCode).toBe(200);
  return response.json<CaseView>().case;
}

function post(url: string, payload: Record<string, unknown>, cookie?: string) {
  return testApp.app.inject({
    method: "POST",
    url,
    cookies: cookie ? { [CASE_COOKIE_NAME]: cookie } : {},
    payload,
  });
}

async function storedRequestTransaction(submissionId: number) {
  return testApp.db
    .selectFrom("case_transactions")
    .select(["utr", "to_account", "from_account", "amount_paise", "payment_method", "from_request"])
    .where("submission_id", "=", submissionId)
    .execute();
}

describe("the case's first transaction, from the help request", () => {
  it("is made from a request that lost money at a given time: the time, the amount, how it was paid, marked as from the request", async () => {
    const { cookie } = await sendAndOpen(lossWithTime);
    const shown = await view(cookie);
    expect(shown.transactions).toEqual([
      expect.objectContaining({
        occurredAtText: expect.stringContaining("2:30 pm IST"),
        amountText: "₹32,000.00",
        paymentMethod: "upi",
        fromRequest: true,
        utr: "",
        fromAccount: "",
        toAccount: "",
      }),
    ]);
    expect(shown.transactionsTotalText).toBe("₹32,000.00");
    expect(shown.utrAsked).toEqual({ amountText: "₹32,000" });
  });

  it("is not made without the time of day, nor when no money was lost", async () => {
    const withoutTime = await sendAndOpen({ ...lossWithTime, incidentTime: "" });
    const timeUnknown = await sendAndOpen({ ...lossWithTime, incidentTimeUnknown: true });
    const noAmount = await sendAndOpen({ ...lossWithTime, amountLost: "" });
    const zero = await sendAndOpen({ ...lossWithTime, amountLost: "0" });
    const noMoneyLost = await sendAndOpen({ ...lossWithTime, paymentApproval: "no_money_lost" });
    for (const { cookie, submissionId } of [withoutTime, timeUnknown, noAmount, zero, noMoneyLost]) {
      const shown = await view(cookie);
      expect(shown.transactions).toEqual([]);
      expect(shown.utrAsked).toBeNull();
      expect(await storedRequestTransaction(submissionId)).toEqual([]);
    }
  });

  it("counts the money once, on the case page, the desk's record and the letters; removed, the form's amount is not counted either", async () => {
    const { cookie, submissionId } = await sendAndOpen(lossWithTime);
    await post(caseApiPaths.transactions, { occurredAt: `${yesterday}T15:00`, amount: "500" }, cookie);

    expect((await view(cookie)).transactionsTotalText).toBe("₹32,500.00");
    const record = await deskCaseRecord(testApp.db, submissionId);
    expect(record.transactions.map((transaction) => [transaction.amountPaise, transaction.fromRequest])).toEqual([
      [3_200_000, true],
      [50_000, false],
    ]);
    expect(record.transactionsTotalPaise).toBe(3_250_000);
    const facts = (await caseLetterFacts(testApp.db, submissionId))!;
    expect(facts.amountLostText).toBeNull();
    expect(facts.transactionsTotalText).toBe("₹32,500.00");

    const [fromRequest] = (await view(cookie)).transactions;
    expect((await post(caseApiPaths.removeTransaction, { id: fromRequest!.id }, cookie)).statusCode).toBe(200);
    expect((await view(cookie)).transactionsTotalText).toBe("₹500.00");
    expect((await deskCaseRecord(testApp.db, submissionId)).transactionsTotalPaise).toBe(50_000);
    const after = (await caseLetterFacts(testApp.db, submissionId))!;
    expect(after.amountLostText).toBeNull();
    const police = caseDocument("police", after, new Date()) as CaseLetter;
    expect(JSON.stringify(police)).not.toContain("32,000");
  });
});

describe("the first screen's UTR of the request's payment", () => {
  it("fills the request's transaction with the UTR and where the money went, and is no longer asked", async () => {
    const { cookie, submissionId } = await sendAndOpen(lossWithTime);
    const saved = await post(caseApiPaths.requestUtr, { utr: " 431212345678 ", toAccount: "kyc.desk@ybl" }, cookie);
    expect(saved.statusCode).toBe(200);
    const shown = saved.json<CaseView>().case;
    expect(shown.transactions).toEqual([
      expect.objectContaining({ utr: "431212345678", toAccount: "kyc.desk@ybl", amountText: "₹32,000.00" }),
    ]);
    expect(shown.utrAsked).toBeNull();
    expect(await storedRequestTransaction(submissionId)).toEqual([
      {
        utr: "431212345678",
        to_account: "kyc.desk@ybl",
        from_account: "",
        amount_paise: expect.anything(),
        payment_method: "upi",
        from_request: 1,
      },
    ]);
  });

  it("refuses a missing, too long or unprintable UTR, or a too long receiver, with the field's message, and changes nothing", async () => {
    const { cookie, submissionId } = await sendAndOpen(lossWithTime);
    const before = await storedRequestTransaction(submissionId);
    const refusals: [Record<string, unknown>, string, string][] = [
      [{ utr: "  " }, "utr", caseTransactionMessages.utrRequired],
      [{}, "utr", caseTransactionMessages.utrRequired],
      [{ utr: "4".repeat(41) }, "utr", "Please use at most 40 characters."],
      [{ utr: "4312\u202e12345678" }, "utr", caseTransactionMessages.identifierInvalid],
      [{ utr: "431212345678", toAccount: "x".repeat(101) }, "toAccount", "Please use at most 100 characters."],
    ];
    for (const [body, field, message] of refusals) {
      const refused = await post(caseApiPaths.requestUtr, body, cookie);
      expect(refused.statusCode, JSON.stringify(body)).toBe(400);
      expect(refused.json().errors[field]).toBe(message);
    }
    expect(await storedRequestTransaction(submissionId)).toEqual(before);
    expect((await view(cookie)).utrAsked).toEqual({ amountText: "₹32,000" });
  });

  it("refuses without the case's session, and on a case with no transaction from its request", async () => {
    const { submissionId } = await sendAndOpen(lossWithTime);
    const before = await storedRequestTransaction(submissionId);
    expect((await post(caseApiPaths.requestUtr, { utr: "431212345678" })).statusCode).toBe(401);
    expect((await post(caseApiPaths.requestUtr, { utr: "431212345678" }, "not-a-session")).statusCode).toBe(401);
    expect(await storedRequestTransaction(submissionId)).toEqual(before);

    const other = await openTestCase(testApp);
    const missing = await post(caseApiPaths.requestUtr, { utr: "431212345678" }, other.cookie);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(caseTransactionMessages.notFound);
    expect(await storedRequestTransaction(submissionId)).toEqual(before);
  });

  it("is saved by the form posted without scripts, answered with a redirect back to the page", async () => {
    const { cookie } = await sendAndOpen(lossWithTime);
    const saved = await testApp.app.inject({
      method: "POST",
      url: caseApiPaths.requestUtrForm,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      cookies: { [CASE_COOKIE_NAME]: cookie },
      payload: new URLSearchParams({ utr: "431212345678", toAccount: "" }).toString(),
    });
    expect(saved.statusCode).toBe(303);
    expect(saved.headers.location).toBe("/case");
    expect((await view(cookie)).transactions[0]?.utr).toBe("431212345678");
  });
});

describe("the bank's name on the progress form", () => {
  it("is stored with the progress, shown back, given to the desk and put on the bank letter's addressee line", async () => {
    const { cookie, submissionId } = await sendAndOpen(lossWithTime);
    const saved = await post(caseApiPaths.progress, { bankName: "  State Bank of India " }, cookie);
    expect(saved.statusCode).toBe(200);
    expect(saved.json<CaseView>().case.progress.bankName).toBe("State Bank of India");
    expect((await deskCaseRecord(testApp.db, submissionId)).progress?.bankName).toBe("State Bank of India");
    const letter = caseDocument("bank", (await caseLetterFacts(testApp.db, submissionId))!, new Date()) as CaseLetter;
    expect(letter.recipient).toEqual(["The Branch Manager", "State Bank of India", "[Branch]"]);
  });

  it("refuses a name of more than 100 characters and changes nothing", async () => {
    const { cookie, submissionId } = await sendAndOpen(lossWithTime);
    await post(caseApiPaths.progress, { bankName: "HDFC Bank" }, cookie);
    const refused = await post(caseApiPaths.progress, { bankName: "B".repeat(101) }, cookie);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors.bankName).toBe("Please use at most 100 characters.");
    expect((await deskCaseRecord(testApp.db, submissionId)).progress?.bankName).toBe("HDFC Bank");
  });
});
