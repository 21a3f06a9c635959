import type { Kysely, Migration } from "kysely";

// The references an audit entry names when there may be too many for its JSON detail: a CSV
// export's, up to one per submission (docs/decisions/0044). One row per 1000-row batch of the
// export, the references space-separated in the order sent, so neither writing nor reading an
// entry ever holds all of them in one value. Entries written before keep theirs in `detail`.

export function createAuditLogReferences(): Migration {
  return {
    async up(db: Kysely<any>) {
      await db.schema
        .createTable("audit_log_references")
        .addColumn("audit_log_id", "integer", (column) =>
          column.notNull().references("audit_log.id").onDelete("cascade"),
        )
        .addColumn("position", "integer", (column) => column.notNull())
        .addColumn("reference_count", "integer", (column) => column.notNull())
        .addColumn("reference_list", "text", (column) => column.notNull())
        .addPrimaryKeyConstraint("audit_log_references_key", ["audit_log_id", "position"])
        .execute();
    },
    async down(db: Kysely<any>) {
      await db.schema.dropTable("audit_log_references").execute();
    },
  };
}
