import { beforeAll, describe, expect, it } from "vitest";
import type { Locator, Page } from "playwright-core";
import { request as playwrightRequest } from "playwright-core";
import { useBrowser, viewports, baseURL } from "./support/browser";
import { SETTLE } from "./support/form-page";
import { createAdmin, openAdmin, seedSubmission, signIn, type Account } from "./support/admin";
import { uniqueEmail } from "./support/submissions-db";
import { layout } from "~/shared/constants";
import { paths } from "~/shared/routes";

// The dashboard as docs/product.md §2 draws it: the sidebar and its phone menu, "Hello, {name}", the
// Overview chart of the three counts, Recent Submissions, and each view's columns.

const browser = useBrowser();
let admin: Account;

beforeAll(async () => {
  admin = await createAdmin("dashboard");
  // Every list has at least one row, so every table is drawn.
  const api = await playwrightRequest.newContext({ baseURL: baseURL() });
  await seedSubmission(api, "post_query");
  await seedSubmission(api, "contact_message");
  await seedSubmission(api, "help_request");
  await api.dispose();
});

async function adminPage(
  options: { viewport?: { width: number; height: number } } = {},
  address: string = paths.admin,
): Promise<Page> {
  const page = await browser.newPage(options);
  await signIn(page, admin);
  await openAdmin(page, admin, address);
  return page;
}

async function columnTitles(table: Locator): Promise<string[]> {
  return (await table.getByRole("columnheader").allTextContents()).map((text) => text.trim());
}

async function counts(page: Page): Promise<Record<string, number>> {
  const items = await page.getByRole("list", { name: "Submissions by form" }).getByRole("listitem").allTextContents();
  return Object.fromEntries(
    items.map((text) => {
      const match = /^(.*\D)\s*([\d,]+)$/.exec(text.trim());
      if (!match) throw new Error(`Not a count: ${text}`);
      return [match[1]!.trim(), Number(match[2]!.replaceAll(",", ""))];
    }),
  );
}

