import { adminApiPaths } from "~/shared/routes";
import { auditLogQuerySchema, withoutBlankParams } from "~/shared/schemas/admin";
import { auditLogPageSchema, type AuditLogPage } from "~/shared/schemas/admin-replies";
import type { ApiError } from "~/shared/schemas/api-responses";
import { loadAuditLogPage } from "~/server/admin/audit-log-page";
import { errorReplies, replySchemas } from "../route-schemas";
import { pathInAdminScope } from "./admin-path";
import type { AdminRoutePlugin } from "./index";
import { asRecord, parsed, refuseInvalidInput } from "./parse-admin-input";

// GET /api/admin/audit-log?kind&actor&reference&page: who did what and when, newest first.

export const adminAuditLogRoutes: AdminRoutePlugin = async (app, options) => {
  const { db } = options;
  app.get<{ Reply: AuditLogPage | ApiError }>(
    pathInAdminScope(adminApiPaths.auditLog),
    { schema: { response: replySchemas({ 200: auditLogPageSchema, ...errorReplies }) } },
    async (request, reply) => {
      const query = parsed(auditLogQuerySchema.safeParse(withoutBlankParams(asRecord(request.query))));
      if (!query.ok) return refuseInvalidInput(reply, query.errors);
      return reply.send(await loadAuditLogPage(db, query.data));
    },
  );
};
