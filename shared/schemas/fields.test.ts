import { describe, expect, it } from "vitest";
import { z } from "zod";
import { fieldErrors } from "./fields";

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
