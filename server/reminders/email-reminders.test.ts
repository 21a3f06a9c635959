import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { indiaInstant } from "~/shared/india-time";
import { PAGE_LANGUAGE_HEADER, adminApiPaths, caseApiPaths, reminderLinkPaths } from "~/shared/routes";
import type { SubmissionDetail } from "~/shared/schemas/admin-replies";
import { signInAsAdmin } from "../testing/admin-session";
import type { CaseView } from "~/shared/schemas/case";
import { siteConfig } from "~/shared/site-config";
import { eraseSubmission } from "../admin/casework-store";
import { startMailWorker } from "../mail/mail-worker";
import type { MailMessage } from "../mail/smtp-transport";
import { CASE_COOKIE_NAME } from "../cases/case-cookies";
import { openTestCase } from "../testing/case-session";
import { startTestApp, type TestApp } from "../testing/test-app";
import { htmlDocument } from "../site/client-build";
import type { PageFormAnswer } from "~/shared/form-answer";
import { queueDueReminders, reminderPolicy } from "./reminder-worker";

// E-mail reminders from end to end (docs/decisions/0069), on a clock the test sets, on SQLite and
// (with TEST_DATABASE_URL) PostgreSQL: the case page's choice mails one confirmation; nothing is
// sent until its page's button is pressed; reminders go at 18:00 India time the day before and at
// 09:00 on the last day, once each; they are checked again just before the send; one click stops
// them; the bank's time up has its own reminder; a Hindi case is reminded in Hindi; erasure
// leaves nothing. Money taken at noon on 4 December 2026 must be told to the bank by 7 December.

let clockNow = indiaInstant("2026-12-05", "10:00");
let testApp: TestApp;
beforeAll(async () => {
  testApp = await startTestApp({
    clock: { now: () => clockNow },
    // The tests run the worker's work themselves, at the times they set.
    reminders: { policy: { ...reminderPolicy, pollIntervalMs: 3_600_000 } },
    // A page answered at request time, as its island is given it: the page's path and the answer.
    pageRenderer: Promise.resolve({
      render: async (path: string, island: PageFormAnswer | null) =>
        htmlDocument(Buffer.from(JSON.stringify({ path, answer: island?.answer ?? null }))),
    }),
  });
});
afterAll(async () => {
  await testApp.close();
});

const NEVER_ASK = "We will never ask you for an OTP, PIN or password";

/**
 * Sends what the outbox holds now, as the mail worker does, and returns what went to `to`: the
 * cases of other tests share the database, and are reminded at the same times.
 */
async function deliver(to: string): Promise<MailMessage[]> {
  const sent: MailMessage[] = [];
  const worker = startMailWorker({
    db: testApp.db,
    sender: { send: async (message) => void sent.push(message), close: () => undefined },
    from: "CyberHelp <help@cyberhelp.example>",
    log: testApp.app.log,
    clock: { now: () => clockNow },
  });
  await worker.idle();
  await worker.stop();
  return sent.filter((message) => message.to.address === to);
}

async function moneyTakenCase(row: Record<string, unknown> = {}) {
  clockNow = indiaInstant("2026-12-05", "10:00");
  const email = `meera.${Math.random().toString(36).slice(2)}@example.in`;
  const opened = await openTestCase(testApp, {
    name: "Meera Iyer",
    email,
    message: "HDFC took ₹18,500 from my account",
    payment_approval: "taken_without_approval",
    paid_from: "bank_account",
    amount_lost: 18_500,
    incident_at: indiaInstant("2026-12-04", "12:00").toISOString(),
    incident_time_unknown: 0,
    ...row,
  });
  return { ...opened, email };
}

function postForm(url: string, cookie: string | undefined, body = "", headers: Record<string, string> = {}) {
  return testApp.app.inject({
    method: "POST",
    url,
    headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
    cookies: cookie === undefined ? {} : { [CASE_COOKIE_NAME]: cookie },
    payload: body,
  });
}

const chooseEmail = (cookie: string) => postForm(caseApiPaths.remindersForm, cookie, "channel=email");

