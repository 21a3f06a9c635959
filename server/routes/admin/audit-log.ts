import { adminEndpoints } from "~/shared/admin-endpoints";
import { auditLogQuerySchema, withoutBlankParams } from "~/shared/schemas/admin";
import { loadAuditLogPage } from "~/server/admin/audit-log-page";
import { adminRoute } from "./admin-route";
import type { AdminRoutePlugin } from "./admin-route-options";
import { asRecord, parsed, refuseInvalidInput } from "./parse-admin-input";

// GET /api/admin/audit-log?kind&actor&reference&page: who did what and when, newest first.

export const adminAuditLogRoutes: AdminRoutePlugin = async (app, options) => {
  const { db } = options;
  adminRoute(app, adminEndpoints.auditLog, {
    handler: async (request, reply) => {
      const query = parsed(auditLogQuerySchema.safeParse(withoutBlankParams(asRecord(request.query))));
      if (!query.ok) return refuseInvalidInput(reply, query.errors);
      return reply.send(await loadAuditLogPage(db, query.data));
    },
  });
};
