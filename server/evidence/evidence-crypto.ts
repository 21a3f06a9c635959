import { createCipheriv, createDecipheriv, randomFillSync } from "node:crypto";
import { KEY_BYTES, loadKeyring, newKey, type Keyring, type ServerSideKey } from "../keys/keyring";
import { releaseBuffer } from "./release-buffer";

// Evidence (screenshots, recordings, PDFs, chat exports) is the most sensitive thing a victim
// gives us, so it is stored encrypted, and a copy of the database alone reveals none of it.
//
// A file is cut into chunks of EVIDENCE_CHUNK_BYTES and each chunk is sealed on its own with
// AES-256-GCM, so a download is decrypted and verified chunk by chunk as it streams instead of
// being held in memory whole. Sealing chunks separately opens three attacks on the file as a
// whole, each closed by what the associated data (below) binds into every chunk's tag:
//
// - truncation (dropping the last chunks): only the final chunk is sealed with last = 1, so a
//   file cut short ends on a chunk whose tag was made with last = 0 and does not verify as final;
// - reordering or duplicating chunks: each chunk is sealed with its index;
// - swapping chunks between two files sealed with the same key: each chunk is sealed with its
//   file's id.
//
// What the desk and the victim are shown of a file (its name, type and hash) and what a download
// is sent under are read from the file's row, which the encryption did not cover at first: a row
// changed in the database would have served the same bytes under another name, type or hash.
// Files sealed since version 2 bind them too (docs/decisions/0027): every chunk its case, name
// and type, the last chunk also its SHA-256 and size, the first moment they are known, since a
// form sent without scripts gives no hash before its last byte. Files sealed before keep
// version 1, their id alone, and open as they are, never sealed again.
//
// Each file records the id of the key that sealed it, so keys can be rotated: new files use the
// current key and older files still open with the key they name.

/** Plaintext bytes per chunk. */
export const EVIDENCE_CHUNK_BYTES = 64 * 1024;

export type EvidenceKey = ServerSideKey;

export type EvidenceKeyring = Keyring;

/** A sealed chunk that does not open: tampered with, truncated, moved, or opened with the wrong key. */
export class EvidenceIntegrityError extends Error {
  override name = "EvidenceIntegrityError";
}

/** 96-bit nonces, GCM's native size. Random nonces are safe for up to 2^32 chunks per key: rotate long before. */
const NONCE_BYTES = 12;
const TAG_BYTES = 16;
const MAX_INDEX = 0xffff_ffff;

/**
 * What a file's chunks are sealed to, by the version its row records (evidence_files.seal_version).
 * Each version's associated data starts with its own prefix, so a chunk opens under the version
 * it was sealed with and no other: a row whose version is changed fails like any other change.
 */
export type EvidenceSeal = FileIdSeal | FileRowSeal;

/** Version 1, the files stored before 2026-12-06: the file's id alone. */
interface FileIdSeal {
  version: 1;
  fileId: string;
}

/** Version 2: the file's id, its case, and its name and type as stored. */
interface FileRowSeal {
  version: 2;
  fileId: string;
  submissionId: number;
  fileName: string;
  type: string;
  mime: string;
  /** The whole file's SHA-256 (lower-case hex) and size in bytes: bound into its last chunk alone. */
  whole?: { sha256: string; bytes: number };
}

/** The version new files are sealed with. */
export const CURRENT_SEAL_VERSION = 2;

/**
 * Version 1's associated data (fixed: changing it makes every stored chunk unreadable):
 *
 *     "cyberhelp-evidence-v1" 0x00 | fileId (UTF-8) | 0x00 | index (uint32, big-endian) | last (0x00 or 0x01)
 *
 * The prefix names the scheme and its version, so a tag made for anything else never verifies
 * here. The prefix and the 6-byte tail have fixed lengths, so the file id in between is read back
 * unambiguously whatever bytes it holds.
 */
const V1_PREFIX = Buffer.from("cyberhelp-evidence-v1\0", "utf8");

/**
 * Version 2's associated data (fixed likewise):
 *
 *     "cyberhelp-evidence-v2" 0x00 | field × 7 | index (uint32, big-endian) | last (0x00 or 0x01)
 *     field = length (uint32, big-endian) | UTF-8 bytes
 *
 * The fields, in order: file id, case id (decimal), name, type, content type, SHA-256 and size
 * (decimal), the last two empty but in the last chunk. Each field carries its length, so no two
 * different rows give the same bytes whatever their text holds.
 */
