import { describe, expect, it } from "vitest";
import type { Locator } from "playwright-core";
import { useBrowser } from "./support/browser";
import {
  answerWith,
  cutNetwork,
  emptyValues,
  errorToast,
  expectBrowserChecks,
  expectFieldError,
  expectNoFieldError,
  expectPrivacyNotice,
  field,
  fieldValues,
  fillFields,
  recordPosts,
} from "./support/form-page";
import {
  CONTACT_LABELS,
  contactMessage,
  openContactForm,
  openForm,
  openPostQuery,
  POST_QUERY_LABELS,
  postQuery,
  submitQuery,
} from "./support/public-forms";
// The list itself is checked against India's official one in shared/schemas/post-query.test.ts;
// here, that the form offers exactly it, in its two groups.
import { STATES, UNION_TERRITORIES } from "~/shared/states";

// Contact Us, the home page's Get in Touch and Post Query (forms.test.ts) in the page alone: the
// browser's and the form's own checks that refuse before anything is sent, the fields, Reset,
// answers and failures faked in the browser, and the privacy notice. No test here sends a message
// the server stores or reads what it stored, so the database cannot change what they see and they
// run on SQLite only (DATABASE_INDEPENDENT in vitest.e2e.config.ts).

const browser = useBrowser();

const CONTACT_API = "/api/contact-messages";
const QUERIES_API = "/api/queries";
const CONTACT_FAILURE = "❌ Failed to submit. Please try again.";

// ---- Contact Us -----------------------------------------------------------------------------

describe("Contact Us", () => {
  it("Contact Us: the browser requires every field and the email field is of email type", async () => {
    const page = await browser.newPage();
    const posts = recordPosts(page, CONTACT_API);
    const form = await openContactForm(page);

    await expectBrowserChecks(form, CONTACT_LABELS, "Send Message");

    expect(posts).toEqual([]);
  });

  it("Contact Us: a 500 answer shows '❌ Failed to submit. Please try again.' and keeps what was typed", async () => {
    const page = await browser.newPage();
    await answerWith(page, `**${CONTACT_API}`, 500, { status: "error", message: "Something went wrong on our side." });
    const form = await openContactForm(page);
    const message = contactMessage("contact-500");
    await fillFields(form, message);

    await form.getByRole("button", { name: "Send Message" }).click();

    await errorToast(page, CONTACT_FAILURE).waitFor();
    expect(await fieldValues(form, CONTACT_LABELS)).toEqual(message);
  });

  it("Contact Us: shows the one-line privacy notice linking to /privacy-policy", async () => {
    const page = await browser.newPage();
    await expectPrivacyNotice(await openContactForm(page));
  });
});

// ---- Get in Touch (home page) ---------------------------------------------------------------

describe("Home page Get in Touch", () => {
  it("Get in Touch: shows the one-line privacy notice linking to /privacy-policy", async () => {
    const page = await browser.newPage();
    await expectPrivacyNotice(await openForm(page, "/", "Get in Touch"));
  });
});

// ---- Post Query -----------------------------------------------------------------------------

const REQUIRED = "Please fill out this field.";
const POST_QUERY_FAILURE = "❌ Submission failed. Please try again.";
const POST_QUERY_SERVER_ERROR = "❌ Server error. Please try again later.";

/**
 * The State list's option groups in order, each as its label and the options under it. Playwright
 * counts a closed select's groups as hidden and does not name them by their label, so the label
 * is read as the attribute.
 */
async function stateGroups(form: Locator): Promise<[string | null, string[]][]> {
  const groups = await field(form, "State").getByRole("group", { includeHidden: true }).all();
  return Promise.all(
    groups.map(async (group) => [await group.getAttribute("label"), await group.getByRole("option").allTextContents()]),
  );
}

