import { getJson, withQuery } from "./client";
import { adminApiPaths } from "~/shared/routes";
import type { AuditLogPage } from "~/shared/schemas/admin-replies";

export function fetchAuditLog(page: number, signal?: AbortSignal): Promise<AuditLogPage> {
  return getJson<AuditLogPage>(withQuery(adminApiPaths.auditLog, { page }), signal);
}
