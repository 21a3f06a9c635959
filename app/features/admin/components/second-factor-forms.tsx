import { useEffect, useId, useRef } from "react";
import { confirmSecondFactor, makeNewRecoveryCodes, turnOffSecondFactor } from "../api/account";
import { ADMIN_TOAST_MS } from "../constants";
import { secondFactorText as text } from "~/app/content/admin";
import { useToast } from "~/app/components/toast";
import { limits } from "~/shared/constants";
import type { RecoveryCodes, SecondFactorSetup } from "~/shared/schemas/auth-replies";
import { useCodeForm, type CodeForm, type CodeFormField } from "./use-code-form";

// The sign-in codes section's forms: the setup's steps, new recovery codes, and turning them off.

/** What a code field takes: 6 digits, or a recovery code such as "abcde-fghjk". */
const CODE_MAX_LENGTH = 40;

/** The key in groups of four, as authenticator apps show and take it. */
function groupedKey(secret: string): string {
  return secret.replace(/(.{4})/g, "$1 ").trim();
}

export function SetupSteps({
  setup,
  onCancel,
  onEnabled,
}: {
  setup: SecondFactorSetup;
  onCancel: () => void;
  onEnabled: (codes: RecoveryCodes) => void;
}) {
  const id = useId();
  const scanRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => scanRef.current?.focus(), []);
  const form = useCodeForm();

  return (
    <form
      className="form second-factor-setup"
      noValidate
      onSubmit={form.submit(() => confirmSecondFactor(form.values.password, form.values.code), onEnabled)}
    >
      <p ref={scanRef} tabIndex={-1}>
        {text.scanStep}
      </p>
      <img className="second-factor-setup__qr" src={setup.qrCode} alt={text.qrAlt} width={200} height={200} />
      <p id={`${id}-key-label`}>{text.keyStep}</p>
      <p>
        <code className="second-factor-setup__key" aria-labelledby={`${id}-key-label`}>
          {groupedKey(setup.secret)}
        </code>
      </p>
      <p>{text.codeStep}</p>
      <CodeField form={form} name="code" label={text.code} hint={text.codeHint} code />
      {/* As to turn them off or to change the password: an open session alone cannot lock its owner out. */}
      <CodeField form={form} name="password" label={text.password} password />
      <div className="form__actions">
        <button type="submit" className="button button--primary" disabled={form.saving}>
          {form.saving ? text.confirming : text.confirm}
        </button>
        <button type="button" className="button button--secondary" onClick={onCancel}>
          {text.cancel}
        </button>
      </div>
    </form>
  );
}

export function NewCodesForm({ onMade }: { onMade: (codes: RecoveryCodes) => void }) {
  const id = useId();
  const form = useCodeForm();
  return (
    <form
      className="form second-factor-form"
      noValidate
      aria-labelledby={`${id}-heading`}
      onSubmit={form.submit(() => makeNewRecoveryCodes(form.values.code), onMade)}
    >
      <h3 id={`${id}-heading`} className="second-factor-form__title">
        {text.newCodesHeading}
      </h3>
      <p className="field__hint">{text.newCodesIntro}</p>
      <CodeField form={form} name="code" label={text.code} code />
      <div className="form__actions">
        <button type="submit" className="button button--secondary" disabled={form.saving}>
          {form.saving ? text.working : text.newCodes}
        </button>
      </div>
    </form>
  );
}

export function TurnOffForm({ required, onOff }: { required: boolean; onOff: () => void }) {
  const id = useId();
  const showToast = useToast();
  const form = useCodeForm();
  return (
    <form
      className="form second-factor-form"
      noValidate
      aria-labelledby={`${id}-heading`}
      onSubmit={form.submit(
        () => turnOffSecondFactor({ password: form.values.password, code: form.values.code }),
        (answer) => {
          showToast({ tone: "success", message: answer.message, durationMs: ADMIN_TOAST_MS });
          onOff();
        },
      )}
    >
      <h3 id={`${id}-heading`} className="second-factor-form__title">
        {text.offHeading}
      </h3>
      <p className="field__hint">{required ? `${text.offIntroOn} ${text.offRequired}` : text.offIntroOn}</p>
      <CodeField form={form} name="password" label={text.password} password />
      <CodeField form={form} name="code" label={text.code} code />
      <div className="form__actions">
        <button type="submit" className="button button--danger-outline" disabled={form.saving}>
          {form.saving ? text.working : text.turnOff}
        </button>
      </div>
    </form>
  );
}

/** A code form's field, with its hint and the server's message for it. */
function CodeField({
  form,
  name,
  label,
  hint,
  code,
  password,
}: {
  form: CodeForm;
  name: CodeFormField;
  label: string;
  hint?: string;
  code?: boolean;
  password?: boolean;
}) {
  const { id, values, errors, change } = form;
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
        className="field__control second-factor-form__input"
        type={password ? "password" : "text"}
        autoComplete={password ? "current-password" : "one-time-code"}
        inputMode={code ? "numeric" : undefined}
        maxLength={password ? limits.passwordMax : CODE_MAX_LENGTH}
        required
        value={values[name]}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={describedBy || undefined}
        onChange={(event) => change(name, event.target.value)}
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
}
