import { describe, expect, it } from "vitest";
import { fieldErrors } from "./fields";
import { helpRequestSchema } from "./help-request";

// docs/product.md §5, Request Help modal: the rules and messages word for word.

const valid = { name: "Asha Verma", email: "asha@example.in", query: "Money was taken from my account through UPI." };

function errorsFor(input: unknown) {
  const result = helpRequestSchema.safeParse(input);
  return result.success ? {} : fieldErrors(result.error);
}

describe("Request Help schema", () => {
  it("accepts a complete request and trims every value", () => {
    const parsed = helpRequestSchema.parse({
      name: "  Asha Verma ",
      email: " asha@example.in ",
      query: "\tMoney was taken. \n",
      topic: "atm-scam",
      page: " /services/atm-scam ",
    });
    // The optional case facts come out empty beside them (case-facts.test.ts).
    expect(parsed).toMatchObject({
      name: "Asha Verma",
      email: "asha@example.in",
      query: "Money was taken.",
      topic: "atm-scam",
      page: "/services/atm-scam",
    });
  });

  it.each([undefined, "", "   "])("a missing or blank name (%j) reads 'Please fill out the Name field.'", (name) => {
    expect(errorsFor({ ...valid, name })).toEqual({ name: "Please fill out the Name field." });
  });

  it.each([undefined, "", "  "])("a missing or blank email (%j) reads 'Please fill out the Email field.'", (email) => {
    expect(errorsFor({ ...valid, email })).toEqual({ email: "Please fill out the Email field." });
  });

  it.each([
    "asha",
    "asha@",
    "asha@example",
    "@example.in",
    "asha@.in",
    "asha @example.in",
    "asha@exa mple.in",
    "a@b@c",
  ])("an email without text, an @, text, a dot and text (%j) reads 'Please enter a valid email address.'", (email) => {
    expect(errorsFor({ ...valid, email })).toEqual({ email: "Please enter a valid email address." });
  });

  it.each(["a@b.c", "asha.k+fraud@mail.example.co.in"])("accepts the email %j", (email) => {
    expect(errorsFor({ ...valid, email })).toEqual({});
  });

  it.each([undefined, "", " \n "])(
    "a missing or blank query (%j) reads 'Please fill out the Query field.'",
    (query) => {
      expect(errorsFor({ ...valid, query })).toEqual({ query: "Please fill out the Query field." });
    },
  );

  it("reports every failing field at once, so no request is sent while any rule fails", () => {
    expect(errorsFor({})).toEqual({
      name: "Please fill out the Name field.",
      email: "Please fill out the Email field.",
      query: "Please fill out the Query field.",
    });
  });

  it("a request without topic or page is from no topic page", () => {
    expect(helpRequestSchema.parse(valid)).toMatchObject({ topic: null, page: "" });
  });

  it("refuses a topic that is not one of the scam topic pages", () => {
    expect(Object.keys(errorsFor({ ...valid, topic: "lottery" }))).toEqual(["topic"]);
  });

  it("refuses a page that is not a site path", () => {
    expect(Object.keys(errorsFor({ ...valid, page: "https://evil.example/" }))).toEqual(["page"]);
  });

  it("drops fields it does not know", () => {
    expect(helpRequestSchema.parse({ ...valid, isAdmin: true })).not.toHaveProperty("isAdmin");
  });
});
