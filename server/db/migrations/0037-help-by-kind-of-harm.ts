import type { Kysely, Migration } from "kysely";

// Help by kind of harm (docs/decisions/0070). The case page asks what the case is about
// (sextortion, a "digital arrest", identity theft, an account of their own frozen, or money) and,
// for sextortion, whether the person threatened is under 18; the steps follow the answers. Both
// are kept with the rest of what the victim tells us on the case page; '' is "not said", which
// every case stored before has.

export function helpByKindOfHarm(): Migration {
  return {
    async up(db: Kysely<any>) {
      await db.schema
        .alterTable("case_progress")
        .addColumn("harm", "text", (column) => column.notNull().defaultTo(""))
        .execute();
      await db.schema
        .alterTable("case_progress")
        .addColumn("person_is_minor", "text", (column) => column.notNull().defaultTo(""))
        .execute();
    },
    async down(db: Kysely<any>) {
      await db.schema.alterTable("case_progress").dropColumn("person_is_minor").execute();
      await db.schema.alterTable("case_progress").dropColumn("harm").execute();
    },
  };
}
