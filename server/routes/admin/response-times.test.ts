import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { adminApiPaths } from "~/shared/routes";
import type { InboxTab } from "~/shared/schemas/admin";
import type { ContactRecorded, InboxPage, SubmissionDetail } from "~/shared/schemas/admin-replies";
import { seedSubmissions, type SeedSubmission } from "~/server/testing/store-test-database";
import { insertSubmission } from "~/server/submissions/submission-store";
import { createTestUser, logInAs, type AdminSession } from "~/server/testing/admin-session";
import { startTestApp, type TestApp } from "~/server/testing/test-app";
import { apiMessages } from "~/shared/messages/api";

// Response times (docs/decisions/0034) on SQLite and (with TEST_DATABASE_URL) PostgreSQL: when
// a case's first response is due, what counts as one (a desk message, a recorded call), that
// only the first sets it, and the inbox's overdue mark. The site's default targets apply.

const HOUR = 60 * 60 * 1000;
const MINUTE = 60 * 1000;
// The clock only moves forward, a few minutes at a time, so the sessions never go idle.
let clock = new Date("2026-11-25T06:30:00.000Z");
/** When the test began. */
let start = clock;
const at = (ms: number) => new Date(start.getTime() + ms);

let testApp: TestApp;
let admin: AdminSession;
let caseworker: AdminSession;
beforeAll(async () => {
  testApp = await startTestApp({ clock: { now: () => clock } });
  admin = await logInAs(testApp, await createTestUser(testApp, { name: "Asha Admin", role: "admin" }));
  caseworker = await logInAs(testApp, await createTestUser(testApp, { name: "Ravi Caseworker", role: "caseworker" }));
});
afterAll(async () => {
  await testApp.close();
});
beforeEach(async () => {
  clock = new Date(clock.getTime() + MINUTE);
  start = clock;
  await testApp.db.deleteFrom("audit_log").execute();
  await testApp.db.deleteFrom("submissions").execute();
});

async function seedCase(row: Partial<SeedSubmission> = {}): Promise<string> {
  const [reference] = await seedSubmissions(testApp.db, [
    { created_at: at(-2 * HOUR).toISOString(), response_due_at: at(-HOUR).toISOString(), ...row },
  ]);
  return reference!;
}

function contacted(reference: string, payload: unknown, session: AdminSession = caseworker) {
  return testApp.app.inject({
    method: "POST",
    url: adminApiPaths.submissionContacted(reference),
    headers: session.headers,
    payload: payload as Record<string, unknown>,
  });
}

function message(reference: string, body: string) {
  return testApp.app.inject({
    method: "POST",
    url: adminApiPaths.submissionMessages(reference),
    headers: admin.headers,
    payload: { body },
  });
}

async function stored(reference: string) {
  return testApp.db
    .selectFrom("submissions")
    .select(["id", "first_response_at", "response_due_at"])
    .where("reference", "=", reference)
    .executeTakeFirstOrThrow();
}

async function notesOf(reference: string) {
  const { id } = await stored(reference);
  return testApp.db
    .selectFrom("submission_notes")
    .select(["author_name", "body"])
    .where("submission_id", "=", id)
    .orderBy("id")
    .execute();
}

async function contactEntries() {
  return testApp.db
    .selectFrom("audit_log")
    .select(["actor_name", "target_id", "detail"])
    .where("action", "=", "submission.contacted")
    .orderBy("id")
    .execute();
}

async function inbox(tab: InboxTab = "new"): Promise<InboxPage> {
  const response = await testApp.app.inject({
    method: "GET",
    url: `${adminApiPaths.inbox}?tab=${tab}`,
    headers: admin.headers,
  });
  expect(response.statusCode).toBe(200);
  return response.json<InboxPage>();
}

describe("when a first response is due", () => {
  it("is an hour after arrival for a case that arrives inside a deadline, and 24 hours for any other", async () => {
    const inside = await insertSubmission(
      testApp.db,
      "help_request",
      {
        name: "Inside a deadline",
        email: "a@example.in",
        incident_at: at(-3 * HOUR).toISOString(),
        payment_approval: "taken_without_approval",
      },
      { clock: { now: () => start } },
    );
    const other = await insertSubmission(
      testApp.db,
      "contact_message",
      { name: "No deadline", email: "b@example.in", message: "Hello" },
      { clock: { now: () => start } },
    );
    const insideRow = await testApp.db
      .selectFrom("submissions")
      .select(["next_deadline_at", "response_due_at", "first_response_at"])
      .where("id", "=", inside.id)
      .executeTakeFirstOrThrow();
    expect(insideRow.next_deadline_at).not.toBeNull();
    expect(insideRow.response_due_at).toBe(at(HOUR).toISOString());
    expect(insideRow.first_response_at).toBeNull();
    expect((await stored(other.reference)).response_due_at).toBe(at(24 * HOUR).toISOString());
  });
});

