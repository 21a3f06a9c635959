import type { FastifyRequest } from "fastify";

/** The inbox's and the export's "Assigned to me": the filter names whoever asks. */
export function assignedToFilter(query: { assigned?: "me" | undefined }, request: FastifyRequest): number | undefined {
  return query.assigned === "me" ? request.admin.id : undefined;
}
