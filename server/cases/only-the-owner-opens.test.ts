import { execFile } from "node:child_process";
import { createECDH, randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiPaths, CASE_SUMMARY_PATH, caseApiPaths } from "~/shared/routes";
import { createDatabase } from "../db/database";
import { erasureLogPath } from "../ops/erasure-log";
import { linkStopLogPath, readLinkStopLog, reapplyLinkStops } from "../ops/link-stop-log";
import { CASE_COOKIE_NAME, CASE_DEVICE_COOKIE_NAME } from "./case-cookies";
import { createTestDatabase, type TestDatabase } from "../testing/test-database";
import { startTestApp, type TestApp } from "../testing/test-app";
import { caseOfSecret, mintCaseSecret, openSessionFromLink } from "./case-secrets";

// Nothing but the owner's secret opens a case (docs/decisions/0025, 0049, 0064): not its
// reference, wherever a secret would go; not a replay of its form with the same Idempotency-Key
// and another body; not any value a copy of the database holds; and not a link the person
// stopped after the backup a restore brought back. Each time the owner's own link still works.

const run = promisify(execFile);
const TSX = resolve("node_modules/.bin/tsx");
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

let database: TestDatabase;
let testApp: TestApp;
let workDir: string;
beforeAll(async () => {
  database = await createTestDatabase({ migrated: true });
  testApp = await startTestApp({ database });
  workDir = mkdtempSync(join(tmpdir(), "cyberhelp-owner-"));
});
afterAll(async () => {
  await testApp.close();
  await database.drop();
  rmSync(workDir, { recursive: true, force: true });
});

interface SentCase {
  reference: string;
  link: string;
}

let sent = 0;
async function sendHelpRequest(
  headers: Record<string, string> = {},
  query = "A fake bank call took ₹18,500",
): Promise<SentCase> {
  sent += 1;
  const answer = await testApp.app.inject({
    method: "POST",
    url: apiPaths.helpRequests,
    headers,
    payload: { name: "Sunita Devi", email: `owner${sent}@example.in`, query },
  });
  expect(answer.statusCode).toBe(201);
  const { reference, caseUrl } = answer.json<{ reference: string; caseUrl: string }>();
  return { reference, link: caseUrl.split("#")[1]! };
}

/** Every way a value can be offered as a case's secret; true where any of them opens a case. */
async function opensAnything(value: string): Promise<boolean> {
  const asLink = await testApp.app.inject({ method: "POST", url: caseApiPaths.open, payload: { link: value } });
  const asCode = await testApp.app.inject({
    method: "POST",
    url: caseApiPaths.openForm,
    headers: { "content-type": "application/x-www-form-urlencoded" },
    payload: new URLSearchParams({ code: value }).toString(),
  });
  const asSession = await testApp.app.inject({
    method: "GET",
    url: caseApiPaths.view,
    cookies: { [CASE_COOKIE_NAME]: value },
  });
  const asPhone = await testApp.app.inject({
    method: "GET",
    url: caseApiPaths.view,
    cookies: { [CASE_DEVICE_COOKIE_NAME]: value },
  });
  return (
    asLink.statusCode === 200 || asCode.statusCode === 303 || asSession.statusCode === 200 || asPhone.statusCode === 200
  );
}

describe("only the owner's secret opens a case", () => {
  it("its reference opens nothing, as a link, a typed code, a session or a remembered phone; its link does", async () => {
    const { reference, link } = await sendHelpRequest();
    for (const value of [reference, reference.toLowerCase(), `${reference}#${reference}`]) {
      expect(await opensAnything(value), value).toBe(false);
    }
    expect(await opensAnything(link)).toBe(true);
  });

  it("a replay with the first request's Idempotency-Key and another body gets no link to the first case", async () => {
    const key = `owner-replay-${Date.now()}`;
    const first = await sendHelpRequest({ "idempotency-key": key });
    const other = await testApp.app.inject({
      method: "POST",
      url: apiPaths.helpRequests,
      headers: { "idempotency-key": key },
      payload: { name: "Someone Else", email: "someone.else@example.in", query: "Give me that case" },
    });
    expect(other.statusCode).toBe(422);
    expect(other.body).not.toContain(first.link);
    expect(other.body).not.toContain(first.reference);
  });

  it("no value a copy of the database holds opens a case", async () => {
    const owner = await sendHelpRequest();
    await testApp.app.inject({ method: "POST", url: caseApiPaths.open, payload: { link: owner.link, remember: true } });
    const values = new Set<string>();
    for (const table of await testApp.db.introspection.getTables()) {
      const rows = await testApp.db
        .selectFrom(table.name as never)
        .selectAll()
        .execute();
      for (const row of rows as Record<string, unknown>[]) {
        for (const value of Object.values(row)) {
          // Secrets are 43 characters; anything as long or longer could be one, or hold one.
          if (typeof value === "string" && value.length >= 32) values.add(value);
        }
      }
    }
    expect(values.size).toBeGreaterThan(0);
    for (const value of values) expect(await opensAnything(value), value.slice(0, 80)).toBe(false);
    expect(await opensAnything(owner.link)).toBe(true);
  });

  it("after a restore, the stopped cases' secrets made up to their stop, and every session and phone, open nothing; a link made after the stop still does", async () => {
    const { reference, link } = await sendHelpRequest();
    const db = testApp.db;
    const { id } = await db
      .selectFrom("submissions")
      .select("id")
      .where("reference", "=", reference)
      .executeTakeFirstOrThrow();
    const stoppedAt = new Date();
    const later = new Date(stoppedAt.getTime() + 60_000);
    const fresh = (await mintCaseSecret(db, id, "link", later, { channel: "mail", mail: "case_link" })).secret;
    const other = await sendHelpRequest();
    const otherSession = await openSessionFromLink(db, other.link, new Date());
    if (typeof otherSession !== "object") throw new Error("the other case's link did not open it");

    const ended = await reapplyLinkStops(db, [{ at: stoppedAt, reference }], later);

    expect(ended.stoppedLinks).toBeGreaterThanOrEqual(1);
    expect(await caseOfSecret(db, link, "link", later)).toBeUndefined();
    expect(await caseOfSecret(db, fresh, "link", later)).toBe(id);
    // Another case's link is not stopped; its session, like every session, is ended.
    expect(await caseOfSecret(db, other.link, "link", later)).toBeDefined();
    expect(await caseOfSecret(db, otherSession.session, "session", later)).toBeUndefined();
  });
});

