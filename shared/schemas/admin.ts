import { z } from "zod/mini";
import { limits } from "../constants";
import { STATES_AND_UNION_TERRITORIES } from "../states";
import { TOPIC_SLUGS } from "../routes";
import { REPLY_PLACEHOLDERS, unknownPlaceholders } from "../reply-templates";
import type { LanguageCode } from "../language-codes";
import { language } from "../languages";
import { requiredText, typeableText } from "./fields";
import { tooLongMessage } from "../messages/form-fields";
import { auditQueryMessages, bulkActionMessages } from "../messages/admin";

// The admin API's requests: what the dashboard asks (query strings, bodies, route parameters).
// The server parses with these schemas; the dashboard builds its requests from the types. What
// it gets back is in admin-replies.ts.

/**
 * The three forms, by one name each everywhere inside the code: the stored kind, the admin's view
 * (?view=help_request), the desk's mail and the audit log. The public URLs keep their own
 * (docs/product.md §7).
 */
export const SUBMISSION_KINDS = ["help_request", "contact_message", "post_query"] as const;
export type SubmissionKind = (typeof SUBMISSION_KINDS)[number];

/** Each kind as people read it: the title of its form (docs/product.md §2). */
export const submissionKindLabels: Record<SubmissionKind, string> = {
  post_query: "Post Query",
  contact_message: "Contact Us",
  help_request: "Request Help",
};

export const SUBMISSION_STATUSES = ["new", "in_progress", "resolved", "spam"] as const;
export type SubmissionStatus = (typeof SUBMISSION_STATUSES)[number];

/**
 * The desk's roles (docs/decisions/0030): an admin may do everything; a caseworker works cases
 * (reads them, sets status, writes notes and messages, downloads evidence, assigns them) but
 * does not manage accounts, export, erase or read the audit log.
 */
export const USER_ROLES = ["admin", "caseworker"] as const;
export type UserRole = (typeof USER_ROLES)[number];

export const userRoleLabels: Record<UserRole, string> = {
  admin: "Admin",
  caseworker: "Caseworker",
};

const SUBMISSION_SORTS = ["created_at", "name"] as const;

const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

const blankToUndefined = (value: unknown) => (typeof value === "string" && value.trim() === "" ? undefined : value);

const positiveInt = (fallback: number) =>
  z._default(
    z.coerce.number().check(z.int("Please send a whole number."), z.minimum(1, "Please send 1 or more.")),
    fallback,
  );

const pageSize = z._default(
  z.pipe(
    z.coerce.number(),
    z.union(limits.adminPageSizes.map((size) => z.literal(size)) as unknown as [z.ZodMiniLiteral<number>]),
  ),
  limits.adminDefaultPageSize,
);

/**
 * GET /api/admin/submissions and /api/admin/submissions.csv. Dates are days in India
 * (Asia/Kolkata), inclusive at both ends.
 */
export const submissionListQuerySchema = z.object({
  kind: z.optional(z.enum(SUBMISSION_KINDS)),
  status: z.optional(z.enum(SUBMISSION_STATUSES)),
  state: z.optional(z.enum(STATES_AND_UNION_TERRITORIES)),
  topic: z.optional(z.enum(TOPIC_SLUGS)),
  from: z.optional(z.string().check(z.regex(DATE_PATTERN, "Please send a date as YYYY-MM-DD."))),
  to: z.optional(z.string().check(z.regex(DATE_PATTERN, "Please send a date as YYYY-MM-DD."))),
  /** "1": only submissions with replies from the person that no one at the desk has read. */
  unread: z.optional(z.literal("1", { error: "Please send 1 or nothing." })),
  /** "me": only the cases assigned to whoever asks (docs/decisions/0030). */
  assigned: z.optional(z.literal("me", { error: "Please send me or nothing." })),
  /** Words matched against name, e-mail, reference and the text; every word must match. */
  q: z.optional(
    z
      .string()
      .check(z.trim(), z.maxLength(limits.adminSearchMax, tooLongMessage(limits.adminSearchMax)), typeableText()),
  ),
  sort: z._default(z.enum(SUBMISSION_SORTS), "created_at"),
  order: z._default(z.enum(["asc", "desc"]), "desc"),
  page: positiveInt(1),
  pageSize,
});
export type SubmissionListQuery = z.output<typeof submissionListQuerySchema>;
export type SubmissionListParams = Partial<z.input<typeof submissionListQuerySchema>>;

