import { z } from "zod/mini";

// Evidence on the case page (server/evidence/): what the page is told about each file and the
// limits, shown before an upload starts. Its refusals are in shared/messages/evidence.ts.

const evidenceFileSchema = z.object({
  id: z.string(),
  name: z.string(),
  bytes: z.number(),
  sizeText: z.string(),
  /** Lower-case hex. */
  sha256: z.string(),
  /** ISO-8601 instant it was received, and as a person in India reads it. */
  receivedAt: z.string(),
  receivedText: z.string(),
  /** False once the desk has downloaded it: then only the desk removes it. */
  removable: z.boolean(),
});
export type EvidenceFile = z.output<typeof evidenceFileSchema>;

/** A file as the desk sees it in a submission's detail (server/evidence/evidence-disposition.ts). */
export const deskEvidenceFileSchema = z.extend(evidenceFileSchema, {
  /** What the download is saved as: the sent name's stem and the extension of the type read from the bytes. */
  downloadName: z.string(),
  /** The name as sent, each invisible character (a right-to-left override, say) written as its code point. */
  shownName: z.string(),
  /** A PDF or a zip: the desk is told to open it in a viewer. */
  openInViewer: z.boolean(),
});
export type DeskEvidenceFile = z.output<typeof deskEvidenceFileSchema>;

const evidenceLimitsSchema = z.object({
  fileMaxBytes: z.number(),
  videoMaxBytes: z.number(),
  filesPerCase: z.number(),
  caseMaxBytes: z.number(),
});
export type EvidenceLimits = z.output<typeof evidenceLimitsSchema>;

/** The case page's evidence: the files, the limits, and whether the case takes more. */
export const caseEvidenceSchema = z.object({
  files: z.array(evidenceFileSchema),
  limits: evidenceLimitsSchema,
  acceptsUploads: z.boolean(),
});

/** The answer to an upload: the file as stored. */
export const evidenceUploadedSchema = z.object({ status: z.literal("success"), file: evidenceFileSchema });

/** Removing a file sent by mistake. */
export const removeEvidenceSchema = z.object({ id: z.string().check(z.minLength(1), z.maxLength(64)) });

/** The headers an upload carries besides its bytes: the file's name (URI-encoded) and its SHA-256. */
export { EVIDENCE_NAME_HEADER, EVIDENCE_SHA256_HEADER } from "./evidence-headers";