/** Every door the case's session opens, the ones this change added included. */
const SESSION_DOORS: { method: "GET" | "POST"; url: string; payload?: Record<string, unknown> }[] = [
  { method: "GET", url: caseApiPaths.view },
  { method: "GET", url: caseApiPaths.calendar },
  { method: "GET", url: caseApiPaths.evidenceZip },
  { method: "GET", url: CASE_SUMMARY_PATH },
  { method: "POST", url: caseApiPaths.progress, payload: { helplineAcknowledgement: "X" } },
  { method: "POST", url: caseApiPaths.harm, payload: { harm: "sextortion", personIsMinor: "no" } },
  {
    method: "POST",
    url: caseApiPaths.transactions,
    payload: { occurredAt: "2026-12-01T10:00", amount: "100", utr: "123456789012", fromAccount: "", toAccount: "" },
  },
  { method: "POST", url: caseApiPaths.requestUtr, payload: { utr: "123456789012", toAccount: "" } },
  { method: "POST", url: caseApiPaths.messages, payload: { body: "Hello" } },
  { method: "POST", url: caseApiPaths.remember, payload: {} },
  { method: "POST", url: caseApiPaths.revokeLinks, payload: {} },
  {
    method: "POST",
    url: caseApiPaths.pushSubscription,
    payload: {
      endpoint: "https://fcm.googleapis.com/fcm/send/forged",
      keys: { p256dh: `B${"A".repeat(86)}`, auth: "A".repeat(22) },
    },
  },
];

