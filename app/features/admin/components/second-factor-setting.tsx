import { useEffect, useId, useState } from "react";
import { setSecondFactorRequired } from "../api/users";
import { useAdminChanged, useAdminQuery } from "../api/use-admin-query";
import { adminQueries } from "../api/admin-queries";
import { useAdminWrite } from "../api/use-admin-write";
import { usersText } from "~/app/content/admin";

/**
 * Whether every desk account needs sign-in codes (docs/decisions/0072), off by default. A change
 * is saved at once and said in a toast; the audit log records it.
 */
export function SecondFactorSetting() {
  const id = useId();
  const adminChanged = useAdminChanged();
  const setting = useAdminQuery(adminQueries.secondFactorSetting());
  // The box shows the choice at once; the setting read again after it takes over when it agrees.
  const [choice, setChoice] = useState<boolean | null>(null);
  const stored = setting.data?.required;
  useEffect(() => {
    if (stored === choice) setChoice(null);
  }, [stored, choice]);

  const saving = useAdminWrite(setSecondFactorRequired, {
    said: (answer) => answer.message,
    onDone: adminChanged,
    onFailure: () => setChoice(null),
  });
  function change(required: boolean) {
    setChoice(required);
    saving.send(required);
  }

  if (setting.data === undefined) return null;
  return (
    <section className="admin-panel second-factor-setting" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="admin-panel__title">
        {usersText.settingHeading}
      </h2>
      <div className="account-form__show">
        <input
          id={`${id}-required`}
          type="checkbox"
          checked={choice ?? setting.data.required}
          disabled={saving.busy}
          aria-describedby={`${id}-hint`}
          onChange={(event) => change(event.target.checked)}
        />
        <label htmlFor={`${id}-required`}>{usersText.settingLabel}</label>
      </div>
      <p id={`${id}-hint`} className="field__hint">
        {usersText.settingHint}
      </p>
    </section>
  );
}
