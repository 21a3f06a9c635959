import AxeBuilder from "@axe-core/playwright";
import { describe, expect, it } from "vitest";
import type { Locator, Page } from "playwright-core";
import { useBrowser, viewports } from "./support/browser";
import { createAdmin, openAdmin, signIn } from "./support/admin";
import {
  expectFieldError,
  expectSuccessToast,
  field,
  fillFields,
  openPage,
  SETTLE,
  waitForHydration,
} from "./support/form-page";
import { submissionsByEmail, uniqueEmail } from "./support/submissions-db";
import { apiPaths } from "~/shared/routes";

// The help forms' optional case facts (docs/decisions/0023): folded away after docs/product.md's
// fields, quick to skip, and read by the desk in the submission's detail.

const browser = useBrowser();

const DIALOG_NAME = "Request Help - Query Form";
const GROUP = "Add details that help us act faster (optional)";
const MODAL_SUCCESS =
  "✅ Form submitted successfully! Our support team is available 24/7 and will be in touch with you shortly.";

async function openModal(page: Page): Promise<Locator> {
  await page.getByRole("banner").getByRole("link", { name: "Request Help" }).click();
  const dialog = page.getByRole("dialog", { name: DIALOG_NAME });
  // The dialog opens at once; its form fills in when fetched.
  await dialog.getByRole("textbox", { name: "Name" }).waitFor();
  return dialog;
}

/** The folded group's summary, which a person taps to open it. */
function groupSummary(form: Locator): Locator {
  return form.getByText(GROUP, { exact: true });
}

function fillRequired(form: Locator, label: string) {
  const request = { Name: "Asha Verma", Email: uniqueEmail(label), Query: `My money went by UPI (${label}).` };
  return fillFields(form, request).then(() => request);
}

/** What the detail's list of facts says beside a term, e.g. "Amount lost". */
function fact(dialog: Locator, term: string): Locator {
  return dialog
    .getByRole("term")
    .filter({ hasText: new RegExp(`^${term}$`) })
    .locator("xpath=following-sibling::dd[1]");
}

