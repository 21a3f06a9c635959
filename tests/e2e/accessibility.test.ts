import AxeBuilder from "@axe-core/playwright";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { useBrowser, viewports } from "./support/browser";
import { createAdmin, openAdmin, seedSubmission, signIn } from "./support/admin";
import { waitForHydration } from "./support/form-page";
import { PUBLIC_PATHS, paths } from "~/shared/routes";
import { ADMIN_VIEWS, adminViewPath } from "~/shared/admin-links";

const browser = useBrowser();

// WCAG 2.0, 2.1 and 2.2, levels A and AA.
const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa"];

async function violations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  return results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(" ")).join(", ")})`,
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

  for (const [label, viewport] of Object.entries(viewports)) {
    it(`every admin view, the submission detail and the phone menu have no violations at ${label} width (${viewport.width} px)`, async () => {
      const admin = await createAdmin(`axe-${label}`);
      const page = await browser.newPage({ viewport });
      const reference = await seedSubmission(page.request, "post_query", { name: "Axe Check" });
      await seedSubmission(page.request, "contact_message");
      await seedSubmission(page.request, "help_request");
      await signIn(page, admin);
      const found: Record<string, string[]> = {};
      const check = async (name: string) => {
        const list = await violations(page);
        if (list.length) found[name] = list;
      };

      // Every view the menu offers, so a new one is checked without being listed here.
      for (const view of ADMIN_VIEWS) {
        await openAdmin(page, admin, adminViewPath(view));
        await page.waitForLoadState("networkidle");
        if (view === "report") await page.getByText("Show as a table", { exact: true }).click();
        if (view === "outbox") await page.getByRole("table", { name: "Outbox" }).waitFor();
        if (view === "inbox") await page.getByRole("list", { name: /cases, most urgent first$/ }).waitFor();
        await check(view);
      }
      await openAdmin(page, admin, "/admin/post-query?q=no-such-words-anywhere");
      await page.getByText("No submissions match this search.", { exact: false }).waitFor();
      await check("empty list");

      await openAdmin(page, admin, `/admin/cases/${reference}`);
      await page
        .getByRole("dialog", { name: `Submission ${reference}` })
        .getByText("Axe Check")
        .first()
        .waitFor();
      await check("detail dialog");
      await page.getByRole("button", { name: "Delete submission" }).click();
      await check("detail dialog, delete confirmation open");

      if (viewport.width < 769) {
        await openAdmin(page, admin);
        await page.getByRole("button", { name: "Menu", exact: true }).click();
        await page.getByRole("navigation", { name: "Admin" }).waitFor();
        await check("phone menu open");
      }
      expect(found).toEqual({});
    }, 120_000);
  }
});
