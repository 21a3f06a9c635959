import { createCipheriv, createHash, randomBytes } from "node:crypto";
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import {
  EVIDENCE_CHUNK_BYTES,
  EvidenceIntegrityError,
  type EvidenceKey,
  type EvidenceSeal,
  loadEvidenceKeyring,
  newEvidenceKey,
  openChunk,
  SEALED_CHUNK_MAX_BYTES,
  sealChunk,
} from "./evidence-crypto";

const key: EvidenceKey = { id: "k1", key: randomBytes(32) };
const otherKey: EvidenceKey = { id: "k2", key: randomBytes(32) };
const FILE_ID = "0b6f7d1e-3c52-4a8e-9d0f-2a1b3c4d5e6f";
/** The files stored before the binding: sealed to their id alone. */
const byId = (fileId: string): EvidenceSeal => ({ version: 1, fileId });
const SEAL = byId(FILE_ID);

/** A file sealed as the upload will: full chunks, the final one (possibly empty) marked last. */
function sealFile(data: Buffer, seal: EvidenceSeal = SEAL, usingKey = key): Buffer[] {
  const count = Math.max(1, Math.ceil(data.length / EVIDENCE_CHUNK_BYTES));
  return Array.from({ length: count }, (_, index) =>
    sealChunk(
      usingKey,
      seal,
      index,
      index === count - 1,
      data.subarray(index * EVIDENCE_CHUNK_BYTES, (index + 1) * EVIDENCE_CHUNK_BYTES),
    ),
  );
}

/** A file opened as a download will: chunk by chunk, the last one expected last. */
function openFile(chunks: Buffer[], seal: EvidenceSeal = SEAL, usingKey = key): Buffer {
  return Buffer.concat(
    chunks.map((sealed, index) => openChunk(usingKey, seal, index, index === chunks.length - 1, sealed)),
  );
}

