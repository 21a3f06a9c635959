import { adminEndpoints } from "~/shared/admin-endpoints";
import { caseMessageSchema } from "~/shared/schemas/case-messages";
import { sendDeskMessage } from "~/server/admin/desk-messages";
import { adminRoute } from "../admin-route";
import type { AdminRoutePlugin } from "../admin-route-options";
import { asRecord, parsed, refuseInvalidInput } from "../parse-admin-input";
import { notFound, readReferenceParam } from "../reference-param";

// POST /api/admin/submissions/:reference/messages: the desk's message to the person, on their
// case page (docs/decisions/0026).

export const adminSubmissionMessageRoutes: AdminRoutePlugin = async (app, options) => {
  const {
    db,
    clock: { now },
    mail,
  } = options;

  // The desk writes to the person on their case page; the mail that tells them holds no text.
  adminRoute(app, adminEndpoints.submissionMessages, {
    preHandler: readReferenceParam,
    handler: async (request, reply) => {
      const body = parsed(caseMessageSchema.safeParse(asRecord(request.body)));
      if (!body.ok) return refuseInvalidInput(reply, body.errors);
      const sent = await sendDeskMessage(db, request.params.reference, body.data.body, request.admin, now());
      if (!sent) return reply.code(404).send(notFound);
      // The worker sends at once rather than at its next poll.
      if (sent.notice === "queued") mail.wake();
      return reply.code(201).send(sent);
    },
  });
};