function linkIn(mail: MailMessage, path: string): string {
  const match = new RegExp(`${siteConfig.siteUrl}${path}\\?token=[\\w-]+`).exec(mail.text);
  if (!match) throw new Error(`no ${path} link in the mail`);
  return match[0].slice(siteConfig.siteUrl.length);
}

async function consentOf(submissionId: number) {
  return testApp.db
    .selectFrom("case_reminder_consents")
    .select("status")
    .where("submission_id", "=", submissionId)
    .executeTakeFirst();
}

/** A case whose e-mail reminders are on, confirmed as the person does it. */
async function remindedCase(row: Record<string, unknown> = {}) {
  const opened = await moneyTakenCase(row);
  expect((await chooseEmail(opened.cookie)).statusCode).toBe(303);
  const [confirmation] = await deliver(opened.email);
  const confirmed = await postForm(linkIn(confirmation!, reminderLinkPaths.confirm), undefined);
  expect(confirmed.statusCode).toBe(200);
  return opened;
}

/** The worker's work at a time in India: how many reminders it queued for this case. */
async function queueAt(submissionId: number, day: string, time: string): Promise<number> {
  const before = (await remindersOf(submissionId)).length;
  clockNow = indiaInstant(day, time);
  await queueDueReminders(testApp.db, clockNow);
  return (await remindersOf(submissionId)).length - before;
}

async function remindersOf(submissionId: number) {
  return testApp.db
    .selectFrom("mail_outbox")
    .select(["status", "last_error"])
    .where("submission_id", "=", submissionId)
    .where("purpose", "=", "reminder")
    .orderBy("id")
    .execute();
}

describe("asking for e-mail reminders on the case page", () => {
  it("sends one confirmation to the case's address, and no reminder before its page's button is pressed; opening the link changes nothing", async () => {
    const { cookie, submissionId, reference, email } = await moneyTakenCase();
    const chosen = await chooseEmail(cookie);
    expect(chosen.statusCode).toBe(303);
    expect(chosen.headers.location).toBe("/case?saved=reminders-asked#reminders");
    // Asked again at once, no second mail: the first is on its way.
    expect((await chooseEmail(cookie)).headers.location).toBe("/case?saved=reminders-already-asked#reminders");

    const mails = await deliver(email);
    expect(mails).toHaveLength(1);
    const [confirmation] = mails;
    expect(confirmation!.subject).toBe("CyberHelp: please confirm your reminders");
    expect(confirmation!.text).toContain(NEVER_ASK);
    for (const leak of [reference, "Meera", "HDFC", "18,500"]) expect(confirmation!.text).not.toContain(leak);
    const link = linkIn(confirmation!, reminderLinkPaths.confirm);

    // A mail scanner opens the link: the page asks, and nothing changes.
    const page = await testApp.app.inject({ method: "GET", url: link });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain("Start e-mail reminders?");
    expect(page.body).toMatch(
      /<form method="post" action="\/reminders\/confirm\?token=[\w-]+"><button type="submit">Yes, remind me<\/button>/,
    );
    expect(page.headers["cache-control"]).toBe("no-store");
    expect(page.headers["referrer-policy"]).toBe("no-referrer");
    expect(await consentOf(submissionId)).toEqual({ status: "asked" });
    expect(await queueAt(submissionId, "2026-12-06", "18:00")).toBe(0);
    expect(await remindersOf(submissionId)).toEqual([]);
  });

  it("turns reminders on with the button, once: the link then works no more, and the audit log says so", async () => {
    const { cookie, submissionId, reference, email } = await moneyTakenCase();
    await chooseEmail(cookie);
    const link = linkIn((await deliver(email))[0]!, reminderLinkPaths.confirm);
    const confirmed = await postForm(link, undefined);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.body).toContain("E-mail reminders are on");
    expect(await consentOf(submissionId)).toEqual({ status: "on" });
    expect((await postForm(link, undefined)).statusCode).toBe(404);
    // A dead link names no case: its page says so in English and in Hindi.
    const dead = (await testApp.app.inject({ method: "GET", url: link })).body;
    expect(dead).toContain('<html lang="en-IN">');
    expect(dead).toContain("<h1>This link does not work any more</h1>");
    expect(dead).toContain('<section lang="hi"><h2>यह लिंक अब काम नहीं करता</h2>');
    expect(dead).toContain('<a href="/hi/case">');
    const entries = await testApp.db
      .selectFrom("audit_log")
      .select(["action", "detail"])
      .where("target_id", "=", reference)
      .where("action", "like", "case_reminders.%")
      .execute();
    expect(entries.map((entry) => [entry.action, JSON.parse(entry.detail).how])).toEqual([
      ["case_reminders.consented", "confirmation link"],
    ]);
    // The case page shows them on, to the address masked, with a button to stop.
    const view = await testApp.app.inject({
      method: "GET",
      url: caseApiPaths.view,
      cookies: { [CASE_COOKIE_NAME]: cookie },
    });
    const { reminders } = view.json<CaseView>().case;
    expect(reminders).toMatchObject({
      offered: true,
      email: "on",
      address: expect.stringMatching(/^me•••@example\.in$/),
      push: { offered: true, browsers: 0, publicKey: expect.any(String) },
    });
  });

  it("refuses a confirmation posted from another site, and a made-up link", async () => {
    const { cookie, submissionId, email } = await moneyTakenCase();
    await chooseEmail(cookie);
    const link = linkIn((await deliver(email))[0]!, reminderLinkPaths.confirm);
    expect((await postForm(link, undefined, "", { origin: "https://elsewhere.example" })).statusCode).toBe(403);
    expect((await postForm(`${reminderLinkPaths.confirm}?token=made-up`, undefined)).statusCode).toBe(404);
    expect(await consentOf(submissionId)).toEqual({ status: "asked" });
  });

  it("refuses a channel the page does not offer, and changes nothing", async () => {
    const { cookie, submissionId, email } = await moneyTakenCase();
    const refused = await postForm(caseApiPaths.remindersForm, cookie, "channel=carrier-pigeon");
    expect(refused.statusCode).toBe(400);
    expect(await consentOf(submissionId)).toBeUndefined();
    expect(await deliver(email)).toEqual([]);
  });
});

