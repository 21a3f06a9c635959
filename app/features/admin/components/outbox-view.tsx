import { useId } from "react";
import { RotateCcw } from "lucide-react";
import { retryMail } from "../api/outbox";
import { useAdminChanged, useAdminQuery } from "../api/use-admin-query";
import { adminQueries } from "../api/admin-queries";
import { useAdminWrite } from "../api/use-admin-write";
import { listText, mailPurposeLabels, mailStatusLabels, outboxText, viewHeadings } from "~/app/content/admin";
import { formatDateTime, orDash } from "../format";
import { PagedTable, type TableColumn } from "./paged-table";
import { StatusBadge } from "./status-badge";
import { MAIL_STATUSES, type MailStatus } from "~/shared/schemas/admin";
import type { OutboxEntry } from "~/shared/schemas/admin-replies";

/**
 * An e-mail address that may go onto a second line only before its "@": each part stays whole,
 * easy to read back, and the outbox's table is narrower for it.
 */
function Address({ address }: { address: string }) {
  const at = address.lastIndexOf("@");
  if (at <= 0) return <>{address}</>;
  return (
    <>
      {address.slice(0, at)}
      <wbr />
      {address.slice(at)}
    </>
  );
}

/**
 * The outbox (docs/decisions/0007): how much mail is queued, sending, sent or failed, a page
 * of it filtered by status, and Retry on a failed one. Addresses and errors are shown as text.
 */
export function OutboxView({
  status,
  page,
  onFilter,
  onPage,
  onOpen,
}: {
  status: MailStatus | undefined;
  page: number;
  /** A new filter starts at page 1. */
  onFilter: (status: MailStatus | undefined) => void;
  onPage: (page: number) => void;
  onOpen: (reference: string) => void;
}) {
  const headingId = useId();
  const filterId = useId();
  const adminChanged = useAdminChanged();
  const outbox = useAdminQuery(adminQueries.outbox({ status, page }));
  const result = outbox.data;

  const retrying = useAdminWrite((mail: OutboxEntry) => retryMail(mail.id), {
    said: (_reply, mail) => outboxText.retried(mailPurposeLabels[mail.purpose]),
    onDone: adminChanged,
  });
  const busyId = retrying.sending?.id ?? null;
  const retry = retrying.send;

  return (
    <section aria-labelledby={headingId} className="admin-view">
      <h1 id={headingId} className="admin-view__title">
        {viewHeadings.outbox}
      </h1>
      <p className="admin-view__intro">{outboxText.intro}</p>
      {result !== undefined && !result.sending ? (
        <div className="admin-notice admin-notice--warning">
          <p>{outboxText.notSending}</p>
        </div>
      ) : null}
      {result !== undefined ? (
        <ul className="stat-list stat-list--mail" aria-label={outboxText.countsLabel}>
          {MAIL_STATUSES.map((mailStatus) => (
            <li key={mailStatus} className={`stat stat--mail-${mailStatus}`}>
              <span className="stat__label">{mailStatusLabels[mailStatus]}</span>{" "}
              <span className="stat__value">{result.counts[mailStatus].toLocaleString("en-IN")}</span>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="list-toolbar">
        <div className="field outbox-filter">
          <label className="field__label" htmlFor={filterId}>
            {outboxText.status}
          </label>
          <select
            id={filterId}
            className="field__control"
            value={status ?? ""}
            onChange={(event) => onFilter((event.target.value || undefined) as MailStatus | undefined)}
          >
            <option value="">{outboxText.any}</option>
            {MAIL_STATUSES.map((option) => (
              <option key={option} value={option}>
                {mailStatusLabels[option]}
              </option>
            ))}
          </select>
        </div>
        <p className="list-toolbar__count" role="status">
          {result ? listText.results(result.total, result.totalIsCapped) : ""}
        </p>
      </div>
      <PagedTable
        title={viewHeadings.outbox}
        labelledBy={headingId}
        className="admin-table admin-table--outbox"
        columns={outboxColumns({ sending: result?.sending ?? false, busyId, onOpen, onRetry: retry })}
        rowKey={(mail) => mail.id}
        data={result}
        load={{ ...outbox, loadingText: outboxText.loading }}
        emptyText={status || (result?.page ?? 1) > 1 ? outboxText.emptyFiltered : outboxText.empty}
        onPage={onPage}
      />
    </section>
  );
}

/** The reference opens its case; a failed mail has Retry. */
function outboxColumns({
  sending,
  busyId,
  onOpen,
  onRetry,
}: {
  sending: boolean;
  busyId: number | null;
  onOpen: (reference: string) => void;
  onRetry: (mail: OutboxEntry) => void;
}): TableColumn<OutboxEntry>[] {
  return [
    {
      header: outboxText.submission,
      cell: (mail) =>
        mail.reference ? (
          <button type="button" className="link-button reference" onClick={() => onOpen(mail.reference as string)}>
            {mail.reference}
          </button>
        ) : (
          listText.noValue
        ),
      className: "cell--nowrap",
    },
    { header: outboxText.purpose, cell: (mail) => mailPurposeLabels[mail.purpose], className: "cell--nowrap" },
    { header: outboxText.to, cell: (mail) => <Address address={mail.to} />, className: "cell--email" },
    // Subject, time and error wrap, so the nine columns fit 1280 px without scrolling sideways.
    { header: outboxText.subject, cell: (mail) => mail.subject, className: "cell--text" },
    {
      header: outboxText.status,
      cell: (mail) => <StatusBadge status={`mail-${mail.status}`} label={mailStatusLabels[mail.status]} />,
      className: "cell--nowrap",
    },
    { header: outboxText.tries, cell: (mail) => mail.attempts },
    { header: outboxText.when, cell: (mail) => <MailTime mail={mail} sending={sending} />, className: "cell--date" },
    { header: outboxText.lastError, cell: (mail) => orDash(mail.lastError), className: "cell--text" },
    {
      header: outboxText.actions,
      cell: (mail) =>
        mail.status === "failed" ? (
          <button
            type="button"
            className="button button--small button--secondary"
            disabled={busyId === mail.id}
            onClick={() => onRetry(mail)}
          >
            <RotateCcw aria-hidden="true" size={16} />
            {outboxText.retry}
            <span className="visually-hidden"> {outboxText.retryMail(mailPurposeLabels[mail.purpose], mail.to)}</span>
          </button>
        ) : null,
      className: "cell--nowrap",
    },
  ];
}

/**
 * When it went, or when it is tried next. Without SMTP nothing tries it, so a time would mislead;
 * a failed or sending mail has no next try to show either.
 */
function MailTime({ mail, sending }: { mail: OutboxEntry; sending: boolean }) {
  if (mail.status === "sent" && mail.sentAt) {
    return <time dateTime={mail.sentAt}>{outboxText.sent(formatDateTime(mail.sentAt))}</time>;
  }
  if (mail.status === "queued" && !sending) return <>{outboxText.held}</>;
  if (mail.status === "queued") {
    return <time dateTime={mail.nextAttemptAt}>{outboxText.nextTry(formatDateTime(mail.nextAttemptAt))}</time>;
  }
  return <>{listText.noValue}</>;
}
