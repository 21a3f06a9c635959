import { sql, type Kysely, type Migration } from "kysely";
import type { DatabaseDialect } from "../database";

// The transactions a victim lists on their case page: what 1930 and the bank ask for first
// (when, how much, the UTR, the paying and the receiving account). Many rows per case, at most
// 50 (server/cases/case-transactions.ts). A snapshot like every migration: values are spelled out.

export function createCaseTransactions(dialect: DatabaseDialect): Migration {
  return {
    async up(db: Kysely<any>) {
      await db.schema
        .createTable("case_transactions")
        .addColumn("id", "integer", (column) =>
          dialect === "postgres"
            ? column.primaryKey().generatedByDefaultAsIdentity()
            : column.primaryKey().autoIncrement(),
        )
        // Erasing a submission erases the transactions its victim listed.
        .addColumn("submission_id", "integer", (column) =>
          column.notNull().references("submissions.id").onDelete("cascade"),
        )
        /** ISO-8601 UTC instant; typed on India's clock. */
        .addColumn("occurred_at", "text", (column) => column.notNull())
        // Whole paise, not a decimal rupee figure: sums and comparisons are exact integer
        // arithmetic in both databases and in JavaScript (no 0.1 + 0.2), and the largest amount
        // allowed, ₹1,000 crore, is 10^12 paise: past PostgreSQL's integer, well inside bigint
        // (SQLite's integer is 64-bit whatever it is called) and a JavaScript number.
        .addColumn("amount_paise", "bigint", (column) => column.notNull().check(sql`amount_paise > 0`))
        /** As typed (trimmed); '' when not given. */
        .addColumn("utr", "text", (column) => column.notNull().defaultTo(""))
        .addColumn("from_account", "text", (column) => column.notNull().defaultTo(""))
        .addColumn("to_account", "text", (column) => column.notNull().defaultTo(""))
        .addColumn("created_at", "text", (column) => column.notNull())
        .execute();
      // The case page lists, counts and removes a case's transactions by its id.
      await db.schema
        .createIndex("case_transactions_submission_id_index")
        .on("case_transactions")
        .column("submission_id")
        .execute();
    },
    async down(db: Kysely<any>) {
      await db.schema.dropTable("case_transactions").execute();
    },
  };
}
