import { describe, expect, it } from "vitest";
import { useBrowser } from "./support/browser";
import {
  emptyValues,
  expectSuccessToast,
  fieldValues,
  fillFields,
  installClock,
  pauseClock,
  successToast,
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
import { submissionsByEmail, uniqueEmail } from "./support/submissions-db";

// Contact Us, the home page's Get in Touch and Post Query (docs/product.md §4, §5, §8 and §9; docs/product.md §10
// for Get in Touch sending its message, references and the privacy notice): what is sent and
// stored. What the forms do in the page alone is in forms-in-the-page.test.ts.

const browser = useBrowser();

const CONTACT_SUCCESS = "✅ Form submitted! Our team will contact you 24/7";
const POST_QUERY_SUCCESS = "✅ Query submitted successfully. Our team will contact you shortly — available 24/7!";

// ---- Contact Us -----------------------------------------------------------------------------

describe("Contact Us", () => {
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
});

// ---- Post Query -----------------------------------------------------------------------------

describe("Post Query", () => {
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
});
