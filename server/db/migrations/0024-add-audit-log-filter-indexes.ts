import type { Kysely, Migration } from "kysely";

// The audit log's filters (docs/decisions/0048): a kind of action and a desk member each read
// one range of their own index, in the log's order (newest first), so a page of a rare kind
// (an export among a million views of lists) does not step over every entry to find it.

export function addAuditLogFilterIndexes(): Migration {
  return {
    async up(db: Kysely<any>) {
      await db.schema
        .createIndex("audit_log_action_index")
        .on("audit_log")
        .columns(["action", "created_at", "id"])
        .execute();
      await db.schema
        .createIndex("audit_log_actor_index")
        .on("audit_log")
        .columns(["actor_user_id", "created_at", "id"])
        .execute();
    },
    async down(db: Kysely<any>) {
      await db.schema.dropIndex("audit_log_actor_index").execute();
      await db.schema.dropIndex("audit_log_action_index").execute();
    },
  };
}
