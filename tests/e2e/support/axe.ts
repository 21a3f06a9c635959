import AxeBuilder from "@axe-core/playwright";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { PUBLIC_PATHS } from "~/shared/pages";
import { paths } from "~/shared/routes";
import type { useBrowser } from "./browser";

// axe (WCAG 2.2 AA) on every page at one width: one file a width (tests/e2e/accessibility-*.test.ts),
// so the widths run side by side and none holds the suite's last minutes alone.

/** WCAG 2.0, 2.1 and 2.2, levels A and AA. */
const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa"];

/** The page's violations, each with the elements it was found on. */
export async function violations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  return results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(" ")).join(", ")})`,
  );
}

const pagesToCheck = [...PUBLIC_PATHS, paths.login, paths.signup, "/no-such-page"];

/** One test a page at `viewport`, so that none walks the whole site and a failure names its page. */
export function everyPageHasNoViolations(
  browser: ReturnType<typeof useBrowser>,
  label: string,
  viewport: { width: number; height: number },
): void {
  describe(`accessibility of every page at ${label} width (axe, WCAG 2.2 AA)`, () => {
    for (const path of pagesToCheck) {
      it(`${path} has no violations at ${label} width (${viewport.width} px)`, async () => {
        const page = await browser.sharedPage(viewport);
        await page.goto(path, { waitUntil: "networkidle" });
        expect(await violations(page)).toEqual([]);
      });
    }
  });
}
