import { describe, expect, it } from "vitest";
import { fieldErrors } from "./fields";
import { postQuerySchema } from "./post-query";

// docs/product.md §5, Post Query form, and section 3's 23 state choices.

const SPEC_STATES = [
  "Andhra Pradesh",
  "Arunachal Pradesh",
  "Assam",
  "Bihar",
  "Chhattisgarh",
  "Delhi",
  "Goa",
  "Gujarat",
  "Haryana",
  "Himachal Pradesh",
  "Jharkhand",
  "Karnataka",
  "Kerala",
  "Madhya Pradesh",
  "Maharashtra",
  "Odisha",
  "Punjab",
  "Rajasthan",
  "Tamil Nadu",
  "Telangana",
  "Uttar Pradesh",
  "Uttarakhand",
  "West Bengal",
];

const valid = {
  name: "Ravi Kumar",
  email: "ravi@example.in",
  phone: "+91 98765 43210",
  state: "Karnataka",
  city: "Bengaluru",
  subject: "Fake investment app",
  message: "I paid Rs 50,000 into an app that no longer opens.",
};

function errorsFor(input: unknown) {
  const result = postQuerySchema.safeParse(input);
  return result.success ? {} : fieldErrors(result.error);
}

describe("Post Query schema", () => {
  it("accepts a complete query and trims every value", () => {
    const padded = Object.fromEntries(Object.entries(valid).map(([key, value]) => [key, `  ${value} `]));
    expect(postQuerySchema.parse(padded)).toEqual(valid);
  });

  it.each(["name", "email", "state", "subject"])("%s is required: 'Please fill out this field.'", (field) => {
    expect(errorsFor({ ...valid, [field]: "   " })).toEqual({ [field]: "Please fill out this field." });
    expect(errorsFor({ ...valid, [field]: undefined })).toEqual({ [field]: "Please fill out this field." });
  });

  it.each(["ravi", "ravi@example", "ravi@@example.in", "ravi example@x.in"])(
    "an email that does not look like an address (%j) reads 'Invalid email address.'",
    (email) => {
      expect(errorsFor({ ...valid, email })).toEqual({ email: "Invalid email address." });
    },
  );

  it("a subject of 100 characters is accepted, 101 is refused", () => {
    expect(errorsFor({ ...valid, subject: "s".repeat(100) })).toEqual({});
    expect(errorsFor({ ...valid, subject: "s".repeat(101) })).toEqual({
      subject: "Please use at most 100 characters.",
    });
  });

  it("the message is optional, 500 characters are accepted and 501 refused", () => {
    expect(postQuerySchema.parse({ ...valid, message: undefined }).message).toBe("");
    expect(errorsFor({ ...valid, message: "m".repeat(500) })).toEqual({});
    expect(errorsFor({ ...valid, message: "m".repeat(501) })).toEqual({
      message: "Please use at most 500 characters.",
    });
  });

  it("phone and city are optional and have no format rule", () => {
    const parsed = postQuerySchema.parse({ ...valid, phone: undefined, city: null });
    expect(parsed).toMatchObject({ phone: "", city: "" });
    expect(errorsFor({ ...valid, phone: "call after 6pm", city: "Navi Mumbai (Vashi)" })).toEqual({});
  });

  it.each(SPEC_STATES)("accepts the state %s", (state) => {
    expect(errorsFor({ ...valid, state })).toEqual({});
  });

  it("accepts exactly the 23 states of the list and no other", () => {
    expect(SPEC_STATES).toHaveLength(23);
    expect(errorsFor({ ...valid, state: "Atlantis" })).toEqual({ state: "Please choose a state from the list." });
    expect(errorsFor({ ...valid, state: "karnataka" })).toEqual({ state: "Please choose a state from the list." });
  });

  it("reports every failing required field at once", () => {
    expect(errorsFor({})).toEqual({
      name: "Please fill out this field.",
      email: "Please fill out this field.",
      state: "Please fill out this field.",
      subject: "Please fill out this field.",
    });
  });
});
