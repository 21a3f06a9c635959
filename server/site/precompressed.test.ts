import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { compressedBody, preferredEncoding } from "./precompressed";

describe("the encoding a page is sent in", () => {
  it("is brotli when the browser takes it, gzip when it takes only gzip, and none when it takes neither", () => {
    expect(preferredEncoding("gzip, deflate, br, zstd")).toBe("br");
    expect(preferredEncoding("gzip, deflate")).toBe("gzip");
    expect(preferredEncoding("x-gzip")).toBe("gzip");
    expect(preferredEncoding("br;q=0, gzip")).toBe("gzip");
    expect(preferredEncoding("br;q=0.5, gzip;q=0.9")).toBe("gzip");
    expect(preferredEncoding("*")).toBe("br");
    expect(preferredEncoding("*, br;q=0")).toBe("gzip");
    expect(preferredEncoding("identity")).toBeUndefined();
    expect(preferredEncoding("deflate")).toBeUndefined();
    expect(preferredEncoding("gzip;q=0, br;q=0")).toBeUndefined();
    expect(preferredEncoding("")).toBeUndefined();
    expect(preferredEncoding(undefined)).toBeUndefined();
  });
});

describe("a page's compressed bytes", () => {
  it("are made once per encoding and kept, and decompress to the page", async () => {
    const page = Buffer.from(`<!doctype html><p>${"Call 1930 at once. ".repeat(500)}</p>`);
    const brotli = await compressedBody(page, "br");
    const gzip = await compressedBody(page, "gzip");
    expect(brotliDecompressSync(brotli).equals(page)).toBe(true);
    expect(gunzipSync(gzip).equals(page)).toBe(true);
    expect(brotli.length).toBeLessThan(page.length / 10);
    // The same bytes, not made again.
    expect(await compressedBody(page, "br")).toBe(brotli);
    expect(await compressedBody(page, "gzip")).toBe(gzip);
  });
});
