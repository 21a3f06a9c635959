import { createHash, randomBytes } from "node:crypto";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { request } from "node:http";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminApiPaths, caseApiPaths } from "~/shared/routes";
import type { SubmissionDetail } from "~/shared/schemas/admin-replies";
import type { CaseView } from "~/shared/schemas/case";
import { EVIDENCE_NAME_HEADER, EVIDENCE_SHA256_HEADER } from "~/shared/schemas/evidence";
import { eraseSubmission } from "../admin/casework-store";
import type { SeedSubmission } from "../testing/store-test-database";
import { EvidenceIntegrityError } from "../evidence/evidence-crypto";
import { evidenceBytes } from "../evidence/evidence-store";
import { signInAsAdmin, type AdminSession } from "../testing/admin-session";
import { openTestCase } from "../testing/case-session";
import { startTestApp, type TestApp } from "../testing/test-app";
import { CASE_COOKIE_NAME } from "../cases/case-cookies";
import { evidenceMessages } from "~/shared/messages/evidence";

// Evidence on the case page (server/evidence/), through the real routes on both databases, with
// small limits so the tests stay fast: what is accepted (by content, not name), what is refused
// with nothing stored, the bytes identical after the round trip and unreadable at rest, damage
// detected on download, removal, erasure, and a second instance serving the same file.

const LIMITS = {
  EVIDENCE_FILE_MAX_BYTES: String(300 * 1024),
  EVIDENCE_VIDEO_MAX_BYTES: String(400 * 1024),
  EVIDENCE_FILES_PER_CASE: "3",
  EVIDENCE_CASE_MAX_BYTES: String(700 * 1024),
  EVIDENCE_UPLOADS_PER_ADDRESS_PER_DAY: "1000",
};

let testApp: TestApp;
let desk: AdminSession;
beforeAll(async () => {
  testApp = await startTestApp({ env: LIMITS });
  desk = await signInAsAdmin(testApp, { name: "Priya Desk" });
});
afterAll(async () => {
  await testApp.close();
});

const sha256 = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");

/** A PNG's signature and header, then `body` (a marker to look for at rest) and padding to `size`. */
function png(marker: string, size = 2048): Buffer {
  const head = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
  const body = Buffer.from(marker, "utf8");
  const padding = Buffer.alloc(Math.max(0, size - head.length - body.length), 0x2a);
  return Buffer.concat([head, body, padding]);
}

function aCase(row: Partial<SeedSubmission> = {}) {
  return openTestCase(testApp, row);
}

function upload(
  cookie: string | undefined,
  bytes: Buffer,
  { name = "screenshot.png", hash = sha256(bytes), headers = {} as Record<string, string> } = {},
) {
  return testApp.app.inject({
    method: "POST",
    url: caseApiPaths.evidence,
    cookies: cookie ? { [CASE_COOKIE_NAME]: cookie } : {},
    headers: {
      "content-type": "application/octet-stream",
      [EVIDENCE_NAME_HEADER]: encodeURIComponent(name),
      [EVIDENCE_SHA256_HEADER]: hash,
      ...headers,
    },
    payload: bytes,
  });
}

function download(reference: string, fileId: string, app = testApp) {
  return app.app.inject({
    method: "GET",
    url: adminApiPaths.submissionEvidence(reference, fileId),
    headers: desk.headers,
  });
}

/** One exchange over a real connection, as a browser makes it (inject hands the server the test's own Buffers). */
async function overTheWire(
  method: "GET" | "POST",
  path: string,
  headers: Record<string, string>,
  body?: Buffer,
): Promise<{ status: number; body: Buffer }> {
  if (!testApp.app.server.listening) await testApp.app.listen({ host: "127.0.0.1", port: 0 });
  const { port } = testApp.app.server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    const sent = request({ host: "127.0.0.1", port, path, method, headers, agent: false }, (answer) => {
      const pieces: Buffer[] = [];
      answer.on("data", (piece: Buffer) => pieces.push(piece));
      answer.on("end", () => resolve({ status: answer.statusCode ?? 0, body: Buffer.concat(pieces) }));
      answer.on("error", reject);
    });
    sent.on("error", reject);
    // In 16 KiB writes, so the body arrives in many pieces.
    for (let offset = 0; body && offset < body.length; offset += 16 * 1024) {
      sent.write(body.subarray(offset, offset + 16 * 1024));
    }
    sent.end();
  });
}

