import { sql, type Kysely, type Migration } from "kysely";
import type { DatabaseDialect } from "../database";

// Accounts and sessions (the admin), and the desk's work on a submission: notes and an audit
// log. A snapshot like every migration: values are spelled out, not imported.

export function createAccountsAndCasework(dialect: DatabaseDialect): Migration {
  const identity = (column: any) =>
    dialect === "postgres" ? column.primaryKey().generatedByDefaultAsIdentity() : column.primaryKey().autoIncrement();

  return {
    async up(db: Kysely<any>) {
      await db.schema
        .createTable("users")
        .addColumn("id", "integer", identity)
        .addColumn("name", "text", (column) => column.notNull())
        /** As the person typed it, for display. */
        .addColumn("email", "text", (column) => column.notNull())
        /** Trimmed and lower-cased: what makes an address unique and what login looks up. */
        .addColumn("email_normalized", "text", (column) => column.notNull())
        .addColumn("password_hash", "text", (column) => column.notNull())
        .addColumn("role", "text", (column) =>
          column
            .notNull()
            .defaultTo("admin")
            .check(sql`role in ('admin')`),
        )
        .addColumn("status", "text", (column) =>
          column
            .notNull()
            .defaultTo("pending")
            .check(sql`status in ('pending', 'active', 'disabled')`),
        )
        .addColumn("created_at", "text", (column) => column.notNull())
        .addColumn("updated_at", "text", (column) => column.notNull())
        .addUniqueConstraint("users_email_normalized_unique", ["email_normalized"])
        .execute();

      await db.schema
        .createTable("sessions")
        /** SHA-256 of the token, hex: a stolen database copy holds no usable session. */
        .addColumn("token_hash", "text", (column) => column.primaryKey())
        .addColumn("user_id", "integer", (column) => column.notNull().references("users.id").onDelete("cascade"))
        .addColumn("created_at", "text", (column) => column.notNull())
        .addColumn("last_seen_at", "text", (column) => column.notNull())
        /** created_at plus the absolute lifetime; idle expiry is read from last_seen_at. */
        .addColumn("expires_at", "text", (column) => column.notNull())
        .execute();
      await db.schema.createIndex("sessions_user_id_index").on("sessions").column("user_id").execute();

      await db.schema
        .createTable("setup_tokens")
        .addColumn("token_hash", "text", (column) => column.primaryKey())
        .addColumn("created_at", "text", (column) => column.notNull())
        .execute();

      await db.schema
        .createTable("login_throttle")
        /** "address:<ip>" or "account:<normalized e-mail>". */
        .addColumn("key", "text", (column) => column.primaryKey())
        .addColumn("failures", "integer", (column) => column.notNull())
        .addColumn("window_started_at", "text", (column) => column.notNull())
        .addColumn("locked_until", "text")
        .execute();

      await db.schema
        .createTable("audit_log")
        .addColumn("id", "integer", identity)
        /** No foreign key: the record of who did what outlives any change to the account. */
        .addColumn("actor_user_id", "integer")
        .addColumn("actor_name", "text", (column) => column.notNull())
        .addColumn("actor_email", "text", (column) => column.notNull())
        .addColumn("action", "text", (column) => column.notNull())
        .addColumn("target_type", "text")
        .addColumn("target_id", "text")
        /** JSON object; never a victim's personal data, which must be erasable. */
        .addColumn("detail", "text", (column) => column.notNull().defaultTo("{}"))
        .addColumn("created_at", "text", (column) => column.notNull())
        .execute();
      await db.schema.createIndex("audit_log_created_at_index").on("audit_log").columns(["created_at", "id"]).execute();

      await db.schema
        .createTable("submission_notes")
        .addColumn("id", "integer", identity)
        // Erasing a submission erases what the desk wrote about that person too.
        .addColumn("submission_id", "integer", (column) =>
          column.notNull().references("submissions.id").onDelete("cascade"),
        )
        .addColumn("author_user_id", "integer")
        .addColumn("author_name", "text", (column) => column.notNull())
        .addColumn("body", "text", (column) => column.notNull())
        .addColumn("created_at", "text", (column) => column.notNull())
        .execute();
      await db.schema
        .createIndex("submission_notes_submission_id_index")
        .on("submission_notes")
        .column("submission_id")
        .execute();
    },

    async down(db: Kysely<any>) {
      for (const table of ["submission_notes", "audit_log", "login_throttle", "setup_tokens", "sessions", "users"]) {
        await db.schema.dropTable(table).execute();
      }
    },
  };
}
