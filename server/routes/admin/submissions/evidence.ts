import { adminEndpoints } from "~/shared/admin-endpoints";
import { recordAudit } from "~/server/audit/audit-log";
import { EvidenceIntegrityError } from "~/server/evidence/evidence-crypto";
import { evidenceDisposition, evidenceDownloadName } from "~/server/evidence/evidence-disposition";
import { releasedOnceSent } from "~/server/evidence/release-buffer";
import { evidenceBytes, findEvidence, markDownloaded } from "~/server/evidence/evidence-store";
import { adminRoute } from "../admin-route";
import type { AdminRoutePlugin } from "../admin-route-options";
import { notFound, readReferenceParam } from "../reference-param";
import { submissionMessages } from "~/shared/messages/admin";

// GET /api/admin/submissions/:reference/evidence/:fileId: one of the case's evidence files, for
// the desk to save.

export const adminSubmissionEvidenceRoutes: AdminRoutePlugin = async (app, options) => {
  const {
    db,
    clock: { now },
  } = options;

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
};
