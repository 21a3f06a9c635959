import type { FieldErrors } from "../schemas/fields";

// Apart from ./index.ts, which holds every language's words: the forms import only this, and
// are given their page's words (messagesFor) as props.

/** A message in the language of `messages` (from messagesFor), or as written when it has none. */
export function translateMessage(message: string, messages: Record<string, string>): string {
  return messages[message] ?? message;
}

/** Each field's message in the language of `messages`. */
export function translateFieldErrors(errors: FieldErrors, messages: Record<string, string>): FieldErrors {
  return Object.fromEntries(
    Object.entries(errors).map(([field, message]) => [field, translateMessage(message, messages)]),
  );
}
