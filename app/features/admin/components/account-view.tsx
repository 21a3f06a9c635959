import { useId, useState } from "react";
import { changePassword } from "../api/account";
import { adminQueries } from "../api/admin-queries";
import { useAdminQuery } from "../api/use-admin-query";
import { useAdminWrite } from "../api/use-admin-write";
import { SecondFactorSection } from "./second-factor-section";
import { accountText as text } from "~/app/content/admin";
import { limits } from "~/shared/constants";
import { passwordChangeSchema } from "~/shared/schemas/auth";
import type { FieldErrors } from "~/shared/schemas/fields";

type PasswordField = "currentPassword" | "newPassword";
const FIELDS: readonly PasswordField[] = ["currentPassword", "newPassword"];

/**
 * "Your account" (docs/decisions/0057), reached from the top bar by every desk member: who is
 * logged in, changing one's password, and sign-in codes (docs/decisions/0072). The lengths are checked here with the server's schema;
 * whether the new one is too easy to guess only the server knows, and its words are shown under
 * the field.
 */
export function AccountView() {
  const headingId = useId();
  const me = useAdminQuery(adminQueries.me());
  return (
    <section aria-labelledby={headingId} className="admin-view">
      <h1 id={headingId} className="admin-view__title">
        {text.heading}
      </h1>
      {me.data ? <p className="admin-view__intro">{text.signedInAs(me.data.name, me.data.email)}</p> : null}
      <PasswordForm />
      <SecondFactorSection />
    </section>
  );
}

function PasswordForm() {
  const id = useId();
  const [values, setValues] = useState<Record<PasswordField, string>>({ currentPassword: "", newPassword: "" });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [shown, setShown] = useState(false);

  function showErrors(found: FieldErrors) {
    setErrors(found);
    const first = FIELDS.find((field) => found[field]);
    if (first) document.getElementById(`${id}-${first}`)?.focus();
  }

  const saving = useAdminWrite(changePassword, {
    said: (answer) => answer.message,
    onDone: () => {
      setValues({ currentPassword: "", newPassword: "" });
      setErrors({});
    },
    fieldErrors: { fields: FIELDS, show: showErrors },
  });

  function save(event: React.FormEvent) {
    event.preventDefault();
    const parsed = passwordChangeSchema.safeParse(values);
    if (!parsed.success) {
      const found: FieldErrors = {};
      for (const issue of parsed.error.issues) found[String(issue.path[0])] ??= issue.message;
      showErrors(found);
      return;
    }
    saving.send(parsed.data);
  }

  const field = (name: PasswordField, label: string, autoComplete: string, hint?: string) => {
    const describedBy = [hint ? `${id}-${name}-hint` : "", errors[name] ? `${id}-${name}-error` : ""]
      .filter(Boolean)
      .join(" ");
    return (
      <div className="field">
        <label className="field__label" htmlFor={`${id}-${name}`}>
          {label}
        </label>
        <input
          id={`${id}-${name}`}
          className="field__control"
          type={shown ? "text" : "password"}
          autoComplete={autoComplete}
          maxLength={limits.passwordMax}
          value={values[name]}
          aria-invalid={errors[name] ? true : undefined}
          aria-describedby={describedBy || undefined}
          onChange={(event) => {
            const value = event.target.value;
            setValues((before) => ({ ...before, [name]: value }));
            setErrors(({ [name]: _cleared, ...rest }) => rest);
          }}
        />
        {hint ? (
          <p id={`${id}-${name}-hint`} className="field__hint">
            {hint}
          </p>
        ) : null}
        {errors[name] ? (
          <p id={`${id}-${name}-error`} className="field__error">
            {errors[name]}
          </p>
        ) : null}
      </div>
    );
  };

  return (
    <form className="form admin-panel account-form" onSubmit={save} noValidate aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="admin-panel__title">
        {text.passwordHeading}
      </h2>
      <p className="field__hint">{text.passwordIntro}</p>
      {field("currentPassword", text.currentPassword, "current-password")}
      {field("newPassword", text.newPassword, "new-password", text.newPasswordHint)}
      <div className="account-form__show">
        <input id={`${id}-show`} type="checkbox" checked={shown} onChange={(event) => setShown(event.target.checked)} />
        <label htmlFor={`${id}-show`}>{text.showPasswords}</label>
      </div>
      <div className="form__actions">
        <button type="submit" className="button button--primary" disabled={saving.busy}>
          {saving.busy ? text.saving : text.save}
        </button>
      </div>
    </form>
  );
}
