import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { indiaInstant } from "~/shared/india-time";
import { adminApiPaths, caseApiPaths, WHATSAPP_WEBHOOK_PATH } from "~/shared/routes";
import type { SubmissionDetail } from "~/shared/schemas/admin-replies";
import type { CaseView } from "~/shared/schemas/case";
import type { PageFormAnswer } from "~/shared/form-answer";
import { eraseSubmission } from "~/server/admin/casework-store";
import { CASE_COOKIE_NAME } from "~/server/cases/case-cookies";
import { htmlDocument } from "~/server/site/client-build";
import { signInAsAdmin } from "~/server/testing/admin-session";
import { openTestCase } from "~/server/testing/case-session";
import { startTestApp, type TestApp } from "~/server/testing/test-app";
import { createTestDatabase, type TestDatabase } from "~/server/testing/test-database";
import {
  buttonTapCall,
  failedStatusCall,
  signedWebhookCall,
  startTestCloudApi,
  type ReceivedTemplateMessage,
  type TestCloudApi,
} from "~/server/testing/whatsapp-cloud-api";
import { queueDueReminders, reminderPolicy } from "../reminder-worker";
import { whatsAppOutbox, whatsAppPolicy } from "./whatsapp-outbox-store";

// WhatsApp reminders from end to end (docs/decisions/0076), on a clock the test sets, on SQLite
// and (with TEST_DATABASE_URL) PostgreSQL, against a local stand-in for the Cloud API on
// 127.0.0.1 and webhook calls signed as Meta signs them: the case page's choice sends one
// confirmation; nothing more goes until its "Yes, remind me" is tapped from the number it went to;
// reminders at 18:00 India time the day before and 09:00 on the last day, none at night, none
// once done, in the case's language, once each across a restart; "Stop reminders" stops them; a
// message WhatsApp could not deliver reaches the desk with why. Money taken at noon on 4 December
// 2026 must be told to the bank by 7 December.

const APP_SECRET = "3f1c9b0e8d7a6c5b4a3f2e1d0c9b8a7f";
const VERIFY_TOKEN = "a-long-verify-token-of-our-own-choice";
const TEMPLATES = {
  WHATSAPP_TEMPLATE_CONFIRM: "cyberhelp_confirm_reminders",
  WHATSAPP_TEMPLATE_TOMORROW: "cyberhelp_date_tomorrow",
  WHATSAPP_TEMPLATE_TODAY: "cyberhelp_date_today",
  WHATSAPP_TEMPLATE_BANK_TIME_UP: "cyberhelp_bank_time_up",
};

let clockNow = indiaInstant("2026-12-05", "10:00");
let testApp: TestApp;
let cloudApi: TestCloudApi;
let database: TestDatabase;

function options() {
  return {
    clock: { now: () => clockNow },
    // The tests run the workers' work themselves, at the times they set.
    reminders: { policy: { ...reminderPolicy, pollIntervalMs: 3_600_000 } },
    whatsApp: { policy: { ...whatsAppPolicy, pollIntervalMs: 3_600_000 } },
    env: {
      WHATSAPP_TOKEN: "EAAG-test-token",
      WHATSAPP_PHONE_NUMBER_ID: "106540352242922",
      WHATSAPP_APP_SECRET: APP_SECRET,
      WHATSAPP_VERIFY_TOKEN: VERIFY_TOKEN,
      ...TEMPLATES,
      WHATSAPP_TEST_API_URL: cloudApi.apiUrl,
    },
    // A page answered at request time, as its island is given it: the page's path and the answer.
    pageRenderer: Promise.resolve({
      render: async (path: string, island: PageFormAnswer | null) =>
        htmlDocument(Buffer.from(JSON.stringify({ path, answer: island?.answer ?? null }))),
    }),
  };
}

beforeAll(async () => {
  cloudApi = await startTestCloudApi();
  // A database of the file's own, so that a test can restart the app on it.
  database = await createTestDatabase({ migrated: true });
  testApp = await startTestApp({ ...options(), database });
});
afterAll(async () => {
  await testApp.close();
  await database.drop();
  await cloudApi.close();
});

