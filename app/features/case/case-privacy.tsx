import { useState } from "react";
import { caseApiPaths } from "~/shared/routes";
import type { CaseView } from "~/shared/schemas/case";
import { useCaseWords } from "./case-words";
import { RememberOnThisPhone } from "./remember-on-this-phone";

// Who can see the case, and the person's ways to stop that: remember it on this phone or not,
// close it here, or revoke every link to it (after a second "yes").

type Shown = CaseView["case"];

export function CasePrivacy({ shown, onEnd }: { shown: Shown; onEnd: (url: string) => void }) {
  const text = useCaseWords().page;
  const [confirmingRevoke, setConfirmingRevoke] = useState(false);
  return (
    <section className="case-page__privacy" aria-labelledby="case-privacy-heading">
      <h3 id="case-privacy-heading" className="case-page__subheading">
        {text.privacyHeading}
      </h3>
      <p>{text.privacyText}</p>
      <p>{text.sharedPhone}</p>
      <RememberOnThisPhone shown={shown} />
      <div className="case-page__actions">
        <button type="button" className="button button--secondary" onClick={() => onEnd(caseApiPaths.close)}>
          {text.close}
        </button>
        {confirmingRevoke ? (
          <div className="case-page__confirm" role="group" aria-label={text.revoke}>
            <p>{text.revokeConfirm}</p>
            <button type="button" className="button button--danger" onClick={() => onEnd(caseApiPaths.revokeLinks)}>
              {text.revokeYes}
            </button>
            <button type="button" className="button button--secondary" onClick={() => setConfirmingRevoke(false)}>
              {text.revokeNo}
            </button>
          </div>
        ) : (
          <button type="button" className="button button--secondary" onClick={() => setConfirmingRevoke(true)}>
            {text.revoke}
          </button>
        )}
      </div>
    </section>
  );
}