/** Drops blank query-string values before parsing, as a form's empty select sends "". */
export function withoutBlankParams(query: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(query).filter(([, value]) => blankToUndefined(value) !== undefined));
}

/**
 * The inbox's tabs (docs/decisions/0029). A case is in exactly one: its status, except that an
 * in-progress case whose last message is the desk's waits for the victim.
 */
export const INBOX_TABS = ["new", "in_progress", "waiting_for_victim", "resolved", "spam"] as const;
export type InboxTab = (typeof INBOX_TABS)[number];

/** The inbox's tiers before the legal dates (docs/decisions/0059): an unanswered threat, then money lost in the last 72 hours. */
export const FIRST_HOURS_TIERS = ["threat", "recent_loss"] as const;
export type FirstHoursTier = (typeof FIRST_HOURS_TIERS)[number];

/** GET /api/admin/inbox: one tab's page, every kind of submission, most urgent first. */
export const inboxQuerySchema = z.object({
  tab: z._default(z.enum(INBOX_TABS, { error: "Please choose a tab from the list." }), "new"),
  /** "me": only the cases assigned to whoever asks, the tabs counting only theirs (docs/decisions/0039). */
  assigned: z.optional(z.literal("me", { error: "Please send me or nothing." })),
  page: positiveInt(1),
  pageSize,
});
export type InboxQuery = z.output<typeof inboxQuerySchema>;

export const statusUpdateSchema = z.object({
  status: z.enum(SUBMISSION_STATUSES, { error: "Please choose a status from the list." }),
});

/** POST /api/admin/users/:id/approve: a signup becomes an account of the role chosen. */
export const approvalSchema = z.object({
  role: z.enum(USER_ROLES, { error: "Please choose Admin or Caseworker." }),
});

/** PUT /api/admin/submissions/:reference/assignee: a desk member's id, or null for nobody. */
export const assignmentSchema = z.object({
  userId: z.nullable(
    z
      .int({ error: "Please choose a desk member, or nobody." })
      .check(z.positive("Please choose a desk member, or nobody.")),
  ),
});

/** The other case of a pair, by reference, as typed or as a link carries it. */
const otherCaseSchema = (message: string) =>
  z.object({
    with: z.string({ error: message }).check(z.trim(), z.toUpperCase(), z.minLength(1, message)),
  });

/** POST /api/admin/submissions/:reference/merge: the possible duplicate to make one case with it. */
export const mergeSchema = otherCaseSchema("Please name the case to mark as one with this one.");

/** POST /api/admin/submissions/:reference/separate: the case marked as one with it, to be its own again. */
export const separateSchema = otherCaseSchema("Please name the case to separate from this one.");

/** POST /api/admin/submissions/:reference/not-duplicate/undo: the case marked as a different person. */
export const notDuplicateUndoSchema = otherCaseSchema("Please name the case marked as a different person.");

/**
 * POST /api/admin/submissions/bulk (docs/decisions/0035): up to bulkActionMax different cases,
 * and one status or one assignee for all of them.
 */
export const bulkActionSchema = z.object({
  references: z
    .array(z.string({ error: bulkActionMessages.reference }).check(z.trim(), z.toUpperCase()), {
      error: bulkActionMessages.noCases,
    })
    .check(
      z.minLength(1, bulkActionMessages.noCases),
      z.maxLength(limits.bulkActionMax, bulkActionMessages.tooMany),
      z.refine((references) => new Set(references).size === references.length, bulkActionMessages.repeated),
    ),
  action: z.union(
    [
      z.strictObject({ status: z.enum(SUBMISSION_STATUSES) }),
      z.strictObject({ assignee: z.nullable(z.int().check(z.positive())) }),
    ],
    { error: bulkActionMessages.action },
  ),
});
export type BulkAction = z.output<typeof bulkActionSchema>["action"];

