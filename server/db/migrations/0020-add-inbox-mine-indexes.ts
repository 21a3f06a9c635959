import type { Kysely, Migration } from "kysely";

// "Assigned to me" in the inbox (docs/decisions/0039): the same two bands as the inbox's own
// indexes (migration 0014), led by the member the cases are assigned to, so a member's tab is
// read in order from one range, and the member's counts per tab are read from the index alone.
// Only assigned cases are in either index: the many nobody has taken cost them nothing.

export function addInboxMineIndexes(): Migration {
  return {
    async up(db: Kysely<any>) {
      await db.schema
        .createIndex("submissions_inbox_mine_deadline_index")
        .on("submissions")
        .columns(["assigned_to", "status", "waiting_for_victim", "next_deadline_at", "id"])
        .where((eb) => eb.and([eb("assigned_to", "is not", null), eb("next_deadline_at", "is not", null)]))
        .execute();
      await db.schema
        .createIndex("submissions_inbox_mine_age_index")
        .on("submissions")
        .columns(["assigned_to", "status", "waiting_for_victim", "created_at", "id"])
        .where("assigned_to", "is not", null)
        .execute();
    },
    async down(db: Kysely<any>) {
      await db.schema.dropIndex("submissions_inbox_mine_age_index").execute();
      await db.schema.dropIndex("submissions_inbox_mine_deadline_index").execute();
    },
  };
}
