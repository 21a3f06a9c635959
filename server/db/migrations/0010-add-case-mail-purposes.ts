import { sql, type Kysely, type Migration } from "kysely";
import type { DatabaseDialect } from "../database";

// Two more kinds of mail to a victim, both about their case page (docs/decisions/0025): a fresh
// link asked for with "Lost your link?" ('case_link'), and the notice that the desk has written
// to them ('case_notice'). The purpose column's CHECK lists the allowed values; PostgreSQL swaps
// the constraint, SQLite cannot alter a CHECK and so rebuilds the table, the way its manual says
// (create the new table, copy, drop, rename, index again). Nothing references mail_outbox, so the
// rebuild touches no other table. A snapshot like every migration: values are spelled out.

const PURPOSES_BEFORE = ["desk_alert", "acknowledgement"];
const PURPOSES_AFTER = ["desk_alert", "acknowledgement", "case_link", "case_notice"];

const allowed = (purposes: string[]) => sql.join(purposes.map((purpose) => sql.lit(purpose)));

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
  // PostgreSQL named the column's CHECK <table>_<column>_check when 0004 created it.
  await sql`alter table mail_outbox drop constraint mail_outbox_purpose_check`.execute(db);
  if (purposes === PURPOSES_BEFORE) {
    await sql`delete from mail_outbox where purpose not in (${allowed(purposes)})`.execute(db);
  }
  await sql`alter table mail_outbox add constraint mail_outbox_purpose_check check (purpose in (${allowed(purposes)}))`.execute(
    db,
  );
}

export function addCaseMailPurposes(dialect: DatabaseDialect): Migration {
  const widen = (db: Kysely<any>, purposes: string[]) =>
    dialect === "postgres" ? replacePostgresCheck(db, purposes) : rebuildSqliteOutbox(db, purposes);
  return {
    up: (db: Kysely<any>) => widen(db, PURPOSES_AFTER),
    // Going back drops the mails the narrower list cannot hold: they are about case pages that
    // the older code does not have.
    down: (db: Kysely<any>) => widen(db, PURPOSES_BEFORE),
  };
}
