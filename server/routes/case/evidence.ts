import { Readable } from "node:stream";
import type { FastifyInstance, FastifyReply } from "fastify";
import type { z } from "zod/mini";
import { caseApiPaths } from "~/shared/routes";
import type { ApiError } from "~/shared/schemas/api-responses";
import type { CaseView } from "~/shared/schemas/case";
import { caseViewSchema } from "~/shared/schemas/case-view";
import { apiMessages } from "~/shared/messages/api";
import { evidenceMessages } from "~/shared/messages/evidence";
import {
  EVIDENCE_NAME_HEADER,
  EVIDENCE_SHA256_HEADER,
  evidenceUploadedSchema,
  removeEvidenceSchema,
} from "~/shared/schemas/evidence";
import { openedCaseOf } from "~/server/cases/case-session";
import { EvidenceRefusal, evidenceFileName, receiveEvidence, removeEvidence } from "~/server/evidence/evidence-store";
import { evidenceZip } from "~/server/evidence/evidence-zip";
import { sendError } from "~/server/plugins/error-handler";
import { errorReplies, replySchemas } from "../route-schemas";
import { caseChanges, type CaseRoutesOptions } from "./case-answers";

// The victim's evidence files, behind the case session (./index.ts): a file arrives as the
// request's body, streamed to the store as it comes (the case API's octet-stream parser), so the
// server never holds a whole file (server/evidence/evidence-store.ts); a file sent by mistake is
// removed; all of them leave as one zip.

/** Whether the body is the file as it streams in (the case API's octet-stream parser), not a body another parser read. */
function isStream(body: unknown): body is Readable {
  return body instanceof Readable;
}

/** The file comes as the body itself, in no other kind of body. */
function refuseBodyKind(reply: FastifyReply): FastifyReply {
  return reply.code(415).send({ status: "error", message: apiMessages.evidenceAsOctetStream });
}

/** A header the browser URI-encoded (a file name may hold any character), or null if absent or malformed. */
function decodedHeader(value: string | string[] | undefined): string | null {
  if (typeof value !== "string") return null;
  try {
    return decodeURIComponent(value);
  } catch {
    return null;
  }
}

export async function caseEvidenceRoutes(app: FastifyInstance, options: CaseRoutesOptions): Promise<void> {
  const { db, clock } = options;
  const { now } = clock;
  const { sendCaseNow } = caseChanges(options);

  app.post<{ Reply: z.output<typeof evidenceUploadedSchema> | ApiError }>(
    caseApiPaths.evidence,
    {
      schema: { response: replySchemas({ 201: evidenceUploadedSchema, ...errorReplies }) },
      // A body no parser takes (a form, text) is refused before the handler: say what this call takes.
      errorHandler: (error, _request, reply) =>
        error.code === "FST_ERR_CTP_INVALID_MEDIA_TYPE" ? refuseBodyKind(reply) : sendError(reply, error),
    },
    async (request, reply) => {
      const body = request.body;
      // Another kind of body (JSON) was already read whole by its parser: nothing is left to drain.
      if (!isStream(body)) return refuseBodyKind(reply);
      const submissionId = openedCaseOf(request);
      const refuse = (status: number, message: string) => {
        // The unread rest of the file is let through, so the connection can answer and be reused.
        body.resume();
        return reply.code(status).send({ status: "error", message });
      };
      const fileName = evidenceFileName(decodedHeader(request.headers[EVIDENCE_NAME_HEADER]));
      if (fileName === null) return refuse(400, evidenceMessages.nameInvalid);
      const sha256 = request.headers[EVIDENCE_SHA256_HEADER];
      if (typeof sha256 !== "string" || !/^[0-9a-f]{64}$/.test(sha256))
        return refuse(400, evidenceMessages.hashInvalid);
      const length = Number(request.headers["content-length"]);
      const { keyring, config } = app.evidence;
      try {
        const file = await receiveEvidence(
          db,
          keyring,
          config,
          {
            submissionId,
            fileName,
            sha256,
            declaredBytes: Number.isFinite(length) ? length : null,
            clientAddress: request.ip,
          },
          body,
          clock,
        );
        request.log.info({ submissionId, bytes: file.bytes }, "evidence stored");
        return reply.code(201).send({ status: "success", file });
      } catch (error) {
        if (error instanceof EvidenceRefusal) return refuse(error.statusCode, error.message);
        throw error;
      }
    },
  );

  app.post<{ Reply: CaseView | ApiError }>(
    caseApiPaths.removeEvidence,
    { schema: { response: replySchemas({ 200: caseViewSchema, ...errorReplies }) } },
    async (request, reply) => {
      const submissionId = openedCaseOf(request);
      const parsed = removeEvidenceSchema.safeParse(request.body ?? {});
      const outcome = parsed.success ? await removeEvidence(db, submissionId, parsed.data.id) : "not found";
      if (outcome === "not found") return reply.code(404).send({ status: "error", message: evidenceMessages.notFound });
      if (outcome === "downloaded") {
        return reply.code(409).send({ status: "error", message: evidenceMessages.notRemovable });
      }
      return sendCaseNow(request, reply, submissionId, false);
    },
  );

  // "Download all my evidence": a plain link, so it works without scripts; one zip for the police.
  app.get(caseApiPaths.evidenceZip, async (request, reply) => {
    const submissionId = openedCaseOf(request);
    const { reference } = await db
      .selectFrom("submissions")
      .select("reference")
      .where("id", "=", submissionId)
      .executeTakeFirstOrThrow();
    const zip = await evidenceZip(db, request.server.evidence.keyring, submissionId, reference, now());
    if (!zip) return reply.code(404).send({ status: "error", message: evidenceMessages.noFiles });
    return reply
      .code(200)
      .header("content-type", "application/zip")
      .header("content-disposition", `attachment; filename="${reference}-evidence.zip"`)
      .send(zip);
  });
}
