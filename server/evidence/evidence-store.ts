import type { Clock } from "../clock";
import { createHash, randomUUID } from "node:crypto";
import { IncomingMessage } from "node:http";
import type { Readable } from "node:stream";
import type { Kysely } from "kysely";
import { formatIndiaDateTime } from "~/shared/india-time";
import type { DeskEvidenceFile, EvidenceFile, EvidenceLimits } from "~/shared/schemas/evidence";
import type { Database } from "../db/schema";
import {
  CURRENT_SEAL_VERSION,
  EVIDENCE_CHUNK_BYTES,
  EvidenceIntegrityError,
  openChunk,
  SEALED_CHUNK_MAX_BYTES,
  sealChunk,
  type EvidenceKeyring,
  type EvidenceSeal,
} from "./evidence-crypto";
import { evidenceDownloadName, evidenceShownName } from "./evidence-disposition";
import {
  releaseReservation,
  reserveEvidenceSpace,
  settleReservation,
  type EvidenceQuotaConfig,
  type Reservation,
} from "./evidence-quota";
import { EvidenceRefusal } from "./evidence-refusal";
import { checkTextAsItStreams, detectEvidenceType, SNIFF_BYTES, type TextCheck } from "./file-type";
import { releaseBuffer } from "./release-buffer";
import { evidenceMessages } from "~/shared/messages/evidence";
import { sizeText } from "~/shared/size-text";

// Evidence kept exactly as received (issue: evidence uploads). A file streams in: its type is
// read from its first bytes (and text is then checked whole, chunk by chunk), its SHA-256 is
// computed as it arrives and must match the one the browser computed before sending, and it is
// sealed in 64 KiB chunks (./evidence-crypto.ts) as rows of their own, so neither an upload nor
// a download holds a whole file in memory. The seals bind the file's case, name and type, and its
// hash and size, so a row changed in the database fails like a changed chunk. A file is
// 'receiving' until its last chunk and its hash are in; anything that goes wrong before removes
// it, so a refused upload leaves nothing behind. Its space in the case and the site is taken
// before its first byte is read, and given back if it fails (./evidence-quota.ts).

export interface EvidenceConfig extends EvidenceLimits, EvidenceQuotaConfig {}

export { EvidenceRefusal };

/** An upload still 'receiving' after this long was cut off (a crash, a closed tab): its rows go. */
const ABANDONED_AFTER_MS = 60 * 60 * 1000;

function toEvidenceFile(row: {
  id: string;
  file_name: string;
  byte_size: number;
  sha256: string;
  stored_at: string | null;
  created_at: string;
  downloaded_at: string | null;
}): EvidenceFile {
  const receivedAt = row.stored_at ?? row.created_at;
  return {
    id: row.id,
    name: row.file_name,
    bytes: Number(row.byte_size),
    sizeText: sizeText(Number(row.byte_size)),
    sha256: row.sha256,
    receivedAt,
    receivedText: formatIndiaDateTime(new Date(receivedAt)),
    removable: row.downloaded_at === null,
  };
}

const LISTED = ["id", "file_name", "byte_size", "sha256", "stored_at", "created_at", "downloaded_at"] as const;

function storedFilesOf(db: Kysely<Database>, submissionId: number) {
  return db
    .selectFrom("evidence_files")
    .select([...LISTED, "type"])
    .where("submission_id", "=", submissionId)
    .where("status", "=", "stored")
    .orderBy("stored_at")
    .orderBy("id")
    .execute();
}

/** A case's stored files, oldest first. */
export async function listEvidence(db: Kysely<Database>, submissionId: number): Promise<EvidenceFile[]> {
  return (await storedFilesOf(db, submissionId)).map(toEvidenceFile);
}

/** The types the desk is told to open in a viewer: documents and archives that can carry more than they show. */
const OPEN_IN_VIEWER = new Set(["pdf", "zip"]);

/**
 * A case's stored files as the desk sees them, oldest first: with the name a download is saved
 * under, the sent name with its invisible characters shown, and whether to open it in a viewer.
 */
