import { sql, type Kysely, type Migration } from "kysely";
import type { DatabaseDialect } from "../database";

// E-mail reminders of a case's dates (docs/decisions/0069):
// - case_reminder_consents: one row per case and channel ('email'), asked -> on -> off; while on,
//   next_check_at says when the reminder worker looks at the case again, and a partial index on
//   it is the worker's only question, so cases without consent cost nothing;
// - case_reminder_tokens: the confirmation link's and the stop links' tokens, as their SHA-256
//   only, each with its expiry, deleted when used;
// - case_reminder_sends: each reminder queued, by case, channel, step, due day and slot: its
//   primary key is what makes each one go at most once, across instances too;
// - two more purposes of mail: the confirmation ('reminder_confirmation') and the reminder
//   ('reminder'). The purpose column's CHECK lists them; PostgreSQL swaps the constraint, SQLite
//   cannot alter a CHECK and so rebuilds the outbox as migration 0010 did.
// A snapshot like every migration: values are spelled out.

const PURPOSES_BEFORE = ["desk_alert", "acknowledgement", "case_link", "case_notice"];
const PURPOSES_AFTER = [...PURPOSES_BEFORE, "reminder_confirmation", "reminder"];

const allowed = (values: string[]) => sql.join(values.map((value) => sql.lit(value)));

async function rebuildSqliteOutbox(outer: Kysely<any>, purposes: string[]): Promise<void> {
  // Kysely runs SQLite migrations outside a transaction; the rebuild must not stop half-way.
  await outer.transaction().execute(async (db) => {
    await sql`
    create table "mail_outbox_rebuilt" (
      "id" integer primary key autoincrement,
      "submission_id" integer references "submissions" ("id") on delete cascade,
      "purpose" text not null check (purpose in (${allowed(purposes)})),
      "to_address" text not null,
      "reply_to" text,
      "subject" text not null,
      "text_body" text not null,
      "html_body" text not null,
      "status" text default 'queued' not null check (status in ('queued', 'sending', 'sent', 'failed')),
      "attempts" integer default 0 not null,
      "next_attempt_at" text not null,
      "locked_by" text,
      "locked_until" text,
      "last_error" text,
      "sent_at" text,
      "created_at" text not null,
      "updated_at" text not null
    )`.execute(db);
    await sql`
    insert into "mail_outbox_rebuilt"
    select "id", "submission_id", "purpose", "to_address", "reply_to", "subject", "text_body", "html_body",
           "status", "attempts", "next_attempt_at", "locked_by", "locked_until", "last_error", "sent_at",
           "created_at", "updated_at"
    from "mail_outbox"
    where "purpose" in (${allowed(purposes)})`.execute(db);
    await db.schema.dropTable("mail_outbox").execute();
    await db.schema.alterTable("mail_outbox_rebuilt").renameTo("mail_outbox").execute();
    await db.schema
      .createIndex("mail_outbox_status_next_attempt_at_index")
      .on("mail_outbox")
      .columns(["status", "next_attempt_at"])
      .execute();
    await db.schema.createIndex("mail_outbox_submission_id_index").on("mail_outbox").column("submission_id").execute();
  });
}

async function replacePostgresCheck(db: Kysely<any>, purposes: string[]): Promise<void> {
  await sql`alter table mail_outbox drop constraint mail_outbox_purpose_check`.execute(db);
  if (purposes === PURPOSES_BEFORE) {
    await sql`delete from mail_outbox where purpose not in (${allowed(purposes)})`.execute(db);
  }
  await sql`alter table mail_outbox add constraint mail_outbox_purpose_check check (purpose in (${allowed(purposes)}))`.execute(
    db,
  );
}

export function createCaseReminders(dialect: DatabaseDialect): Migration {
  const allowPurposes = (db: Kysely<any>, purposes: string[]) =>
    dialect === "postgres" ? replacePostgresCheck(db, purposes) : rebuildSqliteOutbox(db, purposes);
  return {
    async up(db: Kysely<any>) {
      await allowPurposes(db, PURPOSES_AFTER);
      await db.schema
        .createTable("case_reminder_consents")
        .addColumn("submission_id", "integer", (column) =>
          column.notNull().references("submissions.id").onDelete("cascade"),
        )
        .addColumn("channel", "text", (column) => column.notNull().check(sql`channel in ('email')`))
        .addColumn("status", "text", (column) => column.notNull().check(sql`status in ('asked', 'on', 'off')`))
        .addColumn("asked_at", "text")
        .addColumn("confirmed_at", "text")
        .addColumn("stopped_at", "text")
        .addColumn("next_check_at", "text")
        .addColumn("updated_at", "text", (column) => column.notNull())
        .addPrimaryKeyConstraint("case_reminder_consents_primary_key", ["submission_id", "channel"])
        .execute();
      // Only rows with consent on have a time to look again: the index holds those alone.
      await db.schema
        .createIndex("case_reminder_consents_next_check_at_index")
        .on("case_reminder_consents")
        .column("next_check_at")
        .where(sql.ref("next_check_at"), "is not", null)
        .execute();

      await db.schema
        .createTable("case_reminder_tokens")
        .addColumn("token_hash", "text", (column) => column.primaryKey())
        .addColumn("submission_id", "integer", (column) =>
          column.notNull().references("submissions.id").onDelete("cascade"),
        )
        .addColumn("channel", "text", (column) => column.notNull().check(sql`channel in ('email')`))
        .addColumn("purpose", "text", (column) => column.notNull().check(sql`purpose in ('confirm', 'stop')`))
        .addColumn("created_at", "text", (column) => column.notNull())
        .addColumn("expires_at", "text", (column) => column.notNull())
        .execute();
      await db.schema
        .createIndex("case_reminder_tokens_submission_id_index")
        .on("case_reminder_tokens")
        .column("submission_id")
        .execute();

      await db.schema
        .createTable("case_reminder_sends")
        .addColumn("submission_id", "integer", (column) =>
          column.notNull().references("submissions.id").onDelete("cascade"),
        )
        .addColumn("channel", "text", (column) => column.notNull().check(sql`channel in ('email')`))
        .addColumn("step_id", "text", (column) => column.notNull())
        .addColumn("due_on", "text", (column) => column.notNull())
        .addColumn("slot", "text", (column) =>
          column.notNull().check(sql`slot in ('day_before', 'last_day', 'bank_time_up')`),
        )
        // The outbox's row that carries it; no foreign key, so the outbox can be rebuilt as above.
        .addColumn("mail_id", "integer")
        .addColumn("queued_at", "text", (column) => column.notNull())
        .addPrimaryKeyConstraint("case_reminder_sends_primary_key", [
          "submission_id",
          "channel",
          "step_id",
          "due_on",
          "slot",
        ])
        .execute();
      await db.schema
        .createIndex("case_reminder_sends_mail_id_index")
        .on("case_reminder_sends")
        .column("mail_id")
        .execute();
    },
    async down(db: Kysely<any>) {
      await db.schema.dropTable("case_reminder_sends").execute();
      await db.schema.dropTable("case_reminder_tokens").execute();
      await db.schema.dropTable("case_reminder_consents").execute();
      // Going back drops the reminders' mails: the older code has no reminders.
      await allowPurposes(db, PURPOSES_BEFORE);
    },
  };
}
