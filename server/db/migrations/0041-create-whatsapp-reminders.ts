import { sql, type ColumnDefinitionBuilder, type Kysely, type Migration } from "kysely";
import type { DatabaseDialect } from "../database";

// Reminders on WhatsApp (docs/decisions/0076):
// - a third channel, 'whatsapp', for the consents and the record of reminders queued
//   (case_reminder_consents, case_reminder_sends): their channel column's CHECK lists it;
//   PostgreSQL swaps the constraints, SQLite cannot alter a CHECK and so rebuilds the two tables
//   as migration 0039 did (create, copy, drop, rename, index again); nothing references them;
// - whatsapp_outbox: each template message to send (the confirmation, or a reminder), claimed and
//   retried as the mail outbox's mails are. It keeps the number it goes to, WhatsApp's id for it
//   (the webhook's statuses name it), and the SHA-256 of the token its quick-reply button carries,
//   minted at the send, with its expiry: a tap is answered by the message it was on.
// A snapshot like every migration: values are spelled out.

const CHANNELS_BEFORE = ["email", "push"];
const CHANNELS_AFTER = ["email", "push", "whatsapp"];

const allowed = (values: string[]) => sql.join(values.map((value) => sql.lit(value)));

async function rebuildSqliteReminderTables(outer: Kysely<any>, channels: string[]): Promise<void> {
  // Kysely runs SQLite migrations outside a transaction; the rebuild must not stop half-way.
  await outer.transaction().execute(async (db) => {
    await sql`
    create table "case_reminder_consents_rebuilt" (
      "submission_id" integer not null references "submissions" ("id") on delete cascade,
      "channel" text not null check (channel in (${allowed(channels)})),
      "status" text not null check (status in ('asked', 'on', 'off')),
      "asked_at" text,
      "confirmed_at" text,
      "stopped_at" text,
      "next_check_at" text,
      "updated_at" text not null,
      constraint "case_reminder_consents_primary_key" primary key ("submission_id", "channel")
    )`.execute(db);
    await sql`
    insert into "case_reminder_consents_rebuilt"
    select "submission_id", "channel", "status", "asked_at", "confirmed_at", "stopped_at", "next_check_at", "updated_at"
    from "case_reminder_consents"
    where "channel" in (${allowed(channels)})`.execute(db);
    await db.schema.dropTable("case_reminder_consents").execute();
    await db.schema.alterTable("case_reminder_consents_rebuilt").renameTo("case_reminder_consents").execute();
    await db.schema
      .createIndex("case_reminder_consents_next_check_at_index")
      .on("case_reminder_consents")
      .column("next_check_at")
      .where(sql.ref("next_check_at"), "is not", null)
      .execute();

    await sql`
    create table "case_reminder_sends_rebuilt" (
      "submission_id" integer not null references "submissions" ("id") on delete cascade,
      "channel" text not null check (channel in (${allowed(channels)})),
      "step_id" text not null,
      "due_on" text not null,
      "slot" text not null check (slot in ('day_before', 'last_day', 'bank_time_up')),
      "mail_id" integer,
      "queued_at" text not null,
      constraint "case_reminder_sends_primary_key" primary key ("submission_id", "channel", "step_id", "due_on", "slot")
    )`.execute(db);
    await sql`
    insert into "case_reminder_sends_rebuilt"
    select "submission_id", "channel", "step_id", "due_on", "slot", "mail_id", "queued_at"
    from "case_reminder_sends"
    where "channel" in (${allowed(channels)})`.execute(db);
    await db.schema.dropTable("case_reminder_sends").execute();
    await db.schema.alterTable("case_reminder_sends_rebuilt").renameTo("case_reminder_sends").execute();
    await db.schema
      .createIndex("case_reminder_sends_mail_id_index")
      .on("case_reminder_sends")
      .column("mail_id")
      .execute();
  });
}

