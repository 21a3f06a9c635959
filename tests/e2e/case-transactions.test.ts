import AxeBuilder from "@axe-core/playwright";
import { describe, expect, it } from "vitest";
import type { Locator, Page } from "playwright-core";
import { baseURL, useBrowser, viewports } from "./support/browser";
import { expectFieldError, field, waitForHydration } from "./support/form-page";
import { uniqueEmail } from "./support/submissions-db";
import { unfoldTypedText } from "./support/typed-text";
import { indiaDateTimeLocal } from "~/shared/india-time";
import { apiPaths, CASE_PAGE_PATH } from "~/shared/routes";

// The transactions a victim lists on their case page, at a phone's width: added, listed with
// their amounts and total, and removed, with JavaScript and without it.

const browser = useBrowser();

function phonePage(options: { javaScriptEnabled?: boolean } = {}): Promise<Page> {
  return browser.newPage({ viewport: viewports.phone, ...options });
}

/** A help request sent through the API, as an app would; returns its case link. */
async function sendHelpRequest(page: Page, label: string): Promise<string> {
  const response = await page.request.post(`${baseURL()}${apiPaths.helpRequests}`, {
    data: { name: "Meera Iyer", email: uniqueEmail(label), query: `UPI debits I never made (${label}).` },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { caseUrl: string }).caseUrl;
}

function transactionsOf(page: Page): Locator {
  return page.getByRole("main").getByRole("region", { name: "Your transactions" });
}

function listed(section: Locator): Locator {
  return section.getByRole("list", { name: "Transactions you have added" }).getByRole("listitem");
}

/** A few minutes ago on India's clock: never in the future, whatever the hour the test runs. */
function minutesAgo(minutes: number): string {
  return indiaDateTimeLocal(new Date(Date.now() - minutes * 60_000));
}

async function fillTransaction(section: Locator, values: { when: string; amount: string; utr?: string; to?: string }) {
  await field(section, "Date and time").fill(values.when);
  await field(section, "Amount in rupees").fill(values.amount);
  await field(section, "UTR / transaction ID (optional)").fill(values.utr ?? "");
  await field(section, "Paid to: the receiving UPI ID or account (optional)").fill(values.to ?? "");
}

describe("A victim's transactions on the case page", () => {
  it("at 375 px, an added transaction is listed with its amount and the total, what was typed shows as text, and Remove takes it away", async () => {
    const page = await phonePage();
    await page.goto(await sendHelpRequest(page, "transactions"));
    await waitForHydration(page);
    const section = transactionsOf(page);
    await section.waitFor();
    expect(await section.textContent()).toContain("No transactions yet. Add each payment the fraud took");

    await fillTransaction(section, {
      when: minutesAgo(30),
      amount: "12,500.5",
      utr: "431212345678",
      to: '<img src=x onerror="alert(1)">@ybl',
    });
    await section.getByRole("button", { name: "Add transaction" }).click();
    await section.getByText("Added to your transactions.").waitFor();
    // Folded under who typed it until the case is opened from its mail (docs/decisions/0075).
    await unfoldTypedText(section);
    expect(await listed(section).count()).toBe(1);
    const first = listed(section).first();
    expect(await first.textContent()).toContain("₹12,500.50");
    expect(await first.textContent()).toContain("431212345678");
    expect(await first.getByText('<img src=x onerror="alert(1)">@ybl', { exact: true }).isVisible()).toBe(true);
    expect(await section.locator("img").count(), "typed text is never markup").toBe(0);
    expect(await field(section, "Amount in rupees").inputValue(), "the form is emptied for the next one").toBe("");

    await fillTransaction(section, { when: minutesAgo(20), amount: "499" });
    await section.getByRole("button", { name: "Add transaction" }).click();
    await expect.poll(() => listed(section).count()).toBe(2);
    expect(await section.getByText("Total of 2 transactions").isVisible()).toBe(true);
    expect(await section.getByText("₹12,999.50", { exact: true }).isVisible()).toBe(true);

    const axe = await new AxeBuilder({ page }).include("main").analyze();
    expect(axe.violations.map((violation) => violation.id)).toEqual([]);

    await section.getByRole("button", { name: /^Remove the transaction of ₹12,500\.50 on / }).click();
    await section.getByText("Removed from your transactions.").waitFor();
    expect(await listed(section).count()).toBe(1);
    expect(await listed(section).first().textContent()).toContain("₹499.00");
    expect(await section.getByText("Total of 1 transaction", { exact: true }).isVisible()).toBe(true);

    await page.reload();
    await waitForHydration(page);
    await unfoldTypedText(transactionsOf(page));
    expect(await listed(transactionsOf(page)).count(), "the removal was stored").toBe(1);
  });

  it("at 375 px, an amount with three digits of paise is refused under its field before anything is sent", async () => {
    const page = await phonePage();
    await page.goto(await sendHelpRequest(page, "transactions-invalid"));
    await waitForHydration(page);
    const section = transactionsOf(page);
    await section.waitFor();
    let posts = 0;
    page.on("request", (request) => {
      if (request.method() === "POST" && request.url().includes("/transactions")) posts += 1;
    });

    await fillTransaction(section, { when: minutesAgo(5), amount: "12.345" });
    await section.getByRole("button", { name: "Add transaction" }).click();
    await expectFieldError(
      field(section, "Amount in rupees"),
      "Please enter at most 2 digits after the point, e.g. 499.50.",
    );
    expect(posts).toBe(0);
    expect(await listed(section).count()).toBe(0);
  });

  it("with JavaScript off, a transaction is added by the page itself; a wrong amount comes back with its message and what was typed", async () => {
    const sender = await phonePage();
    const caseUrl = await sendHelpRequest(sender, "transactions-no-js");
    const page = await phonePage({ javaScriptEnabled: false });
    await page.goto(CASE_PAGE_PATH);
    await page.getByRole("main").getByRole("textbox", { name: "Case code" }).fill(caseUrl.split("#")[1]!);
    await page.getByRole("main").getByRole("button", { name: "Open my case" }).click();
    await page.getByRole("heading", { name: /^Case CH-/ }).waitFor();

    await fillTransaction(transactionsOf(page), { when: minutesAgo(45), amount: "1,25,000.999", utr: "UTR998877" });
    await transactionsOf(page).getByRole("button", { name: "Add transaction" }).click();
    await page.getByText("Please enter at most 2 digits after the point, e.g. 499.50.").waitFor();
    expect(await field(transactionsOf(page), "UTR / transaction ID (optional)").inputValue()).toBe("UTR998877");
    expect(await listed(transactionsOf(page)).count()).toBe(0);

    await field(transactionsOf(page), "Amount in rupees").fill("1,25,000");
    await transactionsOf(page).getByRole("button", { name: "Add transaction" }).click();
    await transactionsOf(page).getByText("Added to your transactions.").waitFor();
    await unfoldTypedText(transactionsOf(page));
    await listed(transactionsOf(page)).first().waitFor();
    expect(new URL(page.url()).pathname, "redirected back to the page").toBe(CASE_PAGE_PATH);
    expect(await listed(transactionsOf(page)).first().textContent()).toContain("UTR998877");
    expect(await transactionsOf(page).getByText("₹1,25,000.00").count()).toBe(2);

    await transactionsOf(page)
      .getByRole("button", { name: /^Remove the transaction of ₹1,25,000\.00 on / })
      .click();
    await transactionsOf(page).getByText("No transactions yet.", { exact: false }).waitFor();
    expect(await listed(transactionsOf(page)).count()).toBe(0);
  });
});
