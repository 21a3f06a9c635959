import { sql, type Kysely, type Migration } from "kysely";

// Possible duplicates (docs/decisions/0035): each submission stores its contact keys, an e-mail
// address and a phone number as they compare (trimmed and lower-cased; digits, an Indian
// number's last ten), indexed with the time, so the desk finds the requests from one person
// within 30 days by reading two short index ranges. duplicate_of marks a request the desk made
// one case with an older one, its primary; erasing the primary leaves the other on its own.
//
// A snapshot like every migration: the rules that fill the keys of existing rows are copied
// here from server/submissions/contact-keys.ts as it stood, so a later change there does not
// change what this migration did.

const BACKFILL_BATCH = 2_000;

function emailKey(email: string): string | null {
  const key = email.trim().toLowerCase();
  return key === "" ? null : key;
}

function phoneKey(phone: string): string | null {
  const digits = phone.replace(/\D/g, "");
  const national =
    digits.length === 14 && digits.startsWith("0091")
      ? digits.slice(4)
      : digits.length === 12 && digits.startsWith("91")
        ? digits.slice(2)
        : digits.length === 11 && digits.startsWith("0")
          ? digits.slice(1)
          : digits;
  return national.length < 7 ? null : national;
}

/** Fills the keys of the rows already stored, a batch at a time, one statement per batch. */
async function backfillContactKeys(db: Kysely<any>): Promise<void> {
  for (let after = 0; ;) {
    const rows: { id: number; email: string; phone: string }[] = await db
      .selectFrom("submissions")
      .select(["id", "email", "phone"])
      .where("id", ">", after)
      .orderBy("id")
      .limit(BACKFILL_BATCH)
      .execute();
    if (rows.length === 0) return;
    after = rows[rows.length - 1]!.id;
    const keyed = rows
      .map((row) => ({ id: row.id, email: emailKey(row.email), phone: phoneKey(row.phone) }))
      .filter((row) => row.email !== null || row.phone !== null);
    if (keyed.length === 0) continue;
    const values = sql.join(
      keyed.map((row) => sql`(cast(${row.id} as integer), cast(${row.email} as text), cast(${row.phone} as text))`),
    );
    await sql`
      with keys (id, email_key, phone_key) as (values ${values})
      update submissions
      set email_key = (select keys.email_key from keys where keys.id = submissions.id),
          phone_key = (select keys.phone_key from keys where keys.id = submissions.id)
      where id in (select id from keys)
    `.execute(db);
  }
}

export function addContactKeys(): Migration {
  return {
    async up(db: Kysely<any>) {
      await db.schema.alterTable("submissions").addColumn("email_key", "text").execute();
      await db.schema.alterTable("submissions").addColumn("phone_key", "text").execute();
      await db.schema
        .alterTable("submissions")
        .addColumn("duplicate_of", "integer", (column) => column.references("submissions.id").onDelete("set null"))
        .execute();
      await backfillContactKeys(db);
      // Built after the backfill: one sort each instead of a million index updates.
      await db.schema
        .createIndex("submissions_email_key_index")
        .on("submissions")
        .columns(["email_key", "created_at"])
        .where("email_key", "is not", null)
        .execute();
      await db.schema
        .createIndex("submissions_phone_key_index")
        .on("submissions")
        .columns(["phone_key", "created_at"])
        .where("phone_key", "is not", null)
        .execute();
      // Whole, not partial: erasing a case looks here for the cases marked one with it.
      await db.schema.createIndex("submissions_duplicate_of_index").on("submissions").column("duplicate_of").execute();
    },
    async down(db: Kysely<any>) {
      await db.schema.dropIndex("submissions_duplicate_of_index").execute();
      await db.schema.dropIndex("submissions_phone_key_index").execute();
      await db.schema.dropIndex("submissions_email_key_index").execute();
      await db.schema.alterTable("submissions").dropColumn("duplicate_of").execute();
      await db.schema.alterTable("submissions").dropColumn("phone_key").execute();
      await db.schema.alterTable("submissions").dropColumn("email_key").execute();
    },
  };
}
