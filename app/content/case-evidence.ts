import type { EvidenceLimits } from "~/shared/schemas/evidence";
import { sizeText } from "~/shared/size-text";

// The case page's evidence section (server/evidence/): what the victim reads around the upload.

export const caseEvidenceText = {
  heading: "Your evidence",
  intro:
    "Send us screenshots, photos, bank SMS, call recordings, short videos, PDFs and WhatsApp chat exports. We keep each file exactly as we receive it, with its SHA-256 fingerprint, so anyone can check later that it was never changed.",
  keepOriginals:
    "Keep your originals on your phone or computer. Our copy helps us act for you, but it does not replace the certificate a court asks for when electronic evidence is used: that comes from the person who holds the original device.",
  limits: (limits: EvidenceLimits) =>
    `Up to ${sizeText(limits.fileMaxBytes)} a file (${sizeText(limits.videoMaxBytes)} for a video), ${limits.filesPerCase} files and ${sizeText(limits.caseMaxBytes)} in all.`,
  intimateWarning:
    "Do not upload intimate or sexual images, even of yourself. If someone is sharing or threatening to share such images, report it on cybercrime.gov.in, which has its own route for crimes against women and children, and tell us in a message what happened.",
  choose: "Choose files to send",
  chooseHint: "JPEG, PNG, WebP, HEIC, PDF, MP3, M4A, AMR, OGG, WAV, MP4, plain text or a WhatsApp export (.zip).",
  chooseOne: "Choose a file to send",
  sendOne: "Send this file",
  noScriptsHash: "One file at a time; we compute its SHA-256 when it arrives.",
  closed: "This case is closed and takes no more files.",
  none: "No files yet.",
  listLabel: "Files you have sent",
  /** One zip for the police (docs/decisions/0068). */
  downloadAll: "Download all my files (zip)",
  downloadAllNote:
    "One file to give the police or your bank: every file above exactly as we received it, and a list of their names, sizes and SHA-256 fingerprints.",
  size: "Size",
  received: "Received",
  fingerprint: "SHA-256",
  remove: (name: string) => `Remove ${name}`,
  removeShort: "Remove",
  removed: (name: string) => `${name} was removed.`,
  onlyDeskRemoves: "The desk has this file; write to the desk to remove it.",
  checking: "Checking the file…",
  sending: (percent: number) => `Sending… ${percent}%`,
  sent: "Sent and checked.",
  retry: "Try again",
  dismiss: (name: string) => `Dismiss ${name}`,
  dismissShort: "Dismiss",
  failed: "Not sent.",
  unreachable: "We could not reach our server. Check your connection and try again.",
};
