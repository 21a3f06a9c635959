/** A labelled input of the sign-in forms; the browser checks required fields and e-mail format. */
export function AuthField({
  id,
  label,
  name,
  type = "text",
  autoComplete,
  hint,
  minLength,
  maxLength,
  inputMode,
  inputRef,
}: {
  id: string;
  label: string;
  name: string;
  type?: "text" | "email" | "password";
  autoComplete: string;
  hint?: string;
  minLength?: number;
  maxLength?: number;
  inputMode?: "numeric" | "text";
  /** For the page to move focus to a field it has just shown. */
  inputRef?: React.Ref<HTMLInputElement>;
}) {
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <input
        className="field__control"
        id={id}
        name={name}
        type={type}
        autoComplete={autoComplete}
        required
        minLength={minLength}
        maxLength={maxLength}
        inputMode={inputMode}
        ref={inputRef}
        aria-describedby={hint ? `${id}-hint` : undefined}
      />
      {hint ? (
        <p id={`${id}-hint`} className="field__hint">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