export const noteSchema = z.object({
  body: z.string({ error: "Please write a note." }).check(
    z.trim(),
    z.minLength(1, "Please write a note."),
    z.maxLength(limits.noteMax, tooLongMessage(limits.noteMax)),
    // The same rule as every form field: PostgreSQL cannot store a NUL.
    typeableText(),
  ),
});

const placeholderList = REPLY_PLACEHOLDERS.map((name) => `{${name}}`);

/** What the desk is told about a reply template it saves (docs/decisions/0033). */
export const replyTemplateTexts = {
  titleRequired: "Please give the template a title.",
  titleOneLine: "Please keep the title on one line.",
  bodyRequired: "Please write the template's text.",
  unknownPlaceholders: (found: readonly string[]) =>
    `${found.length === 1 ? "Unknown placeholder" : "Unknown placeholders"} ${found.join(", ")}. ` +
    `A template may use only ${placeholderList.slice(0, -1).join(", ")} and ${placeholderList.at(-1)}.`,
  languageRequired: "Please choose the language the template is written in.",
  titleTaken: (title: string, code: LanguageCode) =>
    `A template titled "${title}" already exists in ${language(code).englishName}. Please choose another title.`,
} as const;

/**
 * The languages the desk writes its saved replies in (docs/decisions/0098): English and Hindi.
 * A case in another language (Bengali, …) is answered in one of these; its detail says so.
 */
const REPLY_TEMPLATE_LANGUAGES = ["en", "hi"] as const satisfies readonly LanguageCode[];

/** Whether the desk has saved replies in a case's language. */
export function hasReplyTemplatesIn(code: LanguageCode): boolean {
  return (REPLY_TEMPLATE_LANGUAGES as readonly LanguageCode[]).includes(code);
}

/**
 * POST /api/admin/reply-templates and PUT /api/admin/reply-templates/:id. A template is written
 * in one language, and the picker offers a case its own language's first (docs/decisions/0061).
 */
export const replyTemplateInputSchema = z.object({
  language: z.enum(REPLY_TEMPLATE_LANGUAGES, { error: replyTemplateTexts.languageRequired }),
  title: requiredText(replyTemplateTexts.titleRequired, limits.replyTemplateTitleMax).check(
    z.regex(/^[^\r\n]*$/, replyTemplateTexts.titleOneLine),
  ),
  body: requiredText(replyTemplateTexts.bodyRequired, limits.replyTemplateBodyMax).check(
    z.superRefine((body, context) => {
      const unknown = unknownPlaceholders(body);
      if (unknown.length > 0) {
        context.addIssue({ code: "custom", message: replyTemplateTexts.unknownPlaceholders(unknown), input: body });
      }
    }),
  ),
});
export type ReplyTemplateInput = z.output<typeof replyTemplateInputSchema>;
/** How the desk reached the person outside the case page (docs/decisions/0034). */
export const CONTACT_CHANNELS = ["phone", "whatsapp"] as const;
export type ContactChannel = (typeof CONTACT_CHANNELS)[number];

/** POST /api/admin/submissions/:reference/contacted */
export const contactedSchema = z.object({
  channel: z.enum(CONTACT_CHANNELS, { error: "Please choose phone or WhatsApp." }),
  /** What was said or agreed, in a few words; stored with the call as a note. */
  note: z._default(
    z
      .string({ error: "The note must be text." })
      .check(z.trim(), z.maxLength(limits.contactNoteMax, tooLongMessage(limits.contactNoteMax)), typeableText()),
    "",
  ),
});

export const reportQuerySchema = z.object({
  days: z._default(
    z.pipe(
      z.coerce.number(),
      z.union(limits.reportWindowsDays.map((days) => z.literal(days)) as unknown as [z.ZodMiniLiteral<number>]),
    ),
    limits.reportWindowsDays[0],
  ),
});

/**
 * The `:id` of a users or outbox route. The maximum is the largest value of an `integer` column
 * on PostgreSQL: a bigger number is no row's id, and would make PostgreSQL fail the query.
 */
export const rowIdParamsSchema = z.object({
  id: z.int().check(z.minimum(1), z.maximum(2_147_483_647)),
});

