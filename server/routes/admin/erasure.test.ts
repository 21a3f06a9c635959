import { randomBytes, randomInt } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminApiPaths, apiPaths } from "~/shared/routes";
import { sqliteFilePath } from "~/server/db/database";
import { signInAsAdmin, type AdminSession } from "~/server/testing/admin-session";
import { startTestApp, type TestApp } from "~/server/testing/test-app";

// A person's right to erasure, proved against what is really stored: every table of the live
// schema (so a table added later is checked too) and, on SQLite, the bytes of the database
// file and its write-ahead log.

let testApp: TestApp;
let admin: AdminSession;
beforeAll(async () => {
  testApp = await startTestApp();
  admin = await signInAsAdmin(testApp, { name: "Desk Admin" });
});
afterAll(async () => {
  await testApp.close();
});

/** A word found nowhere else, lower case as the search index stores its words. */
function uniqueMarker(): string {
  return `zqx${randomBytes(8).toString("hex")}`;
}

interface SentSubmission {
  id: number;
  reference: string;
  email: string;
  marker: string;
  /** The optional phone number of a help request, normalised as stored. */
  phone: string;
}

/**
 * A Request Help form sent as a visitor sends it (with an Idempotency-Key, so its answer is
 * kept), with the marker in the name, the e-mail and the text, a phone number and the other
 * optional case facts, and a desk note quoting it.
 */
async function sendSubmissionWithNote(): Promise<SentSubmission> {
  const marker = uniqueMarker();
  const email = `${marker}@example.in`;
  const digits = `9${randomInt(100_000_000, 1_000_000_000)}`;
  const sent = await testApp.app.inject({
    method: "POST",
    url: apiPaths.helpRequests,
    headers: { "idempotency-key": `key-${marker}` },
    payload: {
      name: `Asha ${marker}`,
      email,
      query: `My UPI PIN ${marker} was taken`,
      topic: "money-scam",
      phone: digits,
      contactPreference: "whatsapp",
      incidentDate: "2026-11-20",
      paymentApproval: "paid_myself",
      paidFrom: "bank_account",
      paymentMethod: "upi",
      amountLost: "₹1,25,000",
    },
  });
  expect(sent.statusCode).toBe(201);
  const reference: string = sent.json().reference;
  const note = await testApp.app.inject({
    method: "POST",
    url: adminApiPaths.submissionNotes(reference),
    headers: admin.headers,
    payload: { body: `Called ${marker} back` },
  });
  expect(note.statusCode).toBe(201);
  const { id } = await testApp.db
    .selectFrom("submissions")
    .select("id")
    .where("reference", "=", reference)
    .executeTakeFirstOrThrow();
  await addBrowserNotifications(id, marker);
  await addWhatsAppReminder(id, digits);
  return { id, reference, email, marker, phone: `+91${digits}` };
}

/** WhatsApp reminders asked for, and their confirmation sent to the case's number (docs/decisions/0076). */
async function addWhatsAppReminder(submissionId: number, digits: string): Promise<void> {
  const at = new Date().toISOString();
  await testApp.db
    .insertInto("case_reminder_consents")
    .values({ submission_id: submissionId, channel: "whatsapp", status: "asked", asked_at: at, updated_at: at })
    .execute();
  await testApp.db
    .insertInto("whatsapp_outbox")
    .values({
      submission_id: submissionId,
      kind: "confirm",
      recipient: `91${digits}`,
      template: "confirm",
      language: "en",
      status: "sent",
      message_id: `wamid.${digits}`,
      button_token_hash: `hash-${digits}`,
      next_attempt_at: at,
      sent_at: at,
      created_at: at,
      updated_at: at,
    })
    .execute();
}

