import { getJson } from "./client";
import { adminApiPaths } from "~/shared/routes";
import type { DashboardData } from "~/shared/schemas/admin-replies";

/** GET /api/admin/dashboard: the admin's name, the three counts and the recent submissions. */
export function fetchDashboard(signal?: AbortSignal): Promise<DashboardData> {
  return getJson<DashboardData>(adminApiPaths.dashboard, signal);
}
