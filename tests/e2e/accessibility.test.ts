import { describe, expect, it } from "vitest";
import { useBrowser, viewports } from "./support/browser";
import { violations } from "./support/axe";
import { waitForHydration } from "./support/form-page";
import { paths } from "~/shared/routes";

// The states a page reaches only through its scripts; every page as served is checked at each
// width in ./accessibility-phone.test.ts and -desktop (no wider: scripts/axe-widths.test.ts), the admin in
// ./accessibility-admin.test.ts.

const browser = useBrowser();

describe("accessibility (axe, WCAG 2.2 AA)", () => {
  it("the Request Help modal, open, has no violations", async () => {
    const page = await browser.newPage({ viewport: viewports.phone });
    await page.goto(paths.home);
    // On a live page, so the dialog opens at once (tests/e2e/support/form-page.ts).
    await waitForHydration(page);
    await page.getByRole("link", { name: "Request Help" }).first().click();
    await page
      .getByRole("dialog", { name: "Request Help - Query Form" })
      .getByRole("textbox", { name: "Name" })
      .waitFor();
    expect(await violations(page)).toEqual([]);
  });

  it("form errors shown under the fields have no violations", async () => {
    const page = await browser.newPage({ viewport: viewports.desktop });
    await page.goto(paths.postQuery);
    await waitForHydration(page);
    await page.getByRole("button", { name: "Submit Your Query" }).click();
    await page.getByText("Please fill out this field.").first().waitFor();
    expect(await violations(page)).toEqual([]);
  });
});
