import { useId, useState } from "react";
import { revokeCaseLinks } from "../api/submissions";
import { useAdminSession } from "../session";
import { detailText } from "~/app/content/admin";
import { useToast } from "~/app/components/toast";
import { successMessageSchema } from "~/shared/schemas/api-responses";
import { ADMIN_TOAST_MS } from "../constants";
import { errorMessage } from "../error-message";

/** Ends every link, session and remembered phone of the submission's case page (docs/decisions/0025). */
export function RevokeCaseLinks({ reference }: { reference: string }) {
  const id = useId();
  const showToast = useToast();
  const { endSessionIfRefused } = useAdminSession();
  const [busy, setBusy] = useState(false);

  async function revoke() {
    setBusy(true);
    try {
      const answer = successMessageSchema.safeParse(await revokeCaseLinks(reference));
      showToast({
        tone: "success",
        message: answer.success ? answer.data.message : detailText.caseLinksButton,
        durationMs: ADMIN_TOAST_MS,
      });
    } catch (error) {
      if (!endSessionIfRefused(error))
        showToast({ tone: "error", message: errorMessage(error), durationMs: ADMIN_TOAST_MS });
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="detail__section" aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`}>{detailText.caseLinksHeading}</h3>
      <p className="detail__muted">{detailText.caseLinksIntro}</p>
      <button type="button" className="button button--secondary" onClick={() => void revoke()} disabled={busy}>
        {detailText.caseLinksButton}
      </button>
    </section>
  );
}
