// How an evidence file is named when the desk downloads it: as an attachment, with its name as
// the victim's phone gave it (any script, any character) in RFC 6266's filename* form, and a
// plain-ASCII filename beside it for browsers that read only that one.

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

export function evidenceDisposition(fileName: string): string {
  // Quotes, backslashes, controls and anything not ASCII become "_" in the fallback.
  const fallback = fileName.replace(/[^\x20-\x7e]|["\\]/g, "_").trim() || "evidence";
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encodeRfc5987(fileName)}`;
}
