import { useEffect, useId, useRef } from "react";
import { startSecondFactorSetup } from "../api/account";
import { useAdminWrite } from "../api/use-admin-write";
import { ADMIN_TOAST_MS } from "../constants";
import { secondFactorText as text } from "~/app/content/admin";
import { useToast } from "~/app/components/toast";
import type { RecoveryCodes, SecondFactorSetup } from "~/shared/schemas/auth-replies";
import { NewCodesForm, SetupSteps, TurnOffForm } from "./second-factor-forms";
import { useSecondFactorSection } from "./use-second-factor-section";

/**
 * Sign-in codes on "Your account" (docs/decisions/0072): turn them on (a QR code and the key as
 * text, then a first code), make new recovery codes, turn them off (the password and a code).
 * The recovery codes are shown once, in a panel that stays until the member says they saved them.
 * `onEnabled` runs once the member is done with a setup the desk required.
 */
export function SecondFactorSection({ onEnabled }: { onEnabled?: () => void }) {
  const id = useId();
  const { status, setup, codes, started, cancelSetup, enabled, madeCodes, doneWithCodes, turnedOff } =
    useSecondFactorSection(onEnabled);

  let body: React.ReactNode = null;
  if (codes) body = <RecoveryCodesPanel codes={codes} onDone={doneWithCodes} />;
  else if (setup) body = <SetupSteps setup={setup} onCancel={cancelSetup} onEnabled={enabled} />;
  else if (status.data?.enabled === false) body = <TurnOn onStarted={started} />;
  else if (status.data?.enabled)
    body = (
      <>
        <p>{text.onIntro(status.data.recoveryCodesLeft)}</p>
        <NewCodesForm onMade={madeCodes} />
        <TurnOffForm required={status.data.required} onOff={turnedOff} />
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
