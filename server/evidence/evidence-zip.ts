import { PassThrough, Readable } from "node:stream";
import type { Kysely } from "kysely";
import { ZipFile } from "yazl";
import { formatIndiaDateTime } from "~/shared/india-time";
import type { Database } from "../db/schema";
import type { EvidenceKeyring } from "./evidence-crypto";
import { evidenceBytes, listDeskEvidence } from "./evidence-store";

// All of a case's evidence as one download for the police (docs/decisions/0068): a zip of every
// stored file, byte for byte as received, under the safe name a single download gets (decision
// 0054), numbered so two files of one name stay two, with a manifest of names, sizes, times and
// SHA-256 hashes, which anyone can check with sha256sum. Streamed: each file is decrypted and
// verified chunk by chunk as the zip is written (a file that fails its check ends the download),
// so memory stays flat whatever the case holds.

/** The manifest, in English: the police and the bank read it. */
function manifest(reference: string, files: Awaited<ReturnType<typeof listDeskEvidence>>, names: string[], now: Date) {
  const lines = [
    `Evidence of case ${reference}, as the person sent it to CyberHelp`,
    `Made: ${formatIndiaDateTime(now)}`,
    "",
    "Each file is exactly as we received it. Its SHA-256 was computed when it reached us; check it",
    "with: sha256sum <file> (Linux), shasum -a 256 <file> (macOS), certutil -hashfile <file> SHA256 (Windows).",
    "",
  ];
  files.forEach((file, index) => {
    lines.push(
      `${names[index]}`,
      `  Sent as: ${file.shownName}`,
      `  Size: ${file.bytes.toLocaleString("en-IN")} bytes`,
      `  Received: ${file.receivedText}`,
      `  SHA-256: ${file.sha256}`,
      "",
    );
  });
  return Buffer.from(`${lines.join("\r\n")}`, "utf8");
}

/** The case's evidence zip as a stream; undefined when the case holds no stored file. */
export async function evidenceZip(
  db: Kysely<Database>,
  keyring: EvidenceKeyring,
  submissionId: number,
  reference: string,
  now: Date,
): Promise<Readable | undefined> {
  const files = await listDeskEvidence(db, submissionId);
  if (files.length === 0) return undefined;
  const width = String(files.length).length;
  const names = files.map((file, index) => `${String(index + 1).padStart(width, "0")}-${file.downloadName}`);
  const zip = new ZipFile();
  const output = new PassThrough();
  zip.outputStream.pipe(output);
  zip.addBuffer(manifest(reference, files, names, now), "manifest.txt", { mtime: now });
  files.forEach((file, index) => {
    // Stored, not compressed: photos, videos and PDFs are compressed already, and the bytes stay as sent.
    zip.addReadStreamLazy(
      `evidence/${names[index]}`,
      { mtime: new Date(file.receivedAt), compress: false, size: file.bytes },
      (done) => {
        const source = Readable.from(evidenceBytes(db, keyring, file.id));
        // A file that fails its check ends the whole download with the error: the zip is never
        // finished, so nobody takes a damaged file for what was sent.
        source.once("error", (error) => output.destroy(error));
        done(null, source);
      },
    );
  });
  zip.end();
  return output;
}
