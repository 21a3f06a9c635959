import type { FastifyInstance } from "fastify";
import { paths } from "~/shared/routes";
import { REFERENCE_PATTERN } from "../submissions/reference";

// /admin/cases/CH-XXXXXX, the address of a case for the desk (shared/routes.ts adminCasePath):
// a redirect to the admin with that case open. The admin then asks for a login if need be and
// comes back to it (the login's `next`). The redirect says nothing about whether the case exists.

export async function adminCaseLinkRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Params: { reference: string } }>(`${paths.admin}/cases/:reference`, async (request, reply) => {
    const reference = request.params.reference.trim().toUpperCase();
    if (!REFERENCE_PATTERN.test(reference)) return reply.callNotFound();
    return reply
      .header("cache-control", "no-store")
      .redirect(`${paths.admin}?ref=${encodeURIComponent(reference)}`, 302);
  });
}
