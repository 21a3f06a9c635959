import { describe, expect, it } from "vitest";
import { checkExampleContacts, EXAMPLE_CONTACTS, exampleContactVariables } from "./placeholder-contacts";

// docs/decisions/0018-no-example-contacts-in-production.md: production refuses the example
// contacts unless ALLOW_PLACEHOLDER_CONTACTS=1.

const REAL_CONTACTS = {
  supportPhone: "+91 98765 43210",
  supportEmail: "help@cyberhelp.in",
  grievanceEmail: "grievance@cyberhelp.in",
};
const PRODUCTION = { NODE_ENV: "production" };

describe("the example contacts", () => {
  it("the defaults are all examples, each named by the variable that replaces it", () => {
    expect(exampleContactVariables(EXAMPLE_CONTACTS)).toEqual(["SUPPORT_PHONE", "SUPPORT_EMAIL", "GRIEVANCE_EMAIL"]);
  });

  it.each([
    ["an all-zero phone written another way", { supportPhone: "+910000000000" }, "SUPPORT_PHONE"],
    ["an address at a .test domain", { supportEmail: "desk@cyberhelp.test" }, "SUPPORT_EMAIL"],
    ["an address at example.com", { grievanceEmail: "grievance@example.com" }, "GRIEVANCE_EMAIL"],
  ])("%s is an example too", (_, contact, variable) => {
    expect(exampleContactVariables({ ...REAL_CONTACTS, ...contact })).toEqual([variable]);
  });

  it("production refuses them in one paragraph naming the variables to set and the escape hatch", () => {
    const verdict = checkExampleContacts(EXAMPLE_CONTACTS, PRODUCTION);
    expect(verdict?.allowed).toBe(false);
    expect(verdict?.message).toContain(
      "Set SUPPORT_PHONE, SUPPORT_EMAIL and GRIEVANCE_EMAIL to the desk's real contacts",
    );
    expect(verdict?.message).toContain("build again (npm run build, or npm start, which builds first)");
    expect(verdict?.message).toContain("set ALLOW_PLACEHOLDER_CONTACTS=1");
    expect(verdict?.message).not.toContain("\n");
  });

  it("production names only the contacts still left as examples", () => {
    const verdict = checkExampleContacts({ ...EXAMPLE_CONTACTS, supportPhone: REAL_CONTACTS.supportPhone }, PRODUCTION);
    expect(verdict?.allowed).toBe(false);
    expect(verdict?.message).toContain("Set SUPPORT_EMAIL and GRIEVANCE_EMAIL to");
    expect(verdict?.message).not.toContain("SUPPORT_PHONE");
  });

  it("real contacts are accepted in production without a word", () => {
    expect(checkExampleContacts(REAL_CONTACTS, PRODUCTION)).toBeUndefined();
  });

  it("ALLOW_PLACEHOLDER_CONTACTS=1 lets production use the examples, and says so", () => {
    expect(checkExampleContacts(EXAMPLE_CONTACTS, { ...PRODUCTION, ALLOW_PLACEHOLDER_CONTACTS: "1" })).toEqual({
      allowed: true,
      message:
        "Using the example contacts of SUPPORT_PHONE, SUPPORT_EMAIL and GRIEVANCE_EMAIL, as ALLOW_PLACEHOLDER_CONTACTS=1.",
    });
  });

  it.each(["0", "true", ""])("ALLOW_PLACEHOLDER_CONTACTS=%j does not", (value) => {
    expect(checkExampleContacts(EXAMPLE_CONTACTS, { ...PRODUCTION, ALLOW_PLACEHOLDER_CONTACTS: value })?.allowed).toBe(
      false,
    );
  });

  it.each([undefined, "development", "test"])("with NODE_ENV=%s they are allowed, with a notice", (NODE_ENV) => {
    const verdict = checkExampleContacts(EXAMPLE_CONTACTS, { NODE_ENV });
    expect(verdict?.allowed).toBe(true);
    expect(verdict?.message).toMatch(
      /^Using the example contacts of .*: fine on your own machine; with NODE_ENV=production/,
    );
  });
});
