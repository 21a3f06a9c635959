import { useId, useState } from "react";
import { Trash2 } from "lucide-react";
import { deleteSubmission } from "../api/submissions";
import { useAdminWrite } from "../api/use-admin-write";
import { detailText } from "~/app/content/admin";
import { useQuestionFocus } from "./use-question-focus";

/** Erasure (DPDP Act 2023), behind a confirmation that names the reference. */
export function DeleteSubmission({ reference, onDeleted }: { reference: string; onDeleted: () => void }) {
  const id = useId();
  const [confirming, setConfirming] = useState(false);
  // Once gone, the record cannot be deleted again while the view closes.
  const [deleted, setDeleted] = useState(false);
  const focus = useQuestionFocus(confirming);

  const remove = useAdminWrite(() => deleteSubmission(reference), {
    said: () => detailText.deleted(reference),
    onDone: () => {
      setDeleted(true);
      onDeleted();
    },
  });
  const deleting = remove.busy || deleted;

  return (
    <section className="detail__section detail__danger" aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`}>{detailText.deleteHeading}</h3>
      {confirming ? (
        <div className="confirm" role="group" aria-labelledby={`${id}-question`}>
          <p id={`${id}-question`} className="confirm__question">
            {detailText.confirmDelete(reference)}
          </p>
          <div className="form__actions">
            <button type="button" className="button button--danger" onClick={() => remove.send()} disabled={deleting}>
              {detailText.confirmDeleteButton(reference)}
            </button>
            <button
              ref={focus.safeChoice}
              type="button"
              className="button button--secondary"
              onClick={() => setConfirming(false)}
              disabled={deleting}
            >
              {detailText.cancel}
            </button>
          </div>
        </div>
      ) : (
        <>
          <p className="detail__muted">{detailText.deleteIntro}</p>
          <button
            ref={focus.asker}
            type="button"
            className="button button--danger-outline"
            onClick={() => setConfirming(true)}
          >
            <Trash2 aria-hidden="true" size={18} />
            {detailText.deleteButton}
          </button>
        </>
      )}
    </section>
  );
}
