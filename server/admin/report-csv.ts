import type { ReportSection } from "~/shared/routes";
import { SUBMISSION_STATUS_LABELS, topicLabelOf, UNASSIGNED_LABEL } from "~/shared/labels";
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
    case "response-times": {
      const { answered, medianFirstResponseMinutes, overdueNow } = report.responseTimes;
      return [
        ["Measure", "Value"],
        ["Cases of the period with a first response", answered],
        // Whole minutes, as the screen rounds them; empty when no case was answered.
        [
          "Median time to first response (minutes)",
          medianFirstResponseMinutes === null ? "" : Math.round(medianFirstResponseMinutes),
        ],
        ["Open cases overdue for a first response now", overdueNow],
      ];
    }
    case "by-assignee":
      return [
        ["Assigned to", "Open cases"],
        ...report.byAssignee.map((entry) => [entry.assignee ?? UNASSIGNED_LABEL, entry.count]),
      ];
  }
}

/** e.g. cyberhelp-report-by-state-30-days-2026-01-02.csv */
export function reportCsvFileName(report: ReportData, section: ReportSection): string {
  return `cyberhelp-report-${section}-${report.days}-days-${report.to}.csv`;
}
