import { chmodSync, linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from "node:fs";
import { createHash, randomBytes } from "node:crypto";
import { join } from "node:path";

// The keys the server reads from its environment (EVIDENCE_KEY, SERVER_KEY): one or more
// comma-separated "<id>:<base64 of 32 bytes>", the first for anything new and the others still
// able to open what they made, so a key rotates without re-encrypting. Never in the database:
// a copy of it, or a backup, must be useless without them. Production refuses to start without
// a key; development keeps one in a file in DATA_DIR.

export interface ServerSideKey {
  id: string;
  /** 32 bytes. */
  key: Buffer;
}

export interface Keyring<Key extends ServerSideKey = ServerSideKey> {
  current: Key;
  /** Every key, the current one first. */
  all: readonly Key[];
  byId(id: string): Key | undefined;
}

export const KEY_BYTES = 32;

/** A fresh key in the environment's format, base64 of 32 random bytes. */
export function newKey(): string {
  return randomBytes(KEY_BYTES).toString("base64");
}

/** A key's id when none is given: a short digest, stable for the key and revealing nothing of it. */
function derivedKeyId(key: Buffer): string {
  return createHash("sha256").update(key).digest("hex").slice(0, 12);
}

/** Ids are stored beside what a key made and appear in logs: short and plain. */
const KEY_ID = /^[A-Za-z0-9._-]{1,64}$/;
/** Standard or URL-safe base64, padding optional. */
const BASE64 = /^[A-Za-z0-9+/_-]+={0,2}$/;

/**
 * One "<id>:<base64>" or "<base64>" entry. Errors name the entry by `where` (its position) and
 * never quote it, nor its id: a mistyped entry may be a real key, and start-up errors end up in logs.
 */
function parseKeyEntry(entry: string, where: string): ServerSideKey {
  if (entry === "") throw new Error(`${where} is empty.`);
  const colon = entry.indexOf(":");
  const id = colon === -1 ? undefined : entry.slice(0, colon).trim();
  const encoded = colon === -1 ? entry : entry.slice(colon + 1).trim();
  if (id !== undefined && !KEY_ID.test(id)) {
    throw new Error(
      `${where} has ${id === "" ? "an empty id" : "an id that is not 1 to 64 letters, digits, '.', '_' or '-'"} before its ':'.`,
    );
  }
  if (encoded === "") throw new Error(`${where} has no key after its id.`);
  if (!BASE64.test(encoded)) throw new Error(`${where} is not base64.`);
  const key = Buffer.from(encoded.replace(/-/g, "+").replace(/_/g, "/"), "base64");
  if (key.length !== KEY_BYTES) {
    throw new Error(`${where} decodes to ${key.length} bytes, not ${KEY_BYTES}: give the base64 of 32 random bytes.`);
  }
  // A placeholder copied from an example (all zeros, all "A"s) is not a secret.
  if (key.every((byte) => byte === key[0])) throw new Error(`${where} is one byte repeated, not a random key.`);
  return { id: id ?? derivedKeyId(key), key };
}

function keyringOf(keys: ServerSideKey[], source: string): Keyring {
  const byId = new Map<string, ServerSideKey>();
  keys.forEach((key, position) => {
    const earlier = [...byId.keys()].indexOf(key.id);
    if (earlier !== -1) throw new Error(`${source}: entries ${earlier + 1} and ${position + 1} have the same key id.`);
    byId.set(key.id, key);
  });
  const current = keys[0];
  if (!current) throw new Error(`${source} holds no key.`);
  return { current, all: keys, byId: (id) => byId.get(id) };
}

/**
 * A development file in DATA_DIR (a key, a key pair), made by `make` on first use and read as it
 * is ever after. It is written to a temporary name and linked into place, which fails if the file
 * exists, so two instances starting together on one DATA_DIR agree on one file and neither ever
 * reads a half-written one.
 */
export function keptDevelopmentFile(dataDir: string, fileName: string, make: () => string): string {
  const path = join(dataDir, fileName);
  try {
    return readFileSync(path, "utf8");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
  mkdirSync(dataDir, { recursive: true });
  const temporary = `${path}.${process.pid}.${randomBytes(6).toString("hex")}.tmp`;
  writeFileSync(temporary, make(), { mode: 0o600, flag: "wx" });
  try {
    // The umask may have narrowed the mode further; make it exactly owner read-write.
    chmodSync(temporary, 0o600);
    linkSync(temporary, path);
  } catch (error) {
    // EEXIST: another instance made the file first, and that one is used.
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
  } finally {
    unlinkSync(temporary);
  }
  return readFileSync(path, "utf8");
}

/** The development key in DATA_DIR, made on first use (keptDevelopmentFile). */
function readOrCreateDevelopmentKey(dataDir: string, fileName: string, label: string): ServerSideKey {
  const text = keptDevelopmentFile(dataDir, fileName, () => `${newKey()}\n`);
  return parseKeyEntry(text.trim(), `${label} ${join(dataDir, fileName)}`);
}

interface KeyringSource {
  /** The environment variable's name, as errors say it. */
  variable: string;
  /** Its value; blank counts as unset, as for every other variable (server/env.ts). */
  value: string | undefined;
  nodeEnv: string | undefined;
  dataDir: string;
  /** The development key's file in DATA_DIR, and how errors name it. */
  developmentFile: { name: string; label: string };
  /** Why production refuses to start without the key, after "<variable> is not set: ...". */
  productionRefusal: string;
  /** The warning given once when the development key is used, given the file's path. */
  developmentWarning: (path: string) => string;
}

/**
 * The keyring the environment names. A malformed entry (not 32 bytes, empty, duplicate id)
 * throws an Error saying what is wrong without printing the key.
 */
export function loadKeyring(source: KeyringSource, log: { warn(message: string): void }): Keyring {
  const configured = source.value?.trim();
  if (configured) {
    const keys = configured
      .split(",")
      .map((entry, position) => parseKeyEntry(entry.trim(), `${source.variable} entry ${position + 1}`));
    return keyringOf(keys, source.variable);
  }
  if (source.nodeEnv === "production") {
    // A key kept in DATA_DIR sits beside the database and goes into the same backups.
    throw new Error(`${source.variable} is not set: ${source.productionRefusal}`);
  }
  const { name, label } = source.developmentFile;
  const key = readOrCreateDevelopmentKey(source.dataDir, name, label);
  const path = join(source.dataDir, name);
  log.warn(source.developmentWarning(path));
  return keyringOf([key], path);
}
