import { z } from "zod";
import { limits } from "../constants";

// Building blocks of the form schemas. Messages are SPEC.md's exact strings; a field the
// SPEC leaves to the browser gets the browser's own wording, so both read the same.

export const BROWSER_REQUIRED_MESSAGE = "Please fill out this field.";

/** SPEC.md: text, an @, text, a dot, text. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function tooLongMessage(max: number): string {
  return `Please use at most ${max} characters.`;
}

/** A trimmed string that must not be empty, and is bounded in length. */
export function requiredText(requiredMessage: string, max: number) {
  return z
    .string({ error: requiredMessage })
    .trim()
    .min(1, requiredMessage)
    .max(max, tooLongMessage(max));
}

/** A trimmed optional string: missing, null and blank all become "". */
export function optionalText(max: number) {
  return z
    .string({ error: "Please enter text." })
    .trim()
    .max(max, tooLongMessage(max))
    .nullish()
    .transform((value) => value ?? "");
}

export function emailAddress(requiredMessage: string, invalidMessage: string) {
  return z
    .string({ error: requiredMessage })
    .trim()
    .min(1, requiredMessage)
    .max(limits.emailMax, tooLongMessage(limits.emailMax))
    .regex(EMAIL_PATTERN, invalidMessage);
}

/** The path of the page a form was sent from, so the desk knows the context. */
export const sourcePage = z
  .string()
  .trim()
  .max(limits.pagePathMax)
  .regex(/^\/[^\s]*$/, "Please send a site path.")
  .nullish()
  .transform((value) => value ?? "");

/** Field name to the first message about it, the shape the API and the forms show. */
export type FieldErrors = Record<string, string>;

export function fieldErrors(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = issue.path.length > 0 ? String(issue.path[0]) : "_form";
    errors[field] ??= issue.message;
  }
  return errors;
}
