import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import type { Locator, Page } from "playwright-core";
import { CHUNK_MODULES_FILE, type ChunkRecord } from "~/scripts/web-budget/chunk-modules-plugin";
import { useBrowser, viewports } from "./support/browser";
import {
  answerWith,
  cutNetwork,
  emptyValues,
  errorToast,
  expectBrowserChecks,
  expectFieldError,
  expectNoFieldError,
  expectPrivacyNotice,
  expectSuccessToast,
  field,
  fieldValues,
  fillFields,
  holdRequests,
  installClock,
  isOnTop,
  openPage,
  pauseClock,
  recordPosts,
  SETTLE,
  successToast,
  waitForHydration,
} from "./support/form-page";
import { findSubmissions, submissionsByEmail, uniqueEmail } from "./support/submissions-db";
import { apiMessages } from "~/shared/messages/api";

// The Request Help form in its three homes: the header's modal, /query-form and the topic
// pages (docs/product.md §4, §5 and §8; docs/product.md §10 for the topic, the reference and drafts).

const browser = useBrowser();

const API = "/api/help-requests";
const API_GLOB = "**/api/help-requests";
const DIALOG_NAME = "Request Help - Query Form";
const LABELS = ["Name", "Email", "Query"];

const MODAL_SUCCESS =
  "✅ Form submitted successfully! Our support team is available 24/7 and will be in touch with you shortly.";
const MODAL_SERVER_ERROR = "⚠️ Server error. Please try again later.";
const TOPIC_SERVER_ERROR = "Server error. Please try again later.";
const REQUIRED = {
  Name: "Please fill out the Name field.",
  Email: "Please fill out the Email field.",
  Query: "Please fill out the Query field.",
} as const;
const INVALID_EMAIL = "Please enter a valid email address.";

interface HelpValues {
  Name: string;
  Email: string;
  Query: string;
}

/** A complete request with an address no other test uses. */
function helpRequest(label: string): HelpValues {
  return { Name: "Asha Verma", Email: uniqueEmail(label), Query: `Rs 20,000 went from my account by UPI (${label}).` };
}

function fillHelpForm(form: Locator, values: Partial<HelpValues>): Promise<void> {
  return fillFields(form, values as Record<string, string>);
}

function helpFormValues(form: Locator): Promise<Record<string, string>> {
  return fieldValues(form, LABELS);
}

function submit(form: Locator): Promise<void> {
  return form.getByRole("button", { name: "Submit", exact: true }).click();
}

/** Clicks the header's Request Help button and returns the dialog it opens, once its form is in. */
async function openModal(page: Page): Promise<Locator> {
  const dialog = await openModalAtOnce(page);
  await dialog.getByRole("textbox", { name: "Name" }).waitFor();
  return dialog;
}

