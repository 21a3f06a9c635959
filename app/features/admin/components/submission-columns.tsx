import { columnText, listText } from "~/app/content/admin";
import { formatDate, formatTime, orDash, topicLabel, truncate } from "../format";
import { StatusBadge } from "./status-badge";
import { CASE_OPENER_ATTRIBUTE } from "../constants";
import type { TableColumn } from "./paged-table";
import type { SubmissionKind } from "~/shared/schemas/admin";
import type { SubmissionListItem } from "~/shared/schemas/admin-replies";

// Each list's columns: docs/product.md's titles in docs/product.md's order, then Date, Reference and Status.
// docs/decisions/0006: in Post Query, "Subject Line" is the subject the person typed, "Subject"
// the scam topic of the page it came from, and "Query" the message.

type SubmissionColumn = TableColumn<SubmissionListItem>;
/** What a submission's row shows of it, in the lists and on the dashboard. */
type SubmissionRow = Pick<SubmissionListItem, "reference" | "name" | "email" | "message">;

/** The Name cell: a button that opens the record. */
export function nameColumn(openRow: (reference: string) => void): TableColumn<SubmissionRow> {
  return {
    header: columnText.name,
    cell: (row) => (
      <button
        type="button"
        className="link-button"
        onClick={() => openRow(row.reference)}
        {...{ [CASE_OPENER_ATTRIBUTE]: row.reference }}
      >
        {row.name.trim() || row.reference}
      </button>
    ),
    className: "cell--name",
  };
}

export const emailColumn: TableColumn<SubmissionRow> = {
  header: columnText.email,
  cell: (row) => orDash(row.email),
  className: "cell--email",
};

/** A free text, cut short: the detail shows it whole. */
export const longTextColumn = <Row,>(header: string, pick: (row: Row) => string): TableColumn<Row> => ({
  header,
  cell: (row) => orDash(truncate(pick(row))),
  className: "cell--long",
});
const extras: SubmissionColumn[] = [
  {
    header: columnText.date,
    cell: (row) => (
      <time dateTime={row.createdAt} className="date-cell">
        <span>{formatDate(row.createdAt)}</span> <span className="date-cell__time">{formatTime(row.createdAt)}</span>
      </time>
    ),
    className: "cell--date",
  },
  {
    header: columnText.reference,
    cell: (row) => <span className="reference">{row.reference}</span>,
    className: "cell--nowrap",
  },
  {
    header: columnText.status,
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

/** The columns of one form's list; the Name cell opens the record. */
export function submissionColumns(kind: SubmissionKind, openRow: (reference: string) => void): SubmissionColumn[] {
  const name = nameColumn(openRow);
  const longText = longTextColumn<SubmissionListItem>;
  switch (kind) {
    case "post_query":
      return [
        name,
        emailColumn,
        { header: columnText.phone, cell: (row) => orDash(row.phone), className: "cell--nowrap" },
        { header: columnText.state, cell: (row) => orDash(row.state) },
        { header: columnText.city, cell: (row) => orDash(row.city) },
        longText(columnText.subjectLine, (row) => row.subject),
        { header: columnText.subject, cell: (row) => orDash(topicLabel(row.topic)) },
        longText(columnText.query, (row) => row.message),
        ...extras,
      ];
    case "contact_message":
      return [
        name,
        emailColumn,
        longText(columnText.subject, (row) => row.subject),
        longText(columnText.message, (row) => row.message),
        ...extras,
      ];
    case "help_request":
      return [name, emailColumn, longText(columnText.query, (row) => row.message), ...extras];
  }
}
