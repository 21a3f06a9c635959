import { sql, type Kysely, type Migration } from "kysely";

// The case page's answers that RBI's directions of 24 June 2026 turn on (docs/decisions/0051):
// who issued a wallet ("bank", "non_bank"), whether the victim was threatened or forced to pay,
// whether the account is a company's, firm's, trust's or society's, and whether the victim or a
// joint holder has claimed the compensation for small frauds before ("yes", "no"). "" is not
// answered, as with the help forms' own choices.

const COLUMNS = ["wallet_issuer", "coerced", "account_of_organisation", "claimed_compensation_before"] as const;

export function addRegimeAnswersToCaseProgress(): Migration {
  return {
    async up(db: Kysely<any>) {
      for (const column of COLUMNS) {
        await db.schema
          .alterTable("case_progress")
          .addColumn(column, "text", (definition) => definition.notNull().defaultTo(sql`''`))
          .execute();
      }
    },
    async down(db: Kysely<any>) {
      for (const column of COLUMNS) await db.schema.alterTable("case_progress").dropColumn(column).execute();
    },
  };
}
