import type { FastifyInstance, FastifyPluginAsync } from "fastify";
import type { Kysely } from "kysely";
import { requireRolesDeclared } from "~/server/auth/desk-roles";
import { requireAdmin } from "~/server/auth/require-admin";
import type { Database } from "~/server/db/schema";
import type { PasswordHasher } from "~/server/auth/passwords";
import type { MailService } from "~/server/mail/mail-service";
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
import { adminSubmissionRoutes } from "./submissions";
import { adminUserRoutes } from "./users";
import type { Clock } from "~/server/clock";
import type { ServerKeys } from "~/server/keys/server-keys";

// The admin API: registered under ADMIN_API_PREFIX (server/app.ts). The gate is added once, here,
// for the whole scope; every admin route plugin is listed below and so sits behind it, and each
// route must have an entry in shared/admin-endpoints/ saying which roles may use it, from which
// it is registered (./admin-route.ts). server/routes/admin/admin-gate.test.ts proves the gate for
// every route registered under the prefix; ./admin-endpoints.test.ts that routes and entries match.

export interface AdminRouteOptions {
  db: Kysely<Database>;
  /** The app's clock; only tests change it. */
  clock: Clock;
  /** The outbox view reads whether mail is being sent, and wakes the worker after a retry. */
  mail: MailService;
  /** Where erased references are listed for a restore to erase again (server/ops/erasure-log.ts). */
  erasureLog: string;
  /** For a member changing their password; the production argon2 hasher unless a test gives another. */
  hasher?: PasswordHasher;
  /** Seals and opens the members' TOTP secrets and recovery codes (docs/decisions/0072). */
  serverKeys: ServerKeys;
}

export type AdminRoutePlugin = FastifyPluginAsync<AdminRouteOptions>;

/**
 * Every plugin of the admin API. Add a new one here, never with app.register elsewhere: only
 * what is listed here is behind the admin gate. Each route inside is registered with adminRoute
 * from its entry, whose path is relative to ADMIN_API_PREFIX.
 */
const ADMIN_ROUTE_PLUGINS: readonly AdminRoutePlugin[] = [
  adminDashboardRoutes,
  adminInboxRoutes,
  adminSubmissionRoutes,
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
