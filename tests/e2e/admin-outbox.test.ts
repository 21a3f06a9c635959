import { beforeAll, describe, expect, it } from "vitest";
import type { Locator, Page } from "playwright-core";
import { useBrowser } from "./support/browser";
import { SETTLE } from "./support/form-page";
import { createAdmin, openAdmin, openCaseIn, seedSubmission, signIn, type Account } from "./support/admin";
import { uniqueEmail } from "./support/submissions-db";

// The e-mail issue's admin part: the Outbox view and each submission's mails in its detail.
// The browser tests' server runs without SMTP_URL, so every mail stays queued and the view
// says why.

const browser = useBrowser();
let admin: Account;

beforeAll(async () => {
  admin = await createAdmin("outbox");
});

async function signedInPage(): Promise<Page> {
  const page = await browser.newPage();
  await signIn(page, admin);
  return page;
}

function outboxRows(page: Page, reference: string): Locator {
  return page.getByRole("table", { name: "Outbox" }).locator("tbody tr").filter({ hasText: reference });
}

async function cellTexts(row: Locator): Promise<string[]> {
  return (await row.getByRole("cell").allTextContents()).map((text) => text.trim());
}

function param(page: Page, name: string): string | null {
  return new URL(page.url()).searchParams.get(name);
}

describe("Admin outbox", () => {
  it("every admin page warns while mail is kept rather than sent, and its button opens the Outbox, where it is not offered again", async () => {
    const page = await signedInPage();
    await seedSubmission(page.request, "contact_message", { name: "Banner Person", email: uniqueEmail("banner") });
    await openAdmin(page, admin, "/admin/post-query");
    const banner = page
      .getByRole("main")
      .getByRole("status")
      .filter({ hasText: /^Mail is not being sent/ });
    await banner.waitFor();
    expect(await banner.textContent()).toMatch(/\d+ mails wait in the outbox/);
    await banner.getByRole("button", { name: "Open the outbox" }).click();
    await page.getByRole("heading", { name: "Outbox", level: 1 }).waitFor();
    expect(new URL(page.url()).pathname).toBe("/admin/outbox");
    // On the outbox itself the banner still warns, without a button to the page already open.
    expect(await banner.isVisible()).toBe(true);
    expect(await banner.getByRole("button", { name: "Open the outbox" }).count()).toBe(0);
  });

  it("Outbox: lists both mails of a submission just sent, queued, and says SMTP is not configured so mail is kept, not sent", async () => {
    const page = await signedInPage();
    const email = uniqueEmail("outbox");
    const reference = await seedSubmission(page.request, "help_request", { name: "Outbox Person", email });
    await openAdmin(page, admin, "/admin/outbox");

    await page.getByRole("heading", { name: "Outbox", level: 1 }).waitFor();
    await page.getByText("E-mail is not being sent: SMTP is not configured on the server", { exact: false }).waitFor();
    const counts = await page.getByRole("list", { name: "Mail by status" }).getByRole("listitem").allTextContents();
    expect(counts.map((text) => text.replace(/[\d,\s]+$/, "").trim())).toEqual(["Queued", "Sending", "Sent", "Failed"]);
    expect(Number(counts[0]?.replace(/\D/g, ""))).toBeGreaterThanOrEqual(2);

    const rows = outboxRows(page, reference);
    await expect.poll(() => rows.count(), SETTLE).toBe(2);
    const [acknowledgement, deskAlert] = await Promise.all([cellTexts(rows.nth(0)), cellTexts(rows.nth(1))]);
    // Submission, Purpose, To, Subject, Status, Tries, Next try / sent, Last error, Actions.
    expect(acknowledgement.slice(0, 3)).toEqual([reference, "Acknowledgement", email]);
    expect(acknowledgement[3]).toContain(reference);
    expect(acknowledgement.slice(4)).toEqual(["Queued", "0", "Kept until SMTP is configured", "—", ""]);
    expect(deskAlert.slice(0, 2)).toEqual([reference, "Desk alert"]);
    expect(deskAlert[4]).toBe("Queued");
    // Only a failed mail can be retried.
    expect(await rows.getByRole("button", { name: /^Retry/ }).count()).toBe(0);
  });

  it("Outbox: the status filter asks the server for that status only, and lives in the URL", async () => {
    const page = await signedInPage();
    const reference = await seedSubmission(page.request, "contact_message", { name: "Filter Person" });
    await openAdmin(page, admin, "/admin/outbox");
    await expect.poll(() => outboxRows(page, reference).count(), SETTLE).toBe(2);

    await page.getByLabel("Status", { exact: true }).selectOption({ label: "Sent" });
    await expect.poll(() => param(page, "status"), SETTLE).toBe("sent");
    await page.getByText("No e-mail with this status.", { exact: true }).waitFor();
    expect(await outboxRows(page, reference).count()).toBe(0);

    await page.getByLabel("Status", { exact: true }).selectOption({ label: "Queued" });
    await expect.poll(() => outboxRows(page, reference).count(), SETTLE).toBe(2);
    await page.reload();
    await expect.poll(() => outboxRows(page, reference).count(), SETTLE).toBe(2);
    expect(await page.getByLabel("Status", { exact: true }).inputValue()).toBe("queued");
  });

  it("Submission detail: opened from the outbox, shows its acknowledgement and desk alert as queued, and links back to the outbox", async () => {
    const page = await signedInPage();
    const email = uniqueEmail("detail-mail");
    const reference = await seedSubmission(page.request, "post_query", { name: "Mail Detail Person", email });
    await openAdmin(page, admin, "/admin/outbox");

    await outboxRows(page, reference).first().getByRole("button", { name: reference, exact: true }).click();
    const dialog = page.getByRole("dialog", { name: `Submission ${reference}` });
    await dialog.waitFor();
    const mails = dialog.getByRole("region", { name: "E-mails" });
    const lines = async () => (await mails.getByRole("listitem").allTextContents()).map((text) => text.trim());
    await expect
      .poll(lines, SETTLE)
      .toEqual([
        expect.stringMatching(/^Desk alert to \S+@\S+: queued, not tried yet$/),
        `Acknowledgement to ${email}: queued, not tried yet`,
      ]);

    await mails.getByRole("link", { name: "Open the outbox" }).click();
    await dialog.waitFor({ state: "hidden" });
    expect(new URL(page.url()).pathname).toBe("/admin/outbox");
    expect(openCaseIn(page)).toBeNull();
    await page.getByRole("heading", { name: "Outbox", level: 1 }).waitFor();
  });

  it("Outbox at 1280 px: the table's columns wrap to fit, so Next try / sent is whole without scrolling sideways", async () => {
    const page = await signedInPage();
    await seedSubmission(page.request, "contact_message", { email: uniqueEmail("outbox-fit") });
    await openAdmin(page, admin, "/admin/outbox");
    const table = page.getByRole("table", { name: "Outbox" });
    await table.locator("tbody tr").first().waitFor();
    const region = page.getByRole("region", { name: "Outbox (scrolls sideways)" });
    const fits = await region.evaluate((node) => node.scrollWidth <= node.clientWidth);
    expect(fits).toBe(true);
    const header = table.getByRole("columnheader", { name: "Next try / sent" });
    const inside = await header.evaluate((node) => {
      const cell = node.getBoundingClientRect();
      const box = node.closest("[role=region]")!.getBoundingClientRect();
      return cell.left >= box.left && cell.right <= box.right;
    });
    expect(inside).toBe(true);
    await page.close();
  });
});
