import { useEffect, useId, useRef, useState } from "react";
import { sendDeskMessage } from "../api/submissions";
import { useAdminQuery } from "../api/use-admin-query";
import { adminQueries } from "../api/admin-queries";
import { useAdminWrite } from "../api/use-admin-write";
import { deskMessagesText as text } from "~/app/content/admin";
import { formatIndiaDateTime } from "~/shared/india-time";
import { CASE_MESSAGE_MAX, caseMessageSchema } from "~/shared/schemas/case-messages";
import type { DeskThreadMessage, ReplyTemplate } from "~/shared/schemas/admin-replies";
import { fillReplyTemplate, type ReplyValues } from "~/shared/reply-templates";
import { LANGUAGES, language, languageLabel, type LanguageCode } from "~/shared/languages";
import { useCaseDraft } from "../case-draft";

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
export function SubmissionMessages({
  reference,
  email,
  caseLanguage,
  replyValues,
  messages,
  replyBoxId,
  onSent,
}: {
  reference: string;
  email: string;
  /** The language the person wrote in, and reads their case page and mails in. */
  caseLanguage: LanguageCode;
  /** The placeholders' values, in the case's language (../reply-values.ts). */
  replyValues: ReplyValues;
  messages: DeskThreadMessage[];
  /** The reply box's id, so the detail's "Write a reply" can take the focus there. */
  replyBoxId: string;
  onSent: () => void;
}) {
  const id = useId();
  const draft = useCaseDraft("reply", reference);
  const body = draft.text;
  const setBody = draft.setText;
  const [error, setError] = useState<string | undefined>(undefined);
  const [outcome, setOutcome] = useState<string | null>(null);
  const templates = useAdminQuery(adminQueries.replyTemplates());
  const [chosen, setChosen] = useState("");
  const [pickError, setPickError] = useState<string | undefined>(undefined);
  const [inserted, setInserted] = useState("");
  /** The message just sent, which takes the focus once the thread shows it. */
  const [justSent, setJustSent] = useState<number | null>(null);
  const bodyRef = useRef<HTMLTextAreaElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (justSent === null || !messages.some((message) => message.id === justSent)) return;
    document.getElementById(messageElementId(id, justSent))?.focus();
    setJustSent(null);
  }, [id, justSent, messages]);
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
    const filled = fillReplyTemplate(template.body, replyValues);
    const at = bodyRef.current?.selectionEnd ?? body.length;
    const before = body.slice(0, at);
    const after = body.slice(at);
    const lead = before === "" || before.endsWith("\n") ? "" : "\n\n";
    const trail = after === "" || after.startsWith("\n") ? "" : "\n\n";
    const caret = before.length + lead.length + filled.length;
    setBody(`${before}${lead}${filled}${trail}${after}`);
    setError(undefined);
    setOutcome(null);
    setInserted(text.templateInserted(template.title, language(template.language).englishName));
    // To the message, just after the text put in, so the desk reads and edits it from there.
    requestAnimationFrame(() => {
      bodyRef.current?.focus();
      bodyRef.current?.setSelectionRange(caret, caret);
    });
  }

  const sending = useAdminWrite((message: string) => sendDeskMessage(reference, message), {
    said: (sent) => text.outcomes[sent.notice](email),
    onDone: (sent) => {
      draft.clear();
      setInserted("");
      setOutcome(text.outcomes[sent.notice](email));
      // The Send button was disabled while sending, which drops the focus to the page: it stays
      // in the thread, on its heading until the thread shows the message, then on the message.
      headingRef.current?.focus();
      setJustSent(sent.message.id);
      onSent();
    },
    fieldErrors: { fields: ["body"], show: ({ body }) => setError(body) },
  });

  function send(event: React.FormEvent) {
    event.preventDefault();
    // The server's own rule (trimmed, not empty, at most CASE_MESSAGE_MAX), checked before sending.
    const parsed = caseMessageSchema.safeParse({ body });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      bodyRef.current?.focus();
      return;
    }
    setOutcome(null);
    sending.send(parsed.data.body);
  }

  return (
    <section className="detail__section" aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`} ref={headingRef} tabIndex={-1} className="thread__heading">
        {text.heading}
      </h3>
      <p className="detail__muted">{text.intro}</p>
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
                onChange={(event) => {
                  setChosen(event.target.value);
                  setPickError(undefined);
                }}
              >
                <option value="">{text.templateNone}</option>
                {templateGroups(templates.data, caseLanguage).map((group) => (
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
          <button type="submit" className="button button--primary" disabled={sending.busy}>
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

function messageElementId(componentId: string, messageId: number): string {
  return `${componentId}-message-${messageId}`;
}

/**
 * The templates by language, the case's language first, then the others in the site's order,
 * each by title as listed; a language without templates has no group.
 */
function templateGroups(
  templates: readonly ReplyTemplate[],
  caseLanguage: LanguageCode,
): { language: LanguageCode; label: string; templates: ReplyTemplate[] }[] {
  const order = [caseLanguage, ...LANGUAGES.map((entry) => entry.code).filter((code) => code !== caseLanguage)];
  return order
    .map((code) => ({
      language: code,
      label: code === caseLanguage ? text.templateGroupOfCase(languageLabel(code)) : languageLabel(code),
      templates: templates.filter((template) => template.language === code),
    }))
    .filter((group) => group.templates.length > 0);
}
