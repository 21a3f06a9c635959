import AxeBuilder from "@axe-core/playwright";
import { describe, expect, it } from "vitest";
import type { Locator, Page } from "playwright-core";
import { localizedPath } from "~/shared/languages";
import { paths } from "~/shared/routes";
import { useBrowser, viewports } from "./support/browser";
import { expectFieldError, field, fillFields, waitForHydration } from "./support/form-page";
import { submissionsByEmail, uniqueEmail } from "./support/submissions-db";

// Contact Us, Post Query and the home page's Get in Touch on the Hindi site (docs/decisions/0037
// and 0040): the pages' words, the forms' labels, their messages (the browser's and the server's),
// their toasts and the confirmation in Hindi, and what is sent stored with its language. At a
// phone's width.

const browser = useBrowser();

const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa"];
const hindi = (path: string) => localizedPath("hi", path);

const CONTACT_FORM = "क्या आप हमसे बात करना चाहते हैं?";
const POST_QUERY_FORM = "क्या आप अपनी कानूनी समस्या पर हमसे बात करना चाहते हैं?";
const GET_IN_TOUCH_FORM = "संपर्क करें";
const CONTACT_SUCCESS = "✅ फ़ॉर्म भेज दिया गया! हमारी टीम 24×7 आपसे संपर्क करेगी";
const POST_QUERY_SUCCESS = "✅ प्रश्न भेज दिया गया। हमारी टीम जल्द ही आपसे संपर्क करेगी — 24×7 उपलब्ध!";
const CONFIRMATION_HEADING = "आपका अनुरोध हमें मिल गया है";
const REFERENCE_LINE = /^आपकी संदर्भ संख्या: (CH-[A-Z0-9]{6})$/;

const FILL_IN = "कृपया यह जानकारी भरें।";
const WRONG_EMAIL = "कृपया सही ई-मेल पता लिखें।";
const POST_QUERY_WRONG_EMAIL = "ई-मेल पता सही नहीं है।";

async function openForm(page: Page, path: string, heading: string): Promise<Locator> {
  await page.goto(path);
  await waitForHydration(page);
  return page.getByRole("region", { name: heading });
}

function confirmationPanel(page: Page): Locator {
  return page.getByRole("main").getByRole("status", { name: CONFIRMATION_HEADING });
}

/** Waits for the Hindi success toast `message` and returns the reference shown under it. */
async function expectHindiSuccessToast(page: Page, message: string): Promise<string> {
  const toasts = page.getByRole("region", { name: "सूचनाएँ" });
  await toasts.getByRole("status").getByText(message, { exact: true }).waitFor();
  const line = (await toasts.getByText(/^आपकी संदर्भ संख्या: /).textContent()) ?? "";
  const reference = REFERENCE_LINE.exec(line)?.[1];
  expect(reference, line).toBeDefined();
  return reference!;
}

/** The confirmation shows the reference, in Hindi; the stored submission has it and the language. */
async function expectConfirmedInHindi(page: Page, email: string, reference?: string): Promise<void> {
  const panel = confirmationPanel(page);
  await panel.waitFor();
  await panel.getByRole("heading", { name: "आगे क्या होगा" }).waitFor();
  const [stored] = await submissionsByEmail(email);
  expect(stored?.language).toBe("hi");
  if (reference) expect(stored?.reference).toBe(reference);
  expect(await panel.textContent()).toContain(stored?.reference);
}

function contactMessage(label: string): Record<string, string> {
  return {
    नाम: "लीला दास",
    "ई-मेल": uniqueEmail(label),
    विषय: "ओटीपी धोखाधड़ी",
    संदेश: `किसी ने बैंक बनकर ओटीपी माँगा (${label})।`,
  };
}

function postQuery(label: string): Record<string, string> {
  return {
    "पूरा नाम": "सुनीता शर्मा",
    "ई-मेल": uniqueEmail(label),
    "फ़ोन (वैकल्पिक)": "98765 43210",
    "शहर (वैकल्पिक)": "पुणे",
    विषय: "नौकरी के नाम पर ठगी",
  };
}

