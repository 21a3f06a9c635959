import { getJson, withQuery } from "./client";
import { adminApiPaths } from "~/shared/routes";
import type { AuditLogQuery } from "~/shared/schemas/admin";
import type { AuditLogPage } from "~/shared/schemas/admin-replies";

/** GET /api/admin/audit-log: a page of the log, newest first, by the filters given. */
export function fetchAuditLog(query: AuditLogQuery, signal?: AbortSignal): Promise<AuditLogPage> {
  return getJson<AuditLogPage>(withQuery(adminApiPaths.auditLog, query), signal);
}
