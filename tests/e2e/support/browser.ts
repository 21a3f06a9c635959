import { afterAll, afterEach, beforeAll, expect, inject } from "vitest";
import { chromium, type Browser, type BrowserContext, type Page } from "playwright-core";
import { existsSync } from "node:fs";
import { requireBrowser, type BrowserUse } from "~/scripts/find-browser";

// The machine's Chromium headless shell, or else its Chrome or Chromium (scripts/find-browser.ts),
// started the way a closed network needs: no background connections, no first-run or sync traffic.
const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

export const viewports = {
  phone: { width: 375, height: 740 },
  /** A tablet held sideways or a small laptop: the header's menu is behind its Menu button (docs/decisions/0081). */
  tablet: { width: 1024, height: 768 },
  /** The most common laptop: the header's whole menu is in its row, its dropdowns open on hover (docs/decisions/0081). */
  desktop: { width: 1280, height: 860 },
  wide: { width: 1536, height: 860 },
} as const;

export function baseURL(): string {
  return inject("baseURL");
}

/**
 * Chromium's headless shell by default (docs/decisions/0091); "full" for a test of what only the
 * desktop browser has, such as showing a notification.
 */
export async function launchBrowser(use: BrowserUse = "tests"): Promise<Browser> {
  return chromium.launch({
    executablePath: requireBrowser(process.env, existsSync, use),
    headless: true,
    args: CHROMIUM_ARGS,
  });
}

/**
 * One browser per test file; each test opens fresh contexts (no shared storage), closed after
 * the test. A script error in any page fails the test that caused it.
 */
export function useBrowser({ use = "tests" }: { use?: BrowserUse } = {}) {
  let browser: Browser | undefined;
  let contexts: BrowserContext[] = [];
  let pageErrors: string[] = [];
  // Pages kept for the whole file, one per viewport (sharedPage below).
  const shared = new Map<string, Promise<Page>>();
  beforeAll(async () => {
    browser = await launchBrowser(use);
  });
  afterEach(async () => {
    await Promise.all(contexts.map((context) => context.close()));
    contexts = [];
    const errors = pageErrors;
    pageErrors = [];
    expect(errors, "uncaught errors in the page").toEqual([]);
  });
  afterAll(async () => {
    await Promise.all([...shared.values()].map(async (page) => (await page).context().close()));
    shared.clear();
    await browser?.close();
  });
  return {
    /**
     * One page at `viewport` for every test of the file that asks for it, kept open between
     * tests: for tests that only open a public page and read it (axe, layout, links). A new
     * browser context costs about half a second of a quiet machine's time, as much as the page
     * load itself. Such tests must not depend on what an earlier test left in the page's cookies
     * or storage; a test that signs in, sends a form or remembers a choice uses newPage.
     */
    sharedPage(viewport: { width: number; height: number } = viewports.desktop): Promise<Page> {
      const key = `${viewport.width}x${viewport.height}`;
      let page = shared.get(key);
      if (!page) {
        if (!browser) throw new Error("The browser has not started");
        page = browser
          .newContext({ baseURL: baseURL(), viewport, reducedMotion: "reduce" })
          .then((context) => context.newPage())
          .then((opened) => {
            opened.on("pageerror", (error) => pageErrors.push(error.message));
            return opened;
          });
        shared.set(key, page);
      }
      return page;
    },
    async newPage(
      options: {
        viewport?: { width: number; height: number };
        reducedMotion?: boolean;
        javaScriptEnabled?: boolean;
        /** A phone's touch screen: touch events, and "(pointer: coarse)" for the page. */
        touch?: boolean;
        /** Another server than the shared one (a test that needs a database of its own). */
        baseURL?: string;
        /** The browser's language (navigator.languages, Accept-Language), e.g. "hi-IN". */
        locale?: string;
      } = {},
    ): Promise<Page> {
      if (!browser) throw new Error("The browser has not started");
      const context = await browser.newContext({
        baseURL: options.baseURL ?? baseURL(),
        javaScriptEnabled: options.javaScriptEnabled ?? true,
        viewport: options.viewport ?? viewports.desktop,
        reducedMotion: options.reducedMotion === false ? "no-preference" : "reduce",
        ...(options.touch ? { hasTouch: true, isMobile: true } : {}),
        ...(options.locale ? { locale: options.locale } : {}),
      });
      contexts.push(context);
      const page = await context.newPage();
      page.on("pageerror", (error) => pageErrors.push(error.message));
      return page;
    },
  };
}