describe("Contact Us in Hindi", () => {
  it("shows Hindi labels, refuses a wrong e-mail and a blank subject with Hindi messages, then shows the Hindi toast and confirmation and stores the message as Hindi", async () => {
    const page = await browser.newPage({ viewport: viewports.phone });
    const form = await openForm(page, hindi(paths.contact), CONTACT_FORM);
    await page.getByRole("heading", { level: 1, name: "संपर्क करें" }).waitFor();
    expect(await form.getByRole("link", { name: "निजता नीति" }).getAttribute("href")).toBe(hindi(paths.privacy));

    // The browser's own check of an empty field speaks Hindi too.
    await form.getByRole("button", { name: "संदेश भेजें", exact: true }).click();
    expect(await field(form, "नाम").evaluate((control) => (control as HTMLInputElement).validationMessage)).toBe(
      FILL_IN,
    );

    const values = contactMessage("hindi-contact");
    // Both pass the browser's own checks; the form's schema refuses them.
    await fillFields(form, { ...values, "ई-मेल": "leela@example", विषय: "   " });
    await form.getByRole("button", { name: "संदेश भेजें", exact: true }).click();
    await expectFieldError(field(form, "ई-मेल"), WRONG_EMAIL);
    await expectFieldError(field(form, "विषय"), FILL_IN);
    expect(await submissionsByEmail("leela@example")).toEqual([]);

    await fillFields(form, { "ई-मेल": values["ई-मेल"]!, विषय: values["विषय"]! });
    await form.getByRole("button", { name: "संदेश भेजें", exact: true }).click();
    const reference = await expectHindiSuccessToast(page, CONTACT_SUCCESS);
    await expectConfirmedInHindi(page, values["ई-मेल"]!, reference);
    expect(await field(form, "नाम").inputValue()).toBe("");
  });

  it("with scripts off, comes back from the server with Hindi messages and what was typed, and once accepted shows the Hindi confirmation", async () => {
    const page = await browser.newPage({ viewport: viewports.phone, javaScriptEnabled: false });
    await page.goto(hindi(paths.contact));
    const form = page.getByRole("region", { name: CONTACT_FORM });
    const values = contactMessage("hindi-contact-no-scripts");
    await fillFields(form, { ...values, विषय: "   " });
    await form.getByRole("button", { name: "संदेश भेजें", exact: true }).click();
    await page.waitForURL((url) => url.pathname === hindi(paths.contact));
    await expectFieldError(field(form, "विषय"), FILL_IN);
    expect(await field(form, "नाम").inputValue()).toBe(values["नाम"]);
    expect(await submissionsByEmail(values["ई-मेल"]!)).toEqual([]);

    await field(form, "विषय").fill(values["विषय"]!);
    await form.getByRole("button", { name: "संदेश भेजें", exact: true }).click();
    await confirmationPanel(page).waitFor();
    expect(await confirmationPanel(page).textContent()).toContain(CONTACT_SUCCESS);
    await expectConfirmedInHindi(page, values["ई-मेल"]!);
  });
});

describe("Post Query in Hindi", () => {
  it("lists the states by their Hindi names while sending the English ones, refuses bad input with Hindi messages, then shows the Hindi toast and confirmation and stores the query as Hindi", async () => {
    const page = await browser.newPage({ viewport: viewports.phone });
    const form = await openForm(page, hindi(paths.postQuery), POST_QUERY_FORM);
    await page.getByRole("heading", { level: 1, name: "प्रश्न भेजें" }).waitFor();
    const state = field(form, "राज्य");
    expect(await state.locator("option").first().textContent()).toBe("अपना राज्य चुनें");
    expect(
      await state.locator("optgroup").evaluateAll((groups) => groups.map((group) => group.getAttribute("label"))),
    ).toEqual(["राज्य", "केंद्र शासित प्रदेश"]);
    expect(await state.locator('option[value="West Bengal"]').textContent()).toBe("पश्चिम बंगाल");
    expect(await state.locator('option[value="Delhi"]').textContent()).toBe("दिल्ली");
    await form.getByText("500 में से 0 अक्षर", { exact: true }).waitFor();

    await form.getByRole("button", { name: "अपना प्रश्न भेजें", exact: true }).click();
    await expectFieldError(field(form, "पूरा नाम"), FILL_IN);
    await expectFieldError(state, FILL_IN);
    await expectFieldError(field(form, "विषय"), FILL_IN);

    const values = postQuery("hindi-post-query");
    await fillFields(form, { ...values, "ई-मेल": "sunita.example.in" });
    await state.selectOption({ label: "महाराष्ट्र" });
    await form.getByRole("button", { name: "अपना प्रश्न भेजें", exact: true }).click();
    await expectFieldError(field(form, "ई-मेल"), POST_QUERY_WRONG_EMAIL);

    await field(form, "ई-मेल").fill(values["ई-मेल"]!);
    await form.getByRole("button", { name: "अपना प्रश्न भेजें", exact: true }).click();
    const reference = await expectHindiSuccessToast(page, POST_QUERY_SUCCESS);
    await expectConfirmedInHindi(page, values["ई-मेल"]!, reference);
    const [stored] = await submissionsByEmail(values["ई-मेल"]!);
    expect(stored?.state).toBe("Maharashtra");
  });

  it("with scripts off, comes back from the server with Hindi messages, and once accepted shows the Hindi confirmation", async () => {
    const page = await browser.newPage({ viewport: viewports.phone, javaScriptEnabled: false });
    await page.goto(hindi(paths.postQuery));
    const form = page.getByRole("region", { name: POST_QUERY_FORM });
    const values = postQuery("hindi-post-query-no-scripts");
    await fillFields(form, { ...values, "ई-मेल": "sunita.example.in" });
    await form.getByRole("button", { name: "अपना प्रश्न भेजें", exact: true }).click();
    await page.waitForURL((url) => url.pathname === hindi(paths.postQuery));
    await expectFieldError(field(form, "ई-मेल"), POST_QUERY_WRONG_EMAIL);
    await expectFieldError(field(form, "राज्य"), FILL_IN);
    expect(await field(form, "पूरा नाम").inputValue()).toBe(values["पूरा नाम"]);

    await fillFields(form, { "ई-मेल": values["ई-मेल"]! });
    await field(form, "राज्य").selectOption({ label: "केरल" });
    await form.getByRole("button", { name: "अपना प्रश्न भेजें", exact: true }).click();
    await confirmationPanel(page).waitFor();
    expect(await confirmationPanel(page).textContent()).toContain(POST_QUERY_SUCCESS);
    await expectConfirmedInHindi(page, values["ई-मेल"]!);
    const [stored] = await submissionsByEmail(values["ई-मेल"]!);
    expect(stored?.state).toBe("Kerala");
  });
});

