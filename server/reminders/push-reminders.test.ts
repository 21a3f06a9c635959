import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { indiaInstant } from "~/shared/india-time";
import { adminApiPaths, caseApiPaths, PUSH_WORKER_PATH } from "~/shared/routes";
import type { SubmissionDetail } from "~/shared/schemas/admin-replies";
import type { CaseView } from "~/shared/schemas/case";
import { siteConfig } from "~/shared/site-config";
import { eraseSubmission } from "../admin/casework-store";
import { CASE_COOKIE_NAME } from "../cases/case-cookies";
import { openTestCase } from "../testing/case-session";
import { signInAsAdmin } from "../testing/admin-session";
import {
  startTestPushEndpoint,
  testBrowser,
  verifiedVapidClaims,
  type TestPushEndpoint,
} from "../testing/push-endpoint";
import { startTestApp, type TestApp } from "../testing/test-app";
import { createTestDatabase, type TestDatabase } from "../testing/test-database";
import { htmlDocument } from "../site/client-build";
import type { PageFormAnswer } from "~/shared/form-answer";
import { pushOutbox, pushPolicy } from "./push-outbox-store";
import { queueDueReminders, reminderPolicy } from "./reminder-worker";

// Reminders as browser notifications from end to end (docs/decisions/0074), on a clock the test
// sets, on SQLite and (with TEST_DATABASE_URL) PostgreSQL. The push service is a local endpoint
// the tests' setting allows (PUSH_ALLOW_LOOPBACK_ENDPOINTS=1), and each browser a key pair and an
// auth secret the test made, so the test opens every message itself. Money taken at noon on 4
// December 2026 must be told to the bank by 7 December: reminders at 18:00 India time on 6
// December and at 09:00 on 7 December.

let clockNow = indiaInstant("2026-12-05", "10:00");
let testApp: TestApp;
let endpoint: TestPushEndpoint;
const policies = {
  clock: { now: () => clockNow },
  // The tests run the workers' work themselves, at the times they set.
  reminders: { policy: { ...reminderPolicy, pollIntervalMs: 3_600_000 } },
  push: { policy: { ...pushPolicy, pollIntervalMs: 3_600_000 } },
  env: { PUSH_ALLOW_LOOPBACK_ENDPOINTS: "1" },
  // A page answered at request time, as its island is given it: the page's path and the answer.
  pageRenderer: Promise.resolve({
    render: async (path: string, island: PageFormAnswer | null) =>
      htmlDocument(Buffer.from(JSON.stringify({ path, answer: island?.answer ?? null }))),
  }),
};
let database: TestDatabase;
beforeAll(async () => {
  endpoint = await startTestPushEndpoint();
  // A database of the file's own, so that a test can restart the app on it.
  database = await createTestDatabase({ migrated: true });
  testApp = await startTestApp({ ...policies, database });
});
afterAll(async () => {
  await testApp.close();
  await database.drop();
  await endpoint.close();
});

let browsersMade = 0;
/** A browser of the test's own, its endpoint on the local push service. */
function newBrowser() {
  browsersMade += 1;
  return testBrowser(`${endpoint.origin}/push/${browsersMade}-${Math.random().toString(36).slice(2)}`);
}

async function moneyTakenCase(row: Record<string, unknown> = {}) {
  clockNow = indiaInstant("2026-12-05", "10:00");
  return openTestCase(testApp, {
    name: "Meera Iyer",
    email: `meera.${Math.random().toString(36).slice(2)}@example.in`,
    message: "HDFC took ₹18,500 from my account",
    payment_approval: "taken_without_approval",
    paid_from: "bank_account",
    amount_lost: 18_500,
    incident_at: indiaInstant("2026-12-04", "12:00").toISOString(),
    incident_time_unknown: 0,
    ...row,
  });
}

