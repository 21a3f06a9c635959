import { sql } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import { openStoreTestDatabase, seedSubmissions, type StoreTestDatabase } from "~/server/testing/store-test-database";
import { migrateUpTo } from "../migrate";
import { createPushReminders } from "./0039-create-push-reminders";

// Migration 0039 on a database that already holds e-mail reminders, on SQLite (the two tables
// rebuilt) and, with TEST_DATABASE_URL, PostgreSQL (their CHECKs swapped), docs/decisions/0074:
// every e-mail consent and record is kept, 'push' is allowed and nothing else, a browser is
// stored once per case, the rows go with their case, a notification's record outlives its
// browser's subscription, and going back drops the notifications only.

let store: StoreTestDatabase | undefined;
afterEach(async () => {
  await store?.close();
  store = undefined;
});

const at = "2026-12-05T04:30:00.000Z";

async function storedBefore(): Promise<{ store: StoreTestDatabase; ids: [number, number] }> {
  const opened = await openStoreTestDatabase({ migrate: false });
  await migrateUpTo(opened.db, opened.dialect, "0038-create-desk-second-factors");
  await seedSubmissions(opened.db, [{ created_at: at }, { created_at: at }]);
  const ids = (await opened.db.selectFrom("submissions").select("id").orderBy("id").execute()).map((row) => row.id);
  const [first, second] = ids as [number, number];
  await opened.db
    .insertInto("case_reminder_consents")
    .values({ submission_id: first, channel: "email", status: "on", next_check_at: at, updated_at: at })
    .execute();
  await opened.db
    .insertInto("case_reminder_sends")
    .values({ ...send(first, "email"), mail_id: 7 })
    .execute();
  return { store: opened, ids: [first, second] };
}

async function indexNames(opened: StoreTestDatabase): Promise<string[]> {
  const query =
    opened.dialect === "sqlite"
      ? sql<{ name: string }>`select name from sqlite_master where type = 'index'`
      : sql<{ name: string }>`select indexname as name from pg_indexes where schemaname = current_schema()`;
  return (await query.execute(opened.db)).rows.map((row) => row.name);
}

const send = (submissionId: number, channel: "email" | "push", slot = "day_before") => ({
  submission_id: submissionId,
  channel,
  step_id: "tell-bank",
  due_on: "2026-12-07",
  slot: slot as "day_before",
  mail_id: null,
  queued_at: at,
});

const subscription = (submissionId: number, endpoint = "https://fcm.googleapis.com/fcm/send/abc") => ({
  submission_id: submissionId,
  endpoint,
  p256dh: "BPublicKey",
  auth: "secret",
  created_at: at,
});

const notification = (submissionId: number, subscriptionId: number | null) => ({
  submission_id: submissionId,
  subscription_id: subscriptionId,
  push_service: "fcm.googleapis.com",
  step_id: "tell-bank",
  due_on: "2026-12-07",
  slot: "day_before" as const,
  title: "CyberHelp: a date on your case is tomorrow (7 December)",
  url: "/case",
  next_attempt_at: at,
  created_at: at,
  updated_at: at,
});

describe("migration 0039: reminders as browser notifications", () => {
  it("keeps the e-mail reminders' consents and records, and allows 'push' and no other channel", async () => {
    const before = await storedBefore();
    store = before.store;
    const { db } = store;
    const [first, second] = before.ids;
    await createPushReminders(store.dialect).up(db);
    expect(await db.selectFrom("case_reminder_consents").selectAll().execute()).toEqual([
      expect.objectContaining({ submission_id: first, channel: "email", status: "on", next_check_at: at }),
    ]);
    expect(await db.selectFrom("case_reminder_sends").select(["channel", "mail_id"]).execute()).toEqual([
      { channel: "email", mail_id: 7 },
    ]);
    await db
      .insertInto("case_reminder_consents")
      .values({ submission_id: first, channel: "push", status: "on", next_check_at: at, updated_at: at })
      .execute();
    await db.insertInto("case_reminder_sends").values(send(first, "push")).execute();
    // Each reminder still once per channel.
    await expect(db.insertInto("case_reminder_sends").values(send(first, "push")).execute()).rejects.toThrow();
    await expect(
      db
        .insertInto("case_reminder_consents")
        .values({ submission_id: second, channel: "pager" as never, status: "on", updated_at: at })
        .execute(),
    ).rejects.toThrow();
    // The worker's partial index and the records' index are there again after a rebuild.
    expect(await indexNames(store)).toEqual(
      expect.arrayContaining(["case_reminder_consents_next_check_at_index", "case_reminder_sends_mail_id_index"]),
    );
  });

  it("stores a browser once per case, keeps a notification's record when its browser goes, and erases both with the case", async () => {
    const before = await storedBefore();
    store = before.store;
    const { db } = store;
    const [first, second] = before.ids;
    await createPushReminders(store.dialect).up(db);
    const { id } = await db
      .insertInto("case_push_subscriptions")
      .values(subscription(first))
      .returning("id")
      .executeTakeFirstOrThrow();
    await expect(db.insertInto("case_push_subscriptions").values(subscription(first)).execute()).rejects.toThrow();
    // The same browser for another case is another subscription.
    await db.insertInto("case_push_subscriptions").values(subscription(second)).execute();
    await db.insertInto("push_outbox").values(notification(first, id)).execute();
    await db.insertInto("push_outbox").values(notification(second, null)).execute();

    await db.deleteFrom("case_push_subscriptions").where("id", "=", id).execute();
    expect(
      await db
        .selectFrom("push_outbox")
        .select(["subscription_id", "status"])
        .where("submission_id", "=", first)
        .execute(),
    ).toEqual([{ subscription_id: null, status: "queued" }]);

    await db.deleteFrom("case_reminder_consents").where("submission_id", "=", first).execute();
    await db.deleteFrom("case_reminder_sends").where("submission_id", "=", first).execute();
    await db.deleteFrom("submissions").where("id", "=", first).execute();
    expect(await db.selectFrom("push_outbox").select("submission_id").execute()).toEqual([{ submission_id: second }]);
    expect(await db.selectFrom("case_push_subscriptions").select("submission_id").execute()).toEqual([
      { submission_id: second },
    ]);
  });

  it("going back drops the notifications' tables and records, and keeps the e-mail reminders", async () => {
    const before = await storedBefore();
    store = before.store;
    const { db } = store;
    const [first] = before.ids;
    const migration = createPushReminders(store.dialect);
    await migration.up(db);
    await db
      .insertInto("case_reminder_consents")
      .values({ submission_id: first, channel: "push", status: "on", next_check_at: at, updated_at: at })
      .execute();
    await db.insertInto("case_reminder_sends").values(send(first, "push")).execute();
    await migration.down!(db);
    expect(await db.selectFrom("case_reminder_consents").select("channel").execute()).toEqual([{ channel: "email" }]);
    expect(await db.selectFrom("case_reminder_sends").select("channel").execute()).toEqual([{ channel: "email" }]);
    await expect(
      db
        .insertInto("case_reminder_consents")
        .values({ submission_id: first, channel: "push", status: "on", updated_at: at })
        .execute(),
    ).rejects.toThrow();
    const tables = (await db.introspection.getTables()).map((table) => table.name);
    expect(tables).not.toContain("case_push_subscriptions");
    expect(tables).not.toContain("push_outbox");
  });
});
