import { sql } from "kysely";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { addSubmissionNote, changeSubmissionStatus, eraseSubmission, findSubmissionDetail } from "./casework-store";
import { listSubmissions } from "./submission-list";
import { submissionListQuerySchema } from "~/shared/schemas/admin";
import { openStoreTestDatabase, seedSubmissions, type StoreTestDatabase } from "../testing/store-test-database";
import { searchIndexUpToDate } from "../db/search-index";

// The desk's work on one submission, against a real database (SQLite, or PostgreSQL with TEST_DATABASE_URL).

let store: StoreTestDatabase;
beforeAll(async () => {
  store = await openStoreTestDatabase();
});
afterAll(async () => {
  await store?.close();
});
beforeEach(async () => {
  await store.db.deleteFrom("audit_log").execute();
  await store.db.deleteFrom("submissions").execute();
});

const desk = { id: 7, name: "Desk Admin", email: "desk@example.in" };

async function auditEntries() {
  return store.db.selectFrom("audit_log").selectAll().orderBy("id").execute();
}

describe("changing a status", () => {
  it("stores the status and the time, and records from and to in the audit log", async () => {
    const [reference] = await seedSubmissions(store.db, [{ created_at: "2026-01-01T10:00:00.000Z" }]);
    const now = new Date("2026-01-05T09:00:00.000Z");
    const updated = await changeSubmissionStatus(store.db, reference as string, "in_progress", desk, now);
    expect(updated).toMatchObject({ reference, status: "in_progress", updatedAt: now.toISOString() });
    const [entry] = await auditEntries();
    expect(entry).toMatchObject({
      actor_user_id: desk.id,
      actor_name: desk.name,
      action: "submission.status_changed",
      target_type: "submission",
      target_id: reference,
      created_at: now.toISOString(),
    });
    expect(JSON.parse(entry?.detail ?? "")).toEqual({ from: "new", to: "in_progress" });
  });

  it("changes nothing and records nothing when the status is already the one asked for", async () => {
    const [reference] = await seedSubmissions(store.db, [{ created_at: "2026-01-01T10:00:00.000Z" }]);
    const same = await changeSubmissionStatus(store.db, reference as string, "new", desk, new Date());
    expect(same).toMatchObject({ status: "new", updatedAt: "2026-01-01T10:00:00.000Z" });
    expect(await auditEntries()).toEqual([]);
  });

  it("answers undefined for an unknown reference", async () => {
    expect(await changeSubmissionStatus(store.db, "CH-ZZZZZZ", "spam", desk, new Date())).toBeUndefined();
  });
});

describe("notes", () => {
  it("are listed oldest first with their author, and the audit entry does not quote them", async () => {
    const [reference] = await seedSubmissions(store.db, [{ created_at: "2026-01-01T10:00:00.000Z" }]);
    await addSubmissionNote(
      store.db,
      reference as string,
      "Called back, no answer",
      desk,
      new Date("2026-01-02T10:00:00.000Z"),
    );
    await addSubmissionNote(
      store.db,
      reference as string,
      "Complaint filed on the portal",
      desk,
      new Date("2026-01-03T10:00:00.000Z"),
    );
    const detail = await findSubmissionDetail(store.db, reference as string, new Date());
    expect(detail?.notes.map((note) => [note.body, note.authorName])).toEqual([
      ["Called back, no answer", desk.name],
      ["Complaint filed on the portal", desk.name],
    ]);
    const entries = await auditEntries();
    expect(entries.map((entry) => entry.action)).toEqual(["submission.note_added", "submission.note_added"]);
    expect(JSON.stringify(entries)).not.toContain("Called back");
  });
});

describe("erasing a submission", () => {
  it("removes the row, its notes and its search-index entry, keeping only reference and kind in the audit log", async () => {
    const [reference, other] = await seedSubmissions(store.db, [
      {
        name: "Zyxwvutsrq Verma",
        email: "zyxwvutsrq@example.in",
        message: "My private story",
        kind: "post_query",
        created_at: "2026-01-01T10:00:00.000Z",
      },
      { name: "Someone Else", created_at: "2026-01-01T11:00:00.000Z" },
    ]);
    await addSubmissionNote(store.db, reference as string, "Spoke to Zyxwvutsrq", desk, new Date());

    expect(await eraseSubmission(store.db, reference as string, desk, new Date())).toEqual({ kind: "post_query" });

    expect(await findSubmissionDetail(store.db, reference as string, new Date())).toBeUndefined();
    expect(await store.db.selectFrom("submission_notes").selectAll().execute()).toEqual([]);
    const search = await listSubmissions(store.db, submissionListQuerySchema.parse({ q: "zyxwvutsrq" }));
    expect(search.items).toEqual([]);
    expect(await findSubmissionDetail(store.db, other as string, new Date())).toBeDefined();

    const deleted = (await auditEntries()).find((entry) => entry.action === "submission.deleted");
    expect(deleted).toMatchObject({ target_type: "submission", target_id: reference });
    expect(JSON.parse(deleted?.detail ?? "")).toEqual({ kind: "post_query" });
    expect(JSON.stringify(await auditEntries()).toLowerCase()).not.toMatch(/zyxwvutsrq|private story/);
  });

  // On PostgreSQL the search vector is a column of the deleted row itself.
  it.skipIf(Boolean(process.env.TEST_DATABASE_URL))(
    "leaves no trace of the person's words in SQLite's search index itself",
    async () => {
      const [reference] = await seedSubmissions(store.db, [
        { name: "Zyxwvutsrq Verma", created_at: "2026-01-01T10:00:00.000Z" },
      ]);
      // Indexed, as the forms' group commit or a search leaves it.
      await searchIndexUpToDate(store.db, "sqlite");
      const blocksWithName = () =>
        sql<{
          count: number;
        }>`select count(*) as count from submissions_search_data where instr(block, cast('zyxwvutsrq' as blob)) > 0`
          .execute(store.db)
          .then((result) => result.rows[0]?.count);
      expect(await blocksWithName()).toBeGreaterThan(0);
      await eraseSubmission(store.db, reference as string, desk, new Date());
      expect(await blocksWithName()).toBe(0);
    },
  );

  it("answers undefined for an unknown reference and records nothing", async () => {
    expect(await eraseSubmission(store.db, "CH-ZZZZZZ", desk, new Date())).toBeUndefined();
    expect(await auditEntries()).toEqual([]);
  });
});
