import { useState, type FormEvent } from "react";
import { caseApiPaths } from "~/shared/routes";
import { caseMessages } from "~/shared/messages/case";
import { say, useCaseWords } from "./case-words";
import { localFormAction } from "./form-action";

// With no case open, the page asks for the case code printed in the mail; without scripts the
// same form posts to the server (docs/decisions/0025).

export function CaseCodeForm({
  message,
  open,
}: {
  message: string | null;
  open: (secret: string) => Promise<string | null>;
}) {
  const words = useCaseWords();
  const text = words.page;
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const code = String(new FormData(event.currentTarget).get("code") ?? "")
      .trim()
      .replace(/^.*#/, "");
    if (code === "") {
      setProblem(say(words, caseMessages.codeRequired));
      return;
    }
    setBusy(true);
    setProblem(await open(code));
    setBusy(false);
  }

  return (
    <section className="form-card case-page__code" aria-labelledby="case-code-heading">
      <h2 id="case-code-heading" className="form-card__title">
        {text.codeHeading}
      </h2>
      {message ? (
        <p className="case-page__notice" role="status">
          {message}
        </p>
      ) : null}
      <p>{text.codeIntro}</p>
      <form
        className="form"
        method="post"
        action={localFormAction(words, caseApiPaths.openForm)}
        onSubmit={(event) => void submit(event)}
        noValidate
      >
        <div className="field">
          <label htmlFor="case-code" className="field__label">
            {text.codeLabel}
          </label>
          <input
            id="case-code"
            className="field__control"
            name="code"
            type="text"
            autoComplete="off"
            autoCapitalize="off"
            spellCheck={false}
            aria-describedby={problem ? "case-code-hint case-code-error" : "case-code-hint"}
            aria-invalid={problem ? true : undefined}
          />
          <p id="case-code-hint" className="field__hint">
            {text.codeHint}
          </p>
          {problem ? (
            <p id="case-code-error" className="field__error" role="alert">
              {problem}
            </p>
          ) : null}
        </div>
        <div className="form__actions">
          <button type="submit" className="button button--primary" disabled={busy} aria-busy={busy || undefined}>
            {text.codeSubmit}
          </button>
        </div>
      </form>
    </section>
  );
}
