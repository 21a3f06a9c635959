import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { caseApiPaths, LOST_LINK_SENT_PATH } from "~/shared/routes";
import { seedSubmissions } from "../testing/store-test-database";
import { eraseSubmission } from "../admin/casework-store";
import { lostLinkCap } from "../cases/lost-link";
import { FAST_MAIL_POLICY, startSmtpSink, type SmtpSink } from "../testing/smtp-sink";
import { startTestApp, type TestApp } from "../testing/test-app";
import { CASE_COOKIE_NAME } from "../cases/case-cookies";
import { caseMessages } from "~/shared/messages/case";

/** Mail goes through the outbox and a real SMTP sink: on a busy machine it takes seconds, not the default second. */
const MAIL_WAIT = { timeout: 10_000, interval: 20 };

// "Lost your link?" (docs/decisions/0025): a reference and the address it was sent with mail a
// fresh case link to the address on file. Whatever was asked, the answer is the same, and the
// work happens after it.

let smtp: SmtpSink;
let testApp: TestApp;
const logLines: string[] = [];
beforeAll(async () => {
  smtp = await startSmtpSink();
  testApp = await startTestApp({
    env: { SMTP_URL: smtp.url, NOTIFY_EMAIL: "desk@cyberhelp.example" },
    mail: { policy: FAST_MAIL_POLICY },
    logger: { level: "info", stream: { write: (line: string) => logLines.push(line) } },
  });
});
afterAll(async () => {
  await testApp?.close();
  await smtp?.close();
});

async function aCase(row: Partial<Parameters<typeof seedSubmissions>[1][number]> = {}) {
  const [reference] = await seedSubmissions(testApp.db, [
    { created_at: new Date().toISOString(), email: "Meera.Pillai@Example.in", message: "My UPI was emptied", ...row },
  ]);
  return reference!;
}

function askForLink(payload: unknown, headers: Record<string, string> = {}) {
  return testApp.app.inject({ method: "POST", url: caseApiPaths.lostLink, payload: payload as object, headers });
}

async function caseLinkMailsTo(address: string) {
  return testApp.db
    .selectFrom("mail_outbox")
    .select(["id", "to_address", "text_body", "html_body", "subject"])
    .where("purpose", "=", "case_link")
    .where("to_address", "=", address)
    .execute();
}

/**
 * What an answer shows a caller about what was asked: its status, headers and body, less the
 * date and the caller's own remaining allowance, which change with every request whatever it asks.
 */
function seenFromOutside(answer: Awaited<ReturnType<typeof askForLink>>) {
  // The clock's headers differ between any two answers, whatever was asked: the date, and the
  // rate limit's count and seconds to its reset (which ticks from 60 to 59 between two asks
  // that straddle a second).
  const { date: _date, "x-ratelimit-remaining": _remaining, "x-ratelimit-reset": _reset, ...headers } = answer.headers;
  return { status: answer.statusCode, headers, body: answer.body };
}

