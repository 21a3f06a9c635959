import { mkdtempSync, readdirSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { newKey } from "./keyring";
import { loadServerKeys } from "./server-keys";

// SERVER_KEY (docs/decisions/0049): EVIDENCE_KEY's format and rules, a subkey per purpose, and
// values that open only where they were made for.

const quiet = { warn: () => {} };
const fromEnv = (SERVER_KEY: string) =>
  loadServerKeys({ SERVER_KEY, NODE_ENV: "production", DATA_DIR: "\0none" }, quiet);

describe("SERVER_KEY", () => {
  const directories: string[] = [];
  afterEach(() => {
    for (const directory of directories.splice(0)) rmSync(directory, { recursive: true, force: true });
  });

  it("is required in production: the server refuses to start without it, saying so", () => {
    expect(() => loadServerKeys({ NODE_ENV: "production", DATA_DIR: "\0none" }, quiet)).toThrow(
      /SERVER_KEY is not set: the server refuses to start without it in production/,
    );
  });

  it("in development is kept in DATA_DIR/server.key, mode 600, the same on every start, with one warning", () => {
    const dataDir = mkdtempSync(join(tmpdir(), "cyberhelp-server-key-"));
    directories.push(dataDir);
    const warnings: string[] = [];
    const first = loadServerKeys({ NODE_ENV: "development", DATA_DIR: dataDir }, { warn: (m) => warnings.push(m) });
    const second = loadServerKeys({ NODE_ENV: "development", DATA_DIR: dataDir }, quiet);

    expect(readdirSync(dataDir)).toEqual(["server.key"]);
    expect(statSync(join(dataDir, "server.key")).mode & 0o777).toBe(0o600);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(/production needs SERVER_KEY/);
    expect(second.open("confirmation", first.seal("confirmation", "hello", "here"), "here")).toBe("hello");
  });

  it("refuses a malformed key without printing it", () => {
    const short = Buffer.alloc(16, 7).toString("base64");
    expect(() => fromEnv(`k:${short}`)).toThrow(/SERVER_KEY entry 1 decodes to 16 bytes, not 32/);
    try {
      fromEnv(`k:${short}`);
    } catch (error) {
      expect((error as Error).message).not.toContain(short);
    }
  });

  it("opens a sealed value only with the same purpose and the same binding", () => {
    const keys = fromEnv(`a:${newKey()}`);
    const sealed = keys.seal("confirmation", "the code", "/contact\0CH-7K3Q9M");

    expect(keys.open("confirmation", sealed, "/contact\0CH-7K3Q9M")).toBe("the code");
    expect(keys.open("confirmation", sealed, "/contact\0CH-2345AB")).toBeUndefined();
    expect(keys.open("confirmation", sealed, "/post-query\0CH-7K3Q9M")).toBeUndefined();
    expect(keys.open("caseLink", sealed, "/contact\0CH-7K3Q9M")).toBeUndefined();
    expect(sealed).not.toContain("the code");
  });

  it("opens nothing altered, cut short, or sealed under a key no longer held", () => {
    const keys = fromEnv(`a:${newKey()}`);
    const sealed = keys.seal("confirmation", "the code", "here");
    const body = sealed.slice(sealed.lastIndexOf(".") + 1);
    const flipped = `a.${body.slice(0, 10)}${body[10] === "A" ? "B" : "A"}${body.slice(11)}`;

    expect(keys.open("confirmation", flipped, "here")).toBeUndefined();
    expect(keys.open("confirmation", sealed.slice(0, -4), "here")).toBeUndefined();
    expect(keys.open("confirmation", "a.", "here")).toBeUndefined();
    expect(keys.open("confirmation", "nonsense", "here")).toBeUndefined();
    expect(fromEnv(`a:${newKey()}`).open("confirmation", sealed, "here")).toBeUndefined();
  });

  it("rotates: what the older key sealed or hashed is still found once a new key comes first", () => {
    const old = newKey();
    const before = fromEnv(`old:${old}`);
    const sealed = before.seal("caseLink", "a link", "row");
    const { keyId, mac } = before.mac("idempotency", "key\0tap-1");

    const after = fromEnv(`new:${newKey()},old:${old}`);

    expect(after.open("caseLink", sealed, "row")).toBe("a link");
    expect(after.macsUnderEveryKey("idempotency", "key\0tap-1")).toContain(mac);
    expect(after.verifyMac("idempotency", keyId, "key\0tap-1", mac)).toBe(true);
    expect(after.verifyMac("idempotency", keyId, "key\0tap-2", mac)).toBe(false);
    expect(after.mac("idempotency", "key\0tap-1").keyId).toBe("new");
  });

  it("derives a separate subkey per purpose", () => {
    const keys = fromEnv(`a:${newKey()}`);
    expect(keys.mac("idempotency", "x").mac).not.toBe(keys.mac("confirmation", "x").mac);
  });
});
