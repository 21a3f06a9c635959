import AxeBuilder from "@axe-core/playwright";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { baseURL, useBrowser, viewports } from "./support/browser";
import { waitForHydration } from "./support/form-page";
import { siteConfig } from "~/shared/site-config";
import { TRANSLATED_PATHS, localizedPath } from "~/shared/languages";
import { paths } from "~/shared/routes";

// The Hindi site (docs/decisions/0037-languages-and-hindi.md): its pages, their links to the
// English ones and back, the language switch and the suggestion on the English home page.

const browser = useBrowser();

const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa"];

/** The share of the visible text's letters that are Devanagari. */
async function devanagariShare(page: Page): Promise<number> {
  return page.evaluate(() => {
    const text = document.body.innerText;
    const letters = text.match(/\p{L}/gu)?.length ?? 0;
    const devanagari = text.match(/[\u0900-\u097F]/gu)?.length ?? 0;
    return letters === 0 ? 0 : devanagari / letters;
  });
}

async function alternates(page: Page): Promise<Record<string, string>> {
  const links = await page
    .locator('head link[rel="alternate"][hreflang]')
    .evaluateAll((elements) =>
      elements.map((element) => [element.getAttribute("hreflang"), element.getAttribute("href")]),
    );
  return Object.fromEntries(links);
}

const hindiPaths = TRANSLATED_PATHS.hi;

describe("the Hindi pages", () => {
  it("answer 200 in Hindi, with lang=hi and hreflang links to both languages and English as the default", async () => {
    const page = await browser.newPage({ viewport: viewports.desktop });
    for (const path of hindiPaths) {
      const hindi = localizedPath("hi", path);
      const response = await page.goto(hindi);
      expect(response?.status(), hindi).toBe(200);
      expect(await page.locator("html").getAttribute("lang"), hindi).toBe("hi");
      expect(await devanagariShare(page), hindi).toBeGreaterThan(0.75);
      const expected = {
        "en-IN": `${siteConfig.siteUrl}${path}`,
        hi: `${siteConfig.siteUrl}${hindi}`,
        "x-default": `${siteConfig.siteUrl}${path}`,
      };
      expect(await alternates(page), hindi).toEqual(expected);

      // And the English page links back.
      await page.goto(path);
      expect(await page.locator("html").getAttribute("lang"), path).toBe("en-IN");
      expect(await alternates(page), path).toEqual(expected);
    }
  });

  it("answer an unknown path under /hi with the Hindi 404 page and status 404", async () => {
    const page = await browser.newPage();
    const response = await page.goto("/hi/no-such-page");
    expect(response?.status()).toBe(404);
    expect(await page.locator("html").getAttribute("lang")).toBe("hi");
    await page.getByRole("heading", { level: 1, name: "पेज नहीं मिला" }).waitFor();
    expect(await devanagariShare(page)).toBeGreaterThan(0.75);
    await page.getByRole("link", { name: "मुख्य पृष्ठ पर जाएँ" }).click();
    await page.waitForURL(/\/hi$/);
  });

  it("are listed in the sitemap beside the English ones, with their alternates", async () => {
    const response = await fetch(`${baseURL()}/sitemap.xml`);
    const sitemap = await response.text();
    for (const path of hindiPaths) {
      expect(sitemap).toContain(`<loc>${siteConfig.siteUrl}${localizedPath("hi", path)}</loc>`);
      expect(sitemap).toContain(`<loc>${siteConfig.siteUrl}${path}</loc>`);
    }
    expect(sitemap).toContain(`hreflang="hi" href="${siteConfig.siteUrl}/hi"`);
    expect(sitemap).toContain(`hreflang="x-default" href="${siteConfig.siteUrl}/"`);
  });
});

describe("the language switch", () => {
  it("leads to the same page in the other language, both ways, and the choice is remembered", async () => {
    const page = await browser.newPage({ viewport: viewports.phone });
    await page.goto(paths.home);
    await waitForHydration(page);
    await page.getByRole("link", { name: "Read this page in हिन्दी" }).click();
    await page.waitForURL(/\/hi$/);
    expect(await page.evaluate(() => localStorage.getItem("cyberhelp-language"))).toBe("hi");

    await waitForHydration(page);
    await page.getByRole("link", { name: "यह पेज पढ़ें English" }).click();
    await page.waitForURL((url) => url.pathname === "/");
    expect(await page.evaluate(() => localStorage.getItem("cyberhelp-language"))).toBe("en");
  });

  it("on a page not yet in Hindi leads to the Hindi home page", async () => {
    const page = await browser.newPage({ viewport: viewports.desktop });
    await page.goto(paths.faq);
    const link = page.getByRole("link", { name: "Read this page in हिन्दी" });
    expect(await link.getAttribute("href")).toBe("/hi");
  });
});

describe("the suggestion to read in Hindi", () => {
  it("appears on the English home page for a browser that prefers Hindi, without leaving the page", async () => {
    const page = await browser.newPage({ viewport: viewports.phone, locale: "hi-IN" });
    await page.goto(paths.home);
    await waitForHydration(page);
    const suggestion = page.getByRole("complementary", { name: "हिन्दी में पढ़ें" });
    await suggestion.waitFor();
    expect(new URL(page.url()).pathname).toBe("/");

    // "No, thanks" hides it and remembers English: it does not come back.
    await suggestion.getByRole("button", { name: "नहीं, धन्यवाद" }).click();
    await suggestion.waitFor({ state: "detached" });
    await page.reload();
    await waitForHydration(page);
    expect(await page.getByRole("complementary", { name: "हिन्दी में पढ़ें" }).count()).toBe(0);
  });

  it("leads to the Hindi home page when followed", async () => {
    const page = await browser.newPage({ viewport: viewports.desktop, locale: "hi-IN" });
    await page.goto(paths.home);
    await waitForHydration(page);
    await page.getByRole("complementary", { name: "हिन्दी में पढ़ें" }).getByRole("link").click();
    await page.waitForURL(/\/hi$/);
  });

  it("is not shown to a browser that prefers English", async () => {
    const page = await browser.newPage({ viewport: viewports.desktop, locale: "en-IN" });
    await page.goto(paths.home);
    await waitForHydration(page);
    expect(await page.getByRole("complementary", { name: "हिन्दी में पढ़ें" }).count()).toBe(0);
  });
});

describe("accessibility of the Hindi pages (axe, WCAG 2.2 AA)", () => {
  for (const [label, viewport] of Object.entries({ phone: viewports.phone, desktop: viewports.desktop })) {
    it(`has no violations at ${label} width (${viewport.width} px)`, async () => {
      const page = await browser.newPage({ viewport });
      const found: Record<string, string[]> = {};
      for (const path of [...hindiPaths.map((path) => localizedPath("hi", path)), "/hi/no-such-page"]) {
        await page.goto(path, { waitUntil: "networkidle" });
        const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
        const list = results.violations.map(
          (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
        );
        if (list.length) found[path] = list;
      }
      expect(found).toEqual({});
    }, 60_000);
  }
});
