import { sql, type Kysely, type Migration } from "kysely";
import type { DatabaseDialect } from "../database";

// A migration is a snapshot: it spells out its own values instead of importing today's
// constants, so it creates the same table however the code changes later.

export function createSubmissionsTable(dialect: DatabaseDialect): Migration {
  return {
    async up(db: Kysely<any>) {
      await db.schema
        .createTable("submissions")
        .addColumn("id", "integer", (column) =>
          // SQLite's AUTOINCREMENT and PostgreSQL's identity both never reuse the id of a deleted
          // row, so an id in a log or an export always means one person's submission.
          dialect === "postgres"
            ? column.primaryKey().generatedByDefaultAsIdentity()
            : column.primaryKey().autoIncrement(),
        )
        .addColumn("reference", "text", (column) => column.notNull())
        .addColumn("kind", "text", (column) =>
          column.notNull().check(sql`kind in ('help_request', 'contact_message', 'post_query')`),
        )
        .addColumn("name", "text", (column) => column.notNull())
        .addColumn("email", "text", (column) => column.notNull())
        .addColumn("phone", "text", (column) => column.notNull().defaultTo(""))
        .addColumn("state", "text", (column) => column.notNull().defaultTo(""))
        .addColumn("city", "text", (column) => column.notNull().defaultTo(""))
        .addColumn("subject", "text", (column) => column.notNull().defaultTo(""))
        .addColumn("message", "text", (column) => column.notNull().defaultTo(""))
        .addColumn("topic", "text")
        .addColumn("page", "text", (column) => column.notNull().defaultTo(""))
        .addColumn("status", "text", (column) =>
          column
            .notNull()
            .defaultTo("new")
            .check(sql`status in ('new', 'in_progress', 'resolved', 'spam')`),
        )
        .addColumn("created_at", "text", (column) => column.notNull())
        .addColumn("updated_at", "text", (column) => column.notNull())
        // Named, so a duplicate reference is told apart from any other failure on both dialects.
        .addUniqueConstraint("submissions_reference_unique", ["reference"])
        .execute();

      await db.schema
        .createIndex("submissions_kind_created_at_index")
        .on("submissions")
        .columns(["kind", "created_at"])
        .execute();
      await db.schema.createIndex("submissions_created_at_index").on("submissions").column("created_at").execute();
    },

    async down(db: Kysely<any>) {
      await db.schema.dropTable("submissions").execute();
    },
  };
}
