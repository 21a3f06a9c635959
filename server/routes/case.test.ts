import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminApiPaths, apiPaths, caseApiPaths } from "~/shared/routes";
import { signInAsAdmin } from "../testing/admin-session";
import { addCalendarDays, dayInIndia, endOfIndiaDay } from "~/shared/india-time";
import { mintCaseSecret } from "../cases/case-secrets";
import { seedSubmissions } from "../testing/store-test-database";
import { startTestApp, type TestApp } from "../testing/test-app";
import { CASE_COOKIE_NAME, CASE_DEVICE_COOKIE_NAME } from "../cases/case-cookies";
import { caseMessages } from "~/shared/messages/case";

let testApp: TestApp;
beforeAll(async () => {
  testApp = await startTestApp();
});
afterAll(async () => {
  await testApp.close();
});

/** A stored help request and a fresh link to it. */
async function aCaseWithLink(
  row: Parameters<typeof seedSubmissions>[1][number] = { created_at: new Date().toISOString() },
): Promise<{ reference: string; link: string }> {
  const [reference] = await seedSubmissions(testApp.db, [row]);
  const { id } = await testApp.db
    .selectFrom("submissions")
    .select("id")
    .where("reference", "=", reference!)
    .executeTakeFirstOrThrow();
  const { secret } = await mintCaseSecret(testApp.db, id, "link", new Date(), { channel: "form_answer" });
  return { reference: reference!, link: secret };
}

function open(link: unknown) {
  return testApp.app.inject({ method: "POST", url: caseApiPaths.open, payload: { link } });
}

function cookieOf(response: Awaited<ReturnType<typeof open>>): string {
  const cookie = response.cookies.find((candidate) => candidate.name === CASE_COOKIE_NAME);
  if (!cookie) throw new Error("no case cookie");
  return cookie.value;
}

function view(cookie?: string) {
  return testApp.app.inject({
    method: "GET",
    url: caseApiPaths.view,
    cookies: cookie ? { [CASE_COOKIE_NAME]: cookie } : {},
  });
}