/** A mobile number of the test's own, as WhatsApp writes it (country code and digits). */
function newNumber(): string {
  return `919${String(Math.floor(Math.random() * 1e9)).padStart(9, "0")}`;
}

async function moneyTakenCase(row: Record<string, unknown> = {}) {
  clockNow = indiaInstant("2026-12-05", "10:00");
  const number = newNumber();
  const opened = await openTestCase(testApp, {
    name: "Meera Iyer",
    email: `meera.${number}@example.in`,
    phone: `+${number}`,
    message: "HDFC took ₹18,500 from my account",
    payment_approval: "taken_without_approval",
    paid_from: "bank_account",
    amount_lost: 18_500,
    incident_at: indiaInstant("2026-12-04", "12:00").toISOString(),
    incident_time_unknown: 0,
    ...row,
  });
  return { ...opened, number };
}

function postForm(url: string, cookie: string, body: string) {
  return testApp.app.inject({
    method: "POST",
    url,
    headers: { "content-type": "application/x-www-form-urlencoded" },
    cookies: { [CASE_COOKIE_NAME]: cookie },
    payload: body,
  });
}

const chooseWhatsApp = (cookie: string) => postForm(caseApiPaths.remindersForm, cookie, "channel=whatsapp");

async function viewOf(cookie: string): Promise<CaseView["case"]["reminders"]> {
  const view = await testApp.app.inject({
    method: "GET",
    url: caseApiPaths.view,
    cookies: { [CASE_COOKIE_NAME]: cookie },
  });
  return view.json<CaseView>().case.reminders;
}

const delivered = new Set<ReceivedTemplateMessage>();

/**
 * Sends what the WhatsApp outbox holds now, as the app's sender does, and returns what went to
 * `number` since the last look: the case page's choice wakes the sender itself, so a confirmation
 * may have gone before.
 */
async function deliver(number: string): Promise<ReceivedTemplateMessage[]> {
  testApp.app.whatsAppReminders.wake();
  await testApp.app.whatsAppReminders.idle();
  const fresh = cloudApi.received.filter((message) => message.to === number && !delivered.has(message));
  for (const message of fresh) delivered.add(message);
  return fresh;
}

/** A webhook call as Meta makes it, signed with the app's secret unless told otherwise. */
function webhook(body: unknown, signing: "signed" | "unsigned" | "badly signed" = "signed") {
  const { payload, signature } = signedWebhookCall(
    signing === "badly signed" ? "another-app-secret-00000000000000" : APP_SECRET,
    body,
  );
  return testApp.app.inject({
    method: "POST",
    url: WHATSAPP_WEBHOOK_PATH,
    headers: {
      "content-type": "application/json",
      ...(signing === "unsigned" ? {} : { "x-hub-signature-256": signature }),
    },
    payload,
  });
}

function consentOf(submissionId: number) {
  return testApp.db
    .selectFrom("case_reminder_consents")
    .select("status")
    .where("submission_id", "=", submissionId)
    .where("channel", "=", "whatsapp")
    .executeTakeFirst();
}

function remindersOf(submissionId: number) {
  return testApp.db
    .selectFrom("whatsapp_outbox")
    .select(["template", "status", "last_error"])
    .where("submission_id", "=", submissionId)
    .where("kind", "=", "reminder")
    .orderBy("id")
    .execute();
}

/** The reminder worker's work at a time in India: how many WhatsApp reminders it queued for this case. */
async function queueAt(submissionId: number, day: string, time: string): Promise<number> {
  const before = (await remindersOf(submissionId)).length;
  clockNow = indiaInstant(day, time);
  await queueDueReminders(testApp.db, clockNow);
  return (await remindersOf(submissionId)).length - before;
}

/** A case whose WhatsApp reminders are on, confirmed as the person does it: one tap on "Yes, remind me". */
async function remindedCase(row: Record<string, unknown> = {}) {
  const opened = await moneyTakenCase(row);
  expect((await chooseWhatsApp(opened.cookie)).statusCode).toBe(303);
  const [confirmation] = await deliver(opened.number);
  expect((await webhook(buttonTapCall(opened.number, confirmation!.buttonPayload))).statusCode).toBe(200);
  expect(await consentOf(opened.submissionId)).toEqual({ status: "on" });
  return opened;
}

