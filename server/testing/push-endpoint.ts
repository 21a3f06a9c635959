import { createECDH, createPublicKey, hkdfSync, randomBytes, verify, createDecipheriv } from "node:crypto";
import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";

// A push service for tests (docs/decisions/0074): an HTTP endpoint on the loopback address that
// takes what the server posts, and browsers' subscriptions made the way a browser makes them (a
// P-256 key pair and a 16-byte auth secret), whose messages the test opens itself: RFC 8291's
// key derivation and RFC 8188's aes128gcm written here with node:crypto, apart from the library
// the server encrypts with, so a message only a wrong implementation could read fails the test.

interface ReceivedPush {
  path: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

export interface TestPushEndpoint {
  /** http://127.0.0.1:port */
  origin: string;
  received: ReceivedPush[];
  /** The status the next posts to `path` are answered with (201 by default). */
  answer(path: string, status: number): void;
  close(): Promise<void>;
}

export async function startTestPushEndpoint(): Promise<TestPushEndpoint> {
  const received: ReceivedPush[] = [];
  const statuses = new Map<string, number>();
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const path = request.url ?? "/";
      received.push({ path, headers: request.headers, body: Buffer.concat(chunks) });
      response.writeHead(statuses.get(path) ?? 201).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    received,
    answer: (path, status) => statuses.set(path, status),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

export interface TestBrowser {
  /** What PushSubscription.toJSON() gives. */
  subscription: { endpoint: string; expirationTime: null; keys: { p256dh: string; auth: string } };
  /** The message's plaintext, opened with this browser's private key and auth secret. */
  open(body: Buffer): string;
}

/** A browser's subscription at `endpoint`, with keys of its own. */
export function testBrowser(endpoint: string): TestBrowser {
  const ecdh = createECDH("prime256v1");
  const publicKey = ecdh.generateKeys();
  const auth = randomBytes(16);
  return {
    subscription: {
      endpoint,
      expirationTime: null,
      keys: { p256dh: publicKey.toString("base64url"), auth: auth.toString("base64url") },
    },
    open(body) {
      // RFC 8188's header: salt, record size, key id (for Web Push, the sender's public key).
      const salt = body.subarray(0, 16);
      const idLength = body[20]!;
      const senderKey = body.subarray(21, 21 + idLength);
      const record = body.subarray(21 + idLength);
      // RFC 8291, section 3.4: the input keying material from the ECDH secret and the auth secret.
      const keyInfo = Buffer.concat([Buffer.from("WebPush: info\0"), publicKey, senderKey]);
      const ikm = Buffer.from(hkdfSync("sha256", ecdh.computeSecret(senderKey), auth, keyInfo, 32));
      const key = Buffer.from(hkdfSync("sha256", ikm, salt, Buffer.from("Content-Encoding: aes128gcm\0"), 16));
      const nonce = Buffer.from(hkdfSync("sha256", ikm, salt, Buffer.from("Content-Encoding: nonce\0"), 12));
      const decipher = createDecipheriv("aes-128-gcm", key, nonce);
      decipher.setAuthTag(record.subarray(record.length - 16));
      const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
      // The last record ends with the delimiter 2, then any padding of zeros.
      let end = padded.length - 1;
      while (end >= 0 && padded[end] === 0) end--;
      if (padded[end] !== 2) throw new Error("no last-record delimiter");
      return padded.subarray(0, end).toString("utf8");
    },
  };
}

/**
 * The VAPID claims of a request (RFC 8292): its "vapid t=…, k=…" header's JWT, verified with
 * the key it names; throws if the signature does not hold.
 */
export function verifiedVapidClaims(authorization: string | undefined): {
  publicKey: string;
  claims: { aud?: string; exp?: number; sub?: string };
} {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(authorization ?? "");
  if (!match) throw new Error(`not a VAPID authorization: ${authorization}`);
  const [header, payload, signature] = match[1]!.split(".") as [string, string, string];
  const point = Buffer.from(match[2]!, "base64url");
  const key = createPublicKey({
    key: {
      kty: "EC",
      crv: "P-256",
      x: point.subarray(1, 33).toString("base64url"),
      y: point.subarray(33, 65).toString("base64url"),
    },
    format: "jwk",
  });
  const signed = verify(
    "sha256",
    Buffer.from(`${header}.${payload}`),
    { key, dsaEncoding: "ieee-p1363" },
    Buffer.from(signature, "base64url"),
  );
  if (!signed) throw new Error("the VAPID signature does not hold");
  return { publicKey: match[2]!, claims: JSON.parse(Buffer.from(payload, "base64url").toString("utf8")) };
}