/** A browser the person turned notifications on in, and a notification sent to it (docs/decisions/0074). */
async function addBrowserNotifications(submissionId: number, marker: string): Promise<void> {
  const at = new Date().toISOString();
  const { id } = await testApp.db
    .insertInto("case_push_subscriptions")
    .values({
      submission_id: submissionId,
      endpoint: `https://fcm.googleapis.com/fcm/send/${marker}`,
      p256dh: `B${marker}`,
      auth: marker,
      created_at: at,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  await testApp.db
    .insertInto("case_reminder_consents")
    .values({ submission_id: submissionId, channel: "push", status: "on", next_check_at: at, updated_at: at })
    .execute();
  await testApp.db
    .insertInto("push_outbox")
    .values({
      submission_id: submissionId,
      subscription_id: id,
      push_service: "fcm.googleapis.com",
      step_id: "tell-bank",
      due_on: "2026-12-07",
      slot: "day_before",
      title: "CyberHelp: a date on your case is tomorrow (7 December)",
      url: "/case",
      next_attempt_at: at,
      created_at: at,
      updated_at: at,
    })
    .execute();
}

async function erase(reference: string): Promise<void> {
  const response = await testApp.app.inject({
    method: "DELETE",
    url: adminApiPaths.submission(reference),
    headers: admin.headers,
  });
  expect(response.statusCode).toBe(200);
}

async function liveTables(): Promise<string[]> {
  if (testApp.database.dialect === "sqlite") {
    const { rows } = await sql<{
      name: string;
    }>`select name from sqlite_master where type = 'table' order by name`.execute(testApp.db);
    return rows.map((row) => row.name);
  }
  const { rows } = await sql<{ name: string }>`
    select table_name as name from information_schema.tables
    where table_schema = current_schema() and table_type = 'BASE TABLE' order by table_name
  `.execute(testApp.db);
  return rows.map((row) => row.name);
}

function asText(value: unknown): string {
  if (value instanceof Uint8Array) return Buffer.from(value).toString("latin1");
  return typeof value === "object" && value !== null ? JSON.stringify(value) : String(value);
}

/** "table.column" for every cell still holding the submission's id, reference, e-mail or words. */
async function cellsHolding(submission: SentSubmission): Promise<string[]> {
  const found = new Set<string>();
  for (const table of await liveTables()) {
    const { rows } = await sql<Record<string, unknown>>`select * from ${sql.table(table)}`.execute(testApp.db);
    for (const row of rows) {
      for (const [column, value] of Object.entries(row)) {
        const text = asText(value).toLowerCase();
        const holdsId = column === "submission_id" && Number(value) === submission.id;
        // The number as the forms store it (+91…), or as WhatsApp takes it (its digits alone).
        const holdsPersonalData =
          text.includes(submission.marker) ||
          text.includes(submission.email) ||
          text.includes(submission.phone) ||
          text.includes(submission.phone.slice(1));
        // The audit log keeps the reference: the record that the submission existed and was erased.
        // An export's references are part of its entry, kept apart (docs/decisions/0044).
        const inAuditLog = table === "audit_log" || table === "audit_log_references";
        const holdsReference = !inAuditLog && text.includes(submission.reference.toLowerCase());
        if (holdsId || holdsPersonalData || holdsReference) found.add(`${table}.${column}`);
      }
    }
  }
  return [...found].sort();
}

describe("erasing a submission", () => {
  it("leaves no table of the live schema holding its id, reference, e-mail or words", async () => {
    const submission = await sendSubmissionWithNote();
    const kept = await sendSubmissionWithNote();
    // The check sees the data where it is stored, so a clean result below means something.
    expect(await cellsHolding(submission)).toEqual(
      expect.arrayContaining([
        "case_push_subscriptions.endpoint",
        "case_push_subscriptions.submission_id",
        "case_reminder_consents.submission_id",
        "idempotency_keys.response_body",
        "mail_outbox.submission_id",
        "push_outbox.submission_id",
        "submission_notes.body",
        "submissions.name",
        "submissions.phone",
        "whatsapp_outbox.recipient",
        "whatsapp_outbox.submission_id",
      ]),
    );

    await erase(submission.reference);

    expect(await cellsHolding(submission)).toEqual([]);
    expect(await cellsHolding(kept)).toContain("submissions.name");
  });

  it("keeps in the audit log that it was erased, by whom and when, and nothing the person wrote", async () => {
    const submission = await sendSubmissionWithNote();
    await erase(submission.reference);
    const entries = await testApp.db
      .selectFrom("audit_log")
      .selectAll()
      .where("target_id", "=", submission.reference)
      .execute();
    const erasure = entries.find((entry) => entry.action === "submission.deleted");
    expect(erasure).toMatchObject({
      actor_user_id: admin.user.id,
      actor_name: "Desk Admin",
      created_at: expect.any(String),
    });
    expect(JSON.parse(erasure?.detail ?? "")).toEqual({ kind: "help_request" });
    const everything = JSON.stringify(await testApp.db.selectFrom("audit_log").selectAll().execute()).toLowerCase();
    expect(everything).not.toContain(submission.marker);
  });

  it("leaves no trace of its words in the bytes of the SQLite file or its write-ahead log", async ({ skip }) => {
    if (testApp.database.dialect !== "sqlite") skip();
    const submission = await sendSubmissionWithNote();
    await erase(submission.reference);

    const file = sqliteFilePath(testApp.database.env.DATA_DIR);
    for (const path of [file, `${file}-wal`]) {
      if (!existsSync(path)) continue;
      const bytes = readFileSync(path);
      expect(
        bytes.indexOf(submission.marker),
        path.endsWith("-wal") ? "the write-ahead log" : "the database file",
      ).toBe(-1);
    }
  });
});