function subscribe(cookie: string, subscription: unknown, headers: Record<string, string> = {}) {
  return testApp.app.inject({
    method: "POST",
    url: caseApiPaths.pushSubscription,
    headers,
    cookies: { [CASE_COOKIE_NAME]: cookie },
    payload: subscription as object,
  });
}

/** A case with notifications on in one browser of the test's, turned on as the case page does it. */
async function notifiedCase(row: Record<string, unknown> = {}) {
  const opened = await moneyTakenCase(row);
  const browser = newBrowser();
  const answered = await subscribe(opened.cookie, browser.subscription);
  expect(answered.statusCode).toBe(200);
  return { ...opened, browser };
}

/** The reminder worker's work at a time in India: how many reminders it queued for this case's browsers. */
async function queueAt(submissionId: number, day: string, time: string): Promise<number> {
  const before = (await notificationsOf(submissionId)).length;
  clockNow = indiaInstant(day, time);
  await queueDueReminders(testApp.db, clockNow);
  return (await notificationsOf(submissionId)).length - before;
}

function notificationsOf(submissionId: number) {
  return testApp.db
    .selectFrom("push_outbox")
    .select(["status", "last_error"])
    .where("submission_id", "=", submissionId)
    .orderBy("id")
    .execute();
}

/**
 * Sends what the push outbox holds now, as the app's sender does, and returns what reached these
 * browsers: the cases of other tests share the database, and are reminded at the same times.
 */
async function deliver(...browsers: ReturnType<typeof testBrowser>[]) {
  const before = endpoint.received.length;
  testApp.app.pushReminders.wake();
  await testApp.app.pushReminders.idle();
  const paths = browsers.map((browser) => new URL(browser.subscription.endpoint).pathname);
  return endpoint.received.slice(before).filter((push) => paths.includes(push.path));
}

function consentOf(submissionId: number) {
  return testApp.db
    .selectFrom("case_reminder_consents")
    .select("status")
    .where("submission_id", "=", submissionId)
    .where("channel", "=", "push")
    .executeTakeFirst();
}

function browsersOf(submissionId: number) {
  return testApp.db
    .selectFrom("case_push_subscriptions")
    .select("endpoint")
    .where("submission_id", "=", submissionId)
    .execute();
}

