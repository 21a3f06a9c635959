import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { adminApiPaths, caseApiPaths } from "~/shared/routes";
import type { InboxPage, PossibleDuplicates, SubmissionDetail } from "~/shared/schemas/admin-replies";
import { seedSubmissions, type SeedSubmission } from "~/server/testing/store-test-database";
import { insertSubmission } from "~/server/submissions/submission-store";
import { contactKeysOf } from "~/server/submissions/contact-keys";
import { openTestCase } from "~/server/testing/case-session";
import { createTestUser, logInAs, signInAsAdmin, type AdminSession } from "~/server/testing/admin-session";
import { startTestApp, type TestApp } from "~/server/testing/test-app";
import { CASE_COOKIE_NAME } from "~/server/cases/case-cookies";
import { apiMessages } from "~/shared/messages/api";
import { duplicateMessages } from "~/shared/messages/admin";

// Possible duplicates (docs/decisions/0035), on SQLite and (with TEST_DATABASE_URL) PostgreSQL:
// the same e-mail or phone, however typed, within 30 days either way; marking two as one case,
// or as different people, and taking either back; and each victim's case page showing their own
// request only.

const DAY = 24 * 60 * 60 * 1000;
const base = new Date("2026-11-01T06:30:00.000Z");
const daysFromBase = (days: number) => new Date(base.getTime() + days * DAY).toISOString();

let testApp: TestApp;
let admin: AdminSession;
let caseworker: AdminSession;
beforeAll(async () => {
  testApp = await startTestApp();
  admin = await signInAsAdmin(testApp, { name: "Asha Admin" });
  caseworker = await logInAs(testApp, await createTestUser(testApp, { name: "Ravi", role: "caseworker" }));
});
afterAll(async () => {
  await testApp.close();
});
beforeEach(async () => {
  await testApp.db.deleteFrom("audit_log").execute();
  await testApp.db.deleteFrom("duplicate_dismissals").execute();
  await testApp.db.deleteFrom("submission_notes").execute();
  await testApp.db.updateTable("submissions").set({ duplicate_of: null }).execute();
  await testApp.db.deleteFrom("submissions").execute();
});

type Contact = { name: string; email: string; phone?: string; day: number } & Partial<SeedSubmission>;

/** Stores each case with its keys, as the forms store them; returns their references by name. */
async function seed(...cases: Contact[]): Promise<Record<string, string>> {
  const references = await seedSubmissions(
    testApp.db,
    cases.map(({ day, ...row }) => ({
      ...row,
      phone: row.phone ?? "",
      created_at: daysFromBase(day),
      ...contactKeysOf({ email: row.email, phone: row.phone ?? "" }),
    })),
  );
  return Object.fromEntries(cases.map((row, index) => [row.name, references[index]!]));
}

