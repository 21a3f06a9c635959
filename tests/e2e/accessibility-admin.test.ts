import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { useBrowser, viewports } from "./support/browser";
import { createAdmin, openAdmin, seedSubmission, signIn, type Account } from "./support/admin";
import { violations } from "./support/axe";
import { ADMIN_VIEWS, adminViewPath } from "~/shared/admin-links";

const browser = useBrowser();

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

  // One signed-in page a width for the whole file: each test opens its view in it afresh.
  const signedIn = new Set<string>();
  async function signedInPage(viewport: { width: number; height: number }): Promise<Page> {
    const page = await browser.sharedPage(viewport);
    const key = `${viewport.width}x${viewport.height}`;
    if (!signedIn.has(key)) {
      await signIn(page, admin);
      signedIn.add(key);
    }
    return page;
  }

  // Phone, tablet and desktop; no wider: at the desktop width every media query of the styles,
  // the admin's included, already answers as at any wider one (scripts/axe-widths.test.ts).
  const { wide: _wider, ...checkedWidths } = viewports;
  for (const [label, viewport] of Object.entries(checkedWidths)) {
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
