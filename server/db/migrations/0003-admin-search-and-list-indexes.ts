import { sql, type Kysely, type Migration } from "kysely";
import type { DatabaseDialect } from "../database";

// The admin's search index and the few list indexes a million submissions need (measured by
// `npm run bench:admin`; figures in docs/performance.md). Every index here is written on every
// form submission, so each one below says which query it pays for. A snapshot like every
// migration: values are spelled out, not imported.

export function createAdminSearchAndListIndexes(dialect: DatabaseDialect): Migration {
  return {
    async up(db: Kysely<any>) {
      if (dialect === "postgres") await createPostgresSearch(db);
      else await createSqliteSearch(db);
      await createListIndexes(db, dialect);
      await createSubmissionCounts(db, dialect);
    },

    async down(db: Kysely<any>) {
      if (dialect === "postgres") {
        await sql`drop trigger if exists submission_counts_follow on submissions`.execute(db);
        await sql`drop function if exists submission_counts_follow()`.execute(db);
      } else {
        for (const trigger of ["insert", "delete", "update"]) {
          await sql.raw(`drop trigger if exists submission_counts_after_${trigger}`).execute(db);
        }
      }
      await db.schema.dropTable("submission_counts").ifExists().execute();
      for (const index of LIST_INDEXES) await db.schema.dropIndex(index).ifExists().execute();
      if (dialect === "postgres") {
        await sql`drop index if exists submissions_search_vector_index`.execute(db);
        await sql`alter table submissions drop column if exists search_vector`.execute(db);
      } else {
        for (const trigger of ["insert", "delete", "update"]) {
          await sql.raw(`drop trigger if exists submissions_search_after_${trigger}`).execute(db);
        }
        await sql`drop table if exists submissions_search`.execute(db);
      }
    },
  };
}

/**
 * FTS5 over name, e-mail, reference, subject and text, as an external-content table (the text
 * lives once, in submissions) kept in step by triggers. unicode61 folds case and, with
 * remove_diacritics 2, accents; its default categories would split a Hindi word at every vowel
 * sign, so marks (M*) count as word characters too. secure-delete removes an erased person's
 * words from the index at once instead of leaving them until the next merge.
 */
async function createSqliteSearch(db: Kysely<any>): Promise<void> {
  await sql`
    create virtual table submissions_search using fts5(
      name, email, reference, subject, message,
      content = 'submissions', content_rowid = 'id',
      tokenize = "unicode61 remove_diacritics 2 categories 'L* N* Co M*'"
    )
  `.execute(db);
  await sql`insert into submissions_search (submissions_search, rank) values ('secure-delete', 1)`.execute(db);
  await sql`
    create trigger submissions_search_after_insert after insert on submissions begin
      insert into submissions_search (rowid, name, email, reference, subject, message)
      values (new.id, new.name, new.email, new.reference, new.subject, new.message);
    end
  `.execute(db);
  await sql`
    create trigger submissions_search_after_delete after delete on submissions begin
      insert into submissions_search (submissions_search, rowid, name, email, reference, subject, message)
      values ('delete', old.id, old.name, old.email, old.reference, old.subject, old.message);
    end
  `.execute(db);
  // Only a change to searched text touches the index; a status change does not.
  await sql`
    create trigger submissions_search_after_update after update of name, email, reference, subject, message on submissions begin
      insert into submissions_search (submissions_search, rowid, name, email, reference, subject, message)
      values ('delete', old.id, old.name, old.email, old.reference, old.subject, old.message);
      insert into submissions_search (rowid, name, email, reference, subject, message)
      values (new.id, new.name, new.email, new.reference, new.subject, new.message);
    end
  `.execute(db);
  // Submissions stored before this migration.
  await sql`insert into submissions_search (submissions_search) values ('rebuild')`.execute(db);
}

/**
 * A generated tsvector column (the 'simple' configuration: no stemming, no stop words, the
 * same for every language) with a GIN index. ASCII punctuation is turned into spaces first, so
 * an e-mail address or a reference is indexed as its pieces, as SQLite's tokenizer sees them,
 * rather than as one "email" or "host" token.
 */