describe("sealChunk and openChunk", () => {
  it.each([
    ["empty", 0],
    ["1 byte", 1],
    ["exactly one chunk (64 KiB)", EVIDENCE_CHUNK_BYTES],
    ["one chunk and a byte", EVIDENCE_CHUNK_BYTES + 1],
    ["three and a half chunks", 3.5 * EVIDENCE_CHUNK_BYTES],
  ])("round-trips %s of data", (_, length) => {
    const data = randomBytes(length);
    const chunks = sealFile(data);
    expect(chunks).toHaveLength(Math.max(1, Math.ceil(length / EVIDENCE_CHUNK_BYTES)));
    expect(openFile(chunks).equals(data)).toBe(true);
  });

  it("lays a sealed chunk out as nonce (12) || ciphertext || tag (16)", () => {
    expect(sealChunk(key, SEAL, 0, true, Buffer.alloc(0))).toHaveLength(28);
    expect(sealChunk(key, SEAL, 0, true, Buffer.from("hello"))).toHaveLength(12 + 5 + 16);
  });

  it("seals into a given buffer, one chunk after another, each opening as its own", () => {
    const into = Buffer.alloc(SEALED_CHUNK_MAX_BYTES);
    const data = randomBytes(2.5 * EVIDENCE_CHUNK_BYTES);
    const expected = sealFile(data).map((sealed) => sealed.length);
    const opened = expected.map((_, index) => {
      const plain = data.subarray(index * EVIDENCE_CHUNK_BYTES, (index + 1) * EVIDENCE_CHUNK_BYTES);
      const sealed = sealChunk(key, SEAL, index, index === expected.length - 1, plain, into);
      expect(sealed.buffer).toBe(into.buffer);
      expect(sealed).toHaveLength(expected[index]!);
      return openChunk(key, SEAL, index, index === expected.length - 1, Buffer.from(sealed));
    });
    expect(Buffer.concat(opened).equals(data)).toBe(true);
    expect(() => sealChunk(key, SEAL, 0, true, Buffer.from("hello"), Buffer.alloc(64))).toThrow(RangeError);
  });

  it("does not leave the plaintext readable in the sealed chunk", () => {
    const plaintext = Buffer.from("UPI ref 412345678901, paid to fraudster@ybl".repeat(10));
    const sealed = sealChunk(key, SEAL, 0, true, plaintext);
    expect(sealed.includes(Buffer.from("fraudster@ybl"))).toBe(false);
  });

  it("uses a fresh nonce each time the same chunk is sealed", () => {
    const plaintext = Buffer.from("the same screenshot bytes");
    const one = sealChunk(key, SEAL, 0, true, plaintext);
    const two = sealChunk(key, SEAL, 0, true, plaintext);
    expect(one.subarray(0, 12).equals(two.subarray(0, 12))).toBe(false);
    expect(one.equals(two)).toBe(false);
  });

  it("refuses every single-byte change in nonce, ciphertext and tag", () => {
    const sealed = sealChunk(key, SEAL, 3, false, randomBytes(40));
    for (let position = 0; position < sealed.length; position++) {
      for (const flip of [0x01, 0x80, 0xff]) {
        const altered = Buffer.from(sealed);
        altered[position] = altered[position]! ^ flip;
        expect(() => openChunk(key, SEAL, 3, false, altered), `byte ${position} ^ ${flip}`).toThrow(
          EvidenceIntegrityError,
        );
      }
    }
    expect(openChunk(key, SEAL, 3, false, sealed)).toHaveLength(40);
  });

  it("refuses a chunk cut short or lengthened", () => {
    const sealed = sealChunk(key, SEAL, 0, true, randomBytes(100));
    for (const altered of [
      sealed.subarray(0, sealed.length - 1),
      sealed.subarray(0, 27),
      Buffer.alloc(0),
      Buffer.concat([sealed, Buffer.from([0])]),
      Buffer.alloc(12 + EVIDENCE_CHUNK_BYTES + 16 + 1),
    ]) {
      expect(() => openChunk(key, SEAL, 0, true, altered)).toThrow(EvidenceIntegrityError);
    }
  });

  it("refuses the wrong index, file id, last flag or key", () => {
    const sealed = sealChunk(key, SEAL, 5, false, Buffer.from("chunk five"));
    expect(openChunk(key, SEAL, 5, false, sealed).toString()).toBe("chunk five");
    const attempts: [string, () => Buffer][] = [
      ["index", () => openChunk(key, SEAL, 4, false, sealed)],
      ["index 2^24 away", () => openChunk(key, SEAL, 5 + 2 ** 24, false, sealed)],
      ["file id", () => openChunk(key, byId("another-file"), 5, false, sealed)],
      ["file id, one character more", () => openChunk(key, byId(`${FILE_ID}0`), 5, false, sealed)],
      ["last flag", () => openChunk(key, SEAL, 5, true, sealed)],
      ["key", () => openChunk(otherKey, SEAL, 5, false, sealed)],
      ["another key under the same id", () => openChunk({ ...key, key: randomBytes(32) }, SEAL, 5, false, sealed)],
    ];
    for (const [what, attempt] of attempts) expect(attempt, what).toThrow(EvidenceIntegrityError);
  });

  it("detects a file cut short, chunks reordered, and chunks moved between files", () => {
    const data = randomBytes(3 * EVIDENCE_CHUNK_BYTES);
    const chunks = sealFile(data);
    // Truncated: the last remaining chunk was not sealed as the last.
    expect(() => openFile(chunks.slice(0, 2))).toThrow(EvidenceIntegrityError);
    // Reordered.
    expect(() => openFile([chunks[1]!, chunks[0]!, chunks[2]!])).toThrow(EvidenceIntegrityError);
    // A chunk repeated in place of another.
    expect(() => openFile([chunks[0]!, chunks[0]!, chunks[2]!])).toThrow(EvidenceIntegrityError);
    // A chunk from another file sealed with the same key at the same index.
    const other = sealFile(randomBytes(3 * EVIDENCE_CHUNK_BYTES), byId("another-file"));
    expect(() => openFile([chunks[0]!, other[1]!, chunks[2]!])).toThrow(EvidenceIntegrityError);
    // An extra chunk after the last.
    expect(() => openFile([...chunks, sealChunk(key, SEAL, 3, true, Buffer.from("more"))])).toThrow(
      EvidenceIntegrityError,
    );
    expect(openFile(chunks).equals(data)).toBe(true);
  });

  it("refuses to seal what it could not open again", () => {
    expect(() => sealChunk(key, SEAL, 0, true, Buffer.alloc(EVIDENCE_CHUNK_BYTES + 1))).toThrow(RangeError);
    expect(() => sealChunk(key, SEAL, -1, true, Buffer.alloc(1))).toThrow(RangeError);
    expect(() => sealChunk(key, SEAL, 1.5, true, Buffer.alloc(1))).toThrow(RangeError);
    expect(() => sealChunk(key, SEAL, 2 ** 32, true, Buffer.alloc(1))).toThrow(RangeError);
    expect(() => sealChunk(key, byId(""), 0, true, Buffer.alloc(1))).toThrow(TypeError);
    expect(() => sealChunk(key, byId("\ud800"), 0, true, Buffer.alloc(1))).toThrow(TypeError);
    expect(() => sealChunk({ id: "short", key: randomBytes(16) }, SEAL, 0, true, Buffer.alloc(1))).toThrow(RangeError);
    expect(sealChunk(key, SEAL, 2 ** 32 - 1, true, Buffer.alloc(1))).toHaveLength(29);
  });

  it("names the error so logs tell it apart", () => {
    const sealed = sealChunk(key, SEAL, 0, true, Buffer.from("x"));
    const error = (() => {
      try {
        openChunk(otherKey, SEAL, 0, true, sealed);
      } catch (caught) {
        return caught;
      }
    })();
    expect(error).toBeInstanceOf(EvidenceIntegrityError);
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).name).toBe("EvidenceIntegrityError");
  });
});

