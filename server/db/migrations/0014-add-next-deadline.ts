import { sql, type Kysely, type Migration } from "kysely";
import type { DatabaseDialect } from "../database";

// The desk's inbox orders cases by their next deadline (docs/decisions/0029). The deadline is
// computed from the legal rules and the case's facts (server/cases/case-deadline.ts) and stored
// on the case, so the inbox reads an index in order instead of computing every case's steps.
// Its tab "Waiting for the victim" (in progress, the desk wrote last) is stored beside it for
// the same reason. A snapshot like every migration.

export function addNextDeadline(dialect: DatabaseDialect): Migration {
  return {
    async up(db: Kysely<any>) {
      // ISO-8601 UTC with milliseconds, like every time in the schema; null: no deadline runs.
      await db.schema.alterTable("submissions").addColumn("next_deadline_at", "text").execute();

      // 1 while the case is in progress and the last message on it is the desk's: the desk waits
      // for the victim. Kept by the code that writes messages and changes statuses.
      await db.schema
        .alterTable("submissions")
        .addColumn("waiting_for_victim", "integer", (column) =>
          column
            .notNull()
            .defaultTo(0)
            .check(sql`waiting_for_victim in (0, 1)`),
        )
        .execute();
      await sql`
        update submissions set waiting_for_victim = 1
        where status = 'in_progress' and (
          select author from case_messages where case_messages.submission_id = submissions.id
          order by created_at desc, id desc limit 1
        ) = 'desk'
      `.execute(db);

      // A tab of the inbox is one (status, waiting_for_victim) pair. Its first band, "missed in
      // the last 24 hours, then soonest first", is one range of this index; only the few cases
      // with a deadline are in it, so most submissions' writes never touch it. The id last
      // keeps ties in order from page to page without a sort.
      await db.schema
        .createIndex("submissions_inbox_deadline_index")
        .on("submissions")
        .columns(["status", "waiting_for_victim", "next_deadline_at", "id"])
        .where("next_deadline_at", "is not", null)
        .execute();
      // Its second band, every other case of the tab by age (the list views' indexes lead with
      // the kind; the inbox shows every kind at once).
      await db.schema
        .createIndex("submissions_inbox_age_index")
        .on("submissions")
        .columns(["status", "waiting_for_victim", "created_at", "id"])
        .execute();

      await createInboxCounts(db, dialect);

      // Small facts the server keeps about itself: here, which legal rules the stored deadlines
      // were computed with, so a start with changed rules computes them again.
      await db.schema
        .createTable("app_settings")
        .addColumn("key", "text", (column) => column.primaryKey())
        .addColumn("value", "text", (column) => column.notNull())
        .addColumn("updated_at", "text", (column) => column.notNull())
        .execute();
    },

    async down(db: Kysely<any>) {
      if (dialect === "postgres") {
        await sql`drop trigger if exists inbox_counts_follow on submissions`.execute(db);
        await sql`drop function if exists inbox_counts_follow()`.execute(db);
      } else {
        for (const trigger of ["insert", "delete", "update"]) {
          await sql.raw(`drop trigger if exists inbox_counts_after_${trigger}`).execute(db);
        }
      }
      await db.schema.dropTable("inbox_counts").execute();
      await db.schema.dropTable("app_settings").execute();
      await db.schema.dropIndex("submissions_inbox_age_index").execute();
      await db.schema.dropIndex("submissions_inbox_deadline_index").execute();
      await db.schema.alterTable("submissions").dropColumn("waiting_for_victim").execute();
      await db.schema.alterTable("submissions").dropColumn("next_deadline_at").execute();
    },
  };
}

/**
 * Each inbox tab's count, kept by triggers as migration 0003 keeps the dashboard's: counting a
 * tab's cases on every page costs a scan of the tab (on PostgreSQL, of the table), while these
 * rows are exact and read at once. A tab is a (status, waiting_for_victim) pair.
 */
async function createInboxCounts(db: Kysely<any>, dialect: DatabaseDialect): Promise<void> {
  await db.schema
    .createTable("inbox_counts")
    .addColumn("status", "text", (column) => column.notNull())
    .addColumn("waiting_for_victim", "integer", (column) => column.notNull())
    .addColumn("count", "bigint", (column) => column.notNull())
    .addPrimaryKeyConstraint("inbox_counts_pkey", ["status", "waiting_for_victim"])
    .execute();
  await sql`
    insert into inbox_counts (status, waiting_for_victim, count)
    select status, waiting_for_victim, count(*) from submissions group by status, waiting_for_victim
  `.execute(db);

  const add = (row: "new" | "old", amount: "+ 1" | "- 1") =>
    sql.raw(`
      insert into inbox_counts (status, waiting_for_victim, count)
      values (${row}.status, ${row}.waiting_for_victim, ${amount === "+ 1" ? 1 : -1})
      on conflict (status, waiting_for_victim) do update set count = inbox_counts.count ${amount}`);

  if (dialect === "postgres") {
    await sql`
      create function inbox_counts_follow() returns trigger language plpgsql as $$
      begin
        if tg_op in ('DELETE', 'UPDATE') then
          ${add("old", "- 1")};
        end if;
        if tg_op in ('INSERT', 'UPDATE') then
          ${add("new", "+ 1")};
        end if;
        return null;
      end
      $$
    `.execute(db);
    await sql`
      create trigger inbox_counts_follow after insert or delete or update of status, waiting_for_victim on submissions
      for each row execute function inbox_counts_follow()
    `.execute(db);
    return;
  }
  await sql`create trigger inbox_counts_after_insert after insert on submissions begin ${add("new", "+ 1")}; end`.execute(
    db,
  );
  await sql`create trigger inbox_counts_after_delete after delete on submissions begin ${add("old", "- 1")}; end`.execute(
    db,
  );
  await sql`
    create trigger inbox_counts_after_update after update of status, waiting_for_victim on submissions begin
      ${add("old", "- 1")};
      ${add("new", "+ 1")};
    end
  `.execute(db);
}