export async function listDeskEvidence(db: Kysely<Database>, submissionId: number): Promise<DeskEvidenceFile[]> {
  return (await storedFilesOf(db, submissionId)).map((row) => ({
    ...toEvidenceFile(row),
    downloadName: evidenceDownloadName(row.file_name, row.type),
    shownName: evidenceShownName(row.file_name),
    openInViewer: OPEN_IN_VIEWER.has(row.type),
  }));
}

/** Whether a case takes more files: not once it is closed as spam ("This wasn't me"). */
async function caseAcceptsUploads(db: Kysely<Database>, submissionId: number): Promise<boolean> {
  const row = await db.selectFrom("submissions").select("status").where("id", "=", submissionId).executeTakeFirst();
  return row !== undefined && row.status !== "spam";
}

/**
 * Reads `stream` into chunks of `size` bytes, the last one possibly shorter. The chunks are
 * views of two buffers used in turn, so a 25 MB upload allocates 128 KiB here rather than a copy
 * of itself for the garbage collector: a chunk stays valid until the one after next is read,
 * which is enough for receiveEvidence, which seals each chunk as soon as the next one arrives.
 * With `releasePieces`, each piece read is freed once copied (./release-buffer.ts): only for
 * pieces made for this reader alone.
 */
async function* chunksOf(stream: AsyncIterable<Buffer>, size: number, releasePieces: boolean): AsyncGenerator<Buffer> {
  const buffers = [Buffer.allocUnsafe(size), Buffer.allocUnsafe(size)];
  let turn = 0;
  let filled = 0;
  for await (const piece of stream) {
    let offset = 0;
    while (offset < piece.length) {
      const copied = piece.copy(buffers[turn]!, filled, offset, Math.min(piece.length, offset + size - filled));
      filled += copied;
      offset += copied;
      if (filled === size) {
        yield buffers[turn]!;
        turn = 1 - turn;
        filled = 0;
      }
    }
    if (releasePieces) releaseBuffer(piece);
  }
  if (filled > 0) yield buffers[turn]!.subarray(0, filled);
}

/** A file refused for what its bytes are: markup or script, or not a kind of file we take. */
function typeRefusal(reason: "markup" | "unknown"): EvidenceRefusal {
  return new EvidenceRefusal(415, reason === "markup" ? evidenceMessages.markupRefused : evidenceMessages.typeRefused);
}

/** Whether a name holds a control character (a line break could forge a header or a log line). */
function hasControlCharacters(text: string): boolean {
  return Array.from(text).some((char) => {
    const code = char.codePointAt(0) ?? 0;
    return code < 0x20 || code === 0x7f;
  });
}

/** The file's name as it will be kept and shown, or null for a missing, long or forged one. */
export function evidenceFileName(raw: string | null | undefined): string | null {
  const name = raw?.trim() ?? "";
  if (name === "" || name.length > 200 || hasControlCharacters(name)) return null;
  return name;
}

export interface IncomingEvidence {
  submissionId: number;
  fileName: string;
  /** What the browser computed before sending, lower-case hex; null from a form sent without scripts. */
  sha256: string | null;
  /** Content-Length, when the browser sent one: a file too large is refused before a byte is read. */
  declaredBytes: number | null;
  /**
   * When the size is not declared, the length of a body that holds the file and more (a form's
   * Content-Length): the file is no larger, so no more space is taken for it.
   */
  bodyBytes?: number | null;
  /** Who sends it, for the daily caps per address. */
  clientAddress: string;
}

/**
 * Stores one uploaded file, or throws EvidenceRefusal having stored nothing. The checks that
 * need no bytes come first, then its space is taken (its declared size, or the most it can be);
 * the type is read from the first bytes; the size and the hash are checked as the rest streams
 * in. Stored, it holds its real size; refused or cut off, its space is given back.
 */
