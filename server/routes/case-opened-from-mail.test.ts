import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { FormAnswer, PageFormAnswer } from "~/shared/form-answer";
import { apiPaths, caseApiPaths } from "~/shared/routes";
import type { CaseView } from "~/shared/schemas/case";
import { CASE_LINK_MARK, withFreshCaseLink } from "../mail/case-link-in-mail";
import { htmlDocument } from "../site/client-build";
import { FAST_MAIL_POLICY, startSmtpSink, type SmtpSink } from "../testing/smtp-sink";
import { startTestApp, type TestApp } from "../testing/test-app";
import { createTestClock } from "../testing/test-clock";
import { CASE_COOKIE_NAME } from "../cases/case-cookies";

// A form takes any address, so anyone can have the site mail anyone a link to a case page that
// shows what they typed. What was typed is shown folded under a warning until the case has been
// opened from a link mailed to its own address (docs/decisions/0075): the acknowledgement's, a
// fresh one from "Lost your link?", with scripts or its code pasted without them. The link the
// form's own answer hands out proves no mailbox. On SQLite, and on PostgreSQL with TEST_DATABASE_URL.

const MAIL_WAIT = { timeout: 10_000, interval: 20 };
const clock = createTestClock(new Date("2026-12-06T06:30:00.000Z"));

let smtp: SmtpSink;
let testApp: TestApp;
beforeAll(async () => {
  smtp = await startSmtpSink();
  testApp = await startTestApp({
    env: { SMTP_URL: smtp.url, NOTIFY_EMAIL: "desk@cyberhelp.example" },
    mail: { policy: FAST_MAIL_POLICY },
    clock,
    // A page answered at request time, as its island is given it.
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

/** A help request sent from `email` with scripts: its reference and the link its answer hands out. */
async function sendRequest(email: string) {
  const sent = await testApp.app.inject({
    method: "POST",
    url: apiPaths.helpRequests,
    payload: { name: "Asha", email, query: "Call +91 90000 11111 and pay the ₹500 release fee." },
  });
  expect(sent.statusCode).toBe(201);
  const { reference, caseUrl } = sent.json<{ reference: string; caseUrl: string }>();
  return { reference, formLink: caseUrl.slice(caseUrl.indexOf("#") + 1) };
}

/** The case link in the mail to `email` whose subject names `reference`. */
async function mailedLink(email: string, reference: string, subject: (text: string) => boolean) {
  const mail = await vi.waitFor(() => {
    const found = smtp.received.find(
      (candidate) =>
        smtp.envelopeRecipients[smtp.received.indexOf(candidate)]?.includes(email) &&
        candidate.subject?.includes(reference) &&
        subject(candidate.subject),
    );
    expect(found).toBeDefined();
    return found!;
  }, MAIL_WAIT);
  return /\/case#([\w-]{43})/.exec(mail.text ?? "")![1]!;
}

/** Opens a link as the page does with scripts: the session cookie it is exchanged for. */
async function open(link: string): Promise<string> {
  const opened = await testApp.app.inject({ method: "POST", url: caseApiPaths.open, payload: { link } });
  expect(opened.statusCode).toBe(200);
  return opened.cookies.find((cookie) => cookie.name === CASE_COOKIE_NAME)!.value;
}

async function view(session: string): Promise<CaseView["case"]> {
  const answer = await testApp.app.inject({
    method: "GET",
    url: caseApiPaths.view,
    cookies: { [CASE_COOKIE_NAME]: session },
  });
  expect(answer.statusCode).toBe(200);
  return answer.json<CaseView>().case;
}

async function openedFromMailAt(reference: string) {
  const row = await testApp.db
    .selectFrom("submissions")
    .select("opened_from_mail_at")
    .where("reference", "=", reference)
    .executeTakeFirstOrThrow();
  return row.opened_from_mail_at;
}

describe("what was typed on a case, until it is opened from a mail to its own address", () => {
  it("is folded for the link the form's answer hands out, and nothing is recorded", async () => {
    const { reference, formLink } = await sendRequest("fold.form@example.in");
    expect((await view(await open(formLink))).openedFromMail).toBe(false);
    expect(await openedFromMailAt(reference)).toBeNull();
  });

  it("is shown once the acknowledgement's link opened the case, to every session of the case, from when it was opened", async () => {
    const { reference, formLink } = await sendRequest("fold.ack@example.in");
    const formSession = await open(formLink);
    const link = await mailedLink("fold.ack@example.in", reference, (subject) => !subject.includes("new case link"));
    clock.advance(60_000);
    const mailSession = await open(link);
    expect((await view(mailSession)).openedFromMail).toBe(true);
    expect((await view(formSession)).openedFromMail).toBe(true);
    expect(await openedFromMailAt(reference)).toBe(clock.now().toISOString());
  });

  it("keeps the first time the case was opened from its mail when a mailed link opens it again", async () => {
    const { reference } = await sendRequest("fold.again@example.in");
    const link = await mailedLink("fold.again@example.in", reference, () => true);
    await open(link);
    const first = await openedFromMailAt(reference);
    expect(first).toBe(clock.now().toISOString());
    clock.advance(60 * 60_000);
    await open(link);
    expect(await openedFromMailAt(reference)).toBe(first);
  });

  it("is shown once the acknowledgement's case code is pasted into the page without scripts", async () => {
    const { reference } = await sendRequest("fold.code@example.in");
    const code = await mailedLink("fold.code@example.in", reference, () => true);
    const response = await testApp.app.inject({
      method: "POST",
      url: caseApiPaths.openForm,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: new URLSearchParams({ code }).toString(),
    });
    expect(response.statusCode).toBe(303);
    const session = response.cookies.find((cookie) => cookie.name === CASE_COOKIE_NAME)!.value;
    // The page the browser is sent back to, rendered by the server for the case its cookie opens.
    const page = await testApp.app.inject({
      method: "GET",
      url: String(response.headers.location),
      cookies: { [CASE_COOKIE_NAME]: session },
    });
    const { answer } = page.json<{ answer: Extract<FormAnswer, { outcome: "case" }> }>();
    expect(answer.outcome).toBe("case");
    expect(answer.shown.openedFromMail).toBe(true);
  });

  it('is shown once a fresh link from "Lost your link?" opened the case: it goes to the same address', async () => {
    const { reference, formLink } = await sendRequest("fold.lost@example.in");
    const asked = await testApp.app.inject({
      method: "POST",
      url: caseApiPaths.lostLink,
      payload: { reference, email: "fold.lost@example.in" },
    });
    expect(asked.statusCode).toBe(200);
    const fresh = await mailedLink("fold.lost@example.in", reference, (subject) => subject.includes("new case link"));
    expect((await view(await open(formLink))).openedFromMail).toBe(false);
    expect((await view(await open(fresh))).openedFromMail).toBe(true);
  });

  it("stays folded for a link minted into a mail to another address than the case's", async () => {
    const { reference } = await sendRequest("fold.other@example.in");
    const { id } = await testApp.db
      .selectFrom("submissions")
      .select("id")
      .where("reference", "=", reference)
      .executeTakeFirstOrThrow();
    const filled = await withFreshCaseLink(
      testApp.db,
      {
        submission_id: id,
        purpose: "case_link",
        to_address: "someone.else@example.in",
        text_body: CASE_LINK_MARK,
        html_body: "",
      },
      clock.now(),
    );
    const link = /\/case#([\w-]{43})/.exec(filled.text)![1]!;
    expect((await view(await open(link))).openedFromMail).toBe(false);
    expect(await openedFromMailAt(reference)).toBeNull();
  });
});
