import type { Kysely, Migration } from "kysely";

// The no-script confirmations already shown (docs/decisions/0049): the sealed cookie that
// carries a case code to its page is good for one showing, on whichever instance the page is
// asked of, so the showing is claimed here by the cookie's random id. Kept until the cookie
// could no longer be opened anyway.

export function createShownConfirmations(): Migration {
  return {
    async up(db: Kysely<any>) {
      await db.schema
        .createTable("shown_confirmations")
        .addColumn("id", "text", (column) => column.primaryKey())
        .addColumn("expires_at", "text", (column) => column.notNull())
        .execute();
      await db.schema
        .createIndex("shown_confirmations_expires_at_index")
        .on("shown_confirmations")
        .column("expires_at")
        .execute();
    },
    async down(db: Kysely<any>) {
      await db.schema.dropTable("shown_confirmations").execute();
    },
  };
}
