import { lazy, useId } from "react";
import { dashboardText, columnText, viewHeadings } from "~/app/content/admin";
import { ChartFrame } from "./chart-frame";
import { PagedTable } from "./paged-table";
import { emailColumn, longTextColumn, nameColumn } from "./submission-columns";
import { SUBMISSION_KINDS_IN_SPEC_ORDER } from "./chart-style";
import type { DashboardData, RecentSubmission } from "~/shared/schemas/admin-replies";
import { submissionKindLabels } from "~/shared/schemas/admin";
import { sizeText } from "~/shared/schemas/evidence";

/** From this share of the evidence quota on, the dashboard says how full it is. */
const EVIDENCE_STORAGE_WARN_SHARE = 0.8;

// Recharts comes with the chart, after the dashboard's own code: no public page ever loads it.
const OverviewChart = lazy(() => import("./overview-chart"));

/** docs/product.md §2: the Overview bar chart of the three counts, then Recent Submissions. */
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