async function duplicatesOf(reference: string, session = admin): Promise<PossibleDuplicates> {
  const response = await testApp.app.inject({
    method: "GET",
    url: adminApiPaths.submissionDuplicates(reference),
    headers: session.headers,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<PossibleDuplicates>();
}

function merge(reference: string, other: unknown, session = admin) {
  return testApp.app.inject({
    method: "POST",
    url: adminApiPaths.submissionMerge(reference),
    headers: session.headers,
    payload: { with: other },
  });
}

async function inboxCounts(tab = "new"): Promise<Record<string, number>> {
  const response = await testApp.app.inject({
    method: "GET",
    url: `${adminApiPaths.inbox}?tab=${tab}&pageSize=100`,
    headers: admin.headers,
  });
  const page = response.json<InboxPage>();
  return Object.fromEntries(page.items.map((item) => [item.name, item.possibleDuplicates]));
}

const referencesOf = (cases: { reference: string }[]) => cases.map((item) => item.reference);

async function stateOf(reference: string) {
  return testApp.db
    .selectFrom("submissions")
    .select(["status", "duplicate_of"])
    .where("reference", "=", reference)
    .executeTakeFirstOrThrow();
}

describe("possible duplicates", () => {
  it("are the cases with the same e-mail, however cased, within 30 days before or after, oldest first", async () => {
    const refs = await seed(
      { name: "Asha", email: "asha@example.in", day: 0 },
      { name: "Asha later", email: " ASHA@Example.in", day: 29 },
      { name: "Asha earlier", email: "asha@example.in", day: -29 },
      { name: "Asha much later", email: "asha@example.in", day: 31 },
      { name: "Someone else", email: "ravi@example.in", day: 1 },
    );
    const found = await duplicatesOf(refs.Asha!);
    expect(referencesOf(found.possible)).toEqual([refs["Asha earlier"], refs["Asha later"]]);
    expect(found.possible[0]).toMatchObject({ name: "Asha earlier", kind: "help_request", status: "new" });
    expect(found.possible[0]).toMatchObject({ sameEmail: true, samePhone: false, createdAt: daysFromBase(-29) });
    expect(found).toMatchObject({ primary: null, markedAsOne: [] });
    // Each case's own window: the one 31 days on is 2 days from the later one.
    expect(referencesOf((await duplicatesOf(refs["Asha much later"]!)).possible)).toEqual([refs["Asha later"]]);

    expect(await inboxCounts()).toEqual({
      Asha: 2,
      "Asha later": 2,
      "Asha earlier": 1,
      "Asha much later": 1,
      "Someone else": 0,
    });
  });

  it("are the cases with the same phone typed another way, and a case sharing both counts once", async () => {
    const refs = await seed(
      { name: "Kiran", email: "kiran@example.in", phone: "+91 98765 43210", day: 0 },
      { name: "Kiran's daughter", email: "meera@example.in", phone: "098765-43210", day: 3 },
      { name: "Kiran again", email: "kiran@example.in", phone: "9876543210", day: 5 },
      { name: "Another phone", email: "dev@example.in", phone: "+91 98765 43211", day: 2 },
    );
    const found = await duplicatesOf(refs.Kiran!);
    expect(referencesOf(found.possible)).toEqual([refs["Kiran's daughter"], refs["Kiran again"]]);
    expect(found.possible.map((item) => [item.sameEmail, item.samePhone])).toEqual([
      [false, true],
      [true, true],
    ]);
    expect(await inboxCounts()).toMatchObject({
      Kiran: 2,
      "Kiran's daughter": 2,
      "Kiran again": 2,
      "Another phone": 0,
    });
  });

  it("are found for a request stored through the forms' store, which gives it its keys", async () => {
    const refs = await seed({ name: "Asha", email: "asha@example.in", phone: "", day: 0 });
    const stored = await insertSubmission(
      testApp.db,
      "post_query",
      { name: "Asha by post query", email: "Asha@Example.in ", phone: "+91 98765 43210", subject: "s", message: "m" },
      { clock: { now: () => new Date(daysFromBase(2)) } },
    );
    const row = await testApp.db
      .selectFrom("submissions")
      .select(["email_key", "phone_key"])
      .where("reference", "=", stored.reference)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ email_key: "asha@example.in", phone_key: "9876543210" });
    expect(referencesOf((await duplicatesOf(refs.Asha!)).possible)).toEqual([stored.reference]);
  });

  it("answers an unknown case 404", async () => {
    const response = await testApp.app.inject({
      method: "GET",
      url: adminApiPaths.submissionDuplicates("CH-222222"),
      headers: admin.headers,
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ status: "error", message: apiMessages.notFound });
  });
});

