import { adminApiPaths } from "../../../shared/routes";
import type { DashboardData } from "../../../shared/schemas/admin";
import type { ApiError } from "../../../shared/schemas/api-responses";
import { loadDashboard } from "../../admin/dashboard-data";
import { adminErrorReplies, dashboardReplySchema } from "./admin-reply-schemas";
import { pathInAdminScope } from "./admin-path";
import type { AdminRoutePlugin } from "./index";

// GET /api/admin/dashboard: "Hello, {name}", the Overview counts and the Recent Submissions.

export const adminDashboardRoutes: AdminRoutePlugin = async (app, options) => {
  const { db } = options;
  app.get<{ Reply: DashboardData | ApiError }>(
    pathInAdminScope(adminApiPaths.dashboard),
    { schema: { response: { 200: dashboardReplySchema, ...adminErrorReplies } } },
    async (request, reply) => reply.send(await loadDashboard(db, request.admin.name)),
  );
};
