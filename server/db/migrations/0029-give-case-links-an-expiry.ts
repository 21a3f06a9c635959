import type { Kysely, Migration } from "kysely";

// Case links open their case for 30 days from when they were made (docs/decisions/0055); until
// now a link had no expiry. Every link without one is given 30 days from the moment this runs,
// so the links in mails already sent keep working for 30 days and then expire like any other.
// Sessions and remembered phones always had their expiry and are left as they are. A snapshot
// like every migration: the 30 days are spelled out here, whatever the code says later.

const THIRTY_DAYS_MS = 30 * 24 * 60 * 60 * 1000;

/** `now` is the moment the migration runs; a test gives its own. */
export function giveCaseLinksAnExpiry(now: () => Date = () => new Date()): Migration {
  return {
    async up(db: Kysely<any>) {
      await db
        .updateTable("case_secrets")
        .set({ expires_at: new Date(now().getTime() + THIRTY_DAYS_MS).toISOString() })
        .where("kind", "=", "link")
        .where("expires_at", "is", null)
        .execute();
    },
    // No down: the links that had no expiry cannot be told from the others any more, and taking
    // the expiry off every link would make them all open their case for ever.
  };
}
