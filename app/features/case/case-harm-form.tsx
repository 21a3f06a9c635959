import { useRef, useState, type FormEvent } from "react";
import type { FormAnswer } from "~/shared/form-answer";
import { caseApiPaths } from "~/shared/routes";
import type { CaseView } from "~/shared/schemas/case";
import { HARM_KINDS } from "~/shared/case-timeline/harm-steps";
import type { FieldErrors } from "~/shared/schemas/fields";
import { postCaseChange } from "./post-json";
import { say, useCaseWords } from "./case-words";
import { localFormAction } from "./form-action";
import { caseMessages } from "~/shared/messages/case";

// "What is this about?" above the next steps, which follow the answer (docs/decisions/0070).
// For sextortion the age is asked before anything else: someone under 18 reports another way.
// Open until answered; then folded under "Change what this is about". A real form that posts
// without scripts too (server/routes/case-page/case-forms.ts).

type Shown = CaseView["case"];
type HarmAnswer = Extract<FormAnswer, { outcome: "case" }>["harm"];

export function CaseHarmForm({
  shown,
  answer,
  onUpdated,
  onClosed,
}: {
  shown: Shown;
  /** The server's answer to this form sent without scripts. */
  answer: HarmAnswer;
  onUpdated: (shown: Shown) => void;
  onClosed: (message: string) => void;
}) {
  const words = useCaseWords();
  const text = words.page;
  const typed = answer && "values" in answer ? answer.values : null;
  const [harm, setHarm] = useState(typed?.harm ?? shown.progress.harm);
  const [errors, setErrors] = useState<FieldErrors>(answer && "errors" in answer ? answer.errors : {});
  const [saved, setSaved] = useState(answer !== undefined && "saved" in answer);
  const [busy, setBusy] = useState(false);
  const savedNotice = useRef<HTMLParagraphElement>(null);
  const { progress } = shown;
  const answered = progress.harm !== "" && (progress.harm !== "sextortion" || progress.personIsMinor !== "");

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const body = { harm: String(data.get("harm") ?? ""), personIsMinor: String(data.get("personIsMinor") ?? "") };
    setBusy(true);
    setSaved(false);
    const change = await postCaseChange(caseApiPaths.harm, body, words);
    setBusy(false);
    if (change.kind === "updated") {
      setErrors({});
      setSaved(true);
      onUpdated(change.shown);
      requestAnimationFrame(() => savedNotice.current?.focus());
    } else if (change.kind === "closed") {
      onClosed(say(words, caseMessages.noCaseSession));
    } else if (change.kind === "refused") {
      setErrors(change.errors);
    } else {
      setErrors({ harm: change.message });
    }
  }

  const question = (name: "harm" | "personIsMinor", options: readonly string[], current: string) => {
    const error = errors[name];
    const hint = name === "personIsMinor" ? text.personIsMinorHint : undefined;
    const describedBy = [hint ? `case-${name}-hint` : null, error ? `case-${name}-error` : null].filter(Boolean);
    const labels: Record<string, string> = name === "harm" ? text.harmOptions : text.yesNoOptions;
    return (
      <fieldset
        className="field case-page__question"
        aria-describedby={describedBy.join(" ") || undefined}
        aria-invalid={error ? true : undefined}
      >
        <legend className="field__label">{text[name]}</legend>
        {hint ? (
          <p id={`case-${name}-hint`} className="field__hint">
            {hint}
          </p>
        ) : null}
        {[...options, ""].map((value) => (
          <label className="case-page__choice" key={value || "unsure"}>
            <input
              type="radio"
              name={name}
              value={value}
              defaultChecked={current === value}
              onChange={name === "harm" ? () => setHarm(value) : undefined}
            />{" "}
            {labels[value || "unsure"]}
          </label>
        ))}
        {error ? (
          <p id={`case-${name}-error`} className="field__error">
            {error}
          </p>
        ) : null}
      </fieldset>
    );
  };

  const form = (
    <form
      className="form case-page__harm"
      method="post"
      action={localFormAction(words, caseApiPaths.harmForm)}
      onSubmit={(event) => void submit(event)}
      noValidate
    >
      {question("harm", HARM_KINDS, typed?.harm ?? progress.harm)}
      {/* Sextortion: the age before any step, as it decides the first ones. */}
      {harm === "sextortion"
        ? question("personIsMinor", ["yes", "no"], typed?.personIsMinor ?? progress.personIsMinor)
        : null}
      <div className="form__actions">
        <button type="submit" className="button button--secondary" disabled={busy} aria-busy={busy || undefined}>
          {text.harmSave}
        </button>
      </div>
    </form>
  );

  return (
    <>
      {answered ? (
        <details className="case-page__harm-change">
          <summary>{text.harmChange}</summary>
          {form}
        </details>
      ) : (
        form
      )}
      {saved ? (
        <p className="case-page__notice" role="status" tabIndex={-1} ref={savedNotice}>
          {say(words, caseMessages.progressSaved)}
        </p>
      ) : null}
    </>
  );
}
