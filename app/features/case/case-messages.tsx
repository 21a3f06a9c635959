import { useRef, useState, type FormEvent } from "react";
import { busyButton } from "~/app/components/form-fields";
import { fillIn } from "~/app/lib/fill-in";
import { caseApiPaths, caseSections } from "~/shared/routes";
import type { CaseView } from "~/shared/schemas/case";
import { CASE_MESSAGE_MAX } from "~/shared/schemas/case-form-fields";
import type { FormAnswer } from "~/shared/form-answer";
import { say, useCaseWords } from "./case-words";
import { localFormAction } from "./form-action";
import { TypedText } from "./typed-text";
import { caseSchemasForChecks, prefetchCaseSchemas } from "./case-schemas-on-first-use";
import { useWaitingSend, waitingSendKey } from "./use-waiting-send";

// The victim's messages with the desk on their case page (docs/decisions/0026): the thread,
// oldest first, and a reply form that works with scripts (the updated view comes back) and
// without (the server sends the browser back to the thread, which says it was sent, or renders
// the page with the message and what was typed). A reply sent offline, or while the case was no
// longer open, waits on this phone and goes once it can (./use-waiting-send.ts). Every message
// is shown as text, its line breaks kept, never as markup.

type Shown = CaseView["case"];

/** The server's answer to a reply sent without scripts: refused, or sent. */
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
  const refused = answer && "errors" in answer ? answer : undefined;
  const [error, setError] = useState<string | undefined>(refused?.errors.body);
  // Where a reply sent without scripts brought the browser back (#messages): it was sent.
  const [sent, setSent] = useState(answer !== undefined && "sent" in answer);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);
  const form = useRef<HTMLFormElement>(null);
  const textarea = useRef<HTMLTextAreaElement>(null);
  const { send, waiting } = useWaitingSend({
    storageKey: waitingSendKey("message", shown.reference),
    url: caseApiPaths.messages,
    form,
    restore: (values) => {
      if (textarea.current) textarea.current.value = values.body ?? "";
    },
    words,
  });

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSent(false);
    setFailed(null);
    const typed = String(new FormData(event.currentTarget).get("body") ?? "");
    setBusy(true);
    // The server's own rule, checked before sending; without the schemas, the server checks it.
    const checked = (await caseSchemasForChecks())?.checkedMessage(typed) ?? { body: typed };
    if ("problem" in checked) {
      setError(checked.problem === undefined ? undefined : say(words, checked.problem));
      setBusy(false);
      textarea.current?.focus();
      return;
    }
    const change = await send({ body: checked.body });
    if (change.kind === "updated") {
      if (textarea.current) textarea.current.value = "";
      setError(undefined);
      setSent(true);
      onUpdated(change.shown);
    } else if (change.kind === "closed") {
      // The reply waits on this phone; the case, opened again, brings the form back and sends it.
      onClosed(words.page.waitingForCase);
    } else if (change.kind === "refused") {
      setError(change.errors.body ?? change.message);
    } else if (change.kind === "failed") {
      setFailed(change.message);
    }
    setBusy(false);
  }

  return (
    <section id={caseSections.messages} className="case-messages" aria-labelledby="case-messages-heading">
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
              {message.from === "desk" ? (
                <p className="case-message__body">{message.body}</p>
              ) : (
                <TypedText shown={shown}>
                  <p className="case-message__body">{message.body}</p>
                </TypedText>
              )}
            </li>
          ))}
        </ol>
      )}
      <form
        ref={form}
        className="form"
        method="post"
        action={localFormAction(words, caseApiPaths.messagesForm)}
        onSubmit={(event) => void submit(event)}
        onFocus={prefetchCaseSchemas}
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
            ref={textarea}
            defaultValue={refused?.values.body ?? ""}
            // Sent without scripts and refused: the page comes back focused here, at its section.
            autoFocus={refused?.errors.body !== undefined ? true : undefined}
            onChange={() => setError(undefined)}
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
        {waiting === "offline" ? (
          <p className="form__offline-note" role="status">
            {words.page.offlineKept}
          </p>
        ) : failed ? (
          <p className="case-page__alert" role="alert">
            {failed}
          </p>
        ) : sent ? (
          <p className="case-page__notice" role="status">
            {text.sent}
          </p>
        ) : null}
      </form>
    </section>
  );
}
