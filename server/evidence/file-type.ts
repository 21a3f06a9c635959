// What an uploaded piece of evidence is, read from its first bytes and never from its name or
// the browser's Content-Type: both are whatever the sender says, and a page served back from
// our origin with the wrong type could run script on a victim's private case page. Only the
// kinds of file victims actually hold are accepted (phone screenshots and photos, call
// recordings and voice notes, bank PDFs, WhatsApp chat exports as text or zip); everything
// else, executables included, is refused, and zips are stored as they are, never unpacked.
// Text is then checked whole as it streams in (checkTextAsItStreams), not only its first bytes.

export const EVIDENCE_TYPES = [
  "jpeg",
  "png",
  "webp",
  "heic",
  "pdf",
  "mp3",
  "m4a",
  "amr",
  "ogg",
  "wav",
  "mp4",
  "text",
  "zip",
] as const;
export type EvidenceType = (typeof EVIDENCE_TYPES)[number];

/** How many leading bytes detectEvidenceType needs at most. */
export const SNIFF_BYTES = 4096;

export type Detected = { ok: true; type: EvidenceType; mime: string } | { ok: false; reason: "markup" | "unknown" };

const MIME: Record<EvidenceType, string> = {
  jpeg: "image/jpeg",
  png: "image/png",
  webp: "image/webp",
  heic: "image/heic",
  pdf: "application/pdf",
  mp3: "audio/mpeg",
  m4a: "audio/mp4",
  amr: "audio/amr",
  ogg: "audio/ogg",
  wav: "audio/wav",
  mp4: "video/mp4",
  text: "text/plain; charset=utf-8",
  zip: "application/zip",
};

/**
 * The extension a download is saved with, from the type read from its bytes and never from the
 * name it was sent with: a desk member's computer opens it in the program for what it is.
 */
const EXTENSION: Record<EvidenceType, string> = {
  jpeg: "jpg",
  png: "png",
  webp: "webp",
  heic: "heic",
  pdf: "pdf",
  mp3: "mp3",
  m4a: "m4a",
  amr: "amr",
  ogg: "ogg",
  wav: "wav",
  mp4: "mp4",
  text: "txt",
  zip: "zip",
};

const isEvidenceType = (type: string): type is EvidenceType => (EVIDENCE_TYPES as readonly string[]).includes(type);

/** The extension for a stored file's type; "bin", which nothing opens by itself, for a type no longer known. */
export function evidenceExtension(type: string): string {
  return isEvidenceType(type) ? EXTENSION[type] : "bin";
}

const detected = (type: EvidenceType): Detected => ({ ok: true, type, mime: MIME[type] });
const UNKNOWN: Detected = { ok: false, reason: "unknown" };
const MARKUP: Detected = { ok: false, reason: "markup" };

/** Whether `head` holds `signature` (bytes, or a string of Latin-1 characters) at `offset`. */
function has(head: Buffer, offset: number, signature: string | readonly number[]): boolean {
  const bytes = typeof signature === "string" ? Buffer.from(signature, "latin1") : Buffer.from(signature);
  return head.length >= offset + bytes.length && head.subarray(offset, offset + bytes.length).equals(bytes);
}

/**
 * An ID3v2 tag, which most MP3 files start with: "ID3", a major version 2 to 4, a revision, flags
 * and a 4-byte "synchsafe" size whose bytes all have the top bit clear. Checking past "ID3"
 * keeps a text file that happens to begin with those letters text.
 */
function isId3(head: Buffer): boolean {
  if (!has(head, 0, "ID3") || head.length < 10) return false;
  const [major, revision] = [head[3]!, head[4]!];
  return major >= 2 && major <= 4 && revision !== 0xff && head.subarray(6, 10).every((byte) => byte < 0x80);
}

/** The layer field's values (its bits count down: 11 is layer I). */
const LAYER_III = 0b01;
const LAYER_II = 0b10;

