import { ADMIN_API_PREFIX } from "../../../shared/routes";

/**
 * A path of shared/routes.ts's adminApiPaths as written inside the admin scope, which Fastify
 * mounts at ADMIN_API_PREFIX: "/api/admin/users" -> "/users".
 */
export function pathInAdminScope(path: string): string {
  if (!path.startsWith(`${ADMIN_API_PREFIX}/`)) throw new Error(`${path} is not an admin API path`);
  return path.slice(ADMIN_API_PREFIX.length);
}

/**
 * The `:id` of a users or outbox route. The maximum is the largest value of an `integer` column
 * on PostgreSQL: a bigger number is no row's id, and would make PostgreSQL fail the query.
 */
export const rowIdParamsSchema = {
  type: "object",
  required: ["id"],
  properties: { id: { type: "integer", minimum: 1, maximum: 2_147_483_647 } },
} as const;