describe("the reminders", () => {
  it("go at 18:00 India time the day before and at 09:00 on the last day, once each, naming the step and nothing typed", async () => {
    const { submissionId, reference, email } = await remindedCase();
    expect(await queueAt(submissionId, "2026-12-06", "17:59")).toBe(0);
    expect(await queueAt(submissionId, "2026-12-06", "18:00")).toBe(1);
    expect(await queueAt(submissionId, "2026-12-06", "18:01")).toBe(0);
    const [evening, ...more] = await deliver(email);
    expect(more).toEqual([]);
    expect(evening!.subject).toBe("CyberHelp: a date on your case is tomorrow (7 December)");
    expect(evening!.text).toContain(
      "A date on your case is tomorrow, 7 December 2026: Tell your bank, wallet or card company in writing.",
    );
    expect(evening!.text).toContain(NEVER_ASK);
    expect(evening!.text).toMatch(/\/case#[\w-]{43}/);
    for (const leak of [reference, "Meera", "HDFC", "18,500", "18500"]) expect(evening!.text).not.toContain(leak);
    const stop = linkIn(evening!, reminderLinkPaths.stop);
    expect(evening!.headers).toEqual({
      "List-Unsubscribe": `<${siteConfig.siteUrl}${stop}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    });

    expect(await queueAt(submissionId, "2026-12-06", "23:00")).toBe(0);
    expect(await queueAt(submissionId, "2026-12-07", "08:00")).toBe(0);
    expect(await queueAt(submissionId, "2026-12-07", "09:00")).toBe(1);
    const [morning] = await deliver(email);
    expect(morning!.subject).toBe("CyberHelp: a date on your case is today (7 December)");
    expect(await queueAt(submissionId, "2026-12-07", "20:00")).toBe(0);
    expect(await remindersOf(submissionId)).toEqual([
      { status: "sent", last_error: null },
      { status: "sent", last_error: null },
    ]);
  });

  it("are queued once when two instances look at the same moment", async () => {
    const { submissionId } = await remindedCase();
    clockNow = indiaInstant("2026-12-06", "18:00");
    const other = testApp.database.connect();
    try {
      await Promise.all([queueDueReminders(testApp.db, clockNow), queueDueReminders(other, clockNow)]);
      await Promise.all([queueDueReminders(testApp.db, clockNow), queueDueReminders(other, clockNow)]);
    } finally {
      await other.destroy();
    }
    expect(await remindersOf(submissionId)).toHaveLength(1);
  });

  it("stop with one click: a mail program's POST to the List-Unsubscribe address, from anywhere, without signing in", async () => {
    const { submissionId, reference, email } = await remindedCase();
    await queueAt(submissionId, "2026-12-06", "18:00");
    const stop = linkIn((await deliver(email))[0]!, reminderLinkPaths.stop);
    // Opening it only asks.
    const asked = await testApp.app.inject({ method: "GET", url: stop });
    expect(asked.body).toContain("Stop reminders</button>");
    expect(await consentOf(submissionId)).toEqual({ status: "on" });

    const stopped = await testApp.app.inject({
      method: "POST",
      url: stop,
      headers: { "content-type": "multipart/form-data; boundary=x", "sec-fetch-site": "cross-site" },
      payload: '--x\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--x--\r\n',
    });
    expect(stopped.statusCode).toBe(200);
    expect(stopped.body).toContain("E-mail reminders stopped");
    expect(await consentOf(submissionId)).toEqual({ status: "off" });
    expect(await queueAt(submissionId, "2026-12-07", "09:00")).toBe(0);
    const withdrawn = await testApp.db
      .selectFrom("audit_log")
      .select("detail")
      .where("target_id", "=", reference)
      .where("action", "=", "case_reminders.withdrawn")
      .executeTakeFirstOrThrow();
    expect(JSON.parse(withdrawn.detail)).toMatchObject({ channel: "email", how: "stop link" });
  });

  it("stop with the urlencoded one-click body too", async () => {
    const { submissionId, email } = await remindedCase();
    await queueAt(submissionId, "2026-12-06", "18:00");
    const stop = linkIn((await deliver(email))[0]!, reminderLinkPaths.stop);
    expect((await postForm(stop, undefined, "List-Unsubscribe=One-Click")).statusCode).toBe(200);
    expect(await consentOf(submissionId)).toEqual({ status: "off" });
  });
});

describe("a reminder checked again just before it is sent", () => {
  it("is not sent once the step is done after it was queued", async () => {
    const { submissionId, email } = await remindedCase();
    expect(await queueAt(submissionId, "2026-12-06", "18:00")).toBe(1);
    await testApp.db
      .insertInto("case_progress")
      .values({
        submission_id: submissionId,
        bank_told_at: indiaInstant("2026-12-06", "17:00").toISOString(),
        updated_at: clockNow.toISOString(),
      })
      .execute();
    expect(await deliver(email)).toEqual([]);
    expect(await remindersOf(submissionId)).toEqual([
      { status: "failed", last_error: expect.stringContaining("Not sent: no longer due") },
    ]);
  });

  it("is not sent once reminders were stopped on the case page after it was queued", async () => {
    const { submissionId, cookie, email } = await remindedCase();
    expect(await queueAt(submissionId, "2026-12-06", "18:00")).toBe(1);
    // Back to when the case page's session, opened at 10:00, is still open.
    clockNow = indiaInstant("2026-12-05", "10:30");
    const stopped = await postForm(caseApiPaths.remindersStopForm, cookie);
    expect(stopped.statusCode).toBe(303);
    expect(stopped.headers.location).toBe("/case?saved=reminders-stopped#reminders");
    clockNow = indiaInstant("2026-12-06", "18:01");
    expect(await deliver(email)).toEqual([]);
    expect(await remindersOf(submissionId)).toEqual([
      { status: "failed", last_error: "Not sent: reminders were stopped" },
    ]);
  });

  it("is not sent once the case was closed after it was queued, and a closed case is offered none", async () => {
    const { submissionId, cookie, email } = await remindedCase();
    expect(await queueAt(submissionId, "2026-12-06", "18:00")).toBe(1);
    await testApp.db.updateTable("submissions").set({ status: "resolved" }).where("id", "=", submissionId).execute();
    expect(await deliver(email)).toEqual([]);
    expect(await remindersOf(submissionId)).toEqual([{ status: "failed", last_error: "Not sent: the case is closed" }]);
    clockNow = indiaInstant("2026-12-05", "10:30");
    const refused = await chooseEmail(cookie);
    expect(refused.statusCode).toBe(409);
  });
});

describe("when the bank's time to answer has passed", () => {
  it("one reminder says the Ombudsman can be asked now, with the drafted complaint on the case page", async () => {
    const { submissionId, email } = await remindedCase();
    await testApp.db
      .insertInto("case_progress")
      .values({
        submission_id: submissionId,
        bank_told_at: indiaInstant("2026-12-04", "14:00").toISOString(),
        updated_at: clockNow.toISOString(),
      })
      .execute();
    expect(await queueAt(submissionId, "2027-01-03", "12:00")).toBe(0);
    expect(await queueAt(submissionId, "2027-01-04", "09:00")).toBe(1);
    expect(await queueAt(submissionId, "2027-01-05", "09:00")).toBe(0);
    const [mail] = await deliver(email);
    expect(mail!.subject).toBe("CyberHelp: what you can do now on your case");
    expect(mail!.text).toContain("Your bank's 30 days to answer your complaint have passed.");
    expect(mail!.text).toContain("complain to the RBI Ombudsman, free of charge, by 3 April 2027.");
    expect(mail!.text).toContain(`${siteConfig.siteUrl}/case/letters/ombudsman`);
    expect(mail!.text).toMatch(/\/case#[\w-]{43}/);
    expect(mail!.text).toContain(NEVER_ASK);
  });
});

describe("a Hindi case", () => {
  it("is asked and reminded in Hindi", async () => {
    const { cookie, email, submissionId } = await moneyTakenCase({ language: "hi" });
    const asked = await postForm(`/hi${caseApiPaths.remindersForm}`, cookie, "channel=email");
    expect(asked.headers.location).toBe("/hi/case?saved=reminders-asked#reminders");
    const [confirmation] = await deliver(email);
    expect(confirmation!.subject).toBe("CyberHelp: कृपया अपने रिमाइंडर की पुष्टि करें");
    expect(confirmation!.text).toContain("हम आपसे कभी ओटीपी, पिन या पासवर्ड नहीं माँगेंगे");
    const link = linkIn(confirmation!, reminderLinkPaths.confirm);
    expect((await testApp.app.inject({ method: "GET", url: link })).body).toContain("हाँ, मुझे याद दिलाएँ");
    expect((await postForm(link, undefined)).body).toContain("ई-मेल रिमाइंडर चालू हैं");

    expect(await queueAt(submissionId, "2026-12-06", "18:00")).toBe(1);
    const [reminder] = await deliver(email);
    expect(reminder!.subject).toBe("CyberHelp: आपके केस की एक तारीख़ कल है (7 दिसंबर)");
    expect(reminder!.text).toContain(
      "आपके केस की एक तारीख़ कल, 7 दिसंबर 2026 को है: अपने बैंक, वॉलेट या कार्ड कंपनी को लिखित में बताएँ।",
    );
    expect(reminder!.text).toContain("हम आपसे कभी ओटीपी, पिन या पासवर्ड नहीं माँगेंगे");
    expect(reminder!.text).toMatch(/\/hi\/case#[\w-]{43}/);
  });
});

describe("erasing a case", () => {
  it("erases its consent, its links' tokens and the record of its reminders", async () => {
    const { submissionId, reference, email } = await remindedCase();
    await queueAt(submissionId, "2026-12-06", "18:00");
    await deliver(email);
    const rows = async () =>
      Promise.all(
        (["case_reminder_consents", "case_reminder_tokens", "case_reminder_sends"] as const).map(
          async (table) =>
            (
              await testApp.db
                .selectFrom(table)
                .select("submission_id")
                .where("submission_id", "=", submissionId)
                .execute()
            ).length,
        ),
      );
    expect((await rows()).every((count) => count > 0)).toBe(true);
    const actor = { id: null, name: "Test", email: "" };
    expect(await eraseSubmission(testApp.db, reference, actor, clockNow)).toBeTruthy();
    expect(await rows()).toEqual([0, 0, 0]);
  });
});

describe("the case page's list of the reminders to come", () => {
  async function plannedOn(cookie: string, language = "en") {
    const view = await testApp.app.inject({
      method: "GET",
      url: caseApiPaths.view,
      headers: { [PAGE_LANGUAGE_HEADER]: language },
      cookies: { [CASE_COOKIE_NAME]: cookie },
    });
    return view.json<CaseView>().case.reminders.planned.map((reminder) => `${reminder.atText}: ${reminder.what}`);
  }

  it("is empty while reminders are off, and lists each reminder to come, at its hour, once they are asked for", async () => {
    const { cookie } = await moneyTakenCase();
    expect(await plannedOn(cookie)).toEqual([]);
    await chooseEmail(cookie);
    expect(await plannedOn(cookie)).toEqual([
      "Sun, 6 Dec 2026, 6:00 pm IST: Tell your bank, wallet or card company in writing, due the next day",
      "Mon, 7 Dec 2026, 9:00 am IST: Tell your bank, wallet or card company in writing, due that day",
    ]);
  });

  it("follows the steps: a step marked done takes its reminders off the list", async () => {
    const { cookie, submissionId } = await remindedCase();
    expect(await plannedOn(cookie)).toHaveLength(2);
    await testApp.db
      .insertInto("case_progress")
      .values({
        submission_id: submissionId,
        bank_told_at: indiaInstant("2026-12-05", "09:30").toISOString(),
        updated_at: clockNow.toISOString(),
      })
      .execute();
    expect((await plannedOn(cookie)).filter((line) => line.includes("Tell your bank"))).toEqual([]);
  });

  it("is in Hindi on the Hindi case page", async () => {
    const { cookie } = await remindedCase();
    const planned = await plannedOn(cookie, "hi");
    expect(planned).toHaveLength(2);
    expect(planned[0]).toContain("अपने बैंक, वॉलेट या कार्ड कंपनी को लिखित में बताएँ, अगले दिन तक");
    expect(planned[1]).toContain(", उसी दिन तक");
    expect(planned.join(" ")).not.toContain("Tell your bank");
  });
});

describe("the desk's view of a case's reminders", () => {
  it("shows the channel asked for and where it stands, each reminder queued, and what became of it", async () => {
    const { submissionId, reference, email } = await remindedCase();
    expect(await queueAt(submissionId, "2026-12-06", "18:00")).toBe(1);
    await deliver(email);
    expect(await queueAt(submissionId, "2026-12-07", "09:00")).toBe(1);
    // The step is marked done before the last day's reminder goes: it is dropped, and the desk sees why.
    await testApp.db
      .insertInto("case_progress")
      .values({
        submission_id: submissionId,
        bank_told_at: indiaInstant("2026-12-07", "08:45").toISOString(),
        updated_at: clockNow.toISOString(),
      })
      .execute();
    await deliver(email);

    const desk = await signInAsAdmin(testApp);
    const detail = await testApp.app.inject({
      method: "GET",
      url: adminApiPaths.submission(reference),
      headers: desk.headers,
    });
    expect(detail.statusCode).toBe(200);
    const { reminders } = detail.json<SubmissionDetail>();
    expect(reminders.channels).toEqual([
      {
        channel: "email",
        status: "on",
        askedAt: indiaInstant("2026-12-05", "10:00").toISOString(),
        confirmedAt: indiaInstant("2026-12-05", "10:00").toISOString(),
        stoppedAt: null,
        confirmation: null,
      },
    ]);
    expect(reminders.sends).toEqual([
      {
        channel: "email",
        what: "Tell your bank, wallet or card company in writing, due that day",
        queuedAt: indiaInstant("2026-12-07", "09:00").toISOString(),
        status: "failed",
        sentAt: null,
        lastError: expect.stringContaining("Not sent: no longer due"),
      },
      {
        channel: "email",
        what: "Tell your bank, wallet or card company in writing, due the next day",
        queuedAt: indiaInstant("2026-12-06", "18:00").toISOString(),
        status: "sent",
        sentAt: indiaInstant("2026-12-06", "18:00").toISOString(),
        lastError: null,
      },
    ]);
  });
});