describe("the case page's API", () => {
  it("a link opens the case: an httpOnly, SameSite=Strict cookie scoped to /case, and the case's reference", async () => {
    const { reference, link } = await aCaseWithLink();
    const response = await open(link);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: "success", reference });
    const cookie = response.cookies.find((candidate) => candidate.name === CASE_COOKIE_NAME);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Strict", path: "/case" });
    expect(cookie?.value).not.toBe(link);
  });

  it("the cookie shows the case: reference, plain status, what was sent and next steps with official sources", async () => {
    const { reference, link } = await aCaseWithLink({
      created_at: new Date().toISOString(),
      name: "Asha Rao",
      email: "asha@example.in",
      message: "Money went from my account by UPI",
      payment_approval: "taken_without_approval",
      incident_at: new Date(Date.now() - 60 * 60 * 1000).toISOString(),
    });
    const response = await view(cookieOf(await open(link)));
    expect(response.statusCode).toBe(200);
    const { case: shown } = response.json();
    expect(shown.reference).toBe(reference);
    expect(shown.statusText).toBe("Received. Our desk has not opened it yet.");
    expect(shown.sent).toContainEqual({ label: "Query", value: "Money went from my account by UPI" });
    expect(shown.sent).toContainEqual({ label: "The money", value: "Money was taken without my approval" });
    const steps = shown.nextSteps as { id: string; dueText: string | null; source: string }[];
    expect(steps.map((step) => step.id)).toEqual(["call-1930", "finish-portal-complaint", "tell-bank", "held-money"]);
    expect(steps.find((step) => step.id === "tell-bank")?.dueText).toMatch(/IST$/);
    for (const step of steps) expect(new URL(step.source).protocol).toBe("https:");
  });

  it("a wrong, a revoked and a missing secret get byte-identical answers, and no cookie", async () => {
    const { link } = await aCaseWithLink();
    const revoke = await testApp.app.inject({
      method: "POST",
      url: caseApiPaths.revokeLinks,
      cookies: { [CASE_COOKIE_NAME]: cookieOf(await open(link)) },
    });
    expect(revoke.json()).toEqual({ status: "success", message: caseMessages.linksRevoked });

    const answers = await Promise.all([open(link), open("x".repeat(43)), open(""), open(undefined)]);
    for (const answer of answers) {
      expect(answer.statusCode).toBe(404);
      expect(answer.body).toBe(answers[0]!.body);
      expect(answer.cookies.some((cookie) => cookie.name === CASE_COOKIE_NAME)).toBe(false);
    }
    expect(answers[0]!.json()).toEqual({ status: "error", message: caseMessages.notOpened });
  });

  it("revoking the links also ends the session that did it", async () => {
    const { link } = await aCaseWithLink();
    const cookie = cookieOf(await open(link));
    await testApp.app.inject({
      method: "POST",
      url: caseApiPaths.revokeLinks,
      cookies: { [CASE_COOKIE_NAME]: cookie },
    });
    expect((await view(cookie)).statusCode).toBe(401);
  });

  it("closing the page on this browser ends its session only; the link still opens the case", async () => {
    const { link } = await aCaseWithLink();
    const cookie = cookieOf(await open(link));
    const closed = await testApp.app.inject({
      method: "POST",
      url: caseApiPaths.close,
      cookies: { [CASE_COOKIE_NAME]: cookie },
    });
    expect(closed.statusCode).toBe(200);
    expect((await view(cookie)).statusCode).toBe(401);
    expect((await open(link)).statusCode).toBe(200);
  });

  it("a form's success answer carries a case link that opens its case; the stored Idempotency-Key answer holds no link", async () => {
    const sent = await testApp.app.inject({
      method: "POST",
      url: apiPaths.helpRequests,
      headers: { "idempotency-key": "case-link-test-0001" },
      payload: { name: "Ravi Kumar", email: "ravi@example.in", query: "A fake KYC call took ₹12,000" },
    });
    expect(sent.statusCode).toBe(201);
    const { reference, caseUrl } = sent.json<{ reference: string; caseUrl: string }>();
    const secret = caseUrl.split("#")[1]!;
    const opened = await open(secret);
    expect(opened.json()).toEqual({ status: "success", reference });

    const stored = await testApp.db.selectFrom("idempotency_keys").select("response_body").execute();
    expect(stored.map((row) => row.response_body).join("\n")).not.toContain(secret);
    const hashes = await testApp.db.selectFrom("case_secrets").select("secret_hash").execute();
    expect(hashes.map((row) => row.secret_hash)).not.toContain(secret);
  });

  it("a bot that fills the honeypot gets a link like anyone's, which opens nothing", async () => {
    const sent = await testApp.app.inject({
      method: "POST",
      url: apiPaths.helpRequests,
      payload: { name: "Bot", email: "bot@example.in", query: "spam", website: "https://spam.example" },
    });
    const { caseUrl } = sent.json<{ caseUrl: string }>();
    expect(caseUrl).toMatch(/^\/case#[\w-]{43}$/);
    expect((await open(caseUrl.split("#")[1])).statusCode).toBe(404);
  });

  it("what the victim has done moves the next steps: 1930 called is done, and the bank's credit is due 10 working days after telling it", async () => {
    const { link } = await aCaseWithLink({
      created_at: new Date().toISOString(),
      payment_approval: "taken_without_approval",
      incident_at: "2026-11-20T04:30:00.000Z",
    });
    const cookie = cookieOf(await open(link));
    const saved = await testApp.app.inject({
      method: "POST",
      url: caseApiPaths.progress,
      cookies: { [CASE_COOKIE_NAME]: cookie },
      payload: {
        helplineCalledAt: "2026-11-20T10:15",
        helplineAcknowledgement: "31411250012345",
        portalComplaintFinished: true,
        bankToldAt: "2026-11-20T11:00",
        bankReference: "SR-88/2026",
      },
    });
    expect(saved.statusCode).toBe(200);
    const { case: shown } = saved.json();
    const state = (id: string) => shown.nextSteps.find((step: { id: string }) => step.id === id)?.state;
    expect(state("call-1930")).toBe("done");
    expect(state("finish-portal-complaint")).toBe("done");
    expect(state("tell-bank")).toBe("done");
    const credit = shown.nextSteps.find((step: { id: string }) => step.id === "bank-credit");
    // Fri 20 Nov 2026 + 10 working days, Sundays 22 and 29 Nov not counted: Wed 2 Dec.
    expect(credit.dueText).toBe("Wed, 2 Dec 2026, 11:59 pm IST");
    expect(shown.progress).toEqual({
      helplineCalledAt: "2026-11-20T10:15",
      helplineAcknowledgement: "31411250012345",
      portalComplaintFinished: true,
      bankName: "",
      bankToldAt: "2026-11-20T11:00",
      bankReference: "SR-88/2026",
      bankRepliedOn: "",
      walletIssuer: "",
      coerced: "",
      accountOfOrganisation: "",
      claimedCompensationBefore: "",
      harm: "",
      personIsMinor: "",
    });
    expect((await view(cookie)).json().case.progress.bankReference).toBe("SR-88/2026");
  });

  it("the day of the bank's last reply is kept and dates the Ombudsman 90 days after it", async () => {
    const { link } = await aCaseWithLink({
      created_at: new Date().toISOString(),
      payment_approval: "taken_without_approval",
      incident_at: "2026-11-20T04:30:00.000Z",
    });
    const cookie = cookieOf(await open(link));
    const today = dayInIndia(new Date());
    const saved = await testApp.app.inject({
      method: "POST",
      url: caseApiPaths.progress,
      cookies: { [CASE_COOKIE_NAME]: cookie },
      payload: { bankToldAt: "2026-11-20T11:00", bankRepliedOn: today },
    });
    expect(saved.statusCode).toBe(200);
    const { case: shown } = saved.json();
    expect(shown.progress.bankRepliedOn).toBe(today);
    const ombudsman = shown.nextSteps.find((step: { id: string }) => step.id === "ombudsman");
    const later = today > "2026-12-20" ? today : "2026-12-20";
    expect(ombudsman.due).toBe(endOfIndiaDay(addCalendarDays(later, 90)).toISOString());
    expect((await view(cookie)).json().case.progress.bankRepliedOn).toBe(today);
  });

  it("a bank reply dated in the future, before the bank was told, or not a real day is refused, and nothing is saved", async () => {
    const { link } = await aCaseWithLink();
    const cookie = cookieOf(await open(link));
    const refusedWith = async (payload: Record<string, string>) => {
      const refused = await testApp.app.inject({
        method: "POST",
        url: caseApiPaths.progress,
        cookies: { [CASE_COOKIE_NAME]: cookie },
        payload,
      });
      expect(refused.statusCode).toBe(400);
      return refused.json().errors;
    };
    expect(await refusedWith({ bankRepliedOn: "2099-01-01" })).toEqual({ bankRepliedOn: caseMessages.dateInFuture });
    expect(await refusedWith({ bankRepliedOn: "2026-06-31" })).toEqual({ bankRepliedOn: caseMessages.dateInvalid });
    expect(await refusedWith({ bankRepliedOn: "next week" })).toEqual({ bankRepliedOn: caseMessages.dateInvalid });
    expect(await refusedWith({ bankToldAt: "2026-11-20T11:00", bankRepliedOn: "2026-11-19" })).toEqual({
      bankRepliedOn: caseMessages.bankReplyBeforeComplaint,
    });
    const progress = (await view(cookie)).json().case.progress;
    expect(progress.bankRepliedOn).toBe("");
    expect(progress.bankToldAt).toBe("");
  });

  it("a date in the future or a number with odd characters is refused with its message, and nothing is saved", async () => {
    const { link } = await aCaseWithLink();
    const cookie = cookieOf(await open(link));
    const refused = await testApp.app.inject({
      method: "POST",
      url: caseApiPaths.progress,
      cookies: { [CASE_COOKIE_NAME]: cookie },
      payload: { helplineCalledAt: "2099-01-01T10:00", bankReference: "<script>" },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual({
      helplineCalledAt: caseMessages.dateTimeInFuture,
      bankReference: caseMessages.referenceInvalid,
    });
    expect((await view(cookie)).json().case.progress.helplineCalledAt).toBe("");
  });

  it("the desk can stop every link to a case: the victim's link and session open nothing, and the audit log names the reference", async () => {
    const { reference, link } = await aCaseWithLink();
    const cookie = cookieOf(await open(link));
    const desk = await signInAsAdmin(testApp, { email: "desk.revoke@cyberhelp.example" });
    const revoked = await testApp.app.inject({
      method: "DELETE",
      url: adminApiPaths.submissionCaseLinks(reference),
      headers: desk.headers,
    });
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json().message).toBe(`Every link to the case page of ${reference} has stopped working.`);
    expect((await open(link)).statusCode).toBe(404);
    expect((await view(cookie)).statusCode).toBe(401);
    const audit = await testApp.db
      .selectFrom("audit_log")
      .select(["action", "target_id"])
      .where("action", "=", "submission.case_links_revoked")
      .execute();
    expect(audit).toEqual([{ action: "submission.case_links_revoked", target_id: reference }]);

    const unknown = await testApp.app.inject({
      method: "DELETE",
      url: adminApiPaths.submissionCaseLinks("CH-ZZZZZZ"),
      headers: desk.headers,
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('"This wasn\'t me" closes the case as spam and ends every link to it; the audit log says who asked', async () => {
    const { reference, link } = await aCaseWithLink();
    const cookie = cookieOf(await open(link));
    const closed = await testApp.app.inject({ method: "POST", url: caseApiPaths.notMe, payload: { link } });
    expect(closed.statusCode).toBe(200);
    expect(closed.json()).toEqual({ status: "success", message: caseMessages.closedAsNotMe });
    const row = await testApp.db
      .selectFrom("submissions")
      .select("status")
      .where("reference", "=", reference)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe("spam");
    expect((await open(link)).statusCode).toBe(404);
    expect((await view(cookie)).statusCode).toBe(401);
    const audit = await testApp.db
      .selectFrom("audit_log")
      .select(["actor_name", "detail"])
      .where("target_id", "=", reference)
      .where("action", "=", "submission.status_changed")
      .executeTakeFirstOrThrow();
    expect(audit.actor_name).toBe("The person the case link was mailed to");
    expect(JSON.parse(audit.detail)).toMatchObject({ from: "new", to: "spam" });

    const again = await testApp.app.inject({ method: "POST", url: caseApiPaths.notMe, payload: { link } });
    expect(again.statusCode).toBe(404);
    expect(again.body).toBe((await open("x".repeat(43))).body);
  });

  it("a phone remembers the case only when asked: its cookie then opens a new session, and Forget ends it on the server", async () => {
    const { link } = await aCaseWithLink();
    const session = cookieOf(await open(link));
    expect((await view(session)).json().case.remembered).toBe(false);

    const remember = await testApp.app.inject({
      method: "POST",
      url: caseApiPaths.remember,
      cookies: { [CASE_COOKIE_NAME]: session },
    });
    expect(remember.json()).toEqual({ status: "success", message: caseMessages.remembered });
    const deviceCookie = remember.cookies.find((cookie) => cookie.name === CASE_DEVICE_COOKIE_NAME)!;
    expect(deviceCookie).toMatchObject({
      httpOnly: true,
      sameSite: "Strict",
      path: "/case",
      maxAge: 180 * 24 * 60 * 60,
    });

    // Later, with the session gone: the phone's cookie opens the case and a fresh session.
    const device = { [CASE_DEVICE_COOKIE_NAME]: deviceCookie.value };
    const again = await testApp.app.inject({ method: "GET", url: caseApiPaths.view, cookies: device });
    expect(again.statusCode).toBe(200);
    expect(again.json().case.remembered).toBe(true);
    expect(again.cookies.some((cookie) => cookie.name === CASE_COOKIE_NAME && cookie.value !== "")).toBe(true);

    const forget = await testApp.app.inject({ method: "POST", url: caseApiPaths.forget, cookies: device });
    expect(forget.json()).toEqual({ status: "success", message: caseMessages.forgotten });
    expect((await testApp.app.inject({ method: "GET", url: caseApiPaths.view, cookies: device })).statusCode).toBe(401);
  });

  it("closing the page on a remembered phone forgets it too", async () => {
    const { link } = await aCaseWithLink();
    const session = cookieOf(await open(link));
    const remember = await testApp.app.inject({
      method: "POST",
      url: caseApiPaths.remember,
      cookies: { [CASE_COOKIE_NAME]: session },
    });
    const device = remember.cookies.find((cookie) => cookie.name === CASE_DEVICE_COOKIE_NAME)!.value;
    await testApp.app.inject({
      method: "POST",
      url: caseApiPaths.close,
      cookies: { [CASE_COOKIE_NAME]: session, [CASE_DEVICE_COOKIE_NAME]: device },
    });
    const after = await testApp.app.inject({
      method: "GET",
      url: caseApiPaths.view,
      cookies: { [CASE_DEVICE_COOKIE_NAME]: device },
    });
    expect(after.statusCode).toBe(401);
  });

  it("without a session, the view says to open the case link again", async () => {
    const response = await view();
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ status: "error", message: caseMessages.noCaseSession });
  });

  it("every answer is private: no-store, no referrer, not indexed", async () => {
    const { link } = await aCaseWithLink();
    for (const response of [await open(link), await open("wrong"), await view()]) {
      expect(response.headers["cache-control"]).toBe("no-store");
      expect(response.headers["referrer-policy"]).toBe("no-referrer");
      expect(response.headers["x-robots-tag"]).toBe("noindex");
    }
  });

  it("refuses a request another site makes a browser send", async () => {
    const { link } = await aCaseWithLink();
    const response = await testApp.app.inject({
      method: "POST",
      url: caseApiPaths.open,
      headers: { origin: "https://attacker.example" },
      payload: { link },
    });
    expect(response.statusCode).toBe(403);
    expect(response.cookies.some((cookie) => cookie.name === CASE_COOKIE_NAME)).toBe(false);
  });
});
