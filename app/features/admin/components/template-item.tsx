import { useId, useState } from "react";
import { Pencil, Trash2 } from "lucide-react";
import { deleteReplyTemplate } from "../api/reply-templates";
import { useAdminWrite } from "../api/use-admin-write";
import { templatesText as text } from "~/app/content/admin";
import { formatDateTime } from "../format";
import { language as languageOf, languageLabel } from "~/shared/languages";
import type { ReplyTemplate } from "~/shared/schemas/admin-replies";
import { editButtonId } from "./use-reply-templates-view";
import { useQuestionFocus } from "./use-question-focus";

/** One reply template in the list: its text, who changed it last, Edit, and Delete behind a question. */
export function TemplateItem({
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
  const focus = useQuestionFocus(confirming);

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
              ref={focus.safeChoice}
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
            ref={focus.asker}
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
