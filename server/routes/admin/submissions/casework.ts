import { adminEndpoints } from "~/shared/admin-endpoints";
import { assignmentSchema, noteSchema, statusUpdateSchema } from "~/shared/schemas/admin";
import { addSubmissionNote, changeSubmissionStatus } from "~/server/admin/casework-store";
import { assignSubmission } from "~/server/admin/assignment";
import { adminRoute } from "../admin-route";
import type { AdminRoutePlugin } from "../admin-route-options";
import { asRecord, parsed, refuseInvalidInput } from "../parse-admin-input";
import { notFound, readReferenceParam } from "../reference-param";
import { assignmentMessages } from "~/shared/messages/admin";

// The desk's work on one case: its status, a note, and who has it (server/admin/casework-store.ts).

export const adminSubmissionCaseworkRoutes: AdminRoutePlugin = async (app, options) => {
  const {
    db,
    clock: { now },
  } = options;

  adminRoute(app, adminEndpoints.submissionStatus, {
    preHandler: readReferenceParam,
    handler: async (request, reply) => {
      const body = parsed(statusUpdateSchema.safeParse(asRecord(request.body)));
      if (!body.ok) return refuseInvalidInput(reply, body.errors);
      const updated = await changeSubmissionStatus(
        db,
        request.params.reference,
        body.data.status,
        request.admin,
        now(),
      );
      return updated ? reply.send(updated) : reply.code(404).send(notFound);
    },
  });

  adminRoute(app, adminEndpoints.submissionNotes, {
    preHandler: readReferenceParam,
    handler: async (request, reply) => {
      const body = parsed(noteSchema.safeParse(asRecord(request.body)));
      if (!body.ok) return refuseInvalidInput(reply, body.errors);
      const note = await addSubmissionNote(db, request.params.reference, body.data.body, request.admin, now());
      return note ? reply.code(201).send(note) : reply.code(404).send(notFound);
    },
  });

  // Gives the case to a desk member, or to nobody (server/admin/assignment.ts).
  adminRoute(app, adminEndpoints.submissionAssignee, {
    preHandler: readReferenceParam,
    handler: async (request, reply) => {
      const body = parsed(assignmentSchema.safeParse(asRecord(request.body)));
      if (!body.ok) return refuseInvalidInput(reply, body.errors);
      const change = await assignSubmission(db, request.params.reference, body.data.userId, request.admin, now());
      if (change.kind === "not_found") return reply.code(404).send(notFound);
      if (change.kind === "not_assignable") {
        return refuseInvalidInput(reply, { userId: assignmentMessages.notAssignable });
      }
      return reply.send({ assignee: change.assignee });
    },
  });
};
