import { adminEndpoints, reportCsvEndpoints } from "~/shared/admin-endpoints";
import type { ReportSection } from "~/shared/routes";
import { adminEndpointUrl, callAdmin } from "./client";

export function fetchReport(days: number, signal?: AbortSignal) {
  return callAdmin(adminEndpoints.report, { query: { days }, signal });
}

/** The CSV of one section of the report, for the same window. */
export function reportCsvUrl(section: ReportSection, days: number): string {
  return adminEndpointUrl(reportCsvEndpoints[section], { query: { days } });
}
