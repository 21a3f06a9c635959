import { paths } from "./routes";

// The desk's addresses (docs/decisions/0043): one route per view under /admin, a case at
// /admin/cases/CH-XXXXXX, and where the login page returns to. Apart from shared/routes.ts,
// which every public page loads; app/routes.ts builds the admin's routes from these.

/**
 * The admin's views, in the sidebar's order (docs/product.md §2, decisions 0006 and 0029), each
 * with its path segment under /admin; the dashboard is /admin itself. What each view is and draws
 * is its row in app/features/admin/admin-views.tsx (docs/decisions/0090).
 */
export const ADMIN_VIEW_SEGMENTS = {
  dashboard: "",
  inbox: "inbox",
  post_query: "post-query",
  contact_message: "contact-us",
  help_request: "request-help",
  report: "report",
  users: "users",
  audit_log: "audit-log",
  outbox: "outbox",
  templates: "templates",
} as const;
export type AdminView = keyof typeof ADMIN_VIEW_SEGMENTS;
export const ADMIN_VIEWS = Object.keys(ADMIN_VIEW_SEGMENTS) as readonly AdminView[];

/** The segment under /admin before a case's reference. */
export const ADMIN_CASE_SEGMENT = "cases";

/**
 * The signed-in member's own account (their password: docs/decisions/0057): a page of the desk
 * reached from the top bar, not a view of the sidebar, whose buttons stay as docs/product.md lists them.
 */
export const ADMIN_ACCOUNT_SEGMENT = "account";
export const ADMIN_ACCOUNT_PATH = `${paths.admin}/${ADMIN_ACCOUNT_SEGMENT}`;

/** A view's address, with its filters when given. */
export function adminViewPath(view: AdminView, search?: URLSearchParams): string {
  const segment = ADMIN_VIEW_SEGMENTS[view];
  const query = search?.toString() ?? "";
  return `${segment === "" ? paths.admin : `${paths.admin}/${segment}`}${query === "" ? "" : `?${query}`}`;
}

/** The view at an address, or null when the path is not a view's (a case, or unknown). */
export function adminViewAt(pathname: string): AdminView | null {
  const trimmed = pathname.replace(/\/+$/, "");
  if (trimmed === paths.admin) return "dashboard";
  if (!trimmed.startsWith(`${paths.admin}/`)) return null;
  const segment = trimmed.slice(paths.admin.length + 1);
  return ADMIN_VIEWS.find((view) => view !== "dashboard" && ADMIN_VIEW_SEGMENTS[view] === segment) ?? null;
}

/** The reference in a case's address as typed (not yet checked), or null for any other path. */
export function adminCaseReferenceAt(pathname: string): string | null {
  const prefix = `${paths.admin}/${ADMIN_CASE_SEGMENT}/`;
  if (!pathname.startsWith(prefix)) return null;
  const reference = pathname.slice(prefix.length).replace(/\/+$/, "");
  return reference === "" || reference.includes("/") ? null : reference;
}

/** A case's address for the desk (a link in a mail or a chat): opens it in the admin, after login if need be. */
export function adminCasePath(reference: string): string {
  return `${paths.admin}/${ADMIN_CASE_SEGMENT}/${encodeURIComponent(reference)}`;
}

/** Where the login page goes after a success, when the admin sent the person there. */
export const NEXT_PARAM = "next";

/**
 * The login's `next` target as a path to go to, or null: only an address on this site under
 * /admin is honoured, so a link cannot make the login page send anyone elsewhere.
 */
export function adminReturnTarget(next: string | null | undefined, origin: string): string | null {
  if (!next) return null;
  let url: URL;
  try {
    url = new URL(next, origin);
  } catch {
    return null;
  }
  if (url.origin !== origin) return null;
  if (url.pathname !== paths.admin && !url.pathname.startsWith(`${paths.admin}/`)) return null;
  return `${url.pathname}${url.search}`;
}