describe("turning on this browser's notifications", () => {
  it("stores the subscription, turns the channel on, says so in the audit log and on the case page", async () => {
    const { cookie, submissionId, reference, browser } = await notifiedCase();
    expect(await consentOf(submissionId)).toEqual({ status: "on" });
    expect(await browsersOf(submissionId)).toEqual([{ endpoint: browser.subscription.endpoint }]);
    // Given again (the button pressed twice), it is still one browser.
    const again = await subscribe(cookie, browser.subscription);
    const { push, planned } = again.json<CaseView>().case.reminders;
    expect(push).toEqual({ offered: true, browsers: 1, publicKey: expect.stringMatching(/^[\w-]{87}$/) });
    // With notifications alone on, the case page lists the reminders to come.
    expect(planned.map((reminder) => `${reminder.atText}: ${reminder.what}`)).toEqual([
      "Sun, 6 Dec 2026, 6:00 pm IST: Tell your bank, wallet or card company in writing, due the next day",
      "Mon, 7 Dec 2026, 9:00 am IST: Tell your bank, wallet or card company in writing, due that day",
    ]);
    const entries = await testApp.db
      .selectFrom("audit_log")
      .select(["action", "detail"])
      .where("target_id", "=", reference)
      .where("action", "like", "case_reminders.%")
      .execute();
    expect(entries.map((entry) => [entry.action, JSON.parse(entry.detail)])).toEqual([
      [
        "case_reminders.consented",
        { channel: "push", how: "browser permission", pushService: "127.0.0.1", browsers: 1 },
      ],
    ]);
  });

  it("refuses a subscription that is not one, another site's call, a sixth browser and a closed case, storing nothing", async () => {
    const { cookie, submissionId } = await moneyTakenCase();
    const { subscription } = newBrowser();
    const badKeys = { ...subscription, keys: { p256dh: "B".repeat(87), auth: subscription.keys.auth } };
    expect((await subscribe(cookie, badKeys)).statusCode).toBe(400);
    expect((await subscribe(cookie, { endpoint: subscription.endpoint })).statusCode).toBe(400);
    const crossSite = await subscribe(cookie, subscription, { origin: "https://elsewhere.example" });
    expect(crossSite.statusCode).toBe(403);
    expect(await browsersOf(submissionId)).toEqual([]);
    expect(await consentOf(submissionId)).toBeUndefined();

    for (let browser = 0; browser < 5; browser++) {
      expect((await subscribe(cookie, newBrowser().subscription)).statusCode).toBe(200);
    }
    const sixth = await subscribe(cookie, newBrowser().subscription);
    expect(sixth.statusCode).toBe(409);
    expect(sixth.json()).toEqual({
      status: "error",
      message: "Notifications already go to 5 browsers for this case. Stop them first, then choose this browser.",
    });
    expect(await browsersOf(submissionId)).toHaveLength(5);

    const closed = await moneyTakenCase();
    await testApp.db
      .updateTable("submissions")
      .set({ status: "resolved" })
      .where("id", "=", closed.submissionId)
      .execute();
    expect((await subscribe(closed.cookie, newBrowser().subscription)).statusCode).toBe(409);
    expect(await browsersOf(closed.submissionId)).toEqual([]);
  });

  it("refuses an endpoint that is not https on a known push service, in the page's language", async () => {
    const { cookie, submissionId } = await moneyTakenCase();
    const { keys } = newBrowser().subscription;
    for (const address of [
      "http://fcm.googleapis.com/fcm/send/abc",
      "https://push.example.com/abc",
      "https://fcm.googleapis.com.example.com/abc",
      "https://10.0.0.7/push",
      "https://fcm.googleapis.com:8443/fcm/send/abc",
      "http://192.168.1.1/push",
    ]) {
      const refused = await subscribe(cookie, { endpoint: address, keys });
      expect(refused.statusCode, address).toBe(400);
    }
    const inHindi = await subscribe(
      cookie,
      { endpoint: "https://push.example.com/abc", keys },
      { "x-page-language": "hi" },
    );
    expect(inHindi.json().message).toContain("इस ब्राउज़र के नोटिफ़िकेशन ऐसी सेवा से आते हैं");
    expect(await browsersOf(submissionId)).toEqual([]);
  });
});

