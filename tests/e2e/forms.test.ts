import { describe, expect, it } from "vitest";
import type { Locator, Page } from "playwright-core";
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
  expectSuccessToast,
  field,
  fieldValues,
  fillFields,
  installClock,
  openPage,
  pauseClock,
  recordPosts,
  successToast,
} from "./support/form-page";
import { submissionsByEmail, uniqueEmail } from "./support/submissions-db";
// The list itself is checked against India's official one in shared/schemas/post-query.test.ts;
// here, that the form offers exactly it, in its two groups.
import { STATES, UNION_TERRITORIES } from "~/shared/states";

// Contact Us, the home page's Get in Touch and Post Query (docs/product.md §4, §5, §8 and §9; docs/product.md §10
// for Get in Touch sending its message, references and the privacy notice).

const browser = useBrowser();

const CONTACT_API = "/api/contact-messages";
const QUERIES_API = "/api/queries";
const CONTACT_SUCCESS = "✅ Form submitted! Our team will contact you 24/7";
const CONTACT_FAILURE = "❌ Failed to submit. Please try again.";

async function openForm(page: Page, path: string, heading: string): Promise<Locator> {
  await openPage(page, path);
  return page.getByRole("region", { name: heading });
}

// ---- Contact Us -----------------------------------------------------------------------------

const CONTACT_LABELS = ["Name", "Email", "Subject", "Message"];

function openContactForm(page: Page): Promise<Locator> {
  return openForm(page, "/contact", "Interested in discussing?");
}

function contactMessage(label: string): Record<string, string> {
  return {
    Name: "Meera Iyer",
    Email: uniqueEmail(label),
    Subject: "Aadhaar misuse",
    Message: `Someone took a loan in my name (${label}).`,
  };
}

describe("Contact Us", () => {
  it("Contact Us: the browser requires every field and the email field is of email type", async () => {
    const page = await browser.newPage();
    const posts = recordPosts(page, CONTACT_API);
    const form = await openContactForm(page);

    await expectBrowserChecks(form, CONTACT_LABELS, "Send Message");

    expect(posts).toEqual([]);
  });

  it("Contact Us: a message sent shows '✅ Form submitted! Our team will contact you 24/7' with its reference, clears the fields and is stored with its subject", async () => {
    const page = await browser.newPage();
    const form = await openContactForm(page);
    const message = contactMessage("contact");

    await fillFields(form, message);
    await form.getByRole("button", { name: "Send Message" }).click();

    const reference = await expectSuccessToast(page, CONTACT_SUCCESS);
    expect(await submissionsByEmail(message.Email!)).toMatchObject([
      {
        reference,
        kind: "contact_message",
        name: message.Name,
        email: message.Email,
        subject: message.Subject,
        message: message.Message,
        phone: "",
        page: "/contact",
      },
    ]);
    expect(await fieldValues(form, CONTACT_LABELS)).toEqual(emptyValues(CONTACT_LABELS));
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
  const labels = ["Name", "Email", "Phone (optional)", "Message"];

  it("Get in Touch: it sends: the success toast shows and the message is stored as a contact message keeping the phone", async () => {
    const page = await browser.newPage();
    const form = await openForm(page, "/", "Get in Touch");
    const message = {
      Name: "Ravi Kumar",
      Email: uniqueEmail("get-in-touch"),
      "Phone (optional)": "+91 98765 43210",
      Message: "Please call me back about a fake loan app.",
    };

    await fillFields(form, message);
    await form.getByRole("button", { name: "Submit", exact: true }).click();

    const reference = await expectSuccessToast(page, CONTACT_SUCCESS);
    expect(await submissionsByEmail(message.Email)).toMatchObject([
      {
        reference,
        kind: "contact_message",
        name: message.Name,
        email: message.Email,
        phone: message["Phone (optional)"],
        subject: "",
        message: message.Message,
        page: "/",
      },
    ]);
    expect(await fieldValues(form, labels)).toEqual(emptyValues(labels));
  });

  it("Get in Touch: shows the one-line privacy notice linking to /privacy-policy", async () => {
    const page = await browser.newPage();
    await expectPrivacyNotice(await openForm(page, "/", "Get in Touch"));
  });
});

// ---- Post Query -----------------------------------------------------------------------------

const POST_QUERY_LABELS = [
  "Full name",
  "Email",
  "Phone (optional)",
  "State",
  "City (optional)",
  "Subject",
  "Message (optional)",
];
const REQUIRED = "Please fill out this field.";
const POST_QUERY_SUCCESS = "✅ Query submitted successfully. Our team will contact you shortly — available 24/7!";
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

function openPostQuery(page: Page): Promise<Locator> {
  return openForm(page, "/post-query", "Interested in discussing your legal concern?");
}

function postQuery(label: string): Record<string, string> {
  return {
    "Full name": "Sunita Rao",
    Email: uniqueEmail(label),
    "Phone (optional)": "+91 91234 56789",
    State: "Kerala",
    "City (optional)": "Kochi",
    Subject: "Fake KYC call emptied my account",
    "Message (optional)": `A caller posing as my bank asked for an OTP (${label}).`,
  };
}

function submitQuery(form: Locator): Promise<void> {
  return form.getByRole("button", { name: "Submit Your Query" }).click();
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

  it("Post Query: a query from Manipur is accepted and stored with its state", async () => {
    const page = await browser.newPage();
    const form = await openPostQuery(page);
    const query: Record<string, string> = {
      ...postQuery("post-query-manipur"),
      State: "Manipur",
      "City (optional)": "Imphal",
    };

    await fillFields(form, query);
    await submitQuery(form);

    const reference = await expectSuccessToast(page, POST_QUERY_SUCCESS);
    expect(await submissionsByEmail(query.Email!)).toMatchObject([
      { reference, kind: "post_query", state: "Manipur", city: "Imphal" },
    ]);
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

  it("Post Query: a valid query shows the success toast with its reference, resets the form and stores every field", async () => {
    const page = await browser.newPage();
    const form = await openPostQuery(page);
    const query = postQuery("post-query");

    await fillFields(form, query);
    await submitQuery(form);

    const reference = await expectSuccessToast(page, POST_QUERY_SUCCESS);
    expect(await submissionsByEmail(query.Email!)).toMatchObject([
      {
        reference,
        kind: "post_query",
        name: query["Full name"],
        email: query.Email,
        phone: query["Phone (optional)"],
        state: query.State,
        city: query["City (optional)"],
        subject: query.Subject,
        message: query["Message (optional)"],
      },
    ]);
    expect(await fieldValues(form, POST_QUERY_LABELS)).toEqual(emptyValues(POST_QUERY_LABELS));
  });

  it("Post Query: the success toast lasts 4 s", async () => {
    const page = await browser.newPage();
    await installClock(page);
    const form = await openPostQuery(page);
    await fillFields(form, postQuery("post-query-toast"));
    await pauseClock(page);

    await submitQuery(form);
    await expectSuccessToast(page, POST_QUERY_SUCCESS);

    await page.clock.runFor(3900);
    expect(await successToast(page, POST_QUERY_SUCCESS).isVisible()).toBe(true);
    await page.clock.runFor(100);
    await successToast(page, POST_QUERY_SUCCESS).waitFor({ state: "detached" });
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
