import { paths } from "./routes";

// The desk's addresses that come from outside the admin: a case's link, and where the login
// page returns to. Apart from shared/routes.ts, which every public page loads.

/** A case's address for the desk (a link in a mail or a chat): opens it in the admin, after login if need be. */
export function adminCasePath(reference: string): string {
  return `${paths.admin}/cases/${encodeURIComponent(reference)}`;
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
