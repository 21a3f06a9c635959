import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminApiPaths, caseApiPaths } from "~/shared/routes";
import type { SubmissionDetail } from "~/shared/schemas/admin-replies";
import { CASE_COOKIE_NAME } from "../cases/case-cookies";
import { signInAsAdmin, type AdminSession } from "../testing/admin-session";
import { openTestCase } from "../testing/case-session";
import { startTestApp, type TestApp } from "../testing/test-app";

// The desk's detail of a case carries what the person entered on their case page: their
// transactions with the total, and what they say they have done. Entered here through the case
// page's own API, as the person's browser does; read through the admin API, as the desk does.

let testApp: TestApp;
let admin: AdminSession;
beforeAll(async () => {
  testApp = await startTestApp();
  admin = await signInAsAdmin(testApp, { name: "Desk Admin" });
});
afterAll(async () => {
  await testApp.close();
});

async function onCasePage(cookie: string, url: string, payload: Record<string, unknown>): Promise<void> {
  const response = await testApp.app.inject({ method: "POST", url, cookies: { [CASE_COOKIE_NAME]: cookie }, payload });
  expect(response.statusCode, response.body).toBe(200);
}

async function deskDetail(reference: string): Promise<SubmissionDetail> {
  const response = await testApp.app.inject({
    method: "GET",
    url: adminApiPaths.submission(reference),
    headers: admin.headers,
  });
  expect(response.statusCode).toBe(200);
  return response.json<SubmissionDetail>();
}

describe("a case's detail for the desk", () => {
  it("carries the transactions the person listed, earliest first, with their total in paise, and what they say they have done", async () => {
    const { reference, cookie } = await openTestCase(testApp, { amount_lost: 900_000 });
    await onCasePage(cookie, caseApiPaths.transactions, {
      occurredAt: "2026-11-20T10:40",
      amount: "3,00,000.50",
      utr: "431212345679",
      toAccount: "refund.desk@ybl",
    });
    await onCasePage(cookie, caseApiPaths.transactions, {
      occurredAt: "2026-11-20T10:15",
      amount: "₹5,00,000",
      utr: "431212345678",
      fromAccount: "asha.rao@oksbi",
      toAccount: "refund.desk@ybl",
    });
    await onCasePage(cookie, caseApiPaths.progress, {
      helplineCalledAt: "2026-11-20T11:05",
      helplineAcknowledgement: "31411250012345",
      portalComplaintFinished: true,
      bankToldAt: "2026-11-20T12:30",
      bankReference: "SR-88/2026",
      bankRepliedOn: "2026-11-27",
      bankName: "",
    });

    const detail = await deskDetail(reference);
    expect(detail.transactions).toEqual([
      {
        id: expect.any(Number),
        occurredAt: "2026-11-20T04:45:00.000Z",
        amountPaise: 50_000_000,
        utr: "431212345678",
        fromAccount: "asha.rao@oksbi",
        toAccount: "refund.desk@ybl",
        paymentMethod: "",
        fromRequest: false,
      },
      {
        id: expect.any(Number),
        occurredAt: "2026-11-20T05:10:00.000Z",
        amountPaise: 30_000_050,
        utr: "431212345679",
        fromAccount: "",
        toAccount: "refund.desk@ybl",
        paymentMethod: "",
        fromRequest: false,
      },
    ]);
    expect(detail.transactionsTotalPaise).toBe(80_000_050);
    expect(detail.progress).toEqual({
      helplineCalledAt: "2026-11-20T05:35:00.000Z",
      helplineAcknowledgement: "31411250012345",
      portalComplaintFinished: true,
      bankToldAt: "2026-11-20T07:00:00.000Z",
      bankReference: "SR-88/2026",
      bankRepliedOn: "2026-11-27",
      bankName: "",
      harm: "",
      personIsMinor: "",
    });
    // The form's own amount stays what the form gave: the transactions do not change it.
    expect(detail.caseFacts.amountLost).toBe(900_000);
  });

  it("carries no transactions, a total of nothing and no progress for a case whose page the person has not used", async () => {
    const { reference } = await openTestCase(testApp);
    const detail = await deskDetail(reference);
    expect(detail.transactions).toEqual([]);
    expect(detail.transactionsTotalPaise).toBe(0);
    expect(detail.progress).toBeNull();
  });

  it("carries what the person left out of their progress as not given, not as a value", async () => {
    const { reference, cookie } = await openTestCase(testApp);
    await onCasePage(cookie, caseApiPaths.progress, { helplineAcknowledgement: "31411250099999" });
    expect((await deskDetail(reference)).progress).toEqual({
      helplineCalledAt: null,
      helplineAcknowledgement: "31411250099999",
      portalComplaintFinished: false,
      bankToldAt: null,
      bankReference: "",
      bankRepliedOn: null,
      bankName: "",
      harm: "",
      personIsMinor: "",
    });
  });

  it("stops carrying a transaction the person removed, and leaves it out of the total", async () => {
    const { reference, cookie } = await openTestCase(testApp);
    await onCasePage(cookie, caseApiPaths.transactions, { occurredAt: "2026-11-21T09:00", amount: "12,500" });
    await onCasePage(cookie, caseApiPaths.transactions, { occurredAt: "2026-11-21T09:05", amount: "499" });
    const [, mistaken] = (await deskDetail(reference)).transactions;
    await onCasePage(cookie, caseApiPaths.removeTransaction, { id: mistaken!.id });
    const detail = await deskDetail(reference);
    expect(detail.transactions.map((transaction) => transaction.amountPaise)).toEqual([1_250_000]);
    expect(detail.transactionsTotalPaise).toBe(1_250_000);
  });
});
