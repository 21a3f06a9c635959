import { useRef, useState, type FormEvent } from "react";
import { TextField, busyButton } from "~/app/components/form-fields";
import { fillIn } from "~/app/lib/fill-in";
import type { FormAnswer } from "~/shared/form-answer";
import { caseApiPaths } from "~/shared/routes";
import type { CaseView } from "~/shared/schemas/case";
import { REQUEST_UTR_FIELDS, caseTransactionLimits } from "~/shared/schemas/case-form-fields";
import type { FieldErrors } from "~/shared/schemas/fields";
import { translateFieldErrors } from "~/shared/translations/translate";
import { postCaseChange } from "./post-json";
import { caseSchemasForChecks, prefetchCaseSchemas } from "./case-schemas-on-first-use";
import { say, useCaseWords } from "./case-words";
import { localFormAction } from "./form-action";
import { caseMessages, caseTransactionMessages } from "~/shared/messages/case";

// The case page's first screen, while the transaction made from the help request has no UTR
// (docs/decisions/0066): the one thing the form did not ask, and the first thing 1930 and the
// bank ask for. A real form that posts without scripts too
// (server/routes/case-page/transaction-forms.ts); with scripts, the same request goes to the JSON
// API and the page is redrawn from its answer.

type Shown = CaseView["case"];
type RequestUtrAnswer = Extract<FormAnswer, { outcome: "case" }>["requestUtr"];
type RequestUtrField = (typeof REQUEST_UTR_FIELDS)[number];

const FIELD_TEXT = {
  utr: { label: "utrLabel", hint: "utrHint" },
  toAccount: { label: "toAccountLabel", hint: "toAccountHint" },
} as const satisfies Record<RequestUtrField, { label: string; hint: string }>;

export function RequestUtrForm({
  shown,
  answer,
  onUpdated,
  onClosed,
}: {
  shown: Shown;
  /** The server's answer to this form sent without scripts. */
  answer: RequestUtrAnswer;
  onUpdated: (shown: Shown) => void;
  onClosed: (message: string) => void;
}) {
  const words = useCaseWords();
  const text = words.page;
  const typed: Partial<Record<RequestUtrField, string>> = answer?.values ?? {};
  const [errors, setErrors] = useState<FieldErrors>(answer?.errors ?? {});
  const [problem, setProblem] = useState<string | null>(answer?.problem ?? null);
  const [busy, setBusy] = useState(false);
  const [saved, setSaved] = useState(false);
  const savedNotice = useRef<HTMLParagraphElement>(null);

  if (shown.utrAsked === null) {
    // Saved: the form is gone, and what happened is said where it was, with the focus.
    return saved ? (
      <p className="case-page__notice" role="status" tabIndex={-1} ref={savedNotice}>
        {say(words, caseTransactionMessages.utrSaved)}
      </p>
    ) : null;
  }

  function field(name: RequestUtrField) {
    return {
      id: `case-request-${name}`,
      label: text[FIELD_TEXT[name].label],
      hint: text[FIELD_TEXT[name].hint],
      registration: {
        name,
        onChange: async () => {
          if (name in errors) setErrors(({ [name]: _edited, ...rest }) => rest);
        },
        onBlur: async () => undefined,
        ref: () => undefined,
      },
      defaultValue: typed[name],
      error: errors[name],
    };
  }

  function showErrors(found: FieldErrors) {
    setErrors(found);
    const first = REQUEST_UTR_FIELDS.find((name) => name in found);
    if (first) document.getElementById(`case-request-${first}`)?.focus();
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const values = Object.fromEntries(REQUEST_UTR_FIELDS.map((name) => [name, String(data.get(name) ?? "")]));
    setBusy(true);
    // Without the schemas, it goes as typed and the server answers with the same messages.
    const problems = (await caseSchemasForChecks())?.requestUtrProblems(values) ?? null;
    if (problems !== null) {
      showErrors(translateFieldErrors(problems, words.messages));
      setBusy(false);
      return;
    }
    setErrors({});
    setProblem(null);
    const change = await postCaseChange(caseApiPaths.requestUtr, values, words);
    setBusy(false);
    if (change.kind === "updated") {
      setSaved(true);
      onUpdated(change.shown);
      requestAnimationFrame(() => savedNotice.current?.focus());
    } else if (change.kind === "closed") {
      onClosed(say(words, caseMessages.noCaseSession));
    } else if (change.kind === "refused" && Object.keys(change.errors).length > 0) {
      showErrors(change.errors);
    } else {
      setProblem(change.message);
    }
  }

  return (
    <section className="case-page__request-utr" aria-labelledby="case-request-utr-heading">
      <h3 id="case-request-utr-heading" className="case-page__subheading">
        {fillIn(text.requestUtrHeading, { amount: shown.utrAsked.amountText })}
      </h3>
      <form
        className="form"
        method="post"
        action={localFormAction(words, caseApiPaths.requestUtrForm)}
        onSubmit={(event) => void submit(event)}
        onFocus={prefetchCaseSchemas}
        noValidate
      >
        <TextField autoComplete="off" maxLength={caseTransactionLimits.utr} required {...field("utr")} />
        <TextField autoComplete="off" maxLength={caseTransactionLimits.toAccount} optional {...field("toAccount")} />
        <div className="form__actions">
          <button type="submit" className="button button--primary" {...busyButton(busy)}>
            {text.requestUtrSave}
          </button>
        </div>
        <p className="case-page__note">{text.requestUtrIntro}</p>
        {problem ? (
          <p className="case-page__alert" role="alert">
            {problem}
          </p>
        ) : null}
      </form>
    </section>
  );
}
