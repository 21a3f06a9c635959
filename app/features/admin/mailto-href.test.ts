import { describe, expect, it } from "vitest";
import { mailtoHref } from "./mailto-href";

// A visitor's address becomes a link in the admin; nothing in it may add a header or recipient.

describe("mailtoHref", () => {
  it("links a plain address as it is", () => {
    expect(mailtoHref("asha@example.in")).toBe("mailto:asha@example.in");
  });

  it("keeps the @ and percent-encodes what a mailto would read as more than the address", () => {
    expect(mailtoHref("o'brien+tag@example.co.in")).toBe("mailto:o'brien%2Btag@example.co.in");
    // Only the last @ separates: an earlier one stays inside the one (odd) address.
    expect(mailtoHref("x@example.in?bcc=attacker@evil.example")).toBe(
      "mailto:x%40example.in%3Fbcc%3Dattacker@evil.example",
    );
    expect(mailtoHref("a@b.c&cc=d@e.f#x")).toBe("mailto:a%40b.c%26cc%3Dd@e.f%23x");
    expect(mailtoHref("a@b.c,d@e.f")).toBe("mailto:a%40b.c%2Cd@e.f");
    expect(mailtoHref("x@example.in?bcc=attacker")).toBe("mailto:x@example.in%3Fbcc%3Dattacker");
    expect(mailtoHref("50%off@example.in")).toBe("mailto:50%25off@example.in");
  });

  it("leaves no query for a mail program to read", () => {
    const url = new URL(mailtoHref("x@example.in?bcc=attacker@evil.example&subject=Refund"));
    expect(url.search).toBe("");
    expect(url.hash).toBe("");
  });
});