async function auditOf(reference: string) {
  const entries = await testApp.db
    .selectFrom("audit_log")
    .select(["action", "actor_name", "detail"])
    .where("target_id", "=", reference)
    .where("action", "like", "case_reminders.%")
    .orderBy("id")
    .execute();
  return entries.map((entry) => [entry.action, JSON.parse(entry.detail)]);
}

describe("Remind me on WhatsApp, on the case page", () => {
  it("opens only with the case's own session: a reference, another case's session or a made-up value as cookie asks nothing and stops nothing", async () => {
    const asked = await moneyTakenCase();
    const untouched = await moneyTakenCase();
    const stranger = await moneyTakenCase();
    expect((await chooseWhatsApp(asked.cookie)).statusCode).toBe(303);
    const forged = [
      asked.reference,
      untouched.reference,
      `${untouched.reference}.${untouched.reference}`,
      stranger.cookie,
    ];
    for (const value of forged) {
      for (const [url, body] of [
        [caseApiPaths.remindersForm, "channel=whatsapp"],
        [caseApiPaths.remindersStopForm, "channel=whatsapp"],
      ] as const) {
        const target = value === stranger.cookie ? "another case's session" : value.slice(0, 12);
        // The stranger's own session opens the stranger's case, never another: it is sent only to stop.
        if (value === stranger.cookie && url === caseApiPaths.remindersForm) continue;
        const answer = await postForm(url, value, body);
        if (value === stranger.cookie) expect(answer.statusCode, `${url} with ${target}`).toBe(303);
        else expect(answer.statusCode, `${url} with ${target}`).toBe(401);
      }
    }
    expect(await consentOf(asked.submissionId)).toEqual({ status: "asked" });
    expect(await consentOf(untouched.submissionId)).toBeUndefined();
    const confirmations = await testApp.db
      .selectFrom("whatsapp_outbox")
      .select("submission_id")
      .where("submission_id", "in", [asked.submissionId, untouched.submissionId])
      .execute();
    expect(confirmations).toEqual([{ submission_id: asked.submissionId }]);
  });

  it("is offered to an open case with a mobile number, with the number masked; not to one without a number", async () => {
    const { cookie } = await moneyTakenCase();
    expect((await viewOf(cookie)).whatsApp).toEqual({
      offered: true,
      status: "off",
      number: expect.stringMatching(/^\+91•{6}\d{4}$/),
    });
    const withoutNumber = await moneyTakenCase({ phone: "" });
    expect((await viewOf(withoutNumber.cookie)).whatsApp).toEqual({ offered: false, status: "off", number: "" });
    const refused = await chooseWhatsApp(withoutNumber.cookie);
    expect(refused.statusCode).toBe(409);
    expect(JSON.parse(refused.body).answer.reminders.problem).toContain("need a mobile number with its country code");
    expect(await consentOf(withoutNumber.submissionId)).toBeUndefined();
  });

  it("sends one confirmation to the case's number, once within 10 minutes, with a button whose token is minted at the send", async () => {
    const { cookie, submissionId, number, reference } = await moneyTakenCase();
    const chosen = await chooseWhatsApp(cookie);
    expect(chosen.statusCode).toBe(303);
    expect(chosen.headers.location).toBe("/case?saved=reminders-whatsapp-asked#reminders");
    const again = await chooseWhatsApp(cookie);
    expect(again.headers.location).toBe("/case?saved=reminders-whatsapp-already-asked#reminders");

    const sent = await deliver(number);
    expect(sent).toEqual([
      {
        path: "/v21.0/106540352242922/messages",
        authorization: "Bearer EAAG-test-token",
        to: number,
        template: "cyberhelp_confirm_reminders",
        language: "en",
        bodyTexts: [],
        buttonPayload: expect.stringMatching(/^confirm:[\w-]{43}$/),
        messageId: expect.any(String),
      },
    ]);
    const token = sent[0]!.buttonPayload.slice("confirm:".length);
    const stored = await testApp.db
      .selectFrom("whatsapp_outbox")
      .select(["button_token_hash", "button_token_expires_at", "status"])
      .where("submission_id", "=", submissionId)
      .executeTakeFirstOrThrow();
    // Kept only as its SHA-256, for 7 days.
    expect(stored.button_token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored.button_token_hash).not.toContain(token);
    expect(stored.button_token_expires_at).toBe(indiaInstant("2026-12-12", "10:00").toISOString());
    expect(stored.status).toBe("sent");
    expect(
      await testApp.db
        .selectFrom("whatsapp_outbox")
        .select("recipient")
        .where("submission_id", "=", submissionId)
        .execute(),
    ).toEqual([{ recipient: number }]);
    expect((await viewOf(cookie)).whatsApp.status).toBe("asked");

    // Ten minutes later, asked again, a second one goes.
    clockNow = indiaInstant("2026-12-05", "10:10");
    expect((await chooseWhatsApp(cookie)).headers.location).toBe("/case?saved=reminders-whatsapp-asked#reminders");
    expect(await deliver(number)).toHaveLength(1);
    // Nothing goes before the tap, even when a reminder is due.
    expect(await queueAt(submissionId, "2026-12-06", "18:00")).toBe(0);
    expect(await deliver(number)).toEqual([]);
    expect(await auditOf(reference)).toEqual([]);
  });

  it("is turned on by the signed tap on Yes from the number it went to, once, and the audit log says so", async () => {
    const { cookie, submissionId, number, reference } = await moneyTakenCase();
    await chooseWhatsApp(cookie);
    const [confirmation] = await deliver(number);
    const tap = buttonTapCall(number, confirmation!.buttonPayload);
    const answered = await webhook(tap);
    expect(answered.statusCode).toBe(200);
    expect(await consentOf(submissionId)).toEqual({ status: "on" });
    expect(await auditOf(reference)).toEqual([
      ["case_reminders.consented", { channel: "whatsapp", how: "WhatsApp reply" }],
    ]);
    // The token worked once: Meta repeating the call changes nothing more.
    expect((await webhook(tap)).statusCode).toBe(200);
    expect(await auditOf(reference)).toHaveLength(1);
    const { whatsApp, planned } = await viewOf(cookie);
    expect(whatsApp.status).toBe("on");
    expect(planned.map((reminder) => `${reminder.atText}: ${reminder.what}`)).toEqual([
      "Sun, 6 Dec 2026, 6:00 pm IST: Tell your bank, wallet or card company in writing, due the next day",
      "Mon, 7 Dec 2026, 9:00 am IST: Tell your bank, wallet or card company in writing, due that day",
    ]);
  });

  it("is not turned on by a tap from another number, an unsigned or badly signed call, or a payload we did not send", async () => {
    const { cookie, submissionId, number } = await moneyTakenCase();
    await chooseWhatsApp(cookie);
    const [confirmation] = await deliver(number);
    const payload = confirmation!.buttonPayload;

    expect((await webhook(buttonTapCall(newNumber(), payload))).statusCode).toBe(200);
    expect((await webhook(buttonTapCall(number, payload), "unsigned")).statusCode).toBe(401);
    expect((await webhook(buttonTapCall(number, payload), "badly signed")).statusCode).toBe(403);
    expect((await webhook(buttonTapCall(number, `confirm:${"A".repeat(43)}`))).statusCode).toBe(200);
    // Its token as a stop button's is not a stop either.
    expect((await webhook(buttonTapCall(number, payload.replace("confirm:", "stop:")))).statusCode).toBe(200);
    expect(await consentOf(submissionId)).toEqual({ status: "asked" });

    // The right tap still works after all that.
    expect((await webhook(buttonTapCall(number, payload))).statusCode).toBe(200);
    expect(await consentOf(submissionId)).toEqual({ status: "on" });
  });

  it("is not turned on by a tap after the button's 7 days", async () => {
    const { cookie, submissionId, number } = await moneyTakenCase();
    await chooseWhatsApp(cookie);
    const [confirmation] = await deliver(number);
    clockNow = indiaInstant("2026-12-12", "10:00");
    expect((await webhook(buttonTapCall(number, confirmation!.buttonPayload))).statusCode).toBe(200);
    expect(await consentOf(submissionId)).toEqual({ status: "asked" });
  });
});

