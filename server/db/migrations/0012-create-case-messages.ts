import { sql, type Kysely, type Migration } from "kysely";
import type { DatabaseDialect } from "../database";

// Messages both ways between the desk and the victim, on the victim's case page
// (docs/decisions/0026). A snapshot like every migration: values are spelled out.

export function createCaseMessages(dialect: DatabaseDialect): Migration {
  return {
    async up(db: Kysely<any>) {
      await db.schema
        .createTable("case_messages")
        .addColumn("id", "integer", (column) =>
          dialect === "postgres"
            ? column.primaryKey().generatedByDefaultAsIdentity()
            : column.primaryKey().autoIncrement(),
        )
        // Erasing a submission erases what the desk and the person wrote to each other.
        .addColumn("submission_id", "integer", (column) =>
          column.notNull().references("submissions.id").onDelete("cascade"),
        )
        .addColumn("author", "text", (column) => column.notNull().check(sql`author in ('desk', 'victim')`))
        // As submission_notes: no foreign key, so a message outlives any change to the account,
        // and the name it was written under stays with it.
        .addColumn("author_user_id", "integer")
        /** The desk member's name when they wrote; '' for the victim. */
        .addColumn("author_name", "text", (column) => column.notNull().defaultTo(""))
        .addColumn("body", "text", (column) => column.notNull().check(sql`length(body) between 1 and 4000`))
        .addColumn("created_at", "text", (column) => column.notNull())
        /** When the other side first read it; null until then. */
        .addColumn("read_at", "text")
        .execute();

      // The thread of one case, oldest first.
      await db.schema
        .createIndex("case_messages_submission_id_created_at_index")
        .on("case_messages")
        .columns(["submission_id", "created_at"])
        .execute();
      // The desk's question, "which cases have replies nobody has read?": only those rows are in it.
      await db.schema
        .createIndex("case_messages_unread_victim_index")
        .on("case_messages")
        .column("submission_id")
        .where(sql<boolean>`author = 'victim' and read_at is null`)
        .execute();
    },

    async down(db: Kysely<any>) {
      await db.schema.dropTable("case_messages").execute();
    },
  };
}
