import { describe, expect, it } from "vitest";
import { passwordHasher } from "./passwords";

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

  it("an unknown account costs a real verification: about as long as a wrong password", async () => {
    const stored = await passwordHasher.hashPassword("some password");
    await passwordHasher.verifyAgainstDummy("warm up");
    const time = async (work: () => Promise<unknown>) => {
      const started = performance.now();
      for (let i = 0; i < 5; i += 1) await work();
      return performance.now() - started;
    };
    const wrongPassword = await time(() => passwordHasher.verifyPassword(stored, "wrong password"));
    const unknownAccount = await time(() => passwordHasher.verifyAgainstDummy("wrong password"));
    expect(await passwordHasher.verifyAgainstDummy("some password")).toBe(false);
    // Generous bounds: the point is "a hash was computed", not a benchmark.
    expect(unknownAccount).toBeGreaterThan(wrongPassword / 5);
    expect(unknownAccount).toBeLessThan(wrongPassword * 5);
  });
});
