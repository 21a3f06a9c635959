import { adminApiPaths } from "~/shared/routes";
import { contactedSchema } from "~/shared/schemas/admin";
import { contactRecordedSchema, type ContactRecorded } from "~/shared/schemas/admin-replies";
import type { ApiError } from "~/shared/schemas/api-responses";
import { recordDeskContact } from "~/server/admin/desk-contact";
import { errorReplies, replySchemas } from "../route-schemas";
import { pathInAdminScope } from "./admin-path";
import type { AdminRoutePlugin } from "./index";
import { asRecord, parsed, refuseInvalidInput } from "./parse-admin-input";
import { readReferenceParam } from "./submissions";
import { apiMessages } from "~/shared/messages/api";

// POST /api/admin/submissions/:reference/contacted: the desk reached the person by phone or
// WhatsApp (docs/decisions/0034). Stored as a note; the case's first response if it had none.

const notFound: ApiError = { status: "error", message: apiMessages.notFound };

export const adminDeskContactRoutes: AdminRoutePlugin = async (app, options) => {
  const {
    db,
    clock: { now },
  } = options;

  app.post<{ Params: { reference: string }; Reply: ContactRecorded | ApiError }>(
    `${pathInAdminScope(adminApiPaths.submissions)}/:reference/contacted`,
    {
      preHandler: readReferenceParam,
      schema: { response: replySchemas({ 201: contactRecordedSchema, ...errorReplies }) },
    },
    async (request, reply) => {
      const body = parsed(contactedSchema.safeParse(asRecord(request.body)));
      if (!body.ok) return refuseInvalidInput(reply, body.errors);
      const recorded = await recordDeskContact(db, request.params.reference, body.data, request.admin, now());
      return recorded ? reply.code(201).send(recorded) : reply.code(404).send(notFound);
    },
  );
};