describe("every door of the case's session", () => {
  it("stays shut to the reference, the link itself and another case's secrets as cookies; the owner's session opens it", async () => {
    const owner = await sendHelpRequest();
    const stranger = await sendHelpRequest();
    const strangerLink = stranger.link;
    const ownerSession = await openSessionFromLink(testApp.db, owner.link, new Date());
    if (typeof ownerSession !== "object") throw new Error("the owner's link did not open the case");
    const forged = [owner.reference, owner.link, strangerLink, `${owner.reference}.${owner.reference}`];
    // The owner's own browser has notifications on: no forged cookie may stop them.
    const ownerBrowser = await testApp.app.inject({
      method: "POST",
      url: caseApiPaths.pushSubscription,
      cookies: { [CASE_COOKIE_NAME]: ownerSession.session },
      payload: {
        endpoint: "https://fcm.googleapis.com/fcm/send/owner",
        keys: {
          p256dh: createECDH("prime256v1").generateKeys().toString("base64url"),
          auth: randomBytes(16).toString("base64url"),
        },
      },
    });
    expect(ownerBrowser.statusCode, ownerBrowser.body).toBe(200);
    for (const door of SESSION_DOORS) {
      for (const value of forged) {
        for (const cookie of [CASE_COOKIE_NAME, CASE_DEVICE_COOKIE_NAME]) {
          const answer = await testApp.app.inject({
            method: door.method,
            url: door.url,
            cookies: { [cookie]: value },
            ...(door.payload ? { payload: door.payload } : {}),
          });
          expect(answer.statusCode, `${door.method} ${door.url} with ${cookie}=${value.slice(0, 12)}…`).toBe(401);
          expect(answer.cookies.filter((each) => each.value !== "")).toEqual([]);
        }
      }
    }
    // The plain forms of the case page (what it is about, reminders on and off) answer with a page, not 401:
    // with a forged cookie they change nothing and queue no mail.
    for (const value of forged) {
      for (const [url, body] of [
        [caseApiPaths.harmForm, "harm=sextortion&personIsMinor=yes"],
        [caseApiPaths.remindersForm, "channel=email"],
        [caseApiPaths.remindersStopForm, "channel=push"],
        [caseApiPaths.remindersStopForm, "channel=email"],
      ] as const) {
        await testApp.app.inject({
          method: "POST",
          url,
          headers: { "content-type": "application/x-www-form-urlencoded" },
          cookies: { [CASE_COOKIE_NAME]: value },
          payload: body,
        });
      }
    }
    const ownerRow = await testApp.db
      .selectFrom("submissions")
      .select("id")
      .where("reference", "=", owner.reference)
      .executeTakeFirstOrThrow();
    const touched = await testApp.db
      .selectFrom("case_progress")
      .select("harm")
      .where("submission_id", "=", ownerRow.id)
      .executeTakeFirst();
    expect(touched?.harm ?? "").toBe("");
    const consents = await testApp.db
      .selectFrom("case_reminder_consents")
      .select(["channel", "status"])
      .where("submission_id", "=", ownerRow.id)
      .execute();
    expect(consents).toEqual([{ channel: "push", status: "on" }]);
    const browsers = await testApp.db
      .selectFrom("case_push_subscriptions")
      .select("endpoint")
      .where("submission_id", "=", ownerRow.id)
      .execute();
    expect(browsers).toEqual([{ endpoint: "https://fcm.googleapis.com/fcm/send/owner" }]);
    const view = await testApp.app.inject({
      method: "GET",
      url: caseApiPaths.view,
      cookies: { [CASE_COOKIE_NAME]: ownerSession.session },
    });
    expect(view.json<{ case: { reference: string } }>().case.reference).toBe(owner.reference);
  });

  it("an Idempotency-Key another case used answers this case with nothing of the other's", async () => {
    const first = await sendHelpRequest();
    const second = await sendHelpRequest();
    const sessions = await Promise.all(
      [first, second].map(async ({ link }) => {
        const opened = await openSessionFromLink(testApp.db, link, new Date());
        if (typeof opened !== "object") throw new Error("a link did not open its case");
        return opened.session;
      }),
    );
    const key = `owner-case-key-${Date.now()}`;
    const message = { body: "Only the first case's owner wrote this." };
    const send = (session: string) =>
      testApp.app.inject({
        method: "POST",
        url: caseApiPaths.messages,
        headers: { "idempotency-key": key },
        cookies: { [CASE_COOKIE_NAME]: session },
        payload: message,
      });
    const sent = await send(sessions[0]!);
    expect(sent.statusCode).toBe(200);
    const replayedElsewhere = await send(sessions[1]!);
    expect(replayedElsewhere.body).not.toContain(first.reference);
    expect(replayedElsewhere.headers["idempotent-replayed"]).toBeUndefined();
  });
});

describe.runIf(!onPostgres)("a restored backup of the embedded database", () => {
  it("keeps the links the person stopped after the backup stopped, and the sessions of before it ended", async () => {
    const { reference, link } = await sendHelpRequest();
    const opened = await testApp.app.inject({
      method: "POST",
      url: caseApiPaths.open,
      payload: { link, remember: true },
    });
    const session = opened.cookies.find((cookie) => cookie.name === CASE_COOKIE_NAME)!.value;
    const phone = opened.cookies.find((cookie) => cookie.name === CASE_DEVICE_COOKIE_NAME)!.value;
    const backup = join(workDir, "before-the-stop.sqlite");
    await run(TSX, ["server/cli/backup.ts", "backup", backup], {
      env: { PATH: process.env.PATH ?? "", NODE_ENV: "test", DATA_DIR: database.env.DATA_DIR },
    });

    // After the backup the person stops every link: the stop is listed beside the erasure list.
    const stopped = await testApp.app.inject({
      method: "POST",
      url: caseApiPaths.revokeLinks,
      cookies: { [CASE_COOKIE_NAME]: session },
    });
    expect(stopped.statusCode).toBe(200);
    const stops = await readLinkStopLog(linkStopLogPath(erasureLogPath(database.env)));
    expect(stops.map((entry) => entry.reference)).toContain(reference);

    const restoredDir = join(workDir, "restored");
    const restore = await run(
      TSX,
      ["server/cli/backup.ts", "restore", backup, "--erasures", erasureLogPath(database.env)],
      { env: { PATH: process.env.PATH ?? "", NODE_ENV: "test", DATA_DIR: restoredDir } },
    );
    expect(restore.stdout).toMatch(/stopped [1-9]\d* link\(s\) again/);

    const restored = createDatabase({ DATA_DIR: restoredDir });
    try {
      const now = new Date();
      expect(await caseOfSecret(restored, link, "link", now)).toBeUndefined();
      expect(await caseOfSecret(restored, session, "session", now)).toBeUndefined();
      expect(await caseOfSecret(restored, phone, "device", now)).toBeUndefined();
    } finally {
      await restored.destroy();
    }
  });
});
