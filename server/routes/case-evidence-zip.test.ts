import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import yauzl from "yauzl";
import { caseApiPaths } from "~/shared/routes";
import { EVIDENCE_NAME_HEADER, EVIDENCE_SHA256_HEADER } from "~/shared/schemas/evidence";
import { openTestCase } from "../testing/case-session";
import { startTestApp, type TestApp } from "../testing/test-app";
import { CASE_COOKIE_NAME } from "../cases/case-cookies";
import { evidenceMessages } from "~/shared/messages/evidence";

// "Download all my evidence" (docs/decisions/0068): one zip of every file the case holds, byte
// for byte, under safe numbered names, with a manifest of names, sizes, times and SHA-256; only
// for the case's own session. On SQLite, and on PostgreSQL when TEST_DATABASE_URL is set.

let testApp: TestApp;
beforeAll(async () => {
  testApp = await startTestApp({ env: { EVIDENCE_UPLOADS_PER_ADDRESS_PER_DAY: "1000" } });
});
afterAll(async () => {
  await testApp.close();
});

const sha256 = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");

function png(marker: string, size: number): Buffer {
  const head = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
  return Buffer.concat([head, Buffer.from(marker, "utf8"), Buffer.alloc(size, 0x2a)]);
}

async function upload(cookie: string, bytes: Buffer, name: string): Promise<void> {
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
  expect(answer.statusCode, answer.body).toBe(201);
}

/** Every entry of a zip, by name, with its bytes. */
function entriesOf(zip: Buffer): Promise<Map<string, Buffer>> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(zip, { lazyEntries: true }, (error, file) => {
      if (error || !file) return reject(error ?? new Error("no zip"));
      const entries = new Map<string, Buffer>();
      file.on("entry", (entry: yauzl.Entry) => {
        file.openReadStream(entry, (streamError, stream) => {
          if (streamError || !stream) return reject(streamError ?? new Error("no entry stream"));
          const chunks: Buffer[] = [];
          stream.on("data", (chunk: Buffer) => chunks.push(chunk));
          stream.on("end", () => {
            entries.set(entry.fileName, Buffer.concat(chunks));
            file.readEntry();
          });
        });
      });
      file.on("end", () => resolve(entries));
      file.readEntry();
    });
  });
}

function downloadZip(cookie: string | undefined) {
  return testApp.app.inject({
    method: "GET",
    url: caseApiPaths.evidenceZip,
    cookies: cookie === undefined ? {} : { [CASE_COOKIE_NAME]: cookie },
  });
}

describe("all the case's evidence as one zip", () => {
  it("holds every file byte for byte under safe numbered names, and a manifest with each one's SHA-256", async () => {
    const { cookie, reference } = await openTestCase(testApp);
    const first = png("FIRST", 150 * 1024);
    const second = png("SECOND", 2048);
    await upload(cookie, first, "UPI debit — स्क्रीनशॉट.png");
    // The same name twice, and a name that would hide its kind: both kept apart, both safe.
    await upload(cookie, second, "bank\u202Egnp.bat");

    const answer = await downloadZip(cookie);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers["content-type"]).toBe("application/zip");
    expect(answer.headers["content-disposition"]).toBe(`attachment; filename="${reference}-evidence.zip"`);
    expect(answer.headers["cache-control"]).toBe("no-store");

    const entries = await entriesOf(answer.rawPayload);
    const names = [...entries.keys()];
    expect(names[0]).toBe("manifest.txt");
    const files = names.filter((name) => name.startsWith("evidence/"));
    expect(files).toHaveLength(2);
    expect(files[0]).toMatch(/^evidence\/1-UPI debit .*\.png$/);
    expect(files[1]).toMatch(/^evidence\/2-[^\u202E/]*\.png$/);
    expect(entries.get(files[0]!)!.equals(first)).toBe(true);
    expect(entries.get(files[1]!)!.equals(second)).toBe(true);

    const manifest = entries.get("manifest.txt")!.toString("utf8");
    expect(manifest).toContain(`Evidence of case ${reference}`);
    for (const [index, bytes] of [first, second].entries()) {
      expect(manifest).toContain(files[index]!.slice("evidence/".length));
      expect(manifest).toContain(`SHA-256: ${sha256(bytes)}`);
      expect(manifest).toContain(`Size: ${bytes.length.toLocaleString("en-IN")} bytes`);
    }
  });

  it("is refused without the case's session, and says so for a case with no file", async () => {
    expect((await downloadZip(undefined)).statusCode).toBe(401);
    expect((await downloadZip("not-a-session")).statusCode).toBe(401);
    const { cookie } = await openTestCase(testApp);
    const empty = await downloadZip(cookie);
    expect(empty.statusCode).toBe(404);
    expect(empty.json()).toEqual({ status: "error", message: evidenceMessages.noFiles });
  });

  it("ends the download, never a whole zip, when a stored file fails its check", async () => {
    const { cookie, submissionId } = await openTestCase(testApp);
    await upload(cookie, png("TAMPERED", 150 * 1024), "statement.png");
    const chunk = await testApp.db
      .selectFrom("evidence_chunks")
      .innerJoin("evidence_files", "evidence_files.id", "evidence_chunks.file_id")
      .select(["evidence_chunks.file_id", "evidence_chunks.chunk_index", "evidence_chunks.sealed"])
      .where("evidence_files.submission_id", "=", submissionId)
      .where("evidence_chunks.chunk_index", "=", 1)
      .executeTakeFirstOrThrow();
    const sealed = Buffer.from(chunk.sealed);
    sealed[sealed.length - 20]! ^= 0xff;
    await testApp.db
      .updateTable("evidence_chunks")
      .set({ sealed })
      .where("file_id", "=", chunk.file_id)
      .where("chunk_index", "=", chunk.chunk_index)
      .execute();
    const answer = await downloadZip(cookie).then(
      (response) => response.rawPayload,
      () => Buffer.alloc(0),
    );
    await expect(entriesOf(answer)).rejects.toThrow();
  });
});
