import type { Kysely, Migration } from "kysely";

// Space taken for evidence uploads still arriving (server/evidence/evidence-quota.ts): a row
// for each upload from before its first byte is read until it is stored or given up, holding its
// declared size (or the most it can be) against the case's and the site's limits. A row left by
// a process that died lapses at its expiry. A snapshot like every migration.

export function createEvidenceReservations(): Migration {
  return {
    async up(db: Kysely<any>) {
      await db.schema
        .createTable("evidence_reservations")
        /** The upload's file id: its evidence_files row, once its first chunk is in, has the same. */
        .addColumn("file_id", "text", (column) => column.primaryKey())
        // Erasing a submission erases the space its uploads held.
        .addColumn("submission_id", "integer", (column) =>
          column.notNull().references("submissions.id").onDelete("cascade"),
        )
        .addColumn("bytes", "integer", (column) => column.notNull())
        /** ISO-8601 UTC: after this the upload cannot still be arriving, and the row is swept. */
        .addColumn("expires_at", "text", (column) => column.notNull())
        .execute();
      await db.schema
        .createIndex("evidence_reservations_submission_id_index")
        .on("evidence_reservations")
        .column("submission_id")
        .execute();
      await db.schema
        .createIndex("evidence_reservations_expires_at_index")
        .on("evidence_reservations")
        .column("expires_at")
        .execute();
    },
    async down(db: Kysely<any>) {
      await db.schema.dropTable("evidence_reservations").execute();
    },
  };
}
