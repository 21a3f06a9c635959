import { zodResolver } from "@hookform/resolvers/zod";
import { useForm, type DefaultValues, type FieldValues, type Path } from "react-hook-form";
import type { z } from "zod/mini";
import { useFormDraft } from "./use-form-draft";
import type { FieldErrors } from "../../shared/schemas/fields";

// Every public form is the same machine: the shared schema validates on submit, editing a
// field clears that field's error (SPEC.md 4), the draft survives a reload, and the server's
// field errors land under the same fields.

export function useSubmissionForm<TSchema extends z.ZodMiniObject, TValues extends FieldValues = z.input<TSchema> & FieldValues>(options: {
  schema: TSchema;
  defaultValues: DefaultValues<TValues>;
  draftKey: string;
}) {
  const form = useForm<TValues, unknown, z.output<TSchema>>({
    // The resolver's generics cannot follow a schema passed in as a type parameter.
    resolver: zodResolver(options.schema as never) as never,
    defaultValues: options.defaultValues,
    mode: "onSubmit",
    reValidateMode: "onSubmit",
    shouldFocusError: true,
  });
  const { clearDraft } = useFormDraft(options.draftKey, form);

  function field(name: Path<TValues>) {
    const message = form.formState.errors[name]?.message;
    return {
      registration: form.register(name, { onChange: () => form.clearErrors(name) }),
      error: typeof message === "string" ? message : undefined,
    };
  }

  function showServerErrors(errors: FieldErrors | undefined) {
    if (!errors) return;
    for (const [name, message] of Object.entries(errors)) {
      if (name in options.defaultValues) form.setError(name as Path<TValues>, { type: "server", message }, { shouldFocus: true });
    }
  }

  /** After an accepted submission: empty fields, no errors, no draft. */
  function resetAfterSuccess() {
    form.reset(options.defaultValues);
    clearDraft();
  }

  return { form, field, showServerErrors, resetAfterSuccess, clearDraft };
}
