import { z } from "zod/mini";
import { limits } from "../constants";
import { INDIAN_STATES } from "../states";
import { TOPIC_SLUGS, type TopicSlug } from "../routes";
import { tooLongMessage, typeableText } from "./fields";

// The admin API's contract: what the dashboard asks (query strings, bodies) and what it gets
// back. The server parses with these schemas; the dashboard builds its requests from the types.

export const SUBMISSION_KINDS = ["help_request", "contact_message", "post_query"] as const;
export type SubmissionKind = (typeof SUBMISSION_KINDS)[number];

export const SUBMISSION_STATUSES = ["new", "in_progress", "resolved", "spam"] as const;
export type SubmissionStatus = (typeof SUBMISSION_STATUSES)[number];

export const SUBMISSION_SORTS = ["created_at", "name"] as const;
export type SubmissionSort = (typeof SUBMISSION_SORTS)[number];

const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

const blankToUndefined = (value: unknown) => (typeof value === "string" && value.trim() === "" ? undefined : value);

const positiveInt = (fallback: number) =>
  z._default(z.coerce.number().check(z.int("Please send a whole number."), z.minimum(1, "Please send 1 or more.")), fallback);

/**
 * GET /api/admin/submissions and /api/admin/submissions.csv. Dates are days in India
 * (Asia/Kolkata), inclusive at both ends.
 */
export const submissionListQuerySchema = z.object({
  kind: z.optional(z.enum(SUBMISSION_KINDS)),
  status: z.optional(z.enum(SUBMISSION_STATUSES)),
  state: z.optional(z.enum(INDIAN_STATES)),
  topic: z.optional(z.enum(TOPIC_SLUGS)),
  from: z.optional(z.string().check(z.regex(DATE_PATTERN, "Please send a date as YYYY-MM-DD."))),
  to: z.optional(z.string().check(z.regex(DATE_PATTERN, "Please send a date as YYYY-MM-DD."))),
  /** Words matched against name, e-mail, reference and the text; every word must match. */
  q: z.optional(
    z.string().check(z.trim(), z.maxLength(limits.adminSearchMax, tooLongMessage(limits.adminSearchMax)), typeableText()),
  ),
  sort: z._default(z.enum(SUBMISSION_SORTS), "created_at"),
  order: z._default(z.enum(["asc", "desc"]), "desc"),
  page: positiveInt(1),
  pageSize: z._default(
    z.pipe(
      z.coerce.number(),
      z.union(limits.adminPageSizes.map((size) => z.literal(size)) as unknown as [z.ZodMiniLiteral<number>]),
    ),
    limits.adminDefaultPageSize,
  ),
});
export type SubmissionListQuery = z.output<typeof submissionListQuerySchema>;
export type SubmissionListParams = Partial<z.input<typeof submissionListQuerySchema>>;

/** Drops blank query-string values before parsing, as a form's empty select sends "". */
export function withoutBlankParams(query: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(query).filter(([, value]) => blankToUndefined(value) !== undefined));
}

export const statusUpdateSchema = z.object({
  status: z.enum(SUBMISSION_STATUSES, { error: "Please choose a status from the list." }),
});

export const noteSchema = z.object({
  body: z
    .string({ error: "Please write a note." })
    .check(
      z.trim(),
      z.minLength(1, "Please write a note."),
      z.maxLength(limits.noteMax, tooLongMessage(limits.noteMax)),
      // The same rule as every form field: PostgreSQL cannot store a NUL.
      typeableText(),
    ),
});

export const reportQuerySchema = z.object({
  days: z._default(
    z.pipe(z.coerce.number(), z.union(limits.reportWindowsDays.map((days) => z.literal(days)) as unknown as [z.ZodMiniLiteral<number>])),
    limits.reportWindowsDays[0],
  ),
});

export const pageQuerySchema = z.object({ page: positiveInt(1) });

// ---- Answers ----

export interface AdminSubmission {
  reference: string;
  kind: SubmissionKind;
  name: string;
  email: string;
  phone: string;
  state: string;
  city: string;
  subject: string;
  /** The help request's query, the contact message or the post query's message. */
  message: string;
  topic: TopicSlug | null;
  page: string;
  status: SubmissionStatus;
  createdAt: string;
  updatedAt: string;
}

export interface SubmissionNote {
  id: number;
  authorName: string;
  body: string;
  createdAt: string;
}

export const MAIL_STATUSES = ["queued", "sending", "sent", "failed"] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];

/** Every accepted submission queues two mails: an alert to the desk and an acknowledgement to the person. */
export const MAIL_PURPOSES = ["desk_alert", "acknowledgement"] as const;
export type MailPurpose = (typeof MAIL_PURPOSES)[number];

/** One of a submission's mails, as its detail view shows it. */
export interface SubmissionMail {
  id: number;
  purpose: MailPurpose;
  to: string;
  status: MailStatus;
  attempts: number;
  /** When a queued mail is tried next. */
  nextAttemptAt: string;
  sentAt: string | null;
  lastError: string | null;
}

export interface SubmissionDetail extends AdminSubmission {
  notes: SubmissionNote[];
  /** Oldest first; empty for a submission stored before mail was added. */
  mails: SubmissionMail[];
}

export interface Paged<Item> {
  items: Item[];
  page: number;
  pageSize: number;
  /** Matches, counted up to limits.adminCountCap. */
  total: number;
  /** True when there are more matches than `total` says. */
  totalIsCapped: boolean;
}

export type SubmissionList = Paged<AdminSubmission>;

export interface RecentSubmission {
  reference: string;
  kind: SubmissionKind;
  name: string;
  email: string;
  message: string;
  createdAt: string;
}

/** GET /api/admin/dashboard */
export interface DashboardData {
  name: string;
  counts: Record<SubmissionKind, number>;
  /** SPEC.md 5's Recent Submissions rule: at most 5, newest first, only entries with content. */
  recent: RecentSubmission[];
}

export interface AdminUser {
  id: number;
  name: string;
  email: string;
  role: "admin";
  status: "pending" | "active" | "disabled";
  createdAt: string;
  updatedAt: string;
}

export interface AuditEntry {
  id: number;
  actorName: string;
  actorEmail: string;
  action: string;
  targetType: string | null;
  targetId: string | null;
  detail: Record<string, unknown>;
  createdAt: string;
}

export type AuditLogPage = Paged<AuditEntry>;

export const outboxQuerySchema = z.object({
  status: z.optional(z.enum(MAIL_STATUSES)),
  page: positiveInt(1),
});

export interface OutboxEntry {
  id: number;
  purpose: MailPurpose;
  to: string;
  subject: string;
  status: MailStatus;
  attempts: number;
  /** When a queued mail is tried next. */
  nextAttemptAt: string;
  lastError: string | null;
  sentAt: string | null;
  createdAt: string;
  /** The submission it is about; null once that submission was erased (the mail goes with it). */
  reference: string | null;
}

/** GET /api/admin/outbox?status&page */
export interface OutboxPage extends Paged<OutboxEntry> {
  counts: Record<MailStatus, number>;
  /** False when SMTP_URL is not set: mail is kept and logged, not sent. */
  sending: boolean;
}

/** GET /api/admin/report?days=30|90; days are India's calendar days, oldest first, none missing. */
export interface ReportData {
  days: number;
  from: string;
  to: string;
  perDay: ({ date: string } & Record<SubmissionKind, number>)[];
  byState: { state: string; count: number }[];
  byTopic: { topic: string; count: number }[];
  byStatus: { status: SubmissionStatus; count: number }[];
}
