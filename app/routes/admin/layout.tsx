import { useCallback, useEffect, useId, useRef, useState } from "react";
import { QueryClientProvider, useQueryClient } from "@tanstack/react-query";
import { Link, Navigate, Outlet, useLocation, useMatch, useNavigate } from "react-router";
import { adminShellText, secondFactorText } from "~/app/content/admin";
import { ADMIN_ACCOUNT_PATH, type AdminView } from "~/shared/admin-links";
import { AdminSessionProvider, useAdminSession } from "~/app/features/admin/session";
import { AdminApiError } from "~/app/features/admin/api/client";
import { adminQueries, createAdminQueryClient } from "~/app/features/admin/api/admin-queries";
import { prefetchView, viewsFor } from "~/app/features/admin/admin-views";
import { logOut } from "~/app/features/admin/api/session";
import { clearCaseDrafts } from "~/app/features/admin/case-draft";
import { useAdminChanged, useAdminQuery } from "~/app/features/admin/api/use-admin-query";
import { movedAdminAddress, useAdminLocation } from "~/app/features/admin/admin-location";
import { DeskMemberProvider } from "~/app/features/admin/desk-member";
import type { DeskFrame } from "~/app/features/admin/desk-frame";
import { AdminShell } from "~/app/features/admin/components/admin-shell";
import { SecondFactorSection } from "~/app/features/admin/components/second-factor-section";
import { siteConfig } from "~/shared/site-config";
import { paths } from "~/shared/routes";
import "~/app/styles/admin.css";
import { authMessages } from "~/shared/messages/auth";

export function meta() {
  return [{ title: `${adminShellText.metaTitle} | ${siteConfig.brand}` }, { name: "robots", content: "noindex" }];
}

/**
 * The desk's frame for every admin address (docs/decisions/0043, 0090): the query cache, the
 * session flow, the dashboard call that says who is signed in, and the sidebar. The child
 * route draws what is inside: a view or a case over its list (routes/admin/view.tsx), or the
 * member's account (routes/admin/account.tsx).
 */
export default function AdminRoute() {
  // One cache for the admin's visit (docs/decisions/0038), gone with the page.
  const [queryClient] = useState(createAdminQueryClient);
  const location = useLocation();
  const moved = movedAdminAddress(location.pathname, new URLSearchParams(location.search));
  if (moved) return <Navigate replace to={moved.to} state={moved.from ? { from: moved.from } : undefined} />;
  return (
    <QueryClientProvider client={queryClient}>
      <AdminSessionProvider>
        <AdminDashboard />
      </AdminSessionProvider>
    </QueryClientProvider>
  );
}

/**
 * docs/product.md §2 and §4. The dashboard call comes first: it says who is signed in; until it
 * answers, "Loading dashboard...". If it fails, the session flow of docs/product.md §8 takes over.
 */
function AdminDashboard() {
  const navigate = useNavigate();
  const { endSession, endSessionIfRefused } = useAdminSession();
  const { search, view, reference, showView } = useAdminLocation();
  // The member's own account: a page of the frame that is no view of the sidebar (docs/decisions/0057).
  const onAccount = useMatch(ADMIN_ACCOUNT_PATH) !== null;
  const queryClient = useQueryClient();
  // A record changed: every list and count on screen reads again.
  const recordChanged = useAdminChanged();
  const everLoaded = useRef(false);

  const onDashboardFailure = useCallback(
    (error: unknown) => {
      // After the first answer, a failed dashboard call is like any other admin call.
      if (everLoaded.current) {
        endSessionIfRefused(error);
        return;
      }
      // The site requires sign-in codes and this account has none: it sets them up first.
      if (error instanceof AdminApiError && error.needsSecondFactor) return;
      const noSession = error instanceof AdminApiError && error.status === 401 && error.reason === "no_session";
      endSession(noSession ? "no_session" : "expired");
    },
    [endSession, endSessionIfRefused],
  );
  const dashboard = useAdminQuery(adminQueries.dashboard(), { onFailure: onDashboardFailure });
  if (dashboard.data) everLoaded.current = true;

  // The view the address names (and a case it opens) load while the dashboard call says who is
  // signed in, not after it; if the session is over, the session flow wins either way.
  useEffect(() => {
    prefetchView(queryClient, view, search, reference);
    // Once, for the address the admin was opened at; later views load as they are shown.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  async function onLogout() {
    // Whatever the answer, the person asked to leave.
    await logOut().catch(() => undefined);
    // Unsent replies and notes (decision 0046) are not left in the tab for whoever uses it next.
    clearCaseDrafts();
    navigate(paths.login, { state: { notice: authMessages.loggedOut } });
  }

  // Coming back to the Dashboard or the Inbox shows fresh counts.
  const onShowView = (next: AdminView) => {
    if (next === "dashboard" || next === "inbox") recordChanged();
    showView(next);
  };

  if (dashboard.error instanceof AdminApiError && dashboard.error.needsSecondFactor) {
    return <SecondFactorRequired onEnabled={() => queryClient.invalidateQueries()} onLogout={onLogout} />;
  }

  if (dashboard.data === undefined) {
    return (
      <main id="main" className="admin-loading-screen">
        {dashboard.error === undefined ? (
          <p role="status">{adminShellText.loading}</p>
        ) : (
          <p>
            <Link to={paths.login}>{adminShellText.toLogin}</Link>
          </p>
        )}
      </main>
    );
  }

  const { userId, role } = dashboard.data;
  const frame: DeskFrame = { dashboard: dashboard.data, recordChanged };
  return (
    <DeskMemberProvider value={{ id: userId, role }}>
      <AdminShell
        view={onAccount ? null : view}
        views={viewsFor(role)}
        adminName={dashboard.data.name}
        mail={dashboard.data.mail}
        newCases={dashboard.data.newCases}
        onShowView={onShowView}
        onLogout={onLogout}
      >
        {/* The view, the case over its list, or the account page: the child route draws it. */}
        <Outlet context={frame} />
      </AdminShell>
    </DeskMemberProvider>
  );
}

/**
 * The site requires sign-in codes and this account has none (docs/decisions/0072): right after
 * logging in, the member sets them up here, and nothing else of the desk opens until they have.
 */
function SecondFactorRequired({ onEnabled, onLogout }: { onEnabled: () => void; onLogout: () => void }) {
  const headingId = useId();
  return (
    <main id="main" className="second-factor-required" aria-labelledby={headingId}>
      <h1 id={headingId} className="admin-view__title">
        {secondFactorText.requiredHeading}
      </h1>
      <p className="admin-view__intro">{secondFactorText.requiredIntro}</p>
      <SecondFactorSection onEnabled={onEnabled} />
      <p>
        <button type="button" className="button button--secondary" onClick={onLogout}>
          {secondFactorText.logOut}
        </button>
      </p>
    </main>
  );
}
