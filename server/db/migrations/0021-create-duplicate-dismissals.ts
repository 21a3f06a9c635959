import { sql, type Kysely, type Migration } from "kysely";

// Two requests the desk has found to be from different people though they share an e-mail or a
// phone (a family's one phone, an office address): "Not the same person" (docs/decisions/0035).
// One row per pair, the smaller id first, so a pair is one key whichever case it was seen from;
// erased with either case.

export function createDuplicateDismissals(): Migration {
  return {
    async up(db: Kysely<any>) {
      await db.schema
        .createTable("duplicate_dismissals")
        .addColumn("low_id", "integer", (column) => column.notNull().references("submissions.id").onDelete("cascade"))
        .addColumn("high_id", "integer", (column) => column.notNull().references("submissions.id").onDelete("cascade"))
        .addColumn("dismissed_by", "integer", (column) => column.references("users.id").onDelete("set null"))
        .addColumn("created_at", "text", (column) => column.notNull())
        .addPrimaryKeyConstraint("duplicate_dismissals_pair", ["low_id", "high_id"])
        .addCheckConstraint("duplicate_dismissals_ordered", sql`low_id < high_id`)
        .execute();
      // The pair seen from its newer case.
      await db.schema
        .createIndex("duplicate_dismissals_high_index")
        .on("duplicate_dismissals")
        .columns(["high_id", "low_id"])
        .execute();
    },
    async down(db: Kysely<any>) {
      await db.schema.dropTable("duplicate_dismissals").execute();
    },
  };
}
