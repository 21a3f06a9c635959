import { describe, expect, it } from "vitest";
import type { z } from "zod/mini";
import { loginSchema, signupSchema } from "./auth";
import { contactFormSchema, getInTouchSchema } from "./contact-message";
import { fieldErrors } from "./fields";
import { helpRequestSchema } from "./help-request";
import { postQuerySchema } from "./post-query";

// The e-mail rule every form shares. An address is mailed to, put in a mailto link in the admin
// and handed to SMTP: nothing in it may read as a second address, a display name or a header.

const VALID = [
  "a@b.c",
  "o'brien+tag@example.co.in",
  "asha.k+fraud@mail.example.co.in",
  "ASHA@EXAMPLE.IN",
  "x_y-z@my-domain.in",
  // The local part may hold characters that only matter in a URL; the mailto link encodes them.
  "50%off?&=/#@example.in",
  // Internationalised domains (and local parts) are letters like any other.
  "asha@उदाहरण.भारत",
  "user@xn--p1ai.example",
];

const INVALID = [
  // A second recipient or a header smuggled after the domain.
  "x@example.in?bcc=attacker@evil.example",
  "x@example.in?bcc=attacker",
  "x@example.in&cc=attacker",
  "x@example.in%0Abcc",
  "x@example.in/path",
  "x@example.in#fragment",
  "x@example.in=1",
  // A display name, a list or a group: delivered elsewhere than shown.
  "Evil<a@b.c>",
  "Evil <a@b.c>",
  "a@b.c,d@e.f",
  "a@b.c;d@e.f",
  "group:a@b.c",
  '"quoted"@b.c',
  "a(comment)@b.c",
  "a[b]@c.d",
  "a\\b@c.d",
  "a b@c.d",
  "a\u00a0b@c.d",
  // Not dot-separated labels of letters, digits and hyphens.
  "a@b",
  "a@b..c",
  "a@.b.c",
  "a@b.c.",
  "a@b_c.d",
  "a@[127.0.0.1]",
  "a@b@c.d",
  "@b.c",
  "a.b.c",
];

const EXAMPLES = { name: "Asha Verma", phone: "", state: "Kerala", city: "", subject: "S", message: "M", query: "Q" };

const SCHEMAS: [string, z.ZodMiniType, Record<string, unknown>, string][] = [
  ["Request Help", helpRequestSchema, EXAMPLES, "Please enter a valid email address."],
  ["Post Query", postQuerySchema, EXAMPLES, "Invalid email address."],
  ["Contact Us", contactFormSchema, EXAMPLES, "Please enter a valid email address."],
  ["Get in Touch", getInTouchSchema, EXAMPLES, "Please enter a valid email address."],
  ["Login", loginSchema, { password: "a long password" }, "Please enter a valid email address."],
  ["Signup", signupSchema, { name: "Desk Lead", password: "a long password" }, "Please enter a valid email address."],
];

function emailError(schema: z.ZodMiniType, rest: Record<string, unknown>, email: string): string | undefined {
  const result = schema.safeParse({ ...rest, email });
  return result.success ? undefined : fieldErrors(result.error).email;
}

describe.each(SCHEMAS)("the %s form's e-mail rule", (_form, schema, rest, message) => {
  it.each(VALID)("accepts %j", (email) => {
    expect(emailError(schema, rest, email)).toBeUndefined();
  });

  it.each(INVALID)(`refuses %j with '${message}'`, (email) => {
    expect(emailError(schema, rest, email)).toBe(message);
  });
});