describe("the reminders on WhatsApp", () => {
  it("go at 18:00 India time the day before and 09:00 on the last day, each the template with the date and a stop button, nothing typed", async () => {
    const { submissionId, number, reference } = await remindedCase();
    expect(await queueAt(submissionId, "2026-12-06", "17:59")).toBe(0);
    expect(await queueAt(submissionId, "2026-12-06", "18:00")).toBe(1);
    const [evening, ...more] = await deliver(number);
    expect(more).toEqual([]);
    expect(evening).toMatchObject({
      template: "cyberhelp_date_tomorrow",
      language: "en",
      bodyTexts: ["7 December"],
      buttonPayload: expect.stringMatching(/^stop:[\w-]{43}$/),
    });
    const everything = JSON.stringify(evening);
    for (const leak of [reference, "Meera", "HDFC", "18,500", "bank"]) expect(everything).not.toContain(leak);
    expect(await queueAt(submissionId, "2026-12-06", "18:01")).toBe(0);
    expect(await queueAt(submissionId, "2026-12-06", "23:00")).toBe(0);
    expect(await queueAt(submissionId, "2026-12-07", "08:00")).toBe(0);
    expect(await queueAt(submissionId, "2026-12-07", "09:00")).toBe(1);
    const [morning] = await deliver(number);
    expect(morning).toMatchObject({ template: "cyberhelp_date_today", bodyTexts: ["7 December"] });
    expect(await queueAt(submissionId, "2026-12-07", "20:00")).toBe(0);
    expect(await remindersOf(submissionId)).toEqual([
      { template: "tomorrow", status: "sent", last_error: null },
      { template: "today", status: "sent", last_error: null },
    ]);
  });

  it("go in Hindi for a Hindi case", async () => {
    const { submissionId, number } = await remindedCase({ language: "hi" });
    expect(await queueAt(submissionId, "2026-12-06", "18:00")).toBe(1);
    const [evening] = await deliver(number);
    expect(evening).toMatchObject({ template: "cyberhelp_date_tomorrow", language: "hi", bodyTexts: ["7 दिसंबर"] });
  });

  it("go none at night: turned on late in the evening, the first waits for 08:00", async () => {
    const { submissionId, number } = await remindedCase();
    expect(await queueAt(submissionId, "2026-12-06", "22:30")).toBe(0);
    expect(await queueAt(submissionId, "2026-12-07", "07:59")).toBe(0);
    expect(await queueAt(submissionId, "2026-12-07", "08:00")).toBe(1);
    expect((await deliver(number)).map((message) => message.template)).toEqual(["cyberhelp_date_today"]);
  });

  it("go none once the step is done, and one queued before it was done is not sent", async () => {
    const { submissionId, number } = await remindedCase();
    expect(await queueAt(submissionId, "2026-12-06", "18:00")).toBe(1);
    await testApp.db
      .insertInto("case_progress")
      .values({
        submission_id: submissionId,
        bank_told_at: indiaInstant("2026-12-06", "17:00").toISOString(),
        updated_at: clockNow.toISOString(),
      })
      .execute();
    expect(await deliver(number)).toEqual([]);
    expect(await remindersOf(submissionId)).toEqual([
      { template: "tomorrow", status: "failed", last_error: expect.stringContaining("Not sent: no longer due") },
    ]);
    expect(await queueAt(submissionId, "2026-12-07", "09:00")).toBe(0);
  });

  it("go once each across a restart, even when a sender died between its claim and its send", async () => {
    const { submissionId, number } = await remindedCase();
    expect(await queueAt(submissionId, "2026-12-06", "18:00")).toBe(1);
    const claimed = await whatsAppOutbox.claimDue(testApp.db, "a sender that died", clockNow, whatsAppPolicy);
    expect(claimed.map((row) => row.submission_id)).toContain(submissionId);

    await testApp.app.close();
    testApp = await startTestApp({ ...options(), database });
    // The restarted worker plans the case again: the reminder is recorded, nothing more is queued.
    expect(await queueAt(submissionId, "2026-12-06", "18:00")).toBe(0);
    // Within the dead sender's lease nothing goes; after it, the message goes once.
    expect(await deliver(number)).toEqual([]);
    clockNow = new Date(clockNow.getTime() + whatsAppPolicy.leaseMs);
    expect(await deliver(number)).toHaveLength(1);
    expect(await deliver(number)).toEqual([]);
    expect(await remindersOf(submissionId)).toEqual([{ template: "tomorrow", status: "sent", last_error: null }]);
  });

  it("a refusal that passes with time is tried again later; one that does not is final, its button dead", async () => {
    const { submissionId, number } = await remindedCase();
    cloudApi.refuse(number, { status: 400, code: 130429, message: "Rate limit hit" });
    expect(await queueAt(submissionId, "2026-12-06", "18:00")).toBe(1);
    expect(await deliver(number)).toHaveLength(1);
    expect(await remindersOf(submissionId)).toEqual([
      { template: "tomorrow", status: "queued", last_error: "WhatsApp refused it (400, code 130429): Rate limit hit" },
    ]);
    cloudApi.refuse(number, { status: 400, code: 131026, message: "Message undeliverable" });
    clockNow = new Date(clockNow.getTime() + whatsAppPolicy.firstRetryDelayMs);
    const [refused] = await deliver(number);
    expect(await remindersOf(submissionId)).toEqual([
      {
        template: "tomorrow",
        status: "failed",
        last_error: "WhatsApp refused it (400, code 131026): Message undeliverable",
      },
    ]);
    cloudApi.refuse(number);
    // The button of a message not sent stops nothing.
    expect((await webhook(buttonTapCall(number, refused!.buttonPayload, "Stop reminders"))).statusCode).toBe(200);
    expect(await consentOf(submissionId)).toEqual({ status: "on" });
  });
});

