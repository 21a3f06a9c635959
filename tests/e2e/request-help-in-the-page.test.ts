import { describe, expect, it } from "vitest";
import type { Locator, Page } from "playwright-core";
import { useBrowser, viewports } from "./support/browser";
import {
  answerWith,
  cutNetwork,
  errorToast,
  expectBrowserChecks,
  expectFieldError,
  expectNoFieldError,
  expectPrivacyNotice,
  field,
  holdRequests,
  isOnTop,
  openPage,
  recordPosts,
  SETTLE,
  waitForHydration,
} from "./support/form-page";
import {
  API,
  API_GLOB,
  DIALOG_NAME,
  fillHelpForm,
  helpFormValues,
  helpRequest,
  INVALID_EMAIL,
  LABELS,
  openModal,
  openModalAtOnce,
  queryForm,
  REQUIRED,
  schemaFiles,
  submit,
  TOPIC_FORMS,
  topicPage,
} from "./support/help-request-form";

// The Request Help form in its three homes (request-help.test.ts) in the page alone: the modal's
// focus and keys, its code loading, the checks that refuse before anything is sent, answers and
// failures faked in the browser, drafts and the privacy notice. No test here sends a request the
// server stores or reads what it stored, so the database cannot change what they see and they run
// on SQLite only (DATABASE_INDEPENDENT in vitest.e2e.config.ts).

const browser = useBrowser();

const MODAL_SERVER_ERROR = "⚠️ Server error. Please try again later.";
const TOPIC_SERVER_ERROR = "Server error. Please try again later.";

/** Where keyboard focus is: a control in the dialog, the browser's own UI, or the page behind. */
function focusPlace(page: Page): Promise<string> {
  return page.evaluate(() => {
    if (!document.hasFocus()) return "outside the page (browser UI)";
    const active = document.activeElement;
    if (!active?.closest("dialog[open]")) return `page behind the dialog: <${active?.tagName.toLowerCase()}>`;
    if (active.tagName === "DIALOG") return "dialog itself";
    const label =
      active.getAttribute("aria-label") ?? (active as HTMLInputElement).labels?.[0]?.textContent ?? active.textContent;
    return `dialog: ${active.tagName.toLowerCase()} ${label?.trim()}`;
  });
}

