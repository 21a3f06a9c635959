import type { QueryClient } from "@tanstack/react-query";
import type { AdminView } from "~/app/content/admin";
import { adminQueries } from "./api/admin-queries";
import { inboxQueryFrom, isListView, listQueryFrom, outboxQueryFrom, pageFrom, reportDaysFrom } from "./admin-location";

// What a view at an address will read, as the views themselves ask for it (the same keys), so
// the admin can start those requests beside the dashboard call (docs/decisions/0038).

/** Starts the requests of the view at this address, and of the case it opens, into the cache. */
export function prefetchView(
  client: QueryClient,
  view: AdminView,
  search: URLSearchParams,
  reference: string | null,
): void {
  if (view === "inbox") void client.prefetchQuery(adminQueries.inbox(inboxQueryFrom(search)));
  else if (isListView(view)) void client.prefetchQuery(adminQueries.submissions(listQueryFrom(search, view)));
  else if (view === "report") void client.prefetchQuery(adminQueries.report(reportDaysFrom(search)));
  else if (view === "users") void client.prefetchQuery(adminQueries.users());
  else if (view === "audit_log") void client.prefetchQuery(adminQueries.auditLog(pageFrom(search)));
  else if (view === "outbox") void client.prefetchQuery(adminQueries.outbox(outboxQueryFrom(search)));
  else if (view === "templates") void client.prefetchQuery(adminQueries.replyTemplates());
  if (reference) void client.prefetchQuery(adminQueries.submission(reference));
}
