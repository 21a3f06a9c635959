import { describe, expect, it } from "vitest";
import { generateReference, REFERENCE_PATTERN } from "./reference";

describe("submission references", () => {
  it("look like CH- and six characters, e.g. CH-7K3Q9M", () => {
    for (let draw = 0; draw < 200; draw++) expect(generateReference()).toMatch(/^CH-[0-9A-Z]{6}$/);
  });

  it("never use characters that are easy to mix up when read aloud: 0, O, 1, I, L", () => {
    const characters = Array.from({ length: 2000 }, () => generateReference().slice(3)).join("");
    expect(characters).not.toMatch(/[0O1IL]/);
  });

  it("use the whole unambiguous alphabet, at random", () => {
    const references = Array.from({ length: 2000 }, generateReference);
    expect(new Set(references).size).toBe(references.length);
    expect(new Set(references.join("").replaceAll("CH-", "")).size).toBe(31);
  });

  it("the pattern accepts what the generator makes and refuses look-alikes", () => {
    expect(REFERENCE_PATTERN.test(generateReference())).toBe(true);
    expect(REFERENCE_PATTERN.test("CH-7K3Q9M")).toBe(true);
    expect(REFERENCE_PATTERN.test("CH-7K3O9M")).toBe(false);
    expect(REFERENCE_PATTERN.test("CH-7K3Q9")).toBe(false);
  });
});
