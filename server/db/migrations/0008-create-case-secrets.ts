import { sql, type Kysely, type Migration } from "kysely";

// The secrets that open a victim's case page (issue "The victim's private case page"): links
// mailed or shown after sending, the short-lived session a link is exchanged for, and the
// long-lived token of a phone the victim chose to remember. Only SHA-256 hashes are stored.
// A snapshot like every migration: values are spelled out.

export function createCaseSecrets(): Migration {
  return {
    async up(db: Kysely<any>) {
      await db.schema
        .createTable("case_secrets")
        // The primary key is the unique index a lookup walks, found or not.
        .addColumn("secret_hash", "text", (column) => column.primaryKey())
        // Erasing a submission erases its secrets.
        .addColumn("submission_id", "integer", (column) =>
          column.notNull().references("submissions.id").onDelete("cascade"),
        )
        .addColumn("kind", "text", (column) => column.notNull().check(sql`kind in ('link', 'session', 'device')`))
        .addColumn("created_at", "text", (column) => column.notNull())
        /** Null for a link, which lasts until revoked. */
        .addColumn("expires_at", "text")
        .addColumn("revoked_at", "text")
        .execute();
      await db.schema
        .createIndex("case_secrets_submission_id_index")
        .on("case_secrets")
        .column("submission_id")
        .execute();
    },
    async down(db: Kysely<any>) {
      await db.schema.dropTable("case_secrets").execute();
    },
  };
}
