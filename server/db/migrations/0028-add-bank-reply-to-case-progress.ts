import type { Kysely, Migration } from "kysely";

// The day the bank last replied to the victim's complaint, as the case page asks it ("When did
// the bank last reply?"): the RBI Ombudsman's 90 days run from the later of the end of the bank's
// 30 days and that reply (RB-IOS 2026, clause 10(1)(g)). A day in India, YYYY-MM-DD; null when the
// bank has not replied or the victim has not said.

export function addBankReplyToCaseProgress(): Migration {
  return {
    async up(db: Kysely<any>) {
      await db.schema.alterTable("case_progress").addColumn("bank_replied_on", "text").execute();
    },
    async down(db: Kysely<any>) {
      await db.schema.alterTable("case_progress").dropColumn("bank_replied_on").execute();
    },
  };
}
