import { PassThrough } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminApiPaths, caseApiPaths } from "~/shared/routes";
import { mintCaseSecret } from "../cases/case-secrets";
import { recordAuditWithReferences } from "../testing/audit-entries";
import { loadEvidenceKeyring, newEvidenceKey } from "../evidence/evidence-crypto";
import { CASE_COOKIE_NAME } from "../cases/case-cookies";
import { signInAsAdmin } from "../testing/admin-session";
import { openTestCase } from "../testing/case-session";
import { startTestApp, type TestApp } from "../testing/test-app";
import { exportAuditLog, newEvidenceKeyCommand, revokeAllSessions } from "./incident-commands";

// The incident commands (docs/incident-response.md) on SQLite, and on PostgreSQL when
// TEST_DATABASE_URL is set.

let testApp: TestApp;
beforeAll(async () => {
  testApp = await startTestApp();
});
afterAll(async () => {
  await testApp.close();
});

const caseView = (cookie: string) =>
  testApp.app.inject({ method: "GET", url: caseApiPaths.view, cookies: { [CASE_COOKIE_NAME]: cookie } });

describe("revokeAllSessions", () => {
  it("signs out every desk session and ends every reset link; with cases, every victim's browser too, while their case links keep working", async () => {
    const desk = await signInAsAdmin(testApp, { name: "Incident Desk" });
    const victim = await openTestCase(testApp);
    const deskCall = () => testApp.app.inject({ method: "GET", url: adminApiPaths.dashboard, headers: desk.headers });
    expect((await deskCall()).statusCode).toBe(200);
    const [deskUser] = await testApp.db.selectFrom("users").select("id").limit(1).execute();
    await testApp.db
      .insertInto("password_reset_tokens")
      .values({
        token_hash: "f".repeat(64),
        user_id: deskUser!.id,
        created_by_user_id: null,
        created_at: new Date().toISOString(),
        expires_at: new Date(Date.now() + 86_400_000).toISOString(),
      })
      .execute();

    const first = await revokeAllSessions(testApp.db, { cases: false }, new Date());
    expect(first.deskSessions).toBeGreaterThanOrEqual(1);
    expect(first.resetLinks).toBe(1);
    expect(await testApp.db.selectFrom("password_reset_tokens").selectAll().execute()).toEqual([]);
    expect(first.caseSessions).toBe(0);
    expect((await deskCall()).statusCode).toBe(401);
    expect((await caseView(victim.cookie)).statusCode).toBe(200);

    const second = await revokeAllSessions(testApp.db, { cases: true }, new Date());
    expect(second.caseSessions).toBeGreaterThanOrEqual(1);
    expect((await caseView(victim.cookie)).statusCode).toBe(401);
    const { secret } = await mintCaseSecret(testApp.db, victim.submissionId, "link", new Date(), {
      channel: "form_answer",
    });
    const reopened = await testApp.app.inject({ method: "POST", url: caseApiPaths.open, payload: { link: secret } });
    expect(reopened.statusCode).toBe(200);

    const entries = await testApp.db
      .selectFrom("audit_log")
      .select(["action", "detail"])
      .where("action", "=", "sessions.revoked_all")
      .execute();
    expect(entries).toHaveLength(2);
  });
});

describe("exportAuditLog", () => {
  it("writes every entry as one JSON line, oldest first, with its action as recorded", async () => {
    await signInAsAdmin(testApp, { name: "Export Desk" });
    const stored = await testApp.db.selectFrom("audit_log").select(["id", "action"]).orderBy("id").execute();
    const out = new PassThrough();
    const chunks: Buffer[] = [];
    out.on("data", (chunk: Buffer) => chunks.push(chunk));
    const written = await exportAuditLog(testApp.db, out);
    const lines = Buffer.concat(chunks).toString("utf8").trimEnd().split("\n");
    expect(written).toBe(stored.length);
    const parsed = lines.map((line) => JSON.parse(line) as { id: number; action: string; detail: unknown });
    expect(parsed.map((entry) => entry.id)).toEqual(stored.map((row) => row.id));
    expect(parsed.map((entry) => entry.action)).toEqual(stored.map((row) => row.action));
    expect(parsed.every((entry) => typeof entry.detail === "object")).toBe(true);
  });

  it("writes an export's entry with every reference it kept apart, in the order sent", async () => {
    await recordAuditWithReferences(
      testApp.db,
      {
        actor: { id: null, name: "Export Desk", email: "" },
        action: "submissions.exported",
        detail: { view: "all", rows: 3, complete: true },
        now: new Date(),
      },
      ["CH-AAAAAA CH-BBBBBB", "CH-CCCCCC"],
    );
    const out = new PassThrough();
    const chunks: Buffer[] = [];
    out.on("data", (chunk: Buffer) => chunks.push(chunk));
    await exportAuditLog(testApp.db, out);
    const lines = Buffer.concat(chunks).toString("utf8").trimEnd().split("\n");
    const exported = lines
      .map((line) => JSON.parse(line) as { action: string; detail: unknown })
      .find((entry) => entry.action === "submissions.exported");
    expect(exported?.detail).toEqual({
      view: "all",
      rows: 3,
      complete: true,
      references: ["CH-AAAAAA", "CH-BBBBBB", "CH-CCCCCC"],
    });
  });
});

describe("newEvidenceKeyCommand", () => {
  it("prints a key that EVIDENCE_KEY accepts, in front of the keys already in use", () => {
    const out = new PassThrough();
    newEvidenceKeyCommand([], { stdout: out, stderr: new PassThrough(), env: {} });
    const key = String(out.read()).split("\n")[0]!;
    expect(key).toMatch(/^k\d{8}:[A-Za-z0-9+/]{43}=$/);
    const keyring = loadEvidenceKeyring(
      { EVIDENCE_KEY: `${key},old:${newEvidenceKey()}`, DATA_DIR: "." },
      { warn: () => {} },
    );
    expect(keyring.current.id).toBe(key.split(":")[0]);
  });
});
