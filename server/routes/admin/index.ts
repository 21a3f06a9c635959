import type { FastifyInstance } from "fastify";
import { requireRolesDeclared } from "~/server/auth/desk-roles";
import { requireAdmin } from "~/server/auth/require-admin";
import type { AdminRouteOptions, AdminRoutePlugin } from "./admin-route-options";
import { adminAccountRoutes } from "./account";
import { adminAuditLogRoutes } from "./audit-log";
import { adminBulkActionRoutes } from "./bulk-actions";
import { adminDashboardRoutes } from "./dashboard";
import { adminDeskContactRoutes } from "./desk-contact";
import { adminDuplicateRoutes } from "./duplicates";
import { adminInboxRoutes } from "./inbox";
import { adminOpenApiRoutes } from "./openapi";
import { adminOutboxRoutes } from "./outbox";
import { adminReplyTemplateRoutes } from "./reply-templates";
import { adminReportRoutes } from "./report";
import { adminSecondFactorRoutes } from "./second-factor";
import { adminTeamRoutes } from "./team";
import { adminSubmissionCaseLinkRoutes } from "./submissions/case-links";
import { adminSubmissionCaseworkRoutes } from "./submissions/casework";
import { adminSubmissionDetailRoutes } from "./submissions/detail";
import { adminSubmissionEraseRoutes } from "./submissions/erase";
import { adminSubmissionEvidenceRoutes } from "./submissions/evidence";
import { adminSubmissionExportRoutes } from "./submissions/export";
import { adminSubmissionListRoutes } from "./submissions/list";
import { adminSubmissionMessageRoutes } from "./submissions/messages";
import { adminUserRoutes } from "./users";

// The admin API: registered under ADMIN_API_PREFIX (server/app.ts). The gate is added once, here,
// for the whole scope; every admin route plugin is listed below and so sits behind it, and each
// route must have an entry in shared/admin-endpoints/ saying which roles may use it, from which
// it is registered (./admin-route.ts). server/routes/admin/admin-gate.test.ts proves the gate for
// every route registered under the prefix; ./admin-endpoints.test.ts that routes and entries match.

/**
 * Every plugin of the admin API. Add a new one here, never with app.register elsewhere: only
 * what is listed here is behind the admin gate. Each route inside is registered with adminRoute
 * from its entry, whose path is relative to ADMIN_API_PREFIX.
 */
const ADMIN_ROUTE_PLUGINS: readonly AdminRoutePlugin[] = [
  adminDashboardRoutes,
  adminInboxRoutes,
  // The submissions, by sub-resource (./submissions/): the list and its export, then one case.
  adminSubmissionListRoutes,
  adminSubmissionExportRoutes,
  adminSubmissionDetailRoutes,
  adminSubmissionCaseworkRoutes,
  adminSubmissionMessageRoutes,
  adminSubmissionEvidenceRoutes,
  adminSubmissionCaseLinkRoutes,
  adminSubmissionEraseRoutes,
  adminDeskContactRoutes,
  adminDuplicateRoutes,
  adminBulkActionRoutes,
  adminReportRoutes,
  adminAuditLogRoutes,
  adminOutboxRoutes,
  adminUserRoutes,
  adminTeamRoutes,
  adminReplyTemplateRoutes,
  adminAccountRoutes,
  adminSecondFactorRoutes,
  adminOpenApiRoutes,
];

export async function adminRoutes(app: FastifyInstance, options: AdminRouteOptions): Promise<void> {
  // Named one by one: the options this plugin was registered with also hold its prefix.
  const { db, clock, mail, erasureLog, hasher, serverKeys } = options;
  app.addHook("onRoute", requireRolesDeclared);
  app.addHook("onRequest", requireAdmin({ db, clock }));
  for (const plugin of ADMIN_ROUTE_PLUGINS)
    await app.register(plugin, { db, clock, mail, erasureLog, hasher, serverKeys });
}
