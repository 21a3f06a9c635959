import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedSubmissions } from "../testing/store-test-database";
import { sendVictimReply } from "../cases/case-messages";
import { startTestApp, type TestApp } from "../testing/test-app";
import { readErasureLog } from "./erasure-log";
import { onceAcrossInstances, runRetention, scheduleRetention } from "./retention";

// Closed cases erased after RETENTION_DAYS (server/ops/retention.ts), on SQLite and on
// PostgreSQL when TEST_DATABASE_URL is set: told 30 days before on their case page, erased
// after, spam erased silently, kept when the person answers, and one instance at a time.

const DAY = 24 * 60 * 60 * 1000;
const DAYS = 100;
const NOW = new Date("2026-11-25T06:00:00.000Z");
const daysAgo = (days: number, from = NOW) => new Date(from.getTime() - days * DAY).toISOString();

let testApp: TestApp;
let erasureLog: string;
beforeAll(async () => {
  testApp = await startTestApp();
  erasureLog = join(testApp.database.env.DATA_DIR, "retention-erasures.log");
});
afterAll(async () => {
  await testApp.close();
});

async function aCase(
  status: "new" | "in_progress" | "resolved" | "spam",
  changedDaysAgo: number,
  language = "en",
): Promise<string> {
  const [reference] = await seedSubmissions(testApp.db, [
    {
      created_at: daysAgo(changedDaysAgo + 5),
      updated_at: daysAgo(changedDaysAgo),
      status,
      email: "victim@example.in",
      language,
    },
  ]);
  return reference!;
}

async function stored(reference: string) {
  return testApp.db.selectFrom("submissions").selectAll().where("reference", "=", reference).executeTakeFirst();
}

async function messagesOf(reference: string) {
  return testApp.db
    .selectFrom("case_messages")
    .innerJoin("submissions", "submissions.id", "case_messages.submission_id")
    .select(["case_messages.author", "case_messages.body"])
    .where("submissions.reference", "=", reference)
    .execute();
}

const run = (now: Date) => runRetention(testApp.db, { days: DAYS, now, erasureLog });

