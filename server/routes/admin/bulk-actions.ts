import { adminEndpoints } from "~/shared/admin-endpoints";
import { bulkActionSchema } from "~/shared/schemas/admin";
import { applyBulkAction, bulkActionRefusals } from "~/server/admin/bulk-actions";
import { adminRoute } from "./admin-route";
import type { AdminRoutePlugin } from "./admin-route-options";
import { asRecord, parsed, refuseInvalidInput } from "./parse-admin-input";
import { assignmentMessages } from "~/shared/messages/admin";

// POST /api/admin/submissions/bulk: the inbox's bulk actions (server/admin/bulk-actions.ts,
// docs/decisions/0035). Everything named changes, or nothing does: a bad body, an unknown case or
// an assignee who cannot take cases is answered 400 with the reason under its field.

export const adminBulkActionRoutes: AdminRoutePlugin = async (app, options) => {
  const {
    db,
    clock: { now },
  } = options;

  adminRoute(app, adminEndpoints.submissionsBulk, {
    handler: async (request, reply) => {
      const body = parsed(bulkActionSchema.safeParse(asRecord(request.body)));
      if (!body.ok) return refuseInvalidInput(reply, body.errors);
      const outcome = await applyBulkAction(db, body.data.references, body.data.action, request.admin, now());
      switch (outcome.kind) {
        case "unknown_references":
          return refuseInvalidInput(reply, { references: bulkActionRefusals.unknown(outcome.references) });
        case "not_assignable":
          return refuseInvalidInput(reply, { action: assignmentMessages.notAssignable });
        case "done":
          return reply.send({ references: outcome.references, changed: outcome.changed });
      }
    },
  });
};
