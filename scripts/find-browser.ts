import { existsSync } from "node:fs";
import { chromium } from "playwright-core";

// The browser tests, the screenshots and the Lighthouse benchmark drive a Chrome or Chromium the
// machine already has, so the README's two commands are the whole setup. CHROMIUM_PATH wins;
// then the usual places a system package or an installer puts one; then the build Playwright
// downloads with `npx playwright install chromium`.

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
): string | undefined {
  if (env.CHROMIUM_PATH) return env.CHROMIUM_PATH;
  const candidates = [...(SYSTEM_BROWSERS[process.platform] ?? []), playwrightsOwnBrowser()];
  return candidates.find((path): path is string => path !== undefined && exists(path));
}

/** The browser to drive; throws the one line that says how to get one. */
export function requireBrowser(
  env: NodeJS.ProcessEnv = process.env,
  exists: (path: string) => boolean = existsSync,
): string {
  const path = findBrowser(env, exists);
  if (!path) throw new Error(NO_BROWSER_MESSAGE);
  if (!exists(path)) throw new Error(`CHROMIUM_PATH is set to ${path}, which does not exist. ${NO_BROWSER_MESSAGE}`);
  return path;
}
