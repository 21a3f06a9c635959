import { QueryClient, keepPreviousData, notifyManager, queryOptions } from "@tanstack/react-query";
import type { AuditLogQuery, InboxQuery, MailStatus, SubmissionListQuery } from "~/shared/schemas/admin";
import { fetchSecondFactor } from "./account";
import { fetchAuditLog } from "./audit-log";
import { fetchDashboard } from "./dashboard";
import { fetchInbox } from "./inbox";
import { fetchOutbox } from "./outbox";
import { fetchReplyTemplates } from "./reply-templates";
import { fetchReport } from "./report";
import { fetchSessionUser } from "./session";
import { fetchPossibleDuplicates, fetchSubmission, fetchSubmissions, fetchTeam } from "./submissions";
import { fetchSecondFactorSetting, fetchUsers } from "./users";

// Every GET the admin makes, as one query each (docs/decisions/0038): its key says what it read,
// so a view and a prefetch share one request and one cached answer, and a change anywhere marks
// every answer under ADMIN_KEY stale, so what is on screen reads again.

/** The root of every admin query's key. */
export const ADMIN_KEY = ["admin"] as const;

export const adminQueries = {
  dashboard: () =>
    queryOptions({ queryKey: [...ADMIN_KEY, "dashboard"], queryFn: ({ signal }) => fetchDashboard(signal) }),
  inbox: (query: InboxQuery) =>
    queryOptions({
      queryKey: [...ADMIN_KEY, "inbox", query],
      queryFn: ({ signal }) => fetchInbox(query, signal),
      // The last page stays on screen, marked busy, while the next tab or page loads.
      placeholderData: keepPreviousData,
    }),
  submissions: (query: SubmissionListQuery) =>
    queryOptions({
      queryKey: [...ADMIN_KEY, "submissions", query],
      queryFn: ({ signal }) => fetchSubmissions(query, signal),
      placeholderData: keepPreviousData,
    }),
  submission: (reference: string) =>
    queryOptions({
      queryKey: [...ADMIN_KEY, "submission", reference],
      queryFn: ({ signal }) => fetchSubmission(reference, signal),
    }),
  duplicates: (reference: string) =>
    queryOptions({
      queryKey: [...ADMIN_KEY, "submission", reference, "duplicates"],
      queryFn: ({ signal }) => fetchPossibleDuplicates(reference, signal),
    }),
  team: () => queryOptions({ queryKey: [...ADMIN_KEY, "team"], queryFn: ({ signal }) => fetchTeam(signal) }),
  report: (days: number) =>
    queryOptions({
      queryKey: [...ADMIN_KEY, "report", days],
      queryFn: ({ signal }) => fetchReport(days, signal),
      placeholderData: keepPreviousData,
    }),
  users: () => queryOptions({ queryKey: [...ADMIN_KEY, "users"], queryFn: ({ signal }) => fetchUsers(signal) }),
  me: () => queryOptions({ queryKey: [...ADMIN_KEY, "me"], queryFn: ({ signal }) => fetchSessionUser(signal) }),
  secondFactor: () =>
    queryOptions({ queryKey: [...ADMIN_KEY, "second-factor"], queryFn: ({ signal }) => fetchSecondFactor(signal) }),
  secondFactorSetting: () =>
    queryOptions({
      queryKey: [...ADMIN_KEY, "second-factor-setting"],
      queryFn: ({ signal }) => fetchSecondFactorSetting(signal),
    }),
  auditLog: (query: AuditLogQuery) =>
    queryOptions({
      queryKey: [...ADMIN_KEY, "audit-log", query],
      queryFn: ({ signal }) => fetchAuditLog(query, signal),
      placeholderData: keepPreviousData,
    }),
  outbox: (params: { status?: MailStatus; page: number }) =>
    queryOptions({
      queryKey: [...ADMIN_KEY, "outbox", params],
      queryFn: ({ signal }) => fetchOutbox(params, signal),
      placeholderData: keepPreviousData,
    }),
  replyTemplates: () =>
    queryOptions({ queryKey: [...ADMIN_KEY, "reply-templates"], queryFn: ({ signal }) => fetchReplyTemplates(signal) }),
};

/**
 * The admin's cache. No retries: a refused session must reach the session flow at once, and a
 * failed view shows its own Retry. No refetch on focus: a list does not reorder under the desk's
 * hand; it reads again after a change, a Retry, or coming back to the view.
 */
export function createAdminQueryClient(): QueryClient {
  // Answers reach the views in a microtask, not a timer: the same batching, and a page whose
  // timers are held (a background tab, a test's paused clock) still shows what has arrived.
  notifyManager.setScheduler(queueMicrotask);
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, refetchOnReconnect: true, staleTime: 0 },
    },
  });
}
