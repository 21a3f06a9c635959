import { deskMessagesText as text } from "~/app/content/admin";
import { formatIndiaDateTime } from "~/shared/india-time";
import { languageLabel } from "~/shared/languages";
import { hasReplyTemplatesIn } from "~/shared/schemas/admin";
import { CASE_MESSAGE_MAX } from "~/shared/schemas/case-messages";
import { messageElementId, useSubmissionMessages, type SubmissionMessagesProps } from "./use-submission-messages";

/**
 * The desk's messages with the person (docs/decisions/0026): the thread, oldest first, with the
 * person's replies that no one had read marked so, and a form to write to them. Both sides' text
 * is shown as React text only, its line breaks kept. A saved reply (docs/decisions/0033) can be
 * inserted into the message, its placeholders filled in from the case in the case's language, the
 * case's language's templates offered first (docs/decisions/0061), for the desk to read and
 * change before sending. The unsent message is kept per case in this tab (docs/decisions/0046):
 * closing the case or reloading does not lose it, and it is forgotten once sent. Once sent, the
 * focus goes to the message in the thread, where the desk reads what the person will read.
 */
export function SubmissionMessages(props: SubmissionMessagesProps) {
  const { messages, replyBoxId } = props;
  const {
    id,
    body,
    error,
    outcome,
    templates,
    templateGroups,
    chosen,
    pickError,
    inserted,
    draftRestored,
    unreadWhenOpened,
    bodyRef,
    headingRef,
    sending,
    choose,
    type,
    insertTemplate,
    send,
  } = useSubmissionMessages(props);

  return (
    <section className="detail__section" aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`} ref={headingRef} tabIndex={-1} className="thread__heading">
        {text.heading}
      </h3>
      <p className="detail__muted">{text.intro}</p>
      {hasReplyTemplatesIn(props.caseLanguage) ? null : (
        <p className="admin-notice admin-notice--warning">
          {text.writeInTemplateLanguage(languageLabel(props.caseLanguage))}
        </p>
      )}
      {messages.length === 0 ? (
        <p className="detail__muted">{text.none}</p>
      ) : (
        <ol className="thread" aria-label={text.heading}>
          {messages.map((message) => (
            <li
              key={message.id}
              id={messageElementId(id, message.id)}
              tabIndex={-1}
              className={`thread__message thread__message--${message.from}`}
            >
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
                onChange={(event) => choose(event.target.value)}
              >
                <option value="">{text.templateNone}</option>
                {templateGroups.map((group) => (
                  <optgroup key={group.language} label={group.label}>
                    {group.templates.map((template) => (
                      <option key={template.id} value={String(template.id)}>
                        {template.title}
                      </option>
                    ))}
                  </optgroup>
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
          {draftRestored ? (
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
            aria-describedby={`${draftRestored ? `${id}-draft ` : ""}${id}-hint${error ? ` ${id}-error` : ""}`}
            onChange={(event) => type(event.target.value)}
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
        {/* Always in the page, so that screen readers announce the outcome when it is written. */}
        <p className={outcome ? "detail__muted" : "visually-hidden"} role="status">
          {outcome}
        </p>
      </form>
    </section>
  );
}
