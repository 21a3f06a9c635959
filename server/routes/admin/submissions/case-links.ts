import { SUBMISSION_STATUS_LABELS } from "~/shared/labels";
import { adminEndpoints } from "~/shared/admin-endpoints";
import { recordAudit } from "~/server/audit/audit-log";
import { undoNotMe } from "~/server/admin/casework-store";
import { revokeCaseSecrets } from "~/server/cases/case-secrets";
import { linkStopLogPath, recordLinkStop } from "~/server/ops/link-stop-log";
import { adminRoute } from "../admin-route";
import type { AdminRoutePlugin } from "../admin-route-options";
import { notFound, readReferenceParam } from "../reference-param";
import { submissionMessages } from "~/shared/messages/admin";

// The case's links to its page: the desk stops them all, or undoes a "This wasn't me" that was
// the victim's own.

export const adminSubmissionCaseLinkRoutes: AdminRoutePlugin = async (app, options) => {
  const {
    db,
    clock: { now },
  } = options;

  // A victim whose link may have reached someone else (or a request sent in someone else's name):
  // every link, session and remembered phone of the case stops working (docs/decisions/0025).
  adminRoute(app, adminEndpoints.submissionCaseLinks, {
    preHandler: readReferenceParam,
    handler: async (request, reply) => {
      const { reference } = request.params;
      const submission = await db
        .selectFrom("submissions")
        .select("id")
        .where("reference", "=", reference)
        .executeTakeFirst();
      if (!submission) return reply.code(404).send(notFound);
      // Listed first, on disk: a restore of an older backup stops these links again (decision 0064).
      await recordLinkStop(linkStopLogPath(options.erasureLog), reference, now());
      await db.transaction().execute(async (trx) => {
        await revokeCaseSecrets(trx, submission.id, now());
        await recordAudit(trx, {
          actor: request.admin,
          action: "submission.case_links_revoked",
          targetType: "submission",
          targetId: reference,
          now: now(),
        });
      });
      return reply.send({ status: "success", message: submissionMessages.caseLinksRevoked(reference) });
    },
  });

  // The person who said "This wasn't me" was the victim after all: the case gets back the status
  // it had; no link is minted or mailed (docs/decisions/0058).
  adminRoute(app, adminEndpoints.submissionNotMeUndo, {
    preHandler: readReferenceParam,
    handler: async (request, reply) => {
      const { reference } = request.params;
      const outcome = await undoNotMe(db, reference, request.admin, now());
      if (!outcome) return reply.code(404).send(notFound);
      if (outcome.kind !== "undone") {
        return reply.code(409).send({ status: "error", message: submissionMessages.notClosedAsNotMe(reference) });
      }
      return reply.send({
        status: "success",
        message: submissionMessages.notMeUndone(reference, SUBMISSION_STATUS_LABELS[outcome.status]),
      });
    },
  });
};