describe("marking two cases as one", () => {
  it("makes the newer one case with the older, resolves it, notes both, and writes the audit log", async () => {
    const refs = await seed(
      { name: "Asha", email: "asha@example.in", day: 0 },
      { name: "Asha again", email: "asha@example.in", day: 2 },
      { name: "Asha third", email: "asha@example.in", day: 4 },
    );
    // Asked from the older case: the older is still the primary.
    const response = await merge(refs.Asha!, refs["Asha again"]!.toLowerCase(), caseworker);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      status: "success",
      message: duplicateMessages.merged(refs["Asha again"]!, refs.Asha!),
    });

    const primary = await stateOf(refs.Asha!);
    const duplicate = await stateOf(refs["Asha again"]!);
    expect(primary).toMatchObject({ status: "new", duplicate_of: null });
    expect(duplicate.status).toBe("resolved");
    const primaryId = await testApp.db
      .selectFrom("submissions")
      .select("id")
      .where("reference", "=", refs.Asha!)
      .executeTakeFirstOrThrow();
    expect(duplicate.duplicate_of).toBe(primaryId.id);

    const detail = (reference: string) =>
      testApp.app
        .inject({ method: "GET", url: adminApiPaths.submission(reference), headers: admin.headers })
        .then((answer) => answer.json<SubmissionDetail>());
    expect((await detail(refs["Asha again"]!)).notes.map((note) => note.body)).toEqual([
      duplicateMessages.noteOnDuplicate(refs.Asha!),
    ]);
    expect((await detail(refs.Asha!)).notes.map((note) => [note.body, note.authorName])).toEqual([
      [duplicateMessages.noteOnPrimary(refs["Asha again"]!), "Ravi"],
    ]);

    const audit = await testApp.db
      .selectFrom("audit_log")
      .select(["action", "target_id", "detail", "actor_name"])
      .where("action", "in", ["submission.merged", "submission.status_changed"])
      .orderBy("id")
      .execute();
    expect(audit.map((entry) => ({ ...entry, detail: JSON.parse(entry.detail) as unknown }))).toEqual([
      {
        action: "submission.status_changed",
        target_id: refs["Asha again"],
        detail: { from: "new", to: "resolved", mergedInto: refs.Asha },
        actor_name: "Ravi",
      },
      { action: "submission.merged", target_id: refs["Asha again"], detail: { into: refs.Asha }, actor_name: "Ravi" },
    ]);

    // Each side now lists the other as one case with it, and no longer as a possible duplicate.
    const ofDuplicate = await duplicatesOf(refs["Asha again"]!);
    expect(ofDuplicate.primary).toBe(refs.Asha);
    expect(referencesOf(ofDuplicate.markedAsOne)).toEqual([refs.Asha]);
    expect(referencesOf(ofDuplicate.possible)).toEqual([refs["Asha third"]]);
    const ofPrimary = await duplicatesOf(refs.Asha!);
    expect(ofPrimary.primary).toBeNull();
    expect(referencesOf(ofPrimary.markedAsOne)).toEqual([refs["Asha again"]]);
    expect(referencesOf(ofPrimary.possible)).toEqual([refs["Asha third"]]);
    expect(await inboxCounts()).toEqual({ Asha: 1, "Asha third": 2 });

    // A third joins the same primary, and then all three are one case.
    expect((await merge(refs["Asha third"]!, refs.Asha!)).statusCode).toBe(200);
    expect(referencesOf((await duplicatesOf(refs["Asha again"]!)).markedAsOne)).toEqual([
      refs.Asha,
      refs["Asha third"],
    ]);
    expect(await inboxCounts()).toEqual({ Asha: 0 });
  });

  it("refuses, changing nothing, a case with itself, an unknown case, and one that is no possible duplicate", async () => {
    const refs = await seed(
      { name: "Asha", email: "asha@example.in", day: 0 },
      { name: "Asha much later", email: "asha@example.in", day: 40 },
      { name: "Ravi", email: "ravi@example.in", day: 1 },
    );
    const itself = await merge(refs.Asha!, refs.Asha!);
    expect(itself.statusCode).toBe(400);
    expect(itself.json()).toMatchObject({ errors: { with: duplicateMessages.sameCase } });

    expect((await merge(refs.Asha!, "CH-222222")).statusCode).toBe(404);
    expect((await merge(refs.Asha!, "")).statusCode).toBe(400);
    expect((await merge(refs.Asha!, 42)).statusCode).toBe(400);

    for (const other of [refs.Ravi!, refs["Asha much later"]!]) {
      const refused = await merge(refs.Asha!, other);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ errors: { with: duplicateMessages.notPossibleDuplicate(other) } });
    }
    const unchanged = await testApp.db.selectFrom("submissions").select(["status", "duplicate_of"]).execute();
    expect(unchanged.every((row) => row.status === "new" && row.duplicate_of === null)).toBe(true);
    expect(await testApp.db.selectFrom("submission_notes").select("id").execute()).toEqual([]);
    expect(
      await testApp.db.selectFrom("audit_log").select("id").where("action", "=", "submission.merged").execute(),
    ).toEqual([]);
  });

  it("refuses, changing nothing, cases already one, one already in another's group, and a newer case that has its own", async () => {
    const refs = await seed(
      { name: "First", email: "asha@example.in", day: 0 },
      { name: "Second", email: "asha@example.in", phone: "9876543210", day: 2 },
      { name: "Third", email: "other@example.in", phone: "9876543210", day: 3 },
      { name: "Fourth", email: "other@example.in", day: 4 },
    );
    expect((await merge(refs.Second!, refs.First!)).statusCode).toBe(200);
    expect((await merge(refs.Fourth!, refs.Third!)).statusCode).toBe(200);
    const rowsNow = () =>
      testApp.db
        .selectFrom("submissions")
        .select(["reference", "status", "duplicate_of"])
        .orderBy("reference")
        .execute();
    const before = await rowsNow();
    const notesBefore = await testApp.db.selectFrom("submission_notes").select("id").execute();

    const again = await merge(refs.First!, refs.Second!);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ status: "error", message: duplicateMessages.alreadyOne(refs.First!, refs.Second!) });

    // Second is First's; Third (newer, by phone) would join Second, which is no primary.
    const intoMerged = await merge(refs.Third!, refs.Second!);
    expect(intoMerged.statusCode).toBe(409);
    expect(intoMerged.json<{ message: string }>().message).toBe(
      duplicateMessages.alreadyMerged(refs.Second!, refs.First!),
    );

    // Third is Fourth's primary, so it cannot itself join an older case.
    await testApp.db
      .updateTable("submissions")
      .set({ email_key: "asha@example.in" })
      .where("reference", "=", refs.Third!)
      .execute();
    const primaryOfOthers = await merge(refs.Third!, refs.First!);
    expect(primaryOfOthers.statusCode).toBe(409);
    expect(primaryOfOthers.json<{ message: string }>().message).toBe(duplicateMessages.isPrimary(refs.Third!));

    expect(await rowsNow()).toEqual(before);
    expect(await testApp.db.selectFrom("submission_notes").select("id").execute()).toEqual(notesBefore);
  });
});

