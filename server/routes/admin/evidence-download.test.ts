import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminApiPaths, caseApiPaths } from "~/shared/routes";
import type { SubmissionDetail } from "~/shared/schemas/admin-replies";
import { EVIDENCE_NAME_HEADER, EVIDENCE_SHA256_HEADER } from "~/shared/schemas/evidence";
import { EVIDENCE_CHUNK_BYTES } from "~/server/evidence/evidence-crypto";
import { signInAsAdmin, type AdminSession } from "~/server/testing/admin-session";
import { openTestCase } from "~/server/testing/case-session";
import { storeEvidenceSealedByIdAlone } from "~/server/testing/evidence-stored-before";
import { startTestApp, type TestApp } from "~/server/testing/test-app";
import { CASE_COOKIE_NAME } from "~/server/cases/case-cookies";
import { evidenceMessages } from "~/shared/messages/evidence";

// What the desk's download of an evidence file is called, and what it holds, through the real
// routes (docs/decisions/0054): a name whose extension comes from the type read from the bytes,
// never from the name the file was sent with; the bytes and their SHA-256 exactly as received;
// and text refused for markup anywhere in it, not only in its first bytes.

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

const CHAT = Buffer.from(
  "[25/11/26, 10:02] HDFC Care: Your KYC is pending, share the OTP to avoid a block.\n" +
    "[25/11/26, 10:03] Me: आपका OTP 4411 है ✅\n",
  "utf8",
);
const PDF = Buffer.concat([Buffer.from("%PDF-1.7\n1 0 obj\n<< /Type /Catalog >>\nendobj\n"), Buffer.alloc(600, 0x20)]);
const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]),
  Buffer.alloc(2000, 0x2a),
]);
const ZIP = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(200, 7)]);

/** Chat lines, exactly `length` bytes of them, ending on a whole character. */
function chat(length: number): Buffer {
  const lines = Buffer.concat(Array.from({ length: Math.ceil(length / CHAT.length) }, () => CHAT));
  const whole = Buffer.from(new TextDecoder().decode(lines.subarray(0, length), { stream: true }), "utf8");
  return Buffer.concat([whole, Buffer.alloc(length - whole.length, 0x20)]);
}

