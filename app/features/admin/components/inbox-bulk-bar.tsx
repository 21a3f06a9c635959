import { useEffect, useId, useRef, useState } from "react";
import { inboxActions, inboxBulkText, inboxTabLabels } from "~/app/content/admin";
import { userRoleLabels, type BulkAction, type InboxTab, type SubmissionStatus } from "~/shared/schemas/admin";
import { applyBulkAction } from "../api/submissions";
import { useAdminWrite } from "../api/use-admin-write";
import { useAdminQuery } from "../api/use-admin-query";
import { adminQueries } from "../api/admin-queries";
import { useDeskMember } from "../desk-member";

// The inbox's bulk actions (decision 0035): shown while cases are ticked. The tab's one-click
// statuses, spam, and an assignee, each one call for every ticked case: all change, or none.
// On a phone the bar stays at the foot of the screen while cases are ticked (admin.css); the page
// keeps room for it below the list, so it never covers the last case's controls.

/** The CSS variable holding the room the bar takes at the foot of a phone's screen. */
const SPACE_VARIABLE = "--inbox-bulk-space";

/** Keeps `SPACE_VARIABLE` on the page at the bar's height while it is shown. */
function useRoomForBar(bar: React.RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const element = bar.current;
    if (!element || typeof ResizeObserver === "undefined") return;
    const root = document.documentElement;
    const observer = new ResizeObserver(() => {
      root.style.setProperty(SPACE_VARIABLE, `${element.getBoundingClientRect().height}px`);
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty(SPACE_VARIABLE);
    };
  }, [bar]);
}

const NOBODY = "";

export function InboxBulkBar({
  tab,
  selected,
  onDone,
  onClear,
}: {
  tab: InboxTab;
  selected: readonly string[];
  /** Every ticked case changed: what to announce. */
  onDone: (announcement: string) => void;
  onClear: () => void;
}) {
  const id = useId();
  const barRef = useRef<HTMLDivElement>(null);
  useRoomForBar(barRef);
  const me = useDeskMember();
  const team = useAdminQuery(adminQueries.team());
  const [assignee, setAssignee] = useState(String(me.id));
  const [problem, setProblem] = useState("");
  const count = selected.length;
  const statuses = inboxActions[tab].filter((action) => action.status !== "spam");
  const others = (team.data ?? []).filter((member) => member.id !== me.id);

  // The bar says what went wrong itself, and keeps the cases ticked: no toast.
  const applying = useAdminWrite(
    ({ action }: { action: BulkAction; announcement: (changed: number) => string }) =>
      applyBulkAction([...selected], action),
    {
      onDone: (answer, { announcement }) => onDone(announcement(answer.references.length)),
      fieldErrors: {
        fields: ["references", "action"],
        show: ({ references, action }) => setProblem(references ?? action ?? ""),
      },
      onProblem: setProblem,
    },
  );
  const busy = applying.busy;
  function apply(action: BulkAction, announcement: (changed: number) => string) {
    setProblem("");
    applying.send({ action, announcement });
  }

  const moveTo = (status: SubmissionStatus) =>
    apply({ status }, (changed) => inboxBulkText.moved(changed, inboxTabLabels[status]));

  function assign(event: React.FormEvent) {
    event.preventDefault();
    const userId = assignee === NOBODY ? null : Number(assignee);
    const name = userId === me.id ? inboxBulkText.me : team.data?.find((member) => member.id === userId)?.name;
    apply({ assignee: userId }, (changed) =>
      userId === null ? inboxBulkText.unassignedDone(changed) : inboxBulkText.assigned(changed, name ?? ""),
    );
  }

  return (
    <div ref={barRef} role="region" aria-label={inboxBulkText.barLabel} className="inbox-bulk">
      <p className="inbox-bulk__count">{inboxBulkText.selected(count)}</p>
      <div className="inbox-bulk__statuses">
        {statuses.map((action) => (
          <button
            key={action.status}
            type="button"
            className="button button--primary button--small"
            disabled={busy}
            onClick={() => moveTo(action.status)}
          >
            {inboxBulkText.statusAction(action.label)}
          </button>
        ))}
        {tab === "spam" ? null : (
          <button
            type="button"
            className="button button--secondary button--small"
            disabled={busy}
            onClick={() => moveTo("spam")}
          >
            {inboxBulkText.markSpam}
          </button>
        )}
      </div>
      <form className="inbox-bulk__assign" onSubmit={assign}>
        <label className="field__label" htmlFor={`${id}-assignee`}>
          {inboxBulkText.assignLabel}
        </label>
        <select
          id={`${id}-assignee`}
          className="field__control"
          value={assignee}
          onChange={(event) => setAssignee(event.target.value)}
        >
          <option value={String(me.id)}>{inboxBulkText.me}</option>
          {others.map((member) => (
            <option key={member.id} value={String(member.id)}>
              {`${member.name} (${userRoleLabels[member.role]})`}
            </option>
          ))}
          <option value={NOBODY}>{inboxBulkText.unassigned}</option>
        </select>
        <button type="submit" className="button button--secondary button--small" disabled={busy}>
          {inboxBulkText.assign}
        </button>
      </form>
      <button type="button" className="link-button inbox-bulk__clear" onClick={onClear}>
        {inboxBulkText.clear}
      </button>
      {problem ? (
        <p className="field__error inbox-bulk__problem" role="alert">
          {problem}
        </p>
      ) : null}
    </div>
  );
}
