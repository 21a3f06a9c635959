import { useId, useState } from "react";
import { addSubmissionNote } from "../api/submissions";
import { useAdminWrite } from "../api/use-admin-write";
import { detailText } from "~/app/content/admin";
import { formatDateTime } from "../format";
import { limits } from "~/shared/constants";
import { noteSchema } from "~/shared/schemas/admin";
import type { SubmissionNote } from "~/shared/schemas/admin-replies";
import { useCaseDraft } from "../case-draft";

/**
 * Internal notes on a submission: the list, oldest first, and a form to add one. A note not yet
 * added is kept per case in this tab (docs/decisions/0046) until it is added.
 */
export function SubmissionNotes({
  reference,
  notes,
  onAdded,
}: {
  reference: string;
  notes: SubmissionNote[];
  onAdded: () => void;
}) {
  const id = useId();
  const draft = useCaseDraft("note", reference);
  const body = draft.text;
  const [error, setError] = useState<string | undefined>(undefined);
  const adding = useAdminWrite((text: string) => addSubmissionNote(reference, text), {
    said: () => detailText.noteAdded,
    onDone: () => {
      draft.clear();
      onAdded();
    },
    fieldErrors: { fields: ["body"], show: ({ body }) => setError(body) },
  });
  const sending = adding.busy;

  function add(event: React.FormEvent) {
    event.preventDefault();
    // The server's own rule (trimmed, not empty, at most noteMax), checked before sending.
    const parsed = noteSchema.safeParse({ body });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      document.getElementById(`${id}-body`)?.focus();
      return;
    }
    adding.send(parsed.data.body);
  }

  return (
    <section className="detail__section" aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`}>{detailText.notesHeading}</h3>
      {notes.length === 0 ? (
        <p className="detail__muted">{detailText.noNotes}</p>
      ) : (
        <ol className="notes">
          {notes.map((note) => (
            <li key={note.id} className="note">
              <p className="note__meta">{detailText.noteBy(note.authorName, formatDateTime(note.createdAt))}</p>
              <p className="note__body">{note.body}</p>
            </li>
          ))}
        </ol>
      )}
      <form className="form" onSubmit={add} noValidate>
        <div className="field">
          <label className="field__label" htmlFor={`${id}-body`}>
            {detailText.noteLabel}
          </label>
          {draft.restored ? (
            <p id={`${id}-draft`} className="field__hint draft-kept">
              {detailText.noteDraftKept}
            </p>
          ) : null}
          <textarea
            id={`${id}-body`}
            className="field__control"
            rows={3}
            maxLength={limits.noteMax}
            value={body}
            aria-invalid={error ? true : undefined}
            aria-describedby={`${draft.restored ? `${id}-draft ` : ""}${id}-hint${error ? ` ${id}-error` : ""}`}
            onChange={(event) => {
              draft.setText(event.target.value);
              setError(undefined);
            }}
          />
          <p id={`${id}-hint`} className="field__hint">
            {detailText.noteHint(limits.noteMax)}
          </p>
          {error ? (
            <p id={`${id}-error`} className="field__error">
              {error}
            </p>
          ) : null}
        </div>
        <div className="form__actions">
          <button type="submit" className="button button--primary" disabled={sending}>
            {detailText.addNote}
          </button>
        </div>
      </form>
    </section>
  );
}
