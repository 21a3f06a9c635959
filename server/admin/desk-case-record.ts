import type { Kysely } from "kysely";
import type { SubmissionDetail } from "~/shared/schemas/admin-replies";
import type { DeskCaseProgress } from "~/shared/schemas/desk-case-record";
import type { Database } from "../db/schema";
import { listCaseTransactions, totalPaise } from "../cases/case-transactions";
import { storedCaseProgress } from "../cases/case-view";

// What the person entered on their case page, for the desk's detail of the case: read with the
// case page's own readers (server/cases/), so both show the same rows.

type DeskCaseRecord = Pick<SubmissionDetail, "transactions" | "transactionsTotalPaise" | "progress">;

/** A case's transactions with their total, and its progress: one query each. */
export async function deskCaseRecord(db: Kysely<Database>, submissionId: number): Promise<DeskCaseRecord> {
  const transactions = await listCaseTransactions(db, submissionId);
  const progress = await storedCaseProgress(db, submissionId);
  return {
    transactions,
    transactionsTotalPaise: totalPaise(transactions),
    progress: progress === undefined ? null : toDeskCaseProgress(progress),
  };
}

function toDeskCaseProgress(row: NonNullable<Awaited<ReturnType<typeof storedCaseProgress>>>): DeskCaseProgress {
  return {
    helplineCalledAt: row.helpline_called_at,
    helplineAcknowledgement: row.helpline_acknowledgement,
    portalComplaintFinished: row.portal_complaint_finished === 1,
    bankToldAt: row.bank_told_at,
    bankReference: row.bank_reference,
    bankRepliedOn: row.bank_replied_on,
    bankName: row.bank_name,
    harm: row.harm,
    personIsMinor: row.person_is_minor,
  };
}
