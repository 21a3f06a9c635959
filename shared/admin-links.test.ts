import { describe, expect, it } from "vitest";
import { adminReturnTarget } from "./admin-links";

// The login page's `next`: only this site's /admin addresses are followed after a login.

const ORIGIN = "https://cyberhelp.example";

describe("adminReturnTarget", () => {
  it("follows this site's admin addresses, with their query", () => {
    expect(adminReturnTarget("/admin?ref=CH-7K3Q9M", ORIGIN)).toBe("/admin?ref=CH-7K3Q9M");
    expect(adminReturnTarget("/admin", ORIGIN)).toBe("/admin");
    expect(adminReturnTarget("/admin/cases/CH-7K3Q9M", ORIGIN)).toBe("/admin/cases/CH-7K3Q9M");
    expect(adminReturnTarget(`${ORIGIN}/admin?view=users`, ORIGIN)).toBe("/admin?view=users");
  });

  it.each([
    "https://evil.example",
    "https://evil.example/admin",
    "//evil.example/admin",
    "/\\evil.example/admin",
    "\\\\evil.example/admin",
    "javascript:alert(1)",
    "http://cyberhelp.example/admin",
    "/administrator",
    "/services/money-scam",
    "/admin/../login",
    "",
  ])("ignores %j", (next) => {
    expect(adminReturnTarget(next, ORIGIN)).toBeNull();
  });
});
