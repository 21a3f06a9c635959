import { z } from "zod/mini";
import { limits } from "../constants";
import { DEFAULT_LANGUAGE, LANGUAGE_CODES } from "../language-codes";
import { CONTROL_CHARACTERS_MESSAGE, OPTIONAL_TEXT_MESSAGE, tooLongMessage } from "../messages/form-fields";

// Building blocks of the form schemas. Their messages, docs/product.md's exact strings or the
// browser's own wording, are in shared/messages/form-fields.ts.
// zod/mini: the same rules as classic Zod at a fraction of the browser bundle.

/**
 * docs/product.md §5's "text, an @, text, a dot, text", made strict enough that an address is only ever
 * one mailbox (docs/decisions/0015). Before the @: anything but whitespace and the characters
 * that make a display name, a list, a group or a quoted or commented part in a mail header
 * (< > , ; : " ( ) [ ] \). After it: dot-separated labels of letters (any script, for
 * internationalised domains), digits and hyphens, so no ? & % / = # can add a header to a
 * mailto link.
 */
export const EMAIL_PATTERN = /^[^\s@<>,;:"()[\]\\]+@[\p{L}\p{M}\p{N}-]+(?:\.[\p{L}\p{M}\p{N}-]+)+$/u;

/**
 * Text a person can type: no control characters but tab and line breaks, and no half of an
 * emoji (a lone UTF-16 surrogate). PostgreSQL cannot store a NUL, and neither kind of
 * character belongs in a victim's report; refusing them here keeps both databases and the
 * CSV export honest.
 */
const TYPEABLE_TEXT =
  // eslint-disable-next-line no-control-regex -- matching control characters is the point.
  /^(?:[^\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F\uD800-\uDFFF]|[\uD800-\uDBFF][\uDC00-\uDFFF])*$/;

export function typeableText() {
  return z.regex(TYPEABLE_TEXT, CONTROL_CHARACTERS_MESSAGE);
}

/** A trimmed string that must not be empty, and is bounded in length. */
export function requiredText(requiredMessage: string, max: number) {
  return z
    .string({ error: requiredMessage })
    .check(z.trim(), z.minLength(1, requiredMessage), z.maxLength(max, tooLongMessage(max)), typeableText());
}

/** A trimmed optional string: missing, null and blank all become "". */
export function optionalText(max: number) {
  return z.pipe(
    z.nullish(
      z.string({ error: OPTIONAL_TEXT_MESSAGE }).check(z.trim(), z.maxLength(max, tooLongMessage(max)), typeableText()),
    ),
    z.transform((value) => value ?? ""),
  );
}

export function emailAddress(requiredMessage: string, invalidMessage: string) {
  return z
    .string({ error: requiredMessage })
    .check(
      z.trim(),
      z.minLength(1, requiredMessage),
      z.maxLength(limits.emailMax, tooLongMessage(limits.emailMax)),
      z.regex(EMAIL_PATTERN, invalidMessage),
      typeableText(),
    );
}

/** The path of the page a form was sent from, so the desk knows the context. */
export const sourcePage = z.pipe(
  z.nullish(
    z.string().check(z.trim(), z.maxLength(limits.pagePathMax), z.regex(/^\/[^\s]*$/, "Please send a site path.")),
  ),
  z.transform((value) => value ?? ""),
);

/**
 * The language of the page a form was sent from (docs/decisions/0040): its messages come back
 * in it, and it is stored with the submission for every mail to the person. English if not sent.
 */
export const pageLanguage = z.pipe(
  z.nullish(z.enum(LANGUAGE_CODES, { error: "Please send a known language." })),
  z.transform((value) => value ?? DEFAULT_LANGUAGE),
);

/** Field name to the first message about it, the shape the API and the forms show. */
export type FieldErrors = Record<string, string>;

export function fieldErrors(error: {
  issues: readonly { path: readonly PropertyKey[]; message: string }[];
}): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = issue.path.length > 0 ? String(issue.path[0]) : "_form";
    errors[field] ??= issue.message;
  }
  return errors;
}

/**
 * The honeypot: a field hidden from people and from assistive technology, so only a bot fills
 * it. A filled one gets a normal-looking success and nothing is stored. Any value is accepted,
 * so a bot learns nothing from an error.
 */
export { HONEYPOT_FIELD } from "./honeypot-field";
export const honeypot = z.optional(z.unknown());

export function honeypotFilled(value: unknown): boolean {
  return value !== undefined && value !== null && value !== "";
}
