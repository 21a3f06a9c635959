import { adminApiPaths } from "~/shared/routes";
import { teamSchema, type TeamMember } from "~/shared/schemas/admin-replies";
import type { ApiError } from "~/shared/schemas/api-responses";
import { listAssignableMembers } from "~/server/admin/assignment";
import { errorReplies, replySchemas } from "../route-schemas";
import { pathInAdminScope } from "./admin-path";
import type { AdminRoutePlugin } from "./index";

// GET /api/admin/team: the active desk members a case can be given to. Names and roles only,
// so a caseworker, who may not open the Users view, can still choose an assignee.

export const adminTeamRoutes: AdminRoutePlugin = async (app, options) => {
  const { db } = options;
  app.get<{ Reply: TeamMember[] | ApiError }>(
    pathInAdminScope(adminApiPaths.team),
    { schema: { response: replySchemas({ 200: teamSchema, ...errorReplies }) } },
    async (_request, reply) => reply.send(await listAssignableMembers(db)),
  );
};
