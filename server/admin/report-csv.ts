import type { ReportSection } from "~/shared/routes";
import { SUBMISSION_STATUS_LABELS, topicLabelOf } from "~/shared/labels";
import { SUBMISSION_KINDS, submissionKindLabels } from "~/shared/schemas/admin";
import type { ReportData } from "~/shared/schemas/admin-replies";
import { CSV_BOM, csvRecord } from "./csv";

// Each Report section as CSV: exactly the rows and numbers the section shows, in the words the
// screen uses for forms, topics and statuses ("" where a submission has no state or topic).

export function reportSectionCsv(report: ReportData, section: ReportSection): string {
  const records = sectionRecords(report, section);
  return CSV_BOM + records.map(csvRecord).join("");
}

function sectionRecords(report: ReportData, section: ReportSection): (string | number)[][] {
  switch (section) {
    case "per-day":
      return [
        ["Date", ...SUBMISSION_KINDS.map((kind) => submissionKindLabels[kind]), "Total"],
        ...report.perDay.map((day) => {
          const counts = SUBMISSION_KINDS.map((kind) => day[kind]);
          return [day.date, ...counts, counts.reduce((sum, count) => sum + count, 0)];
        }),
      ];
    case "by-state":
      return [["State", "Count"], ...report.byState.map((entry) => [entry.state, entry.count])];
    case "by-topic":
      return [["Topic", "Count"], ...report.byTopic.map((entry) => [topicLabelOf(entry.topic), entry.count])];
    case "by-status":
      return [
        ["Status", "Count"],
        ...report.byStatus.map((entry) => [SUBMISSION_STATUS_LABELS[entry.status], entry.count]),
      ];
  }
}

/** e.g. cyberhelp-report-by-state-30-days-2026-01-02.csv */
export function reportCsvFileName(report: ReportData, section: ReportSection): string {
  return `cyberhelp-report-${section}-${report.days}-days-${report.to}.csv`;
}
