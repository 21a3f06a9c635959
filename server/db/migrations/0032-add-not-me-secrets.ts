import { sql, type Kysely, type Migration } from "kysely";
import type { DatabaseDialect } from "../database";

// "This wasn't me" gets its own secret (docs/decisions/0058): a kind 'not_me' of case secret,
// minted only into the acknowledgement, that opens nothing. The kind column's CHECK lists the
// allowed values; PostgreSQL swaps the constraint, SQLite cannot alter a CHECK and so rebuilds
// the table, the way its manual says (create the new table, copy, drop, rename, index again).
// Nothing references case_secrets, so the rebuild touches no other table. And a case closed as
// "This wasn't me" keeps the status it had, so that the desk can undo the closure. A snapshot
// like every migration: values are spelled out.

const KINDS_BEFORE = ["link", "session", "device"];
const KINDS_AFTER = ["link", "session", "device", "not_me"];

const allowed = (kinds: string[]) => sql.join(kinds.map((kind) => sql.lit(kind)));

async function rebuildSqliteSecrets(outer: Kysely<any>, kinds: string[]): Promise<void> {
  // Kysely runs SQLite migrations outside a transaction; the rebuild must not stop half-way.
  await outer.transaction().execute(async (db) => {
    await sql`
    create table "case_secrets_rebuilt" (
      "secret_hash" text primary key,
      "submission_id" integer not null references "submissions" ("id") on delete cascade,
      "kind" text not null check (kind in (${allowed(kinds)})),
      "created_at" text not null,
      "expires_at" text,
      "revoked_at" text
    )`.execute(db);
    await sql`
    insert into "case_secrets_rebuilt"
    select "secret_hash", "submission_id", "kind", "created_at", "expires_at", "revoked_at"
    from "case_secrets"
    where "kind" in (${allowed(kinds)})`.execute(db);
    await db.schema.dropTable("case_secrets").execute();
    await db.schema.alterTable("case_secrets_rebuilt").renameTo("case_secrets").execute();
    await db.schema
      .createIndex("case_secrets_submission_id_index")
      .on("case_secrets")
      .column("submission_id")
      .execute();
  });
}

async function replacePostgresCheck(db: Kysely<any>, kinds: string[]): Promise<void> {
  // PostgreSQL named the column's CHECK <table>_<column>_check when 0008 created it.
  await sql`alter table case_secrets drop constraint case_secrets_kind_check`.execute(db);
  if (kinds === KINDS_BEFORE) {
    await sql`delete from case_secrets where kind not in (${allowed(kinds)})`.execute(db);
  }
  await sql`alter table case_secrets add constraint case_secrets_kind_check check (kind in (${allowed(kinds)}))`.execute(
    db,
  );
}

export function addNotMeSecrets(dialect: DatabaseDialect): Migration {
  const allow = (db: Kysely<any>, kinds: string[]) =>
    dialect === "postgres" ? replacePostgresCheck(db, kinds) : rebuildSqliteSecrets(db, kinds);
  return {
    async up(db: Kysely<any>) {
      await allow(db, KINDS_AFTER);
      // The status a case had when it was closed as "This wasn't me"; NULL for every other case.
      await db.schema.alterTable("submissions").addColumn("status_before_not_me", "text").execute();
    },
    async down(db: Kysely<any>) {
      await db.schema.alterTable("submissions").dropColumn("status_before_not_me").execute();
      // Going back drops the secrets the narrower list cannot hold: they open nothing anyway.
      await allow(db, KINDS_BEFORE);
    },
  };
}
