import type { Kysely, Selectable } from "kysely";
import type { ReplyTemplateInput } from "~/shared/schemas/admin";
import type { ReplyTemplate } from "~/shared/schemas/admin-replies";
import { recordAudit, type AuditActor } from "../audit/audit-log";
import type { Database } from "../db/schema";
import { languageCode } from "~/shared/translations";

// The desk's saved replies (docs/decisions/0033): listed for every desk member, created, changed
// and deleted by admins. Each change commits together with its audit entry, which names the
// template by its id, title and language: a template is the desk's own text, never a person's
// data. A template is written in one language, and its title is unique within it (decision 0061).

type TemplateRow = Omit<Selectable<Database["reply_templates"]>, "title_key" | "updated_by_user_id">;

const COLUMNS = ["id", "language", "title", "body", "created_at", "updated_at", "updated_by_name"] as const;

function toReplyTemplate(row: TemplateRow): ReplyTemplate {
  return {
    id: row.id,
    language: languageCode(row.language),
    title: row.title,
    body: row.body,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    updatedByName: row.updated_by_name,
  };
}

/** What makes two titles the same: "Bank  delay " and "bank delay". */
function titleKey(title: string): string {
  return title.trim().replace(/\s+/g, " ").toLowerCase();
}

/** SQLite and PostgreSQL name a broken unique constraint differently. */
function isUniqueViolation(error: unknown): boolean {
  if (typeof error !== "object" || error === null) return false;
  const code = (error as { code?: unknown }).code;
  return code === "SQLITE_CONSTRAINT_UNIQUE" || code === "23505";
}

export type TemplateChange =
  { kind: "saved"; template: ReplyTemplate } | { kind: "title_taken" } | { kind: "not_found" };

/** Every template, by title, as a person reads an alphabetical list; a title's languages in the list's order. */
export async function listReplyTemplates(db: Kysely<Database>): Promise<ReplyTemplate[]> {
  const rows = await db
    .selectFrom("reply_templates")
    .select(COLUMNS)
    .orderBy("title_key")
    .orderBy("language")
    .orderBy("id")
    .execute();
  return rows.map(toReplyTemplate);
}

/**
 * Runs a change in a transaction with its audit entry. Another template with the title is
 * looked for first, for a clear answer; the unique constraint still decides between two saves
 * at the same moment, and its failure rolls the whole change back.
 */
async function changeWithTitle(
  db: Kysely<Database>,
  change: (trx: Kysely<Database>) => Promise<TemplateChange>,
): Promise<TemplateChange> {
  try {
    return await db.transaction().execute(change);
  } catch (error) {
    if (isUniqueViolation(error)) return { kind: "title_taken" };
    throw error;
  }
}

async function titleTakenByAnother(
  trx: Kysely<Database>,
  input: ReplyTemplateInput,
  key: string,
  id?: number,
): Promise<boolean> {
  let query = trx
    .selectFrom("reply_templates")
    .select("id")
    .where("language", "=", input.language)
    .where("title_key", "=", key);
  if (id !== undefined) query = query.where("id", "<>", id);
  return (await query.executeTakeFirst()) !== undefined;
}

export function createReplyTemplate(
  db: Kysely<Database>,
  input: ReplyTemplateInput,
  actor: AuditActor,
  now: Date,
): Promise<TemplateChange> {
  const key = titleKey(input.title);
  return changeWithTitle(db, async (trx) => {
    if (await titleTakenByAnother(trx, input, key)) return { kind: "title_taken" };
    const at = now.toISOString();
    const row = await trx
      .insertInto("reply_templates")
      .values({
        language: input.language,
        title: input.title,
        title_key: key,
        body: input.body,
        created_at: at,
        updated_at: at,
        updated_by_user_id: actor.id,
        updated_by_name: actor.name,
      })
      .returning(COLUMNS)
      .executeTakeFirstOrThrow();
    await recordAudit(trx, {
      actor,
      action: "reply_template.created",
      targetType: "reply_template",
      targetId: String(row.id),
      detail: { title: row.title, language: row.language },
      now,
    });
    return { kind: "saved", template: toReplyTemplate(row) };
  });
}

export function updateReplyTemplate(
  db: Kysely<Database>,
  id: number,
  input: ReplyTemplateInput,
  actor: AuditActor,
  now: Date,
): Promise<TemplateChange> {
  const key = titleKey(input.title);
  return changeWithTitle(db, async (trx) => {
    const current = await trx
      .selectFrom("reply_templates")
      .select(["title", "language"])
      .where("id", "=", id)
      .executeTakeFirst();
    if (!current) return { kind: "not_found" };
    if (await titleTakenByAnother(trx, input, key, id)) return { kind: "title_taken" };
    const row = await trx
      .updateTable("reply_templates")
      .set({
        language: input.language,
        title: input.title,
        title_key: key,
        body: input.body,
        updated_at: now.toISOString(),
        updated_by_user_id: actor.id,
        updated_by_name: actor.name,
      })
      .where("id", "=", id)
      .returning(COLUMNS)
      .executeTakeFirstOrThrow();
    await recordAudit(trx, {
      actor,
      action: "reply_template.updated",
      targetType: "reply_template",
      targetId: String(id),
      detail: {
        ...(current.title === row.title ? {} : { from: current.title }),
        title: row.title,
        ...(current.language === row.language ? {} : { fromLanguage: current.language }),
        language: row.language,
      },
      now,
    });
    return { kind: "saved", template: toReplyTemplate(row) };
  });
}

/** The deleted template's title, or undefined for an unknown id. */
export function deleteReplyTemplate(
  db: Kysely<Database>,
  id: number,
  actor: AuditActor,
  now: Date,
): Promise<string | undefined> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .deleteFrom("reply_templates")
      .where("id", "=", id)
      .returning(["title", "language"])
      .executeTakeFirst();
    if (!row) return undefined;
    await recordAudit(trx, {
      actor,
      action: "reply_template.deleted",
      targetType: "reply_template",
      targetId: String(id),
      detail: { title: row.title, language: row.language },
      now,
    });
    return row.title;
  });
}
