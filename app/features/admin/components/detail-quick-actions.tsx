import { MessageSquareReply, UserCheck } from "lucide-react";
import { assignSubmission, updateSubmissionStatus } from "../api/submissions";
import { useAdminWrite } from "../api/use-admin-write";
import { useDeskMember } from "../desk-member";
import { SHORTCUT_KEYS, useShortcuts, useShortcutsEnabled } from "../keyboard-shortcuts";
import { detailText, inboxActions, quickActionsText, statusLabels } from "~/app/content/admin";
import type { SubmissionStatus } from "~/shared/schemas/admin";
import type { SubmissionDetail } from "~/shared/schemas/admin-replies";

/**
 * What the desk does most with a case, first in the detail (docs/decisions/0036): the status's
 * next step in one click, "Assign to me", and a jump to the reply box, so on a phone none of it
 * is below the case's facts.
 */
export function DetailQuickActions({
  submission,
  replyBoxId,
  scope,
  onChanged,
}: {
  submission: SubmissionDetail;
  /** The reply box's id: "Write a reply" takes the focus there. */
  replyBoxId: string;
  /** The dialog: its shortcuts act while the focus is inside it. */
  scope: React.RefObject<HTMLElement | null>;
  onChanged: () => void;
}) {
  const me = useDeskMember();
  const shortcutsOn = useShortcutsEnabled();
  const steps = inboxActions[submission.status];
  const mine = submission.assignee?.id === me.id;

  /** Each action is a change and the words its success toast says. */
  const change = useAdminWrite((work: () => Promise<string>) => work(), { said: (said) => said, onDone: onChanged });
  const busy = change.busy;
  // A shortcut pressed twice before the first answer sends once.
  const run = (work: () => Promise<string>) => {
    if (!busy) change.send(work);
  };

  const moveTo = (status: SubmissionStatus) =>
    run(async () => {
      await updateSubmissionStatus(submission.reference, status);
      return detailText.statusSaved(statusLabels[status]);
    });
  const takeIt = () =>
    run(async () => {
      const answer = await assignSubmission(submission.reference, me.id);
      return answer.assignee ? detailText.assigned(answer.assignee.name) : detailText.unassigned;
    });
  const writeReply = () => {
    const box = document.getElementById(replyBoxId);
    box?.scrollIntoView({ block: "center" });
    box?.focus();
  };

  const stepFor = (status: SubmissionStatus) => steps.find((step) => step.status === status);
  const start = stepFor("in_progress");
  const resolve = stepFor("resolved");
  useShortcuts(
    {
      [SHORTCUT_KEYS.reply]: writeReply,
      [SHORTCUT_KEYS.assignToMe]: mine ? undefined : () => takeIt(),
      [SHORTCUT_KEYS.start]: start && submission.status === "new" ? () => moveTo("in_progress") : undefined,
      [SHORTCUT_KEYS.resolve]: resolve ? () => moveTo("resolved") : undefined,
    },
    scope,
  );
  const keyFor = (status: SubmissionStatus) =>
    status === "resolved"
      ? SHORTCUT_KEYS.resolve
      : status === "in_progress" && submission.status === "new"
        ? SHORTCUT_KEYS.start
        : undefined;

  return (
    <div className="quick-actions" role="group" aria-label={quickActionsText.label}>
      {steps.map((step, index) => {
        const key = keyFor(step.status);
        return (
          <button
            key={step.status}
            type="button"
            // The next step stands out; the others (Spam) do not invite a click.
            className={`button ${index === 0 ? "button--primary" : "button--secondary"} button--small`}
            disabled={busy}
            aria-keyshortcuts={shortcutsOn && key ? key : undefined}
            aria-label={quickActionsText.moveTo(step.label, statusLabels[step.status])}
            onClick={() => moveTo(step.status)}
          >
            {step.label}
          </button>
        );
      })}
      {mine ? (
        <p className="quick-actions__mine">
          <UserCheck aria-hidden="true" size={18} />
          {quickActionsText.yours}
        </p>
      ) : (
        <button
          type="button"
          className="button button--secondary button--small"
          disabled={busy}
          aria-keyshortcuts={shortcutsOn ? SHORTCUT_KEYS.assignToMe : undefined}
          onClick={() => takeIt()}
        >
          <UserCheck aria-hidden="true" size={18} />
          {quickActionsText.assignToMe}
        </button>
      )}
      <button
        type="button"
        className="button button--secondary button--small"
        aria-keyshortcuts={shortcutsOn ? SHORTCUT_KEYS.reply : undefined}
        onClick={writeReply}
      >
        <MessageSquareReply aria-hidden="true" size={18} />
        {quickActionsText.reply}
      </button>
    </div>
  );
}
