import { createECDH } from "node:crypto";
import { join } from "node:path";
import webpush from "web-push";
import { siteConfig } from "~/shared/site-config";
import { keptDevelopmentFile } from "../keys/keyring";

// The VAPID key pair browser notifications are sent with (RFC 8292; docs/decisions/0074). The
// browser binds each subscription to the public key it was made with, and a push service takes a
// message for it only when it is signed by the private key: the pair lives outside the database,
// so a copy of the database cannot notify anyone. Production without the pair offers no
// notifications (and starts); a pair given by halves, or that does not match, stops the start.
// Elsewhere a development pair is kept in DATA_DIR/vapid.json, as the development keys are.

export interface VapidKeys {
  /** The uncompressed P-256 public key, base64url (65 bytes): what the browser subscribes with. */
  publicKey: string;
  /** Its private key, base64url (32 bytes). */
  privateKey: string;
  /** Who runs this server, for the push services: a mailto: address or an https: URL. */
  subject: string;
}

const DEVELOPMENT_FILE = "vapid.json";
const BASE64URL = /^[A-Za-z0-9_-]+={0,2}$/;

/** The bytes of a base64url key, or undefined when it is not base64url at all. */
function keyBytes(text: string): Buffer | undefined {
  return BASE64URL.test(text) ? Buffer.from(text, "base64url") : undefined;
}

/**
 * The pair's problem, or undefined when its keys are what a push service takes and belong
 * together. Never quotes a key: start-up errors end up in logs.
 */
function pairProblem(publicKey: string, privateKey: string, where: string): string | undefined {
  const publicBytes = keyBytes(publicKey);
  if (publicBytes?.length !== 65 || publicBytes[0] !== 0x04) {
    return `${where}: the public key is not a P-256 public key in base64url (65 bytes, uncompressed)`;
  }
  const privateBytes = keyBytes(privateKey);
  if (privateBytes?.length !== 32) return `${where}: the private key is not 32 bytes in base64url`;
  const ecdh = createECDH("prime256v1");
  try {
    ecdh.setPrivateKey(privateBytes);
  } catch {
    return `${where}: the private key is not a P-256 private key`;
  }
  if (!ecdh.getPublicKey().equals(publicBytes)) return `${where}: the public key is not the private key's`;
  return undefined;
}

function developmentPair(dataDir: string): { publicKey: string; privateKey: string } {
  const path = join(dataDir, DEVELOPMENT_FILE);
  const text = keptDevelopmentFile(dataDir, DEVELOPMENT_FILE, () => `${JSON.stringify(webpush.generateVAPIDKeys())}\n`);
  let pair: { publicKey?: unknown; privateKey?: unknown };
  try {
    pair = JSON.parse(text) as typeof pair;
  } catch {
    throw new Error(`The development VAPID pair ${path} is not JSON: delete it to make a new one.`);
  }
  if (typeof pair.publicKey !== "string" || typeof pair.privateKey !== "string") {
    throw new Error(`The development VAPID pair ${path} has no publicKey and privateKey: delete it to make a new one.`);
  }
  const problem = pairProblem(pair.publicKey, pair.privateKey, path);
  if (problem) throw new Error(`${problem}: delete it to make a new one.`);
  return { publicKey: pair.publicKey, privateKey: pair.privateKey };
}

/**
 * The pair and subject the environment gives; the development pair outside production; null in
 * production without them (no notifications are offered). Throws, saying what is wrong, for a
 * pair given by halves, a key that is not one, or a pair that does not match.
 */
export function loadVapidKeys(
  env: {
    VAPID_PUBLIC_KEY?: string;
    VAPID_PRIVATE_KEY?: string;
    VAPID_SUBJECT?: string;
    NODE_ENV?: string;
    DATA_DIR: string;
  },
  log: { info(message: string): void; warn(message: string): void },
): VapidKeys | null {
  const { VAPID_PUBLIC_KEY: publicKey, VAPID_PRIVATE_KEY: privateKey, VAPID_SUBJECT: subject } = env;
  const given = [publicKey, privateKey, subject].filter((value) => value !== undefined).length;
  if (given === 3) {
    const problem = pairProblem(publicKey!.trim(), privateKey!.trim(), "VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY");
    if (problem) throw new Error(`${problem}. Make a pair with \`npx web-push generate-vapid-keys\`.`);
    return { publicKey: publicKey!.trim(), privateKey: privateKey!.trim(), subject: subject! };
  }
  if (given > 0) {
    throw new Error(
      "VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY and VAPID_SUBJECT go together: set all three for browser notifications, or none.",
    );
  }
  if (env.NODE_ENV === "production") {
    log.info(
      "VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY and VAPID_SUBJECT are not set: browser notifications are not offered.",
    );
    return null;
  }
  const pair = developmentPair(env.DATA_DIR);
  log.warn(
    `VAPID keys are not set: browser notifications use the development pair in ${join(env.DATA_DIR, DEVELOPMENT_FILE)}. ` +
      "Production needs VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY and VAPID_SUBJECT, or offers no notifications.",
  );
  return { ...pair, subject: `mailto:${siteConfig.supportEmail}` };
}
