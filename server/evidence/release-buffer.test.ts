import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { releaseBuffer } from "./release-buffer";

describe("releaseBuffer", () => {
  it("frees a Buffer that owns its memory, leaving it empty", () => {
    const buffer = Buffer.from(randomBytes(64 * 1024));
    releaseBuffer(buffer);
    expect(buffer).toHaveLength(0);
  });

  it("leaves a slice of shared memory untouched, and the memory it shares", () => {
    const whole = randomBytes(64 * 1024);
    const copy = Buffer.from(whole);
    const slice = whole.subarray(0, 1024);
    releaseBuffer(slice);
    expect(slice).toHaveLength(1024);
    expect(whole.equals(copy)).toBe(true);

    // Small Buffers share Node's pool.
    const pooled = Buffer.from("evidence");
    releaseBuffer(pooled);
    expect(pooled.toString()).toBe("evidence");
  });
});
