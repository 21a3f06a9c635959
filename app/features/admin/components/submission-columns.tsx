import { columnText, listText } from "~/app/content/admin";
import { formatDate, formatTime, orDash, topicLabel, truncate } from "../format";
import { StatusBadge } from "./status-badge";
import type { SubmissionKind } from "~/shared/schemas/admin";
import type { SubmissionListItem } from "~/shared/schemas/admin-replies";

// Each list's columns: docs/product.md's titles in docs/product.md's order, then Date, Reference and Status.
// docs/decisions/0006: in Post Query, "Subject Line" is the subject the person typed, "Subject"
// the scam topic of the page it came from, and "Query" the message.

export interface SubmissionColumn {
  title: string;
  /** The Name cell opens the record; the rest are text. */
  cell: (row: SubmissionListItem, openRow: (reference: string) => void) => React.ReactNode;
  className?: string;
}

const name: SubmissionColumn = {
  title: columnText.name,
  cell: (row, openRow) => (
    <button type="button" className="link-button" onClick={() => openRow(row.reference)}>
      {row.name.trim() || row.reference}
    </button>
  ),
  className: "cell--name",
};
const email: SubmissionColumn = { title: columnText.email, cell: (row) => orDash(row.email), className: "cell--email" };
const longText = (title: string, pick: (row: SubmissionListItem) => string): SubmissionColumn => ({
  title,
  cell: (row) => orDash(truncate(pick(row))),
  className: "cell--long",
});
const extras: SubmissionColumn[] = [
  {
    title: columnText.date,
    cell: (row) => (
      <time dateTime={row.createdAt} className="date-cell">
        <span>{formatDate(row.createdAt)}</span> <span className="date-cell__time">{formatTime(row.createdAt)}</span>
      </time>
    ),
    className: "cell--date",
  },
  {
    title: columnText.reference,
    cell: (row) => <span className="reference">{row.reference}</span>,
    className: "cell--nowrap",
  },
  {
    title: columnText.status,
    cell: (row) => (
      <>
        <StatusBadge status={row.status} />
        {/* In words, not by colour alone: the person wrote and no one at the desk has read it. */}
        {row.unreadReplies > 0 ? (
          <span className="unread-badge">{listText.unreadReplyCount(row.unreadReplies)}</span>
        ) : null}
      </>
    ),
    className: "cell--nowrap",
  },
];

export const columnsByKind: Record<SubmissionKind, SubmissionColumn[]> = {
  post_query: [
    name,
    email,
    { title: columnText.phone, cell: (row) => orDash(row.phone), className: "cell--nowrap" },
    { title: columnText.state, cell: (row) => orDash(row.state) },
    { title: columnText.city, cell: (row) => orDash(row.city) },
    longText(columnText.subjectLine, (row) => row.subject),
    { title: columnText.subject, cell: (row) => orDash(topicLabel(row.topic)) },
    longText(columnText.query, (row) => row.message),
    ...extras,
  ],
  contact_message: [
    name,
    email,
    longText(columnText.subject, (row) => row.subject),
    longText(columnText.message, (row) => row.message),
    ...extras,
  ],
  help_request: [name, email, longText(columnText.query, (row) => row.message), ...extras],
};