describe("Post Query", () => {
  it("Post Query: submitting it empty shows 'Please fill out this field.' under Full name, Email, State and Subject and sends nothing", async () => {
    const page = await browser.newPage();
    const posts = recordPosts(page, QUERIES_API);
    const form = await openPostQuery(page);

    await submitQuery(form);

    for (const label of ["Full name", "Email", "State", "Subject"])
      await expectFieldError(field(form, label), REQUIRED);
    for (const label of ["Phone (optional)", "City (optional)", "Message (optional)"]) {
      await expectNoFieldError(field(form, label), REQUIRED);
    }
    expect(posts).toEqual([]);
  });

  it("Post Query: an invalid email reads 'Invalid email address.'", async () => {
    const page = await browser.newPage();
    const posts = recordPosts(page, QUERIES_API);
    const form = await openPostQuery(page);

    await fillFields(form, { ...postQuery("invalid"), Email: "sunita.example.in" });
    await submitQuery(form);

    await expectFieldError(field(form, "Email"), "Invalid email address.");
    await expectNoFieldError(field(form, "Full name"), REQUIRED);
    expect(posts).toEqual([]);
  });

  it("Post Query: editing a field clears its error and leaves the others", async () => {
    const page = await browser.newPage();
    const form = await openPostQuery(page);
    await submitQuery(form);
    await expectFieldError(field(form, "Subject"), REQUIRED);

    await field(form, "Full name").pressSequentially("S");
    await fillFields(form, { State: "Goa" });

    await expectNoFieldError(field(form, "Full name"), REQUIRED);
    await expectNoFieldError(field(form, "State"), REQUIRED);
    await expectFieldError(field(form, "Email"), REQUIRED);
    await expectFieldError(field(form, "Subject"), REQUIRED);
  });

  it("Post Query: the State list offers, after its placeholder, the 28 States and the 8 Union territories in two groups", async () => {
    const page = await browser.newPage();
    const form = await openPostQuery(page);
    const state = field(form, "State");

    const options = await state.getByRole("option").allTextContents();

    expect(options).toEqual(["Select your state", ...STATES, ...UNION_TERRITORIES]);
    expect(await stateGroups(form)).toEqual([
      ["States", STATES],
      ["Union territories", UNION_TERRITORIES],
    ]);
    expect(await state.inputValue()).toBe("");
    for (const choice of ["Manipur", "Ladakh", "Puducherry"]) {
      await state.selectOption({ label: choice });
      expect(await state.inputValue()).toBe(choice);
    }
  });

  it("Post Query: the message box has 5 rows and takes at most 500 characters; the subject at most 100", async () => {
    const page = await browser.newPage();
    const form = await openPostQuery(page);
    const message = field(form, "Message (optional)");
    const subject = field(form, "Subject");

    expect(await message.getAttribute("rows")).toBe("5");
    expect(await message.getAttribute("maxlength")).toBe("500");
    expect(await subject.getAttribute("maxlength")).toBe("100");

    // What a person sees when typing on: the text stops at the limit.
    await message.fill("m".repeat(520));
    await subject.fill("s".repeat(120));
    expect((await message.inputValue()).length).toBe(500);
    expect((await subject.inputValue()).length).toBe(100);
  });

  it("Post Query: Reset clears every field and every error", async () => {
    const page = await browser.newPage();
    const form = await openPostQuery(page);
    await fillFields(form, { ...postQuery("reset"), Subject: "" });
    await submitQuery(form);
    await expectFieldError(field(form, "Subject"), REQUIRED);

    await form.getByRole("button", { name: "Reset" }).click();

    expect(await fieldValues(form, POST_QUERY_LABELS)).toEqual(emptyValues(POST_QUERY_LABELS));
    await expectNoFieldError(field(form, "Subject"), REQUIRED);
    expect(await form.getByText(REQUIRED).count()).toBe(0);
  });

  it("Post Query: a status other than success (400) shows '❌ Submission failed. Please try again.' and keeps what was typed", async () => {
    const page = await browser.newPage();
    await answerWith(page, `**${QUERIES_API}`, 400, { status: "error", message: "Nope", errors: {} });
    const form = await openPostQuery(page);
    const query = postQuery("post-query-400");
    await fillFields(form, query);

    await submitQuery(form);

    await errorToast(page, POST_QUERY_FAILURE).waitFor();
    expect(await fieldValues(form, POST_QUERY_LABELS)).toEqual(query);
  });

  it("Post Query: a network failure shows '❌ Server error. Please try again later.' and keeps what was typed", async () => {
    const page = await browser.newPage();
    await cutNetwork(page, `**${QUERIES_API}`);
    const form = await openPostQuery(page);
    const query = postQuery("post-query-offline");
    await fillFields(form, query);

    await submitQuery(form);

    await errorToast(page, POST_QUERY_SERVER_ERROR).waitFor();
    expect(await fieldValues(form, POST_QUERY_LABELS)).toEqual(query);
  });

  it("Post Query: shows the one-line privacy notice linking to /privacy-policy", async () => {
    const page = await browser.newPage();
    await expectPrivacyNotice(await openPostQuery(page));
  });
});
