import type { Kysely } from "kysely";
import { CONTACT_CHANNEL_LABELS } from "~/shared/labels";
import type { ContactChannel } from "~/shared/schemas/admin";
import type { ContactRecorded } from "~/shared/schemas/admin-replies";
import { recordAudit, type AuditActor } from "../audit/audit-log";
import type { Database } from "../db/schema";
import { recordFirstResponse } from "../cases/first-response";
import { insertSubmissionNote } from "./casework-store";
import { startNewCaseWithin } from "./status-change";
import { dialectOf } from "../db/dialect";

// "Contacted by phone / WhatsApp" (docs/decisions/0034): the desk reached the person outside
// the case page. It is kept as one of the case's notes, which is where the desk already reads
// what happened on a case, and counts as a first response when the case has none yet.

/** The note's text: the channel in words, then what the desk wrote, if anything. */
function contactNoteBody(channel: ContactChannel, note: string): string {
  const heading = `Contacted by ${CONTACT_CHANNEL_LABELS[channel]}`;
  return note === "" ? `${heading}.` : `${heading}: ${note}`;
}

/**
 * Stores the call as a note, sets the first response if the case had none, and writes the audit
 * entry, all in one transaction. Undefined for an unknown reference, with nothing stored. The
 * audit entry names the channel and whether it was the first response, never the note's words.
 */
export async function recordDeskContact(
  db: Kysely<Database>,
  reference: string,
  contact: { channel: ContactChannel; note: string },
  author: AuditActor & { id: number },
  now: Date,
): Promise<ContactRecorded | undefined> {
  return db.transaction().execute(async (trx) => {
    let find = trx.selectFrom("submissions").select(["id", "reference", "status"]).where("reference", "=", reference);
    // A message and a call at once must not both start the case: on PostgreSQL the row is locked
    // until this commits, as sending a message locks it. SQLite writes one transaction at a time.
    if (dialectOf(db) === "postgres") find = find.forUpdate();
    const submission = await find.executeTakeFirst();
    if (!submission) return undefined;
    const note = await insertSubmissionNote(
      trx,
      submission.id,
      contactNoteBody(contact.channel, contact.note),
      author,
      now,
    );
    // A call is work begun as a message is (docs/decisions/0062).
    await startNewCaseWithin(trx, submission, author, now, "desk_contact");
    const firstResponse = await recordFirstResponse(trx, submission.id, now);
    const { first_response_at } = await trx
      .selectFrom("submissions")
      .select("first_response_at")
      .where("id", "=", submission.id)
      .executeTakeFirstOrThrow();
    await recordAudit(trx, {
      actor: author,
      action: "submission.contacted",
      targetType: "submission",
      targetId: reference,
      detail: { channel: CONTACT_CHANNEL_LABELS[contact.channel], noteId: note.id, firstResponse },
      now,
    });
    return {
      note,
      firstResponseAt: first_response_at ?? now.toISOString(),
    };
  });
}