describe("stopping WhatsApp reminders", () => {
  it("takes one tap on Stop reminders in any of them: that case's WhatsApp alone stops, a queued one is not sent", async () => {
    const { cookie, submissionId, number, reference } = await remindedCase();
    // E-mail reminders of the same case are another channel, and stay on.
    await testApp.db
      .insertInto("case_reminder_consents")
      .values({ submission_id: submissionId, channel: "email", status: "on", updated_at: clockNow.toISOString() })
      .execute();
    expect(await queueAt(submissionId, "2026-12-06", "18:00")).toBe(1);
    const [evening] = await deliver(number);
    expect(await queueAt(submissionId, "2026-12-07", "09:00")).toBe(1);

    // From another number, nothing stops.
    expect((await webhook(buttonTapCall(newNumber(), evening!.buttonPayload, "Stop reminders"))).statusCode).toBe(200);
    expect(await consentOf(submissionId)).toEqual({ status: "on" });

    expect((await webhook(buttonTapCall(number, evening!.buttonPayload, "Stop reminders"))).statusCode).toBe(200);
    expect(await consentOf(submissionId)).toEqual({ status: "off" });
    expect(await deliver(number)).toEqual([]);
    expect(await remindersOf(submissionId)).toEqual([
      { template: "tomorrow", status: "sent", last_error: null },
      { template: "today", status: "failed", last_error: "Not sent: reminders were stopped" },
    ]);
    const email = await testApp.db
      .selectFrom("case_reminder_consents")
      .select("status")
      .where("submission_id", "=", submissionId)
      .where("channel", "=", "email")
      .executeTakeFirst();
    expect(email).toEqual({ status: "on" });
    expect((await auditOf(reference)).at(-1)).toEqual([
      "case_reminders.withdrawn",
      { channel: "whatsapp", how: "WhatsApp reply", was: "on" },
    ]);
    // Within the case session's two hours, the case page says it is off.
    clockNow = indiaInstant("2026-12-05", "10:30");
    expect((await viewOf(cookie)).whatsApp.status).toBe("off");
  });

  it("takes one button on the case page, audited, and every button sent dies with it", async () => {
    const { cookie, submissionId, number, reference } = await remindedCase();
    expect(await queueAt(submissionId, "2026-12-06", "18:00")).toBe(1);
    const [evening] = await deliver(number);
    // Within the case session's two hours.
    clockNow = indiaInstant("2026-12-05", "10:30");
    const stopped = await postForm(caseApiPaths.remindersStopForm, cookie, "channel=whatsapp");
    expect(stopped.statusCode).toBe(303);
    expect(stopped.headers.location).toBe("/case?saved=reminders-whatsapp-stopped#reminders");
    expect(await consentOf(submissionId)).toEqual({ status: "off" });
    const live = await testApp.db
      .selectFrom("whatsapp_outbox")
      .select("id")
      .where("submission_id", "=", submissionId)
      .where("button_token_hash", "is not", null)
      .execute();
    expect(live).toEqual([]);
    expect((await auditOf(reference)).at(-1)).toEqual([
      "case_reminders.withdrawn",
      { channel: "whatsapp", how: "case page", was: "on" },
    ]);
    // Asked for again, a new confirmation is needed: the old stop button does nothing.
    expect((await webhook(buttonTapCall(number, evening!.buttonPayload, "Stop reminders"))).statusCode).toBe(200);
    expect(await auditOf(reference)).toHaveLength(2);
  });
});

