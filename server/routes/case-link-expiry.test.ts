import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { FormAnswer, PageFormAnswer } from "~/shared/form-answer";
import { localizedPath } from "~/shared/languages";
import { CASE_PAGE_PATH, caseApiPaths, PAGE_LANGUAGE_HEADER } from "~/shared/routes";
import { seedSubmissions } from "../testing/store-test-database";
import { CASE_DEVICE_MS, mintCaseSecret, revokeCaseSecret } from "../cases/case-secrets";
import { htmlDocument } from "../site/client-build";
import { FAST_MAIL_POLICY, startSmtpSink, type SmtpSink } from "../testing/smtp-sink";
import { startTestApp, type TestApp } from "../testing/test-app";
import { createTestClock } from "../testing/test-clock";
import { CASE_COOKIE_NAME, CASE_DEVICE_COOKIE_NAME } from "../cases/case-cookies";
import { caseMessages } from "~/shared/messages/case";

/** Mail goes through the outbox and a real SMTP sink: on a busy machine it takes seconds, not the default second. */
const MAIL_WAIT = { timeout: 10_000, interval: 20 };

// A case link opens its case for 30 days from when it was made (docs/decisions/0055), through the
// real routes with the app's clock moved by hand: the API, the case-code form without scripts, a
// remembered phone, "This wasn't me" and "Lost your link?".

const DAY = 24 * 60 * 60 * 1000;
const MINUTE = 60 * 1000;

const EXPIRED_IN_HINDI =
  "इस लिंक की अवधि खत्म हो गई है: केस लिंक 30 दिनों तक काम करते हैं। नीचे नया लिंक माँगें: हम उसे उस ई-मेल पते पर भेजेंगे जो आपने हमें दिया था।";

const clock = createTestClock();
let smtp: SmtpSink;
let testApp: TestApp;
beforeAll(async () => {
  smtp = await startSmtpSink();
  testApp = await startTestApp({
    env: { SMTP_URL: smtp.url, NOTIFY_EMAIL: "desk@cyberhelp.example" },
    mail: { policy: FAST_MAIL_POLICY },
    clock,
    // A page answered at request time, as its island is given it: the page's path and the answer.
    pageRenderer: Promise.resolve({
      render: async (path: string, island: PageFormAnswer | null) =>
        htmlDocument(Buffer.from(JSON.stringify({ path, answer: island?.answer ?? null }))),
    }),
  });
});
afterAll(async () => {
  await testApp?.close();
  await smtp?.close();
});

/** A stored request and a link to it made now, on the app's clock. */
async function aCaseWithLink(email = "victim@example.in"): Promise<{ reference: string; id: number; link: string }> {
  const [reference] = await seedSubmissions(testApp.db, [{ created_at: clock.now().toISOString(), email }]);
  const { id } = await testApp.db
    .selectFrom("submissions")
    .select("id")
    .where("reference", "=", reference!)
    .executeTakeFirstOrThrow();
  const { secret } = await mintCaseSecret(testApp.db, id, "link", clock.now(), {
    channel: "mail",
    mail: "acknowledgement",
  });
  return { reference: reference!, id, link: secret };
}

function open(link: string, headers: Record<string, string> = {}) {
  return testApp.app.inject({ method: "POST", url: caseApiPaths.open, payload: { link }, headers });
}

function sessionOf(response: Awaited<ReturnType<typeof open>>): string | undefined {
  return response.cookies.find((cookie) => cookie.name === CASE_COOKIE_NAME && cookie.value !== "")?.value;
}

/** The case-code form without scripts, on the page of `language`; the page it answers with, as rendered. */
async function postCode(code: string, language: "en" | "hi" = "en") {
  const response = await testApp.app.inject({
    method: "POST",
    url: localizedPath(language, caseApiPaths.openForm),
    headers: { "content-type": "application/x-www-form-urlencoded" },
    payload: new URLSearchParams({ code }).toString(),
  });
  return { response, page: response.json<{ path: string; answer: FormAnswer | null }>() };
}