function notSamePerson(reference: string, other: unknown, session = admin) {
  return testApp.app.inject({
    method: "POST",
    url: adminApiPaths.submissionNotDuplicate(reference),
    headers: session.headers,
    payload: { with: other },
  });
}

function separate(reference: string, other: unknown, session = admin) {
  return testApp.app.inject({
    method: "POST",
    url: adminApiPaths.submissionSeparate(reference),
    headers: session.headers,
    payload: { with: other },
  });
}

function sameAfterAll(reference: string, other: unknown, session = admin) {
  return testApp.app.inject({
    method: "POST",
    url: adminApiPaths.submissionNotDuplicateUndo(reference),
    headers: session.headers,
    payload: { with: other },
  });
}

async function notesOf(reference: string): Promise<[string, string][]> {
  const response = await testApp.app.inject({
    method: "GET",
    url: adminApiPaths.submission(reference),
    headers: admin.headers,
  });
  return response.json<SubmissionDetail>().notes.map((note) => [note.body, note.authorName]);
}

async function auditOf(...actions: string[]) {
  const entries = await testApp.db
    .selectFrom("audit_log")
    .select(["action", "target_id", "detail", "actor_name"])
    .where("action", "in", actions)
    .orderBy("id")
    .execute();
  return entries.map((entry) => ({ ...entry, detail: JSON.parse(entry.detail) as unknown }));
}

