import { getJson, withQuery } from "./client";
import { adminApiPaths } from "~/shared/routes";
import type { InboxQuery } from "~/shared/schemas/admin";
import type { InboxPage } from "~/shared/schemas/admin-replies";

/** GET /api/admin/inbox: one tab's page, most urgent first, and every tab's count. */
export function fetchInbox(query: InboxQuery, signal?: AbortSignal): Promise<InboxPage> {
  return getJson<InboxPage>(withQuery(adminApiPaths.inbox, { ...query }), signal);
}
