import type { FastifyRequest } from "fastify";
import type { Kysely, Transaction } from "kysely";
import type { Database } from "../db/schema";
import type { ServerKeys } from "../keys/server-keys";
import { IDEMPOTENCY_HEADER, IDEMPOTENCY_KEY_PATTERN, idempotencyStore } from "../submissions/idempotency";

// Idempotency-Key on the case page's additions (a transaction, a reply to the desk): a phone
// that sent one offline, or lost the answer, sends it again with the same key once it is
// connected, and it is stored once (docs/decisions/0065). The same table and HMACs as the forms'
// keys (./../submissions/idempotency.ts); what is kept as the "answer" is only the case's
// reference, so erasing the case erases the row (server/admin/casework-store.ts), and a replay
// is answered with the case as it is now, never a stored copy of it.

/** What the request's Idempotency-Key header says: none, one to honour, or one malformed. */
export type CaseChangeKey = { kind: "none" } | { kind: "key"; key: string } | { kind: "invalid" };

export function caseChangeKeyOf(request: FastifyRequest): CaseChangeKey {
  const key = request.headers[IDEMPOTENCY_HEADER];
  if (key === undefined) return { kind: "none" };
  return typeof key === "string" && IDEMPOTENCY_KEY_PATTERN.test(key) ? { kind: "key", key } : { kind: "invalid" };
}

/** Keys are per endpoint and per case: one case's key never answers for another's. */
const scopeOf = (path: string, submissionId: number) => `${path}#case-${submissionId}`;

export function caseChangeReplays(keys: ServerKeys) {
  const store = idempotencyStore(keys);
  return {
    /**
     * What an earlier request with this key did: "stored" (the same change, already made: answer
     * with the case as it is), "other request" (the key was used for different content), or
     * undefined (not seen within the day: make the change).
     */
    async earlier(
      db: Kysely<Database>,
      path: string,
      submissionId: number,
      key: string,
      parsedBody: unknown,
      now: Date,
    ): Promise<"stored" | "other request" | undefined> {
      const found = await store.find(db, scopeOf(path, submissionId), key, parsedBody, now);
      if (!found) return undefined;
      return found.sameRequest ? "stored" : "other request";
    },

    /** In the change's own transaction: the key is kept exactly when the change is. */
    async keep(
      trx: Transaction<Database>,
      path: string,
      submissionId: number,
      key: string,
      parsedBody: unknown,
      now: Date,
    ): Promise<void> {
      const { reference } = await trx
        .selectFrom("submissions")
        .select("reference")
        .where("id", "=", submissionId)
        .executeTakeFirstOrThrow();
      const answer = { statusCode: 200, body: { status: "success", reference }, caseSecret: null };
      await store.store(trx, scopeOf(path, submissionId), key, parsedBody, answer, now);
    },
  };
}
