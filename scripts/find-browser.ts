import { existsSync } from "node:fs";
import { chromium } from "playwright-core";

// The browser tests, the screenshots and the Lighthouse benchmark drive a Chrome or Chromium the
// machine already has, so the README's two commands are the whole setup. CHROMIUM_PATH wins;
// then the usual places a system package or an installer puts one; then the build Playwright
// downloads with `npx playwright install chromium`. The browser tests look first for Chromium's
// headless shell, the same engine without the desktop browser around it: it opens a fresh browser
// context for a quarter of the processor time and takes half as long over a test file, and
// Playwright drives it for headless tests by default (docs/decisions/0091).

const SYSTEM_BROWSERS: Partial<Record<NodeJS.Platform, string[]>> = {
  linux: [
    "/usr/bin/chromium",
    "/usr/bin/chromium-browser",
    "/usr/bin/google-chrome-stable",
    "/usr/bin/google-chrome",
    "/snap/bin/chromium",
  ],
  darwin: [
    "/Applications/Google Chrome.app/Contents/MacOS/Google Chrome",
    "/Applications/Chromium.app/Contents/MacOS/Chromium",
  ],
  win32: [
    `${process.env.PROGRAMFILES ?? "C:\\Program Files"}\\Google\\Chrome\\Application\\chrome.exe`,
    `${process.env["PROGRAMFILES(X86)"] ?? "C:\\Program Files (x86)"}\\Google\\Chrome\\Application\\chrome.exe`,
    `${process.env.LOCALAPPDATA ?? ""}\\Google\\Chrome\\Application\\chrome.exe`,
  ],
};

/** Chromium's headless shell as system packages install it (Debian: chromium-headless-shell). */
const HEADLESS_SHELLS: Partial<Record<NodeJS.Platform, string[]>> = {
  linux: ["/usr/bin/chromium-headless-shell"],
};

/**
 * What the browser is for: "tests" drive pages and read them, where the headless shell does the
 * same work for less; "full" is the browser a visitor has, for screenshots and Lighthouse.
 */
export type BrowserUse = "tests" | "full";

export const NO_BROWSER_MESSAGE =
  "No Chrome or Chromium found: install one (Debian/Ubuntu: apt-get install chromium; anywhere: npx playwright install chromium) or set CHROMIUM_PATH to its executable.";

function playwrightsOwnBrowser(): string | undefined {
  try {
    return chromium.executablePath();
  } catch {
    return undefined;
  }
}

/** The first browser that exists, or undefined. */
export function findBrowser(
  env: NodeJS.ProcessEnv = process.env,
  exists: (path: string) => boolean = existsSync,
  use: BrowserUse = "full",
): string | undefined {
  if (env.CHROMIUM_PATH) return env.CHROMIUM_PATH;
  const candidates = [
    ...(use === "tests" ? (HEADLESS_SHELLS[process.platform] ?? []) : []),
    ...(SYSTEM_BROWSERS[process.platform] ?? []),
    playwrightsOwnBrowser(),
  ];
  return candidates.find((path): path is string => path !== undefined && exists(path));
}

/** The browser to drive; throws the one line that says how to get one. */
export function requireBrowser(
  env: NodeJS.ProcessEnv = process.env,
  exists: (path: string) => boolean = existsSync,
  use: BrowserUse = "full",
): string {
  const path = findBrowser(env, exists, use);
  if (!path) throw new Error(NO_BROWSER_MESSAGE);
  if (!exists(path)) throw new Error(`CHROMIUM_PATH is set to ${path}, which does not exist. ${NO_BROWSER_MESSAGE}`);
  return path;
}