describe("the desk", () => {
  it("sees WhatsApp's reminders in the case's record: sent, or not delivered and why WhatsApp said so", async () => {
    const { submissionId, number, reference } = await remindedCase();
    expect(await queueAt(submissionId, "2026-12-06", "18:00")).toBe(1);
    await deliver(number);
    expect(await queueAt(submissionId, "2026-12-07", "09:00")).toBe(1);
    const [morning] = await deliver(number);
    const undelivered = failedStatusCall(morning!.messageId!, number, { code: 131026, title: "Message undeliverable" });
    expect((await webhook(undelivered, "unsigned")).statusCode).toBe(401);
    expect((await webhook(undelivered)).statusCode).toBe(200);

    const desk = await signInAsAdmin(testApp);
    const detail = await testApp.app.inject({
      method: "GET",
      url: adminApiPaths.submission(reference),
      headers: desk.headers,
    });
    const { reminders } = detail.json<SubmissionDetail>();
    expect(reminders.channels).toEqual([
      {
        channel: "whatsapp",
        status: "on",
        askedAt: indiaInstant("2026-12-05", "10:00").toISOString(),
        confirmedAt: indiaInstant("2026-12-05", "10:00").toISOString(),
        stoppedAt: null,
        confirmation: { status: "sent", sentAt: indiaInstant("2026-12-05", "10:00").toISOString(), lastError: null },
      },
    ]);
    expect(reminders.sends).toEqual([
      {
        channel: "whatsapp",
        what: "Tell your bank, wallet or card company in writing, due that day",
        queuedAt: indiaInstant("2026-12-07", "09:00").toISOString(),
        status: "failed",
        sentAt: indiaInstant("2026-12-07", "09:00").toISOString(),
        lastError: "Not delivered: WhatsApp says 131026 Message undeliverable",
      },
      {
        channel: "whatsapp",
        what: "Tell your bank, wallet or card company in writing, due the next day",
        queuedAt: indiaInstant("2026-12-06", "18:00").toISOString(),
        status: "sent",
        sentAt: indiaInstant("2026-12-06", "18:00").toISOString(),
        lastError: null,
      },
    ]);
  });
});

