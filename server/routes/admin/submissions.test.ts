import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { mailPolicy } from "~/shared/constants";
import { adminApiPaths, apiPaths } from "~/shared/routes";
import type {
  AdminSubmission,
  SubmissionDetail,
  SubmissionList,
  SubmissionListItem,
} from "~/shared/schemas/admin-replies";
import { seedSubmissions } from "~/server/testing/store-test-database";
import { claimDueMails, markSent, recordFailedAttempt } from "~/server/mail/outbox-store";
import { signInAsAdmin, type AdminSession } from "~/server/testing/admin-session";
import { startTestApp, type TestApp } from "~/server/testing/test-app";
import { apiMessages } from "~/shared/messages/api";
import { CONTROL_CHARACTERS_MESSAGE } from "~/shared/messages/form-fields";
import { adminInputMessages, submissionMessages } from "~/shared/messages/admin";

// The submission views, detail, status, notes and erasure, called through the real app with a
// signed-in admin. The CSV export has its own file.

let testApp: TestApp;
let admin: AdminSession;
beforeAll(async () => {
  testApp = await startTestApp();
  admin = await signInAsAdmin(testApp, { name: "Desk Admin" });
});
afterAll(async () => {
  await testApp.close();
});
beforeEach(async () => {
  await testApp.db.deleteFrom("audit_log").execute();
  await testApp.db.deleteFrom("submissions").execute();
});

function get(url: string) {
  return testApp.app.inject({ method: "GET", url, headers: admin.headers });
}

function send(method: "PATCH" | "POST" | "DELETE", url: string, payload?: Record<string, unknown>) {
  return testApp.app.inject({ method, url, headers: admin.headers, ...(payload === undefined ? {} : { payload }) });
}

async function listReferences(query: string) {
  const response = await get(`${adminApiPaths.submissions}?${query}`);
  expect(response.statusCode).toBe(200);
  return response.json<SubmissionList>().items.map((item) => item.reference);
}

async function auditActions() {
  return testApp.db.selectFrom("audit_log").selectAll().orderBy("id").execute();
}

