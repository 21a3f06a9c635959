import { languageCode } from "~/shared/translations";
import { createHash } from "node:crypto";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import { composeCaseLinkMail } from "../mail/case-link-mail";
import { queueMails } from "../mail/outbox-store";
import { countRequest } from "../db/rate-limit-store";

// "Lost your link?" (docs/decisions/0025): a reference and the e-mail address it was sent with
// queue a fresh case link to the address on file. The caller answers before this runs and the
// answer never depends on it, so neither the answer nor its timing says whether they matched.
// Only a match is counted: counting every try would let anyone who knows a reference use up
// its victim's allowance with wrong addresses.

export const lostLinkCap = {
  /** Fresh links one mailbox may be sent in a window, whichever of its cases they are for. */
  perAddress: 3,
  /** Fresh links one case may be sent in a window. */
  perCase: 3,
  windowMs: 24 * 60 * 60 * 1000,
} as const;

export type LostLinkOutcome = "queued" | "no match" | "over the cap";

/** Keys hold a hash of the address, never the address, like the acknowledgement cap's. */
function addressCountKey(address: string): string {
  return `case links to ${createHash("sha256").update(address.trim().toLowerCase()).digest("hex")}`;
}

function caseCountKey(submissionId: number): string {
  return `case links for submission ${submissionId}`;
}

/** The counts that name a submission or its address: erasing the submission erases them. */
export function lostLinkCountKeys(submissionId: number, address: string): string[] {
  return [caseCountKey(submissionId), addressCountKey(address)];
}

export async function queueFreshCaseLink(
  db: Kysely<Database>,
  asked: { reference: string; email: string },
  now: Date,
): Promise<LostLinkOutcome> {
  return db.transaction().execute(async (trx) => {
    const submission = await trx
      .selectFrom("submissions")
      .select(["id", "email", "status", "language"])
      .where("reference", "=", asked.reference)
      .executeTakeFirst();
    const matches =
      submission !== undefined &&
      // A request closed as "This wasn't me" stays closed to everyone.
      submission.status !== "spam" &&
      submission.email !== "" &&
      submission.email.trim().toLowerCase() === asked.email.trim().toLowerCase();
    if (!matches) return "no match";
    const byAddress = await countRequest(trx, addressCountKey(submission.email), lostLinkCap.windowMs, now);
    const byCase = await countRequest(trx, caseCountKey(submission.id), lostLinkCap.windowMs, now);
    if (byAddress.current > lostLinkCap.perAddress || byCase.current > lostLinkCap.perCase) return "over the cap";
    // To the address on file, as it was typed then, not as it was typed now.
    await queueMails(
      trx,
      submission.id,
      [composeCaseLinkMail(asked.reference, submission.email, languageCode(submission.language))],
      now,
    );
    return "queued";
  });
}
