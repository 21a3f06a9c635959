import { useId, useState } from "react";
import { undoNotMe } from "../api/submissions";
import { useAdminSession } from "../session";
import { detailText } from "~/app/content/admin";
import { useToast } from "~/app/components/toast";
import { successMessageSchema } from "~/shared/schemas/api-responses";
import { ADMIN_TOAST_MS } from "../constants";
import { errorMessage } from "../error-message";

/**
 * A case closed as "This wasn't me": the desk can reopen it when the person was the victim after
 * all (docs/decisions/0058). It sends no link; the victim asks for one with "Lost your link?".
 */
export function UndoNotMe({ reference, onUndone }: { reference: string; onUndone: () => void }) {
  const id = useId();
  const showToast = useToast();
  const { endSessionIfRefused } = useAdminSession();
  const [busy, setBusy] = useState(false);

  async function undo() {
    setBusy(true);
    try {
      const answer = successMessageSchema.safeParse(await undoNotMe(reference));
      showToast({
        tone: "success",
        message: answer.success ? answer.data.message : detailText.notMeButton,
        durationMs: ADMIN_TOAST_MS,
      });
      onUndone();
    } catch (error) {
      if (!endSessionIfRefused(error))
        showToast({ tone: "error", message: errorMessage(error), durationMs: ADMIN_TOAST_MS });
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="detail__section" aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`}>{detailText.notMeHeading}</h3>
      <p className="detail__muted">{detailText.notMeIntro}</p>
      <button type="button" className="button button--secondary" onClick={() => void undo()} disabled={busy}>
        {detailText.notMeButton}
      </button>
    </section>
  );
}
