import { lazy, useId } from "react";
import { Download } from "lucide-react";
import { reportCsvUrl } from "../api/report";
import { reportSectionText, reportText, responseText } from "~/app/content/admin";
import { formatDay } from "../format";
import { ChartFrame } from "./chart-frame";
import { PagedTable, type TableColumn } from "./paged-table";
import { SUBMISSION_KINDS_IN_SPEC_ORDER } from "./chart-style";
import type { CountRow } from "./use-report-view";
import type { ReportSection } from "~/shared/routes";
import type { ReportData } from "~/shared/schemas/admin-replies";
import { submissionKindLabels } from "~/shared/schemas/admin";

// The Report's sections, each with its heading and its CSV: per day (a chart, loaded on first
// use, and its table), a count per category, and the response times.

const PerDayChart = lazy(() => import("./per-day-chart"));

function SectionHeader({ section, days, headingId }: { section: ReportSection; days: number; headingId: string }) {
  const text = reportSectionText[section];
  return (
    <div className="admin-panel__header">
      <h2 id={headingId} className="admin-panel__title">
        {text.heading}
      </h2>
      <a className="button button--secondary button--small" href={reportCsvUrl(section, days)} download>
        <Download aria-hidden="true" size={16} />
        {reportText.downloadCsv}
        <span className="visually-hidden"> {text.csvLabel}</span>
      </a>
    </div>
  );
}

type Day = ReportData["perDay"][number];

/** The date names its row; a count per form, then their sum. */
const perDayColumns: TableColumn<Day>[] = [
  {
    header: reportText.date,
    cell: (day) => <time dateTime={day.date}>{formatDay(day.date)}</time>,
    rowHeader: true,
  },
  ...SUBMISSION_KINDS_IN_SPEC_ORDER.map((kind) => ({
    header: submissionKindLabels[kind],
    cell: (day: Day) => day[kind],
  })),
  {
    header: reportText.total,
    cell: (day) => SUBMISSION_KINDS_IN_SPEC_ORDER.reduce((sum, kind) => sum + day[kind], 0),
  },
];

export function PerDaySection({ data }: { data: ReportData }) {
  const headingId = useId();
  const text = reportSectionText["per-day"];
  return (
    <section aria-labelledby={headingId} className="admin-panel">
      <SectionHeader section="per-day" days={data.days} headingId={headingId} />
      <ChartFrame>
        <PerDayChart perDay={data.perDay} />
      </ChartFrame>
      <details className="report-details">
        <summary>{reportText.showTable}</summary>
        <PagedTable
          title={text.heading}
          labelledBy={headingId}
          columns={perDayColumns}
          rowKey={(day) => day.date}
          data={data.perDay}
          emptyText={reportText.none}
          className="admin-table admin-table--numbers"
        />
      </details>
    </section>
  );
}

/**
 * A count per category as a table whose rows carry a bar: the table is the text, the bars
 * are the picture, so nothing needs a second alternative.
 */
export function CountSection({
  section,
  days,
  rows,
  countLabel = reportText.count,
}: {
  section: ReportSection;
  days: number;
  rows: CountRow[];
  countLabel?: string;
}) {
  const headingId = useId();
  const text = reportSectionText[section];
  const largest = Math.max(1, ...rows.map((row) => row.count));
  return (
    <section aria-labelledby={headingId} className="admin-panel">
      <SectionHeader section={section} days={days} headingId={headingId} />
      {rows.length === 0 ? (
        <p className="admin-empty">{reportText.none}</p>
      ) : (
        <table className="count-table" aria-labelledby={headingId}>
          <thead>
            <tr>
              <th scope="col">{text.columnLabel}</th>
              <th scope="col">{countLabel}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.key}>
                <th scope="row">{row.label}</th>
                <td>
                  <span className="count-table__cell">
                    <span className="count-table__track" aria-hidden="true">
                      <span
                        className="count-table__bar"
                        style={{ width: `${(row.count / largest) * 100}%`, minWidth: row.count > 0 ? 2 : 0 }}
                      />
                    </span>
                    <span className="count-table__value">{row.count.toLocaleString("en-IN")}</span>
                  </span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

/** Minutes as a desk reads them: "25 min", "3 h 10 min", "2 days 4 h". */
function minutesText(minutes: number): string {
  const whole = Math.round(minutes);
  if (whole < 60) return `${whole} min`;
  const hours = Math.floor(whole / 60);
  if (hours < 48) return whole % 60 === 0 ? `${hours} h` : `${hours} h ${whole % 60} min`;
  const days = Math.floor(hours / 24);
  return hours % 24 === 0 ? `${days} days` : `${days} days ${hours % 24} h`;
}

/** Decision 0034: the median first response over the period, and the overdue cases now. */
export function ResponseTimesSection({ data }: { data: ReportData }) {
  const headingId = useId();
  const { answered, medianFirstResponseMinutes, overdueNow } = data.responseTimes;
  const figures: [string, string][] = [
    [
      responseText.median,
      medianFirstResponseMinutes === null ? responseText.noMedian : minutesText(medianFirstResponseMinutes),
    ],
    [responseText.answered, answered.toLocaleString("en-IN")],
    [responseText.overdueNow, overdueNow.toLocaleString("en-IN")],
  ];
  return (
    <section aria-labelledby={headingId} className="admin-panel">
      <SectionHeader section="response-times" days={data.days} headingId={headingId} />
      <p className="admin-view__intro">{responseText.reportIntro}</p>
      <table className="count-table" aria-labelledby={headingId}>
        <tbody>
          {figures.map(([label, value]) => (
            <tr key={label}>
              <th scope="row">{label}</th>
              <td>{value}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
