import { useId } from "react";
import { detailText } from "~/app/content/admin";
import type { SubmissionNotification } from "~/shared/schemas/admin-replies";
import { formatDateTime } from "../format";

// The case's reminders sent as browser notifications (docs/decisions/0074), shown as its mails
// are: to which push service, and sent, waiting, retrying or failed with why. A notification
// holds nothing but the date's words, so the desk sees no more than whether it went.

export function SubmissionNotifications({ notifications }: { notifications: SubmissionNotification[] }) {
  const id = useId();
  if (notifications.length === 0) return null;
  return (
    <section className="detail__section" aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`}>{detailText.notificationsHeading}</h3>
      <ul className="mails">
        {notifications.map((notification) => (
          <li key={notification.id} className={`mail mail--${notification.status}`}>
            <p className="mail__line">
              <span className="mail__who">{detailText.notificationTo(notification.pushService)}</span>:{" "}
              <SendState notification={notification} />
            </p>
            {notification.lastError ? (
              <p className="mail__error">
                {detailText.mailLastError} {notification.lastError}
              </p>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}

function SendState({ notification }: { notification: SubmissionNotification }) {
  switch (notification.status) {
    case "sent":
      return notification.sentAt ? (
        <time dateTime={notification.sentAt}>{detailText.mailSent(formatDateTime(notification.sentAt))}</time>
      ) : (
        <>{detailText.mailSent(null)}</>
      );
    case "sending":
      return <>{detailText.mailSending}</>;
    case "failed":
      return <strong>{detailText.mailFailed(notification.attempts)}</strong>;
    case "queued":
      return notification.attempts === 0 ? (
        <>{detailText.mailWaiting}</>
      ) : (
        <>{detailText.mailRetrying(notification.attempts, formatDateTime(notification.nextAttemptAt))}</>
      );
  }
}
