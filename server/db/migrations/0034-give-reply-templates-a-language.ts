import { sql, type Kysely, type Migration } from "kysely";
import { STARTER_REPLY_TEMPLATES_V1 } from "../starter-reply-templates";
import type { DatabaseDialect } from "../database";

// Reply templates in the case's language (docs/decisions/0061). A template is written in one
// language, 'en' for every template stored before; a title is unique within its language, so
// "Sextortion" may be written once in English and once in Hindi. PostgreSQL swaps the unique
// constraint; SQLite cannot drop one and rebuilds the table, the way its manual says (create,
// copy, drop, rename). Nothing references reply_templates. No CHECK on the language, as for
// submissions.language: the API checks it, and a new language needs no migration.
//
// Then the starter templates are added, each only where the desk has no template of that title
// in that language, so a desk keeps its own. The texts are STARTER_REPLY_TEMPLATES_V1, a
// versioned list that is never edited (its test pins its checksum) rather than a copy pasted
// here: the four pairs are long, and one frozen, named list read by both this migration and its
// test is harder to let drift than two copies. Better texts later are a V2 and a new migration.
// The rest is a snapshot like every migration: the title rule and the name are spelled out.

const STARTER_AUTHOR = "CyberHelp (starter text)";

/** The title rule of 0017 (server/admin/reply-templates.ts): trimmed, spaces collapsed, lower-cased. */
function titleKey(title: string): string {
  return title.trim().replace(/\s+/g, " ").toLowerCase();
}

async function rebuildSqliteTemplates(outer: Kysely<any>, unique: "title_key" | "language_title_key"): Promise<void> {
  // Kysely runs SQLite migrations outside a transaction; the rebuild must not stop half-way.
  await outer.transaction().execute(async (db) => {
    const withLanguage = unique === "language_title_key";
    await sql`
    create table "reply_templates_rebuilt" (
      "id" integer primary key autoincrement,
      ${withLanguage ? sql`"language" text default 'en' not null,` : sql``}
      "title" text not null check (length(title) between 1 and 80),
      "title_key" text not null,
      "body" text not null check (length(body) between 1 and 3000),
      "created_at" text not null,
      "updated_at" text not null,
      "updated_by_user_id" integer,
      "updated_by_name" text not null,
      ${
        withLanguage
          ? sql`constraint "reply_templates_language_title_key_unique" unique ("language", "title_key")`
          : sql`constraint "reply_templates_title_key_unique" unique ("title_key")`
      }
    )`.execute(db);
    await sql`
    insert into "reply_templates_rebuilt"
      (${withLanguage ? sql`"language", ` : sql``}"id", "title", "title_key", "body", "created_at", "updated_at",
       "updated_by_user_id", "updated_by_name")
    select ${withLanguage ? sql`'en', ` : sql``}"id", "title", "title_key", "body", "created_at", "updated_at",
           "updated_by_user_id", "updated_by_name"
    from "reply_templates"
    ${withLanguage ? sql`` : sql`where "language" = 'en'`}`.execute(db);
    await db.schema.dropTable("reply_templates").execute();
    await db.schema.alterTable("reply_templates_rebuilt").renameTo("reply_templates").execute();
  });
}

async function addStarters(db: Kysely<any>, now: Date): Promise<void> {
  const at = now.toISOString();
  for (const starter of STARTER_REPLY_TEMPLATES_V1) {
    const key = titleKey(starter.title);
    const taken = await db
      .selectFrom("reply_templates")
      .select("id")
      .where("language", "=", starter.language)
      .where("title_key", "=", key)
      .executeTakeFirst();
    if (taken) continue;
    await db
      .insertInto("reply_templates")
      .values({
        language: starter.language,
        title: starter.title,
        title_key: key,
        body: starter.body,
        created_at: at,
        updated_at: at,
        updated_by_user_id: null,
        updated_by_name: STARTER_AUTHOR,
      })
      .execute();
  }
}

/** `now` is the moment the migration runs; a test gives its own. */
export function giveReplyTemplatesALanguage(dialect: DatabaseDialect, now: () => Date = () => new Date()): Migration {
  return {
    async up(db: Kysely<any>) {
      if (dialect === "postgres") {
        await db.schema
          .alterTable("reply_templates")
          .addColumn("language", "text", (column) => column.notNull().defaultTo(sql`'en'`))
          .execute();
        await db.schema.alterTable("reply_templates").dropConstraint("reply_templates_title_key_unique").execute();
        await db.schema
          .alterTable("reply_templates")
          .addUniqueConstraint("reply_templates_language_title_key_unique", ["language", "title_key"])
          .execute();
      } else {
        await rebuildSqliteTemplates(db, "language_title_key");
      }
      await addStarters(db, now());
    },
    // Going back keeps the English templates only: the older code has no language, and a Hindi
    // template may share its title with an English one.
    async down(db: Kysely<any>) {
      if (dialect === "postgres") {
        await db.deleteFrom("reply_templates").where("language", "<>", "en").execute();
        await db.schema
          .alterTable("reply_templates")
          .dropConstraint("reply_templates_language_title_key_unique")
          .execute();
        await db.schema.alterTable("reply_templates").dropColumn("language").execute();
        await db.schema
          .alterTable("reply_templates")
          .addUniqueConstraint("reply_templates_title_key_unique", ["title_key"])
          .execute();
      } else {
        await rebuildSqliteTemplates(db, "title_key");
      }
    },
  };
}
