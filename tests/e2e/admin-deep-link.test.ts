import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { useBrowser } from "./support/browser";
import { waitForHydration } from "./support/form-page";
import { createAdmin, seedSubmission, type Account } from "./support/admin";
import { adminCasePath, NEXT_PARAM } from "~/shared/admin-links";
import { paths } from "~/shared/routes";

// A case's address for the desk, /admin/cases/CH-XXXXXX: opened without a session it asks for a
// login and then opens that case; the login's `next` is followed only to this site's /admin.

const browser = useBrowser();

async function logIn(page: Page, account: Account): Promise<void> {
  await page.getByLabel("Email", { exact: true }).fill(account.email);
  await page.getByLabel("Password", { exact: true }).fill(account.password);
  await page.getByRole("button", { name: "Login", exact: true }).click();
}

describe("Deep links to a case", () => {
  it("a case's link opened while signed out asks for a login, then opens that case", async () => {
    const admin = await createAdmin("deep-link");
    const page = await browser.newPage();
    const reference = await seedSubmission(page.request, "help_request", { name: "Deepa Link" });

    await page.goto(adminCasePath(reference));
    await page.waitForURL((url) => url.pathname === paths.login);
    expect(new URL(page.url()).searchParams.get(NEXT_PARAM)).toBe(adminCasePath(reference));
    await waitForHydration(page);
    await logIn(page, admin);

    await page.waitForURL((url) => url.pathname === adminCasePath(reference));
    const detail = page.getByRole("dialog");
    await detail.getByText(reference).first().waitFor();
    // The record's own words, once the detail has loaded it, over the Inbox.
    await detail.getByText("Deepa Link").first().waitFor();
    await expect.poll(() => page.title()).toBe(`${reference} | Admin | CyberHelp`);
    await detail.getByRole("button", { name: "Close", exact: true }).first().click();
    await page.waitForURL((url) => url.pathname === `${paths.admin}/inbox`);
    await page.getByRole("heading", { name: "Inbox", exact: true }).waitFor();
    // The title follows the view once the address has changed, a moment after the heading.
    await expect.poll(() => page.title()).toBe("Inbox | Admin | CyberHelp");
  });

  it("an address mailed before the views had paths opens the same list and case at their new addresses", async () => {
    const admin = await createAdmin("old-address");
    const page = await browser.newPage();
    const reference = await seedSubmission(page.request, "post_query", { name: "Oldlink Person" });
    await page.goto(
      `${paths.login}?${NEXT_PARAM}=${encodeURIComponent(`${paths.admin}?view=post_query&ref=${reference}`)}`,
    );
    await waitForHydration(page);
    await logIn(page, admin);

    await page.waitForURL((url) => url.pathname === adminCasePath(reference));
    const detail = page.getByRole("dialog");
    await detail.getByText("Oldlink Person").first().waitFor();
    await detail.getByRole("button", { name: "Close", exact: true }).first().click();
    // Closing goes back to the list the old address named.
    await page.waitForURL((url) => url.pathname === `${paths.admin}/post-query`);
    await page.getByRole("table", { name: "Post Query Users" }).waitFor();
  });

  it("a login whose next points to another site ends on the Dashboard, on this site", async () => {
    const admin = await createAdmin("evil-next");
    const page = await browser.newPage();
    await page.goto(`${paths.login}?${NEXT_PARAM}=${encodeURIComponent("https://evil.example/admin")}`);
    await waitForHydration(page);
    await logIn(page, admin);
    await page.getByText(`Hello, ${admin.name}`, { exact: true }).waitFor();
    const landed = new URL(page.url());
    expect(landed.host).not.toBe("evil.example");
    expect(landed.pathname).toBe(paths.admin);
  });

  it("an address that is not a reference is not found", async () => {
    const page = await browser.newPage();
    const response = await page.goto(`${paths.admin}/cases/not-a-reference`);
    expect(response?.status()).toBe(404);
  });
});
