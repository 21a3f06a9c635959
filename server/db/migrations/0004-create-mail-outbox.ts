import { sql, type Kysely, type Migration } from "kysely";
import type { DatabaseDialect } from "../database";

// The mail outbox: mails are written in the same transaction as the submission they are about,
// then sent by a background worker. A snapshot like every migration: values are spelled out.

export function createMailOutbox(dialect: DatabaseDialect): Migration {
  return {
    async up(db: Kysely<any>) {
      await db.schema
        .createTable("mail_outbox")
        .addColumn("id", "integer", (column) =>
          dialect === "postgres"
            ? column.primaryKey().generatedByDefaultAsIdentity()
            : column.primaryKey().autoIncrement(),
        )
        // Erasing a submission erases the mails that quote it.
        .addColumn("submission_id", "integer", (column) => column.references("submissions.id").onDelete("cascade"))
        .addColumn("purpose", "text", (column) =>
          column.notNull().check(sql`purpose in ('desk_alert', 'acknowledgement')`),
        )
        .addColumn("to_address", "text", (column) => column.notNull())
        .addColumn("reply_to", "text")
        .addColumn("subject", "text", (column) => column.notNull())
        .addColumn("text_body", "text", (column) => column.notNull())
        .addColumn("html_body", "text", (column) => column.notNull())
        .addColumn("status", "text", (column) =>
          column
            .notNull()
            .defaultTo("queued")
            .check(sql`status in ('queued', 'sending', 'sent', 'failed')`),
        )
        .addColumn("attempts", "integer", (column) => column.notNull().defaultTo(0))
        .addColumn("next_attempt_at", "text", (column) => column.notNull())
        /** While status is 'sending': which worker holds it, and until when. */
        .addColumn("locked_by", "text")
        .addColumn("locked_until", "text")
        .addColumn("last_error", "text")
        .addColumn("sent_at", "text")
        .addColumn("created_at", "text", (column) => column.notNull())
        .addColumn("updated_at", "text", (column) => column.notNull())
        .execute();

      // The worker's question, "what is due?", and the admin's list by status.
      await db.schema
        .createIndex("mail_outbox_status_next_attempt_at_index")
        .on("mail_outbox")
        .columns(["status", "next_attempt_at"])
        .execute();
      await db.schema
        .createIndex("mail_outbox_submission_id_index")
        .on("mail_outbox")
        .column("submission_id")
        .execute();
    },

    async down(db: Kysely<any>) {
      await db.schema.dropTable("mail_outbox").execute();
    },
  };
}
