import { ADMIN_API_PREFIX, documentedApiPaths } from "../routes";
import { documentedDashboardSchema } from "../schemas/documented-api";
import type { DeskEndpoint } from "./endpoint";
import { ADMIN_ENDPOINT_LIST } from "./index";

// Everything behind the desk's gate, at the URL Fastify registers it under: the admin API and
// docs/product.md §7's dashboard, which keeps its documented path (docs/decisions/0008). The
// server's gate and its check that every desk route has an entry read this list.

/** GET /admin_dashboard.php: the documented API has no prefix, so its path is its URL. */
export const documentedDashboardEndpoint = {
  method: "GET",
  path: documentedApiPaths.adminDashboard,
  roles: "every role",
  summary: "docs/product.md §7's dashboard: the newest records of each form, for a client written against it",
  replies: { 200: documentedDashboardSchema },
} as const satisfies DeskEndpoint;

export interface DeskRoute {
  /** As Fastify registers it: the API's prefix and the entry's path. */
  url: string;
  endpoint: DeskEndpoint;
}

export const DESK_ROUTES: readonly DeskRoute[] = [
  ...ADMIN_ENDPOINT_LIST.map((endpoint) => ({ url: `${ADMIN_API_PREFIX}${endpoint.path}`, endpoint })),
  { url: documentedDashboardEndpoint.path, endpoint: documentedDashboardEndpoint },
];