describe("version 2: a file's case, name and type, and its hash and size, sealed with its bytes", () => {
  const data = randomBytes(2.5 * EVIDENCE_CHUNK_BYTES);
  const whole = { sha256: createHash("sha256").update(data).digest("hex"), bytes: data.length };
  const row = {
    version: 2,
    fileId: FILE_ID,
    submissionId: 41,
    fileName: "बैंक SMS.png",
    type: "png",
    mime: "image/png",
    whole,
  } satisfies EvidenceSeal;
  const chunks = sealFile(data, row);

  it("opens with the row it was sealed with", () => {
    expect(openFile(chunks, row).equals(data)).toBe(true);
  });

  it.each([
    ["case", { submissionId: 42 }],
    ["name", { fileName: "बैंक SMS (1).png" }],
    ["name, its last character moved into the type", { fileName: "बैंक SMS.pn", type: "gpng" }],
    ["type", { type: "pdf" }],
    ["content type", { mime: "text/html" }],
  ] as const)("refuses every chunk once the row's %s is not the one sealed", (_, change) => {
    const changed = { ...row, ...change };
    chunks.forEach((sealed, index) => {
      const last = index === chunks.length - 1;
      expect(() => openChunk(key, changed, index, last, sealed), `chunk ${index}`).toThrow(EvidenceIntegrityError);
    });
  });

  it.each([
    ["hash", { ...whole, sha256: createHash("sha256").update("another file").digest("hex") }],
    ["size", { ...whole, bytes: data.length + 1 }],
  ])("refuses the last chunk once the row's %s is not the one sealed", (_, changed) => {
    const last = chunks.length - 1;
    expect(() => openChunk(key, { ...row, whole: changed }, last, true, chunks[last]!)).toThrow(EvidenceIntegrityError);
    expect(
      openChunk(key, { ...row, whole: changed }, 0, false, chunks[0]!).equals(data.subarray(0, EVIDENCE_CHUNK_BYTES)),
    ).toBe(true);
  });

  it("opens no chunk as version 1, nor a version 1 chunk as version 2: a row's version changed fails too", () => {
    expect(() => openChunk(key, SEAL, 0, false, chunks[0]!)).toThrow(EvidenceIntegrityError);
    const old = sealChunk(key, SEAL, 0, false, Buffer.from("sealed before"));
    expect(() => openChunk(key, row, 0, false, old)).toThrow(EvidenceIntegrityError);
  });

  it("will not seal a last chunk without the file's hash and size", () => {
    const { whole: _whole, ...withoutWhole } = row;
    expect(() => sealChunk(key, withoutWhole, 0, true, Buffer.from("x"))).toThrow(TypeError);
    expect(sealChunk(key, withoutWhole, 0, false, Buffer.from("x"))).toHaveLength(29);
  });
});

