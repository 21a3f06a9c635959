import { useId } from "react";
import { Link } from "react-router";
import { detailText, mailPurposeLabels } from "~/app/content/admin";
import { formatDateTime } from "../format";
import { isAdmin, useDeskMember } from "../desk-member";
import { MAIL_STATUS_PARAM } from "../admin-location";
import { adminViewPath } from "~/shared/admin-links";
import type { SubmissionMail } from "~/shared/schemas/admin-replies";

/** Whether the desk was alerted and the person acknowledged; Retry lives in the outbox. */
export function SubmissionMails({ mails }: { mails: SubmissionMail[] }) {
  const id = useId();
  const member = useDeskMember();
  const anyFailed = mails.some((mail) => mail.status === "failed");
  const outbox = adminViewPath("outbox", new URLSearchParams(anyFailed ? { [MAIL_STATUS_PARAM]: "failed" } : {}));
  return (
    <section className="detail__section" aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`}>{detailText.mailsHeading}</h3>
      {mails.length === 0 ? (
        <p className="detail__muted">{detailText.noMails}</p>
      ) : (
        <ul className="mails">
          {mails.map((mail) => (
            <li key={mail.id} className={`mail mail--${mail.status}`}>
              <p className="mail__line">
                <span className="mail__who">{detailText.mailTo(mailPurposeLabels[mail.purpose], mail.to)}</span>:{" "}
                <MailState mail={mail} />
              </p>
              {mail.lastError ? (
                <p className="mail__error">
                  {detailText.mailLastError} {mail.lastError}
                </p>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      {isAdmin(member) ? (
        <p className="mails__link">
          <Link to={outbox}>{anyFailed ? detailText.retryInOutbox : detailText.openOutbox}</Link>
        </p>
      ) : null}
    </section>
  );
}

function MailState({ mail }: { mail: SubmissionMail }) {
  switch (mail.status) {
    case "sent":
      return mail.sentAt ? (
        <time dateTime={mail.sentAt}>{detailText.mailSent(formatDateTime(mail.sentAt))}</time>
      ) : (
        <>{detailText.mailSent(null)}</>
      );
    case "sending":
      return <>{detailText.mailSending}</>;
    case "failed":
      return <strong>{detailText.mailFailed(mail.attempts)}</strong>;
    case "queued":
      return mail.attempts === 0 ? (
        <>{detailText.mailWaiting}</>
      ) : (
        <>{detailText.mailRetrying(mail.attempts, formatDateTime(mail.nextAttemptAt))}</>
      );
  }
}