describe("the submission list", () => {
  it("answers a page of submissions with every field the views show, and the total", async () => {
    await seedSubmissions(testApp.db, [
      {
        kind: "post_query",
        name: "Ravi Kumar",
        email: "ravi@example.in",
        phone: "+91 98765 43210",
        state: "Karnataka",
        city: "Bengaluru",
        subject: "Fake loan app",
        message: "They call my contacts",
        created_at: "2026-01-02T10:00:00.000Z",
      },
    ]);
    const response = await get(adminApiPaths.submissions);
    expect(response.statusCode).toBe(200);
    const body = response.json<SubmissionList>();
    expect(body).toMatchObject({ page: 1, pageSize: 25, total: 1, totalIsCapped: false });
    expect(body.items[0]).toEqual({
      reference: expect.stringMatching(/^CH-/),
      kind: "post_query",
      name: "Ravi Kumar",
      email: "ravi@example.in",
      phone: "+91 98765 43210",
      state: "Karnataka",
      city: "Bengaluru",
      subject: "Fake loan app",
      message: "They call my contacts",
      topic: null,
      page: "",
      status: "new",
      createdAt: "2026-01-02T10:00:00.000Z",
      updatedAt: "2026-01-02T10:00:00.000Z",
      unreadReplies: 0,
    } satisfies SubmissionListItem);
    expect(Object.keys(body.items[0] ?? {})).not.toContain("id");
  });

  it("pages with the chosen page size, newest first", async () => {
    const references = await seedSubmissions(
      testApp.db,
      Array.from({ length: 12 }, (_, index) => ({
        created_at: `2026-01-${String(index + 1).padStart(2, "0")}T10:00:00.000Z`,
      })),
    );
    const newestFirst = [...references].reverse();
    expect(await listReferences("pageSize=10&page=1")).toEqual(newestFirst.slice(0, 10));
    expect(await listReferences("pageSize=10&page=2")).toEqual(newestFirst.slice(10));
  });

  it("filters by kind, status and state, and searches within them", async () => {
    const [wanted] = await seedSubmissions(testApp.db, [
      {
        kind: "post_query",
        status: "in_progress",
        state: "Kerala",
        name: "Anil Menon",
        created_at: "2026-01-01T10:00:00.000Z",
      },
      {
        kind: "post_query",
        status: "in_progress",
        state: "Kerala",
        name: "Bina Das",
        created_at: "2026-01-01T10:00:00.000Z",
      },
      {
        kind: "post_query",
        status: "new",
        state: "Kerala",
        name: "Anil Kumar",
        created_at: "2026-01-01T10:00:00.000Z",
      },
      { kind: "help_request", name: "Anil Rao", created_at: "2026-01-01T10:00:00.000Z" },
    ]);
    expect(await listReferences("kind=post_query&status=in_progress&state=Kerala&q=anil")).toEqual([wanted]);
  });

  it("filters by a union territory as by a state", async () => {
    const [ladakh] = await seedSubmissions(testApp.db, [
      { kind: "post_query", state: "Ladakh", created_at: "2026-01-01T10:00:00.000Z" },
      { kind: "post_query", state: "Kerala", created_at: "2026-01-01T10:00:00.000Z" },
    ]);
    expect(await listReferences("state=Ladakh")).toEqual([ladakh]);
  });

  it("finds a submission by its phone number, however the number was typed in the form or the search", async () => {
    const [wanted] = await seedSubmissions(testApp.db, [
      { phone: "+919876543210", phone_key: "9876543210", created_at: "2026-01-01T10:00:00.000Z" },
      { phone: "+919876500000", phone_key: "9876500000", created_at: "2026-01-02T10:00:00.000Z" },
    ]);
    for (const typed of ["98765 43210", "+91-98765-43210", "098765 43210"]) {
      expect(await listReferences(`q=${encodeURIComponent(typed)}`), typed).toEqual([wanted]);
    }
  });

  it("finds a submission by its full reference", async () => {
    const [, wanted] = await seedSubmissions(testApp.db, [
      { created_at: "2026-01-01T10:00:00.000Z" },
      { created_at: "2026-01-02T10:00:00.000Z" },
    ]);
    expect(await listReferences(`q=${wanted}`)).toEqual([wanted]);
    expect(await listReferences(`q=${wanted?.toLowerCase()}`)).toEqual([wanted]);
  });

  it("takes from and to as India days: 20:00 UTC on 1 January belongs to 2 January", async () => {
    const [second, first] = await seedSubmissions(testApp.db, [
      { created_at: "2026-01-01T20:00:00.000Z" },
      { created_at: "2026-01-01T18:00:00.000Z" },
    ]);
    expect(await listReferences("from=2026-01-02&to=2026-01-02")).toEqual([second]);
    expect(await listReferences("from=2026-01-01&to=2026-01-01")).toEqual([first]);
  });

  it("sorts by name on the server", async () => {
    const [zoya, arun] = await seedSubmissions(testApp.db, [
      { name: "Zoya", created_at: "2026-01-02T10:00:00.000Z" },
      { name: "arun", created_at: "2026-01-01T10:00:00.000Z" },
    ]);
    expect(await listReferences("sort=name&order=asc")).toEqual([arun, zoya]);
    expect(await listReferences("sort=name&order=desc")).toEqual([zoya, arun]);
  });

  it("ignores blank parameters, as an empty select or search box sends them", async () => {
    const references = await seedSubmissions(testApp.db, [{ created_at: "2026-01-01T10:00:00.000Z" }]);
    expect(await listReferences("kind=&status=&state=&topic=&from=&to=&q=%20%20&sort=&order=&page=&pageSize=")).toEqual(
      references,
    );
  });

  it.each([
    ["kind=letter", "kind"],
    ["status=closed", "status"],
    ["state=Atlantis", "state"],
    ["topic=lottery", "topic"],
    ["from=01-02-2026", "from"],
    ["sort=email", "sort"],
    ["order=sideways", "order"],
    ["page=0", "page"],
    ["page=two", "page"],
    ["pageSize=1000", "pageSize"],
    [`q=${"x".repeat(201)}`, "q"],
    ["q=Asha%00", "q"],
    ["q=Asha%1B", "q"],
  ])("refuses %s with 400 and a message for %s", async (query, field) => {
    const response = await get(`${adminApiPaths.submissions}?${query}`);
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body).toMatchObject({ status: "error", message: apiMessages.invalidInput });
    expect(Object.keys(body.errors)).toEqual([field]);
  });

  it("is recorded in the audit log once per page: the view, the filter names and the references shown, never the search words", async () => {
    const [older, newer] = await seedSubmissions(testApp.db, [
      { kind: "post_query", name: "Anil Rao", state: "Kerala", created_at: "2026-01-01T10:00:00.000Z" },
      { kind: "post_query", name: "Anil Das", state: "Kerala", created_at: "2026-01-02T10:00:00.000Z" },
      { kind: "post_query", name: "Anil Sen", state: "Kerala", created_at: "2026-01-03T10:00:00.000Z" },
      { kind: "help_request", name: "Anil Roy", created_at: "2026-01-04T10:00:00.000Z" },
    ]);
    const shown = await listReferences("kind=post_query&state=Kerala&q=anil&pageSize=10");
    const entries = await auditActions();
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      action: "submissions.viewed",
      actor_user_id: admin.user.id,
      target_type: null,
      target_id: null,
    });
    expect(JSON.parse(entries[0]?.detail ?? "")).toEqual({
      view: "post_query",
      filters: ["state", "search"],
      page: 1,
      references: shown,
    });
    expect(shown).toEqual(expect.arrayContaining([older, newer]));
    expect(entries[0]?.detail.toLowerCase()).not.toMatch(/anil|kerala/);
  });

  it("records nothing when the filter is refused", async () => {
    await get(`${adminApiPaths.submissions}?status=closed`);
    expect(await auditActions()).toEqual([]);
  });

  it("refuses a day that does not exist, and an end before the start", async () => {
    const noSuchDay = await get(`${adminApiPaths.submissions}?from=2026-02-30`);
    expect(noSuchDay.statusCode).toBe(400);
    expect(noSuchDay.json().errors).toEqual({ from: adminInputMessages.noSuchDay });
    const backwards = await get(`${adminApiPaths.submissions}?from=2026-02-02&to=2026-02-01`);
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().errors).toEqual({ to: adminInputMessages.toBeforeFrom });
  });
});

