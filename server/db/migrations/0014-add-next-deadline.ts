import type { Kysely, Migration } from "kysely";

// The desk's inbox orders cases by their next deadline (docs/decisions/0029). The deadline is
// computed from the legal rules and the case's facts (server/cases/case-deadline.ts) and stored
// on the case, so the inbox reads an index in order instead of computing every case's steps.
// A snapshot like every migration.

export function addNextDeadline(): Migration {
  return {
    async up(db: Kysely<any>) {
      // ISO-8601 UTC with milliseconds, like every time in the schema; null: no deadline runs.
      await db.schema.alterTable("submissions").addColumn("next_deadline_at", "text").execute();

      // The inbox's first band, "missed in the last 24 hours, then soonest first", is one range of
      // this index per tab. Only the few cases with a deadline are in it, so every other
      // submission's write never touches it.
      await db.schema
        .createIndex("submissions_status_next_deadline_at_index")
        .on("submissions")
        .columns(["status", "next_deadline_at"])
        .where("next_deadline_at", "is not", null)
        .execute();
      // The inbox's second band, every other case of a tab by age; the three list views lead
      // with the kind, and the inbox shows every kind at once.
      await db.schema
        .createIndex("submissions_status_created_at_index")
        .on("submissions")
        .columns(["status", "created_at"])
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
      await db.schema.dropIndex("submissions_status_created_at_index").execute();
      await db.schema.dropIndex("submissions_status_next_deadline_at_index").execute();
      await db.schema.alterTable("submissions").dropColumn("next_deadline_at").execute();
    },
  };
}
