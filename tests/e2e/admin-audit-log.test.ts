import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { useBrowser, viewports } from "./support/browser";
import { SETTLE } from "./support/form-page";
import { createAdmin, openAdmin, seedSubmission, signIn, type Account } from "./support/admin";
import { adminApiPaths } from "~/shared/routes";

// The audit log's filters (docs/decisions/0048): an admin looking for who exported data finds
// the export among the many views of lists, at a desk's width and on a phone, and the filters
// live in the address like the lists'.

const browser = useBrowser();
let admin: Account;

beforeAll(async () => {
  admin = await createAdmin("audit");
});

function param(page: Page, name: string): string | null {
  return new URL(page.url()).searchParams.get(name);
}

function logRows(page: Page) {
  return page.getByRole("table", { name: "Audit log" }).locator("tbody tr");
}

describe("Audit log filters", () => {
  for (const [name, viewport] of [
    ["at 1280 px", viewports.desktop],
    ["at 375 px", viewports.phone],
  ] as const) {
    it(`${name}: filtering to exports finds an export's entry among views of lists, and a case's reference finds it too`, async () => {
      const page = await browser.newPage({ viewport });
      await signIn(page, admin);
      const word = `audit${randomUUID().slice(0, 8)}`;
      const reference = await seedSubmission(page.request, "post_query", { name: "Audit Person", subject: word });
      const exported = await page.request.get(`${adminApiPaths.submissionsCsv}?kind=post_query&q=${word}`);
      expect(exported.status()).toBe(200);
      // Views of lists written after the export, as a working desk writes them all day.
      for (let index = 0; index < 3; index++) {
        expect((await page.request.get(`${adminApiPaths.submissions}?kind=post_query&q=${word}`)).status()).toBe(200);
      }

      await openAdmin(page, admin, "/admin/audit-log");
      await logRows(page).filter({ hasText: "Viewed a list of submissions" }).first().waitFor();
      await page.getByLabel("Kind of action").selectOption({ label: "Exports and downloads" });
      await expect.poll(() => param(page, "kind"), SETTLE).toBe("exports");
      const exportEntry = logRows(page).filter({ hasText: "Exported submissions" }).filter({ hasText: reference });
      // The export was already on the unfiltered page: the views leaving is what shows the filter.
      await expect
        .poll(() => logRows(page).filter({ hasText: "Viewed a list of submissions" }).count(), SETTLE)
        .toBe(0);
      await exportEntry.waitFor();
      expect(await exportEntry.textContent()).toContain(admin.email);

      // A mistyped reference is said beside the box and never sent.
      const box = page.getByRole("searchbox", { name: "Case reference" });
      await box.fill("7K3Q9M");
      await page.getByRole("button", { name: "Show" }).click();
      await page.getByText("Please send a case reference such as CH-7K3Q9M.", { exact: true }).waitFor();
      expect(await box.getAttribute("aria-invalid")).toBe("true");
      expect(param(page, "reference")).toBeNull();

      // The case's reference, typed in lower case, keeps the kind and finds the same entry.
      await box.fill(reference.toLowerCase());
      await box.press("Enter");
      await expect.poll(() => param(page, "reference"), SETTLE).toBe(reference);
      expect(param(page, "kind")).toBe("exports");
      await exportEntry.waitFor();
      await expect.poll(() => logRows(page).count(), SETTLE).toBe(1);

      // The address alone opens the same filtered log.
      await page.reload();
      await exportEntry.waitFor();
      expect(await page.getByLabel("Kind of action").inputValue()).toBe("exports");
      expect(await box.inputValue()).toBe(reference);

      // Nothing of the page is wider than the screen.
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);

      await page.getByRole("button", { name: "Clear filters" }).click();
      await expect.poll(() => param(page, "kind"), SETTLE).toBeNull();
      expect(param(page, "reference")).toBeNull();
    });
  }

  it("a desk member chosen by name shows only what they did, and the choice lives in the address", async () => {
    // Another member works just before: the newest entries are theirs.
    const other = await createAdmin("audit-other");
    const otherPage = await browser.newPage();
    await signIn(otherPage, other);
    expect((await otherPage.request.get(`${adminApiPaths.submissions}?kind=post_query`)).status()).toBe(200);

    const page = await browser.newPage();
    await signIn(page, admin);
    await openAdmin(page, admin, "/admin/audit-log");
    await logRows(page).filter({ hasText: "Viewed a list of submissions" }).filter({ hasText: other.email }).waitFor();
    const member = page.getByLabel("Desk member");
    await member.selectOption({ label: `${admin.name} (${admin.email})` });
    await expect.poll(() => param(page, "actor"), SETTLE).toMatch(/^\d+$/);
    // The last page stays on screen, marked busy, until the member's own arrives.
    const whos = () => logRows(page).locator("td:nth-child(2)").allTextContents();
    await expect
      .poll(async () => {
        const shown = await whos();
        return { rows: shown.length > 0, others: shown.filter((who) => !who.includes(admin.email)) };
      }, SETTLE)
      .toEqual({ rows: true, others: [] });
  });
});
