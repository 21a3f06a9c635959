import { useId } from "react";
import { reportText, responseText, viewHeadings } from "~/app/content/admin";
import { formatDay } from "../format";
import { LoadState } from "./load-state";
import { CountSection, PerDaySection, ResponseTimesSection } from "./report-sections";
import { useReportView } from "./use-report-view";
import { limits } from "~/shared/constants";

/**
 * The Report view (docs/product.md §10 fills what docs/product.md leaves empty): submissions per day by form,
 * then by state, topic and status, over the last 30 or 90 days; each with its CSV.
 */
export function ReportView({ days, onDays }: { days: number; onDays: (days: number) => void }) {
  const headingId = useId();
  const windowId = useId();
  const { report, data, rows } = useReportView(days);

  return (
    <section aria-labelledby={headingId} className="admin-view">
      <h1 id={headingId} className="admin-view__title">
        {viewHeadings.report}
      </h1>
      <p className="admin-view__intro">{reportText.intro}</p>
      <div className="report-window">
        <div className="field">
          <label className="field__label" htmlFor={windowId}>
            {reportText.window}
          </label>
          <select
            id={windowId}
            className="field__control"
            value={days}
            onChange={(event) => onDays(Number(event.target.value))}
          >
            {limits.reportWindowsDays.map((window) => (
              <option key={window} value={window}>
                {reportText.windowOption(window)}
              </option>
            ))}
          </select>
        </div>
        {data ? (
          <p className="report-window__range">{reportText.range(formatDay(data.from), formatDay(data.to))}</p>
        ) : null}
      </div>
      {data === undefined || report.error !== undefined ? (
        <LoadState
          loading={report.loading}
          error={report.error}
          loadingText={reportText.loading}
          onRetry={report.reload}
        />
      ) : null}
      {data !== undefined && rows !== undefined ? (
        <div aria-busy={report.loading || undefined} className="report-sections">
          <PerDaySection data={data} />
          <CountSection section="by-state" days={data.days} rows={rows.byState} />
          <CountSection section="by-topic" days={data.days} rows={rows.byTopic} />
          <CountSection section="by-status" days={data.days} rows={rows.byStatus} />
          <ResponseTimesSection data={data} />
          <CountSection
            section="by-assignee"
            days={data.days}
            countLabel={responseText.openCases}
            rows={rows.byAssignee}
          />
        </div>
      ) : null}
    </section>
  );
}
