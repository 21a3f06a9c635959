import { ADMIN_API_PREFIX } from "~/shared/routes";

/**
 * A path of shared/routes.ts's adminApiPaths as written inside the admin scope, which Fastify
 * mounts at ADMIN_API_PREFIX: "/api/admin/users" -> "/users".
 */
export function pathInAdminScope(path: string): string {
  if (!path.startsWith(`${ADMIN_API_PREFIX}/`)) throw new Error(`${path} is not an admin API path`);
  return path.slice(ADMIN_API_PREFIX.length);
}
