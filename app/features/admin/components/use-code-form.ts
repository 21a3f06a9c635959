import { useId, useState } from "react";
import { useAdminWrite } from "../api/use-admin-write";
import type { FieldErrors } from "~/shared/schemas/fields";

// One small form of the sign-in codes section (./second-factor-forms.tsx): its values, the
// server's errors under their fields (the focus on the first), and a submit that sends once at a
// time (docs/decisions/0087).

export type CodeFormField = "code" | "password";

/** The code forms' fields, the password first: a message for one shows under it, the first takes the focus. */
const CODE_FORM_FIELDS = ["password", "code"] as const;

export function useCodeForm() {
  const id = useId();
  const [values, setValues] = useState<Record<CodeFormField, string>>({ code: "", password: "" });
  const [errors, setErrors] = useState<FieldErrors>({});

  function showErrors(found: FieldErrors) {
    setErrors(found);
    const first = CODE_FORM_FIELDS.find((field) => found[field]);
    if (first) document.getElementById(`${id}-${first}`)?.focus();
  }

  // Each of the forms sends its own call and goes on its own way; the answer is handled alike.
  const writing = useAdminWrite(
    ({ send }: { send: () => Promise<unknown>; onDone: (answer: unknown) => void }) => send(),
    {
      onDone: (answer, { onDone }) => {
        setValues({ code: "", password: "" });
        setErrors({});
        onDone(answer);
      },
      fieldErrors: { fields: CODE_FORM_FIELDS, show: showErrors },
    },
  );

  function submit<Answer>(send: () => Promise<Answer>, onDone: (answer: Answer) => void) {
    return (event: React.FormEvent) => {
      event.preventDefault();
      writing.send({ send, onDone: onDone as (answer: unknown) => void });
    };
  }

  /** A field's typed value is kept, and its message goes. */
  function change(name: CodeFormField, value: string) {
    setValues((before) => ({ ...before, [name]: value }));
    setErrors(({ [name]: _cleared, ...rest }) => rest);
  }

  return { id, values, errors, saving: writing.busy, submit, change };
}

export type CodeForm = ReturnType<typeof useCodeForm>;
