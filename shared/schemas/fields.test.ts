import { describe, expect, it } from "vitest";
import { z } from "zod";
import { fieldErrors, optionalText, requiredText } from "./fields";
import { CONTROL_CHARACTERS_MESSAGE } from "../messages/form-fields";

describe("fieldErrors", () => {
  it("keeps the first message of each field, the one a person sees under it", () => {
    const schema = z.object({ name: z.string().min(1, "first").min(3, "second") });
    const result = schema.safeParse({ name: "" });
    expect(result.success).toBe(false);
    expect(fieldErrors(result.error!)).toEqual({ name: "first" });
  });

  it("files a problem with the whole body under _form", () => {
    const result = z.object({ name: z.string() }).safeParse("not an object");
    expect(Object.keys(fieldErrors(result.error!))).toEqual(["_form"]);
  });
});

describe("typeable text", () => {
  const schema = z.object({ name: requiredText("Required", 100), note: optionalText(100) });

  it("keeps Hindi, emoji, quotes, markup and SQL exactly as typed", () => {
    const text = `नमस्ते 🙏 "O'Brien" <b>x</b> '; DROP TABLE submissions; --`;
    expect(schema.parse({ name: text, note: "line one\nline two\ttabbed" })).toEqual({
      name: text,
      note: "line one\nline two\ttabbed",
    });
  });

  it.each([
    ["a NUL", "Asha\u0000"],
    ["an escape character", "Asha\u001b[31m"],
    ["a lone surrogate", "Asha \ud83d"],
    ["a reversed surrogate pair", "Asha \ude4f\ud83d"],
  ])("refuses %s with a clear message", (_what, name) => {
    const result = schema.safeParse({ name, note: "" });
    expect(result.success).toBe(false);
    expect(fieldErrors(result.error!)).toEqual({ name: CONTROL_CHARACTERS_MESSAGE });
  });
});
