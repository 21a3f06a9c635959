import { useEffect, useId, useRef } from "react";
import { usersText } from "~/app/content/admin";
import { useToast } from "~/app/components/toast";
import { formatDateTime } from "../format";
import { ADMIN_TOAST_MS } from "../constants";
import type { ShownResetLink } from "./use-users-view";

/**
 * The one showing of a reset link: the server's words on passing it on, the link to copy, until
 * when it works. Focus moves here so a screen reader hears it; Done removes it for good.
 */
export function ResetLinkPanel({ shown, onDone }: { shown: ShownResetLink; onDone: () => void }) {
  const id = useId();
  const showToast = useToast();
  const linkRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    linkRef.current?.focus();
    linkRef.current?.select();
  }, [shown.link]);

  async function copy() {
    try {
      await navigator.clipboard.writeText(shown.link);
      showToast({ tone: "success", message: usersText.copied, durationMs: ADMIN_TOAST_MS });
    } catch {
      // No clipboard (an insecure origin, a refused permission): the link stays selected to copy by hand.
      linkRef.current?.select();
    }
  }

  return (
    <section className="admin-panel reset-link" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="admin-panel__title">
        {usersText.resetLinkHeading(shown.name)}
      </h2>
      <p>{shown.message}</p>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-link`}>
          {usersText.resetLinkLabel}
        </label>
        <input
          ref={linkRef}
          id={`${id}-link`}
          className="field__control reset-link__value"
          type="text"
          readOnly
          value={shown.link}
          aria-describedby={`${id}-until`}
        />
        <p id={`${id}-until`} className="field__hint">
          {usersText.resetLinkUntil(formatDateTime(shown.expiresAt))}
        </p>
      </div>
      <div className="form__actions">
        <button type="button" className="button button--primary" onClick={() => void copy()}>
          {usersText.copyLink}
        </button>
        <button type="button" className="button button--secondary" onClick={onDone}>
          {usersText.doneWithLink}
        </button>
      </div>
    </section>
  );
}