describe("the notifications", () => {
  it("go at 18:00 India time the day before and 09:00 on the last day, encrypted to the browser, signed, saying only the date", async () => {
    const { submissionId, reference, browser } = await notifiedCase();
    expect(await queueAt(submissionId, "2026-12-06", "17:59")).toBe(0);
    expect(await queueAt(submissionId, "2026-12-06", "18:00")).toBe(1);
    const [evening, ...more] = await deliver(browser);
    expect(more).toEqual([]);
    expect(await queueAt(submissionId, "2026-12-06", "18:01")).toBe(0);
    const message = JSON.parse(browser.open(evening!.body));
    expect(message).toEqual({
      title: "CyberHelp: a date on your case is tomorrow (7 December)",
      url: "/case",
      tag: expect.stringMatching(/^reminder-\d+$/),
    });
    const text = browser.open(evening!.body);
    for (const leak of [reference, "Meera", "HDFC", "18,500", "bank", "#"]) expect(text).not.toContain(leak);
    expect(evening!.headers).toMatchObject({
      "content-encoding": "aes128gcm",
      urgency: "normal",
      topic: message.tag,
      // Kept by the push service until 21:00 India time, not into the night.
      ttl: String(3 * 60 * 60),
    });
    const vapid = verifiedVapidClaims(evening!.headers.authorization);
    expect(vapid.publicKey).toBe(testApp.app.pushReminders.vapid!.publicKey);
    expect(vapid.claims.aud).toBe(endpoint.origin);
    expect(vapid.claims.sub).toBe(`mailto:${siteConfig.supportEmail}`);

    expect(await queueAt(submissionId, "2026-12-06", "23:00")).toBe(0);
    expect(await queueAt(submissionId, "2026-12-07", "08:00")).toBe(0);
    expect(await queueAt(submissionId, "2026-12-07", "09:00")).toBe(1);
    const [morning] = await deliver(browser);
    expect(JSON.parse(browser.open(morning!.body)).title).toBe("CyberHelp: a date on your case is today (7 December)");
    expect(await queueAt(submissionId, "2026-12-07", "20:00")).toBe(0);
    expect(await notificationsOf(submissionId)).toEqual([
      { status: "sent", last_error: null },
      { status: "sent", last_error: null },
    ]);
  });

  it("go to each of the case's browsers, and in Hindi for a Hindi case, opening the Hindi case page", async () => {
    const { cookie, submissionId, browser } = await notifiedCase({ language: "hi" });
    const second = newBrowser();
    expect((await subscribe(cookie, second.subscription)).statusCode).toBe(200);
    expect(await queueAt(submissionId, "2026-12-06", "18:00")).toBe(2);
    const received = await deliver(browser, second);
    expect(received).toHaveLength(2);
    for (const each of [browser, second]) {
      const push = received.find((one) => one.path === new URL(each.subscription.endpoint).pathname);
      // Each browser's message is encrypted to its own keys.
      const message = JSON.parse(each.open(push!.body));
      expect(message.title).toBe("CyberHelp: आपके केस की एक तारीख़ कल है (7 दिसंबर)");
      expect(message.url).toBe("/hi/case");
    }
  });

  it("go none at night: turned on late in the evening, the first waits for 08:00", async () => {
    const { submissionId, browser } = await notifiedCase();
    expect(await queueAt(submissionId, "2026-12-06", "22:30")).toBe(0);
    expect(await queueAt(submissionId, "2026-12-07", "07:59")).toBe(0);
    expect(await queueAt(submissionId, "2026-12-07", "08:00")).toBe(1);
    const [push] = await deliver(browser);
    expect(JSON.parse(browser.open(push!.body)).title).toBe("CyberHelp: a date on your case is today (7 December)");
  });

  it("go none once the step is done, and one queued before it was done is not sent", async () => {
    const { submissionId, browser } = await notifiedCase();
    expect(await queueAt(submissionId, "2026-12-06", "18:00")).toBe(1);
    await testApp.db
      .insertInto("case_progress")
      .values({
        submission_id: submissionId,
        bank_told_at: indiaInstant("2026-12-06", "17:00").toISOString(),
        updated_at: clockNow.toISOString(),
      })
      .execute();
    expect(await deliver(browser)).toEqual([]);
    expect(await notificationsOf(submissionId)).toEqual([
      { status: "failed", last_error: expect.stringContaining("Not sent: no longer due") },
    ]);
    expect(await queueAt(submissionId, "2026-12-07", "09:00")).toBe(0);
  });

  it("go once per reminder across a restart, even when a sender died between its claim and its send", async () => {
    const { submissionId, browser } = await notifiedCase();
    expect(await queueAt(submissionId, "2026-12-06", "18:00")).toBe(1);
    // A sender claims the notification and dies before it sends.
    const claimed = await pushOutbox.claimDue(testApp.db, "a sender that died", clockNow, pushPolicy);
    expect(claimed.map((row) => row.submission_id)).toContain(submissionId);

    await testApp.app.close();
    testApp = await startTestApp({ ...policies, database });
    // The restarted worker plans the case again: the reminder is recorded, nothing more is queued.
    expect(await queueAt(submissionId, "2026-12-06", "18:00")).toBe(0);
    // Within the dead sender's lease nothing goes; after it, the notification goes once.
    expect(await deliver(browser)).toEqual([]);
    clockNow = new Date(clockNow.getTime() + pushPolicy.leaseMs);
    expect(await deliver(browser)).toHaveLength(1);
    expect(await deliver(browser)).toEqual([]);
    expect(await notificationsOf(submissionId)).toEqual([{ status: "sent", last_error: null }]);
  });

  it("a push service's 410 deletes that browser's subscription; with the last one gone the channel is off", async () => {
    const { submissionId, reference, browser } = await notifiedCase();
    endpoint.answer(new URL(browser.subscription.endpoint).pathname, 410);
    expect(await queueAt(submissionId, "2026-12-06", "18:00")).toBe(1);
    expect(await deliver(browser)).toHaveLength(1);
    expect(await browsersOf(submissionId)).toEqual([]);
    expect(await consentOf(submissionId)).toEqual({ status: "off" });
    expect(await notificationsOf(submissionId)).toEqual([
      { status: "failed", last_error: "Not sent: the push service says this browser's subscription has ended (410)" },
    ]);
    const withdrawn = await testApp.db
      .selectFrom("audit_log")
      .select("detail")
      .where("target_id", "=", reference)
      .where("action", "=", "case_reminders.withdrawn")
      .executeTakeFirstOrThrow();
    expect(JSON.parse(withdrawn.detail)).toMatchObject({ channel: "push", how: "subscription ended" });
  });

  it("a push service that is down is tried again later", async () => {
    const { submissionId, browser } = await notifiedCase();
    const path = new URL(browser.subscription.endpoint).pathname;
    endpoint.answer(path, 503);
    expect(await queueAt(submissionId, "2026-12-06", "18:00")).toBe(1);
    expect(await deliver(browser)).toHaveLength(1);
    expect(await notificationsOf(submissionId)).toEqual([
      { status: "queued", last_error: "The push service answered 503" },
    ]);
    endpoint.answer(path, 201);
    clockNow = new Date(clockNow.getTime() + pushPolicy.firstRetryDelayMs);
    expect(await deliver(browser)).toHaveLength(1);
    expect(await notificationsOf(submissionId)).toEqual([{ status: "sent", last_error: null }]);
  });
});

