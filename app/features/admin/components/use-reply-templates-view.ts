import { useRef, useState } from "react";
import { useAdminChanged, useAdminQuery } from "../api/use-admin-query";
import { adminQueries } from "../api/admin-queries";
import { isAdmin, useDeskMember } from "../desk-member";
import type { ReplyTemplate } from "~/shared/schemas/admin-replies";

// The reply templates view, what it does rather than what it draws (./reply-templates-view.tsx):
// the list read, which template the form is writing, and where the focus goes when it closes.
// The form's own fields and save are ./use-template-form.ts.

/** What the form is doing: nothing, writing a new template, or changing one. */
type Editing = { kind: "none" } | { kind: "new" } | { kind: "edit"; template: ReplyTemplate };

export function useReplyTemplatesView() {
  const member = useDeskMember();
  const adminChanged = useAdminChanged();
  const [editing, setEditing] = useState<Editing>({ kind: "none" });
  const templates = useAdminQuery(adminQueries.replyTemplates());
  const addRef = useRef<HTMLButtonElement>(null);

  function closeForm() {
    const edited = editing.kind === "edit" ? editing.template.id : null;
    setEditing({ kind: "none" });
    // Back to where the person started: the button that opened the form, the template's own
    // Edit after a change, or the Add button after a new one.
    requestAnimationFrame(() => {
      const editButton = edited === null ? null : document.getElementById(editButtonId(edited));
      (editButton ?? addRef.current)?.focus();
    });
  }

  return {
    /** Only an admin keeps the templates; a caseworker picks them in a case's message box. */
    allowed: isAdmin(member),
    templates,
    editing,
    addRef,
    startNew: () => setEditing({ kind: "new" }),
    startEdit: (template: ReplyTemplate) => setEditing({ kind: "edit", template }),
    /** The form saved: the list reads again and the form closes. */
    saved: () => {
      adminChanged();
      closeForm();
    },
    closeForm,
    /** A template was deleted: the list reads again. */
    deleted: adminChanged,
  };
}

/** A template's Edit button, found again once its form closes. */
export function editButtonId(templateId: number): string {
  return `reply-template-${templateId}-edit`;
}
