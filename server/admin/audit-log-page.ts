import type { Kysely, SelectQueryBuilder } from "kysely";
import { limits } from "~/shared/constants";
import { AUDIT_ACTION_GROUPS, type AuditLogQuery } from "~/shared/schemas/admin";
import type { AuditEntry, AuditLogPage } from "~/shared/schemas/admin-replies";
import type { Database } from "../db/schema";

// The audit log as admins read it: newest first, a page at a time, counted up to the same cap
// as the lists, optionally by kind of action, by desk member and by case (docs/decisions/0048).

export interface AuditLogPageOptions {
  pageSize?: number;
  countCap?: number;
}

export async function loadAuditLogPage(
  db: Kysely<Database>,
  query: AuditLogQuery,
  options: AuditLogPageOptions = {},
): Promise<AuditLogPage> {
  const { page } = query;
  const pageSize = options.pageSize ?? limits.adminDefaultPageSize;
  const cap = options.countCap ?? limits.adminCountCap;
  const entries = await matching(db, query);
  const pageOfEntries = entries
    .selectAll()
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  // An account target is named as the account is now, read beside the page in the same query.
  const rows = await db
    .selectFrom(pageOfEntries.as("entry"))
    .leftJoin("users as target_user", (join) =>
      join
        .on("entry.target_type", "=", "user")
        .on((eb) => eb(eb.cast<string>("target_user.id", "text"), "=", eb.ref("entry.target_id"))),
    )
    .selectAll("entry")
    .select(["target_user.name as target_name", "target_user.email as target_email"])
    .orderBy("entry.created_at", "desc")
    .orderBy("entry.id", "desc")
    .execute();
  const { count } = await db
    .selectFrom(
      entries
        .select("id")
        .limit(cap + 1)
        .as("entries"),
    )
    .select((eb) => eb.fn.countAll<number | string | bigint>().as("count"))
    .executeTakeFirstOrThrow();
  const total = Number(count);
  const apart = await firstReferencesKeptApart(
    db,
    rows.map((row) => row.id),
  );
  return {
    items: rows.map((row): AuditEntry => {
      const detail = parseDetail(row.detail);
      const kept = apart.get(row.id);
      return {
        id: row.id,
        actorName: row.actor_name,
        actorEmail: row.actor_email,
        action: row.action,
        targetType: row.target_type,
        targetId: row.target_id,
        targetName: row.target_name,
        targetEmail: row.target_email,
        detail: kept ? listedOf(detail, kept.first, kept.count) : withReferencesListed(detail),
        createdAt: row.created_at,
      };
    }),
    page,
    pageSize,
    total: Math.min(total, cap),
    totalIsCapped: total > cap,
  };
}

/**
 * The entries a query asks for. A kind and a desk member each read one range of migration
 * 0024's indexes. A case is its target (`target_type`, `target_id`), a reference in an entry's
 * detail (a list page's, a pair's other case, an export written before decision 0044) or in
 * the batches an export keeps apart: the last two are text searched row by row, so they are
 * bounded by the case's arrival when the case still exists, as nothing names a case before it.
 */
async function matching(
  db: Kysely<Database>,
  query: AuditLogQuery,
): Promise<SelectQueryBuilder<Database, "audit_log", object>> {
  let entries = db.selectFrom("audit_log");
  const { kind, actor, reference } = query;
  if (kind === "not_views") entries = entries.where("action", "not in", AUDIT_ACTION_GROUPS.views);
  else if (kind !== undefined) entries = entries.where("action", "in", AUDIT_ACTION_GROUPS[kind]);
  if (actor !== undefined) entries = entries.where("actor_user_id", "=", actor);
  if (reference !== undefined) {
    // The shared schema lets only CH- and six letters or digits through: nothing in it is a LIKE wildcard.
    entries = entries.where((eb) =>
      eb.or([
        eb.and([eb("target_type", "=", "submission"), eb("target_id", "=", reference)]),
        eb("detail", "like", `%"${reference}"%`),
        eb(
          "id",
          "in",
          eb
            .selectFrom("audit_log_references")
            .select("audit_log_id")
            .where("reference_list", "like", `%${reference}%`),
        ),
      ]),
    );
    const arrived = await db
      .selectFrom("submissions")
      .select("created_at")
      .where("reference", "=", reference)
      .executeTakeFirst();
    if (arrived) entries = entries.where("created_at", ">=", arrived.created_at);
  }
  return entries;
}

/** How many of an entry's references a page of the log lists: an export's entry may name a million. */
export const AUDIT_REFERENCES_LISTED = 10;

/** The first references of a long list, and how many it held in all (`referenceCount`). */
function withReferencesListed(detail: Record<string, unknown>): Record<string, unknown> {
  const { references } = detail;
  if (!Array.isArray(references)) return detail;
  return listedOf(detail, references, references.length);
}

function listedOf(detail: Record<string, unknown>, first: readonly unknown[], count: number): Record<string, unknown> {
  if (count <= AUDIT_REFERENCES_LISTED) return { ...detail, references: first.slice(0, count) };
  return { ...detail, references: first.slice(0, AUDIT_REFERENCES_LISTED), referenceCount: count };
}

/**
 * For the entries that keep their references apart (an export's, docs/decisions/0044): the
 * first few and how many in all, read without the rest. Every stored batch holds at least one
 * reference, so the first AUDIT_REFERENCES_LISTED batches hold enough to list.
 */
async function firstReferencesKeptApart(
  db: Kysely<Database>,
  ids: readonly number[],
): Promise<Map<number, { first: string[]; count: number }>> {
  const kept = new Map<number, { first: string[]; count: number }>();
  if (ids.length === 0) return kept;
  const counts = await db
    .selectFrom("audit_log_references")
    .select((eb) => ["audit_log_id", eb.fn.sum<number | string | bigint>("reference_count").as("count")])
    .where("audit_log_id", "in", ids)
    .groupBy("audit_log_id")
    .execute();
  for (const { audit_log_id, count } of counts) kept.set(audit_log_id, { first: [], count: Number(count) });
  if (kept.size === 0) return kept;
  const batches = await db
    .selectFrom("audit_log_references")
    .select(["audit_log_id", "reference_list"])
    .where("audit_log_id", "in", [...kept.keys()])
    .where("position", "<", AUDIT_REFERENCES_LISTED)
    .orderBy("audit_log_id")
    .orderBy("position")
    .execute();
  for (const { audit_log_id, reference_list } of batches) {
    const entry = kept.get(audit_log_id);
    if (entry && entry.first.length < AUDIT_REFERENCES_LISTED && reference_list !== "")
      entry.first.push(...reference_list.split(" ").slice(0, AUDIT_REFERENCES_LISTED - entry.first.length));
  }
  return kept;
}

/** The detail column holds a JSON object; anything else (a hand-edited row) reads as empty rather than failing the page. */
function parseDetail(text: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === "object" && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
}