describe("the desk", () => {
  it("sees each notification in the case's record, as its mails: through which push service, sent when or failed why", async () => {
    const { cookie, submissionId, reference, browser } = await notifiedCase();
    const gone = newBrowser();
    expect((await subscribe(cookie, gone.subscription)).statusCode).toBe(200);
    endpoint.answer(new URL(gone.subscription.endpoint).pathname, 410);
    expect(await queueAt(submissionId, "2026-12-06", "18:00")).toBe(2);
    await deliver(browser, gone);
    const admin = await signInAsAdmin(testApp, { name: "Desk Admin" });
    const detail = await testApp.app.inject({
      method: "GET",
      url: adminApiPaths.submission(reference),
      headers: admin.headers,
    });
    expect(detail.statusCode).toBe(200);
    expect(detail.json<SubmissionDetail>().notifications).toEqual([
      {
        id: expect.any(Number),
        pushService: "127.0.0.1",
        status: "sent",
        attempts: 1,
        nextAttemptAt: expect.any(String),
        sentAt: indiaInstant("2026-12-06", "18:00").toISOString(),
        lastError: null,
      },
      {
        id: expect.any(Number),
        pushService: "127.0.0.1",
        status: "failed",
        attempts: 1,
        nextAttemptAt: expect.any(String),
        sentAt: null,
        lastError: "Not sent: the push service says this browser's subscription has ended (410)",
      },
    ]);
    // In the case's Reminders section the reminder counts as sent: it reached one of the two browsers.
    expect(detail.json<SubmissionDetail>().reminders.sends).toEqual([
      {
        channel: "push",
        what: "Tell your bank, wallet or card company in writing, due the next day",
        queuedAt: indiaInstant("2026-12-06", "18:00").toISOString(),
        status: "sent",
        sentAt: indiaInstant("2026-12-06", "18:00").toISOString(),
        lastError: null,
      },
    ]);
  });
});

