import { adminEndpoints } from "~/shared/admin-endpoints";
import type { InboxQuery } from "~/shared/schemas/admin";
import { callAdmin } from "./client";

/** GET /api/admin/inbox: one tab's page, most urgent first, and every tab's count. */
export function fetchInbox(query: InboxQuery, signal?: AbortSignal) {
  return callAdmin(adminEndpoints.inbox, { query, signal });
}
