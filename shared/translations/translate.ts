import type { FieldErrors } from "../schemas/fields";

// Apart from ./index.ts, which holds every language's words: the forms import only this, and
// are given their page's words (messagesFor) as props. What a schema or an answer says is an
// English sentence; the table, built from every language's words by id, lists each public one the
// page's language words otherwise. A sentence not listed is one the language says as English
// does, or one only a script can provoke (docs/decisions/0040): it is shown as written.

/** A schema's or an answer's sentence in the language of `messages` (from messagesFor). */
export function translateMessage(message: string, messages: Record<string, string>): string {
  return messages[message] ?? message;
}

/** Each field's message in the language of `messages`. */
export function translateFieldErrors(errors: FieldErrors, messages: Record<string, string>): FieldErrors {
  return Object.fromEntries(
    Object.entries(errors).map(([field, message]) => [field, translateMessage(message, messages)]),
  );
}
