import { sizeText } from "../size-text";

// Every refusal of evidence on the case page, in the words the victim reads (server/evidence/,
// server/routes/case.ts): beside the upload, or on the page rendered per request without scripts.
// Each other language has its own words, keyed by this English text, and its own `evidence`
// words for those that name a size or a count (shared/translations/).

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