describe("one submission", () => {
  it("is recorded in the audit log as viewed, by whom, naming only its reference", async () => {
    const [reference] = await seedSubmissions(testApp.db, [
      { name: "Vikram Joshi", created_at: "2026-01-01T10:00:00.000Z" },
    ]);
    expect((await get(adminApiPaths.submission(reference as string))).statusCode).toBe(200);
    const entries = await auditActions();
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      action: "submission.viewed",
      actor_user_id: admin.user.id,
      target_type: "submission",
      target_id: reference,
    });
    expect(JSON.parse(entries[0]?.detail ?? "")).toEqual({ view: "help_request", references: [reference] });
    expect(JSON.stringify(entries).toLowerCase()).not.toContain("vikram");
  });

  it("records nothing for an unknown reference", async () => {
    expect((await get(adminApiPaths.submission("CH-ZZZZZZ"))).statusCode).toBe(404);
    expect(await auditActions()).toEqual([]);
  });

  it("is answered with its notes, oldest first", async () => {
    const [reference] = await seedSubmissions(testApp.db, [{ name: "Asha", created_at: "2026-01-01T10:00:00.000Z" }]);
    await send("POST", adminApiPaths.submissionNotes(reference as string), { body: "First call" });
    await send("POST", adminApiPaths.submissionNotes(reference as string), { body: "Second call" });
    const response = await get(adminApiPaths.submission(reference as string));
    expect(response.statusCode).toBe(200);
    const detail = response.json<SubmissionDetail>();
    expect(detail).toMatchObject({ reference, name: "Asha" });
    expect(detail.notes.map((note) => note.body)).toEqual(["First call", "Second call"]);
  });

  it("is answered with its mails, whose state follows the outbox: queued, sent, tried again, failed, retried", async () => {
    const submitted = await testApp.app.inject({
      method: "POST",
      url: apiPaths.helpRequests,
      payload: { name: "Asha Rao", email: "asha@example.in", query: "A fake courier call took ₹8,000" },
    });
    expect(submitted.statusCode).toBe(201);
    const reference = submitted.json<{ reference: string }>().reference;
    const mailsNow = async () => {
      const response = await get(adminApiPaths.submission(reference));
      expect(response.statusCode).toBe(200);
      return response.json<SubmissionDetail>().mails;
    };

    // Without SMTP_URL nothing sends them: both wait, untried.
    const queued = await mailsNow();
    expect(queued).toEqual([
      {
        id: expect.any(Number),
        purpose: "desk_alert",
        to: expect.stringContaining("@"),
        status: "queued",
        attempts: 0,
        nextAttemptAt: expect.any(String),
        sentAt: null,
        lastError: null,
      },
      {
        id: expect.any(Number),
        purpose: "acknowledgement",
        to: "asha@example.in",
        status: "queued",
        attempts: 0,
        nextAttemptAt: expect.any(String),
        sentAt: null,
        lastError: null,
      },
    ]);

    // A worker's round, through the worker's own steps: the acknowledgement goes, the alert is refused for now.
    const firstTry = new Date(Date.now() + 1_000);
    const claimed = await claimDueMails(testApp.db, "worker-a", firstTry, 10);
    expect(claimed).toHaveLength(2);
    const byPurpose = Object.fromEntries(claimed.map((mail) => [mail.purpose, mail]));
    await markSent(testApp.db, byPurpose.acknowledgement!.id, "worker-a", firstTry);
    await recordFailedAttempt(testApp.db, byPurpose.desk_alert!, "worker-a", "421 Service not available", firstTry);
    const afterFirstTry = await mailsNow();
    expect(afterFirstTry[1]).toMatchObject({
      purpose: "acknowledgement",
      status: "sent",
      attempts: 1,
      sentAt: firstTry.toISOString(),
    });
    expect(afterFirstTry[0]).toMatchObject({
      purpose: "desk_alert",
      status: "queued",
      attempts: 1,
      sentAt: null,
      lastError: "421 Service not available",
    });
    expect(afterFirstTry[0]!.nextAttemptAt > firstTry.toISOString()).toBe(true);

    // Its last allowed try fails too: the alert is given up on.
    const lastTry = new Date(firstTry.getTime() + mailPolicy.maxRetryDelayMs);
    const [again] = await claimDueMails(testApp.db, "worker-a", lastTry, 10);
    await recordFailedAttempt(testApp.db, again!, "worker-a", "550 No such mailbox", lastTry, {
      ...mailPolicy,
      maxAttempts: 2,
    });
    expect((await mailsNow())[0]).toMatchObject({
      purpose: "desk_alert",
      status: "failed",
      attempts: 2,
      lastError: "550 No such mailbox",
    });

    // An admin's retry queues it again, and the detail says so.
    const retried = await send("POST", adminApiPaths.outboxRetry(again!.id));
    expect(retried.statusCode).toBe(200);
    expect((await mailsNow())[0]).toMatchObject({
      purpose: "desk_alert",
      status: "queued",
      attempts: 0,
      lastError: null,
    });
  });

  it("is answered with no mails when none was ever queued for it", async () => {
    // Rows stored straight in the database, as submissions from before the outbox were.
    const [reference] = await seedSubmissions(testApp.db, [{ created_at: "2025-06-01T10:00:00.000Z" }]);
    const response = await get(adminApiPaths.submission(reference as string));
    expect(response.statusCode).toBe(200);
    expect(response.json<SubmissionDetail>().mails).toEqual([]);
  });

  it.each([
    ["unknown", "CH-ZZZZZZ"],
    ["not a reference at all", "not-a-reference"],
    ["a NUL byte", "\u0000"],
  ])("is 404 when the reference is %s, for every action", async (_, unknown) => {
    const answers = await Promise.all([
      get(adminApiPaths.submission(unknown)),
      send("PATCH", adminApiPaths.submission(unknown), { status: "spam" }),
      send("POST", adminApiPaths.submissionNotes(unknown), { body: "A note" }),
      send("DELETE", adminApiPaths.submission(unknown)),
    ]);
    for (const answer of answers) {
      expect(answer.statusCode).toBe(404);
      expect(answer.json()).toEqual({ status: "error", message: apiMessages.notFound });
    }
    expect(await auditActions()).toEqual([]);
  });
});

