import { describe, expect, it } from "vitest";
import { contactKeysOf, emailKeyOf, phoneKeyOf } from "./contact-keys";

describe("contact keys", () => {
  it("an e-mail address is trimmed and lower-cased, and no address has no key", () => {
    expect(emailKeyOf("  Asha.Rao@Example.IN ")).toBe("asha.rao@example.in");
    expect(emailKeyOf("asha.rao+bank@example.in")).toBe("asha.rao+bank@example.in");
    expect(emailKeyOf("   ")).toBeNull();
  });

  it("an Indian number typed any way gives its ten digits", () => {
    for (const typed of [
      "+91 98765 43210",
      "+91-98765-43210",
      "0091 9876543210",
      "919876543210",
      "09876543210",
      "98765 43210",
      "(98765) 43210",
    ]) {
      expect(phoneKeyOf(typed), typed).toBe("9876543210");
    }
  });

  it("another country's number keeps all its digits, and too few digits give no key", () => {
    expect(phoneKeyOf("+44 20 7946 0958")).toBe("442079460958");
    expect(phoneKeyOf("1930")).toBeNull();
    expect(phoneKeyOf("")).toBeNull();
    expect(phoneKeyOf("call me")).toBeNull();
  });

  it("gives both keys of a contact, null for what is missing", () => {
    expect(contactKeysOf({ email: "A@B.in", phone: "" })).toEqual({ email_key: "a@b.in", phone_key: null });
    expect(contactKeysOf({ email: "", phone: "+91 98765 43210" })).toEqual({
      email_key: null,
      phone_key: "9876543210",
    });
  });
});
