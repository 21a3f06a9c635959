import { adminEndpoints } from "~/shared/admin-endpoints";
import { eraseSubmission } from "~/server/admin/casework-store";
import { recordErasure } from "~/server/ops/erasure-log";
import { adminRoute } from "../admin-route";
import type { AdminRoutePlugin } from "../admin-route-options";
import { notFound, readReferenceParam } from "../reference-param";
import { submissionMessages } from "~/shared/messages/admin";

// DELETE /api/admin/submissions/:reference: the case and everything of it erased, its reference
// listed first so that a restore erases it again.

export const adminSubmissionEraseRoutes: AdminRoutePlugin = async (app, options) => {
  const {
    db,
    clock: { now },
  } = options;

  // 200 with a message rather than 204, so the dashboard can show what the server said.
  adminRoute(app, adminEndpoints.submissionErase, {
    preHandler: readReferenceParam,
    handler: async (request, reply) => {
      const at = now();
      // Listed before it is erased, so that no restore of an older backup brings the person back.
      const stored = await db
        .selectFrom("submissions")
        .select("id")
        .where("reference", "=", request.params.reference)
        .executeTakeFirst();
      if (stored) {
        await recordErasure(options.erasureLog, request.params.reference, at);
      }
      const erased = await eraseSubmission(db, request.params.reference, request.admin, at);
      return erased
        ? reply.send({ status: "success", message: submissionMessages.deleted })
        : reply.code(404).send(notFound);
    },
  });
};
