import { describe, expect, it } from "vitest";
import { findBrowser, NO_BROWSER_MESSAGE, requireBrowser } from "./find-browser";

describe("finding a browser for the browser tests", () => {
  it("uses CHROMIUM_PATH when it is set, before any browser the machine has", () => {
    expect(findBrowser({ CHROMIUM_PATH: "/opt/chrome/chrome" }, () => true)).toBe("/opt/chrome/chrome");
  });

  it("takes the first browser that exists on the machine", () => {
    const installed = new Set(["/usr/bin/google-chrome-stable", "/usr/bin/chromium-browser"]);
    const found = findBrowser({}, (path) => installed.has(path));
    if (process.platform === "linux") expect(found).toBe("/usr/bin/chromium-browser");
    else expect(found).toBeUndefined();
  });

  it.runIf(process.platform === "linux")(
    "gives the browser tests Chromium's headless shell before the full browser, and screenshots the full browser",
    () => {
      const installed = new Set(["/usr/bin/chromium", "/usr/bin/chromium-headless-shell"]);
      const exists = (path: string) => installed.has(path);
      expect(findBrowser({}, exists, "tests")).toBe("/usr/bin/chromium-headless-shell");
      expect(findBrowser({}, exists, "full")).toBe("/usr/bin/chromium");
      expect(findBrowser({}, exists)).toBe("/usr/bin/chromium");
    },
  );

  it.runIf(process.platform === "linux")(
    "lets the browser tests fall back to the full browser when the machine has no headless shell",
    () => {
      expect(findBrowser({}, (path) => path === "/usr/bin/chromium", "tests")).toBe("/usr/bin/chromium");
    },
  );

  it("says in one line how to get a browser when the machine has none", () => {
    expect(findBrowser({}, () => false)).toBeUndefined();
    expect(() => requireBrowser({}, () => false)).toThrow(NO_BROWSER_MESSAGE);
    expect(NO_BROWSER_MESSAGE).not.toContain("\n");
  });

  it("names a CHROMIUM_PATH that points at nothing", () => {
    expect(() => requireBrowser({ CHROMIUM_PATH: "/nowhere/chrome" }, () => false)).toThrow(
      "CHROMIUM_PATH is set to /nowhere/chrome, which does not exist.",
    );
  });
});
