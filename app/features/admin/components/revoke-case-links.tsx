import { useId } from "react";
import { revokeCaseLinks } from "../api/submissions";
import { useAdminWrite } from "../api/use-admin-write";
import { detailText } from "~/app/content/admin";
import { successMessageSchema } from "~/shared/schemas/api-responses";

/** Ends every link, session and remembered phone of the submission's case page (docs/decisions/0025). */
export function RevokeCaseLinks({ reference }: { reference: string }) {
  const id = useId();
  const revoke = useAdminWrite(() => revokeCaseLinks(reference), {
    said: (reply) => {
      const answer = successMessageSchema.safeParse(reply);
      return answer.success ? answer.data.message : detailText.caseLinksButton;
    },
  });

  return (
    <section className="detail__section" aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`}>{detailText.caseLinksHeading}</h3>
      <p className="detail__muted">{detailText.caseLinksIntro}</p>
      <button type="button" className="button button--secondary" onClick={() => revoke.send()} disabled={revoke.busy}>
        {detailText.caseLinksButton}
      </button>
    </section>
  );
}
