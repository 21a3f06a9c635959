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

/** A column as a query names it ("submissions.created_at") and as its row holds it ("created_at"). */
type ColumnOf<Qualified extends string> = Qualified extends `submissions.${infer Column}` ? Column : never;

type CaseFactColumn = ColumnOf<(typeof CASE_FACT_COLUMNS)[number]>;

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

// The admin API's reply (shared/schemas/admin-replies.ts) is a Zod schema the dashboard shares,
// so it cannot import the database's types. These checks tie it to the table instead: a column
// added to the table must be named above, as internal, a case fact or one the admin reads; one
// the admin reads must be selected and be in the reply; the reply may hold nothing else. Each
// fails `npm run typecheck` when the two sides differ.

/** created_at → createdAt: a column as the admin API names it. */
type CamelCase<Name extends string> = Name extends `${infer Head}_${infer Tail}`
  ? `${Head}${Capitalize<CamelCase<Tail>>}`
  : Name;
type CamelCased<Row> = { [Column in keyof Row & string as CamelCase<Column>]: Row[Column] };

/** True when A and B are the same type, not merely assignable one to the other. */
type Same<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
/** Compiles only when its condition is true. */
type Holds<Condition extends true> = Condition;

/** Every column of AdminSubmissionRow is selected by ADMIN_SUBMISSION_COLUMNS, and nothing else. */
type _AdminColumnsSelected = Holds<Same<ColumnOf<(typeof ADMIN_SUBMISSION_COLUMNS)[number]>, keyof AdminSubmissionRow>>;
/** The reply is the row but its id, each field named in camelCase and of the column's type. */
type _AdminReplyIsTheRow = Holds<Same<AdminSubmission, CamelCased<Omit<AdminSubmissionRow, "id">>>>;
/** The reply's case facts are the case fact columns, in camelCase (toCaseFacts turns 0/1 into booleans). */
type _CaseFactsAreTheColumns = Holds<Same<keyof CaseFacts, CamelCase<CaseFactColumn>>>;

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
