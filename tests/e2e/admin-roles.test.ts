import { randomUUID } from "node:crypto";
import AxeBuilder from "@axe-core/playwright";
import { beforeAll, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { useBrowser, viewports } from "./support/browser";
import { SETTLE, successToast } from "./support/form-page";
import { createAdmin, newAccount, openAdmin, seedSubmission, signIn, type Account } from "./support/admin";
import { adminApiPaths, authApiPaths, paths } from "~/shared/routes";
import { timings } from "~/shared/constants";
import type { AdminUser } from "~/shared/schemas/admin-replies";

// Roles and assignment (docs/decisions/0030) as a caseworker meets them at 1280 px: a menu of
// the views they may use, a case they give to themself, and an admin-only view reached by its
// URL that says so without signing them out.

const browser = useBrowser();
let caseworker: Account;

// WCAG 2.0, 2.1 and 2.2, levels A and AA, as the site's own accessibility test.
const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa"];

async function violations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  return results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(" ")).join(", ")})`,
  );
}

beforeAll(async () => {
  // A signup an admin approves as a caseworker, the way a desk takes on a colleague.
  const admin = await createAdmin("roles");
  caseworker = newAccount("caseworker");
  const adminPage = await browser.newPage();
  const signup = await adminPage.request.post(authApiPaths.signup, { data: caseworker });
  expect(signup.status(), await signup.text()).toBe(201);
  await signIn(adminPage, admin);
  const users = (await (await adminPage.request.get(adminApiPaths.users)).json()) as AdminUser[];
  const account = users.find((user) => user.email === caseworker.email);
  const approval = await adminPage.request.post(adminApiPaths.userApprove(account!.id), {
    data: { role: "caseworker" },
  });
  expect(approval.status(), await approval.text()).toBe(200);
}, 60_000);

async function caseworkerPage(address: string = paths.admin, { clock = false } = {}): Promise<Page> {
  const page = await browser.newPage({ viewport: viewports.desktop });
  // The page's timers on a clock the test moves (time still flows by itself until then).
  if (clock) await page.clock.install();
  await signIn(page, caseworker);
  await openAdmin(page, caseworker, address);
  return page;
}

describe("Desk roles in the browser (1280 px)", () => {
  it("Caseworker: the menu holds only the dashboard, the inbox and the three lists, and a case opened from a list can be assigned to themself", async () => {
    const name = `Farah ${randomUUID().slice(0, 6)}`;
    const page = await browser.newPage({ viewport: viewports.desktop });
    const reference = await seedSubmission(page.request, "help_request", { name });
    await signIn(page, caseworker);
    await openAdmin(page, caseworker, "/admin/request-help");

    const menu = page.getByRole("navigation", { name: "Admin" });
    const entries = (await menu.getByRole("listitem").allTextContents()).map((text) => text.trim());
    expect(entries).toEqual([
      "Dashboard",
      expect.stringMatching(/^Inbox([\d,]+\+? new)?$/),
      "Post Query",
      "Contact Us",
      "Request Help",
      "Logout",
      "Home",
    ]);
    await page.getByRole("table", { name: "Request Help" }).waitFor();
    expect(await page.getByRole("link", { name: /^Export CSV/ }).count()).toBe(0);

    await page.getByRole("searchbox", { name: "Search" }).fill(name);
    await page.getByRole("searchbox", { name: "Search" }).press("Enter");
    await page.getByRole("table", { name: "Request Help" }).getByRole("button", { name, exact: true }).click();
    const dialog = page.getByRole("dialog", { name: `Submission ${reference}` });
    await dialog.waitFor();
    expect(await dialog.getByRole("button", { name: "Delete submission" }).count()).toBe(0);

    await dialog
      .getByRole("combobox", { name: "Assign to" })
      .selectOption({ label: `${caseworker.name} (Caseworker) — you` });
    await dialog.getByRole("button", { name: "Save assignee" }).click();
    await successToast(page, `Assigned to ${caseworker.name}.`).waitFor();
    await dialog.getByRole("definition").filter({ hasText: caseworker.name }).waitFor();
    expect(await violations(page)).toEqual([]);

    await dialog.getByRole("button", { name: "Close" }).click();
    await page.getByRole("checkbox", { name: "Assigned to me" }).check();
    const rows = page.getByRole("table", { name: "Request Help" }).locator("tbody tr");
    await rows.first().getByRole("button", { name, exact: true }).waitFor();
    expect(await rows.count()).toBe(1);
    await expect.poll(() => new URL(page.url()).searchParams.get("assigned"), SETTLE).toBe("me");
  });

  it("Caseworker: an admin-only view opened by its URL says 'You don't have access to this view' and keeps them signed in", async () => {
    const page = await caseworkerPage("/admin/users", { clock: true });

    await page.getByRole("alert").filter({ hasText: "You don't have access to this view" }).waitFor();
    // Past the 2 s after which an ended session goes to /login: every timer due by then fires.
    await page.clock.runFor(timings.sessionRedirectMs + 500);
    expect(new URL(page.url()).pathname).toBe("/admin/users");
    expect(await page.getByText("Session expired. Please login again.").count()).toBe(0);
    expect(await violations(page)).toEqual([]);

    await page.getByRole("navigation", { name: "Admin" }).getByRole("button", { name: "Request Help" }).click();
    await page.getByRole("table", { name: "Request Help" }).waitFor();
  });

  it("Caseworker: an admin-only view opened by its URL shows its name and that it is not theirs, without its filters or their explanation", async () => {
    const page = await caseworkerPage("/admin/outbox");

    await page.getByRole("alert").filter({ hasText: "You don't have access to this view" }).waitFor();
    await page.getByRole("heading", { name: "Outbox", level: 1 }).waitFor();
    expect(await page.getByRole("combobox", { name: "Status" }).count()).toBe(0);
    expect(await page.getByText("Retry gives it a fresh round of tries", { exact: false }).count()).toBe(0);
  });
});
