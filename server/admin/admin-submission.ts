import type { Selectable } from "kysely";
import type { AdminSubmission } from "~/shared/schemas/admin-replies";
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

export type AdminSubmissionRow = Selectable<SubmissionsTable>;

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
