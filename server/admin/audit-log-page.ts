import type { Kysely } from "kysely";
import { limits } from "~/shared/constants";
import type { AuditEntry, AuditLogPage } from "~/shared/schemas/admin-replies";
import type { Database } from "../db/schema";

// The audit log as admins read it: newest first, a page at a time, counted up to the same cap
// as the lists.

export interface AuditLogPageOptions {
  pageSize?: number;
  countCap?: number;
}

export async function loadAuditLogPage(
  db: Kysely<Database>,
  page: number,
  options: AuditLogPageOptions = {},
): Promise<AuditLogPage> {
  const pageSize = options.pageSize ?? limits.adminDefaultPageSize;
  const cap = options.countCap ?? limits.adminCountCap;
  const rows = await db
    .selectFrom("audit_log")
    .selectAll()
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(pageSize)
    .offset((page - 1) * pageSize)
    .execute();
  const { count } = await db
    .selectFrom(
      db
        .selectFrom("audit_log")
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
