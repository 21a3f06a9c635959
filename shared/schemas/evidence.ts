import { z } from "zod/mini";

// Evidence on the case page (server/evidence/): what the page is told about each file and the
// limits, shown before an upload starts, and every refusal in the words the victim reads.

const MB = 1024 * 1024;

/** "10 MB", "2.5 MB", "830 KB": a size as a person reads it. */
export function sizeText(bytes: number): string {
  if (bytes >= MB) return `${Number((bytes / MB).toFixed(1))} MB`;
  if (bytes >= 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${bytes} bytes`;
}

export const evidenceMessages = {
  caseClosed: "This case is closed, so it takes no more files.",
  tooManyFiles: (files: number) =>
    `A case can hold ${files} files. Remove one you sent by mistake, or write to the desk about the rest.`,
  caseFull: (bytes: number) =>
    `A case can hold ${sizeText(bytes)} of files in all. Send the most important ones, or write to the desk about the rest.`,
  tooLarge: (bytes: number) => `This file is larger than ${sizeText(bytes)}, the most one file may be.`,
  typeRefused:
    "We cannot accept this kind of file. Send screenshots or photos (JPEG, PNG, WebP, HEIC), PDF, recordings (MP3, M4A, AMR, OGG, WAV), video (MP4), plain text, or a WhatsApp chat export (.zip).",
  markupRefused:
    "This file holds web page or script code, which we do not accept whatever its name. Send a screenshot of it instead.",
  empty: "This file is empty.",
  hashMismatch: "The file changed on its way to us, so we did not keep it. Please send it again.",
  dailyCap: "Too many files from this connection today. Please try again tomorrow, or write to the desk.",
  dailyBytes:
    "This connection has sent as much as we can take from it today. Please send the rest tomorrow, or write to the desk.",
  twoAtOnce: "Two files for this case are still on their way. Wait until they have arrived, then send this one again.",
  storageFull: "We cannot take files just now. Keep your originals safe and try again later, or write to the desk.",
  storageReserved:
    "We are short of space just now, so what is left is kept for people sending their first files. Keep your originals safe and try again later, or write to the desk.",
  nameInvalid: "The file's name is missing or too long.",
  hashInvalid: "The file's SHA-256 is missing or malformed.",
  notRemovable:
    "The desk has already downloaded this file, so it stays with your case. Write to the desk if it should be removed.",
  notFound: "This file is not in your case.",
  noFileChosen: "Please choose a file to send.",
  noFiles: "Your case holds no files yet, so there is nothing to download.",
} as const;

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
export const EVIDENCE_NAME_HEADER = "x-evidence-name";
export const EVIDENCE_SHA256_HEADER = "x-evidence-sha256";
