import { useState } from "react";
import { useCaseWords } from "./case-words";

// Opened from the mail's "This wasn't me" link (docs/decisions/0058), the page asks before doing
// anything: say it was not them, or open the case after all.

export function NotMeQuestion({ onNotMe, onOpen }: { onNotMe: () => Promise<void>; onOpen: () => void }) {
  const text = useCaseWords().page;
  const [busy, setBusy] = useState(false);
  return (
    <section className="form-card case-page__code" aria-labelledby="not-me-heading">
      <h2 id="not-me-heading" className="form-card__title">
        {text.notMeHeading}
      </h2>
      <p>{text.notMeText}</p>
      <div className="case-page__actions">
        <button
          type="button"
          className="button button--primary"
          disabled={busy}
          aria-busy={busy || undefined}
          onClick={() => {
            setBusy(true);
            void onNotMe();
          }}
        >
          {text.notMeConfirm}
        </button>
        <button type="button" className="button button--secondary" disabled={busy} onClick={onOpen}>
          {text.notMeOpen}
        </button>
      </div>
    </section>
  );
}
