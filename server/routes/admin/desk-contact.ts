import { adminEndpoints } from "~/shared/admin-endpoints";
import { contactedSchema } from "~/shared/schemas/admin";
import { recordDeskContact } from "~/server/admin/desk-contact";
import { adminRoute } from "./admin-route";
import type { AdminRoutePlugin } from "./admin-route-options";
import { asRecord, parsed, refuseInvalidInput } from "./parse-admin-input";
import { notFound, readReferenceParam } from "./reference-param";

// POST /api/admin/submissions/:reference/contacted: the desk reached the person by phone or
// WhatsApp (docs/decisions/0034). Stored as a note; the case's first response if it had none.

export const adminDeskContactRoutes: AdminRoutePlugin = async (app, options) => {
  const {
    db,
    clock: { now },
  } = options;

  adminRoute(app, adminEndpoints.submissionContacted, {
    preHandler: readReferenceParam,
    handler: async (request, reply) => {
      const body = parsed(contactedSchema.safeParse(asRecord(request.body)));
      if (!body.ok) return refuseInvalidInput(reply, body.errors);
      const recorded = await recordDeskContact(db, request.params.reference, body.data, request.admin, now());
      return recorded ? reply.code(201).send(recorded) : reply.code(404).send(notFound);
    },
  });
};
