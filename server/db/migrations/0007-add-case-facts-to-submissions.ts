import { sql, type Kysely, type Migration } from "kysely";
import type { DatabaseDialect } from "../database";

// The optional case facts of a help request (docs/decisions/0023), as columns of the one
// submissions table (docs/decisions/0002): a choice not made is '', like every absent field; a
// date or an amount not given is NULL, since no value of theirs can stand for "not given". The
// help request's phone number uses the existing `phone` column. A snapshot like every
// migration: the choices are spelled out, not imported.

const CHOICES = {
  contact_preference: ["email", "phone", "whatsapp"],
  payment_approval: ["paid_myself", "taken_without_approval", "not_sure", "no_money_lost"],
  paid_from: ["bank_account", "cooperative_bank", "card", "wallet", "other"],
  payment_method: ["upi", "card", "net_banking", "other"],
} as const;

export function addCaseFactsToSubmissions(dialect: DatabaseDialect): Migration {
  return {
    async up(db: Kysely<any>) {
      // SQLite adds one column per statement.
      for (const [column, choices] of Object.entries(CHOICES)) {
        const allowed = sql.join(["", ...choices].map((choice) => sql.lit(choice)));
        await db.schema
          .alterTable("submissions")
          .addColumn(column, "text", (col) =>
            col
              .notNull()
              .defaultTo("")
              .check(sql`${sql.ref(column)} in (${allowed})`),
          )
          .execute();
      }
      // ISO-8601 UTC with milliseconds, like every time in the schema.
      await db.schema.alterTable("submissions").addColumn("incident_at", "text").execute();
      // 0 or 1 on both dialects, so a row reads the same from either.
      await db.schema
        .alterTable("submissions")
        .addColumn("incident_time_unknown", "integer", (col) =>
          col
            .notNull()
            .defaultTo(0)
            .check(sql`incident_time_unknown in (0, 1)`),
        )
        .execute();
      // Whole rupees; up to ₹1,000 crore, more than PostgreSQL's integer holds.
      await db.schema
        .alterTable("submissions")
        .addColumn("amount_lost", dialect === "postgres" ? "bigint" : "integer", (col) =>
          col.check(sql`amount_lost >= 0`),
        )
        .execute();
    },

    async down(db: Kysely<any>) {
      for (const column of [...Object.keys(CHOICES), "incident_at", "incident_time_unknown", "amount_lost"]) {
        await db.schema.alterTable("submissions").dropColumn(column).execute();
      }
    },
  };
}
