import { describe, expect, it } from "vitest";
import { siteUrlWarning } from "./site-url-check";

describe("a production server's SITE_URL", () => {
  it("is warned of when it is http: on a public name", () => {
    expect(siteUrlWarning("http://cyberhelp.example.in", "production")).toMatch(
      /^SITE_URL is http:\/\/cyberhelp\.example\.in, not https: .*one-click unsubscribe/,
    );
  });

  it("passes when https:, on loopback, or outside production", () => {
    expect(siteUrlWarning("https://cyberhelp.example.in", "production")).toBeNull();
    expect(siteUrlWarning("http://localhost:3000", "production")).toBeNull();
    expect(siteUrlWarning("http://127.0.0.1:8080", "production")).toBeNull();
    expect(siteUrlWarning("http://cyberhelp.example.in", "development")).toBeNull();
  });
});
