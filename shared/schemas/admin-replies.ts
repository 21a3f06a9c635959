import { z } from "zod/mini";
import { LANGUAGE_CODES } from "../language-codes";
import { deskEvidenceFileSchema } from "./evidence";
import { stepTextSchema } from "./case-view";
import { deskCaseProgressSchema, deskCaseRemindersSchema, deskCaseTransactionSchema } from "./desk-case-record";
import type { $ZodType } from "zod/v4/core";
import { TOPIC_SLUGS } from "../routes";
import { CONTACT_PREFERENCES, PAID_FROM, PAYMENT_APPROVALS, PAYMENT_METHODS } from "./case-facts";
import {
  FIRST_HOURS_TIERS,
  INBOX_TABS,
  MAIL_PURPOSES,
  MAIL_STATUSES,
  SUBMISSION_KINDS,
  SUBMISSION_STATUSES,
  USER_ROLES,
} from "./admin";

// What the admin API answers, read by the dashboard and declared by the server on its routes, so
// Fastify writes exactly these fields: no database column (an id, a search vector) can leak.
// The dashboard imports only the types, so these schemas stay out of the browser.

const count = z.int().check(z.nonnegative());

/** One count per key, in the keys' order: { help_request: 3, contact_message: 0, ... }. */
function countsOf<const Keys extends readonly string[]>(keys: Keys) {
  return Object.fromEntries(keys.map((key) => [key, count])) as Record<Keys[number], typeof count>;
}

/** A page of a list: the items and what the pager needs. */
function pagedSchema<Item extends $ZodType>(item: Item) {
  return z.object({
    items: z.array(item),
    page: z.int(),
    pageSize: z.int(),
    /** Matches, counted up to limits.adminCountCap. */
    total: count,
    /** True when there are more matches than `total` says. */
    totalIsCapped: z.boolean(),
  });
}

/** Any page, whatever its items (the pager reads only the rest). */
export type Paged<Item> = Omit<z.output<ReturnType<typeof pagedSchema<$ZodType>>>, "items"> & { items: Item[] };

/** Whether a page has one after it; when the server stopped counting, a full page may. */
export function hasNextPage({ page, pageSize, total, totalIsCapped, items }: Paged<unknown>): boolean {
  return totalIsCapped ? items.length === pageSize : page < Math.ceil(total / pageSize);
}

