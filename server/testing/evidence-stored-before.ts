import { createCipheriv, createHash, randomBytes, randomUUID } from "node:crypto";
import type { TestApp } from "./test-app";

/**
 * A file as the store wrote it before its row was bound to its encryption (seal version 1): each
 * 64 KiB chunk sealed with AES-256-GCM, the associated data naming only the file's id, the
 * chunk's index and whether it is the last. Laid out by hand from the record of that format
 * (server/evidence/evidence-crypto.ts), so a test of old files does not lean on the code it checks.
 */
export async function storeEvidenceSealedByIdAlone(
  testApp: TestApp,
  submissionId: number,
  bytes: Buffer,
  file: { name: string; type: string; mime: string },
): Promise<string> {
  const key = testApp.app.evidence.keyring.current;
  const fileId = randomUUID();
  const CHUNK = 64 * 1024;
  const count = Math.max(1, Math.ceil(bytes.length / CHUNK));
  await testApp.db
    .insertInto("evidence_files")
    .values({
      id: fileId,
      submission_id: submissionId,
      file_name: file.name,
      byte_size: bytes.length,
      sha256: createHash("sha256").update(bytes).digest("hex"),
      type: file.type,
      mime: file.mime,
      key_id: key.id,
      chunk_count: count,
      status: "stored",
      created_at: "2026-12-01T04:30:00.000Z",
      stored_at: "2026-12-01T04:30:01.000Z",
      downloaded_at: null,
    })
    .execute();
  for (let index = 0; index < count; index++) {
    const tail = Buffer.alloc(6);
    tail.writeUInt32BE(index, 1);
    tail.writeUInt8(index === count - 1 ? 1 : 0, 5);
    const nonce = randomBytes(12);
    const cipher = createCipheriv("aes-256-gcm", key.key, nonce, { authTagLength: 16 });
    cipher.setAAD(Buffer.concat([Buffer.from("cyberhelp-evidence-v1\0"), Buffer.from(fileId), tail]));
    const plain = bytes.subarray(index * CHUNK, (index + 1) * CHUNK);
    const sealed = Buffer.concat([nonce, cipher.update(plain), cipher.final(), cipher.getAuthTag()]);
    await testApp.db.insertInto("evidence_chunks").values({ file_id: fileId, chunk_index: index, sealed }).execute();
  }
  return fileId;
}
