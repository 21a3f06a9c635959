import { sql, type Kysely, type Migration } from "kysely";
import type { DatabaseDialect } from "../database";

// SQLite's search index (migration 0003's FTS5 table) written for new submissions a batch at a
// time, not row by row from a trigger (docs/decisions/0103). `submissions_search_progress` holds
// the last submission id the index holds; every submission above it is still to be indexed
// (server/db/search-index.ts does it). The delete and update triggers touch the index only for
// a submission it holds: FTS5's 'delete' of words never indexed would corrupt it.
// PostgreSQL's search is a generated column and does not change. A snapshot like every
// migration: values are spelled out.

const COLUMNS = "name, email, reference, subject, message";

const INDEXED = "(select indexed_through from submissions_search_progress)";

async function createTriggers(db: Kysely<any>, onlyIndexed: boolean): Promise<void> {
  const when = (row: "old") => (onlyIndexed ? `when ${row}.id <= ${INDEXED}` : "");
  await sql
    .raw(
      `create trigger submissions_search_after_delete after delete on submissions ${when("old")} begin
      insert into submissions_search (submissions_search, rowid, ${COLUMNS})
      values ('delete', old.id, old.name, old.email, old.reference, old.subject, old.message);
    end`,
    )
    .execute(db);
  // Only a change to searched text touches the index; a status change does not.
  await sql
    .raw(
      `create trigger submissions_search_after_update after update of ${COLUMNS} on submissions ${when("old")} begin
      insert into submissions_search (submissions_search, rowid, ${COLUMNS})
      values ('delete', old.id, old.name, old.email, old.reference, old.subject, old.message);
      insert into submissions_search (rowid, ${COLUMNS})
      values (new.id, new.name, new.email, new.reference, new.subject, new.message);
    end`,
    )
    .execute(db);
}

async function dropTriggers(db: Kysely<any>): Promise<void> {
  for (const trigger of ["insert", "delete", "update"]) {
    await sql.raw(`drop trigger if exists submissions_search_after_${trigger}`).execute(db);
  }
}

export function indexSearchWithTheGroup(dialect: DatabaseDialect): Migration {
  return {
    async up(outer: Kysely<any>) {
      if (dialect === "postgres") return;
      // Kysely runs SQLite migrations outside a transaction; the triggers must not change half-way.
      await outer.transaction().execute(async (db) => {
        await sql`create table submissions_search_progress (indexed_through integer not null)`.execute(db);
        // Every submission stored so far was indexed by the insert trigger.
        await sql`
          insert into submissions_search_progress (indexed_through)
          select coalesce(max(id), 0) from submissions
        `.execute(db);
        await dropTriggers(db);
        await createTriggers(db, true);
      });
    },

    async down(outer: Kysely<any>) {
      if (dialect === "postgres") return;
      await outer.transaction().execute(async (db) => {
        await sql
          .raw(
            `insert into submissions_search (rowid, ${COLUMNS})
            select id, ${COLUMNS} from submissions where id > ${INDEXED}`,
          )
          .execute(db);
        await dropTriggers(db);
        await sql
          .raw(
            `create trigger submissions_search_after_insert after insert on submissions begin
            insert into submissions_search (rowid, ${COLUMNS})
            values (new.id, new.name, new.email, new.reference, new.subject, new.message);
          end`,
          )
          .execute(db);
        await createTriggers(db, false);
        await sql`drop table submissions_search_progress`.execute(db);
      });
    },
  };
}
