import { useState, type FormEvent } from "react";
import { busyButton } from "~/app/components/form-fields";
import { fillIn } from "~/app/lib/fill-in";
import { caseApiPaths } from "~/shared/routes";
import { caseMessages, type CaseView } from "~/shared/schemas/case";
import { CASE_MESSAGE_MAX, caseMessageSchema } from "~/shared/schemas/case-messages";
import type { FormAnswer } from "~/shared/form-answer";
import { postCaseChange } from "./post-json";
import { say, useCaseWords } from "./case-words";
import { localFormAction } from "./form-action";

// The victim's messages with the desk on their case page (docs/decisions/0026): the thread,
// oldest first, and a reply form that works with scripts (the updated view comes back) and
// without (the server sends the browser back to the page, or renders it with the message and
// what was typed). Every message is shown as text, its line breaks kept, never as markup.

type Shown = CaseView["case"];

/** The server's answer to a reply sent without scripts and refused. */
type ReplyAnswer = Extract<FormAnswer, { outcome: "case" }>["reply"];

export function CaseMessages({
  shown,
  answer,
  onUpdated,
  onClosed,
}: {
  shown: Shown;
  answer: ReplyAnswer;
  onUpdated: (shown: Shown) => void;
  onClosed: (message: string) => void;
}) {
  const words = useCaseWords();
  const text = words.thread;
  const [body, setBody] = useState(answer?.values.body ?? "");
  const [error, setError] = useState<string | undefined>(answer?.errors.body);
  const [sent, setSent] = useState(false);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSent(false);
    // The server's own rule, checked before sending.
    const parsed = caseMessageSchema.safeParse({ body });
    if (!parsed.success) {
      const message = parsed.error.issues[0]?.message;
      setError(message === undefined ? undefined : say(words, message));
      document.getElementById("case-reply")?.focus();
      return;
    }
    setBusy(true);
    const change = await postCaseChange(caseApiPaths.messages, parsed.data, words);
    if (change.kind === "updated") {
      setBody("");
      setError(undefined);
      setSent(true);
      onUpdated(change.shown);
    } else if (change.kind === "closed") {
      onClosed(say(words, caseMessages.noCaseSession));
    } else {
      setError(change.kind === "refused" ? (change.errors.body ?? change.message) : change.message);
    }
    setBusy(false);
  }

  return (
    <section className="case-messages" aria-labelledby="case-messages-heading">
      <h3 id="case-messages-heading" className="case-page__subheading">
        {text.heading}
      </h3>
      <p className="case-page__note">{text.intro}</p>
      {shown.messages.length === 0 ? (
        <p>{text.none}</p>
      ) : (
        <ol className="case-messages__thread" aria-labelledby="case-messages-heading">
          {shown.messages.map((message) => (
            <li key={message.id} className={`case-message case-message--${message.from}`}>
              <p className="case-message__meta">
                <strong>{message.from === "desk" ? text.fromDesk : text.fromYou}</strong>,{" "}
                <time dateTime={message.sentAt}>{message.sentText}</time>
              </p>
              <p className="case-message__body">{message.body}</p>
            </li>
          ))}
        </ol>
      )}
      <form
        className="form"
        method="post"
        action={localFormAction(words, caseApiPaths.messagesForm)}
        onSubmit={(event) => void submit(event)}
        noValidate
      >
        <div className="field">
          <label htmlFor="case-reply" className="field__label">
            {text.label}
          </label>
          <textarea
            id="case-reply"
            name="body"
            className="field__control"
            rows={4}
            maxLength={CASE_MESSAGE_MAX}
            value={body}
            onChange={(event) => {
              setBody(event.target.value);
              setError(undefined);
            }}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? "case-reply-hint case-reply-error" : "case-reply-hint"}
          />
          <p id="case-reply-hint" className="field__hint">
            {fillIn(text.hint, { max: CASE_MESSAGE_MAX.toLocaleString("en-IN") })}
          </p>
          {error ? (
            <p id="case-reply-error" className="field__error">
              {error}
            </p>
          ) : null}
        </div>
        <div className="form__actions">
          <button type="submit" className="button button--primary" {...busyButton(busy)}>
            {text.send}
          </button>
        </div>
        {sent ? (
          <p className="case-page__notice" role="status">
            {text.sent}
          </p>
        ) : null}
      </form>
    </section>
  );
}