async function storedFiles(submissionId: number) {
  return testApp.db.selectFrom("evidence_files").selectAll().where("submission_id", "=", submissionId).execute();
}

async function view(cookie: string) {
  const response = await testApp.app.inject({
    method: "GET",
    url: caseApiPaths.view,
    cookies: { [CASE_COOKIE_NAME]: cookie },
  });
  return response.json<CaseView>().case;
}

/** The database's files on disk (SQLite: the database, its WAL): empty on PostgreSQL. */
function databaseFiles(): Buffer {
  const dir = testApp.database.env.DATA_DIR;
  if (!existsSync(dir)) return Buffer.alloc(0);
  return Buffer.concat(
    readdirSync(dir)
      .filter((name) => name.endsWith(".sqlite") || name.endsWith("-wal"))
      .map((name) => readFileSync(join(dir, name))),
  );
}

describe("evidence on the case page", () => {
  it("stores a file byte for byte: listed with name, size, time and SHA-256, and downloaded by the desk identical, as an attachment", async () => {
    const { reference, cookie } = await aCase();
    const bytes = png("EVIDENCE-MARKER-ROUNDTRIP", 150 * 1024);
    const answer = await upload(cookie, bytes, { name: "UPI debit — स्क्रीनशॉट.png" });
    expect(answer.statusCode).toBe(201);
    const { file } = answer.json<{ file: { id: string; sha256: string; bytes: number; name: string } }>();
    expect(file).toMatchObject({ sha256: sha256(bytes), bytes: bytes.length, name: "UPI debit — स्क्रीनशॉट.png" });

    const shown = await view(cookie);
    expect(shown.evidence.files.map((listed) => listed.sha256)).toEqual([sha256(bytes)]);
    expect(shown.evidence.files[0]!.receivedText).toMatch(/IST$/);
    expect(shown.evidence.limits.filesPerCase).toBe(3);

    const got = await download(reference, file.id);
    expect(got.statusCode).toBe(200);
    expect(got.rawPayload.equals(bytes)).toBe(true);
    expect(got.headers["content-type"]).toBe("image/png");
    expect(got.headers["x-content-type-options"]).toBe("nosniff");
    expect(got.headers["content-security-policy"]).toBe("default-src 'none'; sandbox");
    expect(got.headers["content-disposition"]).toBe(
      `attachment; filename="UPI debit _ __________.png"; filename*=UTF-8''${encodeURIComponent("UPI debit — स्क्रीनशॉट.png")}`,
    );
    const audit = await testApp.db
      .selectFrom("audit_log")
      .select("detail")
      .where("action", "=", "evidence.downloaded")
      .where("target_id", "=", reference)
      .execute();
    expect(audit).toHaveLength(1);

    const detail = (
      await testApp.app.inject({ method: "GET", url: adminApiPaths.submission(reference), headers: desk.headers })
    ).json<SubmissionDetail>();
    expect(detail.evidence.map((listed) => listed.id)).toEqual([file.id]);
  });

  it("keeps no plaintext at rest: neither the chunks nor the database files hold what was uploaded", async () => {
    const { cookie } = await aCase();
    const marker = "PLAINTEXT-MUST-NOT-REST-7f3a";
    expect((await upload(cookie, png(marker, 4096))).statusCode).toBe(201);
    const chunks = await testApp.db.selectFrom("evidence_chunks").select("sealed").execute();
    for (const chunk of chunks) expect(Buffer.from(chunk.sealed).includes(marker)).toBe(false);
    expect(databaseFiles().includes(marker)).toBe(false);
  });

  it("reads the type from the content: a web page or a program renamed to an allowed name is refused and nothing is stored", async () => {
    const { submissionId, cookie } = await aCase();
    const page = Buffer.from("<!DOCTYPE html><html><script>alert(1)</script></html>", "utf8");
    const program = Buffer.concat([Buffer.from("MZ"), Buffer.alloc(512, 1)]);
    const markup = await upload(cookie, page, { name: "chat.txt" });
    expect(markup.statusCode).toBe(415);
    expect(markup.json().message).toBe(evidenceMessages.markupRefused);
    const binary = await upload(cookie, program, { name: "photo.jpg" });
    expect(binary.statusCode).toBe(415);
    expect(binary.json().message).toBe(evidenceMessages.typeRefused);
    expect(await storedFiles(submissionId)).toEqual([]);
    expect(
      await testApp.db
        .selectFrom("evidence_chunks")
        .select("file_id")
        .where("file_id", "not in", testApp.db.selectFrom("evidence_files").select("id"))
        .execute(),
    ).toEqual([]);
  });

  it("accepts plain text in any script, and a WhatsApp export as a zip, stored as received", async () => {
    const { cookie } = await aCase();
    const chat = Buffer.from("[25/11/26, 10:02] Bank: आपका OTP 4411 है। किसी को न बताएं ✅\n", "utf8");
    expect((await upload(cookie, chat, { name: "chat.txt" })).statusCode).toBe(201);
    const zip = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(200, 7)]);
    expect((await upload(cookie, zip, { name: "WhatsApp Chat.zip" })).statusCode).toBe(201);
  });

  it("stores and serves a file byte for byte over a real connection, where the server frees each piece as it goes", async () => {
    const { reference, cookie } = await aCase();
    const bytes = Buffer.concat([png("OVER-THE-WIRE", 1024), randomBytes(250 * 1024)]);
    const uploaded = await overTheWire(
      "POST",
      caseApiPaths.evidence,
      {
        cookie: `${CASE_COOKIE_NAME}=${cookie}`,
        "content-type": "application/octet-stream",
        "content-length": String(bytes.length),
        [EVIDENCE_NAME_HEADER]: "wire.png",
        [EVIDENCE_SHA256_HEADER]: sha256(bytes),
      },
      bytes,
    );
    expect(uploaded.status).toBe(201);
    const { file } = JSON.parse(uploaded.body.toString("utf8")) as { file: { id: string; sha256: string } };
    expect(file.sha256).toBe(sha256(bytes));
    const got = await overTheWire("GET", adminApiPaths.submissionEvidence(reference, file.id), desk.headers);
    expect(got.status).toBe(200);
    expect(got.body.equals(bytes)).toBe(true);
  });

  it("refuses a missing or forged name and a malformed hash before reading a byte", async () => {
    const { submissionId, cookie } = await aCase();
    const bytes = png("NAMES");
    for (const name of ["", "line\nbreak.png", "x".repeat(201)]) {
      const answer = await upload(cookie, bytes, { name });
      expect(answer.statusCode).toBe(400);
      expect(answer.json().message).toBe(evidenceMessages.nameInvalid);
    }
    const badHash = await upload(cookie, bytes, { hash: "abc" });
    expect(badHash.statusCode).toBe(400);
    expect(badHash.json().message).toBe(evidenceMessages.hashInvalid);
    expect(await storedFiles(submissionId)).toEqual([]);
  });

  it("refuses a file whose bytes do not match the SHA-256 the browser computed, storing nothing", async () => {
    const { submissionId, cookie } = await aCase();
    const bytes = png("HASH-MISMATCH", 100 * 1024);
    const answer = await upload(cookie, bytes, { hash: sha256(png("SOMETHING-ELSE", 100 * 1024)) });
    expect(answer.statusCode).toBe(422);
    expect(answer.json().message).toBe(evidenceMessages.hashMismatch);
    expect(await storedFiles(submissionId)).toEqual([]);
  });

  it("refuses past the limits with their messages: a file too large, too many files, a full case, an empty file", async () => {
    const { submissionId, cookie } = await aCase();
    const large = await upload(cookie, png("TOO-LARGE", 301 * 1024));
    expect(large.statusCode).toBe(413);
    expect(large.json().message).toBe(evidenceMessages.tooLarge(300 * 1024));
    const empty = await upload(cookie, Buffer.alloc(0));
    expect(empty.statusCode).toBe(400);
    expect(await storedFiles(submissionId)).toEqual([]);

    for (const marker of ["ONE", "TWO"]) expect((await upload(cookie, png(marker, 290 * 1024))).statusCode).toBe(201);
    const full = await upload(cookie, png("THREE", 200 * 1024));
    expect(full.statusCode).toBe(413);
    expect(full.json().message).toBe(evidenceMessages.caseFull(700 * 1024));
    expect((await upload(cookie, png("SMALL", 1024))).statusCode).toBe(201);
    const fourth = await upload(cookie, png("FOUR", 1024));
    expect(fourth.statusCode).toBe(409);
    expect(fourth.json().message).toBe(evidenceMessages.tooManyFiles(3));
    expect(await storedFiles(submissionId)).toHaveLength(3);
  });

  it("takes no file on a case closed as spam, none without the case cookie, and none sent by another site", async () => {
    const closed = await aCase({ status: "spam" });
    const refused = await upload(closed.cookie, png("SPAM"));
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(evidenceMessages.caseClosed);
    expect((await upload(undefined, png("NO-COOKIE"))).statusCode).toBe(401);
    const open = await aCase();
    const crossSite = await upload(open.cookie, png("CROSS-SITE"), { headers: { origin: "https://attacker.example" } });
    expect(crossSite.statusCode).toBe(403);
    expect(await storedFiles(open.submissionId)).toEqual([]);
  });

  it("detects a changed or a cut-off stored file: the download refuses it rather than serving other bytes", async () => {
    const { reference, submissionId, cookie } = await aCase();
    const bytes = png("TAMPER", 150 * 1024);
    const { file } = (await upload(cookie, bytes)).json<{ file: { id: string } }>();
    const [first] = await testApp.db
      .selectFrom("evidence_chunks")
      .select("sealed")
      .where("file_id", "=", file.id)
      .where("chunk_index", "=", 0)
      .execute();
    const changed = Buffer.from(first!.sealed);
    changed[40] = changed[40]! ^ 0xff;
    await testApp.db
      .updateTable("evidence_chunks")
      .set({ sealed: changed })
      .where("file_id", "=", file.id)
      .where("chunk_index", "=", 0)
      .execute();
    expect((await download(reference, file.id)).statusCode).toBe(500);

    const other = (await upload(cookie, png("TRUNCATE", 150 * 1024))).json<{ file: { id: string } }>().file;
    await testApp.db
      .deleteFrom("evidence_chunks")
      .where("file_id", "=", other.id)
      .where("chunk_index", "=", 2)
      .execute();
    const read = async () => {
      for await (const _chunk of evidenceBytes(testApp.db, testApp.app.evidence.keyring, other.id)) {
        // Reading is what fails.
      }
    };
    await expect(read()).rejects.toBeInstanceOf(EvidenceIntegrityError);
    expect(await storedFiles(submissionId)).toHaveLength(2);
  });

  it("lets the victim remove a file sent by mistake until the desk has downloaded it", async () => {
    const { reference, cookie } = await aCase();
    const mistake = (await upload(cookie, png("MISTAKE"))).json<{ file: { id: string } }>().file;
    const kept = (await upload(cookie, png("KEPT"))).json<{ file: { id: string } }>().file;
    const remove = (id: string) =>
      testApp.app.inject({
        method: "POST",
        url: caseApiPaths.removeEvidence,
        cookies: { [CASE_COOKIE_NAME]: cookie },
        payload: { id },
      });
    const removed = await remove(mistake.id);
    expect(removed.statusCode).toBe(200);
    expect(removed.json<CaseView>().case.evidence.files.map((listed) => listed.id)).toEqual([kept.id]);

    await download(reference, kept.id);
    const late = await remove(kept.id);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(evidenceMessages.notRemovable);
    expect((await remove("not-a-file")).statusCode).toBe(404);
  });

  it("erasing the submission erases its files and their bytes", async () => {
    const { reference, submissionId, cookie } = await aCase();
    const { file } = (await upload(cookie, png("ERASE", 100 * 1024))).json<{ file: { id: string } }>();
    await eraseSubmission(
      testApp.db,
      reference,
      { id: null, name: "Test desk", email: "desk@cyberhelp.example" },
      new Date(),
    );
    expect(await storedFiles(submissionId)).toEqual([]);
    expect(
      await testApp.db.selectFrom("evidence_chunks").select("file_id").where("file_id", "=", file.id).execute(),
    ).toEqual([]);
  });

  it("the dashboard says how full the evidence storage is, and past the quota an upload is refused with nothing stored", async () => {
    const { cookie } = await aCase();
    const bytes = png("QUOTA", 50 * 1024);
    expect((await upload(cookie, bytes)).statusCode).toBe(201);
    const dashboard = await testApp.app.inject({ method: "GET", url: adminApiPaths.dashboard, headers: desk.headers });
    const storage = dashboard.json<{ evidenceStorage: { usedBytes: number; quotaBytes: number } }>().evidenceStorage;
    expect(storage.usedBytes).toBeGreaterThanOrEqual(bytes.length);

    // A second instance on the same database whose quota is already used up.
    const full = await startTestApp({
      env: { ...LIMITS, EVIDENCE_STORAGE_QUOTA_BYTES: String(storage.usedBytes) },
      database: testApp.database,
    });
    try {
      const refused = await full.app.inject({
        method: "POST",
        url: caseApiPaths.evidence,
        cookies: { [CASE_COOKIE_NAME]: cookie },
        headers: {
          "content-type": "application/octet-stream",
          [EVIDENCE_NAME_HEADER]: "more.png",
          [EVIDENCE_SHA256_HEADER]: sha256(bytes),
        },
        payload: bytes,
      });
      expect(refused.statusCode).toBe(507);
      expect(refused.json().message).toBe(evidenceMessages.storageFull);
    } finally {
      await full.close();
    }
  });

  it("without scripts, a file posted as a form is stored with the SHA-256 the server computed, and the browser goes back to the page", async () => {
    const { submissionId, cookie } = await aCase();
    const bytes = png("NO-SCRIPTS", 70 * 1024);
    const boundary = "----cyberhelp-evidence-test";
    const payload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="sms.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      bytes,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const answer = await testApp.app.inject({
      method: "POST",
      url: caseApiPaths.evidenceForm,
      cookies: { [CASE_COOKIE_NAME]: cookie },
      headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
      payload,
    });
    expect(answer.statusCode).toBe(303);
    expect(answer.headers.location).toBe("/case");
    const [stored] = await storedFiles(submissionId);
    expect(stored).toMatchObject({
      file_name: "sms.png",
      sha256: sha256(bytes),
      byte_size: bytes.length,
      status: "stored",
    });
  });

  it("a second instance on the same database serves the same file", async () => {
    const { reference, cookie } = await aCase();
    const bytes = png("TWO-INSTANCES", 80 * 1024);
    const { file } = (await upload(cookie, bytes)).json<{ file: { id: string } }>();
    const second = await startTestApp({ env: LIMITS, database: testApp.database });
    try {
      const got = await download(reference, file.id, second);
      expect(got.statusCode).toBe(200);
      expect(got.rawPayload.equals(bytes)).toBe(true);
    } finally {
      await second.close();
    }
  });
});
