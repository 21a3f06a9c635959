import { sql, type Kysely, type Migration } from "kysely";

// The desk's inbox orders cases by their next deadline (docs/decisions/0029). The deadline is
// computed from the legal rules and the case's facts (server/cases/case-deadline.ts) and stored
// on the case, so the inbox reads an index in order instead of computing every case's steps.
// Its tab "Waiting for the victim" (in progress, the desk wrote last) is stored beside it for
// the same reason. A snapshot like every migration.

export function addNextDeadline(): Migration {
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
      await db.schema.dropTable("app_settings").execute();
      await db.schema.dropIndex("submissions_inbox_age_index").execute();
      await db.schema.dropIndex("submissions_inbox_deadline_index").execute();
      await db.schema.alterTable("submissions").dropColumn("waiting_for_victim").execute();
      await db.schema.alterTable("submissions").dropColumn("next_deadline_at").execute();
    },
  };
}