describe("separating two cases marked as one", () => {
  it("makes the merged case its own again, in progress with its deadline, notes both, writes the audit log, and lists them as possible duplicates again", async () => {
    const refs = await seed(
      { name: "Asha", email: "asha@example.in", day: 0 },
      { name: "Asha's sister", email: "asha@example.in", day: 2 },
    );
    // Money taken an hour ago from a bank account: the case has a deadline while it is open.
    await testApp.db
      .updateTable("submissions")
      .set({
        incident_at: new Date(Date.now() - 60 * 60 * 1000).toISOString(),
        payment_approval: "taken_without_approval",
        paid_from: "bank_account",
      })
      .where("reference", "=", refs["Asha's sister"]!)
      .execute();
    expect((await merge(refs["Asha's sister"]!, refs.Asha!)).statusCode).toBe(200);
    const deadlineOf = async (reference: string) =>
      (
        await testApp.db
          .selectFrom("submissions")
          .select("next_deadline_at")
          .where("reference", "=", reference)
          .executeTakeFirstOrThrow()
      ).next_deadline_at;
    expect(await deadlineOf(refs["Asha's sister"]!)).toBeNull();
    await testApp.db.deleteFrom("audit_log").execute();

    // Asked from the primary, by a caseworker, with the reference as typed.
    const answer = await separate(refs.Asha!, ` ${refs["Asha's sister"]!.toLowerCase()}`, caseworker);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toEqual({
      status: "success",
      message: duplicateMessages.separated(refs["Asha's sister"]!, refs.Asha!),
    });

    expect(await stateOf(refs["Asha's sister"]!)).toEqual({ status: "in_progress", duplicate_of: null });
    expect(await stateOf(refs.Asha!)).toEqual({ status: "new", duplicate_of: null });
    // An open case has its deadline again, as after any status change.
    expect(Date.parse((await deadlineOf(refs["Asha's sister"]!)) ?? "")).toBeGreaterThan(Date.now());

    expect(await notesOf(refs["Asha's sister"]!)).toEqual([
      [duplicateMessages.noteOnDuplicate(refs.Asha!), "Asha Admin"],
      [duplicateMessages.noteOnSeparated(refs.Asha!), "Ravi"],
    ]);
    expect(await notesOf(refs.Asha!)).toEqual([
      [duplicateMessages.noteOnPrimary(refs["Asha's sister"]!), "Asha Admin"],
      [duplicateMessages.noteOnPrimarySeparated(refs["Asha's sister"]!), "Ravi"],
    ]);
    expect(await auditOf("submission.separated", "submission.status_changed")).toEqual([
      {
        action: "submission.status_changed",
        target_id: refs["Asha's sister"],
        detail: { from: "resolved", to: "in_progress", separatedFrom: refs.Asha },
        actor_name: "Ravi",
      },
      {
        action: "submission.separated",
        target_id: refs["Asha's sister"],
        detail: { from: refs.Asha },
        actor_name: "Ravi",
      },
    ]);

    for (const [one, other] of [
      [refs.Asha!, refs["Asha's sister"]!],
      [refs["Asha's sister"]!, refs.Asha!],
    ] as const) {
      const found = await duplicatesOf(one);
      expect(found).toMatchObject({ primary: null, markedAsOne: [] });
      expect(referencesOf(found.possible)).toEqual([other]);
    }
    expect(await inboxCounts("new")).toEqual({ Asha: 1 });
    expect(await inboxCounts("in_progress")).toEqual({ "Asha's sister": 1 });

    // Marked as one again, and separated from the merged case's side, naming its primary.
    expect((await merge(refs.Asha!, refs["Asha's sister"]!)).statusCode).toBe(200);
    const fromMerged = await separate(refs["Asha's sister"]!, refs.Asha!);
    expect(fromMerged.statusCode, fromMerged.body).toBe(200);
    expect(await stateOf(refs["Asha's sister"]!)).toEqual({ status: "in_progress", duplicate_of: null });
    expect(await auditOf("submission.separated")).toHaveLength(2);
  });

  it("refuses, changing nothing, cases not marked as one, two cases each marked with a third, a case with itself, and an unknown case", async () => {
    const refs = await seed(
      { name: "First", email: "asha@example.in", day: 0 },
      { name: "Second", email: "asha@example.in", day: 1 },
      { name: "Third", email: "asha@example.in", day: 2 },
      { name: "Apart", email: "asha@example.in", day: 3 },
    );
    expect((await merge(refs.Second!, refs.First!)).statusCode).toBe(200);
    expect((await merge(refs.Third!, refs.First!)).statusCode).toBe(200);
    const rowsNow = () =>
      testApp.db
        .selectFrom("submissions")
        .select(["reference", "status", "duplicate_of", "next_deadline_at"])
        .orderBy("reference")
        .execute();
    const before = await rowsNow();
    const notesBefore = await testApp.db.selectFrom("submission_notes").select("id").execute();

    const notOne = await separate(refs.First!, refs.Apart!);
    expect(notOne.statusCode).toBe(409);
    expect(notOne.json()).toEqual({ status: "error", message: duplicateMessages.notOne(refs.First!, refs.Apart!) });

    const siblings = await separate(refs.Second!, refs.Third!);
    expect(siblings.statusCode).toBe(409);
    expect(siblings.json<{ message: string }>().message).toBe(
      duplicateMessages.notOneWithEachOther(refs.Second!, refs.Third!, refs.First!),
    );

    const itself = await separate(refs.Second!, refs.Second!);
    expect(itself.statusCode).toBe(400);
    expect(itself.json()).toMatchObject({ errors: { with: duplicateMessages.otherThanItself } });
    expect((await separate(refs.Second!, "")).statusCode).toBe(400);
    expect((await separate(refs.Second!, "CH-222222")).statusCode).toBe(404);
    expect((await separate("CH-222222", refs.First!)).statusCode).toBe(404);

    expect(await rowsNow()).toEqual(before);
    expect(await testApp.db.selectFrom("submission_notes").select("id").execute()).toEqual(notesBefore);
    expect(await auditOf("submission.separated")).toEqual([]);

    // Once separated, a second try finds nothing to separate.
    expect((await separate(refs.First!, refs.Second!)).statusCode).toBe(200);
    const again = await separate(refs.First!, refs.Second!);
    expect(again.statusCode).toBe(409);
    expect(again.json<{ message: string }>().message).toBe(duplicateMessages.notOne(refs.First!, refs.Second!));
    expect(await auditOf("submission.separated")).toHaveLength(1);
  });
});