export async function receiveEvidence(
  db: Kysely<Database>,
  keyring: EvidenceKeyring,
  config: EvidenceConfig,
  incoming: IncomingEvidence,
  body: Readable,
  /** Read twice: when the upload starts, and when its last byte is in (a slow phone takes minutes). */
  clock: Clock,
): Promise<EvidenceFile> {
  const now = clock.now();
  const { submissionId } = incoming;
  if (!(await caseAcceptsUploads(db, submissionId))) throw new EvidenceRefusal(409, evidenceMessages.caseClosed);
  await db
    .deleteFrom("evidence_files")
    .where("submission_id", "=", submissionId)
    .where("status", "=", "receiving")
    .where("created_at", "<", new Date(now.getTime() - ABANDONED_AFTER_MS).toISOString())
    // An upload arriving holds space; one whose space lapsed is swept with it (./evidence-quota.ts).
    .where("id", "not in", db.selectFrom("evidence_reservations").select("file_id"))
    .execute();

  const largest = Math.max(config.fileMaxBytes, config.videoMaxBytes);
  const declared = incoming.declaredBytes;
  if (declared !== null && declared > largest) throw new EvidenceRefusal(413, evidenceMessages.tooLarge(largest));

  const key = keyring.current;
  const fileId = randomUUID();
  let reservation: Reservation;
  try {
    reservation = await reserveEvidenceSpace(
      db,
      config,
      {
        fileId,
        submissionId,
        bytes: declared ?? Math.min(incoming.bodyBytes ?? largest, largest),
        clientAddress: incoming.clientAddress,
      },
      now,
    );
  } catch (error) {
    body.resume();
    throw error;
  }
  const hash = createHash("sha256");
  let created = false;
  let index = 0;
  let bytes = 0;
  let maxBytes = config.fileMaxBytes;
  /** The chunk read but not yet sealed: only the next read tells whether it is the last. */
  let heldChunk: Buffer | null = null;
  /** For text, the rules of text over the whole file: the first chunk's head only decided it is text. */
  let textCheck: TextCheck | null = null;
  const refuseIfNotText = (reason: "markup" | "unknown" | undefined) => {
    if (reason) throw typeRefusal(reason);
  };

  // Every chunk is sealed into this one buffer: the insert is awaited before the next seal, and
  // both drivers have copied the bytes by then (better-sqlite3 on binding, pg into its message).
  const sealedChunk = Buffer.allocUnsafe(SEALED_CHUNK_MAX_BYTES);

  /** Set from the first chunk, which decides the type. */
  let fileSeal: Omit<Extract<EvidenceSeal, { version: typeof CURRENT_SEAL_VERSION }>, "whole"> | null = null;

  /** Seals a chunk to the file; the last one also to the whole file's hash and size. */
  async function seal(chunk: Buffer, whole?: { sha256: string; bytes: number }): Promise<void> {
    const last = whole !== undefined;
    const sealed = sealChunk(key, { ...fileSeal!, whole }, index, last, chunk, sealedChunk);
    await db.insertInto("evidence_chunks").values({ file_id: fileId, chunk_index: index, sealed }).execute();
    index += 1;
  }

  try {
    // Node's HTTP parser copies each piece of a request's body into a Buffer of its own and hands
    // it to the body's one reader, here; a multipart part or a test's request may hand on
    // Buffers someone else still holds, so theirs are left to the garbage collector.
    const piecesAreOurs = body instanceof IncomingMessage;
    for await (const chunk of chunksOf(body, EVIDENCE_CHUNK_BYTES, piecesAreOurs)) {
      if (!created) {
        // A chunk is 64 KiB, more than the type needs: the first one decides it.
        const detected = detectEvidenceType(chunk.subarray(0, SNIFF_BYTES));
        if (!detected.ok) throw typeRefusal(detected.reason);
        if (detected.type === "text") textCheck = checkTextAsItStreams();
        maxBytes = detected.type === "mp4" ? config.videoMaxBytes : config.fileMaxBytes;
        fileSeal = {
          version: CURRENT_SEAL_VERSION,
          fileId,
          submissionId,
          fileName: incoming.fileName,
          type: detected.type,
          mime: detected.mime,
        };
        await db
          .insertInto("evidence_files")
          .values({
            id: fileId,
            submission_id: submissionId,
            file_name: incoming.fileName,
            // Filled in once the whole file is in and its hash known.
            sha256: incoming.sha256 ?? "",
            type: detected.type,
            mime: detected.mime,
            key_id: key.id,
            seal_version: CURRENT_SEAL_VERSION,
            created_at: now.toISOString(),
          })
          .execute();
        created = true;
      }
      bytes += chunk.length;
      // Past its space too: the bytes on top of the declared ones, which HTTP never delivers.
      if (bytes > maxBytes || bytes > reservation.bytes) {
        throw new EvidenceRefusal(413, evidenceMessages.tooLarge(maxBytes));
      }
      if (textCheck) refuseIfNotText(textCheck.next(chunk));
      hash.update(chunk);
      if (heldChunk) await seal(heldChunk);
      heldChunk = chunk;
    }
    if (!created || heldChunk === null) throw new EvidenceRefusal(400, evidenceMessages.empty);
    if (textCheck) refuseIfNotText(textCheck.end());
    // Known now, before the last chunk is sealed: a form sent without scripts gives no hash before.
    const sha256 = hash.digest("hex");
    await seal(heldChunk, { sha256, bytes });
    if (incoming.sha256 !== null && sha256 !== incoming.sha256) {
      throw new EvidenceRefusal(422, evidenceMessages.hashMismatch);
    }
    const storedAt = clock.now().toISOString();
    // Its space turns into its size at once, so no total ever counts it twice or not at all.
    await db.transaction().execute(async (trx) => {
      await trx
        .updateTable("evidence_files")
        .set({ status: "stored", sha256, byte_size: bytes, chunk_count: index, stored_at: storedAt })
        .where("id", "=", fileId)
        .execute();
      await settleReservation(trx, reservation, bytes);
    });
    return toEvidenceFile({
      id: fileId,
      file_name: incoming.fileName,
      byte_size: bytes,
      sha256,
      stored_at: storedAt,
      created_at: now.toISOString(),
      downloaded_at: null,
    });
  } catch (error) {
    // Whatever stopped it, nothing of the file stays (its chunks go with it), and its space and
    // its bytes of the day are given back.
    if (created) await db.deleteFrom("evidence_files").where("id", "=", fileId).execute();
    await releaseReservation(db, reservation);
    body.resume();
    throw error;
  }
}

