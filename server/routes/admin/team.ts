import { adminEndpoints } from "~/shared/admin-endpoints";
import { listAssignableMembers } from "~/server/admin/assignment";
import { adminRoute } from "./admin-route";
import type { AdminRoutePlugin } from "./admin-route-options";

// GET /api/admin/team: the active desk members a case can be given to. Names and roles only,
// so a caseworker, who may not open the Users view, can still choose an assignee.

export const adminTeamRoutes: AdminRoutePlugin = async (app, options) => {
  const { db } = options;
  adminRoute(app, adminEndpoints.team, {
    handler: async (_request, reply) => reply.send(await listAssignableMembers(db)),
  });
};
