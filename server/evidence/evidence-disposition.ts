import { evidenceExtension } from "./file-type";

// How an evidence file is named when the desk downloads it. The name a victim's phone gave it is
// whatever the sender chose: "evidence.html", "WhatsApp Chat.js", a program's ".bat", or
// "invoice\u202Etxt.bat", which a right-to-left override shows as "invoicetab.txt". A desk
// member's computer opens a file by its extension, so the download keeps only the stem of that
// name, without anything that could make it a path, another extension or a different-looking
// name, and takes its extension from the type read from the bytes (./file-type.ts). The bytes
// themselves are never touched. The name as sent is shown to the desk beside it, its invisible
// characters made visible.

/** The most characters (code points) of the sent name that the download keeps. */
export const DOWNLOAD_STEM_MAX_CHARS = 80;

/**
 * Characters that are not seen but change what is: controls (Cc), format characters (Cf: the
 * bidirectional overrides and isolates, left-to-right and right-to-left marks, zero-width
 * joiners and spaces, the byte order mark, soft hyphens), lone surrogates (Cs) and the line and
 * paragraph separators (Zl, Zp). Letters and marks of every script (Devanagari's vowel signs,
 * Tamil's virama) are none of these.
 */
const INVISIBLE = /[\p{Cc}\p{Cf}\p{Cs}\p{Zl}\p{Zp}]/gu;

/** What the stem may not hold: path separators (and the drive colon), and dots, which begin an extension. */
const PATH_OR_DOT = /[/\\:.]/g;

/** An extension as names carry one: letters (with their marks) and digits after the last dot. */
const SENT_EXTENSION = /\.[\p{L}\p{M}\p{N}]{1,16}$/u;

/**
 * The name the desk's download is saved under: the sent name's stem, without its extension,
 * invisible characters, path characters or dots, trimmed and cut to DOWNLOAD_STEM_MAX_CHARS
 * (whole characters, never half of a surrogate pair), or "evidence" when nothing is left; then
 * the extension of `type`, the type read from the file's bytes (".txt" for any text).
 */
export function evidenceDownloadName(sentName: string, type: string): string {
  const visible = sentName.replace(INVISIBLE, "");
  const stem = Array.from(visible.replace(SENT_EXTENSION, "").replace(PATH_OR_DOT, "").trim())
    .slice(0, DOWNLOAD_STEM_MAX_CHARS)
    .join("")
    .trim();
  return `${stem || "evidence"}.${evidenceExtension(type)}`;
}

/**
 * The sent name as the desk reads it: each invisible character written out as its code point
 * ("invoice[U+202E]txt.bat"), so a name cannot pass for another. React escapes the rest.
 */
export function evidenceShownName(sentName: string): string {
  return sentName.replace(
    INVISIBLE,
    (char) => `[U+${(char.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, "0")}]`,
  );
}

/** RFC 5987's attr-char: what may stand unencoded in filename*. */
const ATTR_CHAR = /[A-Za-z0-9!#$&+.^_`|~-]/;

function encodeRfc5987(value: string): string {
  let encoded = "";
  for (const byte of Buffer.from(value, "utf8")) {
    const char = String.fromCharCode(byte);
    encoded += byte < 0x80 && ATTR_CHAR.test(char) ? char : `%${byte.toString(16).toUpperCase().padStart(2, "0")}`;
  }
  return encoded;
}

/**
 * An attachment named `fileName` (an evidenceDownloadName, in any script) in RFC 6266's
 * filename* form, with a plain-ASCII filename beside it for browsers that read only that one.
 */
export function evidenceDisposition(fileName: string): string {
  // Quotes, backslashes, controls and anything not ASCII become "_" in the fallback.
  const fallback = fileName.replace(/[^\x20-\x7e]|["\\]/g, "_").trim() || "evidence";
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encodeRfc5987(fileName)}`;
}
