import { sql } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import { openStoreTestDatabase, seedSubmissions, type StoreTestDatabase } from "~/server/testing/store-test-database";
import { migrateUpTo } from "../migrate";
import { createWhatsAppReminders } from "./0041-create-whatsapp-reminders";

// Migration 0041 on a database that already holds e-mail reminders and browser notifications, on
// SQLite (the two tables rebuilt) and, with TEST_DATABASE_URL, PostgreSQL (their CHECKs swapped),
// docs/decisions/0076: every consent and record is kept, 'whatsapp' is allowed and nothing else,
// a message's id and a button's token are each stored once, the rows go with their case, and
// going back drops WhatsApp's only.

let store: StoreTestDatabase | undefined;
afterEach(async () => {
  await store?.close();
  store = undefined;
});

const at = "2026-12-05T04:30:00.000Z";

const send = (submissionId: number, channel: "email" | "push" | "whatsapp") => ({
  submission_id: submissionId,
  channel,
  step_id: "tell-bank",
  due_on: "2026-12-07",
  slot: "day_before" as const,
  mail_id: channel === "email" ? 7 : null,
  queued_at: at,
});

const message = (submissionId: number, values: Record<string, string | null> = {}) => ({
  submission_id: submissionId,
  kind: "reminder" as const,
  step_id: "tell-bank",
  due_on: "2026-12-07",
  slot: "day_before" as const,
  recipient: "919876543210",
  template: "tomorrow" as const,
  language: "en",
  date_text: "7 December",
  next_attempt_at: at,
  created_at: at,
  updated_at: at,
  ...values,
});

async function storedBefore(): Promise<{ store: StoreTestDatabase; ids: [number, number] }> {
  const opened = await openStoreTestDatabase({ migrate: false });
  await migrateUpTo(opened.db, opened.dialect, "0040-add-seal-versions-and-mailed-links");
  await seedSubmissions(opened.db, [{ created_at: at }, { created_at: at }]);
  const ids = (await opened.db.selectFrom("submissions").select("id").orderBy("id").execute()).map((row) => row.id);
  const [first, second] = ids as [number, number];
  for (const channel of ["email", "push"] as const) {
    await opened.db
      .insertInto("case_reminder_consents")
      .values({ submission_id: first, channel, status: "on", next_check_at: at, updated_at: at })
      .execute();
    await opened.db.insertInto("case_reminder_sends").values(send(first, channel)).execute();
  }
  return { store: opened, ids: [first, second] };
}

async function indexNames(opened: StoreTestDatabase): Promise<string[]> {
  const query =
    opened.dialect === "sqlite"
      ? sql<{ name: string }>`select name from sqlite_master where type = 'index'`
      : sql<{ name: string }>`select indexname as name from pg_indexes where schemaname = current_schema()`;
  return (await query.execute(opened.db)).rows.map((row) => row.name);
}

describe("migration 0041: reminders on WhatsApp", () => {
  it("keeps the e-mail and browser reminders' consents and records, and allows 'whatsapp' and no other channel", async () => {
    const before = await storedBefore();
    store = before.store;
    const { db } = store;
    const [first, second] = before.ids;
    await createWhatsAppReminders(store.dialect).up(db);
    expect(
      await db
        .selectFrom("case_reminder_consents")
        .select(["channel", "status", "next_check_at"])
        .orderBy("channel")
        .execute(),
    ).toEqual([
      { channel: "email", status: "on", next_check_at: at },
      { channel: "push", status: "on", next_check_at: at },
    ]);
    expect(
      await db.selectFrom("case_reminder_sends").select(["channel", "mail_id"]).orderBy("channel").execute(),
    ).toEqual([
      { channel: "email", mail_id: 7 },
      { channel: "push", mail_id: null },
    ]);
    await db
      .insertInto("case_reminder_consents")
      .values({ submission_id: first, channel: "whatsapp", status: "asked", asked_at: at, updated_at: at })
      .execute();
    await db.insertInto("case_reminder_sends").values(send(first, "whatsapp")).execute();
    // Each reminder still once per channel.
    await expect(db.insertInto("case_reminder_sends").values(send(first, "whatsapp")).execute()).rejects.toThrow();
    await expect(
      db
        .insertInto("case_reminder_consents")
        .values({ submission_id: second, channel: "sms" as never, status: "on", updated_at: at })
        .execute(),
    ).rejects.toThrow();
    expect(await indexNames(store)).toEqual(
      expect.arrayContaining(["case_reminder_consents_next_check_at_index", "case_reminder_sends_mail_id_index"]),
    );
  });

  it("stores each WhatsApp message id and button token once, refuses an unknown template, and erases the messages with their case", async () => {
    const before = await storedBefore();
    store = before.store;
    const { db } = store;
    const [first, second] = before.ids;
    await createWhatsAppReminders(store.dialect).up(db);
    await db
      .insertInto("whatsapp_outbox")
      .values(message(first, { message_id: "wamid.A", button_token_hash: "h1" }))
      .execute();
    // Many messages not yet sent have neither.
    await db.insertInto("whatsapp_outbox").values(message(first)).execute();
    await db.insertInto("whatsapp_outbox").values(message(second)).execute();
    await expect(
      db
        .insertInto("whatsapp_outbox")
        .values(message(second, { message_id: "wamid.A" }))
        .execute(),
    ).rejects.toThrow();
    await expect(
      db
        .insertInto("whatsapp_outbox")
        .values(message(second, { button_token_hash: "h1" }))
        .execute(),
    ).rejects.toThrow();
    await expect(
      db
        .insertInto("whatsapp_outbox")
        .values(message(second, { template: "marketing" }) as never)
        .execute(),
    ).rejects.toThrow();

    await db.deleteFrom("case_reminder_consents").where("submission_id", "=", first).execute();
    await db.deleteFrom("case_reminder_sends").where("submission_id", "=", first).execute();
    await db.deleteFrom("submissions").where("id", "=", first).execute();
    expect(await db.selectFrom("whatsapp_outbox").select("submission_id").execute()).toEqual([
      { submission_id: second },
    ]);
  });

  it("going back drops WhatsApp's table, consents and records, and keeps the other channels'", async () => {
    const before = await storedBefore();
    store = before.store;
    const { db } = store;
    const [first] = before.ids;
    const migration = createWhatsAppReminders(store.dialect);
    await migration.up(db);
    await db
      .insertInto("case_reminder_consents")
      .values({ submission_id: first, channel: "whatsapp", status: "on", next_check_at: at, updated_at: at })
      .execute();
    await db.insertInto("case_reminder_sends").values(send(first, "whatsapp")).execute();
    await migration.down!(db);
    expect(await db.selectFrom("case_reminder_consents").select("channel").orderBy("channel").execute()).toEqual([
      { channel: "email" },
      { channel: "push" },
    ]);
    expect(await db.selectFrom("case_reminder_sends").select("channel").orderBy("channel").execute()).toEqual([
      { channel: "email" },
      { channel: "push" },
    ]);
    await expect(
      db
        .insertInto("case_reminder_consents")
        .values({ submission_id: first, channel: "whatsapp", status: "on", updated_at: at })
        .execute(),
    ).rejects.toThrow();
    const tables = (await db.introspection.getTables()).map((table) => table.name);
    expect(tables).not.toContain("whatsapp_outbox");
  });
});