describe("a case link's 30 days", () => {
  it("a link opens the case on day 29 and at 23:59 of day 30, and not after", async () => {
    const { reference, link } = await aCaseWithLink();
    clock.advance(29 * DAY);
    const dayTwentyNine = await open(link);
    expect(dayTwentyNine.json()).toEqual({ status: "success", reference });
    expect(sessionOf(dayTwentyNine)).toBeDefined();

    clock.advance(DAY - MINUTE);
    expect((await open(link)).json()).toEqual({ status: "success", reference });

    clock.advance(MINUTE);
    const after = await open(link);
    expect(after.statusCode).toBe(410);
    expect(sessionOf(after)).toBeUndefined();
  });

  it("an expired link is told it expired and how to get a new one, in English and on a Hindi page in Hindi; other links keep the one 404", async () => {
    const { link } = await aCaseWithLink();
    const revoked = await aCaseWithLink();
    await revokeCaseSecret(testApp.db, revoked.link, clock.now());
    clock.advance(30 * DAY);

    const expired = await open(link);
    expect(expired.statusCode).toBe(410);
    expect(expired.json()).toEqual({
      status: "error",
      message:
        "This link has expired: case links work for 30 days. Ask for a new one below: we will send it to the e-mail address you gave us.",
    });
    expect(expired.headers["cache-control"]).toBe("no-store");
    const hindi = await open(link, { [PAGE_LANGUAGE_HEADER]: "hi" });
    expect(hindi.statusCode).toBe(410);
    expect(hindi.json()).toEqual({ status: "error", message: EXPIRED_IN_HINDI });

    // Revoked (and past its days too), wrong: the same bytes as ever, which say nothing of expiry.
    const others = [await open(revoked.link), await open("x".repeat(43))];
    for (const other of others) {
      expect(other.statusCode).toBe(404);
      expect(other.body).toBe(others[1]!.body);
    }
    expect(others[0]!.json()).toEqual({ status: "error", message: caseMessages.notOpened });
  });

  it("without scripts, an expired case code gets the case page saying it expired, in English and under /hi in Hindi", async () => {
    const { link } = await aCaseWithLink();
    clock.advance(30 * DAY);

    const english = await postCode(link);
    expect(english.response.statusCode).toBe(410);
    expect(english.response.cookies.some((cookie) => cookie.name === CASE_COOKIE_NAME)).toBe(false);
    expect(english.page).toEqual({
      path: CASE_PAGE_PATH,
      answer: { outcome: "invalid", values: {}, errors: { code: caseMessages.linkExpired } },
    });
    // The whole link pasted, as the mail prints it.
    const pasted = await postCode(`https://cyberhelp.example/hi/case#${link}`, "hi");
    expect(pasted.response.statusCode).toBe(410);
    expect(pasted.page).toEqual({
      path: localizedPath("hi", CASE_PAGE_PATH),
      answer: { outcome: "invalid", values: {}, errors: { code: EXPIRED_IN_HINDI } },
    });

    const wrong = await postCode("not-a-real-code");
    expect(wrong.response.statusCode).toBe(404);
    expect(wrong.page.answer).toEqual({ outcome: "invalid", values: {}, errors: { code: caseMessages.notOpened } });
  });

  it("a remembered phone still opens the case after its link expired, until its own 180 days are up", async () => {
    const { reference, link } = await aCaseWithLink();
    const session = sessionOf(await open(link))!;
    const remember = await testApp.app.inject({
      method: "POST",
      url: caseApiPaths.remember,
      cookies: { [CASE_COOKIE_NAME]: session },
    });
    const device = remember.cookies.find((cookie) => cookie.name === CASE_DEVICE_COOKIE_NAME)!.value;
    const byPhone = () =>
      testApp.app.inject({ method: "GET", url: caseApiPaths.view, cookies: { [CASE_DEVICE_COOKIE_NAME]: device } });

    clock.advance(31 * DAY);
    expect((await open(link)).statusCode).toBe(410);
    const later = await byPhone();
    expect(later.statusCode).toBe(200);
    expect(later.json().case).toMatchObject({ reference, remembered: true });
    // The page itself, rendered with the case the phone opens, as without scripts.
    const page = await testApp.app.inject({
      method: "GET",
      url: CASE_PAGE_PATH,
      cookies: { [CASE_DEVICE_COOKIE_NAME]: device },
    });
    expect(page.json().answer).toMatchObject({ outcome: "case", shown: { reference } });

    clock.advance(CASE_DEVICE_MS - 31 * DAY - MINUTE);
    expect((await byPhone()).statusCode).toBe(200);
    clock.advance(MINUTE);
    expect((await byPhone()).statusCode).toBe(401);
  });

  it('"This wasn\'t me" from an expired link says it expired and leaves the case as it was', async () => {
    const { id, link } = await aCaseWithLink();
    clock.advance(30 * DAY);
    const answer = await testApp.app.inject({ method: "POST", url: caseApiPaths.notMe, payload: { link } });
    expect(answer.statusCode).toBe(410);
    expect(answer.json()).toEqual({ status: "error", message: caseMessages.linkExpired });
    const row = await testApp.db
      .selectFrom("submissions")
      .select("status")
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe("new");
  });

  it('"Lost your link?" after a link expired mails a new one that says it works for 30 days, opens the case, and expires in its turn', async () => {
    const { reference, link } = await aCaseWithLink("expired.link.owner@example.in");
    clock.advance(45 * DAY);
    expect((await open(link)).statusCode).toBe(410);

    const asked = await testApp.app.inject({
      method: "POST",
      url: caseApiPaths.lostLink,
      payload: { reference, email: "expired.link.owner@example.in" },
    });
    expect(asked.json()).toEqual({ status: "success", message: caseMessages.lostLinkSent });
    expect(caseMessages.lostLinkSent).toContain("The new link works for 30 days.");
    const [mail] = await vi.waitFor(() => {
      const found = smtp.received.filter((candidate) => candidate.subject === `Your new case link (${reference})`);
      expect(found).toHaveLength(1);
      return found;
    }, MAIL_WAIT);
    expect(mail!.text).toContain("The link works for 30 days.");
    const fresh = /\/case#([\w-]{43})/.exec(mail!.text ?? "")?.[1];
    expect(fresh, "the mail's case link").toBeDefined();

    const opened = await open(fresh!);
    expect(opened.json()).toEqual({ status: "success", reference });
    expect(sessionOf(opened)).toBeDefined();
    expect((await open(link)).statusCode, "the old link stays expired").toBe(410);

    clock.advance(30 * DAY);
    expect((await open(fresh!)).statusCode).toBe(410);
  });
});
