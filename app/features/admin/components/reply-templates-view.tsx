import { useId } from "react";
import { Plus } from "lucide-react";
import { templatesText as text, viewHeadings } from "~/app/content/admin";
import { LoadState } from "./load-state";
import { TemplateForm } from "./template-form";
import { TemplateItem } from "./template-item";
import { useReplyTemplatesView } from "./use-reply-templates-view";

/**
 * The desk's saved replies (docs/decisions/0033): the list by title, each with its language
 * (decision 0061), a form to write a new one or change one, and deletion behind a question. An
 * admin's view; a caseworker picks templates in a case's message box instead. What it does is
 * ./use-reply-templates-view.ts.
 */
export function ReplyTemplatesView() {
  const headingId = useId();
  const { allowed, templates, editing, addRef, startNew, startEdit, saved, closeForm, deleted } =
    useReplyTemplatesView();

  if (!allowed) {
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
          <button ref={addRef} type="button" className="button button--primary" onClick={startNew}>
            <Plus aria-hidden="true" size={18} />
            {text.add}
          </button>
        </p>
      ) : null}
      {editing.kind !== "none" ? (
        <TemplateForm
          key={editing.kind === "edit" ? editing.template.id : "new"}
          template={editing.kind === "edit" ? editing.template : undefined}
          onDone={saved}
          onCancel={closeForm}
        />
      ) : null}
      {list !== undefined && list.length === 0 && editing.kind === "none" ? (
        <div className="admin-empty template-empty">
          <p>{text.empty}</p>
          <button ref={addRef} type="button" className="button button--primary" onClick={startNew}>
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
              onEdit={() => startEdit(template)}
              onDeleted={deleted}
            />
          ))}
        </ul>
      ) : null}
    </section>
  );
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
