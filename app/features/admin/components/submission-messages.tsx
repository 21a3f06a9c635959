import { useId, useState } from "react";
import { AdminApiError } from "../api/client";
import { sendDeskMessage } from "../api/submissions";
import { useAdminSession } from "../session";
import { deskMessagesText as text } from "~/app/content/admin";
import { useToast } from "~/app/components/toast";
import { ADMIN_TOAST_MS } from "../constants";
import { errorMessage } from "../error-message";
import { formatIndiaDateTime } from "~/shared/india-time";
import { CASE_MESSAGE_MAX, caseMessageSchema } from "~/shared/schemas/case-messages";
import type { DeskThreadMessage } from "~/shared/schemas/admin-replies";

/**
 * The desk's messages with the person (docs/decisions/0026): the thread, oldest first, with the
 * person's replies that no one had read marked so, and a form to write to them. Both sides' text
 * is shown as React text only, its line breaks kept.
 */
export function SubmissionMessages({
  reference,
  email,
  messages,
  replyBoxId,
  onSent,
}: {
  reference: string;
  email: string;
  messages: DeskThreadMessage[];
  /** The reply box's id, so the detail's "Write a reply" can take the focus there. */
  replyBoxId: string;
  onSent: () => void;
}) {
  const id = useId();
  const showToast = useToast();
  const { endSessionIfRefused } = useAdminSession();
  const [body, setBody] = useState("");
  const [error, setError] = useState<string | undefined>(undefined);
  const [outcome, setOutcome] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  async function send(event: React.FormEvent) {
    event.preventDefault();
    // The server's own rule (trimmed, not empty, at most CASE_MESSAGE_MAX), checked before sending.
    const parsed = caseMessageSchema.safeParse({ body });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      document.getElementById(replyBoxId)?.focus();
      return;
    }
    setSending(true);
    setOutcome(null);
    try {
      const sent = await sendDeskMessage(reference, parsed.data.body);
      const said = text.outcomes[sent.notice](email);
      setBody("");
      setOutcome(said);
      showToast({ tone: "success", message: said, durationMs: ADMIN_TOAST_MS });
      onSent();
    } catch (failure) {
      if (endSessionIfRefused(failure)) return;
      const fieldError = failure instanceof AdminApiError ? failure.fieldErrors?.body : undefined;
      if (fieldError) setError(fieldError);
      else showToast({ tone: "error", message: errorMessage(failure), durationMs: ADMIN_TOAST_MS });
    } finally {
      setSending(false);
    }
  }

  return (
    <section className="detail__section" aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`}>{text.heading}</h3>
      <p className="detail__muted">{text.intro}</p>
      {messages.length === 0 ? (
        <p className="detail__muted">{text.none}</p>
      ) : (
        <ol className="thread" aria-label={text.heading}>
          {messages.map((message) => (
            <li key={message.id} className={`thread__message thread__message--${message.from}`}>
              <p className="thread__meta">
                <span>{message.from === "desk" ? text.fromDesk(message.authorName) : text.fromPerson}</span>
                {", "}
                <time dateTime={message.sentAt}>{formatIndiaDateTime(new Date(message.sentAt))}</time>
                {message.from === "victim" && message.readAt === null ? (
                  <>
                    {" "}
                    <span className="unread-badge">{text.unread}</span>
                  </>
                ) : null}
              </p>
              <p className="thread__body">{message.body}</p>
              {message.from === "desk" ? (
                <p className="thread__read">
                  {message.readAt ? text.readByPerson(formatIndiaDateTime(new Date(message.readAt))) : text.notReadYet}
                </p>
              ) : null}
            </li>
          ))}
        </ol>
      )}
      <form className="form" onSubmit={send} noValidate>
        <div className="field">
          <label className="field__label" htmlFor={replyBoxId}>
            {text.label}
          </label>
          <textarea
            id={replyBoxId}
            className="field__control"
            rows={4}
            maxLength={CASE_MESSAGE_MAX}
            value={body}
            aria-invalid={error ? true : undefined}
            aria-describedby={`${id}-hint${error ? ` ${id}-error` : ""}`}
            onChange={(event) => {
              setBody(event.target.value);
              setError(undefined);
            }}
          />
          <p id={`${id}-hint`} className="field__hint">
            {text.hint} <span className="thread__counter">{text.counter(body.length, CASE_MESSAGE_MAX)}</span>
          </p>
          {error ? (
            <p id={`${id}-error`} className="field__error">
              {error}
            </p>
          ) : null}
        </div>
        <div className="form__actions">
          <button type="submit" className="button button--primary" disabled={sending}>
            {text.send}
          </button>
        </div>
        {outcome ? (
          <p className="detail__muted" role="status">
            {outcome}
          </p>
        ) : null}
      </form>
    </section>
  );
}
