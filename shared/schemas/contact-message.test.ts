import { describe, expect, it } from "vitest";
import { contactFormSchema, contactMessageSchema, getInTouchSchema } from "./contact-message";
import { fieldErrors } from "./fields";

// docs/product.md §5: the Contact form leaves validation to the browser, so its messages are the
// browser's own; docs/product.md §10: the home page's Get in Touch form sends a contact message too.

const contact = {
  name: "Meera",
  email: "meera@example.in",
  subject: "Aadhaar misuse",
  message: "Someone took a loan in my name.",
};
const getInTouch = {
  name: "Meera",
  email: "meera@example.in",
  phone: "+91 90000 00000",
  message: "Please call me back.",
};

function errorsFor(
  schema: typeof contactMessageSchema | typeof contactFormSchema | typeof getInTouchSchema,
  input: unknown,
) {
  const result = schema.safeParse(input);
  return result.success ? {} : fieldErrors(result.error);
}

describe("Contact Us form schema", () => {
  it.each(["name", "email", "subject", "message"])("%s is required: 'Please fill out this field.'", (field) => {
    expect(errorsFor(contactFormSchema, { ...contact, [field]: " " })).toEqual({
      [field]: "Please fill out this field.",
    });
  });

  it("an email of the wrong shape reads 'Please enter a valid email address.'", () => {
    expect(errorsFor(contactFormSchema, { ...contact, email: "meera.example.in" })).toEqual({
      email: "Please enter a valid email address.",
    });
  });
});

describe("Get in Touch form schema", () => {
  it("the phone number is optional", () => {
    expect(getInTouchSchema.parse({ ...getInTouch, phone: undefined }).phone).toBe("");
  });

  it.each(["name", "email", "message"])("%s is required: 'Please fill out this field.'", (field) => {
    expect(errorsFor(getInTouchSchema, { ...getInTouch, [field]: "" })).toEqual({
      [field]: "Please fill out this field.",
    });
  });
});

describe("Contact message schema (the API)", () => {
  it("accepts what the Contact Us form sends, with no phone", () => {
    expect(contactMessageSchema.parse(contact)).toEqual({ ...contact, phone: "", page: "", language: "en" });
  });

  it("accepts what Get in Touch sends, keeping the phone number, with no subject", () => {
    expect(contactMessageSchema.parse({ ...getInTouch, page: "/" })).toEqual({
      ...getInTouch,
      subject: "",
      page: "/",
      language: "en",
    });
  });

  it("still requires name, email and message", () => {
    expect(errorsFor(contactMessageSchema, {})).toEqual({
      name: "Please fill out this field.",
      email: "Please fill out this field.",
      message: "Please fill out this field.",
    });
  });
});
