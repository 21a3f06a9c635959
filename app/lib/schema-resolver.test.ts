import { afterEach, describe, expect, it, vi } from "vitest";
import { helpRequestSchema } from "~/shared/schemas/help-request";
import { schemaOnFirstUse, schemaResolver } from "./schema-resolver";

const options = { fields: {}, shouldUseNativeValidation: false } as const;
const resolve = (values: Record<string, unknown>) =>
  schemaResolver(() => Promise.resolve(helpRequestSchema))(values, undefined, options);

afterEach(() => {
  vi.restoreAllMocks();
});

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

  it("lets the form go as typed, for the server to check, when the schema cannot be fetched", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const typed = { name: "", email: "not-an-address", query: "" };
    const result = await schemaResolver(() => Promise.reject(new TypeError("Failed to fetch")))(
      typed,
      undefined,
      options,
    );
    expect(result).toEqual({ values: typed, errors: {} });
  });
});

describe("schemaOnFirstUse", () => {
  it("fetches the schema once however often it is asked for", async () => {
    const load = vi.fn(() => Promise.resolve(helpRequestSchema));
    const schema = schemaOnFirstUse(load);
    await Promise.all([schema(), schema()]);
    await schema();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("tries again after a fetch that failed", async () => {
    const load = vi
      .fn<() => Promise<typeof helpRequestSchema>>()
      .mockRejectedValueOnce(new TypeError("Failed to fetch"))
      .mockResolvedValue(helpRequestSchema);
    const schema = schemaOnFirstUse(load);
    await expect(schema()).rejects.toThrow("Failed to fetch");
    await expect(schema()).resolves.toBe(helpRequestSchema);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
