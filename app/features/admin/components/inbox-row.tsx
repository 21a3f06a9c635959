import { useId, useState } from "react";
import { Link } from "react-router";
import { inboxActions, inboxBulkText, inboxTabLabels, inboxText, listText } from "~/app/content/admin";
import { formatIndiaDateTime } from "~/shared/india-time";
import { submissionKindLabels, type SubmissionStatus } from "~/shared/schemas/admin";
import type { InboxItem } from "~/shared/schemas/admin-replies";
import { DEFAULT_LANGUAGE, language } from "~/shared/languages";
import { awaitsFirstResponse } from "~/shared/response-times";
import { updateSubmissionStatus } from "../api/submissions";
import { useAdminWrite } from "../api/use-admin-write";
import { useAdminLocation } from "../admin-location";
import { elapsedSince, formatRupees, topicLabel } from "../format";
import { CASE_OPENER_ATTRIBUTE } from "../constants";
import { StatusBadge } from "./status-badge";
import { ResponseDue } from "./response-due";

/**
 * One case of the inbox, as the Inbox lists it and the Dashboard shows its first five
 * (docs/decisions/0062): its name as a link that opens it, its reference, form and topic, the
 * start of what the person wrote, its state and wait, who has it, and why it is urgent. In the
 * Inbox it has a tick for the bulk actions and its one-click status buttons; on the Dashboard
 * neither.
 */
export function InboxRow({
  item,
  headingLevel,
  selection,
  onStatusChanged,
}: {
  item: InboxItem;
  /** The name's heading level: under the Inbox's title, or under the Dashboard's section. */
  headingLevel: 2 | 3;
  selection?: { selected: boolean; onSelect: (on: boolean) => void };
  /** With it, the row offers its tab's status buttons and says here when one was used. */
  onStatusChanged?: (status: SubmissionStatus) => void;
}) {
  const nameId = useId();
  const { caseLink } = useAdminLocation();
  const open = caseLink(item.reference);
  const topic = topicLabel(item.topic);
  const deadline = item.nextDeadlineAt ? formatIndiaDateTime(new Date(item.nextDeadlineAt)) : null;
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const classes = [
    "inbox-row",
    item.deadlineMissed ? "inbox-row--missed" : "",
    selection || onStatusChanged ? "" : "inbox-row--glance",
  ].filter(Boolean);

  return (
    <li className={classes.join(" ")} aria-labelledby={nameId}>
      {selection ? (
        <input
          type="checkbox"
          className="inbox-check inbox-row__check"
          checked={selection.selected}
          aria-label={inboxBulkText.selectCase(item.reference, item.name.trim())}
          onChange={(event) => selection.onSelect(event.target.checked)}
        />
      ) : null}
      <div className="inbox-row__main">
        <Heading className="inbox-row__name" id={nameId}>
          <Link to={open.to} state={open.state} preventScrollReset {...{ [CASE_OPENER_ATTRIBUTE]: item.reference }}>
            {item.name.trim() || item.reference}
          </Link>
        </Heading>
        <p className="inbox-row__meta">
          <span className="reference">{item.reference}</span>
          <span>{submissionKindLabels[item.kind]}</span>
          {topic ? <span>{topic}</span> : null}
          {item.language !== DEFAULT_LANGUAGE ? (
            <span className="language-tag">{inboxBulkText.writtenIn(language(item.language).englishName)}</span>
          ) : null}
        </p>
        {item.preview ? <p className="inbox-row__preview">{item.preview}</p> : null}
      </div>
      <p className="inbox-row__state">
        <StatusBadge status={item.status} label={inboxTabLabels[item.tab]} />
        <time className="inbox-row__waiting" dateTime={item.createdAt}>
          {inboxText.waiting(elapsedSince(item.createdAt, new Date()))}
        </time>
        {item.unreadReplies > 0 ? (
          <span className="unread-badge">{listText.unreadReplyCount(item.unreadReplies)}</span>
        ) : null}
        {item.possibleDuplicates > 0 ? (
          <span className="duplicate-badge">{inboxBulkText.possibleDuplicates(item.possibleDuplicates)}</span>
        ) : null}
      </p>
      <p className={item.assignee ? "inbox-row__assignee" : "inbox-row__assignee inbox-row__none"}>
        {item.assignee ? inboxBulkText.assignee(item.assignee.name) : inboxBulkText.unassigned}
      </p>
      {awaitsFirstResponse(item) ? (
        <p className="inbox-row__response">
          <ResponseDue times={item} />
        </p>
      ) : null}
      <p className="inbox-row__deadline">
        {item.firstHours ? <span className="first-hours-badge">{inboxText.firstHours[item.firstHours]}</span> : null}
        {item.amountLost !== null || item.firstHours === "recent_loss" ? (
          <span className="inbox-row__loss">
            {inboxText.lost(
              item.amountLost === null ? null : formatRupees(item.amountLost),
              item.lostAt === null ? null : elapsedSince(item.lostAt, new Date()),
            )}
          </span>
        ) : null}
        {item.deadlineMissed ? <span className="missed-badge">{inboxText.missed}</span> : null}
        {deadline && item.nextDeadlineAt ? (
          <time className="inbox-row__due" dateTime={item.nextDeadlineAt}>
            {item.deadlineMissed ? inboxText.missedDeadline(deadline) : inboxText.deadline(deadline)}
          </time>
        ) : (
          <span className="inbox-row__none">{inboxText.noDeadline}</span>
        )}
      </p>
      {onStatusChanged ? <RowActions item={item} onStatusChanged={onStatusChanged} /> : null}
    </li>
  );
}

/** The tab's one-click status changes for one case (decision 0029). */
function RowActions({
  item,
  onStatusChanged,
}: {
  item: InboxItem;
  onStatusChanged: (status: SubmissionStatus) => void;
}) {
  const [problem, setProblem] = useState("");
  // The row says what went wrong itself, beside its buttons: no toast.
  const changing = useAdminWrite((status: SubmissionStatus) => updateSubmissionStatus(item.reference, status), {
    onDone: (_reply, status) => onStatusChanged(status),
    onProblem: setProblem,
  });
  const busy = changing.busy;
  const change = (status: SubmissionStatus) => {
    setProblem("");
    changing.send(status);
  };

  return (
    <div className="inbox-row__actions">
      {inboxActions[item.tab].map((action) => (
        <button
          key={action.status}
          type="button"
          className="button button--secondary button--small"
          disabled={busy}
          aria-label={inboxText.changeStatusLabel(action.label, item.reference)}
          onClick={() => change(action.status)}
        >
          {action.label}
        </button>
      ))}
      {problem ? (
        <p className="field__error" role="alert">
          {problem}
        </p>
      ) : null}
    </div>
  );
}
