import type { FastifyInstance, FastifyPluginAsync } from "fastify";
import type { Kysely } from "kysely";
import { requireAdmin } from "~/server/auth/require-admin";
import type { Database } from "~/server/db/schema";
import type { MailService } from "~/server/mail/mail-service";
import { adminAuditLogRoutes } from "./audit-log";
import { adminDashboardRoutes } from "./dashboard";
import { adminInboxRoutes } from "./inbox";
import { adminOutboxRoutes } from "./outbox";
import { adminReportRoutes } from "./report";
import { adminSubmissionRoutes } from "./submissions";
import { adminUserRoutes } from "./users";

// The admin API: registered under ADMIN_API_PREFIX (server/app.ts). The gate is added once, here,
// for the whole scope; every admin route plugin is listed below and so sits behind it.
// server/routes/admin/admin-gate.test.ts proves that for every route registered under the prefix.

export interface AdminRouteOptions {
  db: Kysely<Database>;
  /** The app's clock; only tests change it. */
  now?: () => Date;
  /** The outbox view reads whether mail is being sent, and wakes the worker after a retry. */
  mail: MailService;
}

export type AdminRoutePlugin = FastifyPluginAsync<AdminRouteOptions>;

/**
 * Every plugin of the admin API. Add a new one here, never with app.register elsewhere: only
 * what is listed here is behind the admin gate. Paths inside are relative to ADMIN_API_PREFIX
 * (write "/users", or strip the prefix from adminApiPaths).
 */
const ADMIN_ROUTE_PLUGINS: readonly AdminRoutePlugin[] = [
  adminDashboardRoutes,
  adminInboxRoutes,
  adminSubmissionRoutes,
  adminReportRoutes,
  adminAuditLogRoutes,
  adminOutboxRoutes,
  adminUserRoutes,
];

export async function adminRoutes(app: FastifyInstance, options: AdminRouteOptions): Promise<void> {
  const { db, now, mail } = options;
  app.addHook("onRequest", requireAdmin({ db, now }));
  for (const plugin of ADMIN_ROUTE_PLUGINS) await app.register(plugin, { db, now, mail });
}
