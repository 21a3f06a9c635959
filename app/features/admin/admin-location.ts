import { useCallback } from "react";
import { useSearchParams } from "react-router";
import { ADMIN_VIEWS, type AdminView } from "~/app/content/admin";
import {
  SUBMISSION_KINDS,
  inboxQuerySchema,
  outboxQuerySchema,
  submissionListQuerySchema,
  type InboxQuery,
  type MailStatus,
  type SubmissionKind,
  type SubmissionListQuery,
} from "~/shared/schemas/admin";
import { limits } from "~/shared/constants";

// The dashboard's place lives in the URL (?view=post_query&page=2&q=...&ref=CH-7K3Q9M), so a
// reload, the back button and a copied link all land on the same list and the same record.

export const VIEW_PARAM = "view";
/** The submission open in the detail view. */
export const REFERENCE_PARAM = "ref";
export const PAGE_PARAM = "page";
export const DAYS_PARAM = "days";
/** The outbox's status filter. */
export const MAIL_STATUS_PARAM = "status";
/** The inbox's tab. */
export const INBOX_TAB_PARAM = "tab";
/** "me": the inbox and the lists show only the cases assigned to whoever is signed in. */
export const ASSIGNED_PARAM = "assigned";

/** A view that lists one form's submissions is named after its kind (?view=help_request). */
export type ListView = SubmissionKind;

export function isListView(view: AdminView): view is ListView {
  return (SUBMISSION_KINDS as readonly string[]).includes(view);
}

/** The names two list views had before they took their kind's, still in links mailed to the desk. */
const RENAMED_VIEWS: Record<string, AdminView> = { request_help: "help_request", contact_us: "contact_message" };

export function viewFrom(search: URLSearchParams): AdminView {
  const value = search.get(VIEW_PARAM) ?? "";
  return ADMIN_VIEWS.find((view) => view === value) ?? RENAMED_VIEWS[value] ?? "dashboard";
}

/** The list filters a list view may carry in the URL (kind comes from the view). */
export const LIST_FILTER_KEYS = [
  "q",
  "status",
  "state",
  "topic",
  "from",
  "to",
  "unread",
  "assigned",
  "sort",
  "order",
  "page",
  "pageSize",
] as const;
type ListFilterKey = (typeof LIST_FILTER_KEYS)[number];

/**
 * The list request for the URL: every value checked by the API's own schema, so a hand-edited
 * or stale link falls back to the default for that one value instead of failing.
 */
export function listQueryFrom(search: URLSearchParams, kind: SubmissionKind): SubmissionListQuery {
  const shape = submissionListQuerySchema.shape;
  const read = <Key extends ListFilterKey>(key: Key): SubmissionListQuery[Key] => {
    const raw = search.get(key);
    const parsed = shape[key].safeParse(raw === null || raw.trim() === "" ? undefined : raw);
    const fallback = shape[key].safeParse(undefined);
    return (parsed.success ? parsed.data : fallback.data) as SubmissionListQuery[Key];
  };
  return {
    kind,
    q: read("q") || undefined,
    status: read("status"),
    state: read("state"),
    topic: read("topic"),
    from: read("from"),
    to: read("to"),
    unread: read("unread"),
    assigned: read("assigned"),
    sort: read("sort"),
    order: read("order"),
    page: read("page"),
    pageSize: read("pageSize"),
  };
}

export function pageFrom(search: URLSearchParams): number {
  const parsed = submissionListQuerySchema.shape.page.safeParse(search.get(PAGE_PARAM) ?? undefined);
  return parsed.success ? parsed.data : 1;
}

/** The outbox's filter and page, each read through the API's schema like the lists'. */
export function outboxQueryFrom(search: URLSearchParams): { status: MailStatus | undefined; page: number } {
  const status = outboxQuerySchema.shape.status.safeParse(search.get(MAIL_STATUS_PARAM) || undefined);
  return { status: status.success ? status.data : undefined, page: pageFrom(search) };
}

/** The inbox's tab and page, each read through the API's schema like the lists'. */
export function inboxQueryFrom(search: URLSearchParams): InboxQuery {
  const shape = inboxQuerySchema.shape;
  const tab = shape.tab.safeParse(search.get(INBOX_TAB_PARAM) || undefined);
  const pageSize = shape.pageSize.safeParse(search.get("pageSize") || undefined);
  const assigned = shape.assigned.safeParse(search.get(ASSIGNED_PARAM) || undefined);
  return {
    tab: tab.success ? tab.data : "new",
    ...(assigned.success && assigned.data ? { assigned: assigned.data } : {}),
    page: pageFrom(search),
    pageSize: pageSize.success ? pageSize.data : limits.adminDefaultPageSize,
  };
}

export function reportDaysFrom(search: URLSearchParams): number {
  const days = Number(search.get(DAYS_PARAM));
  return limits.reportWindowsDays.find((window) => window === days) ?? limits.reportWindowsDays[0];
}

export type ParamChanges = Record<string, string | number | undefined | null>;

/** Reading and changing the dashboard's place; each change is a history entry. */
export function useAdminLocation() {
  const [search, setSearch] = useSearchParams();

  const update = useCallback(
    (changes: ParamChanges, options: { replace?: boolean } = {}) => {
      setSearch(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(changes)) {
            if (value === undefined || value === null || value === "") next.delete(key);
            else next.set(key, String(value));
          }
          return next;
        },
        { replace: options.replace, preventScrollReset: true },
      );
    },
    [setSearch],
  );

  /** A new view starts clean: no filters, page 1, nothing open. */
  const showView = useCallback(
    (view: AdminView) => setSearch(view === "dashboard" ? {} : { [VIEW_PARAM]: view }),
    [setSearch],
  );

  return { search, view: viewFrom(search), update, showView };
}
