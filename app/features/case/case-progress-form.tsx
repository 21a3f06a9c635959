import { useState, type FormEvent } from "react";
import { caseApiPaths } from "~/shared/routes";
import type { FormAnswer } from "~/shared/form-answer";
import type { CaseView } from "~/shared/schemas/case";
import { BANK_NAME_MAX } from "~/shared/schemas/case-form-fields";
import type { FieldErrors } from "~/shared/schemas/fields";
import { caseMessages } from "~/shared/messages/case";
import { say, useCaseWords } from "./case-words";
import { localFormAction } from "./form-action";
import { postCaseChange } from "./post-json";

// "What you have done": the victim's own record of the calls and letters, which moves their next
// steps and dates; without scripts the same form posts to the server.

type Shown = CaseView["case"];
/** The server's answer to this form sent without scripts. */
type ProgressAnswer = Extract<FormAnswer, { outcome: "case" }>["progress"];

const PROGRESS_FIELDS = [
  { name: "helplineCalledAt", type: "datetime-local", hint: "dateTimeHint" },
  { name: "helplineAcknowledgement", type: "text", hint: null },
  // Addresses the bank letter (docs/decisions/0066).
  { name: "bankName", type: "text", hint: null },
  { name: "bankToldAt", type: "datetime-local", hint: "dateTimeHint" },
  { name: "bankReference", type: "text", hint: null },
  // The RBI Ombudsman's 90 days can run from it (shared/case-timeline/next-steps.ts).
  { name: "bankRepliedOn", type: "date", hint: "bankRepliedOnHint" },
] as const;

/**
 * The answers a case's RBI rules turn on (shared/case-timeline/next-steps.ts, regimeQuestionsFor):
 * each asked only where it bears on the case, and kept as it was where it is not asked.
 */
const REGIME_QUESTIONS = [
  { name: "walletIssuer", asked: "walletIssuer", options: ["bank", "non_bank"], words: "walletIssuerOptions" },
  { name: "coerced", asked: "coerced", options: ["yes", "no"], words: "yesNoOptions" },
  { name: "accountOfOrganisation", asked: "compensation", options: ["yes", "no"], words: "yesNoOptions" },
  { name: "claimedCompensationBefore", asked: "compensation", options: ["yes", "no"], words: "yesNoOptions" },
] as const;

/** What the victim has done: saved, it moves their next steps and dates. */
export function CaseProgressForm({
  shown,
  answer,
  onUpdated,
  onClosed,
}: {
  shown: Shown;
  /** The server's answer to this form sent without scripts. */
  answer: ProgressAnswer;
  onUpdated: (shown: Shown) => void;
  onClosed: (message: string) => void;
}) {
  const words = useCaseWords();
  const text = words.page;
  const [errors, setErrors] = useState<FieldErrors>(answer && "errors" in answer ? answer.errors : {});
  const [saved, setSaved] = useState(answer !== undefined && "saved" in answer);
  /** What was typed, when the server sent the form back with messages. */
  const typed = answer && "values" in answer ? answer.values : null;
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const body = {
      ...Object.fromEntries(PROGRESS_FIELDS.map(({ name }) => [name, String(data.get(name) ?? "")])),
      ...Object.fromEntries(REGIME_QUESTIONS.map(({ name }) => [name, String(data.get(name) ?? "")])),
      portalComplaintFinished: data.get("portalComplaintFinished") === "on",
    };
    setBusy(true);
    setSaved(false);
    const change = await postCaseChange(caseApiPaths.progress, body, words);
    if (change.kind === "updated") {
      setErrors({});
      setSaved(true);
      onUpdated(change.shown);
    } else if (change.kind === "closed") {
      onClosed(say(words, caseMessages.noCaseSession));
    } else if (change.kind === "refused") {
      setErrors(change.errors);
    } else {
      setErrors({ helplineCalledAt: change.message });
    }
    setBusy(false);
  }

  return (
    <section className="case-page__progress" aria-labelledby="case-progress-heading">
      <h3 id="case-progress-heading" className="case-page__subheading">
        {text.progressHeading}
      </h3>
      <p>{text.progressIntro}</p>
      <form
        className="form"
        method="post"
        action={localFormAction(words, caseApiPaths.progressForm)}
        onSubmit={(event) => void submit(event)}
        noValidate
      >
        {PROGRESS_FIELDS.map((field) => {
          const id = `case-${field.name}`;
          const error = errors[field.name];
          const hint = field.hint ? text[field.hint] : undefined;
          const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(" ");
          return (
            <div className="field" key={field.name}>
              <label htmlFor={id} className="field__label">
                {text[field.name]}
              </label>
              <input
                id={id}
                name={field.name}
                type={field.type}
                className="field__control"
                defaultValue={typed?.[field.name] ?? shown.progress[field.name]}
                maxLength={field.name === "bankName" ? BANK_NAME_MAX : undefined}
                aria-invalid={error ? true : undefined}
                aria-describedby={describedBy || undefined}
              />
              {hint ? (
                <p id={`${id}-hint`} className="field__hint">
                  {hint}
                </p>
              ) : null}
              {error ? (
                <p id={`${id}-error`} className="field__error">
                  {error}
                </p>
              ) : null}
            </div>
          );
        })}
        <div className="field field--checkbox">
          <label className="case-page__checkbox">
            <input
              type="checkbox"
              name="portalComplaintFinished"
              defaultChecked={typed ? typed.portalComplaintFinished === "on" : shown.progress.portalComplaintFinished}
            />{" "}
            {text.portalComplaintFinished}
          </label>
        </div>
        {REGIME_QUESTIONS.some((question) => shown.asks[question.asked]) ? (
          <>
            <h4 className="case-page__subheading">{text.questionsHeading}</h4>
            <p>{text.questionsIntro}</p>
          </>
        ) : null}
        {REGIME_QUESTIONS.map((question) => {
          const current = typed ? (typed[question.name] ?? "") : shown.progress[question.name];
          if (!shown.asks[question.asked]) {
            return <input key={question.name} type="hidden" name={question.name} value={current} />;
          }
          const id = `case-${question.name}`;
          const error = errors[question.name];
          const hint = question.name === "coerced" ? text.coercedHint : undefined;
          const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(" ");
          const options = text[question.words];
          return (
            <fieldset
              className="field case-page__question"
              key={question.name}
              aria-describedby={describedBy || undefined}
              aria-invalid={error ? true : undefined}
            >
              <legend className="field__label">{text[question.name]}</legend>
              {hint ? (
                <p id={`${id}-hint`} className="field__hint">
                  {hint}
                </p>
              ) : null}
              {[...question.options, ""].map((value) => (
                <label className="case-page__choice" key={value || "unsure"}>
                  <input type="radio" name={question.name} value={value} defaultChecked={current === value} />{" "}
                  {value === "" ? options.unsure : options[value as keyof typeof options]}
                </label>
              ))}
              {error ? (
                <p id={`${id}-error`} className="field__error">
                  {error}
                </p>
              ) : null}
            </fieldset>
          );
        })}
        <div className="form__actions">
          <button type="submit" className="button button--primary" disabled={busy} aria-busy={busy || undefined}>
            {text.save}
          </button>
        </div>
        {saved ? (
          <p className="case-page__notice" role="status">
            {say(words, caseMessages.progressSaved)}
          </p>
        ) : null}
      </form>
    </section>
  );
}
