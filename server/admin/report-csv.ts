import type { ReportSection } from "~/shared/routes";
import { SUBMISSION_KINDS } from "~/shared/schemas/admin";
import type { ReportData } from "~/shared/schemas/admin-replies";
import { CSV_BOM, csvRecord } from "./csv";

// Each Report section as CSV: exactly the rows and numbers the section shows, with the stored
// values (kind, state, topic and status ids; "" where a submission has no state or topic).

export function reportSectionCsv(report: ReportData, section: ReportSection): string {
  const records = sectionRecords(report, section);
  return CSV_BOM + records.map(csvRecord).join("");
}

function sectionRecords(report: ReportData, section: ReportSection): (string | number)[][] {
  switch (section) {
    case "per-day":
      return [
        ["date", ...SUBMISSION_KINDS, "total"],
        ...report.perDay.map((day) => {
          const counts = SUBMISSION_KINDS.map((kind) => day[kind]);
          return [day.date, ...counts, counts.reduce((sum, count) => sum + count, 0)];
        }),
      ];
    case "by-state":
      return [["state", "count"], ...report.byState.map((entry) => [entry.state, entry.count])];
    case "by-topic":
      return [["topic", "count"], ...report.byTopic.map((entry) => [entry.topic, entry.count])];
    case "by-status":
      return [["status", "count"], ...report.byStatus.map((entry) => [entry.status, entry.count])];
  }
}

/** e.g. cyberhelp-report-by-state-30-days-2026-01-02.csv */
export function reportCsvFileName(report: ReportData, section: ReportSection): string {
  return `cyberhelp-report-${section}-${report.days}-days-${report.to}.csv`;
}