describe("marking a possible duplicate as someone else", () => {
  it("takes the pair off both cases' lists and the inbox's counts, leaves other duplicates listed, and writes the audit log", async () => {
    const refs = await seed(
      { name: "Mother", email: "mother@example.in", phone: "+91 98765 43210", day: 0 },
      { name: "Son", email: "son@example.in", phone: "09876543210", day: 2 },
      { name: "Mother again", email: "MOTHER@example.in", day: 3 },
    );
    expect(await inboxCounts()).toEqual({ Mother: 2, Son: 1, "Mother again": 1 });

    // A caseworker may decide it, as they may merge.
    const answer = await notSamePerson(refs.Son!, refs.Mother!, caseworker);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toMatchObject({
      status: "success",
      message: duplicateMessages.dismissed(refs.Son!, refs.Mother!),
    });

    expect(referencesOf((await duplicatesOf(refs.Mother!)).possible)).toEqual([refs["Mother again"]]);
    expect((await duplicatesOf(refs.Son!)).possible).toEqual([]);
    expect(await inboxCounts()).toEqual({ Mother: 1, Son: 0, "Mother again": 1 });
    // Nothing about the cases themselves changed.
    for (const reference of [refs.Mother!, refs.Son!]) {
      expect(await stateOf(reference)).toEqual({ status: "new", duplicate_of: null });
    }
    const audit = await testApp.db
      .selectFrom("audit_log")
      .select(["actor_name", "target_id", "detail"])
      .where("action", "=", "submission.not_duplicate")
      .execute();
    expect(audit).toEqual([{ actor_name: "Ravi", target_id: refs.Son, detail: JSON.stringify({ with: refs.Mother }) }]);
  });

  it("refuses, changing nothing, a case with itself, an unknown case, one that is no possible duplicate, and a pair already marked", async () => {
    const refs = await seed(
      { name: "Asha", email: "asha@example.in", day: 0 },
      { name: "Asha's sister", email: "asha@example.in", day: 1 },
      { name: "Ravi", email: "ravi@example.in", day: 1 },
    );
    const itself = await notSamePerson(refs.Asha!, refs.Asha!);
    expect(itself.statusCode).toBe(400);
    expect(itself.json()).toMatchObject({ errors: { with: duplicateMessages.sameCase } });
    expect((await notSamePerson(refs.Asha!, "CH-222222")).statusCode).toBe(404);
    expect((await notSamePerson(refs.Asha!, "")).statusCode).toBe(400);
    const unrelated = await notSamePerson(refs.Asha!, refs.Ravi!);
    expect(unrelated.statusCode).toBe(400);
    expect(unrelated.json()).toMatchObject({ errors: { with: duplicateMessages.notPossibleDuplicate(refs.Ravi!) } });
    expect(await testApp.db.selectFrom("duplicate_dismissals").selectAll().execute()).toEqual([]);

    expect((await notSamePerson(refs.Asha!, refs["Asha's sister"]!)).statusCode).toBe(200);
    // Seen from the other case, the pair is the same pair, and already decided.
    const again = await notSamePerson(refs["Asha's sister"]!, refs.Asha!);
    expect(again.statusCode).toBe(400);
    expect(await testApp.db.selectFrom("duplicate_dismissals").selectAll().execute()).toHaveLength(1);
  });

  it("is erased with either case", async () => {
    const refs = await seed(
      { name: "Asha", email: "asha@example.in", day: 0 },
      { name: "Asha's sister", email: "asha@example.in", day: 1 },
    );
    expect((await notSamePerson(refs.Asha!, refs["Asha's sister"]!)).statusCode).toBe(200);
    const erased = await testApp.app.inject({
      method: "DELETE",
      url: adminApiPaths.submission(refs.Asha!),
      headers: admin.headers,
    });
    expect(erased.statusCode, erased.body).toBe(200);
    expect(await testApp.db.selectFrom("duplicate_dismissals").selectAll().execute()).toEqual([]);
  });
});