describe("changing the status", () => {
  it("answers the updated submission and records who changed it from what to what", async () => {
    const [reference] = await seedSubmissions(testApp.db, [{ created_at: "2026-01-01T10:00:00.000Z" }]);
    const response = await send("PATCH", adminApiPaths.submission(reference as string), { status: "resolved" });
    expect(response.statusCode).toBe(200);
    const updated = response.json<AdminSubmission>();
    expect(updated).toMatchObject({ reference, status: "resolved" });
    expect(updated.updatedAt > "2026-01-01T10:00:00.000Z").toBe(true);
    const [entry] = await auditActions();
    expect(entry).toMatchObject({
      actor_user_id: admin.user.id,
      actor_name: "Desk Admin",
      action: "submission.status_changed",
      target_id: reference,
    });
    expect(JSON.parse(entry?.detail ?? "")).toEqual({ from: "new", to: "resolved" });
  });

  it("refuses an unknown status with 400, changing nothing", async () => {
    const [reference] = await seedSubmissions(testApp.db, [{ created_at: "2026-01-01T10:00:00.000Z" }]);
    const response = await send("PATCH", adminApiPaths.submission(reference as string), { status: "closed" });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ status: "Please choose a status from the list." });
    const detail = (await get(adminApiPaths.submission(reference as string))).json<SubmissionDetail>();
    expect(detail.status).toBe("new");
    expect((await auditActions()).map((entry) => entry.action)).toEqual(["submission.viewed"]);
  });

  it("keeps the change and its audit entry together: if the entry cannot be written, the status stays", async () => {
    const [reference] = await seedSubmissions(testApp.db, [{ created_at: "2026-01-01T10:00:00.000Z" }]);
    await testApp.db.schema.alterTable("audit_log").renameTo("audit_log_away").execute();
    try {
      const response = await send("PATCH", adminApiPaths.submission(reference as string), { status: "spam" });
      expect(response.statusCode).toBe(500);
    } finally {
      await testApp.db.schema.alterTable("audit_log_away").renameTo("audit_log").execute();
    }
    const detail = (await get(adminApiPaths.submission(reference as string))).json<SubmissionDetail>();
    expect(detail.status).toBe("new");
  });
});

