import type { UseFormRegisterReturn } from "react-hook-form";
import { createContext, useContext } from "react";
import type { FieldWords } from "../content/languages/island-words";
import { formText, privacyNoticeText } from "../content/languages/en/chrome";
import { paths } from "~/shared/routes";
import { offlineNote } from "~/shared/messages/forms";

/** The parts' own words in English, unless a form gives its page's language's (docs/decisions/0040). */
const ENGLISH_FIELD_WORDS: FieldWords = {
  optional: formText.optional,
  sending: formText.sending,
  honeypotLabel: formText.honeypotLabel,
  privacy: privacyNoticeText,
  privacyHref: paths.privacy,
  offlineNote,
};

export const FieldWordsContext = createContext<FieldWords>(ENGLISH_FIELD_WORDS);

type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** A control's handlers that put the browser's own checks into the page's language, where it has words for them. */
function useBrowserMessages(): Pick<React.InputHTMLAttributes<Control>, "onInvalid" | "onInput"> {
  const messages = useContext(FieldWordsContext).browserMessages;
  if (!messages) return {};
  return {
    onInvalid: (event) => {
      const { validity } = event.currentTarget;
      const message = validity.valueMissing ? messages.required : validity.typeMismatch ? messages.invalidEmail : "";
      event.currentTarget.setCustomValidity(message);
    },
    // A message set by script stays until cleared: cleared as soon as the person edits.
    onInput: (event) => event.currentTarget.setCustomValidity(""),
  };
}

// Labelled inputs whose error sits under the field and is tied to it by aria-describedby.

interface FieldProps {
  /**
   * The control's id, also the start of its hint's and error's ids. Given by the form rather
   * than generated: a public form is an island (docs/decisions/0012-islands-on-public-pages.md),
   * and ids React generates in the prerendered page would not match the island's.
   */
  id: string;
  label: string;
  registration: UseFormRegisterReturn;
  error?: string;
  /** Marks the field required for the browser and for assistive technology. */
  required?: boolean;
  optional?: boolean;
  hint?: string;
  /** What the field holds in the server's HTML (a form sent without scripts, shown again). */
  defaultValue?: string;
  /** The server's page puts focus here: the first field its answer has a message for. */
  autoFocus?: boolean;
}

export function fieldIds(id: string, error?: string, hint?: string) {
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(" ") || undefined;
  return { id, errorId, hintId, describedBy };
}

function FieldLabel({ htmlFor, label, optional }: { htmlFor: string; label: string; optional?: boolean }) {
  const words = useContext(FieldWordsContext);
  return (
    <label htmlFor={htmlFor} className="field__label">
      {label}
      {optional ? <span className="field__optional"> {words.optional}</span> : null}
    </label>
  );
}

export function FieldMessages({
  errorId,
  hintId,
  error,
  hint,
}: {
  errorId: string;
  hintId: string;
  error?: string;
  hint?: string;
}) {
  return (
    <>
      {hint ? (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="field__error">
          {error}
        </p>
      ) : null}
    </>
  );
}

export function TextField({
  id: controlId,
  label,
  registration,
  error,
  required,
  optional,
  hint,
  defaultValue,
  autoFocus,
  type = "text",
  autoComplete,
  maxLength,
  inputMode,
  max,
}: FieldProps & {
  type?: "text" | "email" | "tel" | "date" | "time" | "datetime-local";
  autoComplete?: string;
  maxLength?: number;
  /** The latest date a date field's picker offers. */
  max?: string;
  inputMode?: React.HTMLAttributes<HTMLInputElement>["inputMode"];
}) {
  const { id, errorId, hintId, describedBy } = fieldIds(controlId, error, hint);
  const browserMessages = useBrowserMessages();
  return (
    <div className="field">
      <FieldLabel htmlFor={id} label={label} optional={optional} />
      <input
        id={id}
        className="field__control"
        type={type}
        autoComplete={autoComplete}
        maxLength={maxLength}
        inputMode={inputMode}
        max={max}
        defaultValue={defaultValue}
        autoFocus={autoFocus}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        {...browserMessages}
        {...registration}
      />
      <FieldMessages errorId={errorId} hintId={hintId} error={error} hint={hint} />
    </div>
  );
}

