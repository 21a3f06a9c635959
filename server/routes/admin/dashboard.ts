import { adminEndpoints } from "~/shared/admin-endpoints";
import { loadDashboard } from "~/server/admin/dashboard-data";
import { recordAudit } from "~/server/audit/audit-log";
import { adminRoute } from "./admin-route";
import type { AdminRoutePlugin } from "./admin-route-options";

// GET /api/admin/dashboard: "Hello, {name}", the Overview counts and the Recent Submissions, and
// what every admin page must warn about: evidence storage filling up, mail not going out.

export const adminDashboardRoutes: AdminRoutePlugin = async (app, options) => {
  const { db, mail } = options;
  const { now } = options.clock;
  adminRoute(app, adminEndpoints.dashboard, {
    handler: async (request, reply) => {
      const data = await loadDashboard(db, request.admin.name, app.evidence.config.storageQuotaBytes, mail.sending);
      // The Recent Submissions show people's names, addresses and words: a read like any list's.
      await recordAudit(db, {
        actor: request.admin,
        action: "submissions.viewed",
        detail: { view: "dashboard", references: data.recent.map((item) => item.reference) },
        now: now(),
      });
      return reply.send({ ...data, userId: request.admin.id, role: request.admin.role });
    },
  });
};
