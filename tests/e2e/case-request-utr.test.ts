import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { violations } from "./support/axe";
import { baseURL, useBrowser } from "./support/browser";
import { waitForHydration } from "./support/form-page";
import { uniqueEmail } from "./support/submissions-db";
import { unfoldTypedText } from "./support/typed-text";
import { apiPaths } from "~/shared/routes";

// What the victim told us is not asked again (docs/decisions/0066), on a 360 × 640 phone: a help
// request with the amount and the time of the payment opens a case whose first screen asks only
// the payment's UTR, and the saved UTR is in the transaction the request made. Each test makes its
// own case through the API, so none walks the form, the case and its changes in one go.

const browser = useBrowser();
const PHONE = { width: 360, height: 640 };
const MINUTE = 60 * 1000;

/** The date and time fields' values for an instant, on India's clock. */
function indiaFields(instant: Date): { Date: string; Time: string } {
  const shifted = new Date(instant.getTime() + 5.5 * 60 * MINUTE).toISOString();
  return { Date: shifted.slice(0, 10), Time: shifted.slice(11, 16) };
}

/**
 * Sends a help request with a payment made by the victim, as the Request Help form's optional
 * details send it (the form itself is proven in request-help.test.ts and case-facts.test.ts), and
 * answers the link to its case page.
 */
async function sendPayment(
  page: Page,
  payment: { method: "upi" | "card"; amount: string; minutesAgo: number; email: string },
): Promise<string> {
  const paidAt = new Date(Math.floor(Date.now() / MINUTE) * MINUTE - payment.minutesAgo * MINUTE);
  const sent = await page.request.post(`${baseURL()}${apiPaths.helpRequests}`, {
    data: {
      name: "Asha Verma",
      email: uniqueEmail(payment.email),
      query: "A caller from 'KYC desk'.",
      incidentDate: indiaFields(paidAt).Date,
      incidentTime: indiaFields(paidAt).Time,
      paymentApproval: "paid_myself",
      paymentMethod: payment.method,
      amountLost: payment.amount,
    },
  });
  expect(sent.status()).toBe(201);
  return ((await sent.json()) as { caseUrl: string }).caseUrl;
}

/** A UPI payment of ₹32,000 two hours ago, its case page opened from its link. */
async function sendPaymentAndOpenCase(page: Page): Promise<void> {
  await page.goto(await sendPayment(page, { method: "upi", amount: "32,000", minutesAgo: 120, email: "request-utr" }));
}

describe("The UTR of the request's payment, on the case page's first screen", () => {
  it("Case page at 360 × 640: asks the UTR of the ₹32,000 payment on the first screen, and an empty UTR is refused under its field", async () => {
    const page = await browser.newPage({ viewport: PHONE });
    await sendPaymentAndOpenCase(page);

    const ask = page.getByRole("region", { name: "Add the UTR of your ₹32,000 payment" });
    await ask.waitFor();
    await page.evaluate(() => window.scrollTo(0, 0));
    const heading = ask.getByRole("heading", { name: "Add the UTR of your ₹32,000 payment" });
    const bottom = await heading.evaluate((node) => node.getBoundingClientRect().bottom);
    expect(bottom, "on the first screen, without scrolling").toBeLessThanOrEqual(PHONE.height);
    expect(await violations(page)).toEqual([]);

    // Refused: nothing typed; the field says why and nothing is saved.
    await waitForHydration(page);
    await ask.getByRole("button", { name: "Save the UTR" }).click();
    const utr = ask.getByRole("textbox", { name: "UTR / transaction ID" });
    await expect.poll(() => utr.getAttribute("aria-invalid")).toBe("true");
    expect(await ask.textContent()).toContain(
      "Please enter the UTR or transaction ID, as your bank's SMS or your UPI app shows it.",
    );
    expect(await violations(page)).toEqual([]);
  });

  it("Case page at 360 × 640: the saved UTR is in the transaction the request made, and the ask is gone", async () => {
    const page = await browser.newPage({ viewport: PHONE });
    await sendPaymentAndOpenCase(page);
    const ask = page.getByRole("region", { name: "Add the UTR of your ₹32,000 payment" });
    await ask.waitFor();
    await waitForHydration(page);

    await ask.getByRole("textbox", { name: "UTR / transaction ID" }).fill("431212345678");
    await ask.getByRole("textbox", { name: /Paid to: the receiving UPI ID or account/ }).fill("kyc.desk@ybl");
    await ask.getByRole("button", { name: "Save the UTR" }).click();
    await page.getByRole("status").filter({ hasText: "Saved to your transaction." }).waitFor();
    expect(await page.getByRole("heading", { name: "Add the UTR of your ₹32,000 payment" }).count()).toBe(0);

    // Folded under who typed it until the case is opened from its mail (docs/decisions/0075).
    const transactions = page.getByRole("main").getByRole("region", { name: "Your transactions" });
    await unfoldTypedText(transactions);
    const listed = page.getByRole("list", { name: "Transactions you have added" }).getByRole("listitem");
    expect(await listed.count()).toBe(1);
    const transaction = await listed.first().textContent();
    expect(transaction).toContain("From your request");
    expect(transaction).toContain("₹32,000.00");
    expect(transaction).toContain("431212345678");
    expect(transaction).toContain("kyc.desk@ybl");
    expect(transaction).toContain("Paid byUPI");
  });

  it("Without scripts: the same form refuses an empty UTR with its message and keeps the ask, then saves the UTR into the list", async () => {
    const page = await browser.newPage({ viewport: PHONE, javaScriptEnabled: false });
    const caseUrl = await sendPayment(page, {
      method: "card",
      amount: "1,25,000",
      minutesAgo: 180,
      email: "request-utr-no-script",
    });
    // Without scripts the link's code is pasted into "Open your case", as the page asks.
    await page.goto("/case");
    await page.getByRole("textbox", { name: "Case code" }).fill(caseUrl.slice(caseUrl.indexOf("#") + 1));
    await page.getByRole("button", { name: "Open my case" }).click();

    const ask = page.getByRole("region", { name: "Add the UTR of your ₹1,25,000 payment" });
    await ask.waitFor();
    await ask.getByRole("button", { name: "Save the UTR" }).click();
    await page.getByRole("region", { name: "Add the UTR of your ₹1,25,000 payment" }).waitFor();
    expect(await page.getByRole("region", { name: "Add the UTR of your ₹1,25,000 payment" }).textContent()).toContain(
      "Please enter the UTR or transaction ID, as your bank's SMS or your UPI app shows it.",
    );

    await page.getByRole("textbox", { name: "UTR / transaction ID" }).first().fill("531212345678");
    await page.getByRole("button", { name: "Save the UTR" }).click();
    await page.getByRole("region", { name: "Add the UTR of your ₹1,25,000 payment" }).waitFor({ state: "detached" });
    await unfoldTypedText(page.getByRole("main").getByRole("region", { name: "Your transactions" }));
    const listed = page.getByRole("list", { name: "Transactions you have added" }).getByRole("listitem");
    await listed.first().waitFor();
    expect(await page.getByRole("region", { name: "Add the UTR of your ₹1,25,000 payment" }).count()).toBe(0);
    const transaction = await listed.first().textContent();
    expect(transaction).toContain("531212345678");
    expect(transaction).toContain("Paid byCard");
    expect(transaction).toContain("From your request");
  });
});
