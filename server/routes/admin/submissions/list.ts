import { adminEndpoints } from "~/shared/admin-endpoints";
import { recordAudit } from "~/server/audit/audit-log";
import { describeFilterForAudit } from "~/server/admin/submission-filter";
import { listSubmissions } from "~/server/admin/submission-list";
import { adminRoute } from "../admin-route";
import type { AdminRoutePlugin } from "../admin-route-options";
import { parseSubmissionListQuery, refuseInvalidInput } from "../parse-admin-input";
import { assignedToFilter } from "./assigned-to-me";

// GET /api/admin/submissions: the three submission views and their search, a page at a time.
// Every page read is in the audit log, with the references it showed.

export const adminSubmissionListRoutes: AdminRoutePlugin = async (app, options) => {
  const {
    db,
    clock: { now },
  } = options;

  adminRoute(app, adminEndpoints.submissions, {
    handler: async (request, reply) => {
      const query = parseSubmissionListQuery(request.query);
      if (!query.ok) return refuseInvalidInput(reply, query.errors);
      const list = await listSubmissions(db, { ...query.data, assignedTo: assignedToFilter(query.data, request) });
      // One insert per page, whatever its size: who saw which submissions, and through which filters.
      await recordAudit(db, {
        actor: request.admin,
        action: "submissions.viewed",
        detail: {
          ...describeFilterForAudit(query.data),
          page: list.page,
          references: list.items.map((item) => item.reference),
        },
        now: now(),
      });
      return reply.send(list);
    },
  });
};
