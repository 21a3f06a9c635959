import { useEffect, useId, useRef, useState } from "react";
import { Pencil, Plus, Trash2 } from "lucide-react";
import { createReplyTemplate, deleteReplyTemplate, updateReplyTemplate } from "../api/reply-templates";
import { useAdminChanged, useAdminQuery } from "../api/use-admin-query";
import { adminQueries } from "../api/admin-queries";
import { useAdminWrite } from "../api/use-admin-write";
import { isAdmin, useDeskMember } from "../desk-member";
import { templatesText as text, viewHeadings } from "~/app/content/admin";
import { formatDateTime } from "../format";
import { LoadState } from "./load-state";
import { limits } from "~/shared/constants";
import { replyTemplateInputSchema, type ReplyTemplateInput } from "~/shared/schemas/admin";
import { LANGUAGES, language as languageOf, languageLabel } from "~/shared/languages";
import type { ReplyTemplate } from "~/shared/schemas/admin-replies";
import type { LanguageCode } from "~/shared/language-codes";
import type { FieldErrors } from "~/shared/schemas/fields";

/** What the form is doing: nothing, writing a new template, or changing one. */
type Editing = { kind: "none" } | { kind: "new" } | { kind: "edit"; template: ReplyTemplate };

/**
 * The desk's saved replies (docs/decisions/0033): the list by title, each with its language
 * (decision 0061), a form to write a new one or change one, and deletion behind a question. An admin's view; a caseworker picks templates in a
 * case's message box instead.
 */
/** The template form's fields, in their order: a message for one shows under it, the first takes the focus. */
const TEMPLATE_FIELDS = ["title", "language", "body"] as const;

export function ReplyTemplatesView() {
  const headingId = useId();
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

  if (!isAdmin(member)) {
    return (
      <section aria-labelledby={headingId} className="admin-view">
        <h1 id={headingId} className="admin-view__title">
          {viewHeadings.templates}
        </h1>
        <div className="admin-notice admin-notice--error" role="alert">
          <p>{text.adminsOnly}</p>
        </div>
      </section>
    );
  }

  const list = templates.data;
  return (
    <section aria-labelledby={headingId} className="admin-view">
      <h1 id={headingId} className="admin-view__title">
        {viewHeadings.templates}
      </h1>
      <p className="admin-view__intro">{text.intro}</p>
      <PlaceholderGuide />
      {list === undefined || templates.error !== undefined ? (
        <LoadState
          loading={templates.loading}
          error={templates.error}
          loadingText={text.loading}
          onRetry={templates.reload}
        />
      ) : null}
      {editing.kind === "none" && list !== undefined && list.length > 0 ? (
        <p>
          <button
            ref={addRef}
            type="button"
            className="button button--primary"
            onClick={() => setEditing({ kind: "new" })}
          >
            <Plus aria-hidden="true" size={18} />
            {text.add}
          </button>
        </p>
      ) : null}
      {editing.kind !== "none" ? (
        <TemplateForm
          key={editing.kind === "edit" ? editing.template.id : "new"}
          template={editing.kind === "edit" ? editing.template : undefined}
          onDone={() => {
            adminChanged();
            closeForm();
          }}
          onCancel={closeForm}
        />
      ) : null}
      {list !== undefined && list.length === 0 && editing.kind === "none" ? (
        <div className="admin-empty template-empty">
          <p>{text.empty}</p>
          <button
            ref={addRef}
            type="button"
            className="button button--primary"
            onClick={() => setEditing({ kind: "new" })}
          >
            <Plus aria-hidden="true" size={18} />
            {text.addFirst}
          </button>
        </div>
      ) : null}
      {list !== undefined && list.length > 0 ? (
        <ul className="template-list" aria-label={text.listLabel} aria-busy={templates.loading}>
          {list.map((template) => (
            <TemplateItem
              key={template.id}
              template={template}
              onEdit={() => setEditing({ kind: "edit", template })}
              onDeleted={adminChanged}
            />
          ))}
        </ul>
      ) : null}
    </section>
  );
}

/** A template's Edit button, found again once its form closes. */
function editButtonId(templateId: number): string {
  return `reply-template-${templateId}-edit`;
}

function PlaceholderGuide() {
  return (
    <div className="template-guide">
      <p>{text.placeholders}</p>
      <dl>
        {text.placeholderList.map((placeholder) => (
          <div key={placeholder.code}>
            <dt>
              <code>{placeholder.code}</code>
            </dt>
            <dd>{placeholder.says}</dd>
          </div>
        ))}
      </dl>
      <p>{text.legalNote}</p>
    </div>
  );
}