describe("Request Help modal", () => {
  it("Request Help modal: the header button opens a dialog named 'Request Help - Query Form' with focus on Name", async () => {
    const page = await browser.newPage();
    await openPage(page, "/");
    expect(await page.getByRole("dialog").count()).toBe(0);

    const dialog = await openModal(page);

    expect(await dialog.isVisible()).toBe(true);
    expect(await focusPlace(page)).toBe("dialog: input Name");
  });

  it("Request Help modal: on a touch screen, opening it does not put the cursor in Name (the keyboard would cover the 1930 call-out); focus is on its heading, inside the dialog", async () => {
    const page = await browser.newPage({ viewport: viewports.phone, touch: true });
    await openPage(page, "/");
    expect(await page.evaluate(() => matchMedia("(pointer: coarse)").matches), "the context is a touch screen").toBe(
      true,
    );
    await page.getByRole("banner").getByRole("link", { name: "Request Help" }).tap();
    const dialog = page.getByRole("dialog", { name: DIALOG_NAME });
    await dialog.waitFor();

    expect(await focusPlace(page)).toBe(`dialog: h2 ${DIALOG_NAME}`);
    expect(await isOnTop(dialog.getByRole("link", { name: "Call 1930" })), "the 1930 call-out is on screen").toBe(true);
  });

  it("Request Help modal: at phone width with a mouse (no touch screen), focus still goes to Name", async () => {
    const page = await browser.newPage({ viewport: viewports.phone });
    await openPage(page, "/");

    const dialog = await openModal(page);

    expect(await dialog.isVisible()).toBe(true);
    expect(await focusPlace(page)).toBe("dialog: input Name");
  });

  it("Request Help modal: on a page without a form, its form's code loads only when the visitor goes for the button", async () => {
    // docs/performance.md: the dialog's form is fetched on intent, not with every page.
    const page = await browser.newPage();
    const scripts: Promise<string>[] = [];
    page.on("response", (response) => {
      if (response.request().resourceType() === "script") scripts.push(response.text().catch(() => ""));
    });
    const holdsTheForm = async () => (await Promise.all(scripts)).some((text) => text.includes(REQUIRED.Name));
    await openPage(page, "/faq");
    await page.waitForLoadState("networkidle");
    expect(await holdsTheForm()).toBe(false);

    await openModal(page);

    // The script's response event can come a moment after the form is on screen: wait for it.
    await expect.poll(holdsTheForm, SETTLE).toBe(true);
    await expect.poll(() => focusPlace(page), SETTLE).toBe("dialog: input Name");
  });

  it("Request Help modal: on a slow connection it opens at once on the tap, says the form is loading, then fills in with focus on Name", async () => {
    const page = await browser.newPage();
    await openPage(page, "/faq");
    await page.waitForLoadState("networkidle");
    const release = await holdRequests(page, /\/assets\/help-request-form-[\w-]+\.js$/);

    const dialog = await openModalAtOnce(page);

    await dialog.getByRole("status").filter({ hasText: "Loading the form…" }).waitFor();
    expect(await dialog.getByRole("textbox", { name: "Name" }).count()).toBe(0);
    release();
    await dialog.getByRole("textbox", { name: "Name" }).waitFor();
    expect(await dialog.getByRole("status").filter({ hasText: "Loading the form…" }).count()).toBe(0);
    await expect.poll(() => focusPlace(page), SETTLE).toBe("dialog: input Name");
  });

  it("Request Help modal: when its form cannot be fetched offline, it opens with the 1930 call-out, the server-error toast on top and the offline note, and fills in once back online", async () => {
    const page = await browser.newPage({ viewport: viewports.phone });
    await openPage(page, "/faq");
    await page.route("**/assets/*.js", (route) => route.abort("internetdisconnected"));
    await page.context().setOffline(true);

    const dialog = await openModalAtOnce(page);

    const toast = errorToast(page, MODAL_SERVER_ERROR);
    await toast.waitFor();
    expect(await isOnTop(toast), "the error message is covered by the modal").toBe(true);
    const unavailable = dialog.getByRole("alert").filter({ hasText: "You seem to be offline." });
    await unavailable.waitFor();
    expect(await unavailable.textContent()).toContain("If you lost money, call 1930 now.");
    expect(await dialog.getByRole("link", { name: /1930/ }).first().isVisible()).toBe(true);
    expect(await unavailable.getByRole("link", { name: "Open the form on its own page" }).getAttribute("href")).toBe(
      "/query-form",
    );

    await page.unroute("**/assets/*.js");
    await page.context().setOffline(false);
    await dialog.getByRole("textbox", { name: "Name" }).waitFor();
    expect(await unavailable.count()).toBe(0);
  });

  it("Request Help modal: when its form cannot be fetched, Try again fills it in once the scripts can load", async () => {
    const page = await browser.newPage();
    await openPage(page, "/faq");
    await page.route("**/assets/*.js", (route) => route.abort("connectionrefused"));
    const dialog = await openModalAtOnce(page);
    const unavailable = dialog.getByRole("alert").filter({ hasText: "The form could not be loaded." });
    await unavailable.waitFor();

    await page.unroute("**/assets/*.js");
    await unavailable.getByRole("button", { name: "Try again" }).click();

    await dialog.getByRole("textbox", { name: "Name" }).waitFor();
    expect(await dialog.getByRole("textbox", { name: "Email" }).isVisible()).toBe(true);
  });

  it.each([
    ["the X ('Close dialog')", (dialog: Locator) => dialog.getByRole("button", { name: "Close dialog" }).click()],
    ["the Close button", (dialog: Locator) => dialog.getByRole("button", { name: "Close", exact: true }).click()],
    ["Escape", (dialog: Locator) => dialog.page().keyboard.press("Escape")],
  ])("Request Help modal: closes with %s and gives focus back to Request Help", async (_way, close) => {
    const page = await browser.newPage();
    await openPage(page, "/");
    const dialog = await openModal(page);

    await close(dialog);

    await dialog.waitFor({ state: "hidden" });
    const opener = page.getByRole("banner").getByRole("link", { name: "Request Help" });
    await expect.poll(() => opener.evaluate((button) => button === document.activeElement), SETTLE).toBe(true);
  });

  it("Request Help modal: Tab and Shift+Tab cycle through its controls and never reach the page behind", async () => {
    // A native modal <dialog> lets focus step out to the browser's own UI after the last control
    // (so a keyboard user is never trapped); what must never happen is focus on the inert page.
    const page = await browser.newPage();
    await openPage(page, "/");
    const dialog = await openModal(page);
    // Every control a person can reach: the bots' honeypot field is out of the tab order on purpose,
    // and the optional details are folded away behind their summary.
    const controls = await dialog
      .locator(":is(a[href], button, input, textarea, select, summary):not([tabindex='-1']):visible")
      .count();

    for (const key of ["Tab", "Shift+Tab"]) {
      const reached = new Set<string>();
      for (let step = 0; step < controls * 2 + 2; step++) {
        await page.keyboard.press(key);
        const place = await focusPlace(page);
        expect(place, `after ${step + 1} × ${key}`).not.toMatch(/^page behind/);
        if (place.startsWith("dialog: ")) reached.add(place);
      }
      expect(reached.size, `controls reached with ${key}: ${[...reached].join(", ")}`).toBe(controls);
    }
  });

  it("Request Help modal: submitting it empty shows each field's message under it and sends nothing", async () => {
    const page = await browser.newPage();
    const posts = recordPosts(page, API);
    await openPage(page, "/");
    const dialog = await openModal(page);

    await submit(dialog);

    for (const [label, message] of Object.entries(REQUIRED)) await expectFieldError(field(dialog, label), message);
    expect(posts).toEqual([]);
  });

  it("Request Help modal: editing a field clears its error and leaves the others", async () => {
    const page = await browser.newPage();
    await openPage(page, "/");
    const dialog = await openModal(page);
    await submit(dialog);
    await expectFieldError(field(dialog, "Query"), REQUIRED.Query);

    await field(dialog, "Name").pressSequentially("A");

    await expectNoFieldError(field(dialog, "Name"), REQUIRED.Name);
    await expectFieldError(field(dialog, "Email"), REQUIRED.Email);
    await expectFieldError(field(dialog, "Query"), REQUIRED.Query);

    await field(dialog, "Query").pressSequentially("B");

    await expectNoFieldError(field(dialog, "Query"), REQUIRED.Query);
    await expectFieldError(field(dialog, "Email"), REQUIRED.Email);
  });

  it("Request Help modal: an error toast shows on top of the modal it belongs to", async () => {
    const page = await browser.newPage({ viewport: viewports.phone });
    await cutNetwork(page, API_GLOB);
    await openPage(page, "/");
    const dialog = await openModal(page);
    await fillHelpForm(dialog, helpRequest("error-on-top"));

    await submit(dialog);

    await errorToast(page, MODAL_SERVER_ERROR).waitFor();
    expect(await isOnTop(errorToast(page, MODAL_SERVER_ERROR)), "the error message is covered by the modal").toBe(true);
  });

  it("Request Help modal: a network failure shows '⚠️ Server error. Please try again later.' and keeps what was typed", async () => {
    const page = await browser.newPage();
    await cutNetwork(page, API_GLOB);
    await openPage(page, "/");
    const dialog = await openModal(page);
    const request = helpRequest("offline");
    await fillHelpForm(dialog, request);

    await submit(dialog);

    await errorToast(page, MODAL_SERVER_ERROR).waitFor();
    expect(await helpFormValues(dialog)).toEqual(request);
  });

  it("Request Help modal: a typed but unsent request survives a page reload", async () => {
    const page = await browser.newPage();
    await openPage(page, "/services/phishing-scam");
    const request = helpRequest("draft");
    await fillHelpForm(await openModal(page), request);

    await page.reload();
    await waitForHydration(page);
    const dialog = await openModal(page);

    await expect.poll(() => helpFormValues(dialog), SETTLE).toEqual(request);
  });

  it("Request Help modal: shows the one-line privacy notice linking to /privacy-policy", async () => {
    const page = await browser.newPage();
    await openPage(page, "/");
    await expectPrivacyNotice(await openModal(page));
  });
});

