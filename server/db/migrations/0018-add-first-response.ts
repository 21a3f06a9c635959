import { sql, type Kysely, type Migration } from "kysely";
import type { DatabaseDialect } from "../database";

// Response times (docs/decisions/0034): when the desk first answered a case, and when that
// answer was due. Both ISO-8601 UTC with milliseconds, like every time in the schema.
// A snapshot like every migration; the targets are the site's at the time it runs.

export interface ResponseTargetsAtMigration {
  insideDeadlineMinutes: number;
  otherMinutes: number;
}

/** created_at plus `minutes`, as the same ISO text, in each dialect. */
function plusMinutes(dialect: DatabaseDialect, minutes: number) {
  return dialect === "postgres"
    ? // A cast to timestamp (without zone) reads the UTC text as it is, whatever the session's TimeZone.
      sql`to_char(cast(created_at as timestamp) + make_interval(mins => ${sql.lit(minutes)}), 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`
    : sql`strftime('%Y-%m-%dT%H:%M:%fZ', created_at, ${sql.lit(`+${minutes} minutes`)})`;
}

export function addFirstResponse(dialect: DatabaseDialect, targets: ResponseTargetsAtMigration): Migration {
  return {
    async up(db: Kysely<any>) {
      // Null until the desk first writes to the person or records a call (server/cases/first-response.ts).
      await db.schema.alterTable("submissions").addColumn("first_response_at", "text").execute();
      // Null only for rows written without it by hand; the store sets it on every new case.
      await db.schema.alterTable("submissions").addColumn("response_due_at", "text").execute();

      // The earliest desk message answered an existing case. A call made before this release was
      // never recorded, so such a case may count as unanswered: its notes say otherwise.
      await sql`
        update submissions set first_response_at = (
          select min(created_at) from case_messages
          where case_messages.submission_id = submissions.id and case_messages.author = 'desk'
        )
        where exists (
          select 1 from case_messages
          where case_messages.submission_id = submissions.id and case_messages.author = 'desk'
        )
      `.execute(db);
      // Whether a case was inside a deadline when it arrived was not stored: its deadline now is
      // the best account of it (an open case keeps its deadline while one runs).
      await sql`
        update submissions set response_due_at = case when next_deadline_at is null
          then ${plusMinutes(dialect, targets.otherMinutes)}
          else ${plusMinutes(dialect, targets.insideDeadlineMinutes)} end
      `.execute(db);

      // The unanswered cases by status and when their response is due: a case leaves the index
      // once answered, and counting the overdue open ones reads one short range per open status,
      // however many cases the table holds. Status leads, so closed unanswered cases (spam,
      // mostly) sit in ranges of their own that the count never reads.
      await sql`
        create index submissions_response_due_index on submissions (status, response_due_at)
        where first_response_at is null
      `.execute(db);
    },

    async down(db: Kysely<any>) {
      await db.schema.dropIndex("submissions_response_due_index").execute();
      await db.schema.alterTable("submissions").dropColumn("response_due_at").execute();
      await db.schema.alterTable("submissions").dropColumn("first_response_at").execute();
    },
  };
}
