import { lazy, useId } from "react";
import { Link } from "react-router";
import { dashboardText, columnText, viewHeadings } from "~/app/content/admin";
import { adminViewPath } from "~/shared/admin-links";
import { useAdminQuery } from "../api/use-admin-query";
import { adminQueries } from "../api/admin-queries";
import { FIRST_INBOX_PAGE } from "../admin-location";
import { InboxRow } from "./inbox-row";
import { LoadState } from "./load-state";
import { ChartFrame } from "./chart-frame";
import { PagedTable } from "./paged-table";
import { emailColumn, longTextColumn, nameColumn } from "./submission-columns";
import { SUBMISSION_KINDS_IN_SPEC_ORDER } from "./chart-style";
import type { DashboardData, InboxItem, RecentSubmission } from "~/shared/schemas/admin-replies";
import { submissionKindLabels } from "~/shared/schemas/admin";
import { sizeText } from "~/shared/size-text";

/** How many of the inbox's first cases the dashboard shows. */
const URGENT_CASES_SHOWN = 5;

/** From this share of the evidence quota on, the dashboard says how full it is. */
const EVIDENCE_STORAGE_WARN_SHARE = 0.8;

// Recharts comes with the chart, after the dashboard's own code: no public page ever loads it.
const OverviewChart = lazy(() => import("./overview-chart"));

/**
 * docs/product.md §2: the Overview bar chart of the three counts, then Recent Submissions; first
 * of all, the inbox's most urgent new cases (docs/decisions/0062).
 */
export function DashboardView({ data, onOpen }: { data: DashboardData; onOpen: (reference: string) => void }) {
  const headingId = useId();
  const overviewId = useId();
  const recentId = useId();
  return (
    <section aria-labelledby={headingId} className="admin-view">
      <h1 id={headingId} className="admin-view__title">
        {viewHeadings.dashboard}
      </h1>
      <EvidenceStorageBanner {...data.evidenceStorage} />
      <UrgentCases />
      <section aria-labelledby={overviewId} className="admin-panel">
        <h2 id={overviewId} className="admin-panel__title">
          {dashboardText.overview}
        </h2>
        <ul className="stat-list" aria-label={dashboardText.countsLabel}>
          {SUBMISSION_KINDS_IN_SPEC_ORDER.map((kind) => (
            <li key={kind} className={`stat stat--${kind}`}>
              <span className="stat__label">{submissionKindLabels[kind]}</span>{" "}
              <span className="stat__value">{data.counts[kind].toLocaleString("en-IN")}</span>
            </li>
          ))}
        </ul>
        <ChartFrame>
          <OverviewChart counts={data.counts} />
        </ChartFrame>
      </section>
      <section aria-labelledby={recentId} className="admin-panel">
        <h2 id={recentId} className="admin-panel__title">
          {dashboardText.recent}
        </h2>
        <PagedTable
          title={dashboardText.recent}
          labelledBy={recentId}
          columns={[
            nameColumn(onOpen),
            emailColumn,
            longTextColumn(columnText.message, (row: RecentSubmission) => row.message),
          ]}
          rowKey={(row) => row.reference}
          data={data.recent}
          emptyText={dashboardText.noRecent}
        />
      </section>
    </section>
  );
}

/**
 * The Inbox's first cases, as the Inbox lists them: the same request (one answer, cached for
 * both), the same rows without the ticks and status buttons, each name a link that opens it.
 */
function UrgentCases() {
  const headingId = useId();
  const inbox = useAdminQuery(adminQueries.inbox(FIRST_INBOX_PAGE));
  return (
    <section aria-labelledby={headingId} className="admin-panel dashboard-urgent">
      <div className="admin-panel__header">
        <h2 id={headingId} className="admin-panel__title">
          {dashboardText.urgent}
        </h2>
        <Link to={adminViewPath("inbox")} className="dashboard-urgent__more">
          {dashboardText.openInbox}
        </Link>
      </div>
      {inbox.data === undefined || inbox.error !== undefined ? (
        <LoadState
          loading={inbox.loading}
          error={inbox.error}
          loadingText={dashboardText.loadingUrgent}
          onRetry={inbox.reload}
        />
      ) : null}
      {inbox.data ? <UrgentCaseRows items={inbox.data.items} busy={inbox.loading} /> : null}
    </section>
  );
}

/** The first five of the inbox's cases, in its order; a plain sentence when there is none. */
export function UrgentCaseRows({ items, busy }: { items: readonly InboxItem[]; busy: boolean }) {
  if (items.length === 0) return <p className="dashboard-urgent__none">{dashboardText.noUrgent}</p>;
  return (
    <ol className="inbox-list" aria-label={dashboardText.urgentListLabel} aria-busy={busy}>
      {items.slice(0, URGENT_CASES_SHOWN).map((item) => (
        <InboxRow key={item.reference} item={item} headingLevel={3} />
      ))}
    </ol>
  );
}

/**
 * Shown from 80% of the evidence quota: from 90%, only cases holding little take more files, and
 * past the quota no upload is taken (docs/decisions/0056).
 */
export function EvidenceStorageBanner({ usedBytes, quotaBytes }: DashboardData["evidenceStorage"]) {
  const share = usedBytes / quotaBytes;
  if (share < EVIDENCE_STORAGE_WARN_SHARE) return null;
  return (
    <p className="admin-banner" role="status">
      {dashboardText.evidenceStorage(Math.floor(share * 100), sizeText(usedBytes), sizeText(quotaBytes))}
    </p>
  );
}
