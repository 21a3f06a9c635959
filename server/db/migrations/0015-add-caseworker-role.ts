import { sql, type Kysely, type Migration } from "kysely";
import type { DatabaseDialect } from "../database";

// The desk's second role and case assignment (docs/decisions/0030). users.role's CHECK grows to
// ('admin', 'caseworker'): PostgreSQL swaps the constraint; SQLite cannot alter a CHECK, so it
// rebuilds the table as its manual says. Sessions reference users with ON DELETE CASCADE, and
// dropping the old table with foreign keys on would delete every session, so SQLite's rebuild
// runs with foreign keys off and checks them before it commits. Then submissions get
// assigned_to, the desk member a case is given to; losing that member leaves the case unassigned.
// A snapshot like every migration: values are spelled out.

const ROLES_BEFORE = ["admin"];
const ROLES_AFTER = ["admin", "caseworker"];

const allowed = (values: string[]) => sql.join(values.map((value) => sql.lit(value)));

async function rebuildSqliteUsers(outer: Kysely<any>, roles: string[]): Promise<void> {
  // PRAGMA foreign_keys is ignored inside a transaction, so it is set around it.
  await sql`pragma foreign_keys = off`.execute(outer);
  try {
    await outer.transaction().execute(async (db) => {
      await sql`
      create table "users_rebuilt" (
        "id" integer primary key autoincrement,
        "name" text not null,
        "email" text not null,
        "email_normalized" text not null,
        "password_hash" text not null,
        "role" text default 'admin' not null check (role in (${allowed(roles)})),
        "status" text default 'pending' not null check (status in ('pending', 'active', 'disabled')),
        "created_at" text not null,
        "updated_at" text not null,
        constraint "users_email_normalized_unique" unique ("email_normalized")
      )`.execute(db);
      await sql`
      insert into "users_rebuilt"
      select "id", "name", "email", "email_normalized", "password_hash", "role", "status", "created_at", "updated_at"
      from "users"`.execute(db);
      await db.schema.dropTable("users").execute();
      await db.schema.alterTable("users_rebuilt").renameTo("users").execute();
      const broken = await sql`pragma foreign_key_check`.execute(db);
      if (broken.rows.length > 0) throw new Error("users rebuild left rows pointing at no account");
    });
  } finally {
    await sql`pragma foreign_keys = on`.execute(outer);
  }
}

async function replacePostgresRoleCheck(db: Kysely<any>, roles: string[]): Promise<void> {
  // PostgreSQL named the column's CHECK <table>_<column>_check when 0002 created it.
  await sql`alter table users drop constraint users_role_check`.execute(db);
  await sql`alter table users add constraint users_role_check check (role in (${allowed(roles)}))`.execute(db);
}

export function addCaseworkerRole(dialect: DatabaseDialect): Migration {
  const setRoles = (db: Kysely<any>, roles: string[]) =>
    dialect === "postgres" ? replacePostgresRoleCheck(db, roles) : rebuildSqliteUsers(db, roles);

  return {
    async up(db: Kysely<any>) {
      await setRoles(db, ROLES_AFTER);
      await db.schema
        .alterTable("submissions")
        .addColumn("assigned_to", "integer", (column) => column.references("users.id").onDelete("set null"))
        .execute();
      await db.schema.createIndex("submissions_assigned_to_index").on("submissions").column("assigned_to").execute();
    },

    async down(db: Kysely<any>) {
      await db.schema.dropIndex("submissions_assigned_to_index").execute();
      await db.schema.alterTable("submissions").dropColumn("assigned_to").execute();
      // A caseworker must not come back as an admin: the account is kept, but cannot log in.
      await sql`update users set role = 'admin', status = 'disabled' where role = 'caseworker'`.execute(db);
      await setRoles(db, ROLES_BEFORE);
    },
  };
}
