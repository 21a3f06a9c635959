import { describe, expect, it } from "vitest";
import { mailCopyLine, maskEmail, shareText, whatsappShareUrl } from "./confirmation-text";

describe("the confirmation's masked address", () => {
  it.each([
    ["asha.verma@example.in", "a•••@example.in"],
    ["a@example.com", "a•••@example.com"],
    ["o'brien+tag@mail.example.co.in", "o•••@mail.example.co.in"],
    ["अनु@उदाहरण.भारत", "अ•••@उदाहरण.भारत"],
  ])("%s is shown as %s: the first character and the domain only", (email, masked) => {
    expect(maskEmail(email)).toBe(masked);
  });

  it.each(["", "no-at-sign", "@example.in", "asha@"])("%j is not an address, so nothing is shown", (email) => {
    expect(maskEmail(email)).toBeNull();
  });

  it("says a copy is being mailed only when mail is configured", () => {
    expect(mailCopyLine(true, "asha@example.in")).toBe("We are e-mailing a copy to a•••@example.in.");
    expect(mailCopyLine(false, "asha@example.in")).toBeNull();
    expect(mailCopyLine(true, "not an address")).toBeNull();
  });
});

describe("what Share sends", () => {
  it("holds the reference and the support phone, and nothing the visitor typed", () => {
    const text = shareText("CH-7K3Q9M", "CyberHelp", "+91 00000 00000");
    expect(text).toBe("My CyberHelp reference: CH-7K3Q9M. CyberHelp support: +91 00000 00000.");
  });

  it("the WhatsApp fallback carries exactly that text, encoded", () => {
    const url = whatsappShareUrl("My CyberHelp reference: CH-7K3Q9M. CyberHelp support: +91 00000 00000.");
    expect(url.startsWith("https://wa.me/?text=")).toBe(true);
    expect(new URL(url).searchParams.get("text")).toBe(
      "My CyberHelp reference: CH-7K3Q9M. CyberHelp support: +91 00000 00000.",
    );
  });
});