describe("Optional case facts on the help forms", () => {
  it("Request Help modal at 375 px: the optional details are folded away; filled in, they are stored normalised", async () => {
    const page = await browser.newPage({ viewport: viewports.phone });
    await openPage(page, "/");
    const dialog = await openModal(page);
    expect(await field(dialog, "Phone / WhatsApp number").isVisible(), "folded by default").toBe(false);

    const request = await fillRequired(dialog, "facts");
    await groupSummary(dialog).click();
    await fillFields(dialog, {
      "Phone / WhatsApp number": "098765 43210",
      Date: "2026-11-20",
      Time: "21:15",
      "Paid from": "cooperative_bank",
      "How was it paid?": "upi",
      "Amount lost (₹)": "1,25,000",
    });
    await dialog.getByRole("radio", { name: "WhatsApp" }).check();
    await dialog.getByRole("radio", { name: "Money was taken without my approval" }).check();
    await dialog.getByRole("button", { name: "Submit", exact: true }).click();

    const reference = await expectSuccessToast(page, MODAL_SUCCESS);
    expect(await submissionsByEmail(request.Email)).toMatchObject([
      {
        reference,
        phone: "+919876543210",
        contact_preference: "whatsapp",
        incident_at: "2026-11-20T15:45:00.000Z",
        payment_approval: "taken_without_approval",
        paid_from: "cooperative_bank",
        payment_method: "upi",
      },
    ]);
  });

  it("the admin's detail shows the optional facts a request was sent with, the number as call and WhatsApp links", async () => {
    const desk = await browser.newPage({ viewport: viewports.phone });
    const sent = await desk.request.post(apiPaths.helpRequests, {
      data: {
        name: "Asha Verma",
        email: uniqueEmail("facts-detail"),
        query: "My money went by UPI (facts-detail).",
        phone: "098765 43210",
        contactPreference: "whatsapp",
        incidentDate: "2026-11-20",
        incidentTime: "21:15",
        paymentApproval: "taken_without_approval",
        paidFrom: "cooperative_bank",
        paymentMethod: "upi",
        amountLost: "1,25,000",
      },
    });
    expect(sent.status(), await sent.text()).toBe(201);
    const { reference } = (await sent.json()) as { reference: string };
    const admin = await createAdmin("facts");
    await signIn(desk, admin);
    await openAdmin(desk, admin, `/admin/cases/${reference}`);
    const detail = desk.getByRole("dialog", { name: `Submission ${reference}` });
    await detail.waitFor();

    expect(await detail.getByRole("link", { name: "+91 98765 43210", exact: true }).getAttribute("href")).toBe(
      "tel:+919876543210",
    );
    expect(await detail.getByRole("link", { name: "WhatsApp +91 98765 43210" }).getAttribute("href")).toBe(
      "https://wa.me/919876543210",
    );
    expect(await fact(detail, "Contact by").textContent()).toBe("WhatsApp");
    expect(await fact(detail, "When it happened").textContent()).toMatch(/^20 Nov 2026, 9:15\s?pm$/i);
    expect(await fact(detail, "Payment").textContent()).toBe("Money was taken without my approval");
    expect(await fact(detail, "Paid from").textContent()).toBe("Co-operative bank");
    expect(await fact(detail, "Paid how").textContent()).toBe("UPI");
    expect(await fact(detail, "Amount lost").textContent()).toBe("₹1,25,000");
  });

  it("Request Help modal: skipping the optional details sends name, email and query as before, with every fact empty", async () => {
    const page = await browser.newPage({ viewport: viewports.phone });
    await openPage(page, "/");
    const dialog = await openModal(page);

    const request = await fillRequired(dialog, "skip");
    await dialog.getByRole("button", { name: "Submit", exact: true }).click();

    const reference = await expectSuccessToast(page, MODAL_SUCCESS);
    expect(await submissionsByEmail(request.Email)).toMatchObject([
      {
        reference,
        name: request.Name,
        message: request.Query,
        phone: "",
        contact_preference: "",
        incident_at: null,
        payment_approval: "",
        paid_from: "",
        payment_method: "",
        amount_lost: null,
      },
    ]);
  });

  it("/query-form: WhatsApp chosen without a number opens the folded group on submit, says why under the number and sends nothing", async () => {
    const page = await browser.newPage();
    const posts: unknown[] = [];
    page.on("request", (sent) => {
      if (sent.method() === "POST") posts.push(sent.url());
    });
    await openPage(page, "/query-form");
    const form = page.locator("form");
    const request = await fillRequired(form, "no-number");
    await groupSummary(form).click();
    await form.getByRole("radio", { name: "WhatsApp" }).check();
    await groupSummary(form).click();
    expect(await field(form, "Phone / WhatsApp number").isVisible(), "folded again").toBe(false);

    await form.getByRole("button", { name: "Submit", exact: true }).click();

    const phone = field(form, "Phone / WhatsApp number");
    await expectFieldError(phone, "Please enter a phone number to be contacted by phone call or WhatsApp.");
    await expect.poll(() => phone.evaluate((input) => input === document.activeElement), SETTLE).toBe(true);
    expect(posts).toEqual([]);
    expect(await submissionsByEmail(request.Email)).toEqual([]);
  });

  it("/query-form: a future date, an amount with paise and a non-number are each refused under their field", async () => {
    const page = await browser.newPage();
    await openPage(page, "/query-form");
    const form = page.locator("form");
    await fillRequired(form, "refused");
    await groupSummary(form).click();
    await fillFields(form, { "Phone / WhatsApp number": "call me", Date: "2099-01-01", "Amount lost (₹)": "2,500.50" });
    await form.getByRole("checkbox", { name: "I don't know the time" }).check();

    await form.getByRole("button", { name: "Submit", exact: true }).click();

    await expectFieldError(
      field(form, "Phone / WhatsApp number"),
      "Please enter a phone number, e.g. 98765 43210 or +91 98765 43210.",
    );
    await expectFieldError(field(form, "Date"), "The date and time cannot be in the future.");
    await expectFieldError(field(form, "Amount lost (₹)"), "Please enter whole rupees, without paise.");
  });

  it("Request Help modal at 375 px: the open group, with its messages showing, has no accessibility violations (axe, WCAG 2.2 AA)", async () => {
    const page = await browser.newPage({ viewport: viewports.phone });
    await openPage(page, "/");
    const dialog = await openModal(page);
    await groupSummary(dialog).click();
    await dialog.getByRole("radio", { name: "Phone call" }).check();
    await fillFields(dialog, { Time: "10:00", "Amount lost (₹)": "-5" });
    await dialog.getByRole("button", { name: "Submit", exact: true }).click();
    await expectFieldError(field(dialog, "Amount lost (₹)"), "Please enter the amount without a minus sign.");
    await expectFieldError(field(dialog, "Date"), "Please enter the date as well as the time.");

    const results = await new AxeBuilder({ page })
      .include("dialog[open]")
      .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa"])
      .analyze();

    expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
  });

  it("Request Help modal: the optional details typed but not sent survive a page reload", async () => {
    const page = await browser.newPage();
    await openPage(page, "/");
    const dialog = await openModal(page);
    await groupSummary(dialog).click();
    await fillFields(dialog, { "Amount lost (₹)": "₹20,000", "Phone / WhatsApp number": "98765 43210" });
    await dialog.getByRole("radio", { name: "Phone call" }).check();

    await page.reload();
    await waitForHydration(page);
    const reopened = await openModal(page);
    await groupSummary(reopened).click();

    await expect.poll(() => field(reopened, "Amount lost (₹)").inputValue(), SETTLE).toBe("₹20,000");
    expect(await field(reopened, "Phone / WhatsApp number").inputValue()).toBe("98765 43210");
    expect(await reopened.getByRole("radio", { name: "Phone call" }).isChecked()).toBe(true);
  });
});
