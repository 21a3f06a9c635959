import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { adminApiPaths } from "~/shared/routes";
import type { InboxPage, SubmissionDetail } from "~/shared/schemas/admin-replies";
import type { InboxTab, SubmissionStatus } from "~/shared/schemas/admin";
import { seedSubmissions } from "~/server/testing/store-test-database";
import { createTestUser, logInAs, type AdminSession } from "~/server/testing/admin-session";
import { startTestApp, type TestApp } from "~/server/testing/test-app";

// The desk's first answer starts a new case (docs/decisions/0062), on SQLite and (with
// TEST_DATABASE_URL) PostgreSQL: a message or a recorded call to a case in New makes it
// In progress in the answer's own transaction, audited as a status change, so the inbox's New
// tab no longer lists it. A case in any other status keeps it, and a refused answer changes nothing.

const MINUTE = 60 * 1000;
let clock = new Date("2026-12-07T04:30:00.000Z");

let testApp: TestApp;
let caseworker: AdminSession;
beforeAll(async () => {
  testApp = await startTestApp({ clock: { now: () => clock } });
  caseworker = await logInAs(testApp, await createTestUser(testApp, { name: "Ravi Caseworker", role: "caseworker" }));
});
afterAll(async () => {
  await testApp.close();
});
beforeEach(async () => {
  clock = new Date(clock.getTime() + MINUTE);
  await testApp.db.deleteFrom("audit_log").execute();
  await testApp.db.deleteFrom("submissions").execute();
});

async function seedCase(status: SubmissionStatus = "new"): Promise<string> {
  const [reference] = await seedSubmissions(testApp.db, [
    { created_at: new Date(clock.getTime() - 30 * MINUTE).toISOString(), status, name: "Meera Iyer" },
  ]);
  return reference!;
}

function sendMessage(reference: string, body: string) {
  return testApp.app.inject({
    method: "POST",
    url: adminApiPaths.submissionMessages(reference),
    headers: caseworker.headers,
    payload: { body },
  });
}

function recordCall(reference: string, payload: Record<string, unknown>) {
  return testApp.app.inject({
    method: "POST",
    url: adminApiPaths.submissionContacted(reference),
    headers: caseworker.headers,
    payload,
  });
}

async function detailOf(reference: string): Promise<SubmissionDetail> {
  const response = await testApp.app.inject({
    method: "GET",
    url: adminApiPaths.submission(reference),
    headers: caseworker.headers,
  });
  expect(response.statusCode).toBe(200);
  return response.json<SubmissionDetail>();
}

async function inboxTab(tab: InboxTab): Promise<InboxPage> {
  const response = await testApp.app.inject({
    method: "GET",
    url: `${adminApiPaths.inbox}?tab=${tab}`,
    headers: caseworker.headers,
  });
  expect(response.statusCode).toBe(200);
  return response.json<InboxPage>();
}

async function statusEntries() {
  const rows = await testApp.db
    .selectFrom("audit_log")
    .select(["actor_name", "target_id", "detail"])
    .where("action", "=", "submission.status_changed")
    .orderBy("id")
    .execute();
  return rows.map((row) => ({
    ...row,
    detail: typeof row.detail === "string" ? (JSON.parse(row.detail) as unknown) : row.detail,
  }));
}

const references = (page: InboxPage) => page.items.map((item) => item.reference);

describe("the desk's first answer starts a new case", () => {
  it("a message to a case in New makes it In progress, waiting for the person, audited as a status change, and the New tab no longer lists or counts it", async () => {
    const reference = await seedCase();
    const before = await inboxTab("new");
    expect(references(before)).toEqual([reference]);
    expect(before.counts.new.total).toBe(1);

    const sent = await sendMessage(reference, "We have your case and are calling the bank now.");
    expect(sent.statusCode, sent.body).toBe(201);

    expect((await detailOf(reference)).status).toBe("in_progress");
    expect(await statusEntries()).toEqual([
      {
        actor_name: "Ravi Caseworker",
        target_id: reference,
        detail: { from: "new", to: "in_progress", startedBy: "desk_message" },
      },
    ]);
    const after = await inboxTab("new");
    expect(references(after)).toEqual([]);
    expect(after.counts.new.total).toBe(0);
    // The desk had the last word: the case waits for the person's answer.
    expect(after.counts.waiting_for_victim.total).toBe(1);
    expect(references(await inboxTab("waiting_for_victim"))).toEqual([reference]);
  });

  it("a recorded call to a case in New makes it In progress, audited as a status change started by the call", async () => {
    const reference = await seedCase();
    const called = await recordCall(reference, { channel: "phone", note: "Spoke to her; the bank is told." });
    expect(called.statusCode, called.body).toBe(201);

    expect((await detailOf(reference)).status).toBe("in_progress");
    expect((await statusEntries()).map((entry) => entry.detail)).toEqual([
      { from: "new", to: "in_progress", startedBy: "desk_contact" },
    ]);
    expect(references(await inboxTab("new"))).toEqual([]);
    expect(references(await inboxTab("in_progress"))).toEqual([reference]);
  });

  it("only the first answer changes the status: a second message records no other status change", async () => {
    const reference = await seedCase();
    expect((await sendMessage(reference, "First answer.")).statusCode).toBe(201);
    expect((await sendMessage(reference, "Second answer.")).statusCode).toBe(201);
    expect(await statusEntries()).toHaveLength(1);
    expect((await detailOf(reference)).status).toBe("in_progress");
  });

  it.each(["in_progress", "resolved", "spam"] as const)(
    "a message to a case already %s keeps its status and records no status change",
    async (status) => {
      const reference = await seedCase(status);
      expect((await sendMessage(reference, "A word from the desk.")).statusCode).toBe(201);
      expect((await detailOf(reference)).status).toBe(status);
      expect(await statusEntries()).toEqual([]);
    },
  );

  it("a refused message or call (no text, an unknown channel) leaves the case in New with nothing recorded", async () => {
    const reference = await seedCase();
    const empty = await sendMessage(reference, "   ");
    expect(empty.statusCode).toBe(400);
    const badChannel = await recordCall(reference, { channel: "pigeon", note: "" });
    expect(badChannel.statusCode).toBe(400);

    expect((await detailOf(reference)).status).toBe("new");
    expect(await statusEntries()).toEqual([]);
    expect(references(await inboxTab("new"))).toEqual([reference]);
  });
});
