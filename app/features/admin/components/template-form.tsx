import { templatesText as text } from "~/app/content/admin";
import { limits } from "~/shared/constants";
import { LANGUAGES, language as languageOf, languageLabel } from "~/shared/languages";
import type { ReplyTemplate } from "~/shared/schemas/admin-replies";
import { hasReplyTemplatesIn } from "~/shared/schemas/admin";
import type { LanguageCode } from "~/shared/language-codes";
import { useTemplateForm } from "./use-template-form";

/** Writing a new reply template or changing one; what it does is ./use-template-form.ts. */
export function TemplateForm({
  template,
  onDone,
  onCancel,
}: {
  template: ReplyTemplate | undefined;
  onDone: () => void;
  onCancel: () => void;
}) {
  const { id, title, language, body, errors, busy, save, change, describedBy } = useTemplateForm(template, onDone);
  return (
    <form className="form admin-panel template-form" onSubmit={save} noValidate aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="admin-panel__title">
        {template ? text.formEdit(template.title) : text.formNew}
      </h2>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-title`}>
          {text.title}
        </label>
        <input
          id={`${id}-title`}
          className="field__control"
          type="text"
          maxLength={limits.replyTemplateTitleMax}
          value={title}
          aria-invalid={errors.title ? true : undefined}
          aria-describedby={describedBy("title")}
          onChange={(event) => change("title", event.target.value)}
        />
        <p id={`${id}-title-hint`} className="field__hint">
          {text.titleHint(limits.replyTemplateTitleMax)}
        </p>
        {errors.title ? (
          <p id={`${id}-title-error`} className="field__error">
            {errors.title}
          </p>
        ) : null}
      </div>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-language`}>
          {text.language}
        </label>
        <select
          id={`${id}-language`}
          className="field__control template-form__language"
          value={language}
          aria-invalid={errors.language ? true : undefined}
          aria-describedby={describedBy("language")}
          onChange={(event) => change("language", event.target.value)}
        >
          <option value="">{text.languageChoose}</option>
          {LANGUAGES.filter((entry) => hasReplyTemplatesIn(entry.code)).map((entry) => (
            <option key={entry.code} value={entry.code}>
              {languageLabel(entry.code)}
            </option>
          ))}
        </select>
        <p id={`${id}-language-hint`} className="field__hint">
          {text.languageHint}
        </p>
        {errors.language ? (
          <p id={`${id}-language-error`} className="field__error">
            {errors.language}
          </p>
        ) : null}
      </div>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-body`}>
          {text.body}
        </label>
        <textarea
          id={`${id}-body`}
          className="field__control"
          rows={8}
          maxLength={limits.replyTemplateBodyMax}
          lang={language === "" ? undefined : languageOf(language as LanguageCode).lang}
          value={body}
          aria-invalid={errors.body ? true : undefined}
          aria-describedby={describedBy("body")}
          onChange={(event) => change("body", event.target.value)}
        />
        <p id={`${id}-body-hint`} className="field__hint">
          {text.bodyHint(limits.replyTemplateBodyMax)}
        </p>
        {errors.body ? (
          <p id={`${id}-body-error`} className="field__error">
            {errors.body}
          </p>
        ) : null}
      </div>
      <div className="form__actions">
        <button type="submit" className="button button--primary" disabled={busy}>
          {text.save}
        </button>
        <button type="button" className="button button--secondary" onClick={onCancel} disabled={busy}>
          {text.cancel}
        </button>
      </div>
    </form>
  );
}