describe("stopping the notifications", () => {
  it("takes one tap on the case page: every browser's subscription is deleted, a queued one is not sent, the audit log says so", async () => {
    const { cookie, submissionId, reference, browser } = await notifiedCase();
    expect(await queueAt(submissionId, "2026-12-06", "18:00")).toBe(1);
    clockNow = indiaInstant("2026-12-05", "10:30");
    const stopped = await testApp.app.inject({
      method: "POST",
      url: caseApiPaths.remindersStopForm,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      cookies: { [CASE_COOKIE_NAME]: cookie },
      payload: "channel=push",
    });
    expect(stopped.statusCode).toBe(303);
    expect(stopped.headers.location).toBe("/case?saved=reminders-push-stopped#reminders");
    expect(await browsersOf(submissionId)).toEqual([]);
    expect(await consentOf(submissionId)).toEqual({ status: "off" });
    clockNow = indiaInstant("2026-12-06", "18:01");
    expect(await deliver(browser)).toEqual([]);
    expect(await notificationsOf(submissionId)).toEqual([
      { status: "failed", last_error: "Not sent: reminders were stopped" },
    ]);
    const withdrawn = await testApp.db
      .selectFrom("audit_log")
      .select("detail")
      .where("target_id", "=", reference)
      .where("action", "=", "case_reminders.withdrawn")
      .executeTakeFirstOrThrow();
    expect(JSON.parse(withdrawn.detail)).toEqual({ channel: "push", how: "case page", browsers: 1 });
  });

  it("refuses a channel the page does not offer, and changes nothing", async () => {
    const { cookie, submissionId } = await notifiedCase();
    const refused = await testApp.app.inject({
      method: "POST",
      url: caseApiPaths.remindersStopForm,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      cookies: { [CASE_COOKIE_NAME]: cookie },
      payload: "channel=pager",
    });
    expect(refused.statusCode).toBe(400);
    expect(JSON.parse(refused.body).answer.reminders).toEqual({ problem: "Please choose one of the options." });
    expect(await consentOf(submissionId)).toEqual({ status: "on" });
  });
});

describe("the service worker", () => {
  it("is served as a script no cache keeps, under a policy that lets it fetch nothing", async () => {
    const served = await testApp.app.inject({ method: "GET", url: PUSH_WORKER_PATH });
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toBe("text/javascript; charset=utf-8");
    expect(served.headers["cache-control"]).toBe("no-cache");
    expect(served.headers["content-security-policy"]).toMatch(/^default-src 'none'/);
    expect(served.body).toContain('addEventListener("push"');
    expect(served.body).not.toContain('"fetch"');
  });

  it("with PUSH_WORKER_RETIRED=1 is one that unregisters itself", async () => {
    const retired = await startTestApp({ env: { PUSH_WORKER_RETIRED: "1" } });
    try {
      const served = await retired.app.inject({ method: "GET", url: PUSH_WORKER_PATH });
      expect(served.statusCode).toBe(200);
      expect(served.body).toContain("self.registration.unregister()");
      expect(served.body).not.toContain('addEventListener("push"');
    } finally {
      await retired.close();
    }
  });
});

describe("erasing a case", () => {
  it("erases its browsers' subscriptions and its notifications", async () => {
    const { submissionId, reference, browser } = await notifiedCase();
    await queueAt(submissionId, "2026-12-06", "18:00");
    await deliver(browser);
    expect(await browsersOf(submissionId)).toHaveLength(1);
    expect(await notificationsOf(submissionId)).toHaveLength(1);
    const actor = { id: null, name: "Test", email: "" };
    expect(await eraseSubmission(testApp.db, reference, actor, clockNow)).toBeTruthy();
    expect(await browsersOf(submissionId)).toEqual([]);
    expect(await notificationsOf(submissionId)).toEqual([]);
    expect(await consentOf(submissionId)).toBeUndefined();
  });
});
