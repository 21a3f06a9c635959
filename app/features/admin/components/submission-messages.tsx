import { useId, useRef, useState } from "react";
import { AdminApiError } from "../api/client";
import { sendDeskMessage } from "../api/submissions";
import { useAdminQuery } from "../api/use-admin-query";
import { adminQueries } from "../api/admin-queries";
import { useAdminSession } from "../session";
import { deskMessagesText as text } from "~/app/content/admin";
import { useToast } from "~/app/components/toast";
import { ADMIN_TOAST_MS } from "../constants";
import { errorMessage } from "../error-message";
import { formatIndiaDateTime } from "~/shared/india-time";
import { CASE_MESSAGE_MAX, caseMessageSchema } from "~/shared/schemas/case-messages";
import type { DeskThreadMessage } from "~/shared/schemas/admin-replies";
import { fillReplyTemplate } from "~/shared/reply-templates";
import { useCaseDraft } from "../case-draft";

/**
 * The desk's messages with the person (docs/decisions/0026): the thread, oldest first, with the
 * person's replies that no one had read marked so, and a form to write to them. Both sides' text
 * is shown as React text only, its line breaks kept. A saved reply (docs/decisions/0033) can be
 * inserted into the message, its placeholders filled in from the case, for the desk to read and
 * change before sending. The unsent message is kept per case in this tab (docs/decisions/0046):
 * closing the case or reloading does not lose it, and it is forgotten once sent.
 */
export function SubmissionMessages({
  reference,
  name,
  email,
  nextDeadlineText,
  messages,
  replyBoxId,
  onSent,
}: {
  reference: string;
  name: string;
  email: string;
  /** The case page's next dated step, for {next_deadline}; null when it gives none. */
  nextDeadlineText: string | null;
  messages: DeskThreadMessage[];
  /** The reply box's id, so the detail's "Write a reply" can take the focus there. */
  replyBoxId: string;
  onSent: () => void;
}) {
  const id = useId();
  const showToast = useToast();
  const { endSessionIfRefused } = useAdminSession();
  const draft = useCaseDraft("reply", reference);
  const body = draft.text;
  const setBody = draft.setText;
  const [error, setError] = useState<string | undefined>(undefined);
  const [outcome, setOutcome] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const templates = useAdminQuery(adminQueries.replyTemplates());
  const [chosen, setChosen] = useState("");
  const [pickError, setPickError] = useState<string | undefined>(undefined);
  const [inserted, setInserted] = useState("");
  const bodyRef = useRef<HTMLTextAreaElement>(null);
  // Opening the detail marks the person's replies read on the server, and the detail is read
  // again after any change: the replies unread when it opened keep their mark until it closes.
  const [unreadWhenOpened] = useState(
    () => new Set(messages.filter((message) => message.from === "victim" && message.readAt === null).map((m) => m.id)),
  );

  /**
   * Puts the chosen template, filled in, where the message's cursor is (at its end if it was
   * never placed), as a paragraph of its own. Nothing already written is replaced: the less
   * destructive choice, as a replacement made by script cannot be undone with Ctrl+Z.
   */
  function insertTemplate() {
    const template = templates.data?.find((candidate) => String(candidate.id) === chosen);
    if (!template) {
      setPickError(text.templateChooseFirst);
      document.getElementById(`${id}-template`)?.focus();
      return;
    }
    const filled = fillReplyTemplate(template.body, { reference, name, nextDeadline: nextDeadlineText });
    const at = bodyRef.current?.selectionEnd ?? body.length;
    const before = body.slice(0, at);
    const after = body.slice(at);
    const lead = before === "" || before.endsWith("\n") ? "" : "\n\n";
    const trail = after === "" || after.startsWith("\n") ? "" : "\n\n";
    const caret = before.length + lead.length + filled.length;
    setBody(`${before}${lead}${filled}${trail}${after}`);
    setError(undefined);
    setOutcome(null);
    setInserted(text.templateInserted(template.title));
    // To the message, just after the text put in, so the desk reads and edits it from there.
    requestAnimationFrame(() => {
      bodyRef.current?.focus();
      bodyRef.current?.setSelectionRange(caret, caret);
    });
  }

  async function send(event: React.FormEvent) {
    event.preventDefault();
    // The server's own rule (trimmed, not empty, at most CASE_MESSAGE_MAX), checked before sending.
    const parsed = caseMessageSchema.safeParse({ body });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      bodyRef.current?.focus();
      return;
    }
    setSending(true);
    setOutcome(null);
    try {
      const sent = await sendDeskMessage(reference, parsed.data.body);
      const said = text.outcomes[sent.notice](email);
      draft.clear();
      setInserted("");
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
                {message.from === "victim" && (message.readAt === null || unreadWhenOpened.has(message.id)) ? (
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
        {templates.data === undefined ? (
          <p className="detail__muted">
            {templates.error === undefined ? text.templatesLoading : text.templatesFailed}
          </p>
        ) : templates.data.length === 0 ? (
          <p className="detail__muted">{text.noTemplates}</p>
        ) : (
          <div className="field template-picker">
            <label className="field__label" htmlFor={`${id}-template`}>
              {text.templateLabel}
            </label>
            <div className="template-picker__row">
              <select
                id={`${id}-template`}
                className="field__control"
                value={chosen}
                aria-invalid={pickError ? true : undefined}
                aria-describedby={`${id}-template-hint${pickError ? ` ${id}-template-error` : ""}`}
                onChange={(event) => {
                  setChosen(event.target.value);
                  setPickError(undefined);
                }}
              >
                <option value="">{text.templateNone}</option>
                {templates.data.map((template) => (
                  <option key={template.id} value={String(template.id)}>
                    {template.title}
                  </option>
                ))}
              </select>
              <button type="button" className="button button--secondary" onClick={insertTemplate}>
                {text.insertTemplate}
              </button>
            </div>
            <p id={`${id}-template-hint`} className="field__hint">
              {text.templateHint}
            </p>
            {pickError ? (
              <p id={`${id}-template-error`} className="field__error">
                {pickError}
              </p>
            ) : null}
          </div>
        )}
        <p className="visually-hidden" role="status">
          {inserted}
        </p>
        <div className="field">
          <label className="field__label" htmlFor={replyBoxId}>
            {text.label}
          </label>
          {draft.restored ? (
            <p id={`${id}-draft`} className="field__hint draft-kept">
              {text.draftKept}
            </p>
          ) : null}
          <textarea
            ref={bodyRef}
            id={replyBoxId}
            className="field__control"
            rows={4}
            maxLength={CASE_MESSAGE_MAX}
            value={body}
            aria-invalid={error ? true : undefined}
            aria-describedby={`${draft.restored ? `${id}-draft ` : ""}${id}-hint${error ? ` ${id}-error` : ""}`}
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
