import type { Kysely } from "kysely";
import type { LetterFacts } from "~/shared/letters";
import type { Database } from "../db/schema";
import { listEvidence } from "../evidence/evidence-store";
import { caseTransactionsView } from "./case-transactions";

// The facts a case's letters are drafted from (shared/letters, decision 0028), read from the
// stored request, what the victim says they have done, their transactions and their evidence.

// Whole rupees, as the help form takes them.
const rupees = new Intl.NumberFormat("en-IN", { style: "currency", currency: "INR", maximumFractionDigits: 0 });

const instant = (iso: string | null | undefined) => (iso ? new Date(iso) : null);

export async function caseLetterFacts(db: Kysely<Database>, submissionId: number): Promise<LetterFacts | undefined> {
  const row = await db.selectFrom("submissions").selectAll().where("id", "=", submissionId).executeTakeFirst();
  if (!row) return undefined;
  const progress = await db
    .selectFrom("case_progress")
    .selectAll()
    .where("submission_id", "=", submissionId)
    .executeTakeFirst();
  return {
    reference: row.reference,
    name: row.name,
    email: row.email,
    phone: row.phone,
    city: row.city,
    state: row.state,
    account: row.message,
    happenedAt: instant(row.incident_at),
    timeUnknown: Boolean(row.incident_time_unknown),
    paymentApproval: row.payment_approval === "" ? null : row.payment_approval,
    paidFrom: row.paid_from === "" ? null : row.paid_from,
    amountLostText: row.amount_lost === null ? null : rupees.format(Number(row.amount_lost)),
    helplineCalledAt: instant(progress?.helpline_called_at),
    helplineAcknowledgement: progress?.helpline_acknowledgement ?? "",
    portalComplaintFinished: progress?.portal_complaint_finished === 1,
    bankToldAt: instant(progress?.bank_told_at),
    bankReference: progress?.bank_reference ?? "",
    ...(await caseTransactionsView(db, submissionId)),
    evidence: await listEvidence(db, submissionId),
  };
}
