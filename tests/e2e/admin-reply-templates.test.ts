import AxeBuilder from "@axe-core/playwright";
import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import type { Locator, Page } from "playwright-core";
import { dayInIndia } from "~/shared/india-time";
import { adminApiPaths, apiPaths } from "~/shared/routes";
import type { SubmissionDetail } from "~/shared/schemas/admin-replies";
import { useBrowser, viewports } from "./support/browser";
import { SETTLE } from "./support/form-page";
import { createAdmin, openAdmin, signIn, type Account } from "./support/admin";
import { uniqueEmail } from "./support/submissions-db";

// The desk's saved replies (docs/decisions/0033): an admin keeps them in the Templates view, and
// picks one in a case's message box, where the case's reference and next dated step are filled
// in before it is sent. Each template has a language (decision 0061): a fresh install starts
// with the starter templates in English and Hindi, and a Hindi case is offered its Hindi
// templates first, filled in with Hindi dates.

const browser = useBrowser();
let admin: Account;

beforeAll(async () => {
  admin = await createAdmin("templates");
});

async function signedInPage(viewport: { width: number; height: number } = viewports.desktop): Promise<Page> {
  const page = await browser.newPage({ viewport });
  await signIn(page, admin);
  return page;
}

async function noAxeViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page })
    .include("main")
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa"])
    .analyze();
  expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
}

function templatesView(page: Page): Locator {
  return page.getByRole("region", { name: "Reply templates" });
}

