import type { ColumnType, Generated } from "kysely";
import type { TopicSlug } from "../../shared/routes";

// The tables as the queries see them. Kysely checks every query against this at compile time.

export const SUBMISSION_KINDS = ["help_request", "contact_message", "post_query"] as const;
export type SubmissionKind = (typeof SUBMISSION_KINDS)[number];

export const SUBMISSION_STATUSES = ["new", "in_progress", "resolved", "spam"] as const;
export type SubmissionStatus = (typeof SUBMISSION_STATUSES)[number];

/** Text the database fills with '' when an insert leaves it out. */
type TextWithDefault = ColumnType<string, string | undefined, string>;

/** Every form the public can send, one row each; see docs/decisions/0002-one-submissions-table.md. */
export interface SubmissionsTable {
  id: Generated<number>;
  /** Shown to the visitor, e.g. CH-7K3Q9M. */
  reference: string;
  kind: SubmissionKind;
  name: string;
  email: string;
  phone: TextWithDefault;
  state: TextWithDefault;
  city: TextWithDefault;
  subject: TextWithDefault;
  /** The help request's query, the contact message or the post query message. */
  message: TextWithDefault;
  topic: TopicSlug | null;
  /** Path of the page the form was sent from. */
  page: TextWithDefault;
  status: ColumnType<SubmissionStatus, SubmissionStatus | undefined, SubmissionStatus>;
  /** ISO-8601 UTC with milliseconds, the same text on SQLite and PostgreSQL, so it sorts as time. */
  created_at: string;
  updated_at: string;
}

export interface Database {
  submissions: SubmissionsTable;
}