/** Clicks the header's Request Help button and returns the dialog as soon as it is open. */
async function openModalAtOnce(page: Page): Promise<Locator> {
  await page.getByRole("banner").getByRole("link", { name: "Request Help" }).click();
  const dialog = page.getByRole("dialog", { name: DIALOG_NAME });
  await dialog.waitFor();
  return dialog;
}

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

  it("Request Help modal: 'a@b' reads 'Please enter a valid email address.' and nothing is stored", async () => {
    const page = await browser.newPage();
    const posts = recordPosts(page, API);
    await openPage(page, "/");
    const dialog = await openModal(page);
    const name = `No Dot ${Date.now()}`;

    await fillHelpForm(dialog, { Name: name, Email: "a@b", Query: "My card was cloned at an ATM." });
    await submit(dialog);

    await expectFieldError(field(dialog, "Email"), INVALID_EMAIL);
    await expectNoFieldError(field(dialog, "Name"), REQUIRED.Name);
    await expectNoFieldError(field(dialog, "Query"), REQUIRED.Query);
    expect(posts).toEqual([]);
    expect(await findSubmissions({ name })).toEqual([]);
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

  it.each([
    ["/services/atm-scam", "atm-scam"],
    ["/", null],
  ])(
    "Request Help modal: opened on %s, a valid request shows the success toast with its reference, is stored with topic %s and the page, and the fields reset",
    async (path, topic) => {
      const page = await browser.newPage();
      await openPage(page, path);
      const dialog = await openModal(page);
      const request = helpRequest("modal");

      await fillHelpForm(dialog, request);
      await submit(dialog);

      const reference = await expectSuccessToast(page, MODAL_SUCCESS);
      expect(await submissionsByEmail(request.Email)).toMatchObject([
        {
          reference,
          kind: "help_request",
          name: request.Name,
          email: request.Email,
          message: request.Query,
          topic,
          page: path,
        },
      ]);
      expect(await helpFormValues(dialog)).toEqual(emptyValues(LABELS));
    },
  );

  it("Request Help modal: after success it stays open for 3.9 s and closes at 4 s, with its toast", async () => {
    const page = await browser.newPage();
    await installClock(page);
    await openPage(page, "/");
    const dialog = await openModal(page);
    await fillHelpForm(dialog, helpRequest("autoclose"));
    await pauseClock(page);

    await submit(dialog);
    await expectSuccessToast(page, MODAL_SUCCESS);
    // Unlike the topic pages' toasts, this one shows the time left as a shrinking bar.
    expect(await page.locator(".toast__progress").count()).toBe(1);

    await page.clock.runFor(3900);
    expect(await dialog.isVisible()).toBe(true);
    expect(await successToast(page, MODAL_SUCCESS).isVisible()).toBe(true);

    await page.clock.runFor(100);
    await dialog.waitFor({ state: "hidden" });
    await successToast(page, MODAL_SUCCESS).waitFor({ state: "detached" });
  });

  it.each([
    ["desktop", viewports.desktop],
    ["phone", viewports.phone],
  ])("Request Help modal: on a %s the success toast shows on top of the still-open modal", async (_name, viewport) => {
    const page = await browser.newPage({ viewport });
    await openPage(page, "/");
    const dialog = await openModal(page);
    await fillHelpForm(dialog, helpRequest("toast-on-top"));

    await submit(dialog);

    await expectSuccessToast(page, MODAL_SUCCESS);
    expect(await dialog.isVisible()).toBe(true);
    expect(await isOnTop(successToast(page, MODAL_SUCCESS)), "the success message is covered by the modal").toBe(true);
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

  it("Request Help modal: a server rejection shows '❌ Submission failed: Nope' and keeps what was typed", async () => {
    const page = await browser.newPage();
    await answerWith(page, API_GLOB, 400, { status: "error", message: "Nope", errors: {} });
    await openPage(page, "/");
    const dialog = await openModal(page);
    const request = helpRequest("rejected");
    await fillHelpForm(dialog, request);

    await submit(dialog);

    await errorToast(page, "❌ Submission failed: Nope").waitFor();
    expect(await helpFormValues(dialog)).toEqual(request);
    expect(await dialog.isVisible()).toBe(true);
    expect(await submissionsByEmail(request.Email)).toEqual([]);
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

  it("Request Help modal: a sent request leaves no draft behind after a reload", async () => {
    const page = await browser.newPage();
    await openPage(page, "/");
    await fillHelpForm(await openModal(page), helpRequest("sent-draft"));
    await submit(page.getByRole("dialog", { name: DIALOG_NAME }));
    await expectSuccessToast(page, MODAL_SUCCESS);

    await page.reload();
    await waitForHydration(page);

    expect(await helpFormValues(await openModal(page))).toEqual(emptyValues(LABELS));
  });

  it("Request Help modal: shows the one-line privacy notice linking to /privacy-policy", async () => {
    const page = await browser.newPage();
    await openPage(page, "/");
    await expectPrivacyNotice(await openModal(page));
  });
});

describe("/query-form", () => {
  function queryForm(page: Page): Locator {
    return page.getByRole("region", { name: DIALOG_NAME });
  }

  it("/query-form: a valid request shows the success toast with its reference, is stored from /query-form, and the fields reset", async () => {
    const page = await browser.newPage();
    await openPage(page, "/query-form");
    const form = queryForm(page);
    const request = helpRequest("query-form");

    await fillHelpForm(form, request);
    await submit(form);

    const reference = await expectSuccessToast(page, MODAL_SUCCESS);
    expect(await submissionsByEmail(request.Email)).toMatchObject([
      {
        reference,
        kind: "help_request",
        name: request.Name,
        email: request.Email,
        message: request.Query,
        topic: null,
        page: "/query-form",
      },
    ]);
    expect(await helpFormValues(form)).toEqual(emptyValues(LABELS));
  });

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

  /** The built files that hold the form's schema or Zod, as paths the browser asks for. */
  function schemaFiles(): string[] {
    const chunks = JSON.parse(readFileSync(CHUNK_MODULES_FILE, "utf8")) as ChunkRecord[];
    const files = chunks
      .filter((chunk) =>
        chunk.modules.some((name) => name === "shared/schemas/help-request.ts" || name.startsWith("node_modules/zod/")),
      )
      .map((chunk) => `/${chunk.file}`);
    expect(files).not.toEqual([]);
    return files;
  }

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

  it("/query-form: when its checks cannot be fetched, it is sent as typed and the server's messages show under the fields", async () => {
    const page = await browser.newPage();
    const files = schemaFiles();
    await page.route(
      (url) => files.includes(url.pathname),
      (route) => route.abort("internetdisconnected"),
    );
    const posts = recordPosts(page, API);
    await openPage(page, "/query-form");
    const form = queryForm(page);

    await fillHelpForm(form, { Name: "   ", Email: "asha@example", Query: "Someone is using my photos." });
    await submit(form);

    await expectFieldError(field(form, "Name"), REQUIRED.Name);
    await expectFieldError(field(form, "Email"), INVALID_EMAIL);
    await expectNoFieldError(field(form, "Query"), REQUIRED.Query);
    expect(posts).toMatchObject([{ name: "   ", email: "asha@example" }]);
  });

  it("/query-form: shows the one-line privacy notice linking to /privacy-policy", async () => {
    const page = await browser.newPage();
    await openPage(page, "/query-form");
    await expectPrivacyNotice(queryForm(page));
  });
});

describe.each([
  ["money-scam", "Query Resolve Form"],
  ["theft", "Report a Theft"],
])("Topic page form on /services/%s (%s)", (slug, title) => {
  const path = `/services/${slug}`;

  async function openTopicForm(page: Page): Promise<Locator> {
    await openPage(page, path);
    return page.getByRole("region", { name: title });
  }

  it(`${title} on ${path}: the browser requires every field and the email field is of email type`, async () => {
    const page = await browser.newPage();
    const posts = recordPosts(page, API);
    const form = await openTopicForm(page);

    await expectBrowserChecks(form, LABELS, "Submit");

    expect(posts).toEqual([]);
  });

  it(`${title} on ${path}: a valid request shows the server's message with its reference, clears the fields and is stored with topic ${slug}`, async () => {
    const page = await browser.newPage();
    const form = await openTopicForm(page);
    const request = helpRequest(slug);

    await fillHelpForm(form, request);
    await submit(form);

    const reference = await expectSuccessToast(page, apiMessages.helpRequestAccepted);
    expect(await submissionsByEmail(request.Email)).toMatchObject([
      {
        reference,
        kind: "help_request",
        name: request.Name,
        email: request.Email,
        message: request.Query,
        topic: slug,
        page: path,
      },
    ]);
    expect(await helpFormValues(form)).toEqual(emptyValues(LABELS));
  });

  it(`${title} on ${path}: the success toast lasts 3 s, without a progress bar`, async () => {
    const page = await browser.newPage();
    await installClock(page);
    const form = await openTopicForm(page);
    await fillHelpForm(form, helpRequest(`${slug}-toast`));
    await pauseClock(page);

    await submit(form);
    await expectSuccessToast(page, apiMessages.helpRequestAccepted);

    // docs/product.md §9: topic-page toasts have no progress bar.
    expect(await page.locator(".toast__progress").count()).toBe(0);
    await page.clock.runFor(2900);
    expect(await successToast(page, apiMessages.helpRequestAccepted).isVisible()).toBe(true);
    await page.clock.runFor(100);
    await successToast(page, apiMessages.helpRequestAccepted).waitFor({ state: "detached" });
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
