import { useEffect, useId, useState } from "react";
import { createReplyTemplate, updateReplyTemplate } from "../api/reply-templates";
import { useAdminWrite } from "../api/use-admin-write";
import { templatesText as text } from "~/app/content/admin";
import { replyTemplateInputSchema, type ReplyTemplateInput } from "~/shared/schemas/admin";
import type { ReplyTemplate } from "~/shared/schemas/admin-replies";
import type { FieldErrors } from "~/shared/schemas/fields";

// A reply template's form, what it does rather than what it draws (./template-form.tsx): its
// fields, checked by the server's rules before sending, and a refusal shown under its field.

/** The template form's fields, in their order: a message for one shows under it, the first takes the focus. */
const TEMPLATE_FIELDS = ["title", "language", "body"] as const;

type TemplateField = (typeof TEMPLATE_FIELDS)[number];

export function useTemplateForm(template: ReplyTemplate | undefined, onDone: () => void) {
  const id = useId();
  const [title, setTitle] = useState(template?.title ?? "");
  // A new template's language is chosen, never assumed: a Hindi text saved as English would be
  // offered to the wrong cases.
  const [language, setLanguage] = useState<string>(template?.language ?? "");
  const [body, setBody] = useState(template?.body ?? "");
  const [errors, setErrors] = useState<FieldErrors>({});

  useEffect(() => {
    document.getElementById(`${id}-title`)?.focus();
  }, [id]);

  function showErrors(found: FieldErrors) {
    setErrors(found);
    const first = TEMPLATE_FIELDS.find((field) => found[field]);
    if (first) document.getElementById(`${id}-${first}`)?.focus();
  }

  const saving = useAdminWrite(
    (input: ReplyTemplateInput) => (template ? updateReplyTemplate(template.id, input) : createReplyTemplate(input)),
    {
      said: (saved) => (template ? text.updated(saved.title) : text.created(saved.title)),
      onDone,
      fieldErrors: { fields: TEMPLATE_FIELDS, show: showErrors },
    },
  );

  function save(event: React.FormEvent) {
    event.preventDefault();
    // The server's own rules (lengths, one-line title, known placeholders), checked before sending.
    const parsed = replyTemplateInputSchema.safeParse({ language, title, body });
    if (!parsed.success) {
      const found: FieldErrors = {};
      for (const issue of parsed.error.issues) {
        const field = String(issue.path[0]);
        found[field] ??= issue.message;
      }
      showErrors(found);
      return;
    }
    saving.send(parsed.data);
  }

  /** A field's typed value is kept, and its message goes. */
  function change(field: TemplateField, value: string) {
    if (field === "title") setTitle(value);
    else if (field === "language") setLanguage(value);
    else setBody(value);
    setErrors(({ [field]: _cleared, ...rest }) => rest);
  }

  const describedBy = (field: TemplateField) => `${id}-${field}-hint${errors[field] ? ` ${id}-${field}-error` : ""}`;

  return { id, title, language, body, errors, busy: saving.busy, save, change, describedBy };
}
