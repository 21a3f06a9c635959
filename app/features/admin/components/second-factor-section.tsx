import { useEffect, useId, useRef, useState } from "react";
import { confirmSecondFactor, makeNewRecoveryCodes, startSecondFactorSetup, turnOffSecondFactor } from "../api/account";
import { adminQueries } from "../api/admin-queries";
import { useAdminChanged, useAdminQuery } from "../api/use-admin-query";
import { useAdminWrite } from "../api/use-admin-write";
import { ADMIN_TOAST_MS } from "../constants";
import { secondFactorText as text } from "~/app/content/admin";
import { useToast } from "~/app/components/toast";
import { limits } from "~/shared/constants";
import type { RecoveryCodes, SecondFactorSetup } from "~/shared/schemas/auth-replies";
import type { FieldErrors } from "~/shared/schemas/fields";

/** What a code field takes: 6 digits, or a recovery code such as "abcde-fghjk". */
const CODE_MAX_LENGTH = 40;

/**
 * Sign-in codes on "Your account" (docs/decisions/0072): turn them on (a QR code and the key as
 * text, then a first code), make new recovery codes, turn them off (the password and a code).
 * The recovery codes are shown once, in a panel that stays until the member says they saved them.
 * `onEnabled` runs once the member is done with a setup the desk required.
 */
export function SecondFactorSection({ onEnabled }: { onEnabled?: () => void }) {
  const id = useId();
  const status = useAdminQuery(adminQueries.secondFactor());
  const adminChanged = useAdminChanged();
  const [setup, setSetup] = useState<SecondFactorSetup | null>(null);
  const [codes, setCodes] = useState<RecoveryCodes | null>(null);

  function doneWithCodes() {
    setCodes(null);
    adminChanged();
    onEnabled?.();
  }

  let body: React.ReactNode = null;
  if (codes) body = <RecoveryCodesPanel codes={codes} onDone={doneWithCodes} />;
  else if (setup)
    body = (
      <SetupSteps
        setup={setup}
        onCancel={() => setSetup(null)}
        onEnabled={(made) => {
          setSetup(null);
          setCodes(made);
        }}
      />
    );
  else if (status.data?.enabled === false) body = <TurnOn onStarted={setSetup} />;
  else if (status.data?.enabled)
    body = (
      <>
        <p>{text.onIntro(status.data.recoveryCodesLeft)}</p>
        <NewCodesForm onMade={setCodes} />
        <TurnOffForm required={status.data.required} onOff={adminChanged} />
      </>
    );

  return (
    <section className="admin-panel account-form" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="admin-panel__title">
        {text.heading}
      </h2>
      {body}
    </section>
  );
}

function TurnOn({ onStarted }: { onStarted: (setup: SecondFactorSetup) => void }) {
  const starting = useAdminWrite(startSecondFactorSetup, { onDone: onStarted });
  const busy = starting.busy;

  return (
    <>
      <p>{text.offIntro}</p>
      <div className="form__actions">
        <button type="button" className="button button--primary" disabled={busy} onClick={() => starting.send()}>
          {busy ? text.starting : text.turnOn}
        </button>
      </div>
    </>
  );
}

/** The key in groups of four, as authenticator apps show and take it. */
function groupedKey(secret: string): string {
  return secret.replace(/(.{4})/g, "$1 ").trim();
}

function SetupSteps({
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
      {form.field("code", text.code, { hint: text.codeHint, code: true })}
      {/* As to turn them off or to change the password: an open session alone cannot lock its owner out. */}
      {form.field("password", text.password, { password: true })}
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

function NewCodesForm({ onMade }: { onMade: (codes: RecoveryCodes) => void }) {
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
      {form.field("code", text.code, { code: true })}
      <div className="form__actions">
        <button type="submit" className="button button--secondary" disabled={form.saving}>
          {form.saving ? text.working : text.newCodes}
        </button>
      </div>
    </form>
  );
}

function TurnOffForm({ required, onOff }: { required: boolean; onOff: () => void }) {
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
      {form.field("password", text.password, { password: true })}
      {form.field("code", text.code, { code: true })}
      <div className="form__actions">
        <button type="submit" className="button button--danger-outline" disabled={form.saving}>
          {form.saving ? text.working : text.turnOff}
        </button>
      </div>
    </form>
  );
}