async function replacePostgresChecks(db: Kysely<any>, channels: string[]): Promise<void> {
  for (const table of ["case_reminder_consents", "case_reminder_sends"]) {
    const constraint = `${table}_channel_check`;
    await sql`alter table ${sql.table(table)} drop constraint ${sql.ref(constraint)}`.execute(db);
    if (channels === CHANNELS_BEFORE) {
      await sql`delete from ${sql.table(table)} where channel not in (${allowed(channels)})`.execute(db);
    }
    await sql`alter table ${sql.table(table)} add constraint ${sql.ref(constraint)} check (channel in (${allowed(channels)}))`.execute(
      db,
    );
  }
}

export function createWhatsAppReminders(dialect: DatabaseDialect): Migration {
  const allowChannels = (db: Kysely<any>, channels: string[]) =>
    dialect === "postgres" ? replacePostgresChecks(db, channels) : rebuildSqliteReminderTables(db, channels);
  const identity = (column: ColumnDefinitionBuilder) =>
    dialect === "postgres" ? column.primaryKey().generatedByDefaultAsIdentity() : column.primaryKey().autoIncrement();
  return {
    async up(db: Kysely<any>) {
      await allowChannels(db, CHANNELS_AFTER);

      await db.schema
        .createTable("whatsapp_outbox")
        .addColumn("id", "integer", identity)
        .addColumn("submission_id", "integer", (column) =>
          column.notNull().references("submissions.id").onDelete("cascade"),
        )
        // The confirmation (its button "Yes, remind me") or a reminder (its button "Stop reminders").
        .addColumn("kind", "text", (column) => column.notNull().check(sql`kind in ('confirm', 'reminder')`))
        // A reminder's key, checked again just before the send; null for the confirmation.
        .addColumn("step_id", "text")
        .addColumn("due_on", "text")
        .addColumn("slot", "text", (column) => column.check(sql`slot in ('day_before', 'last_day', 'bank_time_up')`))
        // The number it goes to, country code and digits; a tap must come from it.
        .addColumn("recipient", "text", (column) => column.notNull())
        // Which template, in which language, with which date: our words only, no secret.
        .addColumn("template", "text", (column) =>
          column.notNull().check(sql`template in ('confirm', 'tomorrow', 'today', 'bank_time_up')`),
        )
        .addColumn("language", "text", (column) => column.notNull())
        .addColumn("date_text", "text")
        .addColumn("status", "text", (column) =>
          column
            .notNull()
            .defaultTo("queued")
            .check(sql`status in ('queued', 'sending', 'sent', 'failed')`),
        )
        .addColumn("attempts", "integer", (column) => column.notNull().defaultTo(0))
        .addColumn("next_attempt_at", "text", (column) => column.notNull())
        .addColumn("locked_by", "text")
        .addColumn("locked_until", "text")
        .addColumn("last_error", "text")
        .addColumn("sent_at", "text")
        // WhatsApp's id for the message once it took it ("wamid.…"): the webhook's statuses name it.
        .addColumn("message_id", "text")
        // The SHA-256 of the token the button's payload carries, minted at the send; null once
        // used, stopped, or when the send failed.
        .addColumn("button_token_hash", "text")
        .addColumn("button_token_expires_at", "text")
        .addColumn("created_at", "text", (column) => column.notNull())
        .addColumn("updated_at", "text", (column) => column.notNull())
        .execute();
      await db.schema
        .createIndex("whatsapp_outbox_status_next_attempt_at_index")
        .on("whatsapp_outbox")
        .columns(["status", "next_attempt_at"])
        .execute();
      await db.schema
        .createIndex("whatsapp_outbox_submission_id_index")
        .on("whatsapp_outbox")
        .column("submission_id")
        .execute();
      await db.schema
        .createIndex("whatsapp_outbox_message_id_index")
        .on("whatsapp_outbox")
        .column("message_id")
        .unique()
        .execute();
      await db.schema
        .createIndex("whatsapp_outbox_button_token_hash_index")
        .on("whatsapp_outbox")
        .column("button_token_hash")
        .unique()
        .execute();
    },
    async down(db: Kysely<any>) {
      await db.schema.dropTable("whatsapp_outbox").execute();
      // Going back drops WhatsApp's consents and records: the older code has no such channel.
      await allowChannels(db, CHANNELS_BEFORE);
    },
  };
}
