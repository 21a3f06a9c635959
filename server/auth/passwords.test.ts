import { hash, verify } from "@node-rs/argon2";
import { describe, expect, it } from "vitest";
import { createPasswordHasher, passwordHasher } from "./passwords";

// argon2's own functions, watched: what a verification costs is the hash it checks against, and
// that is read from the call, not from a clock (a busy machine makes timings prove nothing).
const verified: string[] = [];
const watchedArgon2 = async () => ({
  hash,
  verify: (hashed: string, password: string) => {
    verified.push(hashed);
    return verify(hashed, password);
  },
});

describe("password hashing", () => {
  it("stores argon2id with OWASP's parameters (19 MiB, 2 passes, 1 lane)", async () => {
    const stored = await passwordHasher.hashPassword("correct horse battery staple");
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(stored).not.toContain("correct horse");
  });

  it("salts each hash, so one password never hashes the same twice", async () => {
    const first = await passwordHasher.hashPassword("the same password");
    const second = await passwordHasher.hashPassword("the same password");
    expect(first).not.toBe(second);
  });

  it("verifies the right password and refuses any other, including a change of case or a trailing space", async () => {
    const stored = await passwordHasher.hashPassword("Tr1cky password");
    expect(await passwordHasher.verifyPassword(stored, "Tr1cky password")).toBe(true);
    expect(await passwordHasher.verifyPassword(stored, "tr1cky password")).toBe(false);
    expect(await passwordHasher.verifyPassword(stored, "Tr1cky password ")).toBe(false);
  });

  it("a malformed stored hash lets nobody in instead of throwing", async () => {
    expect(await passwordHasher.verifyPassword("not a hash", "anything")).toBe(false);
  });

  it("an unknown account costs a real verification: argon2id with the same parameters as a stored password", async () => {
    const hasher = createPasswordHasher(watchedArgon2);
    const stored = await hasher.hashPassword("some password");
    const parameters = (phc: string) => phc.split("$").slice(1, 4).join("$");
    expect(await hasher.verifyAgainstDummy("some password")).toBe(false);
    expect(verified).toHaveLength(1);
    expect(parameters(verified[0]!)).toBe(parameters(stored));
    expect(parameters(stored)).toBe("argon2id$v=19$m=19456,t=2,p=1");
    // A real hash of its own, never the stored password's.
    expect(verified[0]).not.toBe(stored);
  });
});