function templateForm(page: Page): Locator {
  return page.getByRole("form", { name: /^(New template|Edit ")/ });
}

async function noHorizontalScroll(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    page.viewportSize()!.width,
  );
}

describe("Reply templates", () => {
  // One test a width.
  for (const viewport of [viewports.phone, viewports.desktop]) {
    it(`Templates: a fresh install lists the starter templates, each title in English and in Hindi with its language shown, without axe violations at ${viewport.width} px`, async () => {
      const page = await signedInPage(viewport);
      await openAdmin(page, admin, "/admin/templates");
      const view = templatesView(page);
      expect(await view.textContent()).toContain("A reply template is a message the desk writes once");
      const sextortion = view.getByRole("listitem", { name: /^Sextortion / });
      await sextortion.first().waitFor();
      expect(await sextortion.allTextContents()).toEqual([
        expect.stringMatching(/^Sextortion English.*Do not pay\./s),
        expect.stringMatching(/^Sextortion Hindi \(हिन्दी\).*पैसे न दें।/s),
      ]);
      await noHorizontalScroll(page);
      await noAxeViolations(page);
    });
  }

  it("Templates: an admin reaches them from the sidebar and creates one; an unknown placeholder is refused under the text", async () => {
    const page = await signedInPage();
    const title = `Next step reminder ${randomUUID().slice(0, 4)}`;
    await openAdmin(page, admin, "/admin/templates");
    // Reached from the sidebar, as a person would.
    await page.getByRole("navigation", { name: "Admin" }).getByRole("button", { name: "Templates" }).click();
    const view = templatesView(page);
    await view.getByRole("button", { name: /^(Add the first template|New template)$/ }).click();

    const form = templateForm(page);
    await form.getByLabel("Title", { exact: true }).fill(title);
    // The language is chosen, never assumed.
    await form.getByLabel("Text", { exact: true }).fill("Case {reference}.");
    await form.getByRole("button", { name: "Save template" }).click();
    await form.getByText("Please choose the language the template is written in.", { exact: true }).waitFor();
    expect(await form.getByLabel("Language", { exact: true }).getAttribute("aria-invalid")).toBe("true");
    await form.getByLabel("Language", { exact: true }).selectOption({ label: "English" });
    await form.getByLabel("Text", { exact: true }).fill("Case {reference}: {foo}");
    await form.getByRole("button", { name: "Save template" }).click();
    await form.getByText("Unknown placeholder {foo}.", { exact: false }).waitFor();
    expect(await form.getByLabel("Text", { exact: true }).getAttribute("aria-invalid")).toBe("true");

    await form
      .getByLabel("Text", { exact: true })
      .fill("Hello {name},\nabout your case {reference}: your next step is {next_deadline}.");
    await form.getByRole("button", { name: "Save template" }).click();
    await form.waitFor({ state: "hidden" });
    const item = view.getByRole("listitem", { name: title });
    await item.waitFor();
    expect(await item.textContent()).toContain(`Last changed by ${admin.name}`);
    expect(await item.getByRole("heading").textContent()).toBe(`${title} English`);
  });

  it("an admin picks a template in a case by keyboard, sees the reference and the case page's next dated step filled in, and sends it", async () => {
    const page = await signedInPage();
    const title = `Next step reminder ${randomUUID().slice(0, 4)}`;
    const created = await page.request.post(adminApiPaths.replyTemplates, {
      data: {
        language: "en",
        title,
        body: "Hello {name},\nabout your case {reference}: your next step is {next_deadline}.",
      },
    });
    expect(created.status(), await created.text()).toBe(201);

    // A case whose money was taken today: the bank must be told by a date the case page gives.
    const name = `Sunita ${randomUUID().slice(0, 6)}`;
    const sent = await page.request.post(apiPaths.helpRequests, {
      data: {
        name,
        email: uniqueEmail("templates"),
        query: `An unknown UPI debit this morning (${randomUUID().slice(0, 6)}).`,
        incidentDate: dayInIndia(new Date()),
        paymentApproval: "taken_without_approval",
        paidFrom: "bank_account",
      },
    });
    expect(sent.status(), await sent.text()).toBe(201);
    const { reference } = (await sent.json()) as { reference: string };
    const detail = (await (await page.request.get(adminApiPaths.submission(reference))).json()) as SubmissionDetail;
    expect(detail.nextDeadlineText).toMatch(
      /^Tell your bank, wallet or card company in writing, by \w{3}, \d{1,2} \w{3} \d{4}, 11:59 pm IST$/,
    );

    await openAdmin(page, admin, `/admin/cases/${reference}`);
    const dialog = page.getByRole("dialog", { name: `Submission ${reference}` });
    const thread = dialog.getByRole("region", { name: "Messages with the person" });
    const picker = thread.getByLabel("Start from a template", { exact: true });
    const box = thread.getByLabel("Write to the person", { exact: true });
    // By keyboard: focus the select, choose the template, then press the button.
    await picker.focus();
    await picker.selectOption({ label: title });
    await page.keyboard.press("Tab");
    await page.keyboard.press("Enter");

    const expected = `Hello ${name},\nabout your case ${reference}: your next step is ${detail.nextDeadlineText}.`;
    await expect.poll(() => box.inputValue(), SETTLE).toBe(expected);
    await expect.poll(() => box.evaluate((element) => element === document.activeElement), SETTLE).toBe(true);
    await thread
      .getByRole("status")
      .filter({ hasText: `Template "${title}" (English) inserted.` })
      .waitFor();

    await thread.getByRole("button", { name: "Send message" }).click();
    await thread.getByRole("status").filter({ hasText: "Message sent." }).waitFor();
    const message = thread.getByRole("listitem").filter({ hasText: `about your case ${reference}` });
    await message.waitFor();
    expect(await message.textContent()).toContain(detail.nextDeadlineText!);
    expect(await box.inputValue()).toBe("");
  });

  /** A template made through the API, and the Templates view at `viewport` listing it. */
  async function viewWithTemplate(viewport: { width: number; height: number }) {
    const page = await signedInPage(viewport);
    const title = `Documents asked ${randomUUID().slice(0, 4)}`;
    const created = await page.request.post(adminApiPaths.replyTemplates, {
      data: { language: "en", title, body: "Please send the bank's SMS for {reference}." },
    });
    expect(created.status(), await created.text()).toBe(201);
    await openAdmin(page, admin, "/admin/templates");
    const view = templatesView(page);
    const item = view.getByRole("listitem", { name: title });
    await item.waitFor();
    return { page, title, view, item };
  }

  for (const viewport of [viewports.phone, viewports.desktop]) {
    it(`Templates: the list of templates has no axe violations and no sideways scroll at ${viewport.width} px`, async () => {
      const { page } = await viewWithTemplate(viewport);
      await noHorizontalScroll(page);
      await noAxeViolations(page);
    });
  }

  it("Templates: an admin edits a template, and the list shows the new text", async () => {
    const { page, title, item } = await viewWithTemplate(viewports.phone);
    await item.getByRole("button", { name: `Edit ${title}` }).click();
    const form = templateForm(page);
    expect(await form.getByLabel("Title", { exact: true }).inputValue()).toBe(title);
    await form
      .getByLabel("Text", { exact: true })
      .fill("Please send the bank's SMS and your 1930 number for {reference}.");
    await form.getByRole("button", { name: "Save template" }).click();
    await form.waitFor({ state: "hidden" });
    await expect.poll(() => item.textContent(), SETTLE).toContain("your 1930 number");
  });

  it("Templates: Delete asks first with Cancel focused; Cancel keeps the template, Yes deletes it", async () => {
    const { title, view, item } = await viewWithTemplate(viewports.phone);
    await item.getByRole("button", { name: `Delete ${title}` }).click();
    const question = item.getByRole("group", { name: /^Delete the template/ });
    await question.waitFor();
    // The safe choice has focus; Cancel keeps the template.
    const cancel = question.getByRole("button", { name: "Cancel" });
    await expect.poll(() => cancel.evaluate((element) => element === document.activeElement), SETTLE).toBe(true);
    await question.getByRole("button", { name: "Cancel" }).click();
    await question.waitFor({ state: "hidden" });
    await item.getByRole("button", { name: `Delete ${title}` }).click();
    await item.getByRole("button", { name: "Yes, delete it" }).click();
    await item.waitFor({ state: "detached" });
    expect(await view.getByRole("listitem", { name: title }).count()).toBe(0);
  });
});
