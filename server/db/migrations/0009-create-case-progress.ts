import type { Kysely, Migration } from "kysely";

// What the victim tells us on their case page they have done (called 1930, finished the portal
// complaint, told the bank), which moves their dated next steps (docs/decisions/0024). One row
// per case. A snapshot like every migration.

export function createCaseProgress(): Migration {
  return {
    async up(db: Kysely<any>) {
      await db.schema
        .createTable("case_progress")
        // Erasing a submission erases what its victim added.
        .addColumn("submission_id", "integer", (column) =>
          column.primaryKey().references("submissions.id").onDelete("cascade"),
        )
        /** ISO-8601 UTC instants, or null while not done. */
        .addColumn("helpline_called_at", "text")
        .addColumn("helpline_acknowledgement", "text", (column) => column.notNull().defaultTo(""))
        .addColumn("portal_complaint_finished", "integer", (column) => column.notNull().defaultTo(0))
        .addColumn("bank_told_at", "text")
        .addColumn("bank_reference", "text", (column) => column.notNull().defaultTo(""))
        .addColumn("updated_at", "text", (column) => column.notNull())
        .execute();
    },
    async down(db: Kysely<any>) {
      await db.schema.dropTable("case_progress").execute();
    },
  };
}