describe('taking back "not the same person"', () => {
  it("lists the pair under both cases, and once taken back lists them as possible duplicates again and writes the audit log", async () => {
    const refs = await seed(
      { name: "Mother", email: "mother@example.in", phone: "+91 98765 43210", day: 0 },
      { name: "Son", email: "son@example.in", phone: "09876543210", day: 2 },
    );
    expect((await notSamePerson(refs.Son!, refs.Mother!)).statusCode).toBe(200);
    const marked = await duplicatesOf(refs.Mother!);
    expect(marked.possible).toEqual([]);
    expect(marked.differentPeople).toEqual([
      { reference: refs.Son, name: "Son", markedBy: "Asha Admin", markedAt: expect.any(String) as unknown },
    ]);
    expect((await duplicatesOf(refs.Son!)).differentPeople.map((item) => item.name)).toEqual(["Mother"]);

    // A caseworker may take it back, from the other case than the one it was marked from.
    const answer = await sameAfterAll(refs.Mother!, refs.Son!.toLowerCase(), caseworker);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toEqual({
      status: "success",
      message: duplicateMessages.differentPeopleUndone(refs.Mother!, refs.Son!),
    });
    expect(await testApp.db.selectFrom("duplicate_dismissals").selectAll().execute()).toEqual([]);
    for (const [one, other] of [
      [refs.Mother!, refs.Son!],
      [refs.Son!, refs.Mother!],
    ] as const) {
      const found = await duplicatesOf(one);
      expect(referencesOf(found.possible)).toEqual([other]);
      expect(found.differentPeople).toEqual([]);
    }
    expect(await inboxCounts()).toEqual({ Mother: 1, Son: 1 });
    for (const reference of [refs.Mother!, refs.Son!]) {
      expect(await stateOf(reference)).toEqual({ status: "new", duplicate_of: null });
    }
    expect(await auditOf("submission.not_duplicate_undone")).toEqual([
      {
        action: "submission.not_duplicate_undone",
        target_id: refs.Mother,
        detail: { with: refs.Son },
        actor_name: "Ravi",
      },
    ]);
  });

  it("refuses, changing nothing, a pair not marked, a case with itself, and an unknown case", async () => {
    const refs = await seed(
      { name: "Asha", email: "asha@example.in", day: 0 },
      { name: "Asha's sister", email: "asha@example.in", day: 1 },
      { name: "Asha again", email: "asha@example.in", day: 2 },
    );
    expect((await notSamePerson(refs.Asha!, refs["Asha's sister"]!)).statusCode).toBe(200);
    const pairs = () => testApp.db.selectFrom("duplicate_dismissals").select(["low_id", "high_id"]).execute();
    const before = await pairs();

    const notMarked = await sameAfterAll(refs.Asha!, refs["Asha again"]!);
    expect(notMarked.statusCode).toBe(409);
    expect(notMarked.json()).toEqual({
      status: "error",
      message: duplicateMessages.notDifferentPeople(refs.Asha!, refs["Asha again"]!),
    });
    const itself = await sameAfterAll(refs.Asha!, refs.Asha!);
    expect(itself.statusCode).toBe(400);
    expect(itself.json()).toMatchObject({ errors: { with: duplicateMessages.otherThanItself } });
    expect((await sameAfterAll(refs.Asha!, "")).statusCode).toBe(400);
    expect((await sameAfterAll(refs.Asha!, "CH-222222")).statusCode).toBe(404);

    expect(await pairs()).toEqual(before);
    expect(await auditOf("submission.not_duplicate_undone")).toEqual([]);

    // Once taken back, there is nothing left to take back.
    expect((await sameAfterAll(refs["Asha's sister"]!, refs.Asha!)).statusCode).toBe(200);
    expect((await sameAfterAll(refs.Asha!, refs["Asha's sister"]!)).statusCode).toBe(409);
    expect(await auditOf("submission.not_duplicate_undone")).toHaveLength(1);
  });
});