describe("notes", () => {
  it("are stored trimmed, by the signed-in admin, answered with 201", async () => {
    const [reference] = await seedSubmissions(testApp.db, [{ created_at: "2026-01-01T10:00:00.000Z" }]);
    const response = await send("POST", adminApiPaths.submissionNotes(reference as string), {
      body: "  Called back.  ",
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      id: expect.any(Number),
      authorName: "Desk Admin",
      body: "Called back.",
      createdAt: expect.any(String),
    });
    const [entry] = await auditActions();
    expect(entry).toMatchObject({
      action: "submission.note_added",
      target_id: reference,
      actor_user_id: admin.user.id,
    });
    expect(entry?.detail).not.toContain("Called back");
  });

  it.each([
    ["empty", { body: "" }, "Please write a note."],
    ["only spaces", { body: "   " }, "Please write a note."],
    ["missing", {}, "Please write a note."],
    ["too long", { body: "n".repeat(5001) }, "Please use at most 5000 characters."],
    ["holding a NUL", { body: "Called\u0000 back" }, CONTROL_CHARACTERS_MESSAGE],
    ["holding a control character", { body: "Called\u001B back" }, CONTROL_CHARACTERS_MESSAGE],
    ["holding half an emoji", { body: "Called back \uD83D" }, CONTROL_CHARACTERS_MESSAGE],
  ])("refuses a note that is %s with 400, storing nothing", async (_case, payload, message) => {
    const [reference] = await seedSubmissions(testApp.db, [{ created_at: "2026-01-01T10:00:00.000Z" }]);
    const response = await send("POST", adminApiPaths.submissionNotes(reference as string), payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ body: message });
    expect(await testApp.db.selectFrom("submission_notes").selectAll().execute()).toEqual([]);
  });

  it("takes a note of exactly the longest length", async () => {
    const [reference] = await seedSubmissions(testApp.db, [{ created_at: "2026-01-01T10:00:00.000Z" }]);
    const response = await send("POST", adminApiPaths.submissionNotes(reference as string), { body: "n".repeat(5000) });
    expect(response.statusCode).toBe(201);
  });
});

describe("erasing a submission", () => {
  it("deletes the row, its notes and its search entry; the audit log keeps only the reference and kind", async () => {
    const [reference] = await seedSubmissions(testApp.db, [
      {
        kind: "contact_message",
        name: "Qwertyuiop Shah",
        email: "qwertyuiop@example.in",
        message: "My bank details",
        created_at: "2026-01-01T10:00:00.000Z",
      },
    ]);
    await send("POST", adminApiPaths.submissionNotes(reference as string), { body: "Qwertyuiop called" });

    const response = await send("DELETE", adminApiPaths.submission(reference as string));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: "success", message: submissionMessages.deleted });

    expect((await get(adminApiPaths.submission(reference as string))).statusCode).toBe(404);
    expect(await testApp.db.selectFrom("submission_notes").selectAll().execute()).toEqual([]);
    expect(await listReferences("q=qwertyuiop")).toEqual([]);
    const entries = await auditActions();
    const deleted = entries.find((entry) => entry.action === "submission.deleted");
    expect(deleted).toMatchObject({ actor_user_id: admin.user.id, target_type: "submission", target_id: reference });
    expect(JSON.parse(deleted?.detail ?? "")).toEqual({ kind: "contact_message" });
    expect(JSON.stringify(entries).toLowerCase()).not.toMatch(/qwertyuiop|bank details/);
  });
});
