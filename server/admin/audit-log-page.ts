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
  return {
    items: rows.map((row): AuditEntry => ({
      id: row.id,
      actorName: row.actor_name,
      actorEmail: row.actor_email,
      action: row.action,
      targetType: row.target_type,
      targetId: row.target_id,
      detail: withReferencesListed(parseDetail(row.detail)),
      createdAt: row.created_at,
    })),
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
  if (!Array.isArray(references) || references.length <= AUDIT_REFERENCES_LISTED) return detail;
  return { ...detail, references: references.slice(0, AUDIT_REFERENCES_LISTED), referenceCount: references.length };
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
