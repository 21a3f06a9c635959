import { describe, expect, it } from "vitest";
import { helpRequestSchema } from "~/shared/schemas/help-request";
import { schemaResolver } from "./schema-resolver";

const resolve = (values: Record<string, unknown>) =>
  schemaResolver(helpRequestSchema)(values, undefined, { fields: {}, shouldUseNativeValidation: false });

describe("schemaResolver", () => {
  it("gives each invalid field its first message, as the server does, and no values", async () => {
    const result = await resolve({ name: "", email: "not-an-address", query: "" });
    expect(result.values).toEqual({});
    const errors = result.errors as Record<string, { message: string }>;
    expect(Object.keys(errors).sort()).toEqual(["email", "name", "query"]);
    expect(errors.name?.message).toBe("Please fill out the Name field.");
  });

  it("gives the schema's output (trimmed) and no errors for a valid form", async () => {
    const result = await resolve({ name: "  Asha  ", email: "asha@example.in", query: "UPI fraud" });
    expect(result.errors).toEqual({});
    expect(result.values).toMatchObject({ name: "Asha", email: "asha@example.in", query: "UPI fraud" });
  });
});