function upload(cookie: string, bytes: Buffer, name: string) {
  return testApp.app.inject({
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
}

/** A new case with one file sent as `name`, and the desk's download of it. */
async function sentAndDownloaded(bytes: Buffer, name: string) {
  const { reference, cookie } = await openTestCase(testApp);
  const sent = await upload(cookie, bytes, name);
  expect(sent.statusCode).toBe(201);
  const { file } = sent.json<{ file: { id: string; sha256: string } }>();
  const got = await testApp.app.inject({
    method: "GET",
    url: adminApiPaths.submissionEvidence(reference, file.id),
    headers: desk.headers,
  });
  expect(got.statusCode).toBe(200);
  return { reference, file, got };
}

const disposition = (name: string, fallback = name) =>
  `attachment; filename="${fallback}"; filename*=UTF-8''${encodeURIComponent(name)}`;

async function storedFiles(submissionId: number) {
  return testApp.db.selectFrom("evidence_files").selectAll().where("submission_id", "=", submissionId).execute();
}

describe("the desk's evidence download", () => {
  it("saves text sent as evidence.html as evidence.txt, as text/plain with nosniff", async () => {
    const { got } = await sentAndDownloaded(CHAT, "evidence.html");
    expect(got.headers["content-disposition"]).toBe(disposition("evidence.txt"));
    expect(got.headers["content-type"]).toBe("text/plain; charset=utf-8");
    expect(got.headers["x-content-type-options"]).toBe("nosniff");
    expect(got.headers["content-security-policy"]).toBe("default-src 'none'; sandbox");
  });

  it("saves a WhatsApp chat sent as WhatsApp Chat.js as WhatsApp Chat.txt", async () => {
    const { got } = await sentAndDownloaded(CHAT, "WhatsApp Chat.js");
    expect(got.headers["content-disposition"]).toBe(disposition("WhatsApp Chat.txt"));
  });

  it("saves a file sent as invoice, a right-to-left override and txt.bat without the override, with its bytes' extension", async () => {
    const { got } = await sentAndDownloaded(PDF, "invoice\u202Etxt.bat");
    const header = String(got.headers["content-disposition"]);
    expect(header).toBe(disposition("invoicetxt.pdf"));
    expect(header).not.toMatch(/%E2%80%AE|bat/i);
    expect(got.headers["content-type"]).toBe("application/pdf");
    expect(got.headers["x-content-type-options"]).toBe("nosniff");
  });

  it("saves a file sent as ../../etc/passwd with no slash or dot before its extension", async () => {
    const { got } = await sentAndDownloaded(CHAT, "../../etc/passwd");
    expect(got.headers["content-disposition"]).toBe(disposition("etcpasswd.txt"));
  });

  it("keeps a Hindi name in filename*, with the extension of the bytes rather than the one sent", async () => {
    const { got } = await sentAndDownloaded(PNG, "बैंक का मैसेज.jpg");
    expect(got.headers["content-disposition"]).toBe(disposition("बैंक का मैसेज.png", "____ __ _____.png"));
  });

  it("changes only the name: chat.html downloads as chat.txt with its bytes exactly as received, hashing to the stored SHA-256", async () => {
    const bytes = chat(150 * 1024);
    const { file, got } = await sentAndDownloaded(bytes, "chat.html");
    expect(got.headers["content-disposition"]).toBe(disposition("chat.txt"));
    const stored = await testApp.db
      .selectFrom("evidence_files")
      .select(["sha256", "byte_size"])
      .where("id", "=", file.id)
      .executeTakeFirstOrThrow();
    expect(stored.sha256).toBe(sha256(bytes));
    expect(file.sha256).toBe(stored.sha256);
    expect(sha256(got.rawPayload)).toBe(stored.sha256);
    expect(got.rawPayload.equals(bytes)).toBe(true);
    expect(got.headers["content-length"]).toBe(String(bytes.length));
  });

  it("saves a file stored before, of a type no longer known, as .bin", async () => {
    const { reference, submissionId } = await openTestCase(testApp);
    const fileId = await storeEvidenceSealedByIdAlone(testApp, submissionId, PNG, {
      name: "old.gif",
      type: "gif",
      mime: "image/gif",
    });
    const got = await testApp.app.inject({
      method: "GET",
      url: adminApiPaths.submissionEvidence(reference, fileId),
      headers: desk.headers,
    });
    expect(got.statusCode).toBe(200);
    expect(got.headers["content-disposition"]).toBe(disposition("old.bin"));
    expect(got.headers["content-type"]).toBe("image/gif");
  });
});

describe("the desk's list of a case's evidence", () => {
  it("gives each file its download name, its sent name with invisible characters written out, and a viewer note for PDFs and zips only", async () => {
    const { reference, cookie } = await openTestCase(testApp);
    for (const [bytes, name] of [
      [PDF, "invoice\u202Etxt.bat"],
      [ZIP, "WhatsApp Chat.zip"],
      [CHAT, "<img src=x onerror=alert(1)>.html"],
    ] as const) {
      expect((await upload(cookie, bytes, name)).statusCode).toBe(201);
    }
    const detail = (
      await testApp.app.inject({ method: "GET", url: adminApiPaths.submission(reference), headers: desk.headers })
    ).json<SubmissionDetail>();
    expect(
      detail.evidence.map(({ name, downloadName, shownName, openInViewer }) => ({
        name,
        downloadName,
        shownName,
        openInViewer,
      })),
    ).toEqual([
      {
        name: "invoice\u202Etxt.bat",
        downloadName: "invoicetxt.pdf",
        shownName: "invoice[U+202E]txt.bat",
        openInViewer: true,
      },
      {
        name: "WhatsApp Chat.zip",
        downloadName: "WhatsApp Chat.zip",
        shownName: "WhatsApp Chat.zip",
        openInViewer: true,
      },
      {
        name: "<img src=x onerror=alert(1)>.html",
        downloadName: "<img src=x onerror=alert(1)>.txt",
        shownName: "<img src=x onerror=alert(1)>.html",
        openInViewer: false,
      },
    ]);
  });
});

describe("text is checked for markup whole, not only its first bytes", () => {
  async function refusedWithNothingStored(bytes: Buffer) {
    const { submissionId, cookie } = await openTestCase(testApp);
    const answer = await upload(cookie, bytes, "chat.txt");
    expect(answer.statusCode).toBe(415);
    expect(answer.json().message).toBe(evidenceMessages.markupRefused);
    expect(await storedFiles(submissionId)).toEqual([]);
    expect(
      await testApp.db
        .selectFrom("evidence_chunks")
        .select("file_id")
        .where("file_id", "not in", testApp.db.selectFrom("evidence_files").select("id"))
        .execute(),
    ).toEqual([]);
  }

  it("refuses a 30 KB text with <script> at byte 20,000 with the markup message, storing nothing", async () => {
    const bytes = Buffer.concat([chat(20_000), Buffer.from("<script>alert(1)</script>"), chat(30 * 1024 - 20_025)]);
    expect(bytes.indexOf("<script>")).toBe(20_000);
    expect(bytes).toHaveLength(30 * 1024);
    await refusedWithNothingStored(bytes);
  });

  it("refuses a text whose <script> is split across the boundary of two stored chunks, storing nothing", async () => {
    const at = EVIDENCE_CHUNK_BYTES - 4;
    const bytes = Buffer.concat([chat(at), Buffer.from("<script>fetch('//evil.example')</script>"), chat(10_000)]);
    expect(bytes.subarray(EVIDENCE_CHUNK_BYTES - 4, EVIDENCE_CHUNK_BYTES).toString()).toBe("<scr");
    await refusedWithNothingStored(bytes);
  });

  it("refuses an onerror handler deep in a text several chunks long, storing nothing", async () => {
    const bytes = Buffer.concat([
      chat(3 * EVIDENCE_CHUNK_BYTES + 100),
      Buffer.from("<img src=x onerror=go()>"),
      chat(500),
    ]);
    await refusedWithNothingStored(bytes);
  });

  it("accepts a chat several chunks long with no markup, and serves it back byte for byte", async () => {
    const bytes = chat(3 * EVIDENCE_CHUNK_BYTES + 777);
    const { got } = await sentAndDownloaded(bytes, "WhatsApp Chat with Bank.txt");
    expect(got.rawPayload.equals(bytes)).toBe(true);
    expect(got.headers["content-disposition"]).toBe(disposition("WhatsApp Chat with Bank.txt"));
  });
});