describe("runRetention", () => {
  it("tells a case written in Hindi in Hindi, with the date as Hindi writes it", async () => {
    const hindi = await aCase("resolved", 80, "hi");
    await run(NOW);
    const [notice] = await messagesOf(hindi);
    expect(notice?.body).toContain("यह केस, इसके संदेशों और फ़ाइलों के साथ, शुक्र, 25 दिसंबर 2026 को मिटा दिया जाएगा।");
    expect(notice?.body).toContain(`${DAYS} दिन बाद`);
  });

  it("tells a resolved case 30 days before on its case page, once, and erases it only after", async () => {
    const dueSoon = await aCase("resolved", 80);
    const overdue = await aCase("resolved", 101);
    const recent = await aCase("resolved", 10);
    const open = await aCase("in_progress", 400);

    const first = await run(NOW);
    expect(first.noticed).toEqual(expect.arrayContaining([dueSoon, overdue]));
    expect(first.noticed).not.toContain(recent);
    expect(first.noticed).not.toContain(open);
    expect(first.erased).not.toContain(overdue);
    const [notice] = await messagesOf(dueSoon);
    expect(notice?.author).toBe("desk");
    // Changed 80 days ago, so due in 20 days; the person always gets 30 days' notice.
    expect(notice?.body).toContain("We will erase this one, with its messages and files, on Fri, 25 Dec 2026.");
    const [overdueNotice] = await messagesOf(overdue);
    expect(overdueNotice?.body).toContain("on Fri, 25 Dec 2026.");
    const mails = await testApp.db
      .selectFrom("mail_outbox")
      .innerJoin("submissions", "submissions.id", "mail_outbox.submission_id")
      .select("mail_outbox.purpose")
      .where("submissions.reference", "=", dueSoon)
      .execute();
    expect(mails.map((mail) => mail.purpose)).toEqual(["case_notice"]);

    const again = await run(new Date(NOW.getTime() + DAY));
    expect(again.noticed).not.toContain(dueSoon);
    expect(await messagesOf(dueSoon)).toHaveLength(1);

    const later = await run(new Date(NOW.getTime() + 31 * DAY));
    expect(later.erased).toEqual(expect.arrayContaining([dueSoon, overdue]));
    expect(await stored(dueSoon)).toBeUndefined();
    expect(await stored(recent)).toBeDefined();
    expect(await stored(open)).toBeDefined();
    expect((await readErasureLog(erasureLog)).map((entry) => entry.reference)).toEqual(
      expect.arrayContaining([dueSoon, overdue]),
    );
    const audit = await testApp.db
      .selectFrom("audit_log")
      .select(["actor_name", "detail"])
      .where("action", "=", "submission.deleted")
      .where("target_id", "=", dueSoon)
      .executeTakeFirstOrThrow();
    expect(audit.actor_name).toBe("CyberHelp");
  });

  it("erases a case closed as spam after the period without writing to anyone, its browsers' subscriptions and WhatsApp messages with it", async () => {
    const spam = await aCase("spam", 101);
    const youngSpam = await aCase("spam", 50);
    const { id } = (await stored(spam))!;
    // Notifications were on in a browser (docs/decisions/0074).
    await testApp.db
      .insertInto("case_push_subscriptions")
      .values({
        submission_id: id,
        endpoint: "https://fcm.googleapis.com/fcm/send/retention",
        p256dh: "BKey",
        auth: "secret",
        created_at: daysAgo(101),
      })
      .execute();
    // And WhatsApp reminders (docs/decisions/0076).
    await testApp.db
      .insertInto("whatsapp_outbox")
      .values({
        submission_id: id,
        kind: "confirm",
        recipient: "919876543210",
        template: "confirm",
        language: "en",
        next_attempt_at: daysAgo(101),
        created_at: daysAgo(101),
        updated_at: daysAgo(101),
      })
      .execute();
    const result = await run(NOW);
    expect(result.erased).toContain(spam);
    expect(result.noticed).not.toContain(spam);
    expect(await stored(spam)).toBeUndefined();
    expect(await stored(youngSpam)).toBeDefined();
    const browsers = await testApp.db
      .selectFrom("case_push_subscriptions")
      .select("id")
      .where("submission_id", "=", id)
      .execute();
    expect(browsers).toEqual([]);
    const messages = await testApp.db
      .selectFrom("whatsapp_outbox")
      .select("id")
      .where("submission_id", "=", id)
      .execute();
    expect(messages).toEqual([]);
  });

  it("keeps a told case when the person replies, and counts again from the reply", async () => {
    const answered = await aCase("resolved", 85);
    await run(NOW);
    expect((await stored(answered))?.retention_notice_at).not.toBeNull();
    const replyAt = new Date(NOW.getTime() + 2 * DAY);
    const { id } = (await stored(answered))!;
    expect(await sendVictimReply(testApp.db, id, "Please keep my case: my court hearing is in March.", replyAt)).toBe(
      "sent",
    );

    const next = await run(new Date(NOW.getTime() + 3 * DAY));
    expect(next.kept).toContain(answered);
    const kept = await stored(answered);
    expect(kept?.retention_notice_at).toBeNull();
    expect(kept?.updated_at).toBe(replyAt.toISOString());
    const monthLater = await run(new Date(NOW.getTime() + 40 * DAY));
    expect(monthLater.erased).not.toContain(answered);
    expect(await stored(answered)).toBeDefined();
  });
});

describe("scheduleRetention", () => {
  it("runs the job soon after start, reports what it did, and its stop waits for the run", async () => {
    const spam = await aCase("spam", 200);
    const reports: object[] = [];
    let woken = 0;
    const stop = scheduleRetention({
      db: testApp.db,
      days: DAYS,
      erasureLog,
      log: { info: (details) => reports.push(details), error: (details) => reports.push({ failed: details }) },
      wakeMail: () => woken++,
      clock: { now: () => NOW },
      firstRunAfterMs: 10,
    });
    for (let waited = 0; reports.length === 0 && waited < 5000; waited += 20) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    await stop();
    expect(reports[0]).toMatchObject({ erased: expect.any(Number) });
    expect(await stored(spam)).toBeUndefined();
    expect(woken).toBe(0);
  });
});

describe.runIf(Boolean(process.env.TEST_DATABASE_URL))("onceAcrossInstances", () => {
  it("on PostgreSQL, a second instance does not run the job while the first holds it", async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const first = onceAcrossInstances(testApp.db, "retention-test", async () => {
      await held;
      return "first";
    });
    // Give the first call time to take the lock.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await onceAcrossInstances(testApp.db, "retention-test", async () => "second")).toBeUndefined();
    release();
    expect(await first).toBe("first");
    expect(await onceAcrossInstances(testApp.db, "retention-test", async () => "third")).toBe("third");
  });
});
