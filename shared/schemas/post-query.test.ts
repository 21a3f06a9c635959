import { describe, expect, it } from "vitest";
import { fieldErrors } from "./fields";
import { postQuerySchema } from "./post-query";

// docs/product.md §5, Post Query form, and §3 / §10's states and union territories.

/** India's 28 states and 8 union territories, as the government's lists spell them. */
const STATES = [
  "Andhra Pradesh",
  "Arunachal Pradesh",
  "Assam",
  "Bihar",
  "Chhattisgarh",
  "Goa",
  "Gujarat",
  "Haryana",
  "Himachal Pradesh",
  "Jharkhand",
  "Karnataka",
  "Kerala",
  "Madhya Pradesh",
  "Maharashtra",
  "Manipur",
  "Meghalaya",
  "Mizoram",
  "Nagaland",
  "Odisha",
  "Punjab",
  "Rajasthan",
  "Sikkim",
  "Tamil Nadu",
  "Telangana",
  "Tripura",
  "Uttar Pradesh",
  "Uttarakhand",
  "West Bengal",
];
const UNION_TERRITORIES = [
  "Andaman and Nicobar Islands",
  "Chandigarh",
  "Dadra and Nagar Haveli and Daman and Diu",
  "Delhi",
  "Jammu and Kashmir",
  "Ladakh",
  "Lakshadweep",
  "Puducherry",
];
/** The original site's 23 choices, which stored rows hold. */
const ORIGINAL_STATES = [
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
    expect(postQuerySchema.parse(padded)).toEqual({ ...valid, language: "en" });
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

  it.each([...STATES, ...UNION_TERRITORIES])("accepts %s", (state) => {
    expect(errorsFor({ ...valid, state })).toEqual({});
  });

  it("the list holds 28 states and 8 union territories, the original 23 among them", () => {
    expect(STATES).toHaveLength(28);
    expect(UNION_TERRITORIES).toHaveLength(8);
    expect(new Set([...STATES, ...UNION_TERRITORIES]).size).toBe(36);
    expect([...STATES, ...UNION_TERRITORIES]).toEqual(expect.arrayContaining(ORIGINAL_STATES));
  });

  it.each(["Atlantis", "karnataka", "Pondicherry", "NCT of Delhi", "Jammu & Kashmir"])(
    "refuses %j, a name not on the list: 'Please choose a state from the list.'",
    (state) => {
      expect(errorsFor({ ...valid, state })).toEqual({ state: "Please choose a state from the list." });
    },
  );

  it("reports every failing required field at once", () => {
    expect(errorsFor({})).toEqual({
      name: "Please fill out this field.",
      email: "Please fill out this field.",
      state: "Please fill out this field.",
      subject: "Please fill out this field.",
    });
  });
});