describe("Lost your link?", () => {
  it("logs the reference asked for and never whether it matched an address", async () => {
    const reference = await aCase({ email: "log.owner@example.in" });
    const other = await aCase({ email: "log.other@example.in" });
    await askForLink({ reference, email: "log.owner@example.in" });
    await askForLink({ reference: other, email: "a.stranger@example.in" });
    const asked = await vi.waitFor(() => {
      const lines = logLines
        .map((line) => JSON.parse(line) as Record<string, unknown>)
        .filter((line) => line.msg === "case link asked for" && [reference, other].includes(line.reference as string));
      expect(lines).toHaveLength(2);
      return lines;
    }, MAIL_WAIT);
    const fields = (line: Record<string, unknown>) =>
      Object.keys(line)
        .filter((key) => !["time", "reqId"].includes(key))
        .sort();
    expect(fields(asked[0]!)).toEqual(fields(asked[1]!));
    for (const line of asked) {
      expect(JSON.stringify(line)).not.toMatch(/queued|match|outcome|capped/i);
      expect(JSON.stringify(line)).not.toContain("@example.in");
    }
  });

  it("mails a fresh link to the address on file, and that link opens the case", async () => {
    const reference = await aCase({ email: "lost.link.owner@example.in" });
    const answer = await askForLink({ reference: ` ${reference.toLowerCase()} `, email: "LOST.link.owner@example.in" });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ status: "success", message: caseMessages.lostLinkSent });

    const [mail] = await vi.waitFor(async () => {
      const found = smtp.received.filter((candidate) => candidate.subject === `Your new case link (${reference})`);
      expect(found).toHaveLength(1);
      return found;
    }, MAIL_WAIT);
    // To the address as it was stored, and with none of what the visitor typed.
    expect(smtp.envelopeRecipients[smtp.received.indexOf(mail!)]).toEqual(["lost.link.owner@example.in"]);
    expect(mail!.text).not.toContain("My UPI was emptied");
    const link = /\/case#([\w-]{43})/.exec(mail!.text ?? "")?.[1];
    expect(link, "the mail's case link").toBeDefined();
    const opened = await testApp.app.inject({ method: "POST", url: caseApiPaths.open, payload: { link } });
    expect(opened.json()).toEqual({ status: "success", reference });
    expect(opened.cookies.some((cookie) => cookie.name === CASE_COOKIE_NAME)).toBe(true);
    // The outbox kept the marks, not the link.
    const [stored] = await caseLinkMailsTo("lost.link.owner@example.in");
    expect(stored!.text_body).not.toContain(link!);
  });

  it("answers a match, a wrong address, an unknown reference and a closed case with the same status, headers and body", async () => {
    const reference = await aCase({ email: "same.answer@example.in" });
    const closedAsSpam = await aCase({ email: "spam.case@example.in", status: "spam" });
    const answers = [
      await askForLink({ reference, email: "same.answer@example.in" }),
      await askForLink({ reference, email: "someone.else@example.in" }),
      await askForLink({ reference: "CH-ZZZZZZ", email: "same.answer@example.in" }),
      await askForLink({ reference: closedAsSpam, email: "spam.case@example.in" }),
    ];
    for (const answer of answers) expect(seenFromOutside(answer)).toEqual(seenFromOutside(answers[0]!));
    await vi.waitFor(async () => expect(await caseLinkMailsTo("same.answer@example.in")).toHaveLength(1), MAIL_WAIT);
    expect(await caseLinkMailsTo("someone.else@example.in")).toEqual([]);
    expect(await caseLinkMailsTo("spam.case@example.in")).toEqual([]);
  });

  it("refuses a malformed reference or address with messages under the fields, and queues nothing", async () => {
    const before = await testApp.db.selectFrom("mail_outbox").select("id").execute();
    const answer = await askForLink({ reference: "7K3Q9M", email: "not-an-address" });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().errors).toEqual({
      reference: caseMessages.caseReferenceInvalid,
      email: caseMessages.lostLinkEmailInvalid,
    });
    const empty = await askForLink({});
    expect(empty.json().errors).toEqual({
      reference: caseMessages.caseReferenceRequired,
      email: caseMessages.lostLinkEmailRequired,
    });
    expect(await testApp.db.selectFrom("mail_outbox").select("id").execute()).toEqual(before);
  });

  it(`sends one case at most ${lostLinkCap.perCase} fresh links a day, with the same answer beyond`, async () => {
    const reference = await aCase({ email: "capped@example.in" });
    const answers = [];
    for (let attempt = 0; attempt < lostLinkCap.perCase + 2; attempt++) {
      answers.push(await askForLink({ reference, email: "capped@example.in" }));
    }
    for (const answer of answers) expect(seenFromOutside(answer)).toEqual(seenFromOutside(answers[0]!));
    await vi.waitFor(
      async () => expect(await caseLinkMailsTo("capped@example.in")).toHaveLength(lostLinkCap.perCase),
      MAIL_WAIT,
    );
    // Give the last two their chance to queue (they must not).
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await caseLinkMailsTo("capped@example.in")).toHaveLength(lostLinkCap.perCase);
  });

  it("wrong addresses do not use up the real owner's allowance", async () => {
    const reference = await aCase({ email: "owner.allowance@example.in" });
    for (let attempt = 0; attempt < lostLinkCap.perCase + 2; attempt++) {
      await askForLink({ reference, email: `guess${attempt}@example.in` });
    }
    await askForLink({ reference, email: "owner.allowance@example.in" });
    await vi.waitFor(
      async () => expect(await caseLinkMailsTo("owner.allowance@example.in")).toHaveLength(1),
      MAIL_WAIT,
    );
  });

  it("without scripts: the form post lands on the case page's notice, the same whether or not it matched", async () => {
    const reference = await aCase({ email: "no.scripts@example.in" });
    const post = (email: string) =>
      testApp.app.inject({
        method: "POST",
        url: caseApiPaths.lostLinkForm,
        headers: { "content-type": "application/x-www-form-urlencoded" },
        payload: new URLSearchParams({ reference, email }).toString(),
      });
    const matched = await post("no.scripts@example.in");
    const unmatched = await post("wrong@example.in");
    expect(matched.statusCode).toBe(303);
    expect(matched.headers.location).toBe(LOST_LINK_SENT_PATH);
    expect(seenFromOutside(unmatched)).toEqual(seenFromOutside(matched));
    await vi.waitFor(async () => expect(await caseLinkMailsTo("no.scripts@example.in")).toHaveLength(1), MAIL_WAIT);
  });

  it("refuses a request from another site", async () => {
    const reference = await aCase({ email: "cross.site@example.in" });
    const answer = await askForLink(
      { reference, email: "cross.site@example.in" },
      { origin: "https://attacker.example" },
    );
    expect(answer.statusCode).toBe(403);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await caseLinkMailsTo("cross.site@example.in")).toEqual([]);
  });

  it("erasing the submission erases its case-link mails and the counts that name it", async () => {
    const reference = await aCase({ email: "erase.me@example.in" });
    await askForLink({ reference, email: "erase.me@example.in" });
    await vi.waitFor(async () => expect(await caseLinkMailsTo("erase.me@example.in")).toHaveLength(1), MAIL_WAIT);
    const countsBefore = await testApp.db.selectFrom("rate_limit_counters").select("key").execute();
    await eraseSubmission(
      testApp.db,
      reference,
      { id: null, name: "Test desk", email: "desk@cyberhelp.example" },
      new Date(),
    );
    expect(await caseLinkMailsTo("erase.me@example.in")).toEqual([]);
    const countsAfter = await testApp.db.selectFrom("rate_limit_counters").select("key").execute();
    expect(countsBefore.length - countsAfter.length).toBe(2);
  });
});
