import AxeBuilder from "@axe-core/playwright";
import { describe, expect, it } from "vitest";
import type { Locator, Page } from "playwright-core";
import { apiPaths, paths } from "~/shared/routes";
import { REFERENCE_PATTERN } from "~/server/submissions/reference";
import { useBrowser, viewports } from "./support/browser";
import {
  expectFieldError,
  field,
  fieldValues,
  fillFields,
  holdRequests,
  recordPosts,
  SETTLE,
  waitForHydration,
} from "./support/form-page";
import { LATE_SCRIPTS_TEST_MS, LATE_SCRIPTS_WAIT_MS, SCRIPTS_AFTER_PAINT } from "./support/late-scripts";
import { submissionsByEmail, uniqueEmail } from "./support/submissions-db";
import { formMessages } from "~/shared/messages/forms";

// The public forms when a phone's browser runs no script of ours: scripts turned off, or never
// arriving (docs/decisions/0021-forms-without-scripts.md). The form is posted to its page, the
// server answers with a page, and nothing the visitor typed is lost or sent twice. Request Help's
// link followed while the scripts are late, which sends nothing, is in
// request-help-link-before-scripts.test.ts.

const browser = useBrowser();

interface FormCase {
  form: string;
  path: string;
  region: string;
  submit: string;
  valid: (email: string) => Record<string, string>;
  invalid: { typed: Record<string, string>; errors: Record<string, string> };
  success: string;
}

const forms: FormCase[] = [
  {
    form: "Request Help on /query-form",
    path: paths.queryForm,
    region: "Request Help - Query Form",
    submit: "Submit",
    valid: (email) => ({ Name: "Asha Rao", Email: email, Query: "A caller took ₹20,000 by UPI." }),
    invalid: {
      typed: { Name: "Asha Rao", Email: "asha-at-example", Query: "" },
      errors: { Email: "Please enter a valid email address.", Query: "Please fill out the Query field." },
    },
    success: formMessages.helpModal.success,
  },
  {
    form: "Contact Us",
    path: paths.contact,
    region: "Interested in discussing?",
    submit: "Send Message",
    valid: (email) => ({ Name: "Leela Das", Email: email, Subject: "OTP fraud", Message: "They asked for my OTP." }),
    invalid: {
      // The browser lets an address without a dot through; the shared schema does not.
      typed: { Name: "Leela Das", Email: "leela@example", Subject: "OTP fraud", Message: "They asked for my OTP." },
      errors: { Email: "Please enter a valid email address." },
    },
    success: formMessages.contact.success,
  },
  {
    form: "Post Query",
    path: paths.postQuery,
    region: "Interested in discussing your legal concern?",
    submit: "Submit Your Query",
    valid: (email) => ({ "Full name": "Meena Iyer", Email: email, State: "Kerala", Subject: "Loan app threats" }),
    invalid: {
      typed: { "Full name": "Meena Iyer", Email: "meena@example.in", "City (optional)": "Kochi", Subject: "Threats" },
      errors: { State: "Please fill out this field." },
    },
    success: formMessages.postQuery.success,
  },
];

/**
 * The confirmation the page shows once a form is accepted, at the top of its main content, and
 * the reference it gives.
 */
async function expectConfirmation(page: Page, success: string): Promise<string> {
  const confirmation = page.getByRole("main").getByRole("status", { name: "We have received your request" });
  await confirmation.waitFor();
  expect(await confirmation.textContent()).toContain(success);
  const reference = confirmation.getByText(REFERENCE_PATTERN);
  const shown = (await reference.textContent()) ?? "";
  expect(shown).toMatch(REFERENCE_PATTERN);
  // Large enough to note down at a glance.
  expect(await reference.evaluate((element) => parseFloat(getComputedStyle(element).fontSize))).toBeGreaterThanOrEqual(
    28,
  );
  expect(await confirmation.textContent()).toContain("Call 1930 at once");
  // Above the page's own content: the first thing in main.
  expect(
    await confirmation.evaluate((panel) => {
      const main = panel.closest("main");
      const first = main?.querySelector("h1, h2, p, form, section") ?? null;
      return first === panel || (first !== null && panel.contains(first));
    }),
  ).toBe(true);
  return shown;
}

/** Sends `form` without scripts from its page and returns the reference its confirmation shows. */
async function phoneSubmission(page: Page, form: (typeof forms)[number]): Promise<string> {
  await page.goto(form.path);
  const region = page.getByRole("region", { name: form.region });
  await fillFields(region, form.valid(uniqueEmail("no-scripts-case")));
  await region.getByRole("button", { name: form.submit, exact: true }).click();
  return expectConfirmation(page, form.success);
}