describe("/query-form", () => {
  it("/query-form: a blank name and an email without a dot show their messages under the fields and send nothing", async () => {
    const page = await browser.newPage();
    const posts = recordPosts(page, API);
    await openPage(page, "/query-form");
    const form = queryForm(page);

    await fillHelpForm(form, { Name: "   ", Email: "asha@example", Query: "Someone is using my photos." });
    await submit(form);

    await expectFieldError(field(form, "Name"), REQUIRED.Name);
    await expectFieldError(field(form, "Email"), INVALID_EMAIL);
    await expectNoFieldError(field(form, "Query"), REQUIRED.Query);
    expect(posts).toEqual([]);
  });

  it("/query-form: fetches its checks only once a field is focused, and still refuses a blank name before sending anything", async () => {
    const page = await browser.newPage();
    const files = schemaFiles();
    const fetched: string[] = [];
    page.on("request", (request) => {
      const path = new URL(request.url()).pathname;
      if (files.includes(path)) fetched.push(path);
    });
    const posts = recordPosts(page, API);
    await openPage(page, "/query-form");
    const form = queryForm(page);
    expect(fetched).toEqual([]);

    await field(form, "Name").focus();

    await expect.poll(() => fetched.length, SETTLE).toBeGreaterThan(0);
    await fillHelpForm(form, { Name: "   ", Email: "asha@example.in", Query: "Someone is using my photos." });
    await submit(form);
    await expectFieldError(field(form, "Name"), REQUIRED.Name);
    expect(posts).toEqual([]);
  });

  it("/query-form: shows the one-line privacy notice linking to /privacy-policy", async () => {
    const page = await browser.newPage();
    await openPage(page, "/query-form");
    await expectPrivacyNotice(queryForm(page));
  });
});

