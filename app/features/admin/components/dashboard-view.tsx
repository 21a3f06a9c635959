import { lazy, useId } from "react";
import { dashboardText, columnText, viewHeadings } from "~/app/content/admin";
import { orDash, truncate } from "../format";
import { ChartFrame } from "./chart-frame";
import { ScrollTable } from "./scroll-table";
import { SUBMISSION_KINDS_IN_SPEC_ORDER } from "./chart-style";
import type { DashboardData } from "~/shared/schemas/admin-replies";
import { submissionKindLabels } from "~/shared/schemas/admin";

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
        {data.recent.length === 0 ? (
          <p className="admin-empty">{dashboardText.noRecent}</p>
        ) : (
          <ScrollTable title={dashboardText.recent}>
            <table className="admin-table" aria-labelledby={recentId}>
              <thead>
                <tr>
                  <th scope="col">{columnText.name}</th>
                  <th scope="col">{columnText.email}</th>
                  <th scope="col">{columnText.message}</th>
                </tr>
              </thead>
              <tbody>
                {data.recent.map((row) => (
                  <tr key={row.reference}>
                    <td className="cell--name">
                      <button type="button" className="link-button" onClick={() => onOpen(row.reference)}>
                        {row.name.trim() || row.reference}
                      </button>
                    </td>
                    <td className="cell--email">{orDash(row.email)}</td>
                    <td className="cell--long">{orDash(truncate(row.message))}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollTable>
        )}
      </section>
    </section>
  );
}
