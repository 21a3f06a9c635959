import type { Kysely, Migration } from "kysely";

// Two records a finding of the security review asked for (docs/decisions/0027, 0075):
//
// - Each evidence file records the version of what its chunks are sealed to. Every file stored
//   before is version 1 (its id alone), and opens as it is, never sealed again; new files are
//   version 2, which also binds their case, name, type, hash and size.
// - A case link records the purpose of the mail to the case's own address it was minted into,
//   and a case records when it was first opened from such a link: until then, what was typed on
//   it is shown folded under a warning. No secret made before says where it was handed out (the
//   audit log names the channel, not the secret), so none counts as mailed, and no case as opened
//   from a mail: links mailed after this do.
//
// Added columns only, on SQLite and PostgreSQL alike. A snapshot like every migration.

export function addSealVersionsAndMailedLinks(): Migration {
  return {
    async up(db: Kysely<any>) {
      await db.schema
        .alterTable("evidence_files")
        .addColumn("seal_version", "integer", (column) => column.notNull().defaultTo(1))
        .execute();
      await db.schema.alterTable("case_secrets").addColumn("mailed_as", "text").execute();
      await db.schema.alterTable("submissions").addColumn("opened_from_mail_at", "text").execute();
    },
    async down(db: Kysely<any>) {
      await db.schema.alterTable("submissions").dropColumn("opened_from_mail_at").execute();
      await db.schema.alterTable("case_secrets").dropColumn("mailed_as").execute();
      await db.schema.alterTable("evidence_files").dropColumn("seal_version").execute();
    },
  };
}