describe.each(TOPIC_FORMS)("Topic page form on /services/%s (%s)", (slug, title) => {
  const { path, openTopicForm } = topicPage(slug, title);

  it(`${title} on ${path}: the browser requires every field and the email field is of email type`, async () => {
    const page = await browser.newPage();
    const posts = recordPosts(page, API);
    const form = await openTopicForm(page);

    await expectBrowserChecks(form, LABELS, "Submit");

    expect(posts).toEqual([]);
  });

  it(`${title} on ${path}: a 400 answer shows the server's message as an error and keeps what was typed`, async () => {
    const page = await browser.newPage();
    await answerWith(page, API_GLOB, 400, { status: "error", message: "Nope", errors: {} });
    const form = await openTopicForm(page);
    const request = helpRequest(`${slug}-rejected`);
    await fillHelpForm(form, request);

    await submit(form);

    await errorToast(page, "Nope").waitFor();
    expect(await helpFormValues(form)).toEqual(request);
  });

  it(`${title} on ${path}: a network failure shows 'Server error. Please try again later.' and keeps what was typed`, async () => {
    const page = await browser.newPage();
    await cutNetwork(page, API_GLOB);
    const form = await openTopicForm(page);
    const request = helpRequest(`${slug}-offline`);
    await fillHelpForm(form, request);

    await submit(form);

    await errorToast(page, TOPIC_SERVER_ERROR).waitFor();
    expect(await helpFormValues(form)).toEqual(request);
  });

  it(`${title} on ${path}: shows the one-line privacy notice linking to /privacy-policy`, async () => {
    const page = await browser.newPage();
    await expectPrivacyNotice(await openTopicForm(page));
  });
});
