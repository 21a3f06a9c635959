import type { QueryClient } from "@tanstack/react-query";
import {
  ChartColumn,
  FileText,
  Inbox,
  LayoutDashboard,
  LifeBuoy,
  Mail,
  MessageSquareText,
  ScrollText,
  Send,
  Users,
  type LucideIcon,
} from "lucide-react";
import { viewHeadings, viewLabels } from "~/app/content/admin";
import { ADMIN_VIEWS, ADMIN_VIEW_SEGMENTS, type AdminView } from "~/shared/admin-links";
import type { UserRole } from "~/shared/schemas/admin";
import type { DashboardData } from "~/shared/schemas/admin-replies";
import { adminQueries } from "./api/admin-queries";
import {
  DAYS_PARAM,
  FIRST_INBOX_PAGE,
  MAIL_STATUS_PARAM,
  PAGE_PARAM,
  auditLogQueryFrom,
  inboxQueryFrom,
  listQueryFrom,
  outboxQueryFrom,
  reportDaysFrom,
  type ParamChanges,
} from "./admin-location";
import type { ListedPage } from "./case-sequence";
import { AuditLogView } from "./components/audit-log-view";
import { DashboardView } from "./components/dashboard-view";
import { InboxView } from "./components/inbox-view";
import { OutboxView } from "./components/outbox-view";
import { ReplyTemplatesView } from "./components/reply-templates-view";
import { ReportView } from "./components/report-view";
import { SubmissionsView } from "./components/submissions-view";
import { UsersView } from "./components/users-view";
import type { SubmissionKind } from "~/shared/schemas/admin";

// The desk's views in one table (docs/decisions/0090): the sidebar, the routes' titles, who may
// open each, what it reads as it opens and what it draws all come from here. A view's address
// lives in shared/admin-links.ts (app/routes.ts and the server read it without React), its
// words in app/content/admin.ts.

/**
 * Who meets a view: "every role" in the sidebar, "admin only" for an admin alone (a caseworker
 * who types its address sees its heading and that it is not theirs), "admin keeps, every role
 * reads" for an admin's sidebar that a caseworker may still open by its address (the reply
 * templates: their view says only admins keep them).
 */
type ViewRoles = "every role" | "admin only" | "admin keeps, every role reads";

/** What a view's route hands the view it draws. */
export interface AdminViewProps {
  /** The view's query string: its filters, tab and page. */
  search: URLSearchParams;
  /** Changes the view's query string (a history entry). */
  update: (changes: ParamChanges, options?: { replace?: boolean }) => void;
  /** Opens a case over this view. */
  openCase: (reference: string) => void;
  /** Told the page of cases on screen, so the open case's previous / next follow it. */
  onListed: (page: ListedPage) => void;
  /** A record changed here: every list and count on screen reads again. */
  onChanged: () => void;
  /** The dashboard call's answer, which the frame already holds. */
  dashboard: DashboardData;
}

interface AdminViewEntry {
  /** Its path under /admin (shared/admin-links.ts). */
  segment: string;
  /** The sidebar's button and the tab's title. */
  label: string;
  /** Its heading, also on the no-access notice. */
  heading: string;
  icon: LucideIcon;
  roles: ViewRoles;
  /**
   * Starts what it reads as it opens (its queries in admin-queries.ts, as the view asks for
   * them), beside the dashboard call (docs/decisions/0038).
   */
  prefetch: (client: QueryClient, search: URLSearchParams) => Promise<void>;
  /**
   * For a list of cases: reads one of its pages (the same query the list makes, so the list
   * finds it cached), for previous / next across a page's edge.
   */
  listPage?: (client: QueryClient, search: URLSearchParams, page: number) => Promise<ListedPage>;
  /** The view itself. */
  render: (props: AdminViewProps) => React.ReactNode;
}

/** A list of one form's cases: the same in all but its kind. */
function listOfCases(kind: SubmissionKind, icon: LucideIcon): AdminViewEntry {
  return {
    segment: ADMIN_VIEW_SEGMENTS[kind],
    label: viewLabels[kind],
    heading: viewHeadings[kind],
    icon,
    roles: "every role",
    prefetch: (client, search) => client.prefetchQuery(adminQueries.submissions(listQueryFrom(search, kind))),
    listPage: (client, search, page) =>
      client.fetchQuery(adminQueries.submissions({ ...listQueryFrom(search, kind), page })),
    render: ({ search, update, openCase, onListed }) => (
      <SubmissionsView
        view={kind}
        kind={kind}
        search={search}
        onChange={update}
        onOpen={openCase}
        onListed={onListed}
      />
    ),
  };
}

/** Turns a list's page, page 1 being no parameter at all. */
const pageChange = (page: number): ParamChanges => ({ [PAGE_PARAM]: page === 1 ? undefined : page });

