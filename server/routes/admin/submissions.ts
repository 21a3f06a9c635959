import { Readable } from "node:stream";
import type { FastifyReply, FastifyRequest } from "fastify";
import { SUBMISSION_STATUS_LABELS } from "~/shared/labels";
import { adminEndpoints } from "~/shared/admin-endpoints";
import { assignmentSchema, noteSchema, statusUpdateSchema } from "~/shared/schemas/admin";
import type { ApiError } from "~/shared/schemas/api-responses";
import { openAuditEntryWithReferences, recordAudit } from "~/server/audit/audit-log";
import {
  addSubmissionNote,
  changeSubmissionStatus,
  eraseSubmission,
  findSubmissionDetail,
  undoNotMe,
} from "~/server/admin/casework-store";
import { assignSubmission } from "~/server/admin/assignment";
import { attachmentDisposition, CSV_CONTENT_TYPE } from "~/server/admin/csv";
import { indiaDayOf } from "~/server/admin/india-days";
import { describeFilterForAudit, type SubmissionFilter } from "~/server/admin/submission-filter";
import { newExportProgress, submissionsCsv } from "~/server/admin/submission-export";
import { listSubmissions } from "~/server/admin/submission-list";
import { REFERENCE_PATTERN } from "~/server/submissions/reference";
import { revokeCaseSecrets } from "~/server/cases/case-secrets";
import { markRepliesRead, sendDeskMessage } from "~/server/admin/desk-messages";
import { caseMessageSchema } from "~/shared/schemas/case-messages";
import { EvidenceIntegrityError } from "~/server/evidence/evidence-crypto";
import { evidenceDisposition, evidenceDownloadName } from "~/server/evidence/evidence-disposition";
import { releasedOnceSent } from "~/server/evidence/release-buffer";
import { evidenceBytes, findEvidence, markDownloaded } from "~/server/evidence/evidence-store";
import { recordErasure } from "~/server/ops/erasure-log";
import { linkStopLogPath, recordLinkStop } from "~/server/ops/link-stop-log";
import { adminRoute } from "./admin-route";
import type { AdminRoutePlugin } from "./admin-route-options";
import { asRecord, parsed, parseSubmissionListQuery, refuseInvalidInput } from "./parse-admin-input";
import { apiMessages } from "~/shared/messages/api";
import { assignmentMessages, submissionMessages } from "~/shared/messages/admin";

// The three submission views, one submission's detail, its status and notes, erasure, and the
// CSV export of a filter. Behind the admin gate (./index.ts), which sets request.admin.

const notFound: ApiError = { status: "error", message: apiMessages.notFound };

/**
 * Runs before each one-submission route: references are upper case, so one read out over the
 * phone and typed in lower case still finds its row; and what cannot be a reference is answered
 * 404 without a query (a NUL byte, say, which PostgreSQL refuses to compare).
 */
export async function readReferenceParam(
  request: FastifyRequest<{ Params: { reference: string } }>,
  reply: FastifyReply,
) {
  const reference = request.params.reference.trim().toUpperCase();
  if (!REFERENCE_PATTERN.test(reference)) return reply.code(404).send(notFound);
  request.params.reference = reference;
}

/** "Assigned to me" names whoever asks. */
function assignedToFilter(query: { assigned?: "me" | undefined }, request: FastifyRequest): number | undefined {
  return query.assigned === "me" ? request.admin.id : undefined;
}

function submissionsCsvFileName(now: Date): string {
  return `cyberhelp-submissions-${indiaDayOf(now)}.csv`;
}

