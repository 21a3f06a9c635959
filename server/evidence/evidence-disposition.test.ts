import { describe, expect, it } from "vitest";
import {
  DOWNLOAD_STEM_MAX_CHARS,
  evidenceDisposition,
  evidenceDownloadName,
  evidenceShownName,
} from "./evidence-disposition";
import { EVIDENCE_TYPES, evidenceExtension } from "./file-type";

// What a download is saved as: the sent name's stem, cleaned, and the extension of the type read
// from the bytes; and how the sent name is shown to the desk.

/** Every format character (Unicode category Cf) a name could use to look like another. */
const FORMAT_CHARACTERS = [
  "\u00ad", // soft hyphen
  "\u061c", // Arabic letter mark
  "\u200b", // zero-width space
  "\u200c", // zero-width non-joiner
  "\u200d", // zero-width joiner
  "\u200e", // left-to-right mark
  "\u200f", // right-to-left mark
  "\u202a", // left-to-right embedding
  "\u202b", // right-to-left embedding
  "\u202c", // pop directional formatting
  "\u202d", // left-to-right override
  "\u202e", // right-to-left override
  "\u2060", // word joiner
  "\u2066", // left-to-right isolate
  "\u2067", // right-to-left isolate
  "\u2068", // first strong isolate
  "\u2069", // pop directional isolate
  "\ufeff", // byte order mark
];

describe("evidenceDownloadName", () => {
  it("gives text sent as evidence.html the extension .txt", () => {
    expect(evidenceDownloadName("evidence.html", "text")).toBe("evidence.txt");
  });

  it("gives a WhatsApp chat sent as WhatsApp Chat.js the extension .txt, keeping its stem", () => {
    expect(evidenceDownloadName("WhatsApp Chat.js", "text")).toBe("WhatsApp Chat.txt");
  });

  it("drops a right-to-left override that would show invoice.bat as a .txt, and takes the sniffed extension", () => {
    const name = evidenceDownloadName("invoice\u202Etxt.bat", "text");
    expect(name).not.toContain("\u202E");
    expect(name).toBe("invoicetxt.txt");
    expect(evidenceDownloadName("invoice\u202Efdp.exe", "pdf")).toBe("invoicefdp.pdf");
  });

  it("leaves no path characters or dots in the stem of ../../etc/passwd or a Windows path", () => {
    const name = evidenceDownloadName("../../etc/passwd", "text");
    expect(name).toBe("etcpasswd.txt");
    expect(name.slice(0, -".txt".length)).not.toMatch(/[/\\:.]/);
    expect(evidenceDownloadName("C:\\Users\\me\\Desktop\\run.cmd", "png")).toBe("CUsersmeDesktoprun.png");
    expect(evidenceDownloadName("statement.pdf.exe", "pdf")).toBe("statementpdf.pdf");
    expect(evidenceDownloadName("Chat with Mr. Sharma", "text")).toBe("Chat with Mr Sharma.txt");
  });

  it("names a file whose name is all format characters, dots or spaces evidence.<extension>", () => {
    expect(evidenceDownloadName(FORMAT_CHARACTERS.join(""), "jpeg")).toBe("evidence.jpg");
    expect(evidenceDownloadName("\u202E\u200F.\u2066\u2069.", "text")).toBe("evidence.txt");
    expect(evidenceDownloadName(" ... ", "zip")).toBe("evidence.zip");
    expect(evidenceDownloadName(".bashrc", "text")).toBe("evidence.txt");
  });

  it("removes every format character, control character and line separator from the stem", () => {
    const name = evidenceDownloadName(`pay${FORMAT_CHARACTERS.join("")}\u0007\u0085\u2028\u2029ment.png`, "png");
    expect(name).toBe("payment.png");
    for (const char of name) expect(char).toMatch(/^[^\p{Cc}\p{Cf}\p{Cs}\p{Zl}\p{Zp}]$/u);
  });

  it("keeps Devanagari, Tamil and Urdu letters and their vowel signs in the stem", () => {
    expect(evidenceDownloadName("UPI debit — स्क्रीनशॉट.png", "png")).toBe("UPI debit — स्क्रीनशॉट.png");
    expect(evidenceDownloadName("வங்கி அறிக்கை.pdf", "pdf")).toBe("வங்கி அறிக்கை.pdf");
    expect(evidenceDownloadName("رسید.jpeg", "jpeg")).toBe("رسید.jpg");
  });

  it("cuts a long stem to its first characters, never inside an emoji's surrogate pair", () => {
    const long = `${"a".repeat(DOWNLOAD_STEM_MAX_CHARS - 1)}🙏🙏🙏.jpg`;
    const name = evidenceDownloadName(long, "jpeg");
    expect(name).toBe(`${"a".repeat(DOWNLOAD_STEM_MAX_CHARS - 1)}🙏.jpg`);
    expect(Array.from(name.slice(0, -".jpg".length))).toHaveLength(DOWNLOAD_STEM_MAX_CHARS);
    expect(Buffer.from(name, "utf8").toString("utf8")).toBe(name);
    expect(evidenceDownloadName(`${"क".repeat(200)}.txt`, "text")).toBe(`${"क".repeat(DOWNLOAD_STEM_MAX_CHARS)}.txt`);
  });

  it("takes the extension from the sniffed type for every type, and .bin for a stored type no longer known", () => {
    const extensions = Object.fromEntries(EVIDENCE_TYPES.map((type) => [type, evidenceExtension(type)]));
    expect(extensions).toEqual({
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
    });
    expect(evidenceDownloadName("old.gif", "gif")).toBe("old.bin");
    expect(evidenceDownloadName("proto.png", "__proto__")).toBe("proto.bin");
  });
});

describe("evidenceShownName", () => {
  it("writes out each invisible character as its code point and leaves the rest as sent", () => {
    expect(evidenceShownName("invoice\u202Etxt.bat")).toBe("invoice[U+202E]txt.bat");
    expect(evidenceShownName("a\u200Db\uFEFF.png")).toBe("a[U+200D]b[U+FEFF].png");
    expect(evidenceShownName("<script>.html")).toBe("<script>.html");
    expect(evidenceShownName("UPI debit — स्क्रीनशॉट.png")).toBe("UPI debit — स्क्रीनशॉट.png");
  });
});

describe("evidenceDisposition", () => {
  it("sends the download name as filename (ASCII) and filename* (UTF-8)", () => {
    expect(evidenceDisposition("WhatsApp Chat.txt")).toBe(
      `attachment; filename="WhatsApp Chat.txt"; filename*=UTF-8''WhatsApp%20Chat.txt`,
    );
    expect(evidenceDisposition("रसीद.pdf")).toBe(
      `attachment; filename="____.pdf"; filename*=UTF-8''${encodeURIComponent("रसीद")}.pdf`,
    );
  });
});
