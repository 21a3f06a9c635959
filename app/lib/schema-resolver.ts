import type { FieldValues, Resolver } from "react-hook-form";
import type { z } from "zod/mini";
import { translateMessage } from "~/shared/translations/translate";

// react-hook-form's resolver for the forms' shared zod/mini schemas. The forms need only the
// first message per field (the server gives the same, shared/schemas/fields.ts), so these few
// lines replace @hookform/resolvers, which also carries zod 3, native validation and nested
// paths the forms never use: a form page's JavaScript budget is tight (docs/performance.md).

export function schemaResolver<TValues extends FieldValues, TOutput>(
  schema: z.ZodMiniType<TOutput>,
  /** The schema's English messages in the page's language (docs/decisions/0040); none in English. */
  messages: Record<string, string> = {},
): Resolver<TValues, unknown, TOutput> {
  return async (values) => {
    const parsed = await schema.safeParseAsync(values);
    if (parsed.success) return { values: parsed.data, errors: {} };
    const errors: Record<string, { type: string; message: string }> = {};
    for (const issue of parsed.error.issues) {
      const field = issue.path.length > 0 ? String(issue.path[0]) : "root";
      errors[field] ??= { type: issue.code, message: translateMessage(issue.message, messages) };
    }
    return { values: {}, errors } as never;
  };
}
