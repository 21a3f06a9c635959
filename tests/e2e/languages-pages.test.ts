import AxeBuilder from "@axe-core/playwright";
import { describe, expect, it } from "vitest";
import { useBrowser, viewports } from "./support/browser";
import { localizedPath } from "~/shared/languages";
import { LEARNING_SLUGS, paths } from "~/shared/routes";
import { formatReviewDate, pageReviewDates } from "~/app/content/page-reviews";
import { ruleEdition } from "~/shared/legal-rules";

// The Learning Corner and its four pages, Government Policies, About, Terms and the Privacy
// Policy in Hindi (docs/decisions/0037-languages-and-hindi.md).

const browser = useBrowser();

const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa"];

const pagesInHindi = [
  paths.learningCorner,
  ...LEARNING_SLUGS.map((slug) => paths.learning(slug)),
  paths.governmentPolicies,
  paths.about,
  paths.terms,
  paths.privacy,
];

describe("the Learning Corner, Government Policies, About, Terms and Privacy pages in Hindi", () => {
  it("show a Hindi title, breadcrumb and review date, day first", async () => {
    const page = await browser.newPage({ viewport: viewports.phone });
    await page.goto(localizedPath("hi", paths.governmentPolicies));
    expect(await page.title()).toContain("सरकारी नीतियाँ");
    const crumbs = page.getByRole("navigation", { name: "आप यहाँ हैं" });
    expect(await crumbs.getByRole("link", { name: "मुख्य पृष्ठ" }).getAttribute("href")).toBe("/hi");
    const line = page.getByRole("main").getByText(/^अंतिम समीक्षा:/);
    expect(await line.innerText()).toBe(
      `अंतिम समीक्षा: ${formatReviewDate(pageReviewDates[paths.governmentPolicies]!, "hi")}`,
    );
  });

  it("lead from the Hindi Learning Corner to the Hindi guides", async () => {
    const page = await browser.newPage({ viewport: viewports.desktop });
    await page.goto(localizedPath("hi", paths.learningCorner));
    await page.getByRole("link", { name: /^और पढ़ें\W+नागरिक पुस्तिका$/ }).click();
    await page.waitForURL((url) => url.pathname === localizedPath("hi", paths.learning("manual")));
    await page.getByRole("heading", { level: 1, name: "नागरिक पुस्तिका" }).waitFor();
  });

  it("state the bank's deadline from the same rule as the English manual", async () => {
    const page = await browser.newPage({ viewport: viewports.desktop });
    await page.goto(localizedPath("hi", paths.learning("manual")));
    const rights = page.locator("section.content-block", {
      has: page.getByRole("heading", { name: "आपके अधिकार और कानून" }),
    });
    // The page states both of RBI's regimes, each by its dates, whatever the day it is built or read.
    const before2027 = ruleEdition("rbi-liability-third-party", "2026-12-31").window?.days;
    const from2027 = ruleEdition("rbi-liability-third-party", "2027-01-01").window?.days;
    const rightsText = await rights.innerText();
    expect(rightsText).toContain(`${before2027} कार्य दिवसों के भीतर`);
    expect(rightsText).toContain(`${from2027} कैलेंडर दिनों`);
  });

  for (const [path, heading] of [
    [paths.terms, "सेवा की शर्तें"],
    [paths.privacy, "गोपनीयता नीति"],
  ] as const) {
    it(`${heading} says near its top that it is a translation, that the English version prevails, and links to it`, async () => {
      const page = await browser.newPage({ viewport: viewports.phone });
      await page.goto(localizedPath("hi", path));
      await page.getByRole("heading", { level: 1, name: heading }).waitFor();
      const notice = page.getByRole("note", { name: "इस अनुवाद के बारे में" });
      expect(await notice.innerText()).toContain("अगर दोनों में कोई अंतर हो, तो अंग्रेज़ी रूप ही मान्य होगा।");
      expect(await notice.isVisible()).toBe(true);
      const english = notice.getByRole("link", { name: "अंग्रेज़ी रूप पढ़ें" });
      expect(await english.getAttribute("href")).toBe(path);
      // Before the document itself: the first thing read after the banner.
      const noticeTop = (await notice.boundingBox())?.y ?? Infinity;
      const firstSection = (await page.getByRole("main").locator("ol h2").first().boundingBox())?.y ?? 0;
      expect(noticeTop).toBeLessThan(firstSection);
      await english.click();
      await page.waitForURL((url) => url.pathname === path);
      expect(await page.locator("html").getAttribute("lang")).toBe("en-IN");
    });
  }

  it("leave the English Terms and Privacy Policy without a translation notice", async () => {
    const page = await browser.newPage({ viewport: viewports.desktop });
    for (const path of [paths.terms, paths.privacy]) {
      await page.goto(path);
      expect(await page.getByRole("note").count(), path).toBe(0);
    }
  });
});

describe("accessibility of these Hindi pages (axe, WCAG 2.2 AA)", () => {
  // One test a page and width, so that none walks every page.
  for (const [label, viewport] of Object.entries({ phone: viewports.phone, desktop: viewports.desktop })) {
    for (const path of pagesInHindi.map((english) => localizedPath("hi", english))) {
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
