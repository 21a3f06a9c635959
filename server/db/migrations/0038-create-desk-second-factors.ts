import type { Kysely, Migration } from "kysely";

// A second factor for desk accounts (docs/decisions/0072): a TOTP secret per account, sealed
// with the server key (docs/decisions/0049) so a copy of the database alone cannot make codes,
// and the account's recovery codes, each kept only as an HMAC under the server key and deleted
// when used. A row whose enabled_at is null is a setup not confirmed yet with a code. A snapshot
// like every migration: values are spelled out.

export function createDeskSecondFactors(): Migration {
  return {
    async up(db: Kysely<any>) {
      await db.schema
        .createTable("desk_second_factors")
        .addColumn("user_id", "integer", (column) => column.primaryKey().references("users.id").onDelete("cascade"))
        .addColumn("secret_sealed", "text", (column) => column.notNull())
        .addColumn("enabled_at", "text")
        // The last 30-second step a code was accepted for: no code is accepted twice.
        .addColumn("last_used_step", "integer")
        .addColumn("created_at", "text", (column) => column.notNull())
        .execute();
      await db.schema
        .createTable("desk_recovery_codes")
        .addColumn("user_id", "integer", (column) => column.notNull().references("users.id").onDelete("cascade"))
        .addColumn("code_mac", "text", (column) => column.notNull())
        .addColumn("created_at", "text", (column) => column.notNull())
        .addPrimaryKeyConstraint("desk_recovery_codes_primary_key", ["user_id", "code_mac"])
        .execute();
    },
    async down(db: Kysely<any>) {
      await db.schema.dropTable("desk_recovery_codes").execute();
      await db.schema.dropTable("desk_second_factors").execute();
    },
  };
}