async function createPostgresSearch(db: Kysely<any>): Promise<void> {
  const punctuation = `!"#$%&'()*+,-./:;<=>?@[\\]^_\`{|}~`;
  const spaces = " ".repeat(punctuation.length);
  await sql`
    alter table submissions add column search_vector tsvector generated always as (
      to_tsvector('simple'::regconfig, translate(
        name || ' ' || email || ' ' || reference || ' ' || subject || ' ' || message,
        ${sql.lit(punctuation)}, ${sql.lit(spaces)}
      ))
    ) stored
  `.execute(db);
  await sql`create index submissions_search_vector_index on submissions using gin (search_vector)`.execute(db);
}

const LIST_INDEXES = [
  "submissions_kind_status_created_at_index",
  "submissions_kind_state_status_created_at_index",
  "submissions_kind_topic_status_created_at_index",
  "submissions_kind_name_index",
];

/**
 * Each admin view shows one form, newest first (0001's kind + created_at index), narrowed by
 * the filters a desk uses: status, and the state (Post Query) or the topic (Request Help). With
 * the equal-to filters first and created_at last, a page and its capped count are one range of
 * one index however many rows the table holds, instead of a walk through every row of the form
 * (measured over HTTP: a Post Query view filtered by status and state, 360 ms before, 3 ms after).
 */
async function createListIndexes(db: Kysely<any>, dialect: DatabaseDialect): Promise<void> {
  await db.schema
    .createIndex("submissions_kind_status_created_at_index")
    .on("submissions")
    .columns(["kind", "status", "created_at"])
    .execute();
  await db.schema
    .createIndex("submissions_kind_state_status_created_at_index")
    .on("submissions")
    .columns(["kind", "state", "status", "created_at"])
    .execute();
  await db.schema
    .createIndex("submissions_kind_topic_status_created_at_index")
    .on("submissions")
    .columns(["kind", "topic", "status", "created_at"])
    .execute();
  // Sorting a view by name: the exact expression the list orders by (server/admin/submission-list.ts).
  // SQLite appends the rowid (the id tie-break) to every index by itself.
  if (dialect === "postgres") {
    await sql`create index submissions_kind_name_index on submissions (kind, (lower(name) collate "C"), id)`.execute(
      db,
    );
  } else {
    await sql`create index submissions_kind_name_index on submissions (kind, lower(name))`.execute(db);
  }
}

/**
 * The dashboard's three counts, kept by triggers: counting a million rows on every dashboard
 * load took about 90 ms; with these three numbers the whole dashboard call takes about 2 ms.
 * Each submission updates one small row in the same transaction, so the counts are exact.
 */
async function createSubmissionCounts(db: Kysely<any>, dialect: DatabaseDialect): Promise<void> {
  await db.schema
    .createTable("submission_counts")
    .addColumn("kind", "text", (column) => column.primaryKey())
    .addColumn("count", "bigint", (column) => column.notNull())
    .execute();
  await sql`
    insert into submission_counts (kind, count)
    select kinds.kind, (select count(*) from submissions where submissions.kind = kinds.kind)
    from (select 'help_request' as kind union all select 'contact_message' union all select 'post_query') as kinds
  `.execute(db);

  if (dialect === "postgres") {
    await sql`
      create function submission_counts_follow() returns trigger language plpgsql as $$
      begin
        if tg_op in ('DELETE', 'UPDATE') then
          update submission_counts set count = count - 1 where kind = old.kind;
        end if;
        if tg_op in ('INSERT', 'UPDATE') then
          update submission_counts set count = count + 1 where kind = new.kind;
        end if;
        return null;
      end
      $$
    `.execute(db);
    await sql`
      create trigger submission_counts_follow after insert or delete or update of kind on submissions
      for each row execute function submission_counts_follow()
    `.execute(db);
    return;
  }
  await sql`
    create trigger submission_counts_after_insert after insert on submissions begin
      update submission_counts set count = count + 1 where kind = new.kind;
    end
  `.execute(db);
  await sql`
    create trigger submission_counts_after_delete after delete on submissions begin
      update submission_counts set count = count - 1 where kind = old.kind;
    end
  `.execute(db);
  await sql`
    create trigger submission_counts_after_update after update of kind on submissions begin
      update submission_counts set count = count - 1 where kind = old.kind;
      update submission_counts set count = count + 1 where kind = new.kind;
    end
  `.execute(db);
}
