import { useId, useState } from "react";
import { updateSubmissionStatus } from "../api/submissions";
import { useAdminWrite } from "../api/use-admin-write";
import { detailText, statusLabels } from "~/app/content/admin";
import { SUBMISSION_STATUSES, type SubmissionStatus } from "~/shared/schemas/admin";
import type { SubmissionDetail as Detail } from "~/shared/schemas/admin-replies";

/** The case's status, changed from a list of every status and saved with its own button. */
export function StatusForm({ submission, onSaved }: { submission: Detail; onSaved: () => void }) {
  const id = useId();
  const [status, setStatus] = useState<SubmissionStatus>(submission.status);
  const saving = useAdminWrite((chosen: SubmissionStatus) => updateSubmissionStatus(submission.reference, chosen), {
    said: (_reply, chosen) => detailText.statusSaved(statusLabels[chosen]),
    onDone: onSaved,
  });

  function save(event: React.FormEvent) {
    event.preventDefault();
    saving.send(status);
  }

  return (
    <section className="detail__section" aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`}>{detailText.statusHeading}</h3>
      <form className="detail__status" onSubmit={save}>
        <div className="field">
          <label className="field__label" htmlFor={`${id}-status`}>
            {detailText.statusLabel}
          </label>
          <select
            id={`${id}-status`}
            className="field__control"
            value={status}
            onChange={(event) => setStatus(event.target.value as SubmissionStatus)}
          >
            {SUBMISSION_STATUSES.map((option) => (
              <option key={option} value={option}>
                {statusLabels[option]}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="button button--primary" disabled={saving.busy || status === submission.status}>
          {detailText.saveStatus}
        </button>
      </form>
    </section>
  );
}
