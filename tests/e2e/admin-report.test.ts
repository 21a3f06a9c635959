import { beforeAll, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { useBrowser, viewports } from "./support/browser";
import { SETTLE } from "./support/form-page";
import { createAdmin, newAccount, openAdmin, seedSubmission, signIn, type Account } from "./support/admin";
import { REPORT_SECTIONS, adminApiPaths, authApiPaths, paths } from "~/shared/routes";
import { layout } from "~/shared/constants";

// The Report view (docs/product.md §10: per day by form over 30 or 90 days, by state, topic and
// status, each with a CSV of what is shown), the Users view and the Audit log.

const browser = useBrowser();
let admin: Account;

beforeAll(async () => {
  admin = await createAdmin("report");
});

async function signedInPage(address: string = paths.admin): Promise<Page> {
  const page = await browser.newPage();
  await signIn(page, admin);
  await openAdmin(page, admin, address);
  return page;
}

describe("Report view", () => {
  it("Report: six sections, each with its own CSV link for the window shown; the per-day chart is 300 px high with a table beside it", async () => {
    const page = await browser.newPage();
    await seedSubmission(page.request, "post_query", { state: "Odisha" });
    await signIn(page, admin);
    await openAdmin(page, admin, "/admin/report");

    const headings = [
      "Submissions per day",
      "By state",
      "By topic",
      "By status",
      "Response times",
      "Open cases by assignee",
    ];
    for (const heading of headings) await page.getByRole("heading", { name: heading, level: 2 }).waitFor();
    const links = page.getByRole("link", { name: /^Download CSV/ });
    expect(await links.count()).toBe(REPORT_SECTIONS.length);
    expect(await links.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute("href")))).toEqual(
      REPORT_SECTIONS.map((section) => `${adminApiPaths.reportCsv(section)}?days=30`),
    );

    const chart = page.locator(".chart-frame .recharts-wrapper > svg.recharts-surface");
    await chart.waitFor();
    expect((await chart.boundingBox())?.height).toBe(layout.chartHeightPx);

    // The chart's text alternative: a table of the same numbers, one row per day.
    await page.getByText("Show as a table", { exact: true }).click();
    const perDay = page.getByRole("table", { name: "Submissions per day" });
    await perDay.waitFor();
    expect(await perDay.locator("tbody tr").count()).toBe(30);
    expect((await perDay.getByRole("columnheader").allTextContents()).map((text) => text.trim())).toEqual([
      "Date",
      "Post Query",
      "Contact Us",
      "Request Help",
      "Total",
    ]);

    const byState = page.getByRole("table", { name: "By state" });
    const odisha = byState
      .getByRole("row")
      .filter({ has: page.getByRole("rowheader", { name: "Odisha", exact: true }) });
    expect(Number((await odisha.getByRole("cell").textContent())?.replaceAll(",", ""))).toBeGreaterThanOrEqual(1);
  });

  it("Report: choosing 90 days reads that window and its CSV links follow", async () => {
    const page = await signedInPage("/admin/report");
    await page.getByRole("heading", { name: "Submissions per day", level: 2 }).waitFor();

    await page.getByLabel("Period", { exact: true }).selectOption({ label: "Last 90 days" });

    await expect.poll(() => new URL(page.url()).searchParams.get("days"), SETTLE).toBe("90");
    await expect
      .poll(
        () =>
          page
            .getByRole("link", { name: /^Download CSV/ })
            .first()
            .getAttribute("href"),
        SETTLE,
      )
      .toBe(`${adminApiPaths.reportCsv("per-day")}?days=90`);
    await page.getByText("Show as a table", { exact: true }).click();
    await expect
      .poll(() => page.getByRole("table", { name: "Submissions per day" }).locator("tbody tr").count(), SETTLE)
      .toBe(90);
  });

  it("Report: a section's CSV downloads with the page's session", async () => {
    const page = await signedInPage("/admin/report");
    const link = page.getByRole("link", { name: /^Download CSV/ }).nth(REPORT_SECTIONS.indexOf("by-status"));
    await link.waitFor();

    const [download] = await Promise.all([page.waitForEvent("download"), link.click()]);

    expect(await download.failure()).toBeNull();
    expect(download.suggestedFilename()).toMatch(/\.csv$/);
  });
});

