import { sql } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import { openStoreTestDatabase, seedSubmissions, type StoreTestDatabase } from "~/server/testing/store-test-database";
import { migrateToLatest, migrateUpTo } from "../migrate";

// Migration 0010 changes the outbox's CHECK on databases that already hold mail: on SQLite by
// rebuilding the table, on PostgreSQL (with TEST_DATABASE_URL) by swapping the constraint. What
// was queued must still be there, and still go when its submission is erased.

let store: StoreTestDatabase | undefined;
afterEach(async () => {
  await store?.close();
  store = undefined;
});

const at = "2026-11-20T10:00:00.000Z";
const mail = (submissionId: number, purpose: string) => ({
  submission_id: submissionId,
  purpose,
  to_address: "person@example.in",
  reply_to: null,
  subject: "Subject",
  text_body: "Body",
  html_body: "<p>Body</p>",
  next_attempt_at: at,
  created_at: at,
  updated_at: at,
});

describe("migration 0010 on a database with queued mail", () => {
  it("keeps every queued mail, allows the two case mails, refuses any other purpose and still erases with the submission", async () => {
    store = await openStoreTestDatabase({ migrate: false });
    await migrateUpTo(store.db, store.dialect, "0009-create-case-progress");
    await seedSubmissions(store.db, [{ created_at: at }, { created_at: at }]);
    const [first, second] = (await store.db.selectFrom("submissions").select("id").orderBy("id").execute()).map(
      (row) => row.id,
    );
    const insert = (row: ReturnType<typeof mail>) =>
      sql`insert into mail_outbox (submission_id, purpose, to_address, reply_to, subject, text_body, html_body, next_attempt_at, created_at, updated_at)
          values (${row.submission_id}, ${row.purpose}, ${row.to_address}, ${row.reply_to}, ${row.subject}, ${row.text_body}, ${row.html_body}, ${row.next_attempt_at}, ${row.created_at}, ${row.updated_at})`.execute(
        store!.db,
      );
    await insert(mail(first!, "desk_alert"));
    await insert(mail(second!, "acknowledgement"));
    await expect(insert(mail(first!, "case_link"))).rejects.toThrow();

    expect(await migrateToLatest(store.db, store.dialect)).toContain("0010-add-case-mail-purposes");

    const kept = await store.db.selectFrom("mail_outbox").select(["id", "purpose"]).orderBy("id").execute();
    expect(kept.map((row) => row.purpose)).toEqual(["desk_alert", "acknowledgement"]);
    await insert(mail(first!, "case_link"));
    await insert(mail(first!, "case_notice"));
    await expect(insert(mail(first!, "newsletter"))).rejects.toThrow();
    // New rows follow the copied ones rather than reusing their ids.
    const ids = (await store.db.selectFrom("mail_outbox").select("id").orderBy("id").execute()).map((row) => row.id);
    expect(new Set(ids).size).toBe(4);

    await store.db.deleteFrom("submissions").where("id", "=", first!).execute();
    const left = await store.db.selectFrom("mail_outbox").select(["submission_id", "purpose"]).execute();
    expect(left).toEqual([{ submission_id: second, purpose: "acknowledgement" }]);
  });
});