describe("the webhook", () => {
  it("answers Meta's verification for our verify token only", async () => {
    const query = `hub.mode=subscribe&hub.challenge=1158201444&hub.verify_token=${VERIFY_TOKEN}`;
    const verified = await testApp.app.inject({ method: "GET", url: `${WHATSAPP_WEBHOOK_PATH}?${query}` });
    expect(verified.statusCode).toBe(200);
    expect(verified.body).toBe("1158201444");
    const wrong = await testApp.app.inject({
      method: "GET",
      url: `${WHATSAPP_WEBHOOK_PATH}?${query.replace(VERIFY_TOKEN, "a-guessed-verify-token-of-some-length")}`,
    });
    expect(wrong.statusCode).toBe(403);
  });

  it("is not held to the same-site check: Meta's servers call it, and its signature is what counts", async () => {
    const { cookie, submissionId, number } = await moneyTakenCase();
    await chooseWhatsApp(cookie);
    const [confirmation] = await deliver(number);
    const { payload, signature } = signedWebhookCall(APP_SECRET, buttonTapCall(number, confirmation!.buttonPayload));
    const answered = await testApp.app.inject({
      method: "POST",
      url: WHATSAPP_WEBHOOK_PATH,
      headers: {
        "content-type": "application/json",
        "x-hub-signature-256": signature,
        origin: "https://elsewhere.example",
        "sec-fetch-site": "cross-site",
      },
      payload,
    });
    expect(answered.statusCode).toBe(200);
    expect(await consentOf(submissionId)).toEqual({ status: "on" });
  });

  it("refuses a signed call whose body was changed by a byte", async () => {
    const { payload, signature } = signedWebhookCall(
      APP_SECRET,
      failedStatusCall("wamid.X", "919", { code: 1, title: "t" }),
    );
    const answered = await testApp.app.inject({
      method: "POST",
      url: WHATSAPP_WEBHOOK_PATH,
      headers: { "content-type": "application/json", "x-hub-signature-256": signature },
      payload: payload.replace("wamid.X", "wamid.Y"),
    });
    expect(answered.statusCode).toBe(403);
  });

  it("takes at most 600 calls a minute from one address", async () => {
    // An address of this test's own, so that the other tests' calls are counted apart.
    const call = () =>
      testApp.app.inject({
        method: "POST",
        url: WHATSAPP_WEBHOOK_PATH,
        remoteAddress: "203.0.113.7",
        headers: { "content-type": "application/json" },
        payload: "{}",
      });
    for (let calls = 0; calls < 600; calls++) expect((await call()).statusCode).toBe(401);
    expect((await call()).statusCode).toBe(429);
  });
});