describe("what counts as the first response", () => {
  it("is the desk's first message to the person; a later message or call leaves it", async () => {
    const reference = await seedCase();
    expect((await stored(reference)).first_response_at).toBeNull();

    expect((await message(reference, "We have your request and are on it.")).statusCode).toBe(201);
    expect((await stored(reference)).first_response_at).toBe(start.toISOString());

    clock = at(10 * MINUTE);
    expect((await message(reference, "One more thing.")).statusCode).toBe(201);
    const call = await contacted(reference, { channel: "phone" });
    expect(call.statusCode).toBe(201);
    expect(call.json<ContactRecorded>().firstResponseAt).toBe(start.toISOString());
    expect((await stored(reference)).first_response_at).toBe(start.toISOString());
  });

  it("is a call recorded as 'Contacted by phone', kept as a note and in the audit log; a later WhatsApp contact is kept but leaves it", async () => {
    const reference = await seedCase();

    const call = await contacted(reference, { channel: "phone", note: "  Called at noon; bank told.  " });

    expect(call.statusCode).toBe(201);
    expect(call.json<ContactRecorded>()).toMatchObject({
      note: { authorName: "Ravi Caseworker", body: "Contacted by Phone: Called at noon; bank told." },
      firstResponseAt: start.toISOString(),
    });
    expect((await stored(reference)).first_response_at).toBe(start.toISOString());

    clock = at(20 * MINUTE);
    const chat = await contacted(reference, { channel: "whatsapp" }, admin);
    expect(chat.statusCode).toBe(201);
    expect(chat.json<ContactRecorded>().firstResponseAt).toBe(start.toISOString());
    expect((await stored(reference)).first_response_at).toBe(start.toISOString());

    expect(await notesOf(reference)).toEqual([
      { author_name: "Ravi Caseworker", body: "Contacted by Phone: Called at noon; bank told." },
      { author_name: "Asha Admin", body: "Contacted by WhatsApp." },
    ]);
    const entries = await contactEntries();
    expect(entries.map((entry) => [entry.actor_name, entry.target_id])).toEqual([
      ["Ravi Caseworker", reference],
      ["Asha Admin", reference],
    ]);
    expect(entries.map((entry) => JSON.parse(entry.detail))).toMatchObject([
      { channel: "Phone", firstResponse: true },
      { channel: "WhatsApp", firstResponse: false },
    ]);
    // The audit log never copies what the desk wrote.
    expect(entries.some((entry) => entry.detail.includes("bank told"))).toBe(false);
  });

  it("after a call, the desk's first message does not move it", async () => {
    const reference = await seedCase();
    await contacted(reference, { channel: "whatsapp" });
    clock = at(15 * MINUTE);
    await message(reference, "As we said on WhatsApp, here is your case page.");
    expect((await stored(reference)).first_response_at).toBe(start.toISOString());
  });

  it.each([
    ["an unknown channel", { channel: "email" }, "channel"],
    ["no channel", { note: "Called" }, "channel"],
    ["a note that is not text", { channel: "phone", note: 42 }, "note"],
    ["a note too long", { channel: "phone", note: "x".repeat(501) }, "note"],
  ])("refuses %s with a clear error and changes nothing", async (_what, payload, field) => {
    const reference = await seedCase();

    const response = await contacted(reference, payload);

    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toHaveProperty(field);
    expect((await stored(reference)).first_response_at).toBeNull();
    expect(await notesOf(reference)).toEqual([]);
    expect(await contactEntries()).toEqual([]);
  });

  it("answers an unknown reference 404 and changes nothing", async () => {
    const reference = await seedCase();

    const response = await contacted("CH-ZZZZZZ", { channel: "phone" });

    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ status: "error", message: apiMessages.notFound });
    expect(await contactEntries()).toEqual([]);
    expect((await stored(reference)).first_response_at).toBeNull();
    expect(await testApp.db.selectFrom("submission_notes").select("id").execute()).toEqual([]);
  });
});

describe("the overdue mark", () => {
  it("marks in the inbox an open case past its target with no first response, and no other", async () => {
    await seedCase({ name: "overdue" });
    await seedCase({ name: "still in time", response_due_at: at(40 * MINUTE).toISOString() });
    await seedCase({ name: "answered late", first_response_at: at(-10 * MINUTE).toISOString() });
    const called = await seedCase({ name: "called now" });
    await contacted(called, { channel: "phone" });

    // The call started its case (docs/decisions/0062): it is read from the In progress tab.
    const items = new Map(
      [...(await inbox()).items, ...(await inbox("in_progress")).items].map((item) => [item.name, item]),
    );

    expect(items.get("overdue")).toMatchObject({
      responseOverdue: true,
      responseDueAt: at(-HOUR).toISOString(),
      firstResponseAt: null,
    });
    expect(items.get("still in time")).toMatchObject({ responseOverdue: false, firstResponseAt: null });
    expect(items.get("answered late")).toMatchObject({ responseOverdue: false });
    expect(items.get("called now")).toMatchObject({ responseOverdue: false, firstResponseAt: start.toISOString() });
  });

  it("does not mark a closed case, whatever its target", async () => {
    await seedCase({ name: "resolved unanswered", status: "resolved" });
    const response = await testApp.app.inject({
      method: "GET",
      url: `${adminApiPaths.inbox}?tab=resolved`,
      headers: admin.headers,
    });
    expect(response.json<InboxPage>().items[0]).toMatchObject({ name: "resolved unanswered", responseOverdue: false });
  });

  it("gives the case's detail its due time and first response", async () => {
    const reference = await seedCase();
    const read = async () =>
      (
        await testApp.app.inject({ method: "GET", url: adminApiPaths.submission(reference), headers: admin.headers })
      ).json<SubmissionDetail>();
    expect(await read()).toMatchObject({ responseDueAt: at(-HOUR).toISOString(), firstResponseAt: null });
    await contacted(reference, { channel: "phone" });
    expect((await read()).firstResponseAt).toBe(start.toISOString());
  });
});
