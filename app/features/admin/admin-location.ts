import { useCallback, useMemo } from "react";
import { useLocation, useMatch, useNavigate } from "react-router";
import {
  ADMIN_CASE_SEGMENT,
  ADMIN_VIEWS,
  adminCasePath,
  adminViewAt,
  adminViewPath,
  type AdminView,
} from "~/shared/admin-links";
import { paths } from "~/shared/routes";
import {
  auditLogQuerySchema,
  inboxQuerySchema,
  outboxQuerySchema,
  submissionListQuerySchema,
  type AuditLogQuery,
  type InboxQuery,
  type MailStatus,
  type SubmissionKind,
  type SubmissionListQuery,
} from "~/shared/schemas/admin";
import { limits } from "~/shared/constants";

// The desk's place lives in the URL (docs/decisions/0043): each view has its path
// (/admin/post-query?page=2&q=...), a case its own (/admin/cases/CH-7K3Q9M), so a reload, the
// back button and a copied link all land on the same list and the same case.

/** The view and the case in the addresses the admin had before its views had paths (?view=inbox&ref=CH-…). */
const OLD_VIEW_PARAM = "view";
const OLD_REFERENCE_PARAM = "ref";
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

/** The names two list views had before they took their kind's, still in links mailed to the desk. */
const RENAMED_VIEWS: Record<string, AdminView> = { request_help: "help_request", contact_us: "contact_message" };

/** A view named in an old address's ?view=, or null. */
function oldViewNamed(value: string): AdminView | null {
  return ADMIN_VIEWS.find((view) => view === value) ?? RENAMED_VIEWS[value] ?? null;
}

/**
 * Where an address of the old scheme (/admin?view=inbox&tab=new&ref=CH-…) now lives, so that
 * links already mailed and bookmarked still open the same list and case; null for any other.
 */
export function movedAdminAddress(pathname: string, search: URLSearchParams): { to: string; from?: string } | null {
  if (pathname.replace(/\/+$/, "") !== paths.admin) return null;
  const view = oldViewNamed(search.get(OLD_VIEW_PARAM) ?? "");
  const reference = search.get(OLD_REFERENCE_PARAM);
  if (view === null && reference === null) return null;
  const rest = new URLSearchParams(search);
  rest.delete(OLD_VIEW_PARAM);
  rest.delete(OLD_REFERENCE_PARAM);
  const list = adminViewPath(view ?? "inbox", rest);
  return reference ? { to: adminCasePath(reference), from: list } : { to: list };
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

/** The Inbox's first page as it opens, all cases' New tab: the Dashboard shows its first cases. */
export const FIRST_INBOX_PAGE: InboxQuery = inboxQueryFrom(new URLSearchParams());

/** The audit log's filters (kind, actor, reference) and page, each read through the API's schema like the lists'. */
export function auditLogQueryFrom(search: URLSearchParams): AuditLogQuery {
  const shape = auditLogQuerySchema.shape;
  const kind = shape.kind.safeParse(search.get("kind") || undefined);
  const actor = shape.actor.safeParse(search.get("actor") || undefined);
  const reference = shape.reference.safeParse(search.get("reference")?.trim() || undefined);
  return {
    ...(kind.success && kind.data ? { kind: kind.data } : {}),
    ...(actor.success && actor.data ? { actor: actor.data } : {}),
    ...(reference.success && reference.data ? { reference: reference.data } : {}),
    page: pageFrom(search),
  };
}

export function reportDaysFrom(search: URLSearchParams): number {
  const days = Number(search.get(DAYS_PARAM));
  return limits.reportWindowsDays.find((window) => window === days) ?? limits.reportWindowsDays[0];
}

export type ParamChanges = Record<string, string | number | undefined | null>;

/** The navigation state of a case's address: the list it was opened from, shown behind it. */
export interface CaseOpenedFrom {
  from: string;
}

/** The list an open case was opened from, if the history entry says one and it is a view's address. */
function openedFrom(state: unknown): string | null {
  const from = (state as Partial<CaseOpenedFrom> | null)?.from;
  if (typeof from !== "string") return null;
  return adminViewAt(from.split("?")[0] ?? "") === null ? null : from;
}

/**
 * Reading and changing the desk's place; each change is a history entry. On a case's address
 * the view is the list behind the case: the one it was opened from, or the Inbox for a link
 * from outside (a mail, a chat, a bookmark).
 */
export function useAdminLocation() {
  const location = useLocation();
  const navigate = useNavigate();
  const caseMatch = useMatch(`${paths.admin}/${ADMIN_CASE_SEGMENT}/:reference`);
  const reference = caseMatch?.params.reference?.trim().toUpperCase() || null;
  const place =
    reference === null
      ? `${location.pathname}${location.search}`
      : (openedFrom(location.state) ?? adminViewPath("inbox"));
  const [placePath = "", placeQuery = ""] = place.split("?");
  const view = adminViewAt(placePath) ?? "dashboard";
  const search = useMemo(() => new URLSearchParams(placeQuery), [placeQuery]);

  const update = useCallback(
    (changes: ParamChanges, options: { replace?: boolean } = {}) => {
      const next = new URLSearchParams(search);
      for (const [key, value] of Object.entries(changes)) {
        if (value === undefined || value === null || value === "") next.delete(key);
        else next.set(key, String(value));
      }
      navigate(adminViewPath(view, next), { replace: options.replace, preventScrollReset: true });
    },
    [navigate, search, view],
  );

  /** A new view starts clean: no filters, page 1, nothing open. */
  const showView = useCallback((next: AdminView) => navigate(adminViewPath(next)), [navigate]);

  /**
   * Opens a case over the list on screen, which stays behind it and is where closing returns;
   * with a page, the list behind turns to that page (previous / next across a page's edge).
   */
  const openCase = useCallback(
    (ref: string, options: { page?: number } = {}) => {
      let from = place;
      if (options.page !== undefined) {
        const turned = new URLSearchParams(search);
        if (options.page === 1) turned.delete(PAGE_PARAM);
        else turned.set(PAGE_PARAM, String(options.page));
        from = adminViewPath(view, turned);
      }
      const state: CaseOpenedFrom = { from };
      navigate(adminCasePath(ref), { state, preventScrollReset: true });
    },
    [navigate, place, search, view],
  );
  const closeCase = useCallback(() => navigate(place, { replace: true, preventScrollReset: true }), [navigate, place]);

  /** A link's target and state that open a case as `openCase` does. */
  const caseLink = useCallback(
    (ref: string): { to: string; state: CaseOpenedFrom } => ({ to: adminCasePath(ref), state: { from: place } }),
    [place],
  );

  return { view, search, reference, update, showView, openCase, closeCase, caseLink };
}
