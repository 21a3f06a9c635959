import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { inject } from "vitest";
import type { Locator, Page } from "playwright-core";
import { apiPaths } from "~/shared/routes";
import { createDatabase } from "~/server/db/database";
import { useBrowser, viewports } from "./support/browser";
import { SETTLE } from "./support/form-page";
import { createAdmin, openAdmin, signIn, type Account } from "./support/admin";
import { uniqueEmail } from "./support/submissions-db";

// Response times (docs/decisions/0034) as the desk sees them at 1280 px: an overdue case is
// marked in the inbox and in its detail, and recording a phone call takes the mark away.

const browser = useBrowser();
let admin: Account;

beforeAll(async () => {
  admin = await createAdmin("response-times");
});

/**
 * Makes a case's first response due two hours ago: a case cannot be made that old through the
 * API, so its target is moved in the server's database.
 */
async function makeOverdue(reference: string): Promise<void> {
  const db = createDatabase(inject("databaseEnv"));
  try {
    const due = new Date(Date.now() - (2 * 60 + 5) * 60 * 1000).toISOString();
    await db.updateTable("submissions").set({ response_due_at: due }).where("reference", "=", reference).execute();
  } finally {
    await db.destroy();
  }
}

function caseRow(page: Page, name: string): Locator {
  return page.getByRole("list", { name: /cases, most urgent first$/ }).getByRole("listitem", { name });
}

describe("Admin response times", () => {
  it("Response times: an overdue case shows its mark; 'Contacted by phone' records a first response and the mark goes away", async () => {
    const page = await browser.newPage({ viewport: viewports.desktop });
    await signIn(page, admin);
    const name = `Overdue Reply ${randomUUID().slice(0, 4)}`;
    // ₹10 lakh lost two minutes ago leads the New tab (docs/decisions/0059), however many cases
    // other files send about earlier hours or smaller sums, so the case is on its first page.
    const lostAt = new Date(Date.now() - 2 * 60_000 + 5.5 * 60 * 60_000).toISOString();
    const response = await page.request.post(apiPaths.helpRequests, {
      data: {
        name,
        email: uniqueEmail("response"),
        query: "Money left my account after a call from a fake bank officer.",
        incidentDate: lostAt.slice(0, 10),
        incidentTime: lostAt.slice(11, 16),
        paymentApproval: "taken_without_approval",
        paidFrom: "bank_account",
        amountLost: "10,00,000",
      },
    });
    expect(response.status(), await response.text()).toBe(201);
    const { reference } = (await response.json()) as { reference: string };
    await makeOverdue(reference);

    await openAdmin(page, admin, "/admin/inbox?pageSize=100");
    const row = caseRow(page, name);
    await row.waitFor();
    expect(await row.getByText("Overdue", { exact: true }).isVisible()).toBe(true);
    expect(await row.getByText("Reply overdue by 2 h").isVisible()).toBe(true);

    await row.getByRole("link", { name }).click();
    const dialog = page.getByRole("dialog", { name: new RegExp(reference) });
    await dialog.getByText("Reply overdue by 2 h").waitFor();
    await dialog.getByRole("textbox", { name: "Note (optional)" }).fill("Called; the bank has been told.");
    await dialog.getByRole("button", { name: "Contacted by phone" }).click();

    await dialog.getByText("Contact by Phone recorded.").waitFor();
    await expect.poll(() => dialog.getByText("Reply overdue by 2 h").count(), SETTLE).toBe(0);
    await dialog.getByText("Contacted by Phone: Called; the bank has been told.").waitFor();

    await dialog.getByRole("button", { name: "Close" }).click();
    // The call started the case (docs/decisions/0062): it has left New for In progress, unmarked.
    await expect.poll(() => row.count(), SETTLE).toBe(0);
    await page.getByRole("tab", { name: /^In progress/ }).click();
    const started = caseRow(page, name);
    await started.waitFor();
    expect(await started.getByText(/Reply overdue/).count()).toBe(0);
    expect(await started.getByText("Overdue", { exact: true }).count()).toBe(0);
  });
});