/**
 * An MPEG audio frame header at offset 0 (an MP3 without a tag): 11 set bits of frame sync,
 * then a version other than the reserved 01, layer III or II (00 is reserved, and AAC's ADTS
 * header; layer I is left out because FF FE, the byte order mark of UTF-16 text, reads as a
 * layer I header, and no phone records layer I), a bitrate index other than the invalid 1111
 * and a sample rate other than the reserved 11. The checks past the sync keep random binary
 * that starts with 0xFFE0 from passing as audio.
 */
function isMpegAudioFrame(head: Buffer): boolean {
  if (head.length < 3 || head[0] !== 0xff) return false;
  const [second, third] = [head[1]!, head[2]!];
  const version = (second >> 3) & 0b11;
  const layer = (second >> 1) & 0b11;
  const bitrate = third >> 4;
  const sampleRate = (third >> 2) & 0b11;
  return (
    (second & 0xe0) === 0xe0 &&
    version !== 0b01 &&
    (layer === LAYER_III || layer === LAYER_II) &&
    bitrate !== 0b1111 &&
    sampleRate !== 0b11
  );
}

// ISO base media files (MP4, M4A, HEIC, QuickTime) open with an "ftyp" box: a 4-byte size,
// "ftyp", the major brand (what the file mainly is), a minor version, then compatible brands.
// Brands are four characters, padded with spaces.

/** HEIF images and image sequences: iPhone photos, HEIC from Android cameras. */
const HEIC_BRANDS = new Set(["heic", "heix", "hevc", "hevx", "mif1", "msf1", "heim", "heis"]);
/** MPEG-4 audio: iPhone voice memos, audio books, iTunes purchases. */
const M4A_BRANDS = new Set(["M4A ", "M4B ", "M4P "]);
/** MPEG-4 video of every common origin: phone cameras, WhatsApp, screen recorders, 3GPP, QuickTime, DASH. */
const MP4_BRANDS = new Set([
  "isom",
  "iso2",
  "iso3",
  "iso4",
  "iso5",
  "iso6",
  "iso7",
  "iso8",
  "iso9",
  "mp41",
  "mp42",
  "mp71",
  "avc1",
  "M4V ",
  "M4VH",
  "M4VP",
  "3gp4",
  "3gp5",
  "3gp6",
  "3gp7",
  "3gp8",
  "3gp9",
  "3g2a",
  "3g2b",
  "3g2c",
  "3ge6",
  "3ge7",
  "3gg6",
  "dash",
  "MSNV",
  "qt  ",
  "mmp4",
  "f4v ",
  "kddi",
  "XAVC",
]);

/** The brands of MP4 in general, which say nothing about whether a file holds video. */
const GENERIC_MP4_BRANDS = new Set(["isom", "iso2", "mp41", "mp42"]);

/**
 * The type of an ISO base media file from its brands. The major brand decides, except that a
 * generic MP4 brand listing an M4A brand among its compatible ones is audio (some Android
 * recorders write their .m4a so; a specific video brand such as iTunes' M4V lists M4A too, and
 * stays video). A major brand not listed here (AVIF, JPEG 2000, camera raw)
 * is refused rather than guessed from its compatible brands, which such files share with MP4.
 */
function isoBaseMediaType(head: Buffer): EvidenceType | undefined {
  if (head.length < 16) return undefined;
  const boxSize = head.readUInt32BE(0);
  if (boxSize < 16) return undefined;
  const major = head.toString("latin1", 8, 12);
  const compatible: string[] = [];
  for (let offset = 16; offset + 4 <= Math.min(boxSize, head.length); offset += 4) {
    compatible.push(head.toString("latin1", offset, offset + 4));
  }
  if (HEIC_BRANDS.has(major)) return "heic";
  if (M4A_BRANDS.has(major)) return "m4a";
  if (GENERIC_MP4_BRANDS.has(major) && compatible.some((brand) => M4A_BRANDS.has(brand))) return "m4a";
  if (MP4_BRANDS.has(major)) return "mp4";
  return undefined;
}

