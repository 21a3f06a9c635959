import type { Kysely, Migration } from "kysely";

// What the victim told us in the help form is not asked again (docs/decisions/0066). A request
// that says money was lost, with the day and time, starts its case with one transaction made from
// it: the transaction says how it was paid (UPI, card, net banking, other; '' for one the victim
// adds, which the form does not ask) and that it came from the request. The request remembers that
// its amount went into the transactions, so once the victim removes that transaction the amount is
// not counted again from the form. The progress form's "Bank, wallet or card company" is kept with
// the progress and fills the bank letter's addressee.
//
// Cases stored before are not changed: none gets a transaction, and their amounts are counted as
// they were. A snapshot like every migration.

export function carryRequestFactsForward(): Migration {
  return {
    async up(db: Kysely<any>) {
      await db.schema
        .alterTable("case_transactions")
        .addColumn("payment_method", "text", (column) => column.notNull().defaultTo(""))
        .execute();
      await db.schema
        .alterTable("case_transactions")
        .addColumn("from_request", "integer", (column) => column.notNull().defaultTo(0))
        .execute();
      await db.schema
        .alterTable("submissions")
        .addColumn("amount_in_transactions", "integer", (column) => column.notNull().defaultTo(0))
        .execute();
      await db.schema
        .alterTable("case_progress")
        .addColumn("bank_name", "text", (column) => column.notNull().defaultTo(""))
        .execute();
    },
    async down(db: Kysely<any>) {
      await db.schema.alterTable("case_progress").dropColumn("bank_name").execute();
      await db.schema.alterTable("submissions").dropColumn("amount_in_transactions").execute();
      await db.schema.alterTable("case_transactions").dropColumn("from_request").execute();
      await db.schema.alterTable("case_transactions").dropColumn("payment_method").execute();
    },
  };
}
