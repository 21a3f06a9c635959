import { createHash, randomBytes } from "node:crypto";

// Session and setup tokens: 256 random bits, handed out once and stored only as a SHA-256 hash,
// so a copy of the database holds nothing anyone can sign in with. A plain hash suffices (no
// argon2) because the token is random, not a guessable human secret.

const TOKEN_BYTES = 32;

export function newOpaqueToken(): string {
  return randomBytes(TOKEN_BYTES).toString("base64url");
}

export function hashToken(token: string): string {
  return createHash("sha256").update(token, "utf8").digest("hex");
}