describe("Users and Audit log views", () => {
  it("Users: the table lists accounts with name, actions, email, role, status and date; an admin cannot disable their own account here", async () => {
    const page = await signedInPage("/admin/users");

    const table = page.getByRole("table", { name: "Users" });
    await table.waitFor();
    expect((await table.getByRole("columnheader").allTextContents()).map((text) => text.trim())).toEqual([
      "Name",
      "Actions",
      "Email",
      "Role",
      "Status",
      "Created",
    ]);
    const own = table.getByRole("row").filter({ hasText: admin.email });
    await own.getByText("Active", { exact: true }).waitFor();
    await own.getByText("Admin", { exact: true }).waitFor();
    expect(await own.getByRole("button").count()).toBe(0);
  });

  it("Users at 375 px: a pending signup's Approve and Reject buttons are on screen without scrolling the table sideways", async () => {
    const newcomer = newAccount("phonesignup");
    const page = await browser.newPage({ viewport: viewports.phone });
    const signup = await page.request.post(authApiPaths.signup, { data: newcomer });
    expect(signup.status(), await signup.text()).toBe(201);
    await signIn(page, admin);
    await openAdmin(page, admin, "/admin/users");
    const row = page.getByRole("table", { name: "Users" }).getByRole("row").filter({ hasText: newcomer.email });
    await row.getByText("Pending", { exact: true }).waitFor();
    for (const name of [`Approve as Caseworker ${newcomer.name}`, `Reject ${newcomer.name}`]) {
      const button = row.getByRole("button", { name });
      await button.scrollIntoViewIfNeeded();
      const inView = await button.evaluate((node) => {
        const box = node.getBoundingClientRect();
        return box.left >= 0 && box.right <= window.innerWidth;
      });
      expect(inView, name).toBe(true);
    }
    // Nothing was scrolled sideways to get there: not the table's region, not the page.
    expect(
      await page.getByRole("region", { name: "Users (scrolls sideways)" }).evaluate((node) => node.scrollLeft),
    ).toBe(0);
    expect(await page.evaluate(() => window.scrollX)).toBe(0);
    await page.close();
  });

  it("Users: Disable asks first, and No changes nothing and gives the focus back to Disable", async () => {
    const other = await createAdmin("kept");
    const page = await signedInPage("/admin/users");
    const row = page.getByRole("table", { name: "Users" }).getByRole("row").filter({ hasText: other.email });
    const disable = row.getByRole("button", { name: `Disable ${other.name}` });

    await disable.click();
    const question = row.getByRole("group", { name: /^Are you sure you want to disable / });
    await question.waitFor();
    expect(await question.textContent()).toContain(`disable ${other.name}? They will no longer be able to log in.`);
    // The safe answer has the focus.
    const no = question.getByRole("button", { name: `No ${other.name}` });
    await expect.poll(() => no.evaluate((button) => button === document.activeElement)).toBe(true);
    await no.click();

    await expect.poll(() => disable.evaluate((button) => button === document.activeElement), SETTLE).toBe(true);
    expect(await question.count()).toBe(0);
    expect(await row.getByText("Active", { exact: true }).isVisible()).toBe(true);
    // Read again from the server: the account is still active.
    await page.reload();
    await row.getByText("Active", { exact: true }).waitFor();
    // The row's buttons come with the signed-in member's role, which may arrive after the list.
    await row.getByRole("button", { name: `Disable ${other.name}` }).waitFor();
  });

  it("Users: disabling another admin and approving them again as an Admin, each only after Yes, each with a toast", async () => {
    const other = await createAdmin("colleague");
    const page = await signedInPage("/admin/users");
    const row = page.getByRole("table", { name: "Users" }).getByRole("row").filter({ hasText: other.email });
    const notifications = page.getByRole("region", { name: "Notifications" });

    await row.getByRole("button", { name: `Disable ${other.name}` }).click();
    await row.getByRole("button", { name: `Yes, disable ${other.name}` }).click();
    await notifications.getByText(`${other.name} can no longer log in.`).waitFor();
    await row.getByText("Disabled", { exact: true }).waitFor();
    // The focus stays in the row, on its first action now.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent), SETTLE)
      .toBe(`Approve as Admin ${other.name}`);

    const approveAdmin = row.getByRole("button", { name: `Approve as Admin ${other.name}` });
    await approveAdmin.click();
    const question = row.getByRole("group", { name: /^Are you sure you want to approve / });
    expect(await question.textContent()).toContain(`approve ${other.name} as an Admin?`);
    await page.keyboard.press("Escape");
    await expect.poll(() => approveAdmin.evaluate((button) => button === document.activeElement), SETTLE).toBe(true);
    expect(await row.getByText("Disabled", { exact: true }).isVisible()).toBe(true);

    await approveAdmin.click();
    await row.getByRole("button", { name: `Yes, approve as Admin ${other.name}` }).click();
    await notifications.getByText(`${other.name} can now log in (Admin).`).waitFor();
    await row.getByText("Active", { exact: true }).waitFor();
  });

  it("Users: approving a signup as a Caseworker asks nothing", async () => {
    const newcomer = newAccount("caseworker-signup");
    const page = await browser.newPage();
    const signup = await page.request.post(authApiPaths.signup, { data: newcomer });
    expect(signup.status(), await signup.text()).toBe(201);
    await signIn(page, admin);
    await openAdmin(page, admin, "/admin/users");
    const row = page.getByRole("table", { name: "Users" }).getByRole("row").filter({ hasText: newcomer.email });
    await row.getByRole("button", { name: `Approve as Caseworker ${newcomer.name}` }).click();
    await page
      .getByRole("region", { name: "Notifications" })
      .getByText(`${newcomer.name} can now log in (Caseworker).`)
      .waitFor();
    expect(await row.getByRole("group").count()).toBe(0);
  });

  it("Audit log: a paged table of when, who, action, target and detail, newest first", async () => {
    const page = await signedInPage("/admin/audit-log");

    const table = page.getByRole("table", { name: "Audit log" });
    await table.waitFor();
    expect((await table.getByRole("columnheader").allTextContents()).map((text) => text.trim())).toEqual([
      "When",
      "Who",
      "Action",
      "Target",
      "Detail",
    ]);
    // Signing in is itself an entry.
    await table.getByRole("row").filter({ hasText: admin.email }).filter({ hasText: "Logged in" }).first().waitFor();
  });
});