export interface StoredEvidence {
  id: string;
  fileName: string;
  /** The type read from its bytes (./file-type.ts), which names its download's extension. */
  type: string;
  mime: string;
  bytes: number;
  sha256: string;
}

/** A case's stored file by id, or undefined: a file of another case is not there for this one. */
export async function findEvidence(
  db: Kysely<Database>,
  submissionId: number,
  fileId: string,
): Promise<StoredEvidence | undefined> {
  const row = await db
    .selectFrom("evidence_files")
    .select(["id", "file_name", "type", "mime", "byte_size", "sha256"])
    .where("id", "=", fileId)
    .where("submission_id", "=", submissionId)
    .where("status", "=", "stored")
    .executeTakeFirst();
  return (
    row && {
      id: row.id,
      fileName: row.file_name,
      type: row.type,
      mime: row.mime,
      bytes: Number(row.byte_size),
      sha256: row.sha256,
    }
  );
}

/** What a stored file's chunks were sealed to, read from its row: by the version it was sealed with. */
function sealOfRow(row: {
  id: string;
  seal_version: number;
  submission_id: number;
  file_name: string;
  type: string;
  mime: string;
  sha256: string;
  byte_size: number;
}): EvidenceSeal {
  const version = Number(row.seal_version);
  if (version === 1) return { version: 1, fileId: row.id };
  if (version === 2) {
    return {
      version: 2,
      fileId: row.id,
      submissionId: Number(row.submission_id),
      fileName: row.file_name,
      type: row.type,
      mime: row.mime,
      whole: { sha256: row.sha256, bytes: Number(row.byte_size) },
    };
  }
  throw new EvidenceIntegrityError(`Evidence ${row.id} names seal version ${version}, which this server does not know`);
}

