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
 * The associated data's layout, version 1 (fixed: changing it makes every stored chunk unreadable):
 *
 *     "cyberhelp-evidence-v1" 0x00 | fileId (UTF-8) | 0x00 | index (uint32, big-endian) | last (0x00 or 0x01)
 *
 * The prefix names the scheme and its version, so a tag made for anything else never verifies
 * here. The prefix and the 6-byte tail have fixed lengths, so the file id in between is read back
 * unambiguously whatever bytes it holds.
 */
const AAD_PREFIX = Buffer.from("cyberhelp-evidence-v1\0", "utf8");

function associatedData(fileId: string, index: number, last: boolean): Buffer {
  if (fileId === "") throw new TypeError("An evidence chunk needs its file's id.");
  const id = Buffer.from(fileId, "utf8");
  // A lone surrogate would encode as U+FFFD, giving two different ids the same bytes.
  if (id.toString("utf8") !== fileId) throw new TypeError("An evidence file id must be well-formed Unicode.");
  if (!Number.isInteger(index) || index < 0 || index > MAX_INDEX) {
    throw new RangeError(`An evidence chunk index must be an integer from 0 to ${MAX_INDEX}.`);
  }
  const tail = Buffer.alloc(6);
  tail.writeUInt8(0, 0);
  tail.writeUInt32BE(index, 1);
  tail.writeUInt8(last ? 1 : 0, 5);
  return Buffer.concat([AAD_PREFIX, id, tail]);
}

function checkKey(key: EvidenceKey): void {
  // A programming error, not tampering, so not an EvidenceIntegrityError.
  if (key.key.length !== KEY_BYTES) throw new RangeError(`Evidence key "${key.id}" is not ${KEY_BYTES} bytes.`);
}

/** The largest sealed chunk: a full chunk's ciphertext with its nonce and tag. */
export const SEALED_CHUNK_MAX_BYTES = NONCE_BYTES + EVIDENCE_CHUNK_BYTES + TAG_BYTES;

/**
 * AES-256-GCM; returns nonce (12 random bytes) || ciphertext || tag (16). The associated data binds the file id, the chunk's index and whether it is the last chunk.
 *
 * Given `into` (at least SEALED_CHUNK_MAX_BYTES), the sealed chunk is written there and the
 * result is a view of it, valid until `into` is used again: an upload then seals every chunk
 * into one buffer instead of leaving a fresh one per chunk for the garbage collector.
 */
export function sealChunk(
  key: EvidenceKey,
  fileId: string,
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
  const aad = associatedData(fileId, index, last);
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

/** Throws EvidenceIntegrityError for any tampering, a wrong key, index, file id or last-flag. */
export function openChunk(key: EvidenceKey, fileId: string, index: number, last: boolean, sealed: Buffer): Buffer {
  checkKey(key);
  const aad = associatedData(fileId, index, last);
  const refused = () =>
    new EvidenceIntegrityError(
      `Evidence file ${fileId}, chunk ${index}: failed its integrity check (altered, moved, cut short or another key).`,
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
