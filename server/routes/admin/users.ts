import type { FastifyReply } from "fastify";
import { adminEndpoints } from "~/shared/admin-endpoints";
import { approvalSchema, userRoleLabels } from "~/shared/schemas/admin";
import { recordAudit } from "~/server/audit/audit-log";
import { makePasswordResetLink, passwordResetLink } from "~/server/auth/password-reset";
import type { SignedInAdmin } from "~/server/auth/require-admin";
import { approveUser, disableUser, listUsers, rejectUser, type StatusChange } from "~/server/users/user-store";
import { adminRoute } from "./admin-route";
import { asRecord, parsed, refuseInvalidInput } from "./parse-admin-input";
import type { AdminRoutePlugin } from "./admin-route-options";
import { apiMessages } from "~/shared/messages/api";
import { userMessages } from "~/shared/messages/admin";

// The Users view: who has an account, approving signups as an admin or a caseworker, rejecting
// them, disabling accounts, and a one-time password reset link for a member (docs/decisions/0057).
// Each change and its audit entry commit together.

function answerChange(reply: FastifyReply, change: StatusChange): FastifyReply {
  if (change.kind === "not_found") return reply.code(404).send({ status: "error", message: apiMessages.notFound });
  return reply.send(change.user);
}

function auditActor(admin: SignedInAdmin) {
  return { id: admin.id, name: admin.name, email: admin.email };
}

export const adminUserRoutes: AdminRoutePlugin = async (app, options) => {
  const {
    db,
    clock: { now },
  } = options;

  adminRoute(app, adminEndpoints.users, { handler: async (_request, reply) => reply.send(await listUsers(db)) });

  adminRoute(app, adminEndpoints.userApprove, {
    handler: async (request, reply) => {
      const body = parsed(approvalSchema.safeParse(asRecord(request.body)));
      if (!body.ok) return refuseInvalidInput(reply, body.errors);
      // An admin cannot make themself a caseworker and leave the desk with no one to run it.
      if (request.params.id === request.admin.id && body.data.role !== request.admin.role) {
        return reply.code(409).send({ status: "error", message: userMessages.cannotChangeOwnRole });
      }
      const time = now();
      const change = await db.transaction().execute(async (trx) => {
        const result = await approveUser(trx, request.params.id, body.data.role, time);
        if (result.kind === "changed") {
          await recordAudit(trx, {
            actor: auditActor(request.admin),
            action: "user.approved",
            targetType: "user",
            targetId: String(result.user.id),
            detail: { from: result.previousStatus, role: userRoleLabels[result.user.role] },
            now: time,
          });
        }
        return result;
      });
      return answerChange(reply, change);
    },
  });

  adminRoute(app, adminEndpoints.userReject, {
    handler: async (request, reply) => {
      const time = now();
      const rejection = await db.transaction().execute(async (trx) => {
        const result = await rejectUser(trx, request.params.id);
        if (result.kind === "rejected") {
          // The entry names the account by its id only: the rejected person's details are gone.
          await recordAudit(trx, {
            actor: auditActor(request.admin),
            action: "user.rejected",
            targetType: "user",
            targetId: String(result.user.id),
            now: time,
          });
        }
        return result;
      });
      if (rejection.kind === "not_found") {
        return reply.code(404).send({ status: "error", message: apiMessages.notFound });
      }
      if (rejection.kind === "not_pending") {
        return reply.code(409).send({ status: "error", message: userMessages.onlyPendingRejected });
      }
      return reply.send({ status: "success", message: userMessages.rejected(rejection.user.name) });
    },
  });

  adminRoute(app, adminEndpoints.userDisable, {
    handler: async (request, reply) => {
      // Always one active admin left: the one who would disable the others.
      if (request.params.id === request.admin.id) {
        return reply.code(409).send({ status: "error", message: userMessages.cannotDisableSelf });
      }
      const time = now();
      const change = await db.transaction().execute(async (trx) => {
        const result = await disableUser(trx, request.params.id, time);
        if (result.kind === "changed") {
          await recordAudit(trx, {
            actor: auditActor(request.admin),
            action: "user.disabled",
            targetType: "user",
            targetId: String(result.user.id),
            detail: { from: result.previousStatus },
            now: time,
          });
        }
        return result;
      });
      return answerChange(reply, change);
    },
  });

  // The link is in this answer and nowhere else: only its hash is kept.
  adminRoute(app, adminEndpoints.userPasswordResetLink, {
    handler: async (request, reply) => {
      // Signed in, an admin knows their password: they change it, which asks for the current one.
      if (request.params.id === request.admin.id) {
        return reply.code(409).send({ status: "error", message: userMessages.resetOwnPassword });
      }
      const outcome = await makePasswordResetLink(
        db,
        { userId: request.params.id, madeBy: auditActor(request.admin) },
        now(),
      );
      if (outcome.kind === "not_found") {
        return reply.code(404).send({ status: "error", message: apiMessages.notFound });
      }
      if (outcome.kind === "not_active") {
        return reply.code(409).send({ status: "error", message: userMessages.resetOnlyActive });
      }
      request.log.info({ userId: outcome.user.id }, "password reset link made");
      return reply.send({
        status: "success",
        message: userMessages.resetLinkMade(outcome.user.name),
        link: passwordResetLink(outcome.token),
        expiresAt: outcome.expiresAt,
      });
    },
  });
};
