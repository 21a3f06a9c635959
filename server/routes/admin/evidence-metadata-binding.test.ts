import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminApiPaths, caseApiPaths } from "~/shared/routes";
import { EVIDENCE_NAME_HEADER, EVIDENCE_SHA256_HEADER } from "~/shared/schemas/evidence";
import { signInAsAdmin, type AdminSession } from "~/server/testing/admin-session";
import { openTestCase } from "~/server/testing/case-session";
import { storeEvidenceSealedByIdAlone } from "~/server/testing/evidence-stored-before";
import { startTestApp, type TestApp } from "~/server/testing/test-app";
import { CASE_COOKIE_NAME } from "~/server/cases/case-cookies";
import { submissionMessages } from "~/shared/messages/admin";

// A file's name, type and hash are bound to its encryption (docs/decisions/0027): a row changed
// in the database, whether its name, its type, its hash or its case, makes the file fail its
// check, and the desk's download answers that error before a byte of it is sent. Files stored
// before the binding, sealed with their id alone, still download as they are.

let testApp: TestApp;
let desk: AdminSession;
beforeAll(async () => {
  testApp = await startTestApp({ env: { EVIDENCE_UPLOADS_PER_ADDRESS_PER_DAY: "1000" } });
  desk = await signInAsAdmin(testApp, { name: "Anita Desk" });
});
afterAll(async () => {
  await testApp.close();
});

const sha256 = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");

/** A bank SMS, a few chunks long: the last chunk is not the first. */
const SMS = Buffer.from("HDFC Bank: Rs 40,000 debited from a/c XX1234 by UPI ref 412345678901.\n".repeat(2500), "utf8");
const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]),
  Buffer.alloc(2000, 0x2a),
]);

async function sent(bytes: Buffer, name: string) {
  const { reference, submissionId, cookie } = await openTestCase(testApp);
  const answer = await testApp.app.inject({
    method: "POST",
    url: caseApiPaths.evidence,
    cookies: { [CASE_COOKIE_NAME]: cookie },
    headers: {
      "content-type": "application/octet-stream",
      [EVIDENCE_NAME_HEADER]: encodeURIComponent(name),
      [EVIDENCE_SHA256_HEADER]: sha256(bytes),
    },
    payload: bytes,
  });
  expect(answer.statusCode).toBe(201);
  return { reference, submissionId, fileId: answer.json<{ file: { id: string } }>().file.id };
}

function download(reference: string, fileId: string) {
  return testApp.app.inject({
    method: "GET",
    url: adminApiPaths.submissionEvidence(reference, fileId),
    headers: desk.headers,
  });
}

async function downloadedAt(fileId: string) {
  const row = await testApp.db
    .selectFrom("evidence_files")
    .select("downloaded_at")
    .where("id", "=", fileId)
    .executeTakeFirstOrThrow();
  return row.downloaded_at;
}

async function downloadsAudited(reference: string) {
  return testApp.db
    .selectFrom("audit_log")
    .select("id")
    .where("action", "=", "evidence.downloaded")
    .where("target_id", "=", reference)
    .execute();
}

/** What the desk is answered for a file that fails its check: the error, and none of the file. */
async function expectRefusedUnsent(reference: string, fileId: string) {
  const got = await download(reference, fileId);
  expect(got.statusCode).toBe(500);
  expect(got.json()).toEqual({ status: "error", message: submissionMessages.evidenceDamaged });
  expect(got.headers["content-disposition"]).toBeUndefined();
  expect(got.rawPayload.includes(Buffer.from("HDFC Bank"))).toBe(false);
  expect(await downloadedAt(fileId)).toBeNull();
  expect(await downloadsAudited(reference)).toEqual([]);
}

describe("a file's stored name, type and hash are bound to its encryption", () => {
  const changes = [
    ["its name", { file_name: "refund-form.exe" }],
    ["its type", { type: "pdf" }],
    ["its content type", { mime: "text/html" }],
    ["its hash", { sha256: sha256(Buffer.from("another file")) }],
    ["its size", { byte_size: SMS.length - 1 }],
  ] as const;

  it.each(changes)(
    "a file several chunks long whose row has %s changed in the database is not served: the desk is told it failed its check",
    async (_, change) => {
      const { reference, fileId } = await sent(SMS, "bank-sms.txt");
      await testApp.db.updateTable("evidence_files").set(change).where("id", "=", fileId).execute();
      await expectRefusedUnsent(reference, fileId);
    },
  );

  it("a one-chunk file whose name is changed in the database is not served either", async () => {
    const { reference, fileId } = await sent(PNG, "upi-receipt.png");
    await testApp.db
      .updateTable("evidence_files")
      .set({ file_name: "upi-receipt (1).png" })
      .where("id", "=", fileId)
      .execute();
    await expectRefusedUnsent(reference, fileId);
  });

  it("a file moved to another case in the database is not served from that case", async () => {
    const { fileId } = await sent(PNG, "upi-receipt.png");
    const other = await openTestCase(testApp);
    await testApp.db
      .updateTable("evidence_files")
      .set({ submission_id: other.submissionId })
      .where("id", "=", fileId)
      .execute();
    await expectRefusedUnsent(other.reference, fileId);
  });

  it("the same file, unchanged, is served byte for byte", async () => {
    const { reference, fileId } = await sent(SMS, "bank-sms.txt");
    const got = await download(reference, fileId);
    expect(got.statusCode).toBe(200);
    expect(got.rawPayload.equals(SMS)).toBe(true);
  });
});

describe("files stored before the binding", () => {
  it("a file sealed with its id alone, as files were stored before, still downloads byte for byte under its name", async () => {
    const { reference, submissionId } = await openTestCase(testApp);
    const fileId = await storeEvidenceSealedByIdAlone(testApp, submissionId, SMS, {
      name: "bank-sms.txt",
      type: "text",
      mime: "text/plain; charset=utf-8",
    });
    const got = await download(reference, fileId);
    expect(got.statusCode).toBe(200);
    expect(got.headers["content-disposition"]).toBe(
      `attachment; filename="bank-sms.txt"; filename*=UTF-8''bank-sms.txt`,
    );
    expect(got.rawPayload.equals(SMS)).toBe(true);
    expect(await downloadedAt(fileId)).not.toBeNull();
  });

  it("an old file whose chunk was altered still fails its check", async () => {
    const { reference, submissionId } = await openTestCase(testApp);
    const fileId = await storeEvidenceSealedByIdAlone(testApp, submissionId, PNG, {
      name: "receipt.png",
      type: "png",
      mime: "image/png",
    });
    const chunk = await testApp.db
      .selectFrom("evidence_chunks")
      .select("sealed")
      .where("file_id", "=", fileId)
      .executeTakeFirstOrThrow();
    const altered = Buffer.from(chunk.sealed);
    altered[20] = altered[20]! ^ 0x01;
    await testApp.db.updateTable("evidence_chunks").set({ sealed: altered }).where("file_id", "=", fileId).execute();
    await expectRefusedUnsent(reference, fileId);
  });
});