type CodeFormField = "code" | "password";

/**
 * A small form of the section: its values, the server's errors under their fields (the focus on
 * the first), and a submit that sends once at a time.
 */
/** The code forms' fields, the password first: a message for one shows under it, the first takes the focus. */
const CODE_FORM_FIELDS = ["password", "code"] as const;

function useCodeForm() {
  const id = useId();
  const [values, setValues] = useState<Record<CodeFormField, string>>({ code: "", password: "" });
  const [errors, setErrors] = useState<FieldErrors>({});

  function showErrors(found: FieldErrors) {
    setErrors(found);
    const first = CODE_FORM_FIELDS.find((field) => found[field]);
    if (first) document.getElementById(`${id}-${first}`)?.focus();
  }

  // Each of the forms sends its own call and goes on its own way; the answer is handled alike.
  const writing = useAdminWrite(
    ({ send }: { send: () => Promise<unknown>; onDone: (answer: unknown) => void }) => send(),
    {
      onDone: (answer, { onDone }) => {
        setValues({ code: "", password: "" });
        setErrors({});
        onDone(answer);
      },
      fieldErrors: { fields: CODE_FORM_FIELDS, show: showErrors },
    },
  );

  function submit<Answer>(send: () => Promise<Answer>, onDone: (answer: Answer) => void) {
    return (event: React.FormEvent) => {
      event.preventDefault();
      writing.send({ send, onDone: onDone as (answer: unknown) => void });
    };
  }

  function field(name: CodeFormField, label: string, options: { hint?: string; code?: boolean; password?: boolean }) {
    const describedBy = [options.hint ? `${id}-${name}-hint` : "", errors[name] ? `${id}-${name}-error` : ""]
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
          type={options.password ? "password" : "text"}
          autoComplete={options.password ? "current-password" : "one-time-code"}
          inputMode={options.code ? "numeric" : undefined}
          maxLength={options.password ? limits.passwordMax : CODE_MAX_LENGTH}
          required
          value={values[name]}
          aria-invalid={errors[name] ? true : undefined}
          aria-describedby={describedBy || undefined}
          onChange={(event) => {
            const value = event.target.value;
            setValues((before) => ({ ...before, [name]: value }));
            setErrors(({ [name]: _cleared, ...rest }) => rest);
          }}
        />
        {options.hint ? (
          <p id={`${id}-${name}-hint`} className="field__hint">
            {options.hint}
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

  return { values, saving: writing.busy, submit, field };
}

/** The one showing of the recovery codes; the focus comes here so a screen reader hears it. */
function RecoveryCodesPanel({ codes, onDone }: { codes: RecoveryCodes; onDone: () => void }) {
  const id = useId();
  const showToast = useToast();
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);

  async function copy() {
    try {
      await navigator.clipboard.writeText(codes.recoveryCodes.join("\n"));
      showToast({ tone: "success", message: text.copied, durationMs: ADMIN_TOAST_MS });
    } catch {
      // No clipboard (an insecure origin, a refused permission): the codes are on screen to copy by hand.
    }
  }

  return (
    <div className="recovery-codes" role="region" aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`} ref={headingRef} tabIndex={-1} className="second-factor-form__title">
        {text.codesHeading}
      </h3>
      <p>{codes.message}</p>
      <p className="field__hint">{text.codesIntro}</p>
      <ol className="recovery-codes__list">
        {codes.recoveryCodes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ol>
      <div className="form__actions">
        <button type="button" className="button button--secondary" onClick={() => void copy()}>
          {text.copyCodes}
        </button>
        <button type="button" className="button button--primary" onClick={onDone}>
          {text.savedCodes}
        </button>
      </div>
    </div>
  );
}
