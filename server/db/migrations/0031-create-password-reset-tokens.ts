import type { Kysely, Migration } from "kysely";

// One-time password reset links an admin makes for a desk member (docs/decisions/0057). Only the
// SHA-256 of a link's token is kept, as for sessions and setup tokens; a row is deleted when its
// link is used, when a newer link is made for the same account, and with the account. A snapshot
// like every migration: values are spelled out.

export function createPasswordResetTokens(): Migration {
  return {
    async up(db: Kysely<any>) {
      await db.schema
        .createTable("password_reset_tokens")
        .addColumn("token_hash", "text", (column) => column.primaryKey())
        .addColumn("user_id", "integer", (column) => column.notNull().references("users.id").onDelete("cascade"))
        // The admin who made it; no foreign key, as for the audit log: the record outlives the account.
        .addColumn("created_by_user_id", "integer")
        .addColumn("created_at", "text", (column) => column.notNull())
        .addColumn("expires_at", "text", (column) => column.notNull())
        .execute();
      await db.schema
        .createIndex("password_reset_tokens_user_id_index")
        .on("password_reset_tokens")
        .column("user_id")
        .execute();
    },
    async down(db: Kysely<any>) {
      await db.schema.dropTable("password_reset_tokens").execute();
    },
  };
}