/**
 * Version 1's associated data, laid out by hand from its record: a chunk stored before version 2
 * must open for ever, so the layout is pinned here apart from the code that builds it.
 */
describe("version 1, the files stored before", () => {
  it("opens a chunk sealed with the recorded layout: prefix, file id, 0x00, index, last flag", () => {
    const tail = Buffer.from([0, 0, 0, 0, 7, 1]);
    const aad = Buffer.concat([Buffer.from("cyberhelp-evidence-v1\0"), Buffer.from(FILE_ID), tail]);
    const nonce = randomBytes(12);
    const cipher = createCipheriv("aes-256-gcm", key.key, nonce, { authTagLength: 16 });
    cipher.setAAD(aad);
    const sealed = Buffer.concat([nonce, cipher.update("stored last month"), cipher.final(), cipher.getAuthTag()]);
    expect(openChunk(key, SEAL, 7, true, sealed).toString()).toBe("stored last month");
  });
});

describe("newEvidenceKey", () => {
  it("is the base64 of 32 random bytes, loadable as EVIDENCE_KEY", () => {
    const one = newEvidenceKey();
    expect(one).toMatch(/^[A-Za-z0-9+/]{43}=$/);
    expect(Buffer.from(one, "base64")).toHaveLength(32);
    expect(newEvidenceKey()).not.toBe(one);
    const keyring = loadEvidenceKeyring({ EVIDENCE_KEY: one, DATA_DIR: "unused" }, { warn: () => {} });
    expect(keyring.current.key.equals(Buffer.from(one, "base64"))).toBe(true);
  });
});

const noWarning = {
  warn: (message: string) => {
    throw new Error(`unexpected warning: ${message}`);
  },
};

function fromEnv(EVIDENCE_KEY: string, NODE_ENV = "production") {
  // DATA_DIR is never touched when EVIDENCE_KEY is set: a path that cannot exist proves it.
  return loadEvidenceKeyring({ EVIDENCE_KEY, NODE_ENV, DATA_DIR: "\0no-such-dir" }, noWarning);
}

