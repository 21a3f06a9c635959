import { sql } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import { openStoreTestDatabase, seedSubmissions, type StoreTestDatabase } from "~/server/testing/store-test-database";
import { migrateUpTo } from "../migrate";
import { createCaseReminders } from "./0036-create-case-reminders";

// Migration 0036 on a database that already holds mail, on SQLite (the outbox rebuilt) and, with
// TEST_DATABASE_URL, PostgreSQL (its CHECK swapped), docs/decisions/0069: every queued mail is
// kept, the reminders' two purposes are allowed and no other, a reminder is recorded once per
// case, channel, step, due day and slot, the rows go with their case, and going back drops the
// reminders' tables and mails only.

let store: StoreTestDatabase | undefined;
afterEach(async () => {
  await store?.close();
  store = undefined;
});

const at = "2026-12-05T04:30:00.000Z";

async function storedBefore(): Promise<{ store: StoreTestDatabase; ids: number[] }> {
  const opened = await openStoreTestDatabase({ migrate: false });
  await migrateUpTo(opened.db, opened.dialect, "0035-carry-request-facts-forward");
  await seedSubmissions(opened.db, [{ created_at: at }, { created_at: at }]);
  const ids = (await opened.db.selectFrom("submissions").select("id").orderBy("id").execute()).map((row) => row.id);
  for (const purpose of ["desk_alert", "acknowledgement", "case_link", "case_notice"])
    await insertMail(opened, ids[0]!, purpose);
  return { store: opened, ids };
}

function insertMail(opened: StoreTestDatabase, submissionId: number, purpose: string) {
  return sql`insert into mail_outbox (submission_id, purpose, to_address, reply_to, subject, text_body, html_body, next_attempt_at, created_at, updated_at)
    values (${submissionId}, ${purpose}, 'person@example.in', null, 'Subject', 'Body', '<p>Body</p>', ${at}, ${at}, ${at})`.execute(
    opened.db,
  );
}

const send = (submissionId: number, slot = "day_before") => ({
  submission_id: submissionId,
  channel: "email" as const,
  step_id: "tell-bank",
  due_on: "2026-12-07",
  slot: slot as "day_before",
  mail_id: null,
  queued_at: at,
});

describe("migration 0036: case reminders", () => {
  it("keeps every queued mail, allows the reminders' two purposes and no other", async () => {
    const before = await storedBefore();
    store = before.store;
    await createCaseReminders(store.dialect).up(store.db);
    const kept = await store.db.selectFrom("mail_outbox").select("purpose").orderBy("id").execute();
    expect(kept.map((row) => row.purpose)).toEqual(["desk_alert", "acknowledgement", "case_link", "case_notice"]);
    await insertMail(store, before.ids[0]!, "reminder_confirmation");
    await insertMail(store, before.ids[0]!, "reminder");
    await expect(insertMail(store, before.ids[0]!, "newsletter")).rejects.toThrow();
  });

  it("records a reminder once per case, channel, step, due day and slot, and erases the rows with their case", async () => {
    const before = await storedBefore();
    store = before.store;
    const { db } = store;
    await createCaseReminders(store.dialect).up(db);
    const [first, second] = before.ids as [number, number];
    await db.insertInto("case_reminder_sends").values(send(first)).execute();
    await expect(db.insertInto("case_reminder_sends").values(send(first)).execute()).rejects.toThrow();
    await db.insertInto("case_reminder_sends").values(send(first, "last_day")).execute();
    await db.insertInto("case_reminder_sends").values(send(second)).execute();
    await expect(db.insertInto("case_reminder_sends").values(send(first, "at_midnight")).execute()).rejects.toThrow();
    await db
      .insertInto("case_reminder_consents")
      .values({ submission_id: first, channel: "email", status: "on", next_check_at: at, updated_at: at })
      .execute();
    await expect(
      db
        .insertInto("case_reminder_consents")
        .values({ submission_id: second, channel: "pager" as never, status: "on", updated_at: at })
        .execute(),
    ).rejects.toThrow();
    await db
      .insertInto("case_reminder_tokens")
      .values({
        token_hash: "a".repeat(64),
        submission_id: first,
        channel: "email",
        purpose: "stop",
        created_at: at,
        expires_at: at,
      })
      .execute();

    await db.deleteFrom("mail_outbox").where("submission_id", "=", first).execute();
    await db.deleteFrom("submissions").where("id", "=", first).execute();
    expect(await db.selectFrom("case_reminder_sends").select("submission_id").execute()).toEqual([
      { submission_id: second },
    ]);
    expect(await db.selectFrom("case_reminder_consents").select("submission_id").execute()).toEqual([]);
    expect(await db.selectFrom("case_reminder_tokens").select("submission_id").execute()).toEqual([]);
  });

  it("going back drops the reminders' tables and mails, and keeps every other mail", async () => {
    const before = await storedBefore();
    store = before.store;
    const migration = createCaseReminders(store.dialect);
    await migration.up(store.db);
    await insertMail(store, before.ids[1]!, "reminder");
    await migration.down!(store.db);
    const kept = await store.db.selectFrom("mail_outbox").select("purpose").orderBy("id").execute();
    expect(kept.map((row) => row.purpose)).toEqual(["desk_alert", "acknowledgement", "case_link", "case_notice"]);
    const tables = (await store.db.introspection.getTables()).map((table) => table.name);
    expect(tables).not.toContain("case_reminder_consents");
    expect(tables).not.toContain("case_reminder_sends");
    expect(tables).not.toContain("case_reminder_tokens");
  });
});
