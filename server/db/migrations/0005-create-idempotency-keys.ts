import type { Kysely, Migration } from "kysely";

// Idempotency-Key answers: a client's retry of a submission gets the first answer again instead
// of storing the form twice. A snapshot like every migration.

export function createIdempotencyKeys(): Migration {
  return {
    async up(db: Kysely<any>) {
      await db.schema
        .createTable("idempotency_keys")
        /** The endpoint's path: a key means one request to one endpoint. */
        .addColumn("scope", "text", (column) => column.notNull())
        .addColumn("key", "text", (column) => column.notNull())
        /** SHA-256 of the request body as parsed, to refuse a key reused for something else. */
        .addColumn("request_hash", "text", (column) => column.notNull())
        .addColumn("status_code", "integer", (column) => column.notNull())
        .addColumn("response_body", "text", (column) => column.notNull())
        .addColumn("created_at", "text", (column) => column.notNull())
        .addPrimaryKeyConstraint("idempotency_keys_pkey", ["scope", "key"])
        .execute();
      // Expired keys are deleted by age.
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
