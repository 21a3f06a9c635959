import AxeBuilder from "@axe-core/playwright";
import { describe, expect, it } from "vitest";
import { useBrowser, viewports } from "./support/browser";
import { waitForHydration } from "./support/form-page";
import { siteConfig } from "~/shared/site-config";
import { TRANSLATED_PATHS, localizedPath } from "~/shared/languages";
import { TOPIC_SLUGS, paths } from "~/shared/routes";
import { ruleEdition } from "~/shared/legal-rules";
import { faqPageItems } from "~/app/content/languages/en/faq-page";

// The topic pages, the Services page and the FAQ page in Hindi (docs/decisions/0037): each
// answers in Hindi with its alternates both ways, the English page's switch leads to it, the
// FAQ accordion works with its Hindi words, and axe finds nothing at phone and desktop widths.

const browser = useBrowser();

const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa"];

/** The pages this file proves. */
const pages = [
  paths.topic("identity-theft"),
  paths.topic("spam-email"),
  paths.topic("data-theft"),
  paths.topic("malware"),
  paths.topic("theft"),
  paths.services,
  paths.faq,
];

describe("the topic, Services and FAQ pages in Hindi", () => {
  it("are listed as translated: every topic page, the Services page and the FAQ page", () => {
    expect(TRANSLATED_PATHS.hi).toEqual(expect.arrayContaining([...TOPIC_SLUGS.map(paths.topic), ...pages]));
  });

  it("carry a Hindi title, description and breadcrumb leading to the Hindi home page", async () => {
    const page = await browser.newPage({ viewport: viewports.phone });
    for (const path of pages) {
      await page.goto(localizedPath("hi", path));
      const title = await page.title();
      expect(title, path).toMatch(/[\u0900-\u097F]/u);
      expect(title.replace(siteConfig.brand, ""), path).not.toMatch(/[A-Za-z]/);
      const description = (await page.locator('head meta[name="description"]').getAttribute("content")) ?? "";
      expect(description, path).toMatch(/[\u0900-\u097F]/u);
      const crumbs = page.getByRole("navigation", { name: "आप यहाँ हैं" });
      expect(await crumbs.getByRole("link", { name: "मुख्य पृष्ठ" }).getAttribute("href"), path).toBe("/hi");
    }
  });

  it("the Services page's cards lead to the topic pages in Hindi", async () => {
    const page = await browser.newPage({ viewport: viewports.desktop });
    await page.goto(localizedPath("hi", paths.services));
    await page.getByRole("heading", { level: 1, name: "हमारी सेवाएँ" }).waitFor();
    const card = page.getByRole("link", { name: /^और पढ़ें\s*: पहचान की चोरी$/ });
    expect(await card.getAttribute("href")).toBe(localizedPath("hi", paths.topic("identity-theft")));
    const hrefs = await page
      .locator(".link-card__more")
      .evaluateAll((links) => links.map((l) => l.getAttribute("href")));
    expect(hrefs.length).toBe(8);
    for (const href of hrefs) expect(href).toMatch(/^\/hi\/services\//);
  });

  it("the FAQ page asks every English question in Hindi, and its accordion opens a Hindi answer", async () => {
    const page = await browser.newPage({ viewport: viewports.phone });
    await page.goto(localizedPath("hi", paths.faq));
    await waitForHydration(page);
    const questions = page.locator(".accordion__button");
    expect(await questions.count()).toBe(faqPageItems.length);

    const question = page.getByRole("button", { name: /यूपीआई या मेरे एटीएम कार्ड से/ });
    expect(await question.getAttribute("aria-expanded")).toBe("false");
    await question.click();
    expect(await question.getAttribute("aria-expanded")).toBe("true");
    const answer = page.getByRole("region", { name: /यूपीआई या मेरे एटीएम कार्ड से/ });
    // The day counts come from the same legal rules as the English page.
    // The page states both of RBI's regimes, each by its dates, whatever the day it is built or read.
    const before2027 = ruleEdition("rbi-liability-third-party", "2026-12-31").window?.days;
    const from2027 = ruleEdition("rbi-liability-third-party", "2027-01-01").window?.days;
    const answerText = await answer.innerText();
    expect(answerText).toContain(`${before2027} कार्य दिवसों के भीतर`);
    expect(answerText).toContain(`${from2027} कैलेंडर दिनों`);
    // An official address in an answer opens in a new tab, and says so in Hindi.
    // (The answer names the portal more than once: each mention is such a link.)
    const portal = answer.getByRole("link", { name: "cybercrime.gov.in (नए टैब में खुलता है)" });
    expect(await portal.count()).toBeGreaterThan(0);
    for (const link of await portal.all()) expect(await link.getAttribute("href")).toBe("https://cybercrime.gov.in");
  });

  it("the theft page names its form in Hindi", async () => {
    const page = await browser.newPage({ viewport: viewports.desktop });
    await page.goto(localizedPath("hi", paths.topic("theft")));
    await page.getByRole("heading", { level: 2, name: "चोरी की सूचना दें" }).waitFor();
  });
});

// That the switch on every English page leads to its Hindi page and back is proven once, for
// every page, in languages.test.ts.
describe("the language switch on the English pages", () => {
  it("is followed to the Hindi FAQ page on a click", async () => {
    const page = await browser.newPage({ viewport: viewports.phone });
    await page.goto(paths.faq);
    await waitForHydration(page);
    await page.getByRole("link", { name: "Read this page in हिन्दी" }).click();
    await page.waitForURL((url) => url.pathname === localizedPath("hi", paths.faq));
    await page.getByRole("heading", { level: 1, name: "अक्सर पूछे जाने वाले प्रश्न" }).waitFor();
  });
});

describe("accessibility of these Hindi pages (axe, WCAG 2.2 AA)", () => {
  // One test a page and width, so that none walks every page.
  for (const [label, viewport] of Object.entries({ phone: viewports.phone, desktop: viewports.desktop })) {
    for (const path of pages.map((english) => localizedPath("hi", english))) {
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
