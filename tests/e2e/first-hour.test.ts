import { describe, expect, it } from "vitest";
import type { Locator, Page } from "playwright-core";
import { useBrowser } from "./support/browser";
import { expectSuccessToast, fillFields, openPage } from "./support/form-page";
import { uniqueEmail } from "./support/submissions-db";

// The first hour after money is lost (docs/decisions/0060), as the victim sees it on a 360 × 640
// phone: the confirmation and the case page's first screen say when they paid and ask them to call
// 1930 now, "ideally before" the hour's end while it lasts, and never less than "now" after it.
// The browser's clock is set before and after the hour; the server keeps its own.

const browser = useBrowser();
const PHONE = { width: 360, height: 640 };
const MINUTE = 60 * 1000;
const MODAL_SUCCESS =
  "✅ Form submitted successfully! Our support team is available 24/7 and will be in touch with you shortly.";

/** "11:20 am": a time of day on India's clock, as the site writes it. */
function indiaTime(instant: Date): string {
  return new Intl.DateTimeFormat("en-IN", {
    hour: "numeric",
    minute: "2-digit",
    hour12: true,
    timeZone: "Asia/Kolkata",
  })
    .format(instant)
    .toLowerCase();
}

/** "at 11:20 pm" on the same India day as `now`, else "on Sat, 5 Dec at 11:20 pm": just after
 * midnight in India, a payment of an hour ago was made the day before. */
function indiaWhen(paidAt: Date, now: Date): string {
  const day = (instant: Date) =>
    new Intl.DateTimeFormat("en-IN", {
      weekday: "short",
      day: "numeric",
      month: "short",
      timeZone: "Asia/Kolkata",
    }).format(instant);
  return day(paidAt) === day(now) ? `at ${indiaTime(paidAt)}` : `on ${day(paidAt)} at ${indiaTime(paidAt)}`;
}

/** The date and time fields' values for an instant, on India's clock. */
function indiaFields(instant: Date): { Date: string; Time: string } {
  const shifted = new Date(instant.getTime() + 5.5 * 60 * MINUTE).toISOString();
  return { Date: shifted.slice(0, 10), Time: shifted.slice(11, 16) };
}

/** A payment a whole number of minutes ago, so the form's minute is the instant itself. */
function paymentMinutesAgo(minutes: number): Date {
  return new Date(Math.floor(Date.now() / MINUTE) * MINUTE - minutes * MINUTE);
}

function confirmationPanel(page: Page): Locator {
  return page.getByRole("main").getByRole("status", { name: "We have received your request" });
}

/** Sends the Request Help form from the home page with a payment the person made at `paidAt`. */
async function sendPayment(page: Page, paidAt: Date): Promise<void> {
  await openPage(page, "/");
  await page.getByRole("banner").getByRole("link", { name: "Request Help" }).click();
  const dialog = page.getByRole("dialog", { name: "Request Help - Query Form" });
  await dialog.getByRole("textbox", { name: "Name" }).waitFor();
  await fillFields(dialog, { Name: "Asha Verma", Email: uniqueEmail("first-hour"), Query: "A caller from 'my bank'." });
  await dialog.getByText("Add details that help us act faster (optional)", { exact: true }).click();
  await fillFields(dialog, { ...indiaFields(paidAt), "Amount lost (₹)": "32,000" });
  await dialog.getByRole("radio", { name: "I made the payment myself" }).check();
  await dialog.getByRole("button", { name: "Submit", exact: true }).click();
  await expectSuccessToast(page, MODAL_SUCCESS);
}