describe("Admin dashboard", () => {
  it("Dashboard: greets the admin by name and lists the sidebar's buttons in docs/product.md's order with the Inbox after the Dashboard, then Users, Audit log, Outbox, Templates, Logout and Home", async () => {
    const page = await adminPage();

    await page.getByText(`Hello, ${admin.name}`, { exact: true }).waitFor();
    const sidebar = page.getByRole("navigation", { name: "Admin" });
    const items = (await sidebar.getByRole("listitem").allTextContents()).map((text) => text.trim());
    expect(items).toEqual([
      "Dashboard",
      // With the count of new cases when there are any.
      expect.stringMatching(/^Inbox([\d,]+\+? new)?$/),
      "Post Query",
      "Contact Us",
      "Request Help",
      "Report",
      "Users",
      "Audit log",
      "Outbox",
      "Templates",
      "Logout",
      "Home",
    ]);
    expect(await sidebar.getByRole("button", { name: "Dashboard", exact: true }).getAttribute("aria-current")).toBe(
      "page",
    );
    expect(await sidebar.getByRole("link", { name: "Home", exact: true }).getAttribute("href")).toBe("/");
  });

  it("Dashboard: the Overview shows the three counts as text and as a bar chart exactly 300 px high", async () => {
    const page = await adminPage();

    await page.getByRole("heading", { name: "Overview", level: 2 }).waitFor();
    const shown = await counts(page);
    expect(Object.keys(shown)).toEqual(["Post Query", "Contact Us", "Request Help"]);
    for (const count of Object.values(shown)) expect(count).toBeGreaterThanOrEqual(1);

    const chart = page.locator(".chart-frame .recharts-wrapper > svg.recharts-surface");
    await chart.waitFor();
    expect((await chart.boundingBox())?.height).toBe(layout.chartHeightPx);
    expect(await page.locator(".chart-frame .recharts-bar-rectangle").count()).toBe(3);
  });

  it("Dashboard: a new submission raises its count when the Dashboard is shown again", async () => {
    const page = await adminPage();
    const before = (await counts(page))["Contact Us"]!;

    await seedSubmission(page.request, "contact_message");
    await page.getByRole("button", { name: "Post Query", exact: true }).click();
    await page.getByRole("button", { name: "Dashboard", exact: true }).click();

    await expect.poll(async () => (await counts(page))["Contact Us"], SETTLE).toBeGreaterThanOrEqual(before + 1);
  });

  it("Dashboard: Recent Submissions has the columns Name, Email, Message and shows a submission just sent", async () => {
    const page = await browser.newPage();
    await signIn(page, admin);
    const table = page.getByRole("table", { name: "Recent Submissions" });
    // Other test files send forms at the same time and may push a row out of the five; a
    // fresh one then proves the same.
    let cells: string[] = [];
    for (let attempt = 0; attempt < 3 && cells.length === 0; attempt++) {
      const email = uniqueEmail("recent");
      await seedSubmission(page.request, "help_request", {
        name: "Recent Sender",
        email,
        message: "My card was cloned at an ATM.",
      });
      await openAdmin(page, admin);
      expect(await columnTitles(table)).toEqual(["Name", "Email", "Message"]);
      const row = table.getByRole("row").filter({ hasText: email });
      if ((await row.count()) === 1) cells = (await row.getByRole("cell").allTextContents()).map((text) => text.trim());
      if (cells.length) expect(cells).toEqual(["Recent Sender", email, "My card was cloned at an ATM."]);
    }
    expect(cells).not.toEqual([]);
    expect(await table.getByRole("row").count()).toBeLessThanOrEqual(1 + 5);
  });

  it.each([
    [
      "Post Query",
      "Post Query Users",
      ["Name", "Email", "Phone", "State", "City", "Subject Line", "Subject", "Query", "Date", "Reference", "Status"],
    ],
    ["Contact Us", "Contact Us", ["Name", "Email", "Subject", "Message", "Date", "Reference", "Status"]],
    ["Request Help", "Request Help", ["Name", "Email", "Query", "Date", "Reference", "Status"]],
  ])(
    "%s view: the table '%s' has docs/product.md's columns exactly, then Date, Reference and Status",
    async (button, title, expected) => {
      const page = await adminPage();

      await page.getByRole("navigation", { name: "Admin" }).getByRole("button", { name: button, exact: true }).click();

      await page.getByRole("heading", { name: title, level: 1 }).waitFor();
      const table = page.getByRole("table", { name: title });
      await table.waitFor();
      expect(await columnTitles(table)).toEqual(expected);
      expect(await table.locator("th[scope=col]").count()).toBe(expected.length);
    },
  );

  it("Post Query view: Subject Line is what the person typed, Subject the topic ('—' without one), Query the message", async () => {
    const email = uniqueEmail("mapping");
    const page = await browser.newPage();
    await seedSubmission(page.request, "post_query", {
      email,
      name: "Lakshmi Menon",
      phone: "98470 12345",
      state: "Kerala",
      city: "Kochi",
      subject: "Fake KYC call",
      message: "They asked me to install a screen-sharing app.",
    });
    await signIn(page, admin);
    await openAdmin(page, admin, `/admin/post-query?q=${encodeURIComponent(email)}`);

    const row = page.getByRole("table", { name: "Post Query Users" }).getByRole("row").filter({ hasText: email });
    await row.waitFor();
    const cells = (await row.getByRole("cell").allTextContents()).map((text) => text.trim());
    expect(cells.slice(0, 8)).toEqual([
      "Lakshmi Menon",
      email,
      "98470 12345",
      "Kerala",
      "Kochi",
      "Fake KYC call",
      "—",
      "They asked me to install a screen-sharing app.",
    ]);
    expect(cells[9]).toMatch(/^CH-[A-Z0-9]{6}$/);
    expect(cells[10]).toBe("New");
  });

  it("Phone: the Menu button shows and hides the sidebar, and choosing a view closes it", async () => {
    const page = await adminPage({ viewport: viewports.phone });
    const menu = page.getByRole("button", { name: "Menu", exact: true });
    const sidebar = page.getByRole("navigation", { name: "Admin" });

    expect(await menu.getAttribute("aria-expanded")).toBe("false");
    expect(await page.locator(`#${await menu.getAttribute("aria-controls")}`).count()).toBe(1);
    expect(await sidebar.isVisible()).toBe(false);

    await menu.click();
    expect(await menu.getAttribute("aria-expanded")).toBe("true");
    await sidebar.waitFor({ state: "visible" });

    await sidebar.getByRole("button", { name: "Request Help", exact: true }).click();
    await page.getByRole("heading", { name: "Request Help", level: 1 }).waitFor();
    expect(await menu.getAttribute("aria-expanded")).toBe("false");
    await sidebar.waitFor({ state: "hidden" });
  });

  it("Desktop: the sidebar is always shown and the Menu button is not", async () => {
    const page = await adminPage({ viewport: viewports.desktop });
    expect(await page.getByRole("navigation", { name: "Admin" }).isVisible()).toBe(true);
    expect(await page.getByRole("button", { name: "Menu", exact: true }).isVisible()).toBe(false);
  });

  it("The view is in the URL: a reload stays on it and Back returns to the Dashboard", async () => {
    const page = await adminPage();

    await page.getByRole("button", { name: "Contact Us", exact: true }).click();
    await expect.poll(() => new URL(page.url()).pathname, SETTLE).toBe("/admin/contact-us");
    await expect
      .poll(() => page.getByRole("button", { name: "Contact Us", exact: true }).getAttribute("aria-current"), SETTLE)
      .toBe("page");

    await page.reload();
    await page.getByRole("heading", { name: "Contact Us", level: 1 }).waitFor();

    await page.goBack();
    await page.getByRole("heading", { name: "Dashboard", level: 1 }).waitFor();
  });

  it("The sidebar works from the keyboard: Tab reaches its buttons, which show their focus, and Enter switches the view", async () => {
    const page = await adminPage();
    const report = page.getByRole("button", { name: "Report", exact: true });

    for (
      let presses = 0;
      presses < 20 && !(await report.evaluate((element) => element === document.activeElement));
      presses++
    ) {
      await page.keyboard.press("Tab");
    }
    expect(await report.evaluate((element) => element.matches(":focus-visible"))).toBe(true);
    expect(await report.evaluate((element) => getComputedStyle(element).outlineStyle)).not.toBe("none");
    await page.keyboard.press("Enter");

    await page.getByRole("heading", { name: "Report", level: 1 }).waitFor();
  });
});
