import { describe, expect, it } from "vitest";
import { useBrowser, viewports } from "./support/browser";
import {
  answerWith,
  emptyValues,
  errorToast,
  expectFieldError,
  expectNoFieldError,
  expectSuccessToast,
  field,
  installClock,
  isOnTop,
  openPage,
  pauseClock,
  recordPosts,
  successToast,
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
  queryForm,
  REQUIRED,
  schemaFiles,
  submit,
  TOPIC_FORMS,
  topicPage,
} from "./support/help-request-form";
import { findSubmissions, submissionsByEmail } from "./support/submissions-db";
import { apiMessages } from "~/shared/messages/api";

// The Request Help form in its three homes, the header's modal, /query-form and the topic pages
// (docs/product.md §4, §5 and §8; docs/product.md §10 for the topic, the reference and drafts):
// what is sent to the server and stored, or refused by it. What the form does in the page alone
// is in request-help-in-the-page.test.ts.

const browser = useBrowser();

const MODAL_SUCCESS =
  "✅ Form submitted successfully! Our support team is available 24/7 and will be in touch with you shortly.";

describe("Request Help modal", () => {
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
});

describe("/query-form", () => {
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
});

describe.each(TOPIC_FORMS)("Topic page form on /services/%s (%s)", (slug, title) => {
  const { path, openTopicForm } = topicPage(slug, title);

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
});