describe("without WhatsApp's settings", () => {
  it("offers no WhatsApp choice, refuses the form, queues nothing, and has no webhook", async () => {
    const plain = await startTestApp({
      pageRenderer: options().pageRenderer,
    });
    try {
      const number = newNumber();
      const { cookie, submissionId } = await openTestCase(plain, {
        created_at: new Date().toISOString(),
        phone: `+${number}`,
      });
      const view = await plain.app.inject({
        method: "GET",
        url: caseApiPaths.view,
        cookies: { [CASE_COOKIE_NAME]: cookie },
      });
      expect(view.json<CaseView>().case.reminders.whatsApp).toMatchObject({ offered: false, status: "off" });
      const refused = await plain.app.inject({
        method: "POST",
        url: caseApiPaths.remindersForm,
        headers: { "content-type": "application/x-www-form-urlencoded" },
        cookies: { [CASE_COOKIE_NAME]: cookie },
        payload: "channel=whatsapp",
      });
      expect(refused.statusCode).toBe(409);
      expect(await plain.db.selectFrom("whatsapp_outbox").select("id").execute()).toEqual([]);
      expect(
        await plain.db
          .selectFrom("case_reminder_consents")
          .select("status")
          .where("submission_id", "=", submissionId)
          .execute(),
      ).toEqual([]);
      const verification = await plain.app.inject({
        method: "GET",
        url: `${WHATSAPP_WEBHOOK_PATH}?hub.mode=subscribe&hub.challenge=1&hub.verify_token=${VERIFY_TOKEN}`,
      });
      expect(verification.statusCode).toBe(404);
      const { payload, signature } = signedWebhookCall(APP_SECRET, buttonTapCall(number, "confirm:x"));
      const call = await plain.app.inject({
        method: "POST",
        url: WHATSAPP_WEBHOOK_PATH,
        headers: { "content-type": "application/json", "x-hub-signature-256": signature },
        payload,
      });
      expect(call.statusCode).toBe(404);
    } finally {
      await plain.close();
    }
  });
});

describe("erasing a case", () => {
  it("erases its WhatsApp messages and consent", async () => {
    const { submissionId, number, reference } = await remindedCase();
    await queueAt(submissionId, "2026-12-06", "18:00");
    await deliver(number);
    const actor = { id: null, name: "Test", email: "" };
    expect(await eraseSubmission(testApp.db, reference, actor, clockNow)).toBeTruthy();
    expect(
      await testApp.db.selectFrom("whatsapp_outbox").select("id").where("submission_id", "=", submissionId).execute(),
    ).toEqual([]);
    expect(await consentOf(submissionId)).toBeUndefined();
  });
});