const V2_PREFIX = Buffer.from("cyberhelp-evidence-v2\0", "utf8");

/** A field's UTF-8 bytes; a lone surrogate would encode as U+FFFD, giving two different texts the same bytes. */
function utf8Of(text: string, what: string): Buffer {
  const bytes = Buffer.from(text, "utf8");
  if (bytes.toString("utf8") !== text) throw new TypeError(`An evidence file's ${what} must be well-formed Unicode.`);
  return bytes;
}

function indexAndLast(index: number, last: boolean, separator: boolean): Buffer {
  if (!Number.isInteger(index) || index < 0 || index > MAX_INDEX) {
    throw new RangeError(`An evidence chunk index must be an integer from 0 to ${MAX_INDEX}.`);
  }
  const tail = Buffer.alloc(separator ? 6 : 5);
  let at = 0;
  if (separator) at = tail.writeUInt8(0, 0);
  at = tail.writeUInt32BE(index, at);
  tail.writeUInt8(last ? 1 : 0, at);
  return tail;
}

function associatedData(seal: EvidenceSeal, index: number, last: boolean): Buffer {
  if (seal.fileId === "") throw new TypeError("An evidence chunk needs its file's id.");
  const id = utf8Of(seal.fileId, "id");
  if (seal.version === 1) return Buffer.concat([V1_PREFIX, id, indexAndLast(index, last, true)]);
  if (last && seal.whole === undefined)
    throw new TypeError("An evidence file's last chunk needs its SHA-256 and size.");
  const whole = last ? seal.whole : undefined;
  const fields = [
    id,
    utf8Of(String(seal.submissionId), "case"),
    utf8Of(seal.fileName, "name"),
    utf8Of(seal.type, "type"),
    utf8Of(seal.mime, "content type"),
    utf8Of(whole?.sha256 ?? "", "hash"),
    utf8Of(whole === undefined ? "" : String(whole.bytes), "size"),
  ].flatMap((field) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(field.length, 0);
    return [length, field];
  });
  return Buffer.concat([V2_PREFIX, ...fields, indexAndLast(index, last, false)]);
}

function checkKey(key: EvidenceKey): void {
  // A programming error, not tampering, so not an EvidenceIntegrityError.
  if (key.key.length !== KEY_BYTES) throw new RangeError(`Evidence key "${key.id}" is not ${KEY_BYTES} bytes.`);
}

/** The largest sealed chunk: a full chunk's ciphertext with its nonce and tag. */
export const SEALED_CHUNK_MAX_BYTES = NONCE_BYTES + EVIDENCE_CHUNK_BYTES + TAG_BYTES;

/**
 * AES-256-GCM; returns nonce (12 random bytes) || ciphertext || tag (16). The associated data
 * binds what `seal` names of the file (its id, and from version 2 its case, name and type, and in
 * the last chunk its hash and size), the chunk's index and whether it is the last chunk.
 *
 * Given `into` (at least SEALED_CHUNK_MAX_BYTES), the sealed chunk is written there and the
 * result is a view of it, valid until `into` is used again: an upload then seals every chunk
 * into one buffer instead of leaving a fresh one per chunk for the garbage collector.
 */
export function sealChunk(
  key: EvidenceKey,
  seal: EvidenceSeal,
  index: number,
  last: boolean,
  plaintext: Buffer,
  into?: Buffer,
): Buffer {
  checkKey(key);
  if (plaintext.length > EVIDENCE_CHUNK_BYTES) {
    throw new RangeError(`An evidence chunk holds at most ${EVIDENCE_CHUNK_BYTES} bytes, not ${plaintext.length}.`);
  }
  const sealedBytes = NONCE_BYTES + plaintext.length + TAG_BYTES;
  if (into !== undefined && into.length < SEALED_CHUNK_MAX_BYTES) {
    throw new RangeError(`A buffer to seal evidence into holds at least ${SEALED_CHUNK_MAX_BYTES} bytes.`);
  }
  const sealed = (into ?? Buffer.allocUnsafe(sealedBytes)).subarray(0, sealedBytes);
  const aad = associatedData(seal, index, last);
  const nonce = randomFillSync(sealed, 0, NONCE_BYTES).subarray(0, NONCE_BYTES);
  const cipher = createCipheriv("aes-256-gcm", key.key, nonce, { authTagLength: TAG_BYTES });
  cipher.setAAD(aad);
  // GCM is a stream mode: update gives every ciphertext byte and final() none, only the tag.
  const ciphertext = cipher.update(plaintext);
  let written = NONCE_BYTES + ciphertext.copy(sealed, NONCE_BYTES);
  releaseBuffer(ciphertext);
  written += cipher.final().copy(sealed, written);
  cipher.getAuthTag().copy(sealed, written);
  return sealed;
}