/**
 * The `:reference` of a case's routes, as typed: the server reads it in upper case and answers
 * 404 for what cannot be a reference, so no pattern here turns a lower-case one away.
 */
export const referenceParamsSchema = z.object({ reference: z.string() });

/** GET /api/admin/submissions/:reference/evidence/:fileId: one file the person sent. */
export const evidenceFileParamsSchema = z.object({ reference: z.string(), fileId: z.string() });

/**
 * The audit log's kinds of action, in groups a desk looks for (docs/decisions/0048): every
 * action recorded is in exactly one group, so "all but views" is every group but `views`.
 */
export const AUDIT_ACTION_GROUPS = {
  exports: ["submissions.exported", "report.exported", "evidence.downloaded"],
  case_changes: [
    "submission.status_changed",
    "submission.assigned",
    "submission.merged",
    "submission.not_duplicate",
    "submission.not_duplicate_undone",
    "submission.separated",
    "submission.note_added",
    "submission.message_sent",
    "submission.contacted",
    "submission.deleted",
    "submission.case_links_revoked",
    "submission.not_me_undone",
    "case_reminders.consented",
    "case_reminders.withdrawn",
  ],
  views: ["submissions.viewed", "submission.viewed"],
  /** Every case link, session and remembered phone handed out (docs/decisions/0049). */
  case_access: ["case_secret.minted"],
  accounts: [
    "auth.login",
    "auth.logout",
    "auth.first_admin_created",
    "user.created_by_cli",
    "user.approved",
    "user.rejected",
    "user.disabled",
    "user.password_changed",
    "user.password_reset_link_made",
    "user.password_reset",
    "user.second_factor_enabled",
    "user.second_factor_disabled",
    "user.second_factor_cleared",
    "user.recovery_code_used",
    "user.recovery_codes_made",
    "settings.second_factor_required",
    "sessions.revoked_all",
  ],
  mail: ["mail.retried", "reply_template.created", "reply_template.updated", "reply_template.deleted"],
} as const satisfies Record<string, readonly string[]>;
export type AuditActionGroup = keyof typeof AUDIT_ACTION_GROUPS;
/** The audit log's choice of kinds: each group, or everything but the views that drown the rest. */
export const AUDIT_KINDS = ["not_views", ...(Object.keys(AUDIT_ACTION_GROUPS) as AuditActionGroup[])] as const;
export type AuditKind = (typeof AUDIT_KINDS)[number];

/** GET /api/admin/audit-log: a page of the log, optionally by kind of action, desk member and case. */
export const auditLogQuerySchema = z.object({
  kind: z.optional(z.enum(AUDIT_KINDS, { error: auditQueryMessages.kind })),
  /** The account that did it (its id); entries by a removed account keep its id. */
  actor: z.optional(
    z.coerce
      .number({ error: auditQueryMessages.actor })
      .check(
        z.int(auditQueryMessages.actor),
        z.minimum(1, auditQueryMessages.actor),
        z.maximum(2_147_483_647, auditQueryMessages.actor),
      ),
  ),
  /** A case: entries whose target is it or whose references name it. */
  reference: z.optional(
    z
      .string({ error: auditQueryMessages.reference })
      .check(z.trim(), z.toUpperCase(), z.regex(/^CH-[0-9A-Z]{6}$/, auditQueryMessages.reference)),
  ),
  page: positiveInt(1),
});
export type AuditLogQuery = z.output<typeof auditLogQuerySchema>;

export const MAIL_STATUSES = ["queued", "sending", "sent", "failed"] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];

/**
 * Every accepted submission queues two mails: an alert to the desk and an acknowledgement to the
 * person. A victim may later be sent a fresh case link ("Lost your link?"), notices that the
 * desk has written to them on their case page, and, once they ask and confirm, reminders of their
 * dates (docs/decisions/0069).
 */
export const MAIL_PURPOSES = [
  "desk_alert",
  "acknowledgement",
  "case_link",
  "case_notice",
  "reminder_confirmation",
  "reminder",
] as const;
export type MailPurpose = (typeof MAIL_PURPOSES)[number];

export const outboxQuerySchema = z.object({
  status: z.optional(z.enum(MAIL_STATUSES)),
  page: positiveInt(1),
});
