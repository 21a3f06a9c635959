import type { Kysely } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import { mailPolicy } from "~/shared/constants";
import { migrateToLatest } from "../db/migrate";
import type { Database } from "../db/schema";
import { createTestDatabase, type TestDatabase } from "../testing/test-database";
import { startMailWorker } from "./mail-worker";
import { retryDelayMs } from "../outbox/leased-outbox";
import { claimDueMails, cappedCountsByStatus, queueMails, recordFailedAttempt, retryFailedMail } from "./outbox-store";
import type { MailMessage, MailSender } from "./smtp-transport";
import type { ComposedMail } from "./composed-mail";

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  while (cleanups.length > 0) await cleanups.pop()?.();
});

/** A migrated test database, or a second connection to `shared` (another instance's). */
async function database(shared?: TestDatabase): Promise<{ db: Kysely<Database>; testDatabase: TestDatabase }> {
  const testDatabase = shared ?? (await createTestDatabase({ migrated: true }));
  if (!shared) cleanups.push(() => testDatabase.drop());
  const db = testDatabase.connect();
  await migrateToLatest(db, testDatabase.dialect);
  cleanups.push(() => db.destroy());
  return { db, testDatabase };
}

function mail(n: number): ComposedMail {
  return {
    purpose: "desk_alert",
    to: `desk${n}@example.in`,
    replyTo: null,
    subject: `Mail ${n}`,
    text: "t",
    html: "<p>t</p>",
  };
}

const T0 = new Date("2026-11-21T10:00:00.000Z");
const later = (ms: number) => new Date(T0.getTime() + ms);
const silentLog = { info() {}, warn() {}, error() {} } as never;

describe("the outbox", () => {
  it("waits 5 s, 15 s, 45 s, ... between tries, never more than 5 minutes", () => {
    expect([1, 2, 3, 4, 5, 6, 9].map((attempts) => retryDelayMs(attempts, mailPolicy))).toEqual([
      5_000, 15_000, 45_000, 135_000, 300_000, 300_000, 300_000,
    ]);
  });

  it("hands a due mail to one worker only, and again once its lease runs out", async () => {
    const { db } = await database();
    await queueMails(db, null, [mail(1)], T0);
    const first = await claimDueMails(db, "worker-a", T0, 10);
    expect(first.map((row) => [row.subject, row.status, row.attempts, row.locked_by])).toEqual([
      ["Mail 1", "sending", 1, "worker-a"],
    ]);
    expect(await claimDueMails(db, "worker-b", later(1_000), 10)).toEqual([]);
    // worker-a died holding it
    const reclaimed = await claimDueMails(db, "worker-b", later(mailPolicy.leaseMs), 10);
    expect(reclaimed.map((row) => [row.locked_by, row.attempts])).toEqual([["worker-b", 2]]);
  });

  it("queues a failed try for later, and gives up after the last try", async () => {
    const { db } = await database();
    await queueMails(db, null, [mail(1)], T0);
    let now = T0;
    for (let attempt = 1; attempt <= mailPolicy.maxAttempts; attempt++) {
      const [claimed] = await claimDueMails(db, "w", now, 10);
      expect(claimed?.attempts).toBe(attempt);
      if (!claimed) throw new Error("nothing claimed");
      const outcome = await recordFailedAttempt(db, claimed, "w", "connect ECONNREFUSED", now);
      expect(outcome).toBe(attempt < mailPolicy.maxAttempts ? "queued" : "failed");
      // Not due again before its delay
      expect(await claimDueMails(db, "w", new Date(now.getTime() + retryDelayMs(attempt, mailPolicy) - 1), 10)).toEqual(
        [],
      );
      now = new Date(now.getTime() + retryDelayMs(attempt, mailPolicy));
    }
    expect(await claimDueMails(db, "w", later(24 * 3600_000), 10)).toEqual([]);
    expect(await cappedCountsByStatus(db, 100)).toMatchObject({ failed: 1, queued: 0 });
    const row = await db.selectFrom("mail_outbox").selectAll().executeTakeFirstOrThrow();
    expect(row.last_error).toBe("connect ECONNREFUSED");
  });

  it("lets an admin retry a failed mail: a fresh round of tries starting now", async () => {
    const { db } = await database();
    await queueMails(db, null, [mail(1)], T0);
    const [claimed] = await claimDueMails(db, "w", T0, 10);
    await recordFailedAttempt(db, claimed!, "w", "down", T0, { ...mailPolicy, maxAttempts: 1 });
    expect(await retryFailedMail(db, claimed!.id, later(60_000))).toMatchObject({ status: "queued", attempts: 0 });
    expect(await claimDueMails(db, "w", later(60_000), 10)).toHaveLength(1);
    // Only a failed mail can be retried
    expect(await retryFailedMail(db, claimed!.id, later(60_000))).toBeUndefined();
  });
});

describe("two workers on one database", () => {
  it("send each mail exactly once, sharing the work", async () => {
    const { db: dbA, testDatabase } = await database();
    const { db: dbB } = await database(testDatabase);
    await queueMails(
      dbA,
      null,
      Array.from({ length: 60 }, (_, n) => mail(n)),
      new Date(),
    );

    const sent: { worker: string; to: string }[] = [];
    const sender = (worker: string): MailSender => ({
      async send(message: MailMessage) {
        await new Promise((resolve) => setTimeout(resolve, 5));
        sent.push({ worker, to: message.to.address });
      },
      close() {},
    });
    const policy = { ...mailPolicy, pollIntervalMs: 20, batchSize: 5 };
    const workers = [
      startMailWorker({ db: dbA, sender: sender("a"), from: "x@example.in", log: silentLog, policy, workerId: "a" }),
      startMailWorker({ db: dbB, sender: sender("b"), from: "x@example.in", log: silentLog, policy, workerId: "b" }),
    ];
    cleanups.push(() => Promise.all(workers.map((worker) => worker.stop())).then(() => undefined));

    const deadline = Date.now() + 10_000;
    while ((await cappedCountsByStatus(dbA, 100)).sent < 60 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    await Promise.all(workers.map((worker) => worker.idle()));
    expect(sent).toHaveLength(60);
    expect(new Set(sent.map((entry) => entry.to)).size).toBe(60);
    expect(new Set(sent.map((entry) => entry.worker))).toEqual(new Set(["a", "b"]));
  });
});
