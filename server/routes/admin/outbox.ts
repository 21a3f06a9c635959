import { limits } from "~/shared/constants";
import { adminEndpoints } from "~/shared/admin-endpoints";
import { outboxQuerySchema, withoutBlankParams } from "~/shared/schemas/admin";
import type { OutboxEntry } from "~/shared/schemas/admin-replies";
import { fieldErrors } from "~/shared/schemas/fields";
import { recordAudit } from "~/server/audit/audit-log";
import { cappedCountsByStatus, listOutbox, retryFailedMail, type OutboxListRow } from "~/server/mail/outbox-store";
import { adminRoute } from "./admin-route";
import type { AdminRoutePlugin } from "./admin-route-options";
import { apiMessages } from "~/shared/messages/api";
import { outboxMessages } from "~/shared/messages/admin";

// The outbox view: what mail is queued, sent or failed, and "try again" for a failed one.

function toOutboxEntry(row: OutboxListRow): OutboxEntry {
  return {
    id: row.id,
    purpose: row.purpose,
    to: row.to_address,
    subject: row.subject,
    status: row.status,
    attempts: row.attempts,
    nextAttemptAt: row.next_attempt_at,
    lastError: row.last_error,
    sentAt: row.sent_at,
    createdAt: row.created_at,
    reference: row.reference,
  };
}

export const adminOutboxRoutes: AdminRoutePlugin = async (app, options) => {
  const {
    db,
    mail,
    clock: { now },
  } = options;

  adminRoute(app, adminEndpoints.outbox, {
    handler: async (request, reply) => {
      const parsed = outboxQuerySchema.safeParse(withoutBlankParams(request.query));
      if (!parsed.success) {
        return reply
          .code(400)
          .send({ status: "error", message: apiMessages.invalidInput, errors: fieldErrors(parsed.error) });
      }
      const { status, page } = parsed.data;
      const pageSize = limits.adminDefaultPageSize;
      const countCap = limits.adminCountCap;
      const [list, counts] = await Promise.all([
        listOutbox(db, { status, page, pageSize, countCap }),
        cappedCountsByStatus(db, countCap),
      ]);
      return reply.send({
        items: list.rows.map(toOutboxEntry),
        page,
        pageSize,
        total: list.total,
        totalIsCapped: list.totalIsCapped,
        counts,
        sending: mail.sending,
      });
    },
  });

  adminRoute(app, adminEndpoints.outboxRetry, {
    handler: async (request, reply) => {
      const time = now();
      const retried = await db.transaction().execute(async (trx) => {
        const row = await retryFailedMail(trx, request.params.id, time);
        if (row) {
          await recordAudit(trx, {
            actor: { id: request.admin.id, name: request.admin.name, email: request.admin.email },
            action: "mail.retried",
            targetType: "mail",
            targetId: String(row.id),
            now: time,
          });
        }
        return row;
      });
      if (!retried) {
        const exists = await db
          .selectFrom("mail_outbox")
          .select("id")
          .where("id", "=", request.params.id)
          .executeTakeFirst();
        return exists
          ? reply.code(409).send({ status: "error", message: outboxMessages.notFailed })
          : reply.code(404).send({ status: "error", message: apiMessages.notFound });
      }
      mail.wake();
      const reference = retried.submission_id
        ? ((
            await db
              .selectFrom("submissions")
              .select("reference")
              .where("id", "=", retried.submission_id)
              .executeTakeFirst()
          )?.reference ?? null)
        : null;
      return reply.send(toOutboxEntry({ ...retried, reference }));
    },
  });
};