function TemplateForm({
  template,
  onDone,
  onCancel,
}: {
  template: ReplyTemplate | undefined;
  onDone: () => void;
  onCancel: () => void;
}) {
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

  const describedBy = (field: "title" | "language" | "body") =>
    `${id}-${field}-hint${errors[field] ? ` ${id}-${field}-error` : ""}`;
  return (
    <form className="form admin-panel template-form" onSubmit={save} noValidate aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="admin-panel__title">
        {template ? text.formEdit(template.title) : text.formNew}
      </h2>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-title`}>
          {text.title}
        </label>
        <input
          id={`${id}-title`}
          className="field__control"
          type="text"
          maxLength={limits.replyTemplateTitleMax}
          value={title}
          aria-invalid={errors.title ? true : undefined}
          aria-describedby={describedBy("title")}
          onChange={(event) => {
            setTitle(event.target.value);
            setErrors(({ title: _cleared, ...rest }) => rest);
          }}
        />
        <p id={`${id}-title-hint`} className="field__hint">
          {text.titleHint(limits.replyTemplateTitleMax)}
        </p>
        {errors.title ? (
          <p id={`${id}-title-error`} className="field__error">
            {errors.title}
          </p>
        ) : null}
      </div>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-language`}>
          {text.language}
        </label>
        <select
          id={`${id}-language`}
          className="field__control template-form__language"
          value={language}
          aria-invalid={errors.language ? true : undefined}
          aria-describedby={describedBy("language")}
          onChange={(event) => {
            setLanguage(event.target.value);
            setErrors(({ language: _cleared, ...rest }) => rest);
          }}
        >
          <option value="">{text.languageChoose}</option>
          {LANGUAGES.map((entry) => (
            <option key={entry.code} value={entry.code}>
              {languageLabel(entry.code)}
            </option>
          ))}
        </select>
        <p id={`${id}-language-hint`} className="field__hint">
          {text.languageHint}
        </p>
        {errors.language ? (
          <p id={`${id}-language-error`} className="field__error">
            {errors.language}
          </p>
        ) : null}
      </div>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-body`}>
          {text.body}
        </label>
        <textarea
          id={`${id}-body`}
          className="field__control"
          rows={8}
          maxLength={limits.replyTemplateBodyMax}
          lang={language === "" ? undefined : languageOf(language as LanguageCode).lang}
          value={body}
          aria-invalid={errors.body ? true : undefined}
          aria-describedby={describedBy("body")}
          onChange={(event) => {
            setBody(event.target.value);
            setErrors(({ body: _cleared, ...rest }) => rest);
          }}
        />
        <p id={`${id}-body-hint`} className="field__hint">
          {text.bodyHint(limits.replyTemplateBodyMax)}
        </p>
        {errors.body ? (
          <p id={`${id}-body-error`} className="field__error">
            {errors.body}
          </p>
        ) : null}
      </div>
      <div className="form__actions">
        <button type="submit" className="button button--primary" disabled={saving.busy}>
          {text.save}
        </button>
        <button type="button" className="button button--secondary" onClick={onCancel} disabled={saving.busy}>
          {text.cancel}
        </button>
      </div>
    </form>
  );
}

function TemplateItem({
  template,
  onEdit,
  onDeleted,
}: {
  template: ReplyTemplate;
  onEdit: () => void;
  onDeleted: () => void;
}) {
  const id = useId();
  const [confirming, setConfirming] = useState(false);
  // Once gone, the template cannot be deleted again while the list reads again.
  const [deleted, setDeleted] = useState(false);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const deleteRef = useRef<HTMLButtonElement>(null);
  const wasConfirming = useRef(false);

  // Focus goes to the safe choice when the question appears, and back when it goes.
  useEffect(() => {
    if (confirming) cancelRef.current?.focus();
    else if (wasConfirming.current) deleteRef.current?.focus();
    wasConfirming.current = confirming;
  }, [confirming]);

  const removing = useAdminWrite(() => deleteReplyTemplate(template.id), {
    said: (answer) => answer.message || text.deletedFallback(template.title),
    onDone: () => {
      setDeleted(true);
      onDeleted();
    },
  });
  const deleting = removing.busy || deleted;
  const remove = () => removing.send();

  return (
    <li className="template-item" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="template-item__title">
        {template.title} <span className="template-item__language">{languageLabel(template.language)}</span>
      </h2>
      <p className="template-item__body" lang={languageOf(template.language).lang}>
        {template.body}
      </p>
      <p className="template-item__meta">
        {text.changedBy(template.updatedByName, formatDateTime(template.updatedAt))}
      </p>
      {confirming ? (
        <div className="confirm" role="group" aria-labelledby={`${id}-question`}>
          <p id={`${id}-question`} className="confirm__question">
            {text.confirmDelete(template.title)}
          </p>
          <div className="form__actions">
            <button type="button" className="button button--danger" onClick={remove} disabled={deleting}>
              {text.confirmDeleteButton}
            </button>
            <button
              ref={cancelRef}
              type="button"
              className="button button--secondary"
              onClick={() => setConfirming(false)}
              disabled={deleting}
            >
              {text.cancel}
            </button>
          </div>
        </div>
      ) : (
        <div className="form__actions">
          <button
            id={editButtonId(template.id)}
            type="button"
            className="button button--small button--secondary"
            onClick={onEdit}
          >
            <Pencil aria-hidden="true" size={16} />
            {text.edit}
            <span className="visually-hidden">
              {" "}
              {template.title} ({languageOf(template.language).englishName})
            </span>
          </button>
          <button
            ref={deleteRef}
            type="button"
            className="button button--small button--danger-outline"
            onClick={() => setConfirming(true)}
          >
            <Trash2 aria-hidden="true" size={16} />
            {text.delete}
            <span className="visually-hidden">
              {" "}
              {template.title} ({languageOf(template.language).englishName})
            </span>
          </button>
        </div>
      )}
    </li>
  );
}