/**
 * The file's bytes as they were received, chunk by chunk. Each chunk is opened with its index
 * and whether it is the last, and what its row says of the file, so a changed, reordered,
 * missing or cut-off chunk, or a changed name, type, case, hash or size, throws
 * EvidenceIntegrityError, and the hash of the whole is checked at the end. The hash and size are
 * sealed into the last chunk, which is opened before the first is given: a caller that sends
 * nothing until the first chunk is in hand sends nothing of a file whose row was changed.
 */
export async function* evidenceBytes(
  db: Kysely<Database>,
  keyring: EvidenceKeyring,
  fileId: string,
): AsyncGenerator<Buffer> {
  const file = await db
    .selectFrom("evidence_files")
    .select([
      "id",
      "key_id",
      "chunk_count",
      "sha256",
      "seal_version",
      "submission_id",
      "file_name",
      "type",
      "mime",
      "byte_size",
    ])
    .where("id", "=", fileId)
    .where("status", "=", "stored")
    .executeTakeFirstOrThrow();
  const key = keyring.byId(file.key_id);
  if (!key) throw new EvidenceIntegrityError(`No key "${file.key_id}" for evidence ${fileId}`);
  const seal = sealOfRow(file);
  const hash = createHash("sha256");
  const count = Number(file.chunk_count);
  if (seal.version !== 1 && count > 1) {
    const last = await db
      .selectFrom("evidence_chunks")
      .select("sealed")
      .where("file_id", "=", fileId)
      .where("chunk_index", "=", count - 1)
      .executeTakeFirst();
    if (!last) throw new EvidenceIntegrityError(`Evidence ${fileId} is missing chunk ${count - 1}`);
    releaseBuffer(openChunk(key, seal, count - 1, true, last.sealed));
    releaseBuffer(last.sealed);
  }
  // A few chunks at a time: a download's memory stays flat whatever the file's size.
  const BATCH = 8;
  for (let start = 0; start < count; start += BATCH) {
    const rows = await db
      .selectFrom("evidence_chunks")
      .select(["chunk_index", "sealed"])
      .where("file_id", "=", fileId)
      .where("chunk_index", ">=", start)
      .where("chunk_index", "<", Math.min(start + BATCH, count))
      .orderBy("chunk_index")
      .execute();
    for (let offset = 0; offset < Math.min(BATCH, count - start); offset++) {
      const index = start + offset;
      const row = rows[offset];
      if (row?.chunk_index !== index) throw new EvidenceIntegrityError(`Evidence ${fileId} is missing chunk ${index}`);
      const plain = openChunk(key, seal, index, index === count - 1, row.sealed);
      // Opened into a buffer of its own: the row's is no longer needed.
      releaseBuffer(row.sealed);
      hash.update(plain);
      yield plain;
    }
  }
  if (hash.digest("hex") !== file.sha256)
    throw new EvidenceIntegrityError(`Evidence ${fileId} does not match its hash`);
}

/** Notes the desk's first download: from then on only the desk removes the file. */
export async function markDownloaded(db: Kysely<Database>, fileId: string, now: Date): Promise<void> {
  await db
    .updateTable("evidence_files")
    .set({ downloaded_at: now.toISOString() })
    .where("id", "=", fileId)
    .where("downloaded_at", "is", null)
    .execute();
}

/** Removes a file the victim sent by mistake, unless the desk has downloaded it. */
export async function removeEvidence(
  db: Kysely<Database>,
  submissionId: number,
  fileId: string,
): Promise<"removed" | "not found" | "downloaded"> {
  const row = await db
    .selectFrom("evidence_files")
    .select(["downloaded_at"])
    .where("id", "=", fileId)
    .where("submission_id", "=", submissionId)
    .where("status", "=", "stored")
    .executeTakeFirst();
  if (!row) return "not found";
  if (row.downloaded_at !== null) return "downloaded";
  await db.deleteFrom("evidence_files").where("id", "=", fileId).where("downloaded_at", "is", null).execute();
  return "removed";
}
