import AxeBuilder from "@axe-core/playwright";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { baseURL, useBrowser, viewports } from "./support/browser";
import { waitForHydration } from "./support/form-page";
import { siteConfig } from "~/shared/site-config";
import { LANGUAGES, TRANSLATED_PATHS, isPrivatePath, localizedPath } from "~/shared/languages";
import { CASE_PAGE_PATH, paths } from "~/shared/routes";
import { formatReviewDate, pageReviewDates } from "~/app/content/page-reviews";
import { ruleEdition } from "~/shared/legal-rules";

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

/** The public Hindi pages; the private case page is proven in ./languages-case.test.ts. */
const hindiPaths = TRANSLATED_PATHS.hi.filter((path) => !isPrivatePath(path));
/** The topic pages in Hindi so far. */
const hindiTopicPaths = hindiPaths.filter((path) => path.startsWith("/services/"));

describe("the Hindi pages", () => {
  // One test a page, so that none walks the whole site: each proves its page and the English one.
  for (const path of hindiPaths) {
    const hindi = localizedPath("hi", path);
    // Every language's page, each named by its `lang`, and English as the default.
    const expected = {
      ...Object.fromEntries(
        LANGUAGES.map((entry) => [entry.lang, `${siteConfig.siteUrl}${localizedPath(entry.code, path)}`]),
      ),
      "x-default": `${siteConfig.siteUrl}${path}`,
    };

    it(`${hindi} answers 200 in Hindi, with lang=hi, its canonical address and hreflang links to every language and English as the default`, async () => {
      const page = await browser.sharedPage(viewports.desktop);
      const response = await page.goto(hindi);
      expect(response?.status()).toBe(200);
      expect(await page.locator("html").getAttribute("lang")).toBe("hi");
      expect(await devanagariShare(page)).toBeGreaterThan(0.75);
      expect(await alternates(page)).toEqual(expected);
      expect(await page.locator('link[rel="canonical"]').getAttribute("href")).toBe(`${siteConfig.siteUrl}${hindi}`);
    });

    it(`${path} links to the same pages, with lang=en-IN`, async () => {
      const page = await browser.sharedPage(viewports.desktop);
      await page.goto(path);
      expect(await page.locator("html").getAttribute("lang")).toBe("en-IN");
      expect(await alternates(page)).toEqual(expected);
    });
  }

  it("include the emergency topic pages", () => {
    expect(hindiTopicPaths).toEqual(
      expect.arrayContaining([
        paths.topic("money-scam"),
        paths.topic("phishing-scam"),
        paths.topic("atm-scam"),
        paths.topic("fake-calls"),
      ]),
    );
  });

  for (const path of hindiTopicPaths) {
    it(`${localizedPath("hi", path)} shows its English page's review date, day first in Hindi`, async () => {
      const page = await browser.sharedPage(viewports.phone);
      await page.goto(localizedPath("hi", path));
      const line = page.getByRole("main").getByText(/^अंतिम समीक्षा:/);
      expect(await line.innerText()).toBe(`अंतिम समीक्षा: ${formatReviewDate(pageReviewDates[path]!, "hi")}`);
      expect(await line.locator("time").getAttribute("datetime")).toBe(pageReviewDates[path]);
    });
  }

  it("state the rules' day counts from the same rules as the English page", async () => {
    const page = await browser.newPage({ viewport: viewports.desktop });
    await page.goto(localizedPath("hi", paths.topic("money-scam")));
    const when = page.getByRole("region", { name: "शिकायत कब करें" });
    // The page states both of RBI's regimes, each by its dates, whatever the day it is built or read.
    const before2027 = ruleEdition("rbi-liability-third-party", "2026-12-31").window?.days;
    const from2027 = ruleEdition("rbi-liability-third-party", "2027-01-01").window?.days;
    const whenText = await when.innerText();
    expect(whenText).toContain(`${before2027} कार्य दिवसों के भीतर`);
    expect(whenText).toContain(`${from2027} कैलेंडर दिनों`);
    // The helpline stays 1930 and leads to the phone.
    expect(await page.getByRole("link", { name: "1930 पर कॉल करें" }).first().getAttribute("href")).toBe("tel:1930");
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

  for (const path of hindiPaths) {
    it(`on ${path} leads to ${localizedPath("hi", path)}, whose switch leads back`, async () => {
      const page = await browser.sharedPage(viewports.desktop);
      await page.goto(path);
      const toHindi = page.getByRole("link", { name: "Read this page in हिन्दी" });
      expect(await toHindi.getAttribute("href")).toBe(localizedPath("hi", path));
      await page.goto(localizedPath("hi", path));
      const toEnglish = page.getByRole("link", { name: "यह पेज पढ़ें English" });
      expect(await toEnglish.getAttribute("href")).toBe(path);
    });
  }

  it("on the private case page leads to the case page in Hindi, which is no public page", async () => {
    const page = await browser.newPage({ viewport: viewports.desktop });
    expect(hindiPaths).not.toContain(CASE_PAGE_PATH);
    await page.goto(CASE_PAGE_PATH);
    const link = page.getByRole("link", { name: "Read this page in हिन्दी" });
    expect(await link.getAttribute("href")).toBe(localizedPath("hi", CASE_PAGE_PATH));
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
  // The home page, one topic page (the others share its template) and the 404 page, at each width.
  for (const [label, viewport] of Object.entries({ phone: viewports.phone, desktop: viewports.desktop })) {
    for (const path of ["/hi", localizedPath("hi", paths.topic("money-scam")), "/hi/no-such-page"]) {
      it(`${path} has no violations at ${label} width (${viewport.width} px)`, async () => {
        const page = await browser.sharedPage(viewport);
        await page.goto(path, { waitUntil: "networkidle" });
        const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
        const list = results.violations.map(
          (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
        );
        expect(list).toEqual([]);
      });
    }
  }
});
