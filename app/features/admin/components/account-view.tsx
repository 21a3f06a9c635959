import { useId, useState } from "react";
import { AdminApiError } from "../api/client";
import { changePassword } from "../api/account";
import { adminQueries } from "../api/admin-queries";
import { useAdminQuery } from "../api/use-admin-query";
import { useAdminSession } from "../session";
import { ADMIN_TOAST_MS } from "../constants";
import { errorMessage } from "../error-message";
import { SecondFactorSection } from "./second-factor-section";
import { accountText as text } from "~/app/content/admin";
import { useToast } from "~/app/components/toast";
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
  const showToast = useToast();
  const { endSessionIfRefused } = useAdminSession();
  const [values, setValues] = useState<Record<PasswordField, string>>({ currentPassword: "", newPassword: "" });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [shown, setShown] = useState(false);
  const [saving, setSaving] = useState(false);

  function showErrors(found: FieldErrors) {
    setErrors(found);
    const first = FIELDS.find((field) => found[field]);
    if (first) document.getElementById(`${id}-${first}`)?.focus();
  }

  async function save(event: React.FormEvent) {
    event.preventDefault();
    const parsed = passwordChangeSchema.safeParse(values);
    if (!parsed.success) {
      const found: FieldErrors = {};
      for (const issue of parsed.error.issues) found[String(issue.path[0])] ??= issue.message;
      showErrors(found);
      return;
    }
    setSaving(true);
    try {
      const answer = await changePassword(parsed.data);
      showToast({ tone: "success", message: answer.message, durationMs: ADMIN_TOAST_MS });
      setValues({ currentPassword: "", newPassword: "" });
      setErrors({});
    } catch (failure) {
      if (endSessionIfRefused(failure)) return;
      const fieldErrors = failure instanceof AdminApiError ? failure.fieldErrors : undefined;
      if (fieldErrors && Object.keys(fieldErrors).length > 0) showErrors(fieldErrors);
      else showToast({ tone: "error", message: errorMessage(failure), durationMs: ADMIN_TOAST_MS });
    } finally {
      setSaving(false);
    }
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
        <button type="submit" className="button button--primary" disabled={saving}>
          {saving ? text.saving : text.save}
        </button>
      </div>
    </form>
  );
}