describe("each victim's case page after two cases are marked as one", () => {
  it("shows each person their own request only, nothing of the other's, and still after they are separated", async () => {
    const first = {
      name: "Asha Rao",
      email: "asha@example.in",
      message: "A caller said to be from my bank took 40,000 rupees",
      created_at: daysFromBase(0),
      ...contactKeysOf({ email: "asha@example.in" }),
    };
    const second = {
      name: "Meera Rao",
      email: "ASHA@example.in",
      message: "My mother's UPI was used for a transfer to an unknown account",
      created_at: daysFromBase(1),
      ...contactKeysOf({ email: "ASHA@example.in" }),
    };
    const older = await openTestCase(testApp, first);
    const newer = await openTestCase(testApp, second);
    expect((await merge(newer.reference, older.reference)).statusCode).toBe(200);

    const view = async (cookie: string) => {
      const response = await testApp.app.inject({
        method: "GET",
        url: caseApiPaths.view,
        cookies: { [CASE_COOKIE_NAME]: cookie },
      });
      expect(response.statusCode).toBe(200);
      return response.body;
    };
    const expectOwnRequestsOnly = async () => {
      const olderPage = await view(older.cookie);
      const newerPage = await view(newer.cookie);
      expect(olderPage).toContain(older.reference);
      expect(olderPage).toContain(first.message);
      expect(newerPage).toContain(newer.reference);
      expect(newerPage).toContain(second.message);
      for (const leaked of [newer.reference, second.name, second.message, "Meera"]) {
        expect(olderPage).not.toContain(leaked);
      }
      for (const leaked of [older.reference, first.name, first.message, "40,000"]) {
        expect(newerPage).not.toContain(leaked);
      }
    };
    await expectOwnRequestsOnly();

    expect((await separate(older.reference, newer.reference)).statusCode).toBe(200);
    await expectOwnRequestsOnly();
  });
});
