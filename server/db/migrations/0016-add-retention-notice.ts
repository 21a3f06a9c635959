import type { Kysely, Migration } from "kysely";

// When a closed case was told it will be erased (server/ops/retention.ts): the retention job
// writes to the victim 30 days before, once, and erases only a case told that long ago.
// ISO-8601 UTC with milliseconds like every time in the schema; NULL until told.

export function addRetentionNotice(): Migration {
  return {
    async up(db: Kysely<any>) {
      await db.schema.alterTable("submissions").addColumn("retention_notice_at", "text").execute();
    },
    async down(db: Kysely<any>) {
      await db.schema.alterTable("submissions").dropColumn("retention_notice_at").execute();
    },
  };
}
