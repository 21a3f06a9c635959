import { sql, type ColumnDefinitionBuilder, type Kysely, type Migration } from "kysely";
import type { DatabaseDialect } from "../database";

// Reminders as browser notifications (Web Push; docs/decisions/0074):
// - a second channel, 'push', for the consents and the record of reminders queued
//   (case_reminder_consents, case_reminder_sends): their channel column's CHECK lists it;
//   PostgreSQL swaps the constraints, SQLite cannot alter a CHECK and so rebuilds the two tables
//   the way its manual says (create, copy, drop, rename, index again); nothing references them;
// - case_push_subscriptions: each browser a case's notifications go to, as the browser gave it
//   (its push service's endpoint and the keys the message is encrypted to), at most five a case;
// - push_outbox: each notification to send, one per reminder and browser, claimed and retried as
//   the mail outbox's mails are; a browser's subscription gone, its row stays with the push
//   service's host, so the desk still sees what was sent.
// A snapshot like every migration: values are spelled out.

const CHANNELS_BEFORE = ["email"];
const CHANNELS_AFTER = ["email", "push"];

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

export function createPushReminders(dialect: DatabaseDialect): Migration {
  const allowChannels = (db: Kysely<any>, channels: string[]) =>
    dialect === "postgres" ? replacePostgresChecks(db, channels) : rebuildSqliteReminderTables(db, channels);
  const identity = (column: ColumnDefinitionBuilder) =>
    dialect === "postgres" ? column.primaryKey().generatedByDefaultAsIdentity() : column.primaryKey().autoIncrement();
  return {
    async up(db: Kysely<any>) {
      await allowChannels(db, CHANNELS_AFTER);

      await db.schema
        .createTable("case_push_subscriptions")
        .addColumn("id", "integer", identity)
        .addColumn("submission_id", "integer", (column) =>
          column.notNull().references("submissions.id").onDelete("cascade"),
        )
        .addColumn("endpoint", "text", (column) => column.notNull())
        /** The browser's P-256 public key and auth secret (RFC 8291), base64url, as it gave them. */
        .addColumn("p256dh", "text", (column) => column.notNull())
        .addColumn("auth", "text", (column) => column.notNull())
        .addColumn("created_at", "text", (column) => column.notNull())
        // A browser given twice for one case is one subscription; one browser may serve two cases.
        .addUniqueConstraint("case_push_subscriptions_endpoint_unique", ["submission_id", "endpoint"])
        .execute();

      await db.schema
        .createTable("push_outbox")
        .addColumn("id", "integer", identity)
        .addColumn("submission_id", "integer", (column) =>
          column.notNull().references("submissions.id").onDelete("cascade"),
        )
        // Null once the browser's subscription has gone (stopped, ended by its push service).
        .addColumn("subscription_id", "integer", (column) =>
          column.references("case_push_subscriptions.id").onDelete("set null"),
        )
        // The push service's host, kept for the desk when the subscription has gone.
        .addColumn("push_service", "text", (column) => column.notNull())
        // The reminder it carries, checked again just before the send.
        .addColumn("step_id", "text", (column) => column.notNull())
        .addColumn("due_on", "text", (column) => column.notNull())
        .addColumn("slot", "text", (column) =>
          column.notNull().check(sql`slot in ('day_before', 'last_day', 'bank_time_up')`),
        )
        // What the notification says, and the page a tap opens: our words only, no secret.
        .addColumn("title", "text", (column) => column.notNull())
        .addColumn("url", "text", (column) => column.notNull())
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
        .addColumn("created_at", "text", (column) => column.notNull())
        .addColumn("updated_at", "text", (column) => column.notNull())
        .execute();
      await db.schema
        .createIndex("push_outbox_status_next_attempt_at_index")
        .on("push_outbox")
        .columns(["status", "next_attempt_at"])
        .execute();
      await db.schema
        .createIndex("push_outbox_submission_id_index")
        .on("push_outbox")
        .column("submission_id")
        .execute();
      await db.schema
        .createIndex("push_outbox_subscription_id_index")
        .on("push_outbox")
        .column("subscription_id")
        .execute();
    },
    async down(db: Kysely<any>) {
      await db.schema.dropTable("push_outbox").execute();
      await db.schema.dropTable("case_push_subscriptions").execute();
      // Going back drops the notifications' consents and records: the older code has no such channel.
      await allowChannels(db, CHANNELS_BEFORE);
    },
  };
}
