import { createHash } from "node:crypto";
import type { Kysely, Transaction } from "kysely";
import type { Database } from "../db/schema";

// Idempotency-Key on the submission endpoints: a client that did not hear the answer (a
// timeout, a dropped mobile connection) sends the same request again with the same key and
// gets the first answer back, and the form is stored once. Keys are kept for a day.

export const IDEMPOTENCY_HEADER = "idempotency-key";
/** Printable ASCII without spaces; a UUID or 32 hex characters fit easily. */
export const IDEMPOTENCY_KEY_PATTERN = /^[\x21-\x7e]{1,128}$/;
const IDEMPOTENCY_KEY_LIFETIME_MS = 24 * 60 * 60 * 1000;

export interface IdempotentAnswer {
  requestHash: string;
  statusCode: number;
  body: unknown;
}

/** The parsed (normalised) request, so " Asha" and "Asha" count as the same request. */
export function requestHash(parsedBody: unknown): string {
  return createHash("sha256").update(JSON.stringify(parsedBody)).digest("hex");
}

export async function findIdempotentAnswer(
  db: Kysely<Database>,
  scope: string,
  key: string,
  now: Date,
): Promise<IdempotentAnswer | undefined> {
  const row = await db
    .selectFrom("idempotency_keys")
    .select(["request_hash", "status_code", "response_body"])
    .where("scope", "=", scope)
    .where("key", "=", key)
    .where("created_at", ">=", new Date(now.getTime() - IDEMPOTENCY_KEY_LIFETIME_MS).toISOString())
    .executeTakeFirst();
  return row && { requestHash: row.request_hash, statusCode: row.status_code, body: JSON.parse(row.response_body) };
}

/** In the submission's transaction: the answer exists exactly when the submission does. */
export async function storeIdempotentAnswer(
  trx: Transaction<Database>,
  scope: string,
  key: string,
  answer: IdempotentAnswer,
  now: Date,
): Promise<void> {
  // Expired keys go first, so a key reused after a day starts afresh and the table stays small.
  await trx
    .deleteFrom("idempotency_keys")
    .where("created_at", "<", new Date(now.getTime() - IDEMPOTENCY_KEY_LIFETIME_MS).toISOString())
    .execute();
  await trx
    .insertInto("idempotency_keys")
    .values({
      scope,
      key,
      request_hash: answer.requestHash,
      status_code: answer.statusCode,
      response_body: JSON.stringify(answer.body),
      created_at: now.toISOString(),
    })
    .execute();
}

/** True when two requests with one key raced and the other one stored its answer first. */
export function isIdempotencyKeyTaken(error: unknown): boolean {
  if (typeof error !== "object" || error === null) return false;
  const { code, message, constraint } = error as { code?: unknown; message?: unknown; constraint?: unknown };
  if (typeof code === "string" && code.startsWith("SQLITE_CONSTRAINT")) {
    return typeof message === "string" && message.includes("idempotency_keys.");
  }
  return code === "23505" && constraint === "idempotency_keys_pkey";
}