/**
 * Throws EvidenceIntegrityError for any tampering, a wrong key, index, last-flag or version, or
 * anything the seal binds that is not what it was: the file's id, and from version 2 its case,
 * name, type, content type, and for the last chunk its hash and size.
 */
export function openChunk(key: EvidenceKey, seal: EvidenceSeal, index: number, last: boolean, sealed: Buffer): Buffer {
  checkKey(key);
  const aad = associatedData(seal, index, last);
  const refused = () =>
    new EvidenceIntegrityError(
      `Evidence file ${seal.fileId}, chunk ${index}: failed its integrity check (altered, moved, cut short, another key, or its stored name, type or hash changed).`,
    );
  // Shorter than a nonce and a tag, or longer than a full chunk sealed: never something sealChunk made.
  if (sealed.length < NONCE_BYTES + TAG_BYTES || sealed.length > SEALED_CHUNK_MAX_BYTES) {
    throw refused();
  }
  const nonce = sealed.subarray(0, NONCE_BYTES);
  const ciphertext = sealed.subarray(NONCE_BYTES, sealed.length - TAG_BYTES);
  const tag = sealed.subarray(sealed.length - TAG_BYTES);
  // authTagLength pins the tag at 16 bytes, so a shortened tag can never be accepted.
  const decipher = createDecipheriv("aes-256-gcm", key.key, nonce, { authTagLength: TAG_BYTES });
  decipher.setAAD(aad);
  decipher.setAuthTag(tag);
  const plaintext = decipher.update(ciphertext);
  let rest: Buffer;
  try {
    // final() checks the tag; until it has, the plaintext above is not to be trusted or returned.
    rest = decipher.final();
  } catch {
    throw refused();
  }
  // GCM's final() gives no bytes, so the plaintext is returned as it is, not copied into a new buffer.
  return rest.length === 0 ? plaintext : Buffer.concat([plaintext, rest]);
}

/** A fresh key in the EVIDENCE_KEY format (for docs and the README), base64 of 32 random bytes. */
export function newEvidenceKey(): string {
  return newKey();
}

/**
 * Keys from EVIDENCE_KEY: one or more comma-separated entries, each either "<id>:<base64 of 32 bytes>" or just "<base64 of 32 bytes>" (then its id is the first 12 hex characters of the SHA-256 of the key bytes). The first entry is the current key (new files), the others are older keys still able to decrypt. A malformed entry (not 32 bytes, empty, duplicate id) throws an Error whose message says what is wrong without printing the key.
 * Without EVIDENCE_KEY: when env.NODE_ENV === "production" throw an Error saying the server refuses to start without EVIDENCE_KEY; otherwise use (creating it if missing, with mode 0o600) the file <DATA_DIR>/evidence.key holding one base64 key, and call log.warn ONCE with a message saying this development key must be kept apart from backups and that production needs EVIDENCE_KEY.
 *
 * A blank EVIDENCE_KEY counts as unset, as for every other variable (server/env.ts).
 */
export function loadEvidenceKeyring(
  env: { EVIDENCE_KEY?: string; NODE_ENV?: string; DATA_DIR: string },
  log: { warn(message: string): void },
): EvidenceKeyring {
  return loadKeyring(
    {
      variable: "EVIDENCE_KEY",
      value: env.EVIDENCE_KEY,
      nodeEnv: env.NODE_ENV,
      dataDir: env.DATA_DIR,
      developmentFile: { name: "evidence.key", label: "The development evidence key file" },
      // A key kept in DATA_DIR would leave the evidence in its backups as good as unencrypted.
      productionRefusal:
        "the server refuses to start without it in production. " +
        "Set it to the base64 of 32 random bytes (for example the output of `openssl rand -base64 32`), " +
        "kept apart from the database and its backups.",
      developmentWarning: (path) =>
        `EVIDENCE_KEY is not set: evidence is encrypted with the development key in ${path}. ` +
        "Keep that file apart from backups of the data (a backup holding both reveals the evidence); " +
        "production needs EVIDENCE_KEY and refuses to start without it.",
    },
    log,
  );
}
