import AxeBuilder from "@axe-core/playwright";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { useBrowser, viewports } from "./support/browser";
import { createAdmin, openAdmin, seedSubmission, signIn, type Account } from "./support/admin";
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
  // One test a page and width: none walks the whole site, and a failure names its page.
  for (const [label, viewport] of Object.entries(viewports)) {
    for (const path of pagesToCheck) {
      it(`${path} has no violations at ${label} width (${viewport.width} px)`, async () => {
        const page = await browser.newPage({ viewport });
        await page.goto(path, { waitUntil: "networkidle" });
        expect(await violations(page)).toEqual([]);
      });
    }
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
});

describe("accessibility of the admin (axe, WCAG 2.2 AA)", () => {
  // One account and a few cases for every test here; each test signs in and checks one view.
  let admin: Account;
  let reference: string;
  beforeAll(async () => {
    admin = await createAdmin("axe");
    const seeding = await browser.newPage();
    reference = await seedSubmission(seeding.request, "post_query", { name: "Axe Check" });
    await seedSubmission(seeding.request, "contact_message");
    await seedSubmission(seeding.request, "help_request");
    await seeding.close();
  });

  async function signedInPage(viewport: { width: number; height: number }): Promise<Page> {
    const page = await browser.newPage({ viewport });
    await signIn(page, admin);
    return page;
  }

  for (const [label, viewport] of Object.entries(viewports)) {
    // Every view the menu offers, so a new one is checked without being listed here.
    for (const view of ADMIN_VIEWS) {
      it(`the ${view} view has no violations at ${label} width (${viewport.width} px)`, async () => {
        const page = await signedInPage(viewport);
        await openAdmin(page, admin, adminViewPath(view));
        await page.waitForLoadState("networkidle");
        if (view === "report") await page.getByText("Show as a table", { exact: true }).click();
        if (view === "outbox") await page.getByRole("table", { name: "Outbox" }).waitFor();
        if (view === "inbox") await page.getByRole("list", { name: /cases, most urgent first$/ }).waitFor();
        expect(await violations(page)).toEqual([]);
      });
    }

    it(`an empty search result has no violations at ${label} width (${viewport.width} px)`, async () => {
      const page = await signedInPage(viewport);
      await openAdmin(page, admin, "/admin/post-query?q=no-such-words-anywhere");
      await page.getByText("No submissions match this search.", { exact: false }).waitFor();
      expect(await violations(page)).toEqual([]);
    });

    it(`the submission detail, and its delete confirmation, have no violations at ${label} width (${viewport.width} px)`, async () => {
      const page = await signedInPage(viewport);
      await openAdmin(page, admin, `/admin/cases/${reference}`);
      await page
        .getByRole("dialog", { name: `Submission ${reference}` })
        .getByText("Axe Check")
        .first()
        .waitFor();
      expect(await violations(page), "detail dialog").toEqual([]);
      await page.getByRole("button", { name: "Delete submission" }).click();
      expect(await violations(page), "detail dialog, delete confirmation open").toEqual([]);
    });

    if (viewport.width < 769) {
      it(`the phone menu, open, has no violations at ${label} width (${viewport.width} px)`, async () => {
        const page = await signedInPage(viewport);
        await openAdmin(page, admin);
        await page.getByRole("button", { name: "Menu", exact: true }).click();
        await page.getByRole("navigation", { name: "Admin" }).waitFor();
        expect(await violations(page)).toEqual([]);
      });
    }
  }
});
