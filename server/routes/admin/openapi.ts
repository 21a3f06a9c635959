import { adminEndpoints } from "~/shared/admin-endpoints";
import { openApiDocument } from "~/server/plugins/openapi";
import { adminRoute } from "./admin-route";
import type { AdminRoutePlugin } from "./admin-route-options";

// GET /api/admin/openapi.json: the OpenAPI document of the admin API and the documented API
// (server/plugins/openapi.ts, docs/decisions/0082), for admins. Written once, on the first
// request, from the routes as registered; the same document after that.

export const adminOpenApiRoutes: AdminRoutePlugin = async (app) => {
  adminRoute(app, adminEndpoints.openApi, { handler: async (_request, reply) => reply.send(openApiDocument(app)) });
};
