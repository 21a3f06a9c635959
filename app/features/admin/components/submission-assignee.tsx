import { useId, useState } from "react";
import { assignSubmission } from "../api/submissions";
import { useAdminWrite } from "../api/use-admin-write";
import { useAdminQuery } from "../api/use-admin-query";
import { adminQueries } from "../api/admin-queries";
import { useDeskMember } from "../desk-member";
import { detailText } from "~/app/content/admin";
import { LoadState } from "./load-state";
import { userRoleLabels } from "~/shared/schemas/admin";
import type { TeamMember } from "~/shared/schemas/admin-replies";

// Who has the case (docs/decisions/0030). Chosen from a list and saved with a button, as the
// status is, so arrowing through the list does not reassign the case at every step.

const NOBODY = "";

export function SubmissionAssignee({
  reference,
  assignee,
  onSaved,
}: {
  reference: string;
  assignee: TeamMember | null;
  onSaved: () => void;
}) {
  const id = useId();
  const me = useDeskMember();
  const team = useAdminQuery(adminQueries.team());
  const saved = assignee ? String(assignee.id) : NOBODY;
  const [choice, setChoice] = useState(saved);
  const [fieldError, setFieldError] = useState<string | undefined>(undefined);
  // A member who can no longer take cases still shows as the one who has it.
  const members = team.data ?? [];
  const options = assignee && !members.some((member) => member.id === assignee.id) ? [assignee, ...members] : members;

  const assign = useAdminWrite((userId: number | null) => assignSubmission(reference, userId), {
    said: (answer) => (answer.assignee ? detailText.assigned(answer.assignee.name) : detailText.unassigned),
    onDone: onSaved,
    fieldErrors: { fields: ["userId"], show: ({ userId }) => setFieldError(userId) },
  });

  function save(event: React.FormEvent) {
    event.preventDefault();
    setFieldError(undefined);
    assign.send(choice === NOBODY ? null : Number(choice));
  }

  return (
    <section className="detail__section" aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`}>{detailText.assigneeHeading}</h3>
      {team.data === undefined ? (
        <LoadState
          loading={team.loading}
          error={team.error}
          loadingText={detailText.loadingTeam}
          onRetry={team.reload}
        />
      ) : (
        <form className="detail__status" onSubmit={save}>
          <div className="field">
            <label className="field__label" htmlFor={`${id}-assignee`}>
              {detailText.assigneeLabel}
            </label>
            <select
              id={`${id}-assignee`}
              className="field__control"
              value={choice}
              aria-invalid={fieldError ? true : undefined}
              aria-describedby={fieldError ? `${id}-error` : undefined}
              onChange={(event) => setChoice(event.target.value)}
            >
              <option value={NOBODY}>{detailText.nobody}</option>
              {options.map((member) => (
                <option key={member.id} value={String(member.id)}>
                  {detailText.memberOption(member.name, userRoleLabels[member.role], member.id === me.id)}
                </option>
              ))}
            </select>
            {fieldError ? (
              <p id={`${id}-error`} className="field__error">
                {fieldError}
              </p>
            ) : null}
          </div>
          <button type="submit" className="button button--primary" disabled={assign.busy || choice === saved}>
            {detailText.saveAssignee}
          </button>
        </form>
      )}
    </section>
  );
}
