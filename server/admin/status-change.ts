import type { Transaction } from "kysely";
import type { SubmissionStatus } from "~/shared/schemas/admin";
import { recordAudit, type AuditActor } from "../audit/audit-log";
import type { Database } from "../db/schema";
import { refreshCaseDeadline } from "../cases/case-deadline";
import { refreshWaitingForVictim } from "../cases/case-messages";

// A case's status, changed inside a transaction that also does the work behind the change: a
// status set by hand (casework-store.ts), a bulk action, a merge, or the desk's first answer
// starting a new case (docs/decisions/0062).

/**
 * A status change inside the caller's transaction, with everything that follows from it (the
 * deadline, waiting for the victim) and its audit entry; `detail` adds to the entry (a bulk
 * action says so). The status it already has changes nothing and records nothing.
 */
export async function setStatusWithin(
  trx: Transaction<Database>,
  current: { id: number; reference: string; status: SubmissionStatus },
  status: SubmissionStatus,
  actor: AuditActor,
  now: Date,
  detail: Record<string, unknown> = {},
): Promise<void> {
  if (current.status === status) return;
  await trx
    .updateTable("submissions")
    // Once the desk has set a status, a "This wasn't me" closure is no longer there to undo.
    .set({ status, status_before_not_me: null, updated_at: now.toISOString() })
    .where("id", "=", current.id)
    .execute();
  // A closed case has no deadline; a reopened one has its own again.
  await refreshCaseDeadline(trx, current.id, now);
  await refreshWaitingForVictim(trx, current.id);
  await recordAudit(trx, {
    actor,
    action: "submission.status_changed",
    targetType: "submission",
    targetId: current.reference,
    detail: { from: current.status, to: status, ...detail },
    now,
  });
}

/** What started a new case's work, as its audit entry names it. */
export type WorkStartedBy = "desk_message" | "desk_contact";

/**
 * The desk answered the person (a message or a recorded call): a case still New is now being
 * worked, so it leaves the New tab in the same transaction as the answer, audited as any status
 * change is. A case in any other status keeps it.
 */
export async function startNewCaseWithin(
  trx: Transaction<Database>,
  current: { id: number; reference: string; status: SubmissionStatus },
  actor: AuditActor,
  now: Date,
  startedBy: WorkStartedBy,
): Promise<void> {
  if (current.status !== "new") return;
  await setStatusWithin(trx, current, "in_progress", actor, now, { startedBy });
}