function errorOf(load: () => unknown): string {
  try {
    load();
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error("expected the load to throw");
}

describe("loadEvidenceKeyring from EVIDENCE_KEY", () => {
  const a = newEvidenceKey();
  const b = newEvidenceKey();
  const c = newEvidenceKey();
  const bytes = (base64: string) => Buffer.from(base64, "base64");
  const digestId = (base64: string) => createHash("sha256").update(bytes(base64)).digest("hex").slice(0, 12);

  it("takes the first entry as current and finds the others by id", () => {
    const keyring = fromEnv(`2025-06:${a},2025-01:${b}, ${c} `);
    expect(keyring.current.id).toBe("2025-06");
    expect(keyring.current.key.equals(bytes(a))).toBe(true);
    expect(keyring.byId("2025-06")).toBe(keyring.current);
    expect(keyring.byId("2025-01")?.key.equals(bytes(b))).toBe(true);
    expect(keyring.byId(digestId(c))?.key.equals(bytes(c))).toBe(true);
    expect(keyring.byId("2024-12")).toBeUndefined();
    expect(keyring.byId("")).toBeUndefined();
  });

  it("gives a key without an id the first 12 hex characters of its SHA-256", () => {
    const keyring = fromEnv(a);
    expect(keyring.current.id).toMatch(/^[0-9a-f]{12}$/);
    expect(keyring.current.id).toBe(digestId(a));
    expect(fromEnv(a).current.id).toBe(keyring.current.id);
  });

  it("accepts URL-safe base64 and base64 without padding", () => {
    const raw = randomBytes(32);
    expect(fromEnv(`u:${raw.toString("base64url")}`).current.key.equals(raw)).toBe(true);
    expect(fromEnv(`p:${raw.toString("base64").replace(/=+$/, "")}`).current.key.equals(raw)).toBe(true);
  });

  it("opens with the older key what the older key sealed, after rotation", () => {
    const before = fromEnv(`old:${a}`);
    const sealed = sealChunk(before.current, SEAL, 0, true, Buffer.from("from last year"));
    const after = fromEnv(`new:${b},old:${a}`);
    expect(after.current.id).toBe("new");
    expect(openChunk(after.byId("old")!, SEAL, 0, true, sealed).toString()).toBe("from last year");
    expect(() => openChunk(after.current, SEAL, 0, true, sealed)).toThrow(EvidenceIntegrityError);
  });

  const short = randomBytes(16).toString("base64");
  const long = randomBytes(33).toString("base64");
  const malformed: [string, string, RegExp][] = [
    ["a key of 16 bytes", `k:${short}`, /entry 1 decodes to 16 bytes, not 32/],
    ["a key of 33 bytes", `${a},k:${long}`, /entry 2 decodes to 33 bytes, not 32/],
    ["a bare key of 16 bytes", short, /entry 1 decodes to 16 bytes/],
    ["an empty entry in the middle", `${a},,${b}`, /entry 2 is empty/],
    ["a trailing comma", `${a},`, /entry 2 is empty/],
    ["a leading comma", `,${a}`, /entry 1 is empty/],
    ["an entry of spaces", `${a},   `, /entry 2 is empty/],
    ["an id without a key", `k:`, /entry 1 has no key after its id/],
    ["a key with an empty id", `:${a}`, /entry 1 has an empty id/],
    ["an id with a space", `my key:${a}`, /entry 1 has an id that is not/],
    ["a key in the id's place", `${a}:${b}`, /entry 1 has an id that is not/],
    ["not base64", `k:${a.slice(0, 20)}!${a.slice(21)}`, /entry 1 is not base64/],
    ["base64 with a space inside", `k:${a.slice(0, 20)} ${a.slice(20)}`, /entry 1 is not base64/],
    ["a duplicate id", `x:${a},y:${b},x:${c}`, /entries 1 and 3 have the same key id/],
    ["the same bare key twice", `${a},${a}`, /entries 1 and 2 have the same key id/],
    ["an id that repeats a bare key's id", `${a},${digestId(a)}:${b}`, /entries 1 and 2 have the same key id/],
    ["a placeholder of zeros", `k:${Buffer.alloc(32).toString("base64")}`, /entry 1 is one byte repeated/],
  ];

  it.each(malformed)("refuses %s, saying what is wrong", (_, value, expected) => {
    expect(errorOf(() => fromEnv(value))).toMatch(expected);
  });

  it.each(malformed)("never prints key material or ids when refusing %s", (_, value) => {
    const message = errorOf(() => fromEnv(value));
    for (const part of value.split(/[,:]/).filter((part) => part.trim().length >= 4)) {
      expect(message).not.toContain(part.trim());
    }
    for (const secret of [a, b, c, short, long]) {
      expect(message).not.toContain(secret.slice(0, 8));
      expect(message).not.toContain(bytes(secret).toString("hex").slice(0, 8));
    }
  });
});

describe("loadEvidenceKeyring without EVIDENCE_KEY", () => {
  const directories: string[] = [];
  afterEach(() => {
    for (const directory of directories.splice(0)) rmSync(directory, { recursive: true, force: true });
  });
  function temporaryDataDir(): string {
    const directory = mkdtempSync(join(tmpdir(), "cyberhelp-evidence-"));
    directories.push(directory);
    return directory;
  }
  function capturingLog() {
    const warnings: string[] = [];
    return { warnings, log: { warn: (message: string) => void warnings.push(message) } };
  }

  it.each([undefined, "", "   "])("refuses to start in production (EVIDENCE_KEY %j)", (EVIDENCE_KEY) => {
    const dataDir = temporaryDataDir();
    const { warnings, log } = capturingLog();
    expect(() => loadEvidenceKeyring({ EVIDENCE_KEY, NODE_ENV: "production", DATA_DIR: dataDir }, log)).toThrow(
      /EVIDENCE_KEY is not set: the server refuses to start without it in production/,
    );
    expect(readdirSync(dataDir)).toEqual([]);
    expect(warnings).toEqual([]);
  });

  it("in development, creates <DATA_DIR>/evidence.key with mode 600, warning once", () => {
    const dataDir = temporaryDataDir();
    const { warnings, log } = capturingLog();
    const keyring = loadEvidenceKeyring({ NODE_ENV: "development", DATA_DIR: dataDir }, log);

    const file = join(dataDir, "evidence.key");
    expect(readdirSync(dataDir)).toEqual(["evidence.key"]);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    const stored = readFileSync(file, "utf8").trim();
    expect(Buffer.from(stored, "base64")).toHaveLength(32);
    expect(keyring.current.key.equals(Buffer.from(stored, "base64"))).toBe(true);
    expect(keyring.byId(keyring.current.id)).toBe(keyring.current);

    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(/apart from backups/);
    expect(warnings[0]).toMatch(/production needs EVIDENCE_KEY/);
    expect(warnings[0]).not.toContain(stored);
  });

  it("reuses the same file on the next load, warning once per load", () => {
    const dataDir = temporaryDataDir();
    const first = capturingLog();
    const one = loadEvidenceKeyring({ DATA_DIR: dataDir }, first.log);
    const second = capturingLog();
    const two = loadEvidenceKeyring({ NODE_ENV: "test", DATA_DIR: dataDir }, second.log);
    expect(two.current.id).toBe(one.current.id);
    expect(two.current.key.equals(one.current.key)).toBe(true);
    expect(first.warnings).toHaveLength(1);
    expect(second.warnings).toHaveLength(1);
    expect(readdirSync(dataDir)).toEqual(["evidence.key"]);

    // What the first load sealed, the second opens: evidence survives a restart.
    const sealed = sealChunk(one.current, SEAL, 0, true, Buffer.from("kept across restarts"));
    expect(openChunk(two.byId(one.current.id)!, SEAL, 0, true, sealed).toString()).toBe("kept across restarts");
  });

  it("creates DATA_DIR when it does not exist yet", () => {
    const dataDir = join(temporaryDataDir(), "data", "nested");
    loadEvidenceKeyring({ DATA_DIR: dataDir }, capturingLog().log);
    expect(statSync(join(dataDir, "evidence.key")).mode & 0o777).toBe(0o600);
  });

  it("treats a blank EVIDENCE_KEY as unset", () => {
    const dataDir = temporaryDataDir();
    const { warnings, log } = capturingLog();
    loadEvidenceKeyring({ EVIDENCE_KEY: " ", DATA_DIR: dataDir }, log);
    expect(readdirSync(dataDir)).toEqual(["evidence.key"]);
    expect(warnings).toHaveLength(1);
  });

  it("prefers EVIDENCE_KEY to the file, without warning", () => {
    const dataDir = temporaryDataDir();
    loadEvidenceKeyring({ DATA_DIR: dataDir }, capturingLog().log);
    const configured = newEvidenceKey();
    const keyring = loadEvidenceKeyring({ EVIDENCE_KEY: configured, DATA_DIR: dataDir }, noWarning);
    expect(keyring.current.key.equals(Buffer.from(configured, "base64"))).toBe(true);
  });

  it("refuses a damaged development key file without printing it", () => {
    const dataDir = temporaryDataDir();
    const damaged = randomBytes(20).toString("base64");
    writeFileSync(join(dataDir, "evidence.key"), damaged, { mode: 0o600 });
    const { warnings, log } = capturingLog();
    const message = errorOf(() => loadEvidenceKeyring({ DATA_DIR: dataDir }, log));
    expect(message).toMatch(/development evidence key file .*evidence\.key decodes to 20 bytes, not 32/);
    expect(message).not.toContain(damaged);
    expect(warnings).toEqual([]);
  });
});
