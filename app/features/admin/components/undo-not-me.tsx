import { useId } from "react";
import { undoNotMe } from "../api/submissions";
import { useAdminWrite } from "../api/use-admin-write";
import { detailText } from "~/app/content/admin";
import { successMessageSchema } from "~/shared/schemas/api-responses";

/**
 * A case closed as "This wasn't me": the desk can reopen it when the person was the victim after
 * all (docs/decisions/0058). It sends no link; the victim asks for one with "Lost your link?".
 */
export function UndoNotMe({ reference, onUndone }: { reference: string; onUndone: () => void }) {
  const id = useId();
  const undo = useAdminWrite(() => undoNotMe(reference), {
    said: (reply) => {
      const answer = successMessageSchema.safeParse(reply);
      return answer.success ? answer.data.message : detailText.notMeButton;
    },
    onDone: onUndone,
  });

  return (
    <section className="detail__section" aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`}>{detailText.notMeHeading}</h3>
      <p className="detail__muted">{detailText.notMeIntro}</p>
      <button type="button" className="button button--secondary" onClick={() => undo.send()} disabled={undo.busy}>
        {detailText.notMeButton}
      </button>
    </section>
  );
}
