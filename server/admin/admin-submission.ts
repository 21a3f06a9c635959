import type { Selectable } from "kysely";
import type { AdminSubmission, CaseFacts } from "~/shared/schemas/admin-replies";
import type { SubmissionsTable } from "../db/schema";

// A submission as the admin API shows it. The columns are named, never `select *`, so a column
// only the database uses (PostgreSQL's search vector) never leaves it.

export const ADMIN_SUBMISSION_COLUMNS = [
  "submissions.id",
  "submissions.reference",
  "submissions.kind",
  "submissions.name",
  "submissions.email",
  "submissions.phone",
  "submissions.state",
  "submissions.city",
  "submissions.subject",
  "submissions.message",
  "submissions.topic",
  "submissions.page",
  "submissions.status",
  "submissions.created_at",
  "submissions.updated_at",
] as const;

/** A help request's optional case facts (docs/decisions/0023): read for one submission's detail only. */
export const CASE_FACT_COLUMNS = [
  "submissions.contact_preference",
  "submissions.incident_at",
  "submissions.incident_time_unknown",
  "submissions.payment_approval",
  "submissions.paid_from",
  "submissions.payment_method",
  "submissions.amount_lost",
  "submissions.threatened_now",
] as const;

type CaseFactColumn =
  | "contact_preference"
  | "incident_at"
  | "incident_time_unknown"
  | "payment_approval"
  | "paid_from"
  | "payment_method"
  | "amount_lost"
  | "threatened_now";

/**
 * Columns the admin reads apart or never shows: the assignee with its member's name
 * (./assignment.ts), the inbox's own columns (./inbox.ts), the retention job's notice, and the
 * response times (../cases/first-response.ts), the first hours' tier and rank (../cases/first-hours.ts), and the contact keys and merge of possible
 * duplicates (./duplicates.ts), and the person's language and the status a "This wasn't me"
 * closure kept (read for the detail), and when the case was first opened from a mailed link
 * (the victim's page alone reads it).
 */
type InternalColumn =
  | "assigned_to"
  | "next_deadline_at"
  | "waiting_for_victim"
  | "retention_notice_at"
  | "first_response_at"
  | "response_due_at"
  | "email_key"
  | "phone_key"
  | "duplicate_of"
  | "language"
  | "status_before_not_me"
  | "first_hours_tier"
  | "first_hours_rank"
  | "amount_in_transactions"
  | "opened_from_mail_at";

export type AdminSubmissionRow = Omit<Selectable<SubmissionsTable>, CaseFactColumn | InternalColumn>;

export function toCaseFacts(row: Pick<Selectable<SubmissionsTable>, CaseFactColumn>): CaseFacts {
  return {
    contactPreference: row.contact_preference,
    incidentAt: row.incident_at,
    incidentTimeUnknown: row.incident_time_unknown === 1,
    paymentApproval: row.payment_approval,
    paidFrom: row.paid_from,
    paymentMethod: row.payment_method,
    amountLost: row.amount_lost === null ? null : Number(row.amount_lost),
    threatenedNow: row.threatened_now === 1,
  };
}

export function toAdminSubmission(row: AdminSubmissionRow): AdminSubmission {
  return {
    reference: row.reference,
    kind: row.kind,
    name: row.name,
    email: row.email,
    phone: row.phone,
    state: row.state,
    city: row.city,
    subject: row.subject,
    message: row.message,
    topic: row.topic,
    page: row.page,
    status: row.status,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}