describe("The first hour after a payment", () => {
  it("Confirmation inside the first hour: says when they paid, to call 1930 now, ideally before the hour ends, and a reply within the urgent target", async () => {
    const paidAt = paymentMinutesAgo(61);
    const page = await browser.newPage({ viewport: PHONE });
    // Twenty minutes after the payment, on the phone's clock.
    const phoneNow = new Date(paidAt.getTime() + 20 * MINUTE);
    await page.clock.setFixedTime(phoneNow);
    await sendPayment(page, paidAt);

    const panel = confirmationPanel(page);
    const advice = panel.getByRole("paragraph").filter({ hasText: /^You paid / });
    await expect
      .poll(() => advice.textContent())
      .toBe(
        `You paid ${indiaWhen(paidAt, phoneNow)}. Call 1930 now, ideally before ${indiaTime(new Date(paidAt.getTime() + 60 * MINUTE))}: the sooner you report, the more can be held.`,
      );
    expect(await advice.getByRole("link", { name: "1930" }).getAttribute("href")).toBe("tel:1930");
    // The desk's target for a loss of the last 72 hours: 60 minutes unless the site sets another.
    expect(await panel.textContent()).toContain("will reply within 1 hour.");
  });

  it("Confirmation after the first hour: still says to call 1930 now, and names no hour as if it were too late", async () => {
    const paidAt = paymentMinutesAgo(61);
    const page = await browser.newPage({ viewport: PHONE });
    const phoneNow = new Date(paidAt.getTime() + 61 * MINUTE);
    await page.clock.setFixedTime(phoneNow);
    await sendPayment(page, paidAt);

    const advice = confirmationPanel(page)
      .getByRole("paragraph")
      .filter({ hasText: /^You paid / });
    await expect
      .poll(() => advice.textContent())
      .toBe(`You paid ${indiaWhen(paidAt, phoneNow)}. Call 1930 now: the sooner you report, the more can be held.`);
  });

  it("Confirmation without scripts: says when they paid, to call 1930 now, ideally before the hour ends, and a reply within the urgent target", async () => {
    const paidAt = paymentMinutesAgo(20);
    const page = await browser.newPage({ viewport: PHONE, javaScriptEnabled: false });
    await page.goto("/query-form");
    const region = page.getByRole("region", { name: "Request Help - Query Form" });
    await fillFields(region, {
      Name: "Asha Verma",
      Email: uniqueEmail("first-hour-no-js"),
      Query: "A caller from 'my bank'.",
    });
    await region.getByText("Add details that help us act faster (optional)", { exact: true }).click();
    await fillFields(region, { ...indiaFields(paidAt), "Amount lost (₹)": "32,000" });
    await region.getByRole("radio", { name: "I made the payment myself" }).check();
    const sentAt = new Date();
    await region.getByRole("button", { name: "Submit", exact: true }).click();

    // The server's own clock writes it: twenty minutes after the payment, give or take the run, so
    // the day is named if India's midnight fell between the payment and the answer.
    const panel = confirmationPanel(page);
    const advice = panel.getByRole("paragraph").filter({ hasText: /^You paid / });
    const said = await advice.textContent();
    const expected = (now: Date) =>
      `You paid ${indiaWhen(paidAt, now)}. Call 1930 now, ideally before ${indiaTime(new Date(paidAt.getTime() + 60 * MINUTE))}: the sooner you report, the more can be held.`;
    expect([expected(sentAt), expected(new Date())]).toContain(said);
    expect(await panel.textContent()).toContain("will reply within 1 hour.");
  });

  it("Case page at 360 × 640: the first screen says when they paid and to call 1930 now, ideally before the hour ends", async () => {
    const paidAt = paymentMinutesAgo(61);
    const page = await browser.newPage({ viewport: PHONE });
    await page.clock.setFixedTime(new Date(paidAt.getTime() + 30 * MINUTE));
    await sendPayment(page, paidAt);
    await confirmationPanel(page).getByRole("link", { name: "Open your case page" }).click();

    const advice = page.getByRole("paragraph").filter({ hasText: /^You paid / });
    await advice.waitFor();
    expect(await advice.textContent()).toContain(
      `ideally before ${indiaTime(new Date(paidAt.getTime() + 60 * MINUTE))}`,
    );
    await page.evaluate(() => window.scrollTo(0, 0));
    const bottom = await advice.evaluate((node) => node.getBoundingClientRect().bottom);
    expect(bottom, "on the first screen, without scrolling").toBeLessThanOrEqual(PHONE.height);
  });
});