export function TextAreaField({
  id: controlId,
  label,
  registration,
  error,
  required,
  optional,
  hint,
  defaultValue,
  autoFocus,
  rows = 4,
  maxLength,
}: FieldProps & { rows?: number; maxLength?: number }) {
  const { id, errorId, hintId, describedBy } = fieldIds(controlId, error, hint);
  const browserMessages = useBrowserMessages();
  return (
    <div className="field">
      <FieldLabel htmlFor={id} label={label} optional={optional} />
      <textarea
        id={id}
        className="field__control"
        rows={rows}
        maxLength={maxLength}
        defaultValue={defaultValue}
        autoFocus={autoFocus}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        {...browserMessages}
        {...registration}
      />
      <FieldMessages errorId={errorId} hintId={hintId} error={error} hint={hint} />
    </div>
  );
}

/** A labelled run of a select's options, shown under its label in the native list. */
export interface OptionGroup {
  label: string;
  /** What each option sends, and what it shows (the page's language's name for it). */
  options: readonly { value: string; label: string }[];
}

export function SelectField({
  id: controlId,
  label,
  registration,
  error,
  required,
  defaultValue,
  autoFocus,
  placeholder,
  groups,
}: FieldProps & { placeholder: string; groups: readonly OptionGroup[] }) {
  const { id, errorId, hintId, describedBy } = fieldIds(controlId, error);
  const browserMessages = useBrowserMessages();
  return (
    <div className="field">
      <FieldLabel htmlFor={id} label={label} />
      <select
        id={id}
        className="field__control"
        defaultValue={defaultValue}
        autoFocus={autoFocus}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        {...browserMessages}
        {...registration}
      >
        <option value="">{placeholder}</option>
        {groups.map((group) => (
          <optgroup key={group.label} label={group.label}>
            {group.options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </optgroup>
        ))}
      </select>
      <FieldMessages errorId={errorId} hintId={hintId} error={error} />
    </div>
  );
}

/** The one-line notice every form carries (DPDP Act 2023). */
export function PrivacyNotice() {
  const { privacy, privacyHref } = useContext(FieldWordsContext);
  return (
    <p className="privacy-notice">
      {privacy.before} <a href={privacyHref}>{privacy.link}</a>
      {privacy.after}
    </p>
  );
}

/** Shown while a form that could not reach the server waits to send itself (docs/decisions/0022). */
export function OfflineNote({ waiting }: { waiting: boolean }) {
  const words = useContext(FieldWordsContext);
  if (!waiting) return null;
  return <p className="form__offline-note">{words.offlineNote}</p>;
}

export function SubmitButton({ pending, label }: { pending: boolean; label: string }) {
  const words = useContext(FieldWordsContext);
  return (
    <button type="submit" className="button button--primary" {...busyButton(pending)}>
      {pending ? words.sending : label}
    </button>
  );
}

/**
 * A send button while its form is sent: marked busy, and a click on it (or Enter in a field) does
 * nothing. Not disabled, as the browser drops a disabled button's focus to the page's start, and
 * a keyboard or screen-reader user who pressed it would start again from the top.
 */
export function busyButton(busy: boolean) {
  return {
    "aria-disabled": busy,
    "aria-busy": busy || undefined,
    onClick: busy ? (event: React.MouseEvent) => event.preventDefault() : undefined,
  };
}

/**
 * The honeypot (shared/schemas/fields.ts): off-screen, out of the tab order and hidden from
 * assistive technology, so only a bot that fills every input finds it.
 */
export function HoneypotField({ registration }: { registration: UseFormRegisterReturn }) {
  const words = useContext(FieldWordsContext);
  return (
    <div className="form__trap" aria-hidden="true">
      <label>
        {words.honeypotLabel}
        <input type="text" tabIndex={-1} autoComplete="off" {...registration} />
      </label>
    </div>
  );
}
