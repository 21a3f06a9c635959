import { adminEndpoints } from "~/shared/admin-endpoints";
import { recordAudit } from "~/server/audit/audit-log";
import { findSubmissionDetail } from "~/server/admin/casework-store";
import { markRepliesRead } from "~/server/admin/desk-messages";
import { adminRoute } from "../admin-route";
import type { AdminRoutePlugin } from "../admin-route-options";
import { notFound, readReferenceParam } from "../reference-param";

// GET /api/admin/submissions/:reference: one case as the desk reads it, in the audit log.

export const adminSubmissionDetailRoutes: AdminRoutePlugin = async (app, options) => {
  const {
    db,
    clock: { now },
  } = options;

  adminRoute(app, adminEndpoints.submission, {
    preHandler: readReferenceParam,
    handler: async (request, reply) => {
      const detail = await findSubmissionDetail(db, request.params.reference, now());
      if (!detail) return reply.code(404).send(notFound);
      // The detail shows the person's unread replies as unread this once; the desk has now read them.
      await markRepliesRead(db, detail.reference, now());
      await recordAudit(db, {
        actor: request.admin,
        action: "submission.viewed",
        targetType: "submission",
        targetId: detail.reference,
        detail: { view: detail.kind, references: [detail.reference] },
        now: now(),
      });
      return reply.send(detail);
    },
  });
};
