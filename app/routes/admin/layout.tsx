import { useCallback, useEffect, useId, useRef, useState } from "react";
import { QueryClientProvider, useQueryClient } from "@tanstack/react-query";
import { Link, Navigate, useLocation, useMatch, useNavigate } from "react-router";
import { adminShellText, errorText, secondFactorText, viewHeadings } from "~/app/content/admin";
import { ADMIN_ACCOUNT_PATH, type AdminView } from "~/shared/admin-links";
import { AdminSessionProvider, useAdminSession } from "~/app/features/admin/session";
import { AdminApiError } from "~/app/features/admin/api/client";
import { adminQueries, createAdminQueryClient } from "~/app/features/admin/api/admin-queries";
import { prefetchView, readListPage } from "~/app/features/admin/view-queries";
import { logOut } from "~/app/features/admin/api/session";
import { clearCaseDrafts } from "~/app/features/admin/case-draft";
import { useAdminChanged, useAdminQuery } from "~/app/features/admin/api/use-admin-query";
import {
  DAYS_PARAM,
  MAIL_STATUS_PARAM,
  PAGE_PARAM,
  auditLogQueryFrom,
  isListView,
  movedAdminAddress,
  outboxQueryFrom,
  reportDaysFrom,
  useAdminLocation,
} from "~/app/features/admin/admin-location";
import { DeskMemberProvider, viewsFor } from "~/app/features/admin/desk-member";
import { useCaseSequence } from "~/app/features/admin/case-sequence";
import { AdminShell } from "~/app/features/admin/components/admin-shell";
import { DashboardView } from "~/app/features/admin/components/dashboard-view";
import { InboxView } from "~/app/features/admin/components/inbox-view";
import { SubmissionsView } from "~/app/features/admin/components/submissions-view";
import { SubmissionDetail } from "~/app/features/admin/components/submission-detail";
import { UsersView } from "~/app/features/admin/components/users-view";
import { AuditLogView } from "~/app/features/admin/components/audit-log-view";
import { ReportView } from "~/app/features/admin/components/report-view";
import { OutboxView } from "~/app/features/admin/components/outbox-view";
import { ReplyTemplatesView } from "~/app/features/admin/components/reply-templates-view";
import { AccountView } from "~/app/features/admin/components/account-view";
import { SecondFactorSection } from "~/app/features/admin/components/second-factor-section";
import { siteConfig } from "~/shared/site-config";
import { paths } from "~/shared/routes";
import "~/app/styles/admin.css";
import { authMessages } from "~/shared/messages/auth";

export function meta() {
  return [{ title: `${adminShellText.metaTitle} | ${siteConfig.brand}` }, { name: "robots", content: "noindex" }];
}

/**
 * The desk's frame for every admin address (docs/decisions/0043). Each view and a case have
 * their own route (routes/admin/view.tsx, routes/admin/case.tsx), but the frame draws them: a
 * case opens over the list it came from, and that list must stay the same elements underneath
 * (its scroll, its ticked rows, the row the dialog gives focus back to), which a change of
 * child route would remount.
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
  const { search, view, reference, update, showView, openCase, closeCase } = useAdminLocation();
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

  const readPage = useCallback(
    (page: number) => readListPage(queryClient, view, search, page),
    [queryClient, view, search],
  );
  const sequence = useCaseSequence(reference, readPage);
  // Previous / next may lie on the page beside: opening it turns the list behind to that page.
  const openFromCase = useCallback(
    (ref: string) => {
      const neighbour = [sequence.previous, sequence.next].find((candidate) => candidate?.reference === ref);
      openCase(ref, { page: neighbour?.page });
    },
    [openCase, sequence.previous, sequence.next],
  );

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
  // A view the role may not use, reached by its URL, says so alone: no filters or buttons that
  // would only be refused. A caseworker may read the reply templates (their view says so).
  // On the account page none is drawn.
  const mayUse = viewsFor(role).includes(view) || view === "templates";
  const shown = onAccount ? undefined : mayUse ? view : null;
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
        {onAccount ? <AccountView /> : null}
        {shown === null ? <NoAccessView view={view} /> : null}
        {shown === "dashboard" ? <DashboardView data={dashboard.data} onOpen={openCase} /> : null}
        {shown === "inbox" ? (
          <InboxView search={search} onChange={update} onListed={sequence.onListed} onChanged={recordChanged} />
        ) : null}
        {shown !== null && shown !== undefined && isListView(shown) ? (
          <SubmissionsView
            key={shown}
            view={shown}
            kind={shown}
            search={search}
            onChange={update}
            onOpen={openCase}
            onListed={sequence.onListed}
          />
        ) : null}
        {shown === "report" ? (
          <ReportView days={reportDaysFrom(search)} onDays={(days) => update({ [DAYS_PARAM]: days })} />
        ) : null}
        {shown === "users" ? <UsersView /> : null}
        {shown === "audit_log" ? (
          <AuditLogView
            query={auditLogQueryFrom(search)}
            onFilter={(changes) => update({ ...changes, [PAGE_PARAM]: undefined })}
            onPage={(page) => update({ [PAGE_PARAM]: page === 1 ? undefined : page })}
          />
        ) : null}
        {shown === "outbox" ? (
          <OutboxView
            {...outboxQueryFrom(search)}
            onFilter={(status) => update({ [MAIL_STATUS_PARAM]: status, [PAGE_PARAM]: undefined })}
            onPage={(page) => update({ [PAGE_PARAM]: page === 1 ? undefined : page })}
            onOpen={openCase}
          />
        ) : null}
        {shown === "templates" ? <ReplyTemplatesView /> : null}
        {reference ? (
          <SubmissionDetail
            key={reference}
            reference={reference}
            previous={sequence.previous?.reference}
            next={sequence.next?.reference}
            onOpen={openFromCase}
            onChanged={recordChanged}
            onClose={closeCase}
          />
        ) : null}
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

/** An admin-only view opened by a caseworker: its name, and that it is not theirs. */
function NoAccessView({ view }: { view: AdminView }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="admin-view">
      <h1 id={headingId} className="admin-view__title">
        {viewHeadings[view]}
      </h1>
      <div className="admin-notice admin-notice--error" role="alert">
        <p>{errorText.noAccess}</p>
      </div>
    </section>
  );
}
