import { MAIL_PURPOSES, MAIL_STATUSES, SUBMISSION_KINDS, SUBMISSION_STATUSES } from "../../../shared/schemas/admin";
import { apiErrorReplySchema } from "../reply-schemas";

// JSON schemas of the admin data answers (shared/schemas/admin.ts), declared per status so
// Fastify writes exactly these fields: no database column (an id, a search vector) can leak.

export const adminErrorReplies = { "4xx": apiErrorReplySchema, "5xx": apiErrorReplySchema } as const;

const text = { type: "string" } as const;
const count = { type: "integer", minimum: 0 } as const;
const countPerKind = {
  type: "object",
  required: [...SUBMISSION_KINDS],
  properties: Object.fromEntries(SUBMISSION_KINDS.map((kind) => [kind, count])),
} as const;

export const adminSubmissionReplySchema = {
  type: "object",
  required: [
    "reference", "kind", "name", "email", "phone", "state", "city", "subject", "message", "topic", "page", "status",
    "createdAt", "updatedAt",
  ],
  properties: {
    reference: text,
    kind: { type: "string", enum: [...SUBMISSION_KINDS] },
    name: text,
    email: text,
    phone: text,
    state: text,
    city: text,
    subject: text,
    message: text,
    topic: { type: ["string", "null"] },
    page: text,
    status: { type: "string", enum: [...SUBMISSION_STATUSES] },
    createdAt: text,
    updatedAt: text,
  },
} as const;

export const submissionNoteReplySchema = {
  type: "object",
  required: ["id", "authorName", "body", "createdAt"],
  properties: { id: { type: "integer" }, authorName: text, body: text, createdAt: text },
} as const;

export const submissionMailReplySchema = {
  type: "object",
  required: ["id", "purpose", "to", "status", "attempts", "nextAttemptAt", "sentAt", "lastError"],
  properties: {
    id: { type: "integer" },
    purpose: { type: "string", enum: [...MAIL_PURPOSES] },
    to: text,
    status: { type: "string", enum: [...MAIL_STATUSES] },
    attempts: count,
    nextAttemptAt: text,
    sentAt: { type: ["string", "null"] },
    lastError: { type: ["string", "null"] },
  },
} as const;

export const submissionDetailReplySchema = {
  ...adminSubmissionReplySchema,
  required: [...adminSubmissionReplySchema.required, "notes", "mails"],
  properties: {
    ...adminSubmissionReplySchema.properties,
    notes: { type: "array", items: submissionNoteReplySchema },
    mails: { type: "array", items: submissionMailReplySchema },
  },
} as const;

function pagedReplySchema(item: object) {
  return {
    type: "object",
    required: ["items", "page", "pageSize", "total", "totalIsCapped"],
    properties: {
      items: { type: "array", items: item },
      page: { type: "integer" },
      pageSize: { type: "integer" },
      total: count,
      totalIsCapped: { type: "boolean" },
    },
  } as const;
}

export const submissionListReplySchema = pagedReplySchema(adminSubmissionReplySchema);

export const auditLogPageReplySchema = pagedReplySchema({
  type: "object",
  required: ["id", "actorName", "actorEmail", "action", "targetType", "targetId", "detail", "createdAt"],
  properties: {
    id: { type: "integer" },
    actorName: text,
    actorEmail: text,
    action: text,
    targetType: { type: ["string", "null"] },
    targetId: { type: ["string", "null"] },
    // Small facts of any shape (a status, a filter, a row count), written by the server itself.
    detail: { type: "object", additionalProperties: true },
    createdAt: text,
  },
});

export const dashboardReplySchema = {
  type: "object",
  required: ["name", "counts", "recent"],
  properties: {
    name: text,
    counts: countPerKind,
    recent: {
      type: "array",
      items: {
        type: "object",
        required: ["reference", "kind", "name", "email", "message", "createdAt"],
        properties: {
          reference: text,
          kind: { type: "string", enum: [...SUBMISSION_KINDS] },
          name: text,
          email: text,
          message: text,
          createdAt: text,
        },
      },
    },
  },
} as const;

export const reportReplySchema = {
  type: "object",
  required: ["days", "from", "to", "perDay", "byState", "byTopic", "byStatus"],
  properties: {
    days: { type: "integer" },
    from: text,
    to: text,
    perDay: {
      type: "array",
      items: {
        type: "object",
        required: ["date", ...SUBMISSION_KINDS],
        properties: { date: text, ...countPerKind.properties },
      },
    },
    byState: { type: "array", items: { type: "object", required: ["state", "count"], properties: { state: text, count } } },
    byTopic: { type: "array", items: { type: "object", required: ["topic", "count"], properties: { topic: text, count } } },
    byStatus: {
      type: "array",
      items: {
        type: "object",
        required: ["status", "count"],
        properties: { status: { type: "string", enum: [...SUBMISSION_STATUSES] }, count },
      },
    },
  },
} as const;

export const successMessageReplySchema = {
  type: "object",
  required: ["status", "message"],
  properties: { status: { type: "string", enum: ["success"] }, message: text },
} as const;

