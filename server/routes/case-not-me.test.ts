import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FormAnswer, PageFormAnswer } from "~/shared/form-answer";
import { adminApiPaths, apiPaths, caseApiPaths } from "~/shared/routes";
import { seedSubmissions } from "../testing/store-test-database";
import { mintCaseSecret } from "../cases/case-secrets";
import { hashToken } from "../auth/tokens";
import { htmlDocument } from "../site/client-build";
import type { MailMessage } from "../mail/smtp-transport";
import { createTestUser, logInAs, signInAsAdmin } from "../testing/admin-session";
import { FAST_MAIL_POLICY, startSmtpSink, type SmtpSink } from "../testing/smtp-sink";
import { startTestApp, type TestApp } from "../testing/test-app";
import { createTestClock } from "../testing/test-clock";
import { CASE_COOKIE_NAME } from "../cases/case-cookies";
import { caseMessages } from "~/shared/messages/case";

// "This wasn't me" has its own secret (docs/decisions/0058): minted only into the acknowledgement,
// it opens nothing and only closes its case; a case link from a mail sent before still closes it
// until it expires; and the desk can undo the closure.

const DAY = 24 * 60 * 60 * 1000;

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

/** Polls until `check` holds: the mail worker and "Lost your link?" work after the answer. */
async function until<T>(read: () => Promise<T>, check: (value: T) => boolean): Promise<T> {
  for (let round = 0; round < 500; round += 1) {
    const value = await read();
    if (check(value)) return value;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error("the condition never held");
}

/** Sends a help request from `email`; its reference and the acknowledgement's two secrets. */
async function sendAndReadAcknowledgement(email: string) {
  const sent = await testApp.app.inject({
    method: "POST",
    url: apiPaths.helpRequests,
    payload: { name: "Asha", email, query: "Money taken by UPI" },
  });
  expect(sent.statusCode).toBe(201);
  const reference = String(sent.json().reference);
  const ack = await until(
    async () => smtp.received.find((mail) => mail.subject?.includes(reference) && mail.text?.includes("not-me")),
    (mail) => mail !== undefined,
  );
  const caseLink = /\/case#([\w-]{43})/.exec(ack!.text ?? "")![1]!;
  const notMe = /\/case\?not-me#([\w-]{43})/.exec(ack!.text ?? "")![1]!;
  return { reference, caseLink, notMe, ack: ack! };
}

function open(link: string) {
  return testApp.app.inject({ method: "POST", url: caseApiPaths.open, payload: { link } });
}

function notMe(link: string) {
  return testApp.app.inject({ method: "POST", url: caseApiPaths.notMe, payload: { link } });
}

/** The case-code form without scripts; the answer the page is rendered with. */
async function openWithoutScripts(code: string) {
  const response = await testApp.app.inject({
    method: "POST",
    url: caseApiPaths.openForm,
    headers: { "content-type": "application/x-www-form-urlencoded" },
    payload: new URLSearchParams({ code }).toString(),
  });
  return { response, answer: response.json<{ answer: FormAnswer | null }>().answer };
}

async function statusOf(reference: string) {
  const row = await testApp.db
    .selectFrom("submissions")
    .select("status")
    .where("reference", "=", reference)
    .executeTakeFirstOrThrow();
  return row.status;
}

/** A stored request with a case link made `ago` before now, as a mail sent before 0058 carried. */
async function aCaseWithOldMailLink(ago: number, status: "new" | "in_progress" = "new", email = "old@example.in") {
  const [reference] = await seedSubmissions(testApp.db, [
    { created_at: new Date(clock.now().getTime() - ago).toISOString(), email, status },
  ]);
  const { id } = await testApp.db
    .selectFrom("submissions")
    .select("id")
    .where("reference", "=", reference!)
    .executeTakeFirstOrThrow();
  const { secret } = await mintCaseSecret(testApp.db, id, "link", new Date(clock.now().getTime() - ago), {
    channel: "mail",
    mail: "acknowledgement",
  });
  return { reference: reference!, id, link: secret };
}

describe("the acknowledgement's \"This wasn't me\" link", () => {
  it("carries a secret of its own, not the case link's, and its minting is audited as a not-me secret by mail", async () => {
    const { reference, caseLink, notMe: notMeSecret, ack } = await sendAndReadAcknowledgement("own@example.in");
    expect(notMeSecret).not.toBe(caseLink);
    expect(ack.text).not.toContain(`not-me#${caseLink}`);
    const minted = await testApp.db
      .selectFrom("audit_log")
      .select("detail")
      .where("action", "=", "case_secret.minted")
      .where("target_id", "=", reference)
      .execute();
    expect(minted.map((row) => JSON.parse(String(row.detail)))).toContainEqual({
      kind: "not_me",
      channel: "mail",
      mail: "acknowledgement",
    });
  });

  it("does not open the case, through the API or the case-code form without scripts", async () => {
    const { caseLink, notMe: notMeSecret } = await sendAndReadAcknowledgement("opens-nothing@example.in");
    const refused = await open(notMeSecret);
    expect(refused.statusCode).toBe(404);
    expect(refused.body).toBe((await open("x".repeat(43))).body);
    expect(refused.cookies.filter((cookie) => cookie.name === CASE_COOKIE_NAME && cookie.value !== "")).toEqual([]);

    const form = await openWithoutScripts(notMeSecret);
    expect(form.answer).toMatchObject({ outcome: "invalid" });
    expect(form.response.cookies.filter((cookie) => cookie.name === CASE_COOKIE_NAME && cookie.value !== "")).toEqual(
      [],
    );
    // The case link of the same mail still opens it.
    expect((await open(caseLink)).statusCode).toBe(200);
  });

  it("closes the case as not me, and every link to it with it", async () => {
    const { reference, caseLink, notMe: notMeSecret } = await sendAndReadAcknowledgement("closes@example.in");
    const closed = await notMe(notMeSecret);
    expect(closed.statusCode).toBe(200);
    expect(closed.json()).toEqual({ status: "success", message: caseMessages.closedAsNotMe });
    expect(await statusOf(reference)).toBe("spam");
    expect((await open(caseLink)).statusCode).toBe(404);
    expect((await notMe(notMeSecret)).statusCode).toBe(404);
  });

  it("a case link from a mail sent before still closes the case as not me until it expires, and not after", async () => {
    const live = await aCaseWithOldMailLink(29 * DAY);
    expect((await notMe(live.link)).statusCode).toBe(200);
    expect(await statusOf(live.reference)).toBe("spam");

    const expired = await aCaseWithOldMailLink(31 * DAY);
    const refused = await notMe(expired.link);
    expect(refused.statusCode).not.toBe(200);
    expect(refused.json()).toMatchObject({ status: "error" });
    expect(await statusOf(expired.reference)).toBe("new");
  });
});

describe("a send that fails", () => {
  it("revokes the not-me secret it minted, as it does the case link", async () => {
    const tried: MailMessage[] = [];
    const failing = await startTestApp({
      env: { NOTIFY_EMAIL: "desk@cyberhelp.example" },
      mail: {
        policy: FAST_MAIL_POLICY,
        sender: {
          async send(message) {
            tried.push(message);
            throw new Error("the mail server refused it");
          },
          close() {},
        },
      },
    });
    try {
      const sent = await failing.app.inject({
        method: "POST",
        url: apiPaths.helpRequests,
        payload: { name: "Asha", email: "fails@example.in", query: "Money taken by UPI" },
      });
      expect(sent.statusCode).toBe(201);
      const outbox = await until(
        () =>
          failing.db
            .selectFrom("mail_outbox")
            .select(["attempts", "last_error"])
            .where("purpose", "=", "acknowledgement")
            .executeTakeFirst(),
        (row) => row !== undefined && row.attempts >= 1 && row.last_error !== null,
      );
      expect(outbox?.last_error).toContain("refused");
      const ack = tried.find((message) => message.text.includes("not-me"));
      const notMeSecret = /\/case\?not-me#([\w-]{43})/.exec(ack!.text)![1]!;
      const caseLink = /\/case#([\w-]{43})/.exec(ack!.text)![1]!;
      const rows = await failing.db
        .selectFrom("case_secrets")
        .select(["secret_hash", "kind", "revoked_at"])
        .where("secret_hash", "in", [hashToken(notMeSecret), hashToken(caseLink)])
        .execute();
      expect(rows.map((row) => [row.kind, row.revoked_at !== null]).sort()).toEqual([
        ["link", true],
        ["not_me", true],
      ]);
      const closed = await failing.app.inject({
        method: "POST",
        url: caseApiPaths.notMe,
        payload: { link: notMeSecret },
      });
      expect(closed.statusCode).toBe(404);
    } finally {
      await failing.close();
    }
  });
});

describe('the desk undoes "This wasn\'t me"', () => {
  function undo(reference: string, headers: Record<string, string>) {
    return testApp.app.inject({ method: "POST", url: adminApiPaths.submissionNotMeUndo(reference), headers });
  }

  it('restores the status the case had, lets "Lost your link?" mail a link again, and is audited', async () => {
    const email = "after-all@example.in";
    const { reference, link } = await aCaseWithOldMailLink(DAY, "in_progress", email);
    expect((await notMe(link)).statusCode).toBe(200);
    const desk = await signInAsAdmin(testApp, { email: "undo-admin@cyberhelp.example" });

    const shownBefore = await testApp.app.inject({
      method: "GET",
      url: `${adminApiPaths.submissions}/${reference}`,
      headers: desk.headers,
    });
    expect(shownBefore.json()).toMatchObject({ status: "spam", closedAsNotMe: true });

    const undone = await undo(reference, desk.headers);
    expect(undone.statusCode).toBe(200);
    expect(undone.json().message).toContain("Lost your link?");
    expect(await statusOf(reference)).toBe("in_progress");
    const shownAfter = await testApp.app.inject({
      method: "GET",
      url: `${adminApiPaths.submissions}/${reference}`,
      headers: desk.headers,
    });
    expect(shownAfter.json()).toMatchObject({ status: "in_progress", closedAsNotMe: false });

    const audit = await testApp.db
      .selectFrom("audit_log")
      .select(["actor_email", "detail"])
      .where("action", "=", "submission.not_me_undone")
      .where("target_id", "=", reference)
      .execute();
    expect(audit.map((row) => ({ by: row.actor_email, ...JSON.parse(String(row.detail)) }))).toEqual([
      { by: "undo-admin@cyberhelp.example", from: "spam", to: "in_progress" },
    ]);

    // Nothing was minted or mailed by the undo itself; the old link stays revoked.
    expect((await open(link)).statusCode).toBe(404);
    const asked = await testApp.app.inject({
      method: "POST",
      url: caseApiPaths.lostLink,
      payload: { reference, email },
    });
    expect(asked.statusCode).toBe(200);
    await until(
      () =>
        testApp.db
          .selectFrom("mail_outbox")
          .select("id")
          .where("purpose", "=", "case_link")
          .where("to_address", "=", email)
          .execute(),
      (rows) => rows.length === 1,
    );

    // There is nothing to undo twice.
    expect((await undo(reference, desk.headers)).statusCode).toBe(409);
  });

  it("is refused to a desk member whose account is no longer active, and leaves the case closed", async () => {
    const { reference, link } = await aCaseWithOldMailLink(DAY, "new", "refused@example.in");
    expect((await notMe(link)).statusCode).toBe(200);
    const user = await createTestUser(testApp, { email: "gone@cyberhelp.example", role: "caseworker" });
    const session = await logInAs(testApp, user);
    await testApp.db.updateTable("users").set({ status: "disabled" }).where("id", "=", user.id).execute();
    const refused = await undo(reference, session.headers);
    expect(refused.statusCode).toBe(403);
    expect(await statusOf(reference)).toBe("spam");
  });

  it("a caseworker may undo it, as any status change", async () => {
    const { reference, link } = await aCaseWithOldMailLink(DAY, "new", "caseworker@example.in");
    expect((await notMe(link)).statusCode).toBe(200);
    const session = await logInAs(
      testApp,
      await createTestUser(testApp, { email: "worker@cyberhelp.example", role: "caseworker" }),
    );
    expect((await undo(reference, session.headers)).statusCode).toBe(200);
    expect(await statusOf(reference)).toBe("new");
  });
});
