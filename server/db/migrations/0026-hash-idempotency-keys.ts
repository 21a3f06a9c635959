import type { Kysely, Migration } from "kysely";

// Idempotency-Keys and request hashes kept as HMACs under the server key, and the first answer's
// case link kept sealed under it for a replay (docs/decisions/0049). Rows before this held the
// key and the hash in clear, and the server key is not the migration's to know, so they are
// not carried over: the table is made afresh. A key's life is a day, and a retry of a request
// sent just before the upgrade is stored as a new request, which the desk sees as a possible
// duplicate of the first.

export function hashIdempotencyKeys(): Migration {
  return {
    async up(db: Kysely<any>) {
      await db.schema.dropTable("idempotency_keys").execute();
      await db.schema
        .createTable("idempotency_keys")
        /** The endpoint's path: a key means one request to one endpoint. */
        .addColumn("scope", "text", (column) => column.notNull())
        /** HMAC-SHA-256 of the Idempotency-Key under `server_key_id`'s idempotency subkey. */
        .addColumn("key_hash", "text", (column) => column.notNull())
        .addColumn("server_key_id", "text", (column) => column.notNull())
        /** HMAC of the request as parsed, under the same key: to refuse a key reused for something else. */
        .addColumn("request_hash", "text", (column) => column.notNull())
        .addColumn("status_code", "integer", (column) => column.notNull())
        .addColumn("response_body", "text", (column) => column.notNull())
        /** The first answer's case link, sealed under the server key; null when it had none. */
        .addColumn("sealed_case_link", "text")
        .addColumn("created_at", "text", (column) => column.notNull())
        .addPrimaryKeyConstraint("idempotency_keys_pkey", ["scope", "key_hash"])
        .execute();
      await db.schema
        .createIndex("idempotency_keys_created_at_index")
        .on("idempotency_keys")
        .column("created_at")
        .execute();
    },
    async down(db: Kysely<any>) {
      await db.schema.dropTable("idempotency_keys").execute();
    },
  };
}
