import { useAdminQuery } from "../api/use-admin-query";
import { adminQueries } from "../api/admin-queries";
import { reportText } from "~/app/content/admin";
import { statusLabel, topicLabel } from "../format";
import type { ReportData } from "~/shared/schemas/admin-replies";
import { UNASSIGNED_LABEL } from "~/shared/labels";

// The Report view, what it reads rather than what it draws (./report-view.tsx): the report over
// the window chosen, and each count section's rows in the screen's words.

/** A count section's row: its key, what it counts in words, and the count. */
export interface CountRow {
  key: string;
  label: string;
  count: number;
}

export function useReportView(days: number) {
  const report = useAdminQuery(adminQueries.report(days));
  const data = report.data;
  return { report, data, rows: data === undefined ? undefined : countRows(data) };
}

/** The rows of the sections that count by state, topic, status and assignee. */
function countRows(data: ReportData): Record<"byState" | "byTopic" | "byStatus" | "byAssignee", CountRow[]> {
  return {
    byState: data.byState.map((row) => ({
      key: row.state,
      label: row.state || reportText.noState,
      count: row.count,
    })),
    byTopic: data.byTopic.map((row) => ({
      key: row.topic,
      label: topicLabel(row.topic) ?? reportText.noTopic,
      count: row.count,
    })),
    byStatus: data.byStatus.map((row) => ({ key: row.status, label: statusLabel(row.status), count: row.count })),
    byAssignee: data.byAssignee.map((row, index) => ({
      key: `${index}:${row.assignee ?? ""}`,
      label: row.assignee ?? UNASSIGNED_LABEL,
      count: row.count,
    })),
  };
}
