import type { Kysely, Transaction } from "kysely";
import type { Database } from "../db/schema";
import type { ServerKeys } from "../keys/server-keys";
import { reusableInsert, reusableQuery } from "../db/reusable-query";

// Idempotency-Key on the submission endpoints: a client that did not hear the answer (a
// timeout, a dropped mobile connection) sends the same request again with the same key and
// gets the first answer back, and the form is stored once. Keys are kept for a day.
//
// The key and the request's hash are kept only as HMACs under the server key, and the first
// answer's case link only sealed under it (docs/decisions/0049): a copy of the database or a
// backup can neither rebuild a request nor open the case it answered.

export const IDEMPOTENCY_HEADER = "idempotency-key";
/** Printable ASCII without spaces; a UUID or 32 hex characters fit easily. */
export const IDEMPOTENCY_KEY_PATTERN = /^[\x21-\x7e]{1,128}$/;
const IDEMPOTENCY_KEY_LIFETIME_MS = 24 * 60 * 60 * 1000;

interface IdempotentAnswer {
  statusCode: number;
  body: unknown;
  /** The first answer's case link (its secret); null when it had none. */
  caseSecret: string | null;
}

interface StoredIdempotentAnswer extends IdempotentAnswer {
  /** False when the key was first used for a different request. */
  sameRequest: boolean;
}

/** Domain-separated inputs, so a key's HMAC can never stand for a request's, nor the reverse. */
const keyInput = (key: string) => `key\0${key}`;
/** The parsed (normalised) request, so " Asha" and "Asha" count as the same request. */
const requestInput = (parsedBody: unknown) => `request\0${JSON.stringify(parsedBody)}`;
/** The sealed link opens only in its own row: its endpoint and the reference it answered with. */
const linkBinding = (scope: string, body: unknown) =>
  `${scope}\0${String((body as { reference?: unknown } | null)?.reference ?? "")}`;

// Each form with a key makes these three queries: compiled once (server/db/reusable-query.ts).
const selectAnswer = reusableQuery({
  build: (db, { scope, keyHashes, since }: { scope: string; keyHashes: readonly string[]; since: string }) =>
    db
      .selectFrom("idempotency_keys")
      .select(["server_key_id", "request_hash", "status_code", "response_body", "sealed_case_link"])
      .where("scope", "=", scope)
      .where("key_hash", "in", keyHashes)
      .where("created_at", ">=", since),
  bind: ({ scope, keyHashes, since }) => ({
    parameters: [scope, ...keyHashes, since],
    shape: String(keyHashes.length),
  }),
});
const deleteExpiredKeys = reusableQuery({
  build: (db, before: string) => db.deleteFrom("idempotency_keys").where("created_at", "<", before),
  bind: (before) => ({ parameters: [before] }),
});
const insertAnswer = reusableInsert("idempotency_keys");

export function idempotencyStore(keys: ServerKeys) {
  return {
    async find(
      db: Kysely<Database>,
      scope: string,
      key: string,
      parsedBody: unknown,
      now: Date,
    ): Promise<StoredIdempotentAnswer | undefined> {
      const { rows } = await selectAnswer(db, {
        scope,
        // Under every key held, so a rotation does not forget the day's keys.
        keyHashes: keys.macsUnderEveryKey("idempotency", keyInput(key)),
        since: new Date(now.getTime() - IDEMPOTENCY_KEY_LIFETIME_MS).toISOString(),
      });
      const row = rows[0];
      if (!row) return undefined;
      const body: unknown = JSON.parse(row.response_body);
      const sealed = row.sealed_case_link;
      return {
        sameRequest: keys.verifyMac("idempotency", row.server_key_id, requestInput(parsedBody), row.request_hash),
        statusCode: row.status_code,
        body,
        caseSecret: sealed === null ? null : (keys.open("caseLink", sealed, linkBinding(scope, body)) ?? null),
      };
    },

    /** In the submission's transaction: the answer exists exactly when the submission does. */
    async store(
      trx: Transaction<Database>,
      scope: string,
      key: string,
      parsedBody: unknown,
      answer: IdempotentAnswer,
      now: Date,
    ): Promise<void> {
      // Expired keys go first, so a key reused after a day starts afresh and the table stays small.
      await deleteExpiredKeys(trx, new Date(now.getTime() - IDEMPOTENCY_KEY_LIFETIME_MS).toISOString());
      const { keyId, mac } = keys.mac("idempotency", keyInput(key));
      await insertAnswer(trx, {
        scope,
        key_hash: mac,
        server_key_id: keyId,
        request_hash: keys.mac("idempotency", requestInput(parsedBody)).mac,
        status_code: answer.statusCode,
        response_body: JSON.stringify(answer.body),
        sealed_case_link:
          answer.caseSecret === null ? null : keys.seal("caseLink", answer.caseSecret, linkBinding(scope, answer.body)),
        created_at: now.toISOString(),
      });
    },
  };
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
