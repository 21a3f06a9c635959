import { adminEndpoints } from "~/shared/admin-endpoints";
import { callAdmin } from "./client";

/** GET /api/admin/dashboard: the admin's name, the three counts and the recent submissions. */
export function fetchDashboard(signal?: AbortSignal) {
  return callAdmin(adminEndpoints.dashboard, { signal });
}