export const adminSubmissionSchema = z.object({
  reference: z.string(),
  kind: z.enum(SUBMISSION_KINDS),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  state: z.string(),
  city: z.string(),
  subject: z.string(),
  /** The help request's query, the contact message or the post query's message. */
  message: z.string(),
  topic: z.nullable(z.enum(TOPIC_SLUGS)),
  page: z.string(),
  status: z.enum(SUBMISSION_STATUSES),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminSubmission = z.output<typeof adminSubmissionSchema>;

export const submissionNoteSchema = z.object({
  id: z.int(),
  authorName: z.string(),
  body: z.string(),
  createdAt: z.string(),
});
export type SubmissionNote = z.output<typeof submissionNoteSchema>;

/** POST /api/admin/submissions/:reference/contacted: the call as stored, and the case's first response. */
export const contactRecordedSchema = z.object({
  note: submissionNoteSchema,
  /** The first response's time: this call's, or an earlier one's that it did not move. */
  firstResponseAt: z.string(),
});
export type ContactRecorded = z.output<typeof contactRecordedSchema>;

/** When a case's first response was due and when it came (docs/decisions/0034); null: not yet. */
const responseTimesShape = {
  responseDueAt: z.nullable(z.string()),
  firstResponseAt: z.nullable(z.string()),
};

/** One message between the desk and the person, as the admin shows it (docs/decisions/0026). */
const deskThreadMessageSchema = z.object({
  id: z.int(),
  from: z.enum(["desk", "victim"]),
  /** The desk member's name when they wrote; "" for the person. */
  authorName: z.string(),
  /** The text exactly as written; shown as text, never as markup. */
  body: z.string(),
  sentAt: z.string(),
  /** When the other side first read it; null while unread. */
  readAt: z.nullable(z.string()),
});
export type DeskThreadMessage = z.output<typeof deskThreadMessageSchema>;

/**
 * What became of the e-mail telling the person the desk wrote: queued; covered by one still
 * waiting to be sent; or none, as the request was closed as spam or has no address.
 */
const CASE_NOTICE_OUTCOMES = ["queued", "already_queued", "closed_as_spam", "no_address"] as const;
export type CaseNoticeOutcome = (typeof CASE_NOTICE_OUTCOMES)[number];

/** POST /api/admin/submissions/:reference/messages */
export const deskMessageSentSchema = z.object({
  message: deskThreadMessageSchema,
  notice: z.enum(CASE_NOTICE_OUTCOMES),
});
export type DeskMessageSent = z.output<typeof deskMessageSentSchema>;

/** One mail of the outbox (GET /api/admin/outbox, and what a retry answers). */
export const outboxEntrySchema = z.object({
  id: z.int(),
  purpose: z.enum(MAIL_PURPOSES),
  to: z.string(),
  subject: z.string(),
  status: z.enum(MAIL_STATUSES),
  attempts: count,
  /** When a queued mail is tried next. */
  nextAttemptAt: z.string(),
  lastError: z.nullable(z.string()),
  sentAt: z.nullable(z.string()),
  createdAt: z.string(),
  /** The submission it is about; null once that submission was erased (the mail goes with it). */
  reference: z.nullable(z.string()),
});
export type OutboxEntry = z.output<typeof outboxEntrySchema>;

/** One of a submission's mails, as its detail view shows it: the outbox entry without what the detail already says. */
const submissionMailSchema = z.pick(outboxEntrySchema, {
  id: true,
  purpose: true,
  to: true,
  status: true,
  attempts: true,
  nextAttemptAt: true,
  sentAt: true,
  lastError: true,
});
export type SubmissionMail = z.output<typeof submissionMailSchema>;

/**
 * One of a case's reminders sent as a browser notification (docs/decisions/0074), to one
 * browser: through which push service, and how the send went, as a mail's is shown.
 */
const submissionNotificationSchema = z.object({
  id: z.int(),
  /** The push service's host: fcm.googleapis.com (Google), updates.push.services.mozilla.com, … */
  pushService: z.string(),
  status: z.enum(MAIL_STATUSES),
  attempts: count,
  nextAttemptAt: z.string(),
  sentAt: z.nullable(z.string()),
  lastError: z.nullable(z.string()),
});
export type SubmissionNotification = z.output<typeof submissionNotificationSchema>;

/** One of a help form's optional choices, "" when none was made. */
const choiceOf = <const Choices extends readonly string[]>(choices: Choices) => z.enum(["", ...choices]);

/** A help request's optional facts (docs/decisions/0023); empty for the other kinds. */
const caseFactsSchema = z.object({
  contactPreference: choiceOf(CONTACT_PREFERENCES),
  /** When it happened (ISO 8601 UTC); with an unknown time, the start of that day in India. */
  incidentAt: z.nullable(z.string()),
  incidentTimeUnknown: z.boolean(),
  paymentApproval: choiceOf(PAYMENT_APPROVALS),
  paidFrom: choiceOf(PAID_FROM),
  paymentMethod: choiceOf(PAYMENT_METHODS),
  /** Whole rupees. */
  amountLost: z.nullable(z.int()),
  /** Answered "Are you being threatened right now?" with yes (docs/decisions/0059). */
  threatenedNow: z.boolean(),
});
export type CaseFacts = z.output<typeof caseFactsSchema>;

/** A desk member a case can be given to (docs/decisions/0030). */
const teamMemberSchema = z.object({
  id: z.int(),
  name: z.string(),
  role: z.enum(USER_ROLES),
});
export type TeamMember = z.output<typeof teamMemberSchema>;

/** GET /api/admin/team: the active members, by name. */
export const teamSchema = z.array(teamMemberSchema);

/** PUT /api/admin/submissions/:reference/assignee, and part of a submission's detail. */
export const assigneeReplySchema = z.object({ assignee: z.nullable(teamMemberSchema) });

export const submissionDetailSchema = z.extend(adminSubmissionSchema, {
  /** Who has the case; null when nobody does. */
  assignee: z.nullable(teamMemberSchema),
  caseFacts: caseFactsSchema,
  notes: z.array(submissionNoteSchema),
  /** Oldest first; empty for a submission stored before mail was added. */
  mails: z.array(submissionMailSchema),
  /** Its reminders sent as browser notifications, oldest first; empty when none was. */
  notifications: z.array(submissionNotificationSchema),
  /** Messages with the person, oldest first; the person's unread ones have readAt null. */
  messages: z.array(deskThreadMessageSchema),
  /** The evidence the person sent, oldest first (server/evidence/). */
  evidence: z.array(deskEvidenceFileSchema),
  /** The transactions the person listed on their case page, earliest first; empty when none. */
  transactions: z.array(deskCaseTransactionSchema),
  /** The transactions' amounts added up, in whole paise; 0 when there are none. */
  transactionsTotalPaise: count,
  /** What the person says on their case page they have done; null until they first save it. */
  progress: z.nullable(deskCaseProgressSchema),
  /** The reminders the person asked for on their case page, and those sent. */
  reminders: deskCaseRemindersSchema,
  /**
   * The next dated step of the person's case page ("Tell your bank ... by Sat, 28 Nov 2026,
   * 11:59 pm IST"), for a reply template's {next_deadline}; null when the page gives none.
   */
  nextDeadlineText: z.nullable(z.string()),
  /**
   * The same step for a reply in the case's language (docs/decisions/0061): its title in the
   * English of shared/case-timeline and by id (`titleSays`, which each language words), and its
   * date (ISO 8601).
   */
  nextDatedStep: z.nullable(z.object({ title: z.string(), titleSays: stepTextSchema, due: z.string() })),
  /** The language of the page the person wrote from, and of every mail to them (docs/decisions/0040). */
  language: z.enum(LANGUAGE_CODES),
  /** Closed as spam by the person mailed ("This wasn't me"), which the desk can undo (docs/decisions/0058). */
  closedAsNotMe: z.boolean(),
  ...responseTimesShape,
});
export type SubmissionDetail = z.output<typeof submissionDetailSchema>;

/** A row of the lists: the submission and how many of the person's replies no one at the desk has read. */
const submissionListItemSchema = z.extend(adminSubmissionSchema, { unreadReplies: count });
export type SubmissionListItem = z.output<typeof submissionListItemSchema>;

export const submissionListSchema = pagedSchema(submissionListItemSchema);
export type SubmissionList = z.output<typeof submissionListSchema>;

/** A row of the inbox: enough to choose what to open next. */
const inboxItemSchema = z.object({
  reference: z.string(),
  kind: z.enum(SUBMISSION_KINDS),
  name: z.string(),
  topic: z.nullable(z.enum(TOPIC_SLUGS)),
  /** The start of the subject and text, for a two-line preview; the detail shows them whole. */
  preview: z.string(),
  status: z.enum(SUBMISSION_STATUSES),
  /** The tab the case is in, which is how its state reads. */
  tab: z.enum(INBOX_TABS),
  createdAt: z.string(),
  /** The next deadline the legal rules give the case (ISO 8601), or null. */
  nextDeadlineAt: z.nullable(z.string()),
  /** The deadline passed less than a day ago: the case leads its tab, marked missed. */
  deadlineMissed: z.boolean(),
  unreadReplies: count,
  ...responseTimesShape,
  /** Open, unanswered and past its response target (shared/response-times.ts), as of the reply. */
  responseOverdue: z.boolean(),
  /** Who has the case; null when nobody does. */
  assignee: z.nullable(teamMemberSchema),
  /** Other cases with the same e-mail or phone within 30 days, not yet one case with it (docs/decisions/0035). */
  possibleDuplicates: count,
  /** The language the person wrote in (docs/decisions/0040): a reply should be in it. */
  language: z.enum(LANGUAGE_CODES),
  /**
   * Why the case leads its tab before the legal dates (docs/decisions/0059): a threat the desk
   * has not answered, or money lost in the last 72 hours; null for the legal order.
   */
  firstHours: z.nullable(z.enum(FIRST_HOURS_TIERS)),
  /** The money the person said they lost, in whole rupees, or null. */
  amountLost: z.nullable(count),
  /** When the person said it happened (ISO 8601), or null when they did not give a date. */
  lostAt: z.nullable(z.string()),
});
export type InboxItem = z.output<typeof inboxItemSchema>;

/** Another case in a case's possible duplicates, or one already one case with it. */
const duplicateCaseSchema = z.object({
  reference: z.string(),
  name: z.string(),
  kind: z.enum(SUBMISSION_KINDS),
  status: z.enum(SUBMISSION_STATUSES),
  createdAt: z.string(),
  /** Which of the case's contact keys it shares. */
  sameEmail: z.boolean(),
  samePhone: z.boolean(),
});
export type DuplicateCase = z.output<typeof duplicateCaseSchema>;

/** A case the desk marked "Not the same person" as this one, and who marked it when. */
const differentPersonSchema = z.object({
  reference: z.string(),
  name: z.string(),
  /** Null once the desk member who marked it is erased. */
  markedBy: z.nullable(z.string()),
  markedAt: z.string(),
});
export type DifferentPerson = z.output<typeof differentPersonSchema>;

/** GET /api/admin/submissions/:reference/duplicates */
export const possibleDuplicatesSchema = z.object({
  /** The older case this one was made one case with; null when it is no other's. */
  primary: z.nullable(z.string()),
  /** Every other case of its group (primary and duplicates), oldest first. */
  markedAsOne: z.array(duplicateCaseSchema),
  /** Oldest first. */
  possible: z.array(duplicateCaseSchema),
  /** The cases marked "Not the same person" as this one, most recently marked first. */
  differentPeople: z.array(differentPersonSchema),
});
export type PossibleDuplicates = z.output<typeof possibleDuplicatesSchema>;

/** POST /api/admin/submissions/bulk: every case named now has the status or assignee. */
export const bulkActionReplySchema = z.object({
  references: z.array(z.string()),
  /** How many of them it changed (the others had it already). */
  changed: count,
});
export type BulkActionReply = z.output<typeof bulkActionReplySchema>;

/** How many cases a tab holds: exact (kept by triggers); the pager reads it as any list's total. */
const cappedCountSchema = z.object({ total: count, totalIsCapped: z.boolean() });
export type CappedCount = z.output<typeof cappedCountSchema>;

/** GET /api/admin/inbox?tab&page&pageSize */
export const inboxPageSchema = z.extend(pagedSchema(inboxItemSchema), {
  tab: z.enum(INBOX_TABS),
  /** "me" when the page and the counts are the asking member's cases only. */
  assigned: z.optional(z.literal("me")),
  counts: z.object(
    Object.fromEntries(INBOX_TABS.map((tab) => [tab, cappedCountSchema])) as Record<
      (typeof INBOX_TABS)[number],
      typeof cappedCountSchema
    >,
  ),
});
export type InboxPage = z.output<typeof inboxPageSchema>;

const recentSubmissionSchema = z.object({
  reference: z.string(),
  kind: z.enum(SUBMISSION_KINDS),
  name: z.string(),
  email: z.string(),
  message: z.string(),
  createdAt: z.string(),
});
export type RecentSubmission = z.output<typeof recentSubmissionSchema>;

/** GET /api/admin/dashboard */
export const dashboardDataSchema = z.object({
  name: z.string(),
  /** Who is signed in, so the dashboard shows only the views the role may use and knows "me". */
  userId: z.int(),
  role: z.enum(USER_ROLES),
  counts: z.object(countsOf(SUBMISSION_KINDS)),
  /** docs/product.md §5's Recent Submissions rule: at most 5, newest first, only entries with content. */
  recent: z.array(recentSubmissionSchema),
  /** How full the evidence storage is: the dashboard warns before uploads are refused. */
  evidenceStorage: z.object({ usedBytes: z.number(), quotaBytes: z.number() }),
  /**
   * Whether mail goes out: every admin page warns while it does not (no SMTP) or while mails
   * have failed, as victims' acknowledgements and notices are among them. Counts are capped.
   */
  mail: z.object({ sending: z.boolean(), queued: z.number(), failed: z.number() }),
  /** New cases, for the sidebar's Inbox button. */
  newCases: cappedCountSchema,
});
export type DashboardData = z.output<typeof dashboardDataSchema>;

/** A saved reply (docs/decisions/0033): what every desk member may read and pick. */
export const replyTemplateSchema = z.object({
  id: z.int(),
  /** The language it is written in (docs/decisions/0061); a title is unique within it. */
  language: z.enum(LANGUAGE_CODES),
  title: z.string(),
  /** Plain text with placeholders ({reference}, {next_deadline}, {name}) still in it. */
  body: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** Who created it or last changed it, by the name they had then. */
  updatedByName: z.string(),
});
export type ReplyTemplate = z.output<typeof replyTemplateSchema>;

/** GET /api/admin/reply-templates: every template, by title. */
export const replyTemplateListSchema = z.array(replyTemplateSchema);

export const adminUserSchema = z.object({
  id: z.int(),
  name: z.string(),
  email: z.string(),
  role: z.enum(USER_ROLES),
  status: z.enum(["pending", "active", "disabled"]),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** In the Users list: whether the account signs in with a code as well (docs/decisions/0072). */
  secondFactorOn: z.optional(z.boolean()),
});
export type AdminUser = z.output<typeof adminUserSchema>;

/** GET /api/admin/users */
export const adminUserListSchema = z.array(adminUserSchema);

const auditEntrySchema = z.object({
  id: z.int(),
  actorName: z.string(),
  actorEmail: z.string(),
  action: z.string(),
  targetType: z.nullable(z.string()),
  targetId: z.nullable(z.string()),
  /**
   * An account target as it is now: its name and e-mail, or null for both when the account no
   * longer exists (or the target is not an account).
   */
  targetName: z.nullable(z.string()),
  targetEmail: z.nullable(z.string()),
  /** Small facts of any shape (a status, a filter, a row count), written by the server itself. */
  detail: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
});
export type AuditEntry = z.output<typeof auditEntrySchema>;

export const auditLogPageSchema = pagedSchema(auditEntrySchema);
export type AuditLogPage = z.output<typeof auditLogPageSchema>;

/** GET /api/admin/outbox?status&page */
export const outboxPageSchema = z.extend(pagedSchema(outboxEntrySchema), {
  counts: z.object(countsOf(MAIL_STATUSES)),
  /** False when SMTP_URL is not set: mail is kept and logged, not sent. */
  sending: z.boolean(),
});
export type OutboxPage = z.output<typeof outboxPageSchema>;

/** GET /api/admin/report?days=30|90; days are India's calendar days, oldest first, none missing. */
export const reportDataSchema = z.object({
  days: z.int(),
  from: z.string(),
  to: z.string(),
  perDay: z.array(z.object({ date: z.string(), ...countsOf(SUBMISSION_KINDS) })),
  byState: z.array(z.object({ state: z.string(), count })),
  byTopic: z.array(z.object({ topic: z.string(), count })),
  byStatus: z.array(z.object({ status: z.enum(SUBMISSION_STATUSES), count })),
  /** docs/decisions/0034: first responses to the period's cases, and the desk's state now. */
  responseTimes: z.object({
    /** The period's cases that got a first response, and the median time to it; null when none. */
    answered: count,
    medianFirstResponseMinutes: z.nullable(z.number()),
    /** Open cases now without a first response whose target has passed. */
    overdueNow: count,
  }),
  /** Open cases now, by who has them; null for nobody. Most first. */
  byAssignee: z.array(z.object({ assignee: z.nullable(z.string()), count })),
});
export type ReportData = z.output<typeof reportDataSchema>;
