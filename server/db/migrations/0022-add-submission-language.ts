import { sql, type Kysely, type Migration } from "kysely";

// The language the person wrote in (docs/decisions/0040): the page's language when they sent
// the form, "en" for everything before and for the documented .php endpoints. Every mail to
// that person is written in it; the desk sees it beside the case.

export function addSubmissionLanguage(): Migration {
  return {
    async up(db: Kysely<any>) {
      await db.schema
        .alterTable("submissions")
        .addColumn("language", "text", (column) => column.notNull().defaultTo(sql`'en'`))
        .execute();
    },
    async down(db: Kysely<any>) {
      await db.schema.alterTable("submissions").dropColumn("language").execute();
    },
  };
}
