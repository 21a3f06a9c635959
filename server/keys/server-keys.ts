import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes, timingSafeEqual } from "node:crypto";
import { KEY_BYTES, loadKeyring, type Keyring, type ServerSideKey } from "./keyring";

// SERVER_KEY: what the server seals and signs with, so that nothing it hands out can be forged
// or rebuilt from the database alone (docs/decisions/0049). Each purpose gets its own subkey,
// derived with HKDF-SHA-256 from the key and the purpose's name, so a value made for one
// purpose never verifies for another and no subkey reveals the key or its siblings.

/** Each use of the server key; its name goes into the derivation, so changing one changes its subkey. */
const SERVER_KEY_PURPOSES = {
  /** The sealed cookie that carries a no-script confirmation's case code to its page (server/site/sent-cookie.ts). */
  confirmation: "cyberhelp confirmation v1",
  /** HMACs of Idempotency-Keys and request hashes (server/submissions/idempotency.ts). */
  idempotency: "cyberhelp idempotency v1",
  /** The first answer's case link, kept sealed for a replay (server/submissions/idempotency.ts). */
  caseLink: "cyberhelp replay case link v1",
  /** A desk account's TOTP secret, sealed and bound to the account (server/auth/second-factor-store.ts). */
  secondFactor: "cyberhelp desk second factor v1",
  /** HMACs of a desk account's recovery codes (server/auth/second-factor-store.ts). */
  recoveryCode: "cyberhelp desk recovery code v1",
} as const;

type ServerKeyPurpose = keyof typeof SERVER_KEY_PURPOSES;

export interface ServerKeys {
  /**
   * AES-256-GCM under the current key's subkey for `purpose`: "<key id>.<base64url of nonce,
   * ciphertext and tag>". `boundTo` is authenticated but not stored: the value opens only where
   * the same words are given again (a page and its reference, say).
   */
  seal(purpose: ServerKeyPurpose, plaintext: string, boundTo: string): string;
  /** What `seal` sealed with the same purpose and binding, or undefined for anything else. */
  open(purpose: ServerKeyPurpose, sealed: string, boundTo: string): string | undefined;
  /** HMAC-SHA-256 of `data` under the current key's subkey, hex. */
  mac(purpose: ServerKeyPurpose, data: string): { keyId: string; mac: string };
  /** The same HMAC under each key, the current one first: what an older key made is still found. */
  macsUnderEveryKey(purpose: ServerKeyPurpose, data: string): string[];
  /** How many keys are held: more than one while an older key still opens what it sealed (a rotation). */
  readonly keyCount: number;
  /** Whether `mac` is the HMAC of `data` under the key `keyId`, compared in constant time. */
  verifyMac(purpose: ServerKeyPurpose, keyId: string, data: string, mac: string): boolean;
}

const NONCE_BYTES = 12;
const TAG_BYTES = 16;

function subkey(key: ServerSideKey, purpose: ServerKeyPurpose): Buffer {
  // No salt: the key is already uniformly random, and the purpose's name separates the subkeys.
  return Buffer.from(hkdfSync("sha256", key.key, Buffer.alloc(0), SERVER_KEY_PURPOSES[purpose], KEY_BYTES));
}

function aad(purpose: ServerKeyPurpose, boundTo: string): Buffer {
  return Buffer.from(`${SERVER_KEY_PURPOSES[purpose]}\0${boundTo}`, "utf8");
}

/** The keys' operations; the subkeys are derived once, at start. */
function serverKeysOf(keyring: Keyring): ServerKeys {
  const purposes = Object.keys(SERVER_KEY_PURPOSES) as ServerKeyPurpose[];
  const subkeys = new Map(
    keyring.all.map((key) => [key.id, new Map(purposes.map((purpose) => [purpose, subkey(key, purpose)]))]),
  );
  const subkeyOf = (keyId: string, purpose: ServerKeyPurpose) => subkeys.get(keyId)?.get(purpose);
  const hmac = (key: Buffer, data: string) => createHmac("sha256", key).update(data, "utf8").digest("hex");
  const currentId = keyring.current.id;

  return {
    seal(purpose, plaintext, boundTo) {
      const nonce = randomBytes(NONCE_BYTES);
      const cipher = createCipheriv("aes-256-gcm", subkeyOf(currentId, purpose)!, nonce, { authTagLength: TAG_BYTES });
      cipher.setAAD(aad(purpose, boundTo));
      const sealed = Buffer.concat([nonce, cipher.update(plaintext, "utf8"), cipher.final(), cipher.getAuthTag()]);
      return `${currentId}.${sealed.toString("base64url")}`;
    },
    open(purpose, sealed, boundTo) {
      // Key ids may hold dots; base64url never does.
      const dot = sealed.lastIndexOf(".");
      const key = dot > 0 ? subkeyOf(sealed.slice(0, dot), purpose) : undefined;
      if (!key) return undefined;
      const bytes = Buffer.from(sealed.slice(dot + 1), "base64url");
      if (bytes.length < NONCE_BYTES + TAG_BYTES) return undefined;
      const decipher = createDecipheriv("aes-256-gcm", key, bytes.subarray(0, NONCE_BYTES), {
        authTagLength: TAG_BYTES,
      });
      decipher.setAAD(aad(purpose, boundTo));
      decipher.setAuthTag(bytes.subarray(bytes.length - TAG_BYTES));
      try {
        const plaintext = decipher.update(bytes.subarray(NONCE_BYTES, bytes.length - TAG_BYTES));
        return Buffer.concat([plaintext, decipher.final()]).toString("utf8");
      } catch {
        // Altered, cut, made for another purpose or binding, or under a key no longer held.
        return undefined;
      }
    },
    mac(purpose, data) {
      return { keyId: currentId, mac: hmac(subkeyOf(currentId, purpose)!, data) };
    },
    keyCount: keyring.all.length,
    macsUnderEveryKey(purpose, data) {
      return keyring.all.map((key) => hmac(subkeyOf(key.id, purpose)!, data));
    },
    verifyMac(purpose, keyId, data, mac) {
      const key = subkeyOf(keyId, purpose);
      if (!key) return false;
      const expected = Buffer.from(hmac(key, data), "utf8");
      const given = Buffer.from(mac, "utf8");
      return expected.length === given.length && timingSafeEqual(expected, given);
    },
  };
}

/**
 * The server key from SERVER_KEY, in EVIDENCE_KEY's format and with its rules: one or more
 * comma-separated "<id>:<base64 of 32 bytes>", the first for what is made now. Production refuses
 * to start without it; elsewhere a development key is kept in DATA_DIR/server.key.
 */
export function loadServerKeys(
  env: { SERVER_KEY?: string; NODE_ENV?: string; DATA_DIR: string },
  log: { warn(message: string): void },
): ServerKeys {
  const keyring = loadKeyring(
    {
      variable: "SERVER_KEY",
      value: env.SERVER_KEY,
      nodeEnv: env.NODE_ENV,
      dataDir: env.DATA_DIR,
      developmentFile: { name: "server.key", label: "The development server key file" },
      productionRefusal:
        "the server refuses to start without it in production. " +
        "Set it to the base64 of 32 random bytes (for example the output of `openssl rand -base64 32`), " +
        "apart from EVIDENCE_KEY and kept apart from the database and its backups.",
      developmentWarning: (path) =>
        `SERVER_KEY is not set: the development key in ${path} seals case codes and replayed answers. ` +
        "Keep that file apart from backups of the data; production needs SERVER_KEY and refuses to start without it.",
    },
    log,
  );
  return serverKeysOf(keyring);
}
