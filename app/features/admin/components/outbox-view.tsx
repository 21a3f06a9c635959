import { useId, useState } from "react";
import { RotateCcw } from "lucide-react";
import { retryMail } from "../api/outbox";
import { useAdminChanged, useAdminQuery } from "../api/use-admin-query";
import { adminQueries } from "../api/admin-queries";
import { useAdminSession } from "../session";
import { listText, mailPurposeLabels, mailStatusLabels, outboxText, viewHeadings } from "~/app/content/admin";
import { useToast } from "~/app/components/toast";
import { formatDateTime, orDash } from "../format";
import { ADMIN_TOAST_MS } from "../constants";
import { errorMessage } from "../error-message";
import { ScrollTable } from "./scroll-table";
import { Pagination } from "./pagination";
import { LoadState } from "./load-state";
import { StatusBadge } from "./status-badge";
import { MAIL_STATUSES, type MailStatus } from "~/shared/schemas/admin";
import type { OutboxEntry } from "~/shared/schemas/admin-replies";

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
  const showToast = useToast();
  const { endSessionIfRefused } = useAdminSession();
  const adminChanged = useAdminChanged();
  const [busyId, setBusyId] = useState<number | null>(null);
  const outbox = useAdminQuery(adminQueries.outbox({ status, page }));
  const result = outbox.data;

  async function retry(mail: OutboxEntry) {
    setBusyId(mail.id);
    try {
      await retryMail(mail.id);
      showToast({
        tone: "success",
        message: outboxText.retried(mailPurposeLabels[mail.purpose]),
        durationMs: ADMIN_TOAST_MS,
      });
      adminChanged();
    } catch (error) {
      if (!endSessionIfRefused(error))
        showToast({ tone: "error", message: errorMessage(error), durationMs: ADMIN_TOAST_MS });
    } finally {
      setBusyId(null);
    }
  }

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
      {result === undefined || outbox.error !== undefined ? (
        <LoadState
          loading={outbox.loading}
          error={outbox.error}
          loadingText={outboxText.loading}
          onRetry={outbox.reload}
        />
      ) : null}
      {result !== undefined && result.items.length === 0 && !outbox.loading ? (
        <p className="admin-empty">{status || result.page > 1 ? outboxText.emptyFiltered : outboxText.empty}</p>
      ) : null}
      {result !== undefined && result.items.length > 0 ? (
        <ScrollTable title={viewHeadings.outbox} busy={outbox.loading}>
          <table className="admin-table" aria-labelledby={headingId}>
            <thead>
              <tr>
                <th scope="col">{outboxText.submission}</th>
                <th scope="col">{outboxText.purpose}</th>
                <th scope="col">{outboxText.to}</th>
                <th scope="col">{outboxText.subject}</th>
                <th scope="col">{outboxText.status}</th>
                <th scope="col">{outboxText.tries}</th>
                <th scope="col">{outboxText.when}</th>
                <th scope="col">{outboxText.lastError}</th>
                <th scope="col">{outboxText.actions}</th>
              </tr>
            </thead>
            <tbody>
              {result.items.map((mail) => (
                <tr key={mail.id}>
                  <td className="cell--nowrap">
                    {mail.reference ? (
                      <button
                        type="button"
                        className="link-button reference"
                        onClick={() => onOpen(mail.reference as string)}
                      >
                        {mail.reference}
                      </button>
                    ) : (
                      listText.noValue
                    )}
                  </td>
                  <td className="cell--nowrap">{mailPurposeLabels[mail.purpose]}</td>
                  <td className="cell--email">{mail.to}</td>
                  <td className="cell--long">{mail.subject}</td>
                  <td className="cell--nowrap">
                    <StatusBadge status={`mail-${mail.status}`} label={mailStatusLabels[mail.status]} />
                  </td>
                  <td>{mail.attempts}</td>
                  <td className="cell--nowrap">
                    <MailTime mail={mail} sending={result.sending} />
                  </td>
                  <td className="cell--long">{orDash(mail.lastError)}</td>
                  <td className="cell--nowrap">
                    {mail.status === "failed" ? (
                      <button
                        type="button"
                        className="button button--small button--secondary"
                        disabled={busyId === mail.id}
                        onClick={() => retry(mail)}
                      >
                        <RotateCcw aria-hidden="true" size={16} />
                        {outboxText.retry}
                        <span className="visually-hidden">
                          {" "}
                          {outboxText.retryMail(mailPurposeLabels[mail.purpose], mail.to)}
                        </span>
                      </button>
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollTable>
      ) : null}
      {result !== undefined ? <Pagination result={result} onPage={onPage} /> : null}
    </section>
  );
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