/** The views, in the sidebar's order (ADMIN_VIEWS: docs/product.md §2, decisions 0006 and 0029). */
export const ADMIN_VIEW_TABLE: Record<AdminView, AdminViewEntry> = {
  dashboard: {
    segment: ADMIN_VIEW_SEGMENTS.dashboard,
    label: viewLabels.dashboard,
    heading: viewHeadings.dashboard,
    icon: LayoutDashboard,
    roles: "every role",
    // The dashboard's own call is the frame's; it shows the Inbox's first cases too.
    prefetch: (client) => client.prefetchQuery(adminQueries.inbox(FIRST_INBOX_PAGE)),
    render: ({ dashboard, openCase }) => <DashboardView data={dashboard} onOpen={openCase} />,
  },
  inbox: {
    segment: ADMIN_VIEW_SEGMENTS.inbox,
    label: viewLabels.inbox,
    heading: viewHeadings.inbox,
    icon: Inbox,
    roles: "every role",
    prefetch: (client, search) => client.prefetchQuery(adminQueries.inbox(inboxQueryFrom(search))),
    listPage: (client, search, page) => client.fetchQuery(adminQueries.inbox({ ...inboxQueryFrom(search), page })),
    render: ({ search, update, onListed, onChanged }) => (
      <InboxView search={search} onChange={update} onListed={onListed} onChanged={onChanged} />
    ),
  },
  post_query: listOfCases("post_query", FileText),
  contact_message: listOfCases("contact_message", Mail),
  help_request: listOfCases("help_request", LifeBuoy),
  report: {
    segment: ADMIN_VIEW_SEGMENTS.report,
    label: viewLabels.report,
    heading: viewHeadings.report,
    icon: ChartColumn,
    roles: "admin only",
    prefetch: (client, search) => client.prefetchQuery(adminQueries.report(reportDaysFrom(search))),
    render: ({ search, update }) => (
      <ReportView days={reportDaysFrom(search)} onDays={(days) => update({ [DAYS_PARAM]: days })} />
    ),
  },
  users: {
    segment: ADMIN_VIEW_SEGMENTS.users,
    label: viewLabels.users,
    heading: viewHeadings.users,
    icon: Users,
    roles: "admin only",
    prefetch: (client) => client.prefetchQuery(adminQueries.users()),
    render: () => <UsersView />,
  },
  audit_log: {
    segment: ADMIN_VIEW_SEGMENTS.audit_log,
    label: viewLabels.audit_log,
    heading: viewHeadings.audit_log,
    icon: ScrollText,
    roles: "admin only",
    prefetch: (client, search) => client.prefetchQuery(adminQueries.auditLog(auditLogQueryFrom(search))),
    render: ({ search, update }) => (
      <AuditLogView
        query={auditLogQueryFrom(search)}
        onFilter={(changes) => update({ ...changes, [PAGE_PARAM]: undefined })}
        onPage={(page) => update(pageChange(page))}
      />
    ),
  },
  outbox: {
    segment: ADMIN_VIEW_SEGMENTS.outbox,
    label: viewLabels.outbox,
    heading: viewHeadings.outbox,
    icon: Send,
    roles: "admin only",
    prefetch: (client, search) => client.prefetchQuery(adminQueries.outbox(outboxQueryFrom(search))),
    render: ({ search, update, openCase }) => (
      <OutboxView
        {...outboxQueryFrom(search)}
        onFilter={(status) => update({ [MAIL_STATUS_PARAM]: status, [PAGE_PARAM]: undefined })}
        onPage={(page) => update(pageChange(page))}
        onOpen={openCase}
      />
    ),
  },
  templates: {
    segment: ADMIN_VIEW_SEGMENTS.templates,
    label: viewLabels.templates,
    heading: viewHeadings.templates,
    icon: MessageSquareText,
    roles: "admin keeps, every role reads",
    prefetch: (client) => client.prefetchQuery(adminQueries.replyTemplates()),
    render: () => <ReplyTemplatesView />,
  },
};

/** The views the sidebar offers a role, in its order (docs/decisions/0030). */
export function viewsFor(role: UserRole): readonly AdminView[] {
  return ADMIN_VIEWS.filter((view) => role === "admin" || ADMIN_VIEW_TABLE[view].roles === "every role");
}

/** Whether a role may open a view by its address; if not, the view says so alone. */
export function mayOpen(view: AdminView, role: UserRole): boolean {
  return role === "admin" || ADMIN_VIEW_TABLE[view].roles !== "admin only";
}

/** Starts the requests of the view at this address, and of the case it opens, into the cache. */
export function prefetchView(
  client: QueryClient,
  view: AdminView,
  search: URLSearchParams,
  reference: string | null,
): void {
  void ADMIN_VIEW_TABLE[view].prefetch(client, search);
  if (reference) void client.prefetchQuery(adminQueries.submission(reference));
}

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
  const listPage = ADMIN_VIEW_TABLE[view].listPage;
  if (!listPage) return null;
  return listPage(client, search, page).then((result) => result.items.map((item) => item.reference));
}
