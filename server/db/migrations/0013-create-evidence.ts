import { sql, type Kysely, type Migration } from "kysely";
import type { DatabaseDialect } from "../database";

// Evidence a victim uploads on their case page (server/evidence/): one row per file, and its
// bytes as encrypted chunks of their own rows, so a file streams in and out without being held
// whole in memory and every instance on one database serves the same files. A snapshot like
// every migration: values are spelled out.

export function createEvidence(dialect: DatabaseDialect): Migration {
  const bytes = dialect === "postgres" ? "bytea" : "blob";
  return {
    async up(db: Kysely<any>) {
      await db.schema
        .createTable("evidence_files")
        // Random, not sequential: it is bound into every chunk's encryption and names the file in URLs.
        .addColumn("id", "text", (column) => column.primaryKey())
        // Erasing a submission erases its evidence.
        .addColumn("submission_id", "integer", (column) =>
          column.notNull().references("submissions.id").onDelete("cascade"),
        )
        .addColumn("file_name", "text", (column) => column.notNull())
        .addColumn("byte_size", "integer", (column) => column.notNull().defaultTo(0))
        /** Lower-case hex SHA-256 of the bytes as received. */
        .addColumn("sha256", "text", (column) => column.notNull())
        /** The type read from the content (server/evidence/file-type.ts), and its MIME type. */
        .addColumn("type", "text", (column) => column.notNull())
        .addColumn("mime", "text", (column) => column.notNull())
        /** The key the chunks are sealed with, so keys can rotate. */
        .addColumn("key_id", "text", (column) => column.notNull())
        .addColumn("chunk_count", "integer", (column) => column.notNull().defaultTo(0))
        .addColumn("status", "text", (column) =>
          column
            .notNull()
            .defaultTo("receiving")
            .check(sql`status in ('receiving', 'stored')`),
        )
        .addColumn("created_at", "text", (column) => column.notNull())
        .addColumn("stored_at", "text")
        /** The desk's first download: after it, the victim asks the desk to remove a file. */
        .addColumn("downloaded_at", "text")
        .execute();
      await db.schema
        .createIndex("evidence_files_submission_id_index")
        .on("evidence_files")
        .column("submission_id")
        .execute();

      await db.schema
        .createTable("evidence_chunks")
        .addColumn("file_id", "text", (column) => column.notNull().references("evidence_files.id").onDelete("cascade"))
        .addColumn("chunk_index", "integer", (column) => column.notNull())
        .addColumn("sealed", bytes, (column) => column.notNull())
        .addPrimaryKeyConstraint("evidence_chunks_pkey", ["file_id", "chunk_index"])
        .execute();
    },
    async down(db: Kysely<any>) {
      await db.schema.dropTable("evidence_chunks").execute();
      await db.schema.dropTable("evidence_files").execute();
    },
  };
}