/** The binary formats, by their magic numbers. */
function binaryType(head: Buffer): EvidenceType | undefined {
  // JPEG: start-of-image marker then the first segment's marker byte.
  if (has(head, 0, [0xff, 0xd8, 0xff])) return "jpeg";
  // PNG: its fixed 8-byte signature (with the CR LF, SUB and LF that catch text-mode transfers).
  if (has(head, 0, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "png";
  // RIFF containers: "RIFF", a 4-byte little-endian size, then the form type.
  if (has(head, 0, "RIFF") && has(head, 8, "WEBP")) return "webp";
  if (has(head, 0, "RIFF") && has(head, 8, "WAVE")) return "wav";
  // PDF: the header line "%PDF-1.7" and the like.
  if (has(head, 0, "%PDF-")) return "pdf";
  // ZIP: a local file header, or the end-of-central-directory record that is all an empty zip holds.
  if (has(head, 0, "PK\x03\x04") || has(head, 0, "PK\x05\x06")) return "zip";
  // Ogg (Opus voice notes, Vorbis): the page capture pattern then stream structure version 0.
  if (has(head, 0, "OggS\x00")) return "ogg";
  // AMR (older phones' call recordings): the narrowband or wideband storage-format header.
  if (has(head, 0, "#!AMR\n") || has(head, 0, "#!AMR-WB\n")) return "amr";
  // MP3: an ID3v2 tag, or straight into an MPEG audio frame.
  if (isId3(head) || isMpegAudioFrame(head)) return "mp3";
  // ISO base media: "ftyp" as the type of the first box.
  if (has(head, 4, "ftyp")) return isoBaseMediaType(head);
  return undefined;
}

const UTF8_BOM = [0xef, 0xbb, 0xbf];

/**
 * Whether the bytes are UTF-8, allowing an incomplete character at the very end when the head
 * was cut at SNIFF_BYTES (the rest of that character lies beyond it). A head shorter than that
 * is the whole file, and a file that ends mid-character is not valid UTF-8.
 */
function decodeUtf8(head: Buffer, cut: boolean): string | undefined {
  try {
    // `stream` holds back a trailing incomplete sequence instead of failing on it; an invalid
    // byte anywhere (overlong forms, surrogates, stray continuation bytes) still throws.
    return new TextDecoder("utf-8", { fatal: true, ignoreBOM: true }).decode(head, { stream: cut });
  } catch {
    return undefined;
  }
}

/** C0 control characters other than tab, LF, form feed and CR: never in a chat export or a note. */
function hasControlCharacters(head: Buffer): boolean {
  return head.some((byte) => byte < 0x20 && byte !== 0x09 && byte !== 0x0a && byte !== 0x0c && byte !== 0x0d);
}

/**
 * Openings that make a browser (or a desk member's editor or previewer) treat the text as a
 * page, an image with script or a program: markup, XML, a shebang, and every tag WHATWG's MIME
 * sniffing takes for HTML. A tag must be followed by a space, "/" or ">" so "<br" does not
 * catch "<bread".
 */
const MARKUP_OPENING = new RegExp(
  "^(?:<!doctype|<\\?xml|<!--|#!|<(?:html|head|body|script|svg|iframe|object|embed|meta|a|img|style|link|title|table|div|font|b|br|p|h1)[\\s/>])",
  "i",
);
/** Markup that can run script wherever it stands in the head, not only at the start. */
const ACTIVE_CONTENT = /<script|<svg|<html|<iframe|javascript\s*:|on(?:load|error)\s*=/i;

/**
 * Text: valid UTF-8, an optional BOM, no control characters but tab, LF, CR and form feed, and
 * nothing that reads as markup or a script. A text file is served back as text/plain, but
 * refusing markup outright means no browser, viewer or preview ever gets the chance to render it.
 */
function textResult(head: Buffer, cut: boolean): Detected {
  if (hasControlCharacters(head)) return UNKNOWN;
  const text = decodeUtf8(has(head, 0, UTF8_BOM) ? head.subarray(UTF8_BOM.length) : head, cut);
  if (text === undefined) return UNKNOWN;
  if (MARKUP_OPENING.test(text.replace(/^[\t\n\f\r ]+/, "")) || ACTIVE_CONTENT.test(text)) return MARKUP;
  return detected("text");
}

/**
 * The rules of textResult applied to a whole text file as it streams in, chunk by chunk: the
 * head decides that a file is text, but markup after it would reach a desk member's editor or
 * browser all the same. Holds only a few characters between chunks, so markup split across two
 * of them is found without keeping the text read so far.
 */
export interface TextCheck {
  /** The file's next bytes, in order: why it is refused, or undefined while it is still text. */
  next(bytes: Buffer): RefusalReason | undefined;
  /** After the last bytes: a file that ends inside a character is not text. */
  end(): RefusalReason | undefined;
}

type RefusalReason = Extract<Detected, { ok: false }>["reason"];

/** Enough characters after leading whitespace to test MARKUP_OPENING ("<!doctype" and the like). */
const OPENING_CHARS = 16;
/**
 * The longest word ACTIVE_CONTENT looks for ("javascript"). A match cut short at the end of a
 * chunk is at most such a word, or one followed by whitespace, which `\s*` reads the same
 * however long it is: that is all one chunk carries over to the next, the whitespace as one
 * space (so that "java", a line break and "script:" stay two words).
 */
const ACTIVE_WORD_CHARS = 10;

export function checkTextAsItStreams(): TextCheck {
  // Strips one leading BOM, as textResult does, and holds back a character cut by a chunk's end.
  const decoder = new TextDecoder("utf-8", { fatal: true });
  /** The start of the text without its leading whitespace, until there is enough of it to test; then null. */
  let opening: string | null = "";
  let carried = "";

  function scan(text: string, last: boolean): RefusalReason | undefined {
    if (opening !== null) {
      opening = (opening + text).replace(/^[\t\n\f\r ]+/, "").slice(0, OPENING_CHARS);
      if (opening.length === OPENING_CHARS || last) {
        if (MARKUP_OPENING.test(opening)) return "markup";
        opening = null;
      }
    }
    const scanned = carried + text;
    if (ACTIVE_CONTENT.test(scanned)) return "markup";
    // trimEnd removes what `\s` matches, in linear time (a regular expression ending in `\s+$`
    // backtracks through every long run of whitespace not at the end).
    const trimmed = scanned.trimEnd();
    carried = trimmed.slice(-ACTIVE_WORD_CHARS) + (trimmed.length < scanned.length ? " " : "");
    return undefined;
  }

  return {
    next(bytes) {
      if (hasControlCharacters(bytes)) return "unknown";
      let text: string;
      try {
        text = decoder.decode(bytes, { stream: true });
      } catch {
        return "unknown";
      }
      return scan(text, false);
    },
    end() {
      let text: string;
      try {
        text = decoder.decode();
      } catch {
        return "unknown";
      }
      return scan(text, true);
    },
  };
}

/** `head`: the file's first bytes (up to SNIFF_BYTES; fewer for a short file; the whole file if shorter). */
export function detectEvidenceType(head: Buffer): Detected {
  if (head.length === 0) return UNKNOWN;
  // More than asked for is read as SNIFF_BYTES, so the answer never depends on how much was passed.
  const cut = head.length >= SNIFF_BYTES;
  const sniffed = cut ? head.subarray(0, SNIFF_BYTES) : head;
  const type = binaryType(sniffed);
  if (type) return detected(type);
  // Binary formats not accepted (an "ftyp" box of another brand included) fail as text on their bytes.
  return textResult(sniffed, cut);
}