describe("Get in Touch on the Hindi home page", () => {
  it("shows Hindi labels, refuses a wrong e-mail with the Hindi message, then shows the Hindi toast and confirmation and stores the message as Hindi", async () => {
    const page = await browser.newPage({ viewport: viewports.phone });
    const form = await openForm(page, hindi(paths.home), GET_IN_TOUCH_FORM);
    const values = { नाम: "रवि कुमार", "ई-मेल": uniqueEmail("hindi-get-in-touch"), संदेश: "मेरा फ़ोन चोरी हो गया।" };
    await fillFields(form, { ...values, "ई-मेल": "ravi@example" });
    await form.getByRole("button", { name: "भेजें", exact: true }).click();
    await expectFieldError(field(form, "ई-मेल"), WRONG_EMAIL);

    await fillFields(form, { "ई-मेल": values["ई-मेल"], "फ़ोन (वैकल्पिक)": "+91 98765 43210" });
    await form.getByRole("button", { name: "भेजें", exact: true }).click();
    const reference = await expectHindiSuccessToast(page, CONTACT_SUCCESS);
    await expectConfirmedInHindi(page, values["ई-मेल"], reference);
    const [stored] = await submissionsByEmail(values["ई-मेल"]);
    expect(stored?.page).toBe(hindi(paths.home));
  });

  it("with scripts off, comes back from the server with the Hindi message", async () => {
    const page = await browser.newPage({ viewport: viewports.phone, javaScriptEnabled: false });
    await page.goto(hindi(paths.home));
    const form = page.getByRole("region", { name: GET_IN_TOUCH_FORM });
    await fillFields(form, { नाम: "रवि कुमार", "ई-मेल": uniqueEmail("hindi-get-in-touch-no-scripts"), संदेश: "   " });
    await form.getByRole("button", { name: "भेजें", exact: true }).click();
    await page.waitForURL((url) => url.pathname === hindi(paths.home));
    await expectFieldError(field(form, "संदेश"), FILL_IN);
  });
});

describe("the Hindi Contact Us and Post Query pages", () => {
  const forms = [
    [paths.contact, CONTACT_FORM, "संदेश भेजें", { ...contactMessage("axe"), "ई-मेल": "someone@example" }],
    [paths.postQuery, POST_QUERY_FORM, "अपना प्रश्न भेजें", { "ई-मेल": "someone@example" }],
  ] as const;
  // One test a page and width, so that none walks every combination.
  for (const viewport of [viewports.phone, viewports.desktop]) {
    for (const [path, heading, submit, typed] of forms) {
      it(`${hindi(path)} has no accessibility violations at ${viewport.width} px, with a Hindi message shown`, async () => {
        const page = await browser.newPage({ viewport });
        const form = await openForm(page, hindi(path), heading);
        await fillFields(form, typed);
        await form.getByRole("button", { name: submit, exact: true }).click();
        await form.locator(".field__error").first().waitFor();
        const axe = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
        expect(axe.violations.map((violation) => violation.id)).toEqual([]);
      });
    }
  }
});