export const adminSubmissionRoutes: AdminRoutePlugin = async (app, options) => {
  const {
    db,
    clock: { now },
    mail,
  } = options;

  adminRoute(app, adminEndpoints.submissions, {
    handler: async (request, reply) => {
      const query = parseSubmissionListQuery(request.query);
      if (!query.ok) return refuseInvalidInput(reply, query.errors);
      const list = await listSubmissions(db, { ...query.data, assignedTo: assignedToFilter(query.data, request) });
      // One insert per page, whatever its size: who saw which submissions, and through which filters.
      await recordAudit(db, {
        actor: request.admin,
        action: "submissions.viewed",
        detail: {
          ...describeFilterForAudit(query.data),
          page: list.page,
          references: list.items.map((item) => item.reference),
        },
        now: now(),
      });
      return reply.send(list);
    },
  });

  adminRoute(app, adminEndpoints.submissionsCsv, {
    handler: async (request, reply) => {
      const query = parseSubmissionListQuery(request.query);
      if (!query.ok) return refuseInvalidInput(reply, query.errors);
      const { kind, status, state, topic, from, to, q, unread } = query.data;
      const filter: SubmissionFilter = {
        kind,
        status,
        state,
        topic,
        from,
        to,
        q,
        unread,
        assignedTo: assignedToFilter(query.data, request),
      };
      const asCsvFile = () =>
        reply
          .type(CSV_CONTENT_TYPE)
          .header("content-disposition", attachmentDisposition(submissionsCsvFileName(now())))
          .header("cache-control", "no-store");
      // Fastify answers HEAD with this GET handler: the headers, without reading (or auditing) an export.
      if (request.method === "HEAD") return asCsvFile().send();

      // The audit entry is written before any row leaves, and each batch's references are added to
      // it before the batch is sent, so even an export cut short by a crash is in the log
      // (docs/decisions/0045). If the entry cannot be written, the export does not start.
      const filterDetail = describeFilterForAudit(filter);
      const audit = await openAuditEntryWithReferences(db, {
        actor: request.admin,
        action: "submissions.exported",
        detail: { ...filterDetail, rows: 0, complete: false },
        now: now(),
      });
      const progress = newExportProgress((references, rows) =>
        audit.addBatch(references, { ...filterDetail, rows, complete: false }),
      );
      async function* csvRecordedAsItGoes() {
        let complete = false;
        try {
          yield* submissionsCsv(db, filter, progress);
          complete = true;
        } finally {
          await audit
            .close({ ...filterDetail, rows: progress.rows, complete })
            .catch((error: unknown) =>
              request.log.error({ err: error }, "the export's audit entry could not be closed"),
            );
        }
      }
      return (
        asCsvFile()
          // A byte stream (not object mode): the next batch is read only when the client has taken
          // the last one, so a slow download holds one batch in memory, not the whole table.
          .send(Readable.from(csvRecordedAsItGoes(), { objectMode: false }))
      );
    },
  });

  adminRoute(app, adminEndpoints.submission, {
    preHandler: readReferenceParam,
    handler: async (request, reply) => {
      const detail = await findSubmissionDetail(db, request.params.reference, now());
      if (!detail) return reply.code(404).send(notFound);
      // The detail shows the person's unread replies as unread this once; the desk has now read them.
      await markRepliesRead(db, detail.reference, now());
      await recordAudit(db, {
        actor: request.admin,
        action: "submission.viewed",
        targetType: "submission",
        targetId: detail.reference,
        detail: { view: detail.kind, references: [detail.reference] },
        now: now(),
      });
      return reply.send(detail);
    },
  });

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

  // An evidence file, exactly as the person sent it: an attachment the browser saves, never a
  // page it renders from our origin, named by the sent name's stem and the extension of the type
  // read from its bytes (never the sent extension, docs/decisions/0054); the bytes are checked
  // against their chunks' seals and the file's SHA-256 as they stream. Each download is in the
  // audit log.
  adminRoute(app, adminEndpoints.submissionEvidence, {
    preHandler: readReferenceParam,
    handler: async (request, reply) => {
      const submission = await db
        .selectFrom("submissions")
        .select("id")
        .where("reference", "=", request.params.reference)
        .executeTakeFirst();
      const file = submission ? await findEvidence(db, submission.id, request.params.fileId) : undefined;
      if (!file) return reply.code(404).send(notFound);
      const bytes = evidenceBytes(db, app.evidence.keyring, file.id);
      // The first chunk is opened before any header goes: a damaged start is a clear error.
      let first: IteratorResult<Buffer>;
      try {
        first = await bytes.next();
      } catch (error) {
        if (!(error instanceof EvidenceIntegrityError)) throw error;
        request.log.error({ err: error, fileId: file.id }, "evidence failed its integrity check");
        return reply.code(500).send({ status: "error", message: submissionMessages.evidenceDamaged });
      }
      await recordAudit(db, {
        actor: request.admin,
        action: "evidence.downloaded",
        targetType: "submission",
        targetId: request.params.reference,
        detail: { fileId: file.id, sha256: file.sha256, bytes: file.bytes },
        now: now(),
      });
      await markDownloaded(db, file.id, now());
      async function* all() {
        if (!first.done) yield first.value;
        yield* bytes;
      }
      return reply
        .type(file.mime)
        .header("content-disposition", evidenceDisposition(evidenceDownloadName(file.fileName, file.type)))
        .header("content-length", String(file.bytes))
        .header("x-content-type-options", "nosniff")
        .header("content-security-policy", "default-src 'none'; sandbox")
        .header("cache-control", "no-store")
        .send(releasedOnceSent(all(), reply.raw));
    },
  });

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
