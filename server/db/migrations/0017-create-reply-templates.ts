import { sql, type Kysely, type Migration } from "kysely";
import type { DatabaseDialect } from "../database";

// The desk's saved replies (docs/decisions/0033). A title is unique without regard to case:
// title_key holds it trimmed, its spaces collapsed and lower-cased by the server, so SQLite and
// PostgreSQL, whose lower() differ beyond ASCII, hold the same rule. A snapshot like every
// migration: values are spelled out.

export function createReplyTemplates(dialect: DatabaseDialect): Migration {
  return {
    async up(db: Kysely<any>) {
      await db.schema
        .createTable("reply_templates")
        .addColumn("id", "integer", (column) =>
          dialect === "postgres"
            ? column.primaryKey().generatedByDefaultAsIdentity()
            : column.primaryKey().autoIncrement(),
        )
        .addColumn("title", "text", (column) => column.notNull().check(sql`length(title) between 1 and 80`))
        .addColumn("title_key", "text", (column) => column.notNull())
        .addColumn("body", "text", (column) => column.notNull().check(sql`length(body) between 1 and 3000`))
        .addColumn("created_at", "text", (column) => column.notNull())
        .addColumn("updated_at", "text", (column) => column.notNull())
        // As notes and messages: no foreign key, so a template outlives any change to the account
        // of who last changed it, and the name they had then stays with it.
        .addColumn("updated_by_user_id", "integer")
        .addColumn("updated_by_name", "text", (column) => column.notNull())
        .addUniqueConstraint("reply_templates_title_key_unique", ["title_key"])
        .execute();
    },

    async down(db: Kysely<any>) {
      await db.schema.dropTable("reply_templates").execute();
    },
  };
}
