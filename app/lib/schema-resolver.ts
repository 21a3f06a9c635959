import type { FieldValues, Resolver } from "react-hook-form";
import type { z } from "zod/mini";
import { translateMessage } from "~/shared/translations/translate";

// react-hook-form's resolver for the forms' shared zod/mini schemas. The forms need only the
// first message per field (the server gives the same, shared/schemas/fields.ts), so these few
// lines replace @hookform/resolvers, which also carries zod 3, native validation and nested
// paths the forms never use: a form page's JavaScript budget is tight (docs/performance.md).
//
// The schema, and Zod with it, is fetched on first use (docs/decisions/0047): when the visitor
// first focuses or types in a field (useSubmissionForm starts it), at the latest on submit,
// which waits for it. A visitor who only reads the page never fetches it.

/** Fetches a form's schema once; a failed fetch is tried again the next time it is asked for. */
export function schemaOnFirstUse<TSchema>(load: () => Promise<TSchema>): () => Promise<TSchema> {
  let loading: Promise<TSchema> | undefined;
  return () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
}

export function schemaResolver<TValues extends FieldValues, TOutput>(
  loadSchema: () => Promise<z.ZodMiniType<TOutput>>,
  /** The schema's English messages in the page's language (docs/decisions/0040); none in English. */
  messages: Record<string, string> = {},
): Resolver<TValues, unknown, TOutput> {
  return async (values) => {
    let schema: z.ZodMiniType<TOutput>;
    try {
      schema = await loadSchema();
    } catch (error) {
      // Offline before the schema ever arrived, or its file gone after a new release: the form
      // is sent as typed, and the server, which checks it with the same schema, answers with
      // the same messages under the same fields (or, unreachable, it is sent again once online,
      // checked here first).
      console.error("The form's checks could not be loaded; the server checks it", error);
      return { values, errors: {} } as never;
    }
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
