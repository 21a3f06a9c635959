import type { QueryClient } from "@tanstack/react-query";
import type { AdminView } from "~/shared/admin-links";
import { adminQueries } from "./api/admin-queries";
import {
  FIRST_INBOX_PAGE,
  auditLogQueryFrom,
  inboxQueryFrom,
  isListView,
  listQueryFrom,
  outboxQueryFrom,
  reportDaysFrom,
} from "./admin-location";

// What a view at an address will read, as the views themselves ask for it (the same keys), so
// the admin can start those requests beside the dashboard call (docs/decisions/0038).

/**
 * Reads one page of the list a view shows, for previous / next at the edge of a page (the same
 * query, so the list finds it cached when it turns to that page); null for a view that is not
 * a list of cases.
 */
export function readListPage(
  client: QueryClient,
  view: AdminView,
  search: URLSearchParams,
  page: number,
): Promise<readonly string[]> | null {
  const references = (result: { items: { reference: string }[] }) => result.items.map((item) => item.reference);
  if (view === "inbox")
    return client.fetchQuery(adminQueries.inbox({ ...inboxQueryFrom(search), page })).then(references);
  if (isListView(view)) {
    return client.fetchQuery(adminQueries.submissions({ ...listQueryFrom(search, view), page })).then(references);
  }
  return null;
}

/** Starts the requests of the view at this address, and of the case it opens, into the cache. */
export function prefetchView(
  client: QueryClient,
  view: AdminView,
  search: URLSearchParams,
  reference: string | null,
): void {
  if (view === "dashboard") void client.prefetchQuery(adminQueries.inbox(FIRST_INBOX_PAGE));
  else if (view === "inbox") void client.prefetchQuery(adminQueries.inbox(inboxQueryFrom(search)));
  else if (isListView(view)) void client.prefetchQuery(adminQueries.submissions(listQueryFrom(search, view)));
  else if (view === "report") void client.prefetchQuery(adminQueries.report(reportDaysFrom(search)));
  else if (view === "users") void client.prefetchQuery(adminQueries.users());
  else if (view === "audit_log") void client.prefetchQuery(adminQueries.auditLog(auditLogQueryFrom(search)));
  else if (view === "outbox") void client.prefetchQuery(adminQueries.outbox(outboxQueryFrom(search)));
  else if (view === "templates") void client.prefetchQuery(adminQueries.replyTemplates());
  if (reference) void client.prefetchQuery(adminQueries.submission(reference));
}