describe("With scripts turned off, at 375 px", () => {
  it.each(forms)(
    "$form is posted to its page, which confirms it once with its reference; a reload shows no confirmation and sends nothing",
    async (form) => {
      const page = await browser.newPage({ viewport: viewports.phone, javaScriptEnabled: false });
      await page.goto(form.path);
      const email = uniqueEmail("no-scripts");
      const region = page.getByRole("region", { name: form.region });
      await fillFields(region, form.valid(email));

      const [request] = await Promise.all([
        page.waitForRequest((sent) => sent.isNavigationRequest() && sent.method() === "POST"),
        region.getByRole("button", { name: form.submit, exact: true }).click(),
      ]);
      expect(request.headers()["content-type"]).toBe("application/x-www-form-urlencoded");

      const reference = await expectConfirmation(page, form.success);
      expect(new URL(page.url()).pathname).toBe(form.path);
      expect(await submissionsByEmail(email)).toMatchObject([{ reference }]);

      await page.reload();
      await page.getByRole("region", { name: form.region }).waitFor();
      expect(await page.getByText(reference).count()).toBe(0);
      expect(await submissionsByEmail(email)).toHaveLength(1);
    },
  );

  it.each(forms)(
    "$form with a mistake comes back with the messages under the fields and everything typed still filled in",
    async (form) => {
      const page = await browser.newPage({ viewport: viewports.phone, javaScriptEnabled: false });
      await page.goto(form.path);
      const region = page.getByRole("region", { name: form.region });
      await fillFields(region, form.invalid.typed);

      const [response] = await Promise.all([
        page.waitForResponse((answer) => answer.request().isNavigationRequest()),
        region.getByRole("button", { name: form.submit, exact: true }).click(),
      ]);

      expect(response.status()).toBe(400);
      const shown = page.getByRole("region", { name: form.region });
      for (const [label, message] of Object.entries(form.invalid.errors)) {
        await expectFieldError(field(shown, label), message);
      }
      expect(await fieldValues(shown, Object.keys(form.invalid.typed))).toEqual(form.invalid.typed);
      const [firstWithMessage] = Object.keys(form.invalid.errors);
      // The browser moves focus to an autofocus field at its next rendering step after the page
      // loads, not at once: on a busy phone (or machine) that can come after the load event.
      await expect
        .poll(() => isFocused(field(shown, firstWithMessage!)), {
          ...SETTLE,
          message: "focus is on the first field with a message",
        })
        .toBe(true);
    },
  );

  it("Request Help with a mistake in its optional details comes back with them unfolded, focus on the field with the message and every choice still made", async () => {
    const page = await browser.newPage({ viewport: viewports.phone, javaScriptEnabled: false });
    await page.goto(paths.queryForm);
    const region = page.getByRole("region", { name: "Request Help - Query Form" });
    await fillFields(region, {
      Name: "Asha Rao",
      Email: uniqueEmail("no-scripts-facts"),
      Query: "A UPI debit I never made.",
    });
    await region.getByText("Add details that help us act faster (optional)", { exact: true }).click();
    await region.getByRole("radio", { name: "WhatsApp" }).check();
    await region.getByRole("checkbox", { name: "I don't know the time" }).check();
    await region.getByRole("radio", { name: "Money was taken without my approval" }).check();
    await region.getByRole("combobox", { name: "Paid from" }).selectOption({ label: "Bank account" });
    await fillFields(region, { "Phone / WhatsApp number": "98765 43210", "Amount lost (₹)": "about 45 thousand" });

    const [response] = await Promise.all([
      page.waitForResponse((answer) => answer.request().isNavigationRequest()),
      region.getByRole("button", { name: "Submit", exact: true }).click(),
    ]);

    expect(response.status()).toBe(400);
    const shown = page.getByRole("region", { name: "Request Help - Query Form" });
    const amount = field(shown, "Amount lost (₹)");
    await expectFieldError(amount, "Please enter the amount in rupees, e.g. 1,25,000.");
    expect(await amount.isVisible(), "the folded group is open, so its message shows").toBe(true);
    await expect
      .poll(() => isFocused(amount), { ...SETTLE, message: "focus is on the field with the message" })
      .toBe(true);
    expect(await amount.inputValue()).toBe("about 45 thousand");
    expect(await shown.getByRole("radio", { name: "WhatsApp" }).isChecked()).toBe(true);
    expect(await shown.getByRole("checkbox", { name: "I don't know the time" }).isChecked()).toBe(true);
    expect(await shown.getByRole("radio", { name: "Money was taken without my approval" }).isChecked()).toBe(true);
    expect(await shown.getByRole("combobox", { name: "Paid from" }).inputValue()).toBe("bank_account");
  });
});

function isFocused(control: Locator): Promise<boolean> {
  return control.evaluate((element) => element === document.activeElement);
}

