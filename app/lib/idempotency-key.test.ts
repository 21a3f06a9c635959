import { describe, expect, it } from "vitest";
import { createIdempotencyKeys } from "./idempotency-key";

describe("idempotency keys", () => {
  it("a retry of the same content reuses the key; changed content gets a new one", () => {
    const keys = createIdempotencyKeys();
    const first = keys.keyFor({ name: "Asha", query: "UPI" });
    expect(first).toMatch(/^[0-9a-f]{32}$/);
    expect(keys.keyFor({ name: "Asha", query: "UPI" })).toBe(first);
    expect(keys.keyFor({ name: "Asha", query: "UPI fraud" })).not.toBe(first);
  });

  it("after an accepted submission the same content is a new request", () => {
    const keys = createIdempotencyKeys();
    const first = keys.keyFor({ name: "Asha" });
    keys.forget();
    expect(keys.keyFor({ name: "Asha" })).not.toBe(first);
  });

  it("restored after a reload, the same content carries the key it had, and other content a new one", () => {
    const before = createIdempotencyKeys();
    const key = before.keyFor({ name: "Asha", query: "UPI" });
    const after = createIdempotencyKeys();
    after.restore(before.last()!);
    expect(after.keyFor({ name: "Asha", query: "UPI" })).toBe(key);
    expect(after.keyFor({ name: "Asha", query: "UPI fraud" })).not.toBe(key);
  });
});
