import AxeBuilder from "@axe-core/playwright";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { useBrowser, viewports } from "./support/browser";
import { PUBLIC_PATHS, paths } from "../../shared/routes";

const browser = useBrowser();

// WCAG 2.0, 2.1 and 2.2, levels A and AA.
const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa"];

async function violations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  return results.violations.map(
    (violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(" ")).join(", ")})`,
  );
}

const pagesToCheck = [...PUBLIC_PATHS, paths.login, paths.signup, "/no-such-page"];

describe("accessibility (axe, WCAG 2.2 AA)", () => {
  for (const [label, viewport] of Object.entries(viewports)) {
    it(`every page has no violations at ${label} width (${viewport.width} px)`, async () => {
      const page = await browser.newPage({ viewport });
      const found: Record<string, string[]> = {};
      for (const path of pagesToCheck) {
        await page.goto(path, { waitUntil: "networkidle" });
        const list = await violations(page);
        if (list.length) found[path] = list;
      }
      expect(found).toEqual({});
    }, 180_000);
  }

  it("the Request Help modal, open, has no violations", async () => {
    const page = await browser.newPage({ viewport: viewports.phone });
    await page.goto(paths.home);
    await page.getByRole("button", { name: "Request Help" }).first().click();
    await page.getByRole("dialog", { name: "Request Help - Query Form" }).waitFor();
    expect(await violations(page)).toEqual([]);
  });

  it("form errors shown under the fields have no violations", async () => {
    const page = await browser.newPage({ viewport: viewports.desktop });
    await page.goto(paths.postQuery);
    await page.getByRole("button", { name: "Submit Your Query" }).click();
    await page.getByText("Please fill out this field.").first().waitFor();
    expect(await violations(page)).toEqual([]);
  });
});
