import { adminEndpoints } from "~/shared/admin-endpoints";
import type { AuditLogQuery } from "~/shared/schemas/admin";
import { callAdmin } from "./client";

/** GET /api/admin/audit-log: a page of the log, newest first, by the filters given. */
export function fetchAuditLog(query: AuditLogQuery, signal?: AbortSignal) {
  return callAdmin(adminEndpoints.auditLog, { query, signal });
}
