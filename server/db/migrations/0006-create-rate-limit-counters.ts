import { sql, type Kysely, type Migration } from "kysely";
import type { DatabaseDialect } from "../database";

// Per-address request counts that every instance sharing a PostgreSQL database reads and writes
// (server/db/rate-limit-store.ts). A snapshot like every migration.

export function createRateLimitCounters(dialect: DatabaseDialect): Migration {
  return {
    async up(db: Kysely<any>) {
      await db.schema
        .createTable("rate_limit_counters")
        // UNLOGGED on PostgreSQL: a count lost in a crash only lets an address start its minute
        // again, so it is not worth a write-ahead log entry and an fsync on every form sent.
        .$call((table) => (dialect === "postgres" ? table.modifyFront(sql`unlogged`) : table))
        /** The route and the client's address. */
        .addColumn("key", "text", (column) => column.primaryKey())
        .addColumn("count", "integer", (column) => column.notNull())
        /** ISO-8601 UTC, like every time in the schema: when this count starts again from 1. */
        .addColumn("window_ends_at", "text", (column) => column.notNull())
        .execute();
      // Expired counts are swept by age.
      await db.schema
        .createIndex("rate_limit_counters_window_ends_at_index")
        .on("rate_limit_counters")
        .column("window_ends_at")
        .execute();
    },
    async down(db: Kysely<any>) {
      await db.schema.dropTable("rate_limit_counters").execute();
    },
  };
}
