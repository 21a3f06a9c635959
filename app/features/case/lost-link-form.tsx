import { useState, type FormEvent } from "react";
import { FieldMessages, fieldIds } from "~/app/components/form-fields";
import type { FormAnswer } from "~/shared/form-answer";
import { caseApiPaths } from "~/shared/routes";
import type { FieldErrors } from "~/shared/schemas/fields";
import { translateFieldErrors } from "~/shared/translations/translate";
import { caseApiHeaders } from "./post-json";
import { caseSchemas, caseSchemasForChecks, prefetchCaseSchemas } from "./case-schemas-on-first-use";
import { say, useCaseWords } from "./case-words";
import { localFormAction } from "./form-action";
import { caseMessages } from "~/shared/messages/case";

// "Lost your link?" (docs/decisions/0025): a reference and the address the request was sent
// with. The server's answer is the same whether or not they match, so the page can only ever
// say "if they match, a link is on its way". Without scripts the form posts to the page route
// and comes back here as `answer`.

type LostLinkAnswer = Extract<FormAnswer, { outcome: "lost-link" }>;

const FIELDS = [
  { name: "reference", label: "lostLinkReference", hint: "lostLinkReferenceHint", type: "text", autoComplete: "off" },
  { name: "email", label: "lostLinkEmail", hint: undefined, type: "email", autoComplete: "email" },
] as const;

export function LostLinkForm({ answer }: { answer?: LostLinkAnswer }) {
  const words = useCaseWords();
  const text = words.page;
  const [errors, setErrors] = useState<FieldErrors>(answer && !answer.sent ? answer.errors : {});
  const [sent, setSent] = useState(answer?.sent === true);
  const [busy, setBusy] = useState(false);
  const typed = answer && !answer.sent ? answer.values : null;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const values = Object.fromEntries(FIELDS.map(({ name }) => [name, String(data.get(name) ?? "")]));
    setSent(false);
    setBusy(true);
    try {
      // Without the schemas, it goes as typed and the server answers with the same messages.
      const checked = (await caseSchemasForChecks())?.checkedLostLink(values) ?? { values };
      if ("errors" in checked) {
        setErrors(translateFieldErrors(checked.errors, words.messages));
        return;
      }
      const response = await fetch(caseApiPaths.lostLink, {
        method: "POST",
        headers: { "content-type": "application/json", ...caseApiHeaders(words.code) },
        body: JSON.stringify(checked.values),
      });
      if (response.ok) {
        setErrors({});
        setSent(true);
        form.reset();
      } else {
        const json = (await response.json().catch(() => null)) as unknown;
        // The schemas not fetched even now: the connection failed, as below.
        const refusal = (await caseSchemas()).refusalOf(json);
        setErrors(
          refusal === null ? { reference: text.unreachable } : (refusal.errors ?? { reference: refusal.message }),
        );
      }
    } catch {
      setErrors({ reference: text.unreachable });
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="form-card case-page__code" aria-labelledby="lost-link-heading">
      <h2 id="lost-link-heading" className="form-card__title">
        {text.lostLinkHeading}
      </h2>
      <p>{text.lostLinkIntro}</p>
      <form
        className="form"
        method="post"
        action={localFormAction(words, caseApiPaths.lostLinkForm)}
        onSubmit={(event) => void submit(event)}
        onFocus={prefetchCaseSchemas}
        noValidate
      >
        {FIELDS.map((field) => {
          const error = errors[field.name];
          const hint = field.hint ? text[field.hint] : undefined;
          const ids = fieldIds(`lost-link-${field.name}`, error, hint);
          return (
            <div className="field" key={field.name}>
              <label htmlFor={ids.id} className="field__label">
                {text[field.label]}
              </label>
              <input
                id={ids.id}
                className="field__control"
                name={field.name}
                type={field.type}
                autoComplete={field.autoComplete}
                autoCapitalize={field.name === "reference" ? "characters" : "off"}
                spellCheck={false}
                defaultValue={typed?.[field.name] ?? ""}
                aria-invalid={error ? true : undefined}
                aria-describedby={ids.describedBy}
              />
              <FieldMessages errorId={ids.errorId} hintId={ids.hintId} error={error} hint={hint} />
            </div>
          );
        })}
        <div className="form__actions">
          <button type="submit" className="button button--primary" disabled={busy} aria-busy={busy || undefined}>
            {text.lostLinkSubmit}
          </button>
        </div>
        {sent ? (
          <p className="case-page__notice" role="status">
            {say(words, caseMessages.lostLinkSent)}
          </p>
        ) : null}
      </form>
      <p className="case-page__note">{text.lostLinkNoEmail}</p>
    </section>
  );
}
