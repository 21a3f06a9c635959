import { getJson, withQuery } from "./client";
import { adminApiPaths, type ReportSection } from "~/shared/routes";
import type { ReportData } from "~/shared/schemas/admin-replies";

export function fetchReport(days: number, signal?: AbortSignal): Promise<ReportData> {
  return getJson<ReportData>(withQuery(adminApiPaths.report, { days }), signal);
}

/** The CSV of one section of the report, for the same window. */
export function reportCsvUrl(section: ReportSection, days: number): string {
  return withQuery(adminApiPaths.reportCsv(section), { days });
}