describe("When the page's scripts do not arrive, at 375 px", () => {
  it(
    "a form submitted while they load is posted without them after 8 s, and is stored once even when they arrive afterwards",
    async () => {
      const page = await browser.newPage({ viewport: viewports.phone });
      const releaseScripts = await holdRequests(page, SCRIPTS_AFTER_PAINT);
      const entryAsked = page.waitForRequest(SCRIPTS_AFTER_PAINT);
      await page.goto(paths.contact);
      await entryAsked;
      const apiPosts = recordPosts(page, apiPaths.contactMessages);
      const email = uniqueEmail("late-scripts");
      const region = page.getByRole("region", { name: "Interested in discussing?" });
      await fillFields(region, forms[1]!.valid(email));
      const button = region.getByRole("button", { name: "Send Message" });

      const submittedAt = Date.now();
      await button.click();
      expect(await button.getAttribute("aria-busy")).toBe("true");
      const post = await page.waitForRequest((sent) => sent.isNavigationRequest() && sent.method() === "POST", {
        timeout: LATE_SCRIPTS_WAIT_MS,
      });
      expect(Date.now() - submittedAt).toBeGreaterThanOrEqual(7_500);
      expect(post.postData()).toContain(encodeURIComponent(email));

      // The scripts arrive while the post is on its way: they must not send the form again.
      releaseScripts();

      const reference = await expectConfirmation(page, formMessages.contact.success);
      expect(apiPosts).toEqual([]);
      expect(await submissionsByEmail(email)).toMatchObject([{ reference }]);
    },
    LATE_SCRIPTS_TEST_MS,
  );
});

describe("The confirmation of a form sent without scripts, at 375 px", () => {
  /** Sends Request Help from its page while its scripts never load, and returns the reference shown. */
  async function sendWithoutScripts(page: Page): Promise<string> {
    // Scripts that never load rather than scripts turned off: axe runs in the page.
    await page.route("**/assets/*.js", (route) => route.abort("blockedbyclient"));
    return phoneSubmission(page, forms[0]!);
  }

  function confirmationPanel(page: Page): Locator {
    return page.getByRole("main").getByRole("status", { name: "We have received your request" });
  }

  it("has no accessibility violations", async () => {
    const page = await browser.newPage({ viewport: viewports.phone });
    await sendWithoutScripts(page);
    const results = await new AxeBuilder({ page })
      .include("main")
      .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa"])
      .analyze();
    expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
  });

  it("goes away with its dismiss link, leaving the form's address without the reference", async () => {
    const page = await browser.newPage({ viewport: viewports.phone });
    const reference = await sendWithoutScripts(page);
    await confirmationPanel(page).getByRole("link", { name: "Dismiss confirmation" }).click();
    await page.waitForURL((url) => url.pathname === paths.queryForm && url.search === "");
    expect(await page.getByText(reference).count()).toBe(0);
  });

  it("opens the case page from its button", async () => {
    const page = await browser.newPage({ viewport: viewports.phone });
    const reference = await sendWithoutScripts(page);
    await confirmationPanel(page).getByRole("button", { name: "Open your case page" }).click();
    await page.getByRole("heading", { name: `Case ${reference}` }).waitFor();
    expect(new URL(page.url()).pathname).toBe("/case");
  });
});

describe("The confirmation's case code, without scripts", () => {
  it("shows only in the browser that sent the form, once: a stranger who writes the cookie from the reference sees the plain page", async () => {
    const victim = await browser.newPage({ viewport: viewports.phone, javaScriptEnabled: false });
    const form = forms[1]!;
    const reference = await phoneSubmission(victim, form);
    const confirmationAddress = victim.url();
    const panel = victim.getByRole("main").getByRole("status", { name: "We have received your request" });
    expect(await panel.getByRole("button", { name: "Open your case page" }).count()).toBe(1);

    // The cookie the confirmation used to trust: the bare reference, which anyone may know.
    const stranger = await browser.newPage({ viewport: viewports.phone, javaScriptEnabled: false });
    const origin = new URL(confirmationAddress).origin;
    await stranger.context().addCookies([{ name: "cyberhelp_sent", value: reference, url: `${origin}${form.path}` }]);
    await stranger.goto(confirmationAddress);
    await stranger.getByRole("region", { name: form.region }).waitFor();
    expect(await stranger.getByRole("status", { name: "We have received your request" }).count()).toBe(0);
    expect(await stranger.getByRole("button", { name: "Open your case page" }).count()).toBe(0);
    expect(await stranger.getByText(reference).count()).toBe(0);

    // The victim's own second visit to the address shows nothing either: the code was for one showing.
    await victim.goto(confirmationAddress);
    await victim.getByRole("region", { name: form.region }).waitFor();
    expect(await victim.getByRole("button", { name: "Open your case page" }).count()).toBe(0);
  });
});

describe("A form shown again with its errors", () => {
  it("has no accessibility violations (axe, WCAG 2.2 AA) at 375 px", async () => {
    const page = await browser.newPage({ viewport: viewports.phone });
    // The browser posts the empty Post Query form as it would without scripts.
    await page.route(
      (url) => url.pathname === paths.postQuery,
      (route) =>
        route.continue({
          method: "POST",
          headers: { ...route.request().headers(), "content-type": "application/x-www-form-urlencoded" },
          postData: "name=&email=meena%40example&state=&subject=",
        }),
      { times: 1 },
    );
    const response = await page.goto(paths.postQuery);
    expect(response?.status()).toBe(400);
    await waitForHydration(page);
    const region = page.getByRole("region", { name: "Interested in discussing your legal concern?" });
    await expectFieldError(field(region, "Email"), "Invalid email address.");

    const results = await new AxeBuilder({ page })
      .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa"])
      .analyze();
    expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
  });
});
